//! The position notation: the one canonical text form of a whole position, used by tests, bug
//! reports and saved games. This file owns its printer ([`Position::notation`], `Display`), its
//! parser ([`Position::from_notation`], `FromStr`), the text of a single move
//! ([`Position::move_text`], [`Position::parse_move`]) and the errors that say where a text is
//! wrong ([`NotationError`]).
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
//!   [`Field::name`] gives them, every field but `board`; values are `on`/`off`, numbers, throw
//!   sets (`1,5`, or `-` for none) and `closed`/`open` for `safe-squares`. The parser takes any
//!   of them, in any order, each at most once; a field left out keeps the preset's value. The
//!   rule set must validate ([`RuleSet::validate`]).
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

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::bank::{Bank, Values};
use crate::board::{Board, BoardKind};
use crate::error::PositionError;
use crate::event::{ExtraRollReason, Player};
use crate::moves::Move;
use crate::position::{CoinSetup, MAX_PLAYERS, Phase, Place, Position, Setup};
use crate::rules::{Field, Preset, RuleSet, RuleSetError, SafeSquares, ThrowSet};
use crate::sticks::value_index;

/// The notation version this engine writes and reads.
const VERSION: &str = "1";

/// Each game's name on the first line and the board it is played on: a new game is a new row.
const GAMES: [(&str, BoardKind); 1] = [("dhayam", BoardKind::Cloth)];

/// Where a position's or a move's text is wrong, and why.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct NotationError {
    /// The line, counting from 1 (a move's text is line 1).
    pub line: usize,
    /// The column, counting characters from 1.
    pub column: usize,
    /// What is wrong there.
    pub kind: NotationErrorKind,
}

/// What is wrong with a position's or a move's text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum NotationErrorKind {
    /// A word is not what the grammar allows here.
    #[error("expected {expected}, found `{found}`")]
    Expected {
        /// What the grammar allows.
        expected: String,
        /// The word found.
        found: String,
    },
    /// A line or a word the grammar requires is not there.
    #[error("{0} is missing")]
    Missing(String),
    /// The first line names a game this engine doesn't play.
    #[error("unknown game `{0}`; expected {games}", games = one_of(GAMES.map(|(name, _)| name)))]
    UnknownGame(String),
    /// The first line names a notation version this engine can't read.
    #[error("unknown notation version `{0}`; expected {VERSION}")]
    UnknownVersion(String),
    /// The rules line names no preset.
    #[error("unknown preset `{0}`; expected {presets}", presets = one_of(Preset::ALL.map(Preset::name)))]
    UnknownPreset(String),
    /// The rules line names no rule field.
    #[error("unknown rule `{0}`")]
    UnknownField(String),
    /// The rules line sets the board, which the game name decides.
    #[error("the board is not a rule: the game name on the first line decides it")]
    BoardInRules,
    /// Something that may be given once is given again.
    #[error("{0} is given twice")]
    Duplicate(String),
    /// A value is not one its field takes.
    #[error("bad value `{value}` for {name}: expected {expected}")]
    BadValue {
        /// The field or part the value is for.
        name: &'static str,
        /// The value found.
        value: String,
        /// What the field takes.
        expected: &'static str,
    },
    /// A square that doesn't lie on the player's path (or doesn't exist).
    #[error("square {square} is not on player {}'s path", u16::from(*player) + 1)]
    NotOnPath {
        /// The square as written.
        square: String,
        /// Whose path.
        player: Player,
    },
    /// A player name beyond the game's players.
    #[error("there is no player `{name}`: the game has players p1 to p{players}")]
    NoSuchPlayer {
        /// The name as written.
        name: String,
        /// Players in the game.
        players: u8,
    },
    /// The rules line describes a rule set the engine can't play.
    #[error(transparent)]
    Rules(RuleSetError),
    /// The text describes a position that breaks the rules.
    #[error(transparent)]
    Position(PositionError),
}

