//! A game in progress of any of the three games, with quick undo.
//!
//! [`State`] is the one type the rest of the code holds — a saved game, the bindings, the
//! shells: Dhayam and Thayam are a [`Position`] (coins racing round a board and cutting),
//! Paramapadam is a [`Paramapadam`]. Undo restores the state before the last action, the sticks'
//! state included, so undoing a roll and rolling again gives the same throw: no fishing for a
//! better one.

use crate::board::BoardKind;
use crate::error::PlayError;
use crate::event::{Event, Player};
use crate::moves::Move;
use crate::notation::NotationError;
use crate::paramapadam::Paramapadam;
use crate::position::Position;
use crate::sticks::Throw;

/// Which of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum GameKind {
    /// Dhayam on the 98-square cloth board.
    Dhayam,
    /// Thayam on the 7x7 board.
    Thayam,
    /// Paramapadam, snakes and ladders.
    Paramapadam,
}

impl GameKind {
    /// All three, in the order a menu lists them.
    pub const ALL: [Self; 3] = [Self::Dhayam, Self::Thayam, Self::Paramapadam];

    /// The game's name, as positions begin with it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Dhayam => "dhayam",
            Self::Thayam => "thayam",
            Self::Paramapadam => "paramapadam",
        }
    }
}

/// The whole state of a game of any of the three.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)] // one state per game, cloned once per action for undo
pub enum State {
    /// Dhayam or Thayam.
    Race(Position),
    /// Paramapadam.
    Paramapadam(Paramapadam),
}

impl State {
    /// Which game this is.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self {
            Self::Race(position) => match position.rules().board {
                BoardKind::Cloth => GameKind::Dhayam,
                BoardKind::Grid => GameKind::Thayam,
            },
            Self::Paramapadam(_) => GameKind::Paramapadam,
        }
    }

    /// The player who must act, or `None` once the game is over.
    #[must_use]
    pub fn to_act(&self) -> Option<Player> {
        match self {
            Self::Race(position) => position.to_act(),
            Self::Paramapadam(game) => game.to_act(),
        }
    }

    /// Whether the player to act must roll (rather than choose a move).
    #[must_use]
    pub fn must_roll(&self) -> bool {
        match self {
            Self::Race(position) => position.must_roll(),
            Self::Paramapadam(game) => game.to_act().is_some(),
        }
    }

    /// The moves the player to act may choose from; none when they must roll.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        match self {
            Self::Race(position) => position.legal_moves(),
            Self::Paramapadam(_) => Vec::new(),
        }
    }

    /// Players who have finished, first place first.
    #[must_use]
    pub fn places(&self) -> &[Player] {
        match self {
            Self::Race(position) => position.places(),
            Self::Paramapadam(game) => game.places(),
        }
    }

    /// The winner, once someone has finished.
    #[must_use]
    pub fn winner(&self) -> Option<Player> {
        self.places().first().copied()
    }

    /// The state in the position notation.
    #[must_use]
    pub fn notation(&self) -> String {
        match self {
            Self::Race(position) => position.notation(),
            Self::Paramapadam(game) => game.notation(),
        }
    }

    /// The state a position in the notation describes, whichever game its first line names.
    ///
    /// # Errors
    /// Where and why the text is not a valid position.
    pub fn from_notation(text: &str) -> Result<Self, NotationError> {
        let game = text.split_whitespace().next().unwrap_or_default();
        if game.eq_ignore_ascii_case(GameKind::Paramapadam.name()) {
            Paramapadam::from_notation(text).map(Self::Paramapadam)
        } else {
            Position::from_notation(text).map(Self::Race)
        }
    }

    /// `player` throws the sticks.
    fn roll(&mut self, player: Player, events: &mut Vec<Event>) -> Result<Throw, PlayError> {
        match self {
            Self::Race(position) => position.roll(player, events),
            Self::Paramapadam(game) => game.roll(player, events),
        }
    }

    /// `player` plays `mv`.
    fn play(&mut self, player: Player, mv: Move, events: &mut Vec<Event>) -> Result<(), PlayError> {
        match self {
            Self::Race(position) => position.play(player, mv, events),
            // Paramapadam has no choices: every action is a throw.
            Self::Paramapadam(game) => match game.to_act() {
                None => Err(PlayError::GameOver),
                Some(expected) if expected != player => {
                    Err(PlayError::NotYourTurn { player, expected })
                }
                Some(_) => Err(PlayError::MustRoll),
            },
        }
    }
}

/// A game with one level of undo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    state: State,
    before_last_action: Option<State>,
}

impl Game {
    /// A game continuing from `state`, with nothing to undo.
    #[must_use]
    pub const fn new(state: State) -> Self {
        Self {
            state,
            before_last_action: None,
        }
    }

    /// The current state.
    #[must_use]
    pub const fn state(&self) -> &State {
        &self.state
    }

    /// `player` throws the sticks; returns the throw and what it caused.
    ///
    /// # Errors
    /// The game is over, someone else is to act, or the player must move first; the game is
    /// unchanged.
    pub fn roll(&mut self, player: Player) -> Result<(Throw, Vec<Event>), PlayError> {
        let before = self.state.clone();
        let mut events = Vec::new();
        let throw = self.state.roll(player, &mut events)?;
        self.before_last_action = Some(before);
        Ok((throw, events))
    }

    /// `player` plays `mv`; returns what it caused.
    ///
    /// # Errors
    /// The game is over, someone else is to act, the player must roll first, or the move is
    /// illegal; the game is unchanged.
    pub fn play(&mut self, player: Player, mv: Move) -> Result<Vec<Event>, PlayError> {
        let before = self.state.clone();
        let mut events = Vec::new();
        self.state.play(player, mv, &mut events)?;
        self.before_last_action = Some(before);
        Ok(events)
    }

    /// Whether there is an action to undo.
    #[must_use]
    pub const fn can_undo(&self) -> bool {
        self.before_last_action.is_some()
    }

    /// Restore the state before the last action.
    ///
    /// # Errors
    /// There is nothing to undo (no action yet, or it was just undone).
    pub fn undo(&mut self) -> Result<(), PlayError> {
        self.state = self
            .before_last_action
            .take()
            .ok_or(PlayError::NothingToUndo)?;
        Ok(())
    }
}

impl From<Position> for Game {
    fn from(position: Position) -> Self {
        Self::new(State::Race(position))
    }
}

impl From<Paramapadam> for Game {
    fn from(game: Paramapadam) -> Self {
        Self::new(State::Paramapadam(game))
    }
}
