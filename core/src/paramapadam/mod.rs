//! Paramapadam, snakes and ladders thrown with the Dayakattai sticks (docs/RULES.md,
//! "Paramapadam").
//!
//! There are no choices: every action is a throw. Off the board only an entry throw brings the
//! token onto square 1, and it rolls again. On the board the token moves by the throw; a bonus
//! throw rolls again after the move, any other throw ends the turn. Snakes and ladders act only
//! where the turn ends, once; a throw past 132 leaves the token where it stands and ends the turn,
//! bonus or not; reaching 132 ends the turn at once and takes the next place.

mod course;
mod layout;

use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use course::{Course, HEAD_REACH, SPINE_POINTS, Segment};
pub use layout::{COLUMNS, LAST_SQUARE, LayoutKind, Link, ROWS, centre};

use crate::error::PlayError;
use crate::event::{Event, Events, ExtraRollReason, Player};
use crate::rules::ThrowSet;
use crate::sticks::{Sticks, Throw};

/// Fewest players.
pub const MIN_PLAYERS: u8 = 2;

/// Most players.
pub const MAX_PLAYERS: u8 = 6;

/// The options of a game of Paramapadam.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ParamapadamRules {
    /// Number of players, 2 to 6.
    pub players: u8,
    /// Throws that bring a token onto the board (a Thayam by default).
    pub entry: ThrowSet,
    /// Throws that, on the board, roll again after the move.
    pub bonus: ThrowSet,
    /// Where the ladders and snakes are.
    pub layout: LayoutKind,
}

impl Default for ParamapadamRules {
    fn default() -> Self {
        Self {
            players: 2,
            entry: ThrowSet::of(&[1]),
            bonus: ThrowSet::of(&[1, 5, 6, 12]),
            layout: LayoutKind::Default,
        }
    }
}

/// The default Paramapadam options.
#[cfg_attr(feature = "ffi", uniffi::export)]
#[must_use]
pub fn paramapadam_defaults() -> ParamapadamRules {
    ParamapadamRules::default()
}

/// Why Paramapadam rules or a proposed position can't be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParamapadamError {
    /// The number of players is outside 2 to 6.
    #[error("Paramapadam is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {0}")]
    Players(u8),
    /// No throw brings a token in, so no game could start.
    #[error("at least one throw must bring a token onto the board")]
    NoEntry,
    /// A token stands beyond the last square.
    #[error("player {}'s token is on square {square}, beyond {LAST_SQUARE}", player + 1)]
    OffBoard {
        /// Whose token.
        player: Player,
        /// Where it was said to be.
        square: u8,
    },
    /// A turn ended on a ladder's foot or a snake's head without it acting.
    #[error("player {}'s turn would start on square {square}, where a snake or ladder acts", player + 1)]
    OnLink {
        /// Whose token.
        player: Player,
        /// The square.
        square: u8,
    },
    /// The turn and places don't fit together.
    #[error("inconsistent turn: {0}")]
    Turn(&'static str),
}

impl ParamapadamRules {
    /// The rules if they can be played.
    ///
    /// # Errors
    /// The wrong number of players, or no entry throw.
    pub fn validate(self) -> Result<Self, ParamapadamError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(ParamapadamError::Players(self.players));
        }
        if self.entry.is_empty() {
            return Err(ParamapadamError::NoEntry);
        }
        Ok(self)
    }
}

/// An unvalidated Paramapadam position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamapadamSetup {
    /// The rules.
    pub rules: ParamapadamRules,
    /// Each player's square, 0 for a token not yet on the board.
    pub tokens: Vec<u8>,
    /// Whose throw it is, or `None` once the game is over.
    pub to_act: Option<Player>,
    /// Whether the player to act is in the middle of a turn (rolling again), so that the square
    /// they stand on has not acted yet.
    pub rolling_again: bool,
    /// Players who have finished, first place first.
    pub places: Vec<Player>,
    /// The sticks' seed and words drawn.
    pub sticks: (u64, u64),
}