/// `a`, `a or b`, `a, b or c`, each quoted.
fn one_of(names: impl IntoIterator<Item = &'static str>) -> String {
    let names: Vec<String> = names.into_iter().map(|name| format!("`{name}`")).collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

impl Position {
    /// The position `text` describes in the notation of this module.
    ///
    /// # Errors
    /// The first place the text breaks the grammar, or the first way the position it describes
    /// breaks the rules, with its line and column.
    pub fn from_notation(text: &str) -> Result<Self, NotationError> {
        let mut lines = Lines::new(text);
        let (mut header, name) = lines.first("the game line `dhayam 1`")?;
        let board = game(&mut header, name)?;
        let (mut line, rules_at) = lines.keyword("rules", "the rules line")?;
        let rules = rules_line(&mut line, board)?;
        let mut coins = Vec::new();
        let mut has_cut = Vec::new();
        let mut coins_at = Vec::new();
        for player in 0..rules.players {
            let name = player_name(player);
            let what = format!("the coins line of player {}", u16::from(player) + 1);
            let (mut line, at) = lines.keyword(&name, &what)?;
            let (player_coins, cut) = coins_line(&mut line, &rules, player, at)?;
            coins.push(player_coins);
            has_cut.push(cut);
            coins_at.push(at);
        }
        let (mut line, turn_at) = lines.keyword("turn", "the turn line")?;
        let turn = turn_line(&mut line, &rules)?;
        let places = match lines.optional("places") {
            Some(mut line) => places_line(&mut line, &rules)?,
            None => Vec::new(),
        };
        let sticks = match lines.optional("sticks") {
            Some(mut line) => sticks_line(&mut line)?,
            None => (0, 0),
        };
        lines.finish()?;
        let setup = Setup {
            rules,
            coins,
            has_cut,
            phase: turn.phase,
            bank: turn.bank,
            extra_roll: turn.extra_roll,
            last_throw: turn.last_throw,
            places,
            sticks,
        };
        Self::from_setup(setup).map_err(|error| {
            // Each rule the engine checks concerns one line: point there.
            let at = match &error {
                PositionError::Rules(_) => rules_at,
                PositionError::CoinCount { player, .. }
                | PositionError::OffPath { player, .. }
                | PositionError::Stacked { player, .. }
                | PositionError::PastGate { player } => coins_at
                    .get(usize::from(*player))
                    .copied()
                    .unwrap_or(rules_at),
                PositionError::SharedSquare { .. } => coins_at.first().copied().unwrap_or(rules_at),
                PositionError::Turn(_) | PositionError::Places => turn_at,
            };
            at.error(NotationErrorKind::Position(error))
        })
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
        let mover = self.mover();
        match mv {
            Move::Enter { value } => format!("home+{value}"),
            Move::Advance { from, value } => {
                format!("{}+{value}", self.label_at(mover, from).unwrap_or("?"))
            }
            Move::Jump { from, values } => {
                let values: String = values.iter().map(|value| format!("+{value}")).collect();
                format!("{}{values}", self.label_at(mover, from).unwrap_or("?"))
            }
        }
    }

    /// The move `text` names for the player to act (player 1 once the game is over). Only the
    /// words and squares are checked, not whether the move is legal.
    ///
    /// # Errors
    /// The text is not a move, or names a square off the player's path, with its column.
    pub fn parse_move(&self, text: &str) -> Result<Move, NotationError> {
        let mut line = Line::new(1, text);
        let token = line.expect("a move such as `home+1` or `31+5`")?;
        line.finish()?;
        let (coin, values) = token
            .split_once('+')
            .ok_or_else(|| token.expected("a move such as `home+1` or `31+5`"))?;
        let values = values
            .split('+')
            .map(|part| throw_value(part.text).ok_or_else(|| part.bad("a move", THROW)))
            .collect::<Result<Vec<u8>, _>>()?;
        let from = if coin.text.eq_ignore_ascii_case("home") {
            None
        } else {
            let mover = self.mover();
            Some(path_index(self.board(), self.seat(mover), mover, coin)?)
        };
        match (from, values.as_slice()) {
            (None, &[value]) => Ok(Move::Enter { value }),
            (None, _) => Err(token.expected("one value for a coin leaving home, such as `home+1`")),
            (Some(from), &[value]) => Ok(Move::Advance { from, value }),
            (Some(from), values) => Ok(Move::Jump {
                from,
                values: Values::of(values),
            }),
        }
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

impl fmt::Display for Position {
    /// The notation: the printer the parser is the inverse of.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let setup = self.to_setup();
        let rules = &setup.rules;
        match GAMES.iter().find(|&&(_, board)| board == rules.board) {
            Some((name, _)) => writeln!(f, "{name} {VERSION}")?,
            // A board with no game row: print something the parser rejects, not a wrong game.
            None => writeln!(f, "{} {VERSION}", rules.get(Field::Board))?,
        }
        write!(f, "rules {}", rules.preset)?;
        for field in Field::ALL
            .into_iter()
            .filter(|&field| field != Field::Board)
        {
            write!(f, " {field}={}", rules.get(field))?;
        }
        writeln!(f)?;
        for ((player, coins), has_cut) in (0..).zip(&setup.coins).zip(&setup.has_cut) {
            write!(f, "{} cut={}", player_name(player), yes_no(*has_cut))?;
            let mut coins = coins.clone();
            // Home sorts before the path, and the path in order; unmarked before marked.
            coins.sort_by_key(|coin| (coin.place, coin.cut_this_chain));
            for group in coins.chunk_by(|a, b| a == b) {
                let [coin, ..] = group else { continue };
                let label = match coin.place {
                    Place::Home => "home",
                    Place::Path(index) => self.label_at(player, index).unwrap_or("?"),
                };
                let mark = if coin.cut_this_chain { "!" } else { "" };
                write!(f, " {label}{mark}")?;
                if group.len() > 1 {
                    write!(f, "*{}", group.len())?;
                }
            }
            writeln!(f)?;
        }
        match setup.phase {
            Phase::ThrowOff { contenders, throws } => {
                write!(f, "turn throw-off")?;
                for (player, throw) in (0..).zip(throws) {
                    if contenders & (1 << player) != 0 {
                        match throw {
                            0 => write!(f, " {}=?", player_name(player))?,
                            _ => write!(f, " {}={throw}", player_name(player))?,
                        }
                    }
                }
                writeln!(f)?;
            }
            Phase::Roll(player) | Phase::Move(player) => {
                let action = if matches!(setup.phase, Phase::Roll(_)) {
                    "roll"
                } else {
                    "move"
                };
                let extra = match setup.extra_roll {
                    None => "no",
                    Some(ExtraRollReason::Cut) => "cut",
                    Some(ExtraRollReason::Home) => "home",
                    // Never stored by the engine; printed so the parser points at it.
                    Some(ExtraRollReason::BonusThrow(_)) => "bonus",
                };
                let last = setup
                    .last_throw
                    .map_or_else(|| "-".to_owned(), |throw| throw.to_string());
                writeln!(
                    f,
                    "turn {} {action} bank={} extra={extra} last={last}",
                    player_name(player),
                    setup.bank
                )?;
            }
            Phase::Over => writeln!(f, "turn over")?,
        }
        let places: Vec<String> = setup.places.iter().map(|&p| player_name(p)).collect();
        match places.as_slice() {
            [] => writeln!(f, "places -")?,
            _ => writeln!(f, "places {}", places.join(","))?,
        }
        writeln!(f, "sticks {} {}", setup.sticks.0, setup.sticks.1)
    }
}

impl FromStr for Position {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, NotationError> {
        Self::from_notation(text)
    }
}

/// What the values of a throw set or a bank may be.
const THROW: &str = "a throw: 1, 2, 3, 4, 5, 6 or 12";

/// The turn line's contents.
struct Turn {
    phase: Phase,
    bank: Bank,
    extra_roll: Option<ExtraRollReason>,
    last_throw: Option<u8>,
}

/// The first line: the game, which decides the board, and the notation version.
fn game(line: &mut Line<'_>, name: Token<'_>) -> Result<BoardKind, NotationError> {
    let board = GAMES
        .iter()
        .find(|&&(game, _)| game == name.text)
        .map(|&(_, board)| board)
        .ok_or_else(|| name.error(NotationErrorKind::UnknownGame(name.text.to_owned())))?;
    let version = line.expect("the notation version")?;
    if version.text != VERSION {
        return Err(version.error(NotationErrorKind::UnknownVersion(version.text.to_owned())));
    }
    line.finish()?;
    Ok(board)
}

/// `rules <preset> <field>=<value> ...`, validated.
fn rules_line(line: &mut Line<'_>, board: BoardKind) -> Result<RuleSet, NotationError> {
    let preset_at = line.expect("the preset")?;
    let preset = Preset::ALL
        .into_iter()
        .find(|preset| preset.name() == preset_at.text)
        .ok_or_else(|| preset_at.error(NotationErrorKind::UnknownPreset(preset_at.text.into())))?;
    let mut rules = preset.rules();
    rules.board = board;
    let mut written: Vec<(Field, Token<'_>)> = Vec::new();
    while let Some(token) = line.next() {
        let (name, value) = token.key_value("a rule such as `coins=12`")?;
        let field = Field::ALL
            .into_iter()
            .find(|field| field.name() == name.text)
            .ok_or_else(|| name.error(NotationErrorKind::UnknownField(name.text.to_owned())))?;
        if written.iter().any(|&(seen, _)| seen == field) {
            return Err(name.error(NotationErrorKind::Duplicate(format!("rule `{field}`"))));
        }
        written.push((field, name));
        set_rule(&mut rules, field, name, value)?;
    }
    rules.validate().map_err(|error| {
        // Point at the field written that the error is about; else the preset it came from.
        let blamed: &[Field] = match &error {
            RuleSetError::FixedByPreset { field, .. } => &[*field],
            RuleSetError::Players { .. } => &[Field::Players],
            RuleSetError::Coins { .. } => &[Field::Coins],
            RuleSetError::NoEntry => &[Field::Entry],
            RuleSetError::EndlessChain => &[Field::Bonus, Field::Entry],
            RuleSetError::JumpAndGoNeedsBank => &[Field::JumpAndGo, Field::MoveAfterEachRoll],
        };
        let at = blamed
            .iter()
            .find_map(|field| written.iter().find(|(seen, _)| seen == field))
            .map_or(preset_at, |&(_, at)| at);
        at.error(NotationErrorKind::Rules(error))
    })
}

/// Set `field` (written at `name`) of `rules` to `value`.
fn set_rule(
    rules: &mut RuleSet,
    field: Field,
    name: Token<'_>,
    value: Token<'_>,
) -> Result<(), NotationError> {
    let label = field.name();
    let switches = &mut rules.switches;
    match field {
        Field::Board => return Err(name.error(NotationErrorKind::BoardInRules)),
        Field::Players => rules.players = value.number(label)?,
        Field::Coins => rules.coins = value.number(label)?,
        Field::Entry => rules.entry = throw_set(label, value)?,
        Field::Bonus => rules.bonus = throw_set(label, value)?,
        Field::MustCutBeforeHome => switches.must_cut_before_home = value.on_off(label)?,
        Field::MustCutIfAvailable => switches.must_cut_if_available = value.on_off(label)?,
        Field::CutGrantsExtraRoll => switches.cut_grants_extra_roll = value.on_off(label)?,
        Field::CoinCanMoveAfterCutting => {
            switches.coin_can_move_after_cutting = value.on_off(label)?;
        }
        Field::CoinCanStackOnCommonPath => {
            switches.coin_can_stack_on_common_path = value.on_off(label)?;
        }
        Field::MoveAfterEachRoll => switches.move_after_each_roll = value.on_off(label)?,
        Field::JumpAndGo => switches.jump_and_go = value.on_off(label)?,
        Field::Roll1Then5ReleasesTwo => {
            switches.roll_1_then_5_releases_two = value.on_off(label)?;
        }
        Field::DangerSquares => rules.danger_squares = value.on_off(label)?,
        Field::HomeGrantsExtraRoll => rules.home_grants_extra_roll = value.on_off(label)?,
        Field::SafeSquares => {
            rules.safe_squares = match value.text {
                "closed" => SafeSquares::ClosedToOpponents,
                "open" => SafeSquares::OpenToAll,
                _ => return Err(value.bad(label, "closed or open")),
            };
        }
    }
    Ok(())
}

/// `-` or comma-separated throw values.
fn throw_set(name: &'static str, value: Token<'_>) -> Result<ThrowSet, NotationError> {
    if value.text == "-" {
        return Ok(ThrowSet::EMPTY);
    }
    let mut values = Vec::new();
    for item in value.split(',') {
        values.push(throw_value(item.text).ok_or_else(|| item.bad(name, THROW))?);
    }
    Ok(ThrowSet::of(&values))
}

/// `pK cut=yes|no <coin>...`: the player's coins and whether they have cut.
fn coins_line(
    line: &mut Line<'_>,
    rules: &RuleSet,
    player: Player,
    at: Token<'_>,
) -> Result<(Vec<CoinSetup>, bool), NotationError> {
    let board = rules.board.board();
    let mut has_cut = None;
    let mut groups = Vec::new();
    let mut total = 0usize;
    while let Some(token) = line.next() {
        if let Some((key, value)) = token.split_once('=') {
            if key.text != "cut" {
                return Err(key.expected("`cut=yes`, `cut=no` or a coin"));
            }
            if has_cut.is_some() {
                return Err(key.error(NotationErrorKind::Duplicate("`cut`".to_owned())));
            }
            has_cut = Some(match value.text {
                "yes" => true,
                "no" => false,
                _ => return Err(value.bad("cut", "yes or no")),
            });
            continue;
        }
        let (coin, count) = coin_group(token, board, rules.seat(player), player)?;
        total = total.saturating_add(count);
        groups.push((coin, count));
    }
    // Counted before the coins are laid out, so `home*99999999` can't ask for the memory.
    if total != usize::from(rules.coins) {
        return Err(
            at.error(NotationErrorKind::Position(PositionError::CoinCount {
                player,
                found: total,
                expected: rules.coins,
            })),
        );
    }
    let coins = groups
        .into_iter()
        .flat_map(|(coin, count)| std::iter::repeat_n(coin, count))
        .collect();
    Ok((coins, has_cut.unwrap_or(false)))
}

/// One coin word: `home` or a square label, then `!` if it cut this chain, then `*K`.
fn coin_group(
    token: Token<'_>,
    board: &Board,
    seat: u8,
    player: Player,
) -> Result<(CoinSetup, usize), NotationError> {
    let (coin, count) = match token.split_once('*') {
        Some((coin, count)) => {
            let k = decimal::<usize>(count.text).filter(|&k| k >= 1);
            let k = k.ok_or_else(|| count.bad("the coin count", "a whole number from 1"))?;
            (coin, k)
        }
        None => (token, 1),
    };
    let (place, cut_this_chain) = match coin.text.strip_suffix('!') {
        Some(text) => (Token { text, ..coin }, true),
        None => (coin, false),
    };
    let place = if place.text.eq_ignore_ascii_case("home") {
        Place::Home
    } else if place.text.is_empty() {
        return Err(token.expected("a coin: `home` or a square such as `31`"));
    } else {
        Place::Path(path_index(board, seat, player, place)?)
    };
    Ok((
        CoinSetup {
            place,
            cut_this_chain,
        },
        count,
    ))
}

/// The index of the square labelled `label` on the path of `seat`, where `player` sits.
fn path_index(
    board: &Board,
    seat: u8,
    player: Player,
    label: Token<'_>,
) -> Result<u8, NotationError> {
    board
        .square_labelled(label.text)
        .and_then(|square| board.index_on_path(seat, square.id))
        .ok_or_else(|| {
            label.error(NotationErrorKind::NotOnPath {
                square: label.text.to_owned(),
                player,
            })
        })
}

/// `turn throw-off p1=? p2=5`, `turn p1 roll|move bank=.. extra=.. last=..` or `turn over`.
fn turn_line(line: &mut Line<'_>, rules: &RuleSet) -> Result<Turn, NotationError> {
    const WHAT: &str = "`throw-off`, `over` or the player to act, such as `p1`";
    let mut turn = Turn {
        phase: Phase::Over,
        bank: Bank::default(),
        extra_roll: None,
        last_throw: None,
    };
    let first = line.expect(WHAT)?;
    match first.text {
        "over" => {}
        "throw-off" => turn.phase = throw_off(line, rules)?,
        _ => {
            let player = player(first, rules, WHAT)?;
            let action = line.expect("`roll` or `move`")?;
            turn.phase = match action.text {
                "roll" => Phase::Roll(player),
                "move" => Phase::Move(player),
                _ => return Err(action.expected("`roll` or `move`")),
            };
            chain(line, &mut turn)?;
        }
    }
    line.finish()?;
    Ok(turn)
}

/// The contenders of a throw-off and their throws: `p1=? p2=5`.
fn throw_off(line: &mut Line<'_>, rules: &RuleSet) -> Result<Phase, NotationError> {
    const WHAT: &str = "a contender's throw, such as `p1=5` or `p2=?`";
    let mut contenders = 0u8;
    let mut throws = [0; MAX_PLAYERS];
    while let Some(token) = line.next() {
        let (name, value) = token.key_value(WHAT)?;
        let p = player(name, rules, WHAT)?;
        if contenders & (1 << p) != 0 {
            return Err(name.error(NotationErrorKind::Duplicate(format!("`{}`", name.text))));
        }
        contenders |= 1 << p;
        if value.text != "?" {
            let throw = throw_value(value.text).ok_or_else(|| value.bad("a throw", THROW))?;
            if let Some(slot) = throws.get_mut(usize::from(p)) {
                *slot = throw;
            }
        }
    }
    Ok(Phase::ThrowOff { contenders, throws })
}

/// `bank=`, `extra=` and `last=`, each at most once, in any order.
fn chain(line: &mut Line<'_>, turn: &mut Turn) -> Result<(), NotationError> {
    let mut seen: Vec<&str> = Vec::new();
    while let Some(token) = line.next() {
        let (name, value) = token.key_value("`bank=`, `extra=` or `last=`")?;
        if seen.contains(&name.text) {
            return Err(name.error(NotationErrorKind::Duplicate(format!("`{}`", name.text))));
        }
        seen.push(name.text);
        match name.text {
            "bank" => turn.bank = bank(value)?,
            "extra" => {
                turn.extra_roll = match value.text {
                    "no" => None,
                    "cut" => Some(ExtraRollReason::Cut),
                    "home" => Some(ExtraRollReason::Home),
                    _ => return Err(value.bad("extra", "no, cut or home")),
                };
            }
            "last" if value.text == "-" => turn.last_throw = None,
            "last" => {
                turn.last_throw =
                    Some(throw_value(value.text).ok_or_else(|| {
                        value.bad("last", "a throw: 1, 2, 3, 4, 5, 6 or 12, or -")
                    })?);
            }
            _ => return Err(name.expected("`bank=`, `extra=` or `last=`")),
        }
    }
    Ok(())
}

/// `-` or the banked values, `5+` for a five that may bring a coin out.
fn bank(value: Token<'_>) -> Result<Bank, NotationError> {
    const WHAT: &str = "throws such as `3,5,5+,6`, or -";
    let mut bank = Bank::default();
    if value.text == "-" {
        return Ok(bank);
    }
    for item in value.split(',') {
        let (throw, releases) = match item.text {
            "5+" => (5, true),
            text => (
                throw_value(text).ok_or_else(|| item.bad("bank", WHAT))?,
                false,
            ),
        };
        // The bank counts each value in a byte; no chain comes near that.
        if bank.values.count(throw) == u8::MAX {
            return Err(item.bad("bank", "at most 255 of each value"));
        }
        bank.values.add(throw);
        if releases {
            bank.releasing_fives += 1;
        }
    }
    Ok(bank)
}

/// `places -` or `places p2,p1`.
fn places_line(line: &mut Line<'_>, rules: &RuleSet) -> Result<Vec<Player>, NotationError> {
    const WHAT: &str = "a finished player, such as `p1`";
    let list = line.expect("the finishing order, `-` or players such as `p2,p1`")?;
    line.finish()?;
    let mut places = Vec::new();
    if list.text == "-" {
        return Ok(places);
    }
    for item in list.split(',') {
        let p = player(item, rules, WHAT)?;
        if places.contains(&p) {
            return Err(item.error(NotationErrorKind::Duplicate(format!("`{}`", item.text))));
        }
        places.push(p);
    }
    Ok(places)
}

/// `sticks <seed> <drawn>`.
fn sticks_line(line: &mut Line<'_>) -> Result<(u64, u64), NotationError> {
    let seed = line.expect("the sticks' seed")?.number("the seed")?;
    let drawn = line.expect("the words drawn")?.number("the words drawn")?;
    line.finish()?;
    Ok((seed, drawn))
}

/// `p1`, `p2`, ...: how a player is named.
fn player_name(player: Player) -> String {
    format!("p{}", u16::from(player) + 1)
}

/// The player `token` names, one of the game's.
fn player(token: Token<'_>, rules: &RuleSet, what: &str) -> Result<Player, NotationError> {
    let number = token
        .text
        .strip_prefix('p')
        .and_then(decimal::<u64>)
        .ok_or_else(|| token.expected(what))?;
    match u8::try_from(number) {
        Ok(n @ 1..) if n <= rules.players => Ok(n - 1),
        _ => Err(token.error(NotationErrorKind::NoSuchPlayer {
            name: token.text.to_owned(),
            players: rules.players,
        })),
    }
}

/// A throw value written in decimal.
fn throw_value(text: &str) -> Option<u8> {
    decimal::<u8>(text).filter(|&value| value_index(value).is_some())
}

/// A number written in plain decimal digits (no sign, no spaces).
fn decimal<T: FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

const fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// A word of the text and where it starts.
#[derive(Clone, Copy, Debug)]
struct Token<'a> {
    text: &'a str,
    line: usize,
    column: usize,
}

impl<'a> Token<'a> {
    fn error(self, kind: NotationErrorKind) -> NotationError {
        NotationError {
            line: self.line,
            column: self.column,
            kind,
        }
    }

    fn expected(self, what: &str) -> NotationError {
        self.error(NotationErrorKind::Expected {
            expected: what.to_owned(),
            found: self.text.to_owned(),
        })
    }

    fn bad(self, name: &'static str, expected: &'static str) -> NotationError {
        self.error(NotationErrorKind::BadValue {
            name,
            value: self.text.to_owned(),
            expected,
        })
    }

    /// The word from byte `at` on (a char boundary), with its own column.
    fn rest(self, at: usize) -> Self {
        let (before, after) = self.text.split_at_checked(at).unwrap_or((self.text, ""));
        Self {
            text: after,
            column: self.column + before.chars().count(),
            ..self
        }
    }

    /// The word before the first `separator` and the word after it.
    fn split_once(self, separator: char) -> Option<(Self, Self)> {
        let at = self.text.find(separator)?;
        let head = Self {
            text: self.text.get(..at)?,
            ..self
        };
        Some((head, self.rest(at + separator.len_utf8())))
    }

    /// `name=value`, or an error saying what was expected.
    fn key_value(self, what: &str) -> Result<(Self, Self), NotationError> {
        self.split_once('=').ok_or_else(|| self.expected(what))
    }

    /// The parts between `separator`s, each with its column.
    fn split(self, separator: char) -> impl Iterator<Item = Self> + 'a {
        let mut column = self.column;
        self.text.split(separator).map(move |text| {
            let part = Self {
                text,
                column,
                ..self
            };
            column += text.chars().count() + 1;
            part
        })
    }

    fn number<T: FromStr>(self, name: &'static str) -> Result<T, NotationError> {
        decimal(self.text).ok_or_else(|| self.bad(name, "a whole number"))
    }

    fn on_off(self, name: &'static str) -> Result<bool, NotationError> {
        match self.text {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(self.bad(name, "on or off")),
        }
    }
}

/// One line's words, read left to right.
struct Line<'a> {
    number: usize,
    /// The column just past the line's last character, where a missing word is reported.
    end: usize,
    tokens: std::vec::IntoIter<Token<'a>>,
}

