//! The position notation: the one canonical text form of a whole position, used by tests, bug
//! reports and saved games. This module owns the grammar below and the public API on
//! [`Position`]: [`Position::from_notation`] and `FromStr`, [`Position::notation`] and
//! `Display`, and the text of a single move ([`Position::move_text`], [`Position::parse_move`]).
//! Its files each own one part: `print` the printer, `parse` the line parsers, `token` the
//! words with where they stand, and `error` the errors that say where a text is wrong
//! ([`NotationError`]).
//!
//! # Grammar
//!
//! One line per part, in this order; words are separated by spaces. Blank lines, surrounding
//! spaces and `\r\n` line ends are accepted. The printer writes every line and every field, in
//! the order below, and ends with a newline; the parser accepts the shorter forms noted.
//!
//! ```text
//! dhayam 1                          game and notation version; the game decides the board
//! rules <preset> <field>=<value>... the preset, then rule fields
//! p1 cut=<yes|no> <coin>...         one coins line per player, p1, p2, ... in order
//! turn <turn>                       what the game waits for
//! places <-|p2,p1>                  finishing order (optional, default -)
//! sticks <seed> <drawn>             the sticks' random state (optional, default 0 0)
//! ```
//!
//! - **rules**: the preset is `traditional`, `classic` or `custom`. Fields are named as
//!   [`Field::name`](crate::Field::name) gives them, every field but `board`; values are
//!   `on`/`off`, numbers, throw sets (`1,5`, or `-` for none) and `closed`/`open` for
//!   `safe-squares`. The parser takes any of them, in any order, each at most once; a field left
//!   out keeps the preset's value. The rule set must validate
//!   ([`RuleSet::validate`](crate::RuleSet::validate)).
//! - **coins**: `cut=yes` when the player has cut this game (their gate is open; optional,
//!   default `no`), then one word per group of coins: `home`, or a square label on that
//!   player's path (`31`, `Oval`; any case), then `!` if the coin cut in the current chain,
//!   then `*K` for K coins alike. The printer writes home first, then squares from the start of
//!   the path to the goal, unmarked coins before marked ones on the same square, and `*K` only
//!   when K is more than 1; the parser takes the words in any order.
//! - **turn**: `throw-off p1=? p2=5` (each contender with its throw this round, `?` for not yet
//!   thrown); `p1 roll ...` or `p1 move ...` followed by `bank=`, `extra=` and `last=`; or
//!   `over`. `bank` is `-` or the banked values, ascending, comma-separated, `5+` being a five
//!   that may bring a coin out (roll 1 then 5); `extra` is the roll earned in this chain,
//!   `no`, `cut` or `home`; `last` is the previous throw of the turn, or `-`. The parser lets
//!   each of the three be left out (`-`, `no`, `-`) and takes them in any order.
//! - **places**: `-`, or the players who have finished, first place first.
//! - **sticks**: the seed and the number of words drawn since, as [`Position::sticks`] gives.
//!
//! A move is written relative to the path of the player to act: `home+1` brings a coin out
//! with a 1, `31+5` moves a coin from square 31 by 5, `31+3+5` moves it by 3 and 5 at once
//! (jump & go).
//!
//! # Examples
//!
//! ```
//! use dhayam_core::Position;
//!
//! let text = "\
//! dhayam 1
//! rules custom players=2 coins=6 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=on coin-can-move-after-cutting=off coin-can-stack-on-common-path=on move-after-each-roll=off jump-and-go=off roll-1-then-5-releases-two=on danger-squares=on home-grants-extra-roll=off safe-squares=closed
//! p1 cut=yes home*4 31 45!
//! p2 cut=no home*5 20
//! turn p1 move bank=3,5,5+,6 extra=cut last=3
//! places -
//! sticks 42 17
//! ";
//! let position = Position::from_notation(text)?;
//! assert_eq!(position.notation(), text);
//! let mv = position.parse_move("31+3")?;
//! assert!(position.is_legal(mv));
//! assert_eq!(position.move_text(mv), "31+3");
//!
//! let error = Position::from_notation(&text.replace("45!", "99")).unwrap_err();
//! assert_eq!(error.to_string(), "line 3, column 22: square 99 is not on player 1's path");
//! # Ok::<(), dhayam_core::NotationError>(())
//! ```

mod error;
mod paramapadam;
mod parse;
mod print;
mod token;

use std::str::FromStr;

pub use error::{NotationError, NotationErrorKind};

use crate::board::BoardKind;
use crate::event::Player;
use crate::game::GameKind;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::RuleSet;

/// The notation version this engine writes and reads.
const VERSION: &str = "1";

/// The games whose positions are coins on a board, and the board each is played on.
const GAMES: [(GameKind, BoardKind); 2] = [
    (GameKind::Dhayam, BoardKind::Cloth),
    (GameKind::Thayam, BoardKind::Grid),
];

impl RuleSet {
    /// The rule set `text` describes as a position's rules line does, without its keyword: the
    /// preset, then any fields that differ from it (`custom coins=4 must-cut-if-available=on`).
    ///
    /// # Errors
    /// The first place the text breaks the grammar, or the rule the set breaks, with its column.
    pub fn from_notation(text: &str) -> Result<Self, NotationError> {
        parse::rules(text)
    }
}

/// `p1`, `p2`, ...: how a player is named.
fn player_name(player: Player) -> String {
    format!("p{}", u16::from(player) + 1)
}

impl Position {
    /// The position `text` describes in the notation of this module.
    ///
    /// # Errors
    /// The first place the text breaks the grammar, or the first way the position it describes
    /// breaks the rules, with its line and column.
    pub fn from_notation(text: &str) -> Result<Self, NotationError> {
        parse::position(text)
    }

    /// This position in the notation of this module, ending with a newline.
    #[must_use]
    pub fn notation(&self) -> String {
        self.to_string()
    }

    /// The text of `mv` for the player to act (player 1 once the game is over): `home+1`,
    /// `31+5` or `31+3+5`. A move from beyond the goal, never legal, names its square `?`.
    #[must_use]
    pub fn move_text(&self, mv: Move) -> String {
        print::move_text(self, mv)
    }

    /// The move `text` names for the player to act (player 1 once the game is over). Only the
    /// words and squares are checked, not whether the move is legal.
    ///
    /// # Errors
    /// The text is not a move, or names a square off the player's path, with its column.
    pub fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        parse::one_move(self, text)
    }

    /// Whose path move texts are read on.
    fn mover(&self) -> Player {
        self.to_act().unwrap_or(0)
    }

    /// The label of the square at `index` on `player`'s path.
    fn label_at(&self, player: Player, index: u8) -> Option<&'static str> {
        let board = self.board();
        let square = board.path(self.seat(player)).get(usize::from(index))?;
        board
            .squares
            .get(usize::from(*square))
            .map(|square| square.label.as_str())
    }
}

impl FromStr for Position {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, NotationError> {
        Self::from_notation(text)
    }
}