/// A game of Paramapadam.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paramapadam {
    rules: ParamapadamRules,
    tokens: Vec<u8>,
    to_act: Option<Player>,
    rolling_again: bool,
    places: Vec<Player>,
    sticks: Sticks,
}

impl Paramapadam {
    /// A new game: every token off the board, the first player drawn by the sticks' random source.
    ///
    /// # Errors
    /// The rules are invalid.
    pub fn new(rules: ParamapadamRules, seed: u64) -> Result<Self, ParamapadamError> {
        let rules = rules.validate()?;
        let mut sticks = Sticks::new(seed);
        let first = sticks.choose(rules.players);
        Ok(Self {
            rules,
            tokens: vec![0; usize::from(rules.players)],
            to_act: Some(first),
            rolling_again: false,
            places: Vec::new(),
            sticks,
        })
    }

    /// The position `setup` describes, if it obeys the rules.
    ///
    /// # Errors
    /// Invalid rules, a token count that isn't one per player, a token beyond 132, a turn
    /// starting on a snake or ladder, or places and turn that don't fit together.
    pub fn from_setup(setup: ParamapadamSetup) -> Result<Self, ParamapadamError> {
        let rules = setup.rules.validate()?;
        let players = usize::from(rules.players);
        if setup.tokens.len() != players {
            return Err(ParamapadamError::Turn("one token per player"));
        }
        for (player, &square) in setup.tokens.iter().enumerate() {
            let player = player as Player;
            if square > LAST_SQUARE {
                return Err(ParamapadamError::OffBoard { player, square });
            }
            let resting = !(setup.rolling_again && setup.to_act == Some(player));
            if resting && rules.layout.link_at(square).is_some() {
                return Err(ParamapadamError::OnLink { player, square });
            }
            if (square == LAST_SQUARE) != setup.places.contains(&player) {
                return Err(ParamapadamError::Turn(
                    "places list exactly the players on 132",
                ));
            }
        }
        let mut seen = [false; MAX_PLAYERS as usize];
        for &player in &setup.places {
            let Some(slot) = seen.get_mut(usize::from(player)).filter(|s| !**s) else {
                return Err(ParamapadamError::Turn(
                    "places name each player at most once",
                ));
            };
            *slot = true;
        }
        // The last player left takes last place without being listed.
        if setup.places.len() >= players {
            return Err(ParamapadamError::Turn(
                "the last player left is not listed in places",
            ));
        }
        let playing = players - setup.places.len();
        match setup.to_act {
            None if playing > 1 => return Err(ParamapadamError::Turn("the game goes on")),
            Some(_) if playing <= 1 => return Err(ParamapadamError::Turn("the game is over")),
            Some(player) if usize::from(player) >= players || setup.places.contains(&player) => {
                return Err(ParamapadamError::Turn("the player to act is playing"));
            }
            None if setup.rolling_again => return Err(ParamapadamError::Turn("no one rolls")),
            Some(player) if setup.rolling_again && setup.tokens[usize::from(player)] == 0 => {
                return Err(ParamapadamError::Turn(
                    "a token off the board has no turn to go on",
                ));
            }
            _ => {}
        }
        Ok(Self {
            rules,
            tokens: setup.tokens,
            to_act: setup.to_act,
            rolling_again: setup.rolling_again,
            places: setup.places,
            sticks: Sticks::resume(setup.sticks.0, setup.sticks.1),
        })
    }

    /// The setup this position was made from, for printing and saving.
    #[must_use]
    pub fn to_setup(&self) -> ParamapadamSetup {
        ParamapadamSetup {
            rules: self.rules,
            tokens: self.tokens.clone(),
            to_act: self.to_act,
            rolling_again: self.rolling_again,
            places: self.places.clone(),
            sticks: (self.sticks.seed(), self.sticks.drawn()),
        }
    }

    /// The rules of this game.
    #[must_use]
    pub const fn rules(&self) -> &ParamapadamRules {
        &self.rules
    }

    /// Each player's square, 0 for a token not yet on the board.
    #[must_use]
    pub fn tokens(&self) -> &[u8] {
        &self.tokens
    }

    /// Whose throw it is, or `None` once the game is over.
    #[must_use]
    pub const fn to_act(&self) -> Option<Player> {
        self.to_act
    }