impl<'a> Line<'a> {
    /// The words of `text`, line `number` of the whole.
    fn new(number: usize, text: &'a str) -> Self {
        let mut tokens = Vec::new();
        let mut start = None;
        let mut column = 0;
        for (byte, ch) in text.char_indices() {
            column += 1;
            match (ch.is_whitespace(), start) {
                (true, Some((from, at))) => {
                    tokens.push(Token {
                        text: text.get(from..byte).unwrap_or(""),
                        line: number,
                        column: at,
                    });
                    start = None;
                }
                (false, None) => start = Some((byte, column)),
                _ => {}
            }
        }
        if let Some((from, at)) = start {
            tokens.push(Token {
                text: text.get(from..).unwrap_or(""),
                line: number,
                column: at,
            });
        }
        Self {
            number,
            end: column + 1,
            tokens: tokens.into_iter(),
        }
    }

    fn is_blank(&self) -> bool {
        self.tokens.as_slice().is_empty()
    }

    fn first_word(&self) -> Option<&'a str> {
        self.tokens.as_slice().first().map(|token| token.text)
    }

    fn next(&mut self) -> Option<Token<'a>> {
        self.tokens.next()
    }

    /// The next word, or an error saying `what` is missing at the end of the line.
    fn expect(&mut self, what: &str) -> Result<Token<'a>, NotationError> {
        self.tokens.next().ok_or_else(|| NotationError {
            line: self.number,
            column: self.end,
            kind: NotationErrorKind::Missing(what.to_owned()),
        })
    }

    /// Check that no word is left.
    fn finish(&mut self) -> Result<(), NotationError> {
        match self.tokens.next() {
            Some(token) => Err(token.expected("the end of the line")),
            None => Ok(()),
        }
    }
}