    /// Whether the player to act is rolling again within their turn.
    #[must_use]
    pub const fn rolling_again(&self) -> bool {
        self.rolling_again
    }

    /// Players who have reached 132, first place first; the last player left is not listed.
    #[must_use]
    pub fn places(&self) -> &[Player] {
        &self.places
    }

    /// The winner, once someone has reached 132.
    #[must_use]
    pub fn winner(&self) -> Option<Player> {
        self.places.first().copied()
    }

    /// The seed the sticks started from and the words drawn since.
    #[must_use]
    pub fn sticks(&self) -> (u64, u64) {
        (self.sticks.seed(), self.sticks.drawn())
    }

    /// `player` throws the sticks and the token goes where the throw takes it.
    ///
    /// # Errors
    /// The game is over or it is someone else's throw; nothing changes.
    pub fn roll(&mut self, player: Player, events: &mut impl Events) -> Result<Throw, PlayError> {
        match self.to_act {
            None => return Err(PlayError::GameOver),
            Some(expected) if expected != player => {
                return Err(PlayError::NotYourTurn { player, expected });
            }
            Some(_) => {}
        }
        let throw = self.sticks.throw();
        let value = throw.value();
        events.emit(|| Event::Rolled { player, throw });
        let p = usize::from(player);
        let square = self.tokens[p];
        if square == 0 {
            if self.rules.entry.contains(value) {
                self.tokens[p] = 1;
                events.emit(|| Event::CoinEntered { player, square: 1 });
                self.roll_again(player, ExtraRollReason::Entered, events);
            } else {
                events.emit(|| Event::ValueLost { player, value });
                self.end_turn(player, events);
            }
            return Ok(throw);
        }
        let to = square + value;
        if to > LAST_SQUARE {
            // The overshoot ends the turn where the token stands, and that square acts.
            events.emit(|| Event::ValueLost { player, value });
            self.end_turn(player, events);
            return Ok(throw);
        }
        self.tokens[p] = to;
        events.emit(|| Event::CoinMoved {
            player,
            from: square,
            to,
            squares: (square + 1..=to).collect(),
        });
        if to == LAST_SQUARE {
            events.emit(|| Event::CoinHome { player });
            self.finish(player, events);
        } else if self.rules.bonus.contains(value) {
            self.roll_again(player, ExtraRollReason::BonusThrow(value), events);
        } else {
            self.end_turn(player, events);
        }
        Ok(throw)
    }

    fn roll_again(&mut self, player: Player, reason: ExtraRollReason, events: &mut impl Events) {
        self.rolling_again = true;
        events.emit(|| Event::ExtraRoll { player, reason });
    }

    /// The turn ends where the token stands: its snake or ladder acts, then the next player.
    fn end_turn(&mut self, player: Player, events: &mut impl Events) {
        let p = usize::from(player);
        if let Some(link) = self.rules.layout.link_at(self.tokens[p]) {
            self.tokens[p] = link.to;
            let (from, to) = (link.from, link.to);
            if link.is_ladder() {
                events.emit(|| Event::Ladder { player, from, to });
            } else {
                events.emit(|| Event::Snake { player, from, to });
            }
        }
        self.pass_turn(player, events);
    }

    fn finish(&mut self, player: Player, events: &mut impl Events) {
        self.places.push(player);
        let place = self.places.len() as u8;
        events.emit(|| Event::PlayerFinished { player, place });
        if usize::from(self.rules.players) - self.places.len() <= 1 {
            self.to_act = None;
            self.rolling_again = false;
            events.emit(|| Event::GameOver {
                winner: Some(self.places[0]),
            });
        } else {
            self.pass_turn(player, events);
        }
    }

    fn pass_turn(&mut self, player: Player, events: &mut impl Events) {
        self.rolling_again = false;
        let players = self.rules.players;
        let next = (1..=players)
            .map(|step| (player + step) % players)
            .find(|p| !self.places.contains(p))
            .unwrap_or(player);
        self.to_act = Some(next);
        events.emit(|| Event::TurnPassed { player: next });
    }
}