/// The text's non-blank lines, read top to bottom.
struct Lines<'a> {
    lines: std::iter::Peekable<std::vec::IntoIter<Line<'a>>>,
    /// The line after the last, where a missing line is reported.
    after_last: usize,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Self {
        let lines: Vec<Line<'a>> = (1..)
            .zip(text.lines())
            .map(|(number, line)| Line::new(number, line))
            .filter(|line| !line.is_blank())
            .collect();
        Self {
            lines: lines.into_iter().peekable(),
            after_last: text.lines().count() + 1,
        }
    }

    /// The next line and its first word, or an error saying `what` is missing.
    fn first(&mut self, what: &str) -> Result<(Line<'a>, Token<'a>), NotationError> {
        let mut line = self.lines.next().ok_or_else(|| NotationError {
            line: self.after_last,
            column: 1,
            kind: NotationErrorKind::Missing(what.to_owned()),
        })?;
        let first = line.expect(what)?;
        Ok((line, first))
    }

    /// The next line, which must start with `keyword`, with the keyword read.
    fn keyword(
        &mut self,
        keyword: &str,
        what: &str,
    ) -> Result<(Line<'a>, Token<'a>), NotationError> {
        let (line, first) = self.first(what)?;
        if first.text != keyword {
            return Err(first.expected(&format!("{what}, starting `{keyword}`")));
        }
        Ok((line, first))
    }

    /// The next line with the keyword read, if it starts with `keyword`.
    fn optional(&mut self, keyword: &str) -> Option<Line<'a>> {
        let mut line = self
            .lines
            .next_if(|line| line.first_word() == Some(keyword))?;
        line.next();
        Some(line)
    }

    /// Check that no line is left.
    fn finish(&mut self) -> Result<(), NotationError> {
        match self.lines.next().and_then(|mut line| line.next()) {
            Some(token) => Err(token.expected("the end of the position")),
            None => Ok(()),
        }
    }
}
