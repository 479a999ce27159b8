//! A game in progress: the position plus what quick undo needs.
//!
//! Undo restores the position as it was before the last action, the sticks' state included, so
//! undoing a roll and rolling again gives the same throw: there is no fishing for a better one.

use crate::error::{PlayError, PositionError};
use crate::event::{Event, Player};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::RuleSet;
use crate::sticks::Throw;

/// A game with one level of undo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    position: Position,
    before_last_action: Option<Position>,
}

impl Game {
    /// A new game under `rules`, its sticks seeded with `seed`.
    ///
    /// # Errors
    /// The rule set is invalid.
    pub fn new(rules: RuleSet, seed: u64) -> Result<Self, PositionError> {
        Ok(Self::from_position(Position::new(rules, seed)?))
    }

    /// A game continuing from `position`, with nothing to undo.
    #[must_use]
    pub const fn from_position(position: Position) -> Self {
        Self {
            position,
            before_last_action: None,
        }
    }

    /// The current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// `player` throws the sticks; returns the throw and what it caused.
    ///
    /// # Errors
    /// As [`Position::roll`]; the game is unchanged.
    pub fn roll(&mut self, player: Player) -> Result<(Throw, Vec<Event>), PlayError> {
        let before = self.position.clone();
        let mut events = Vec::new();
        let throw = self.position.roll(player, &mut events)?;
        self.before_last_action = Some(before);
        Ok((throw, events))
    }

    /// `player` plays `mv`; returns what it caused.
    ///
    /// # Errors
    /// As [`Position::play`]; the game is unchanged.
    pub fn play(&mut self, player: Player, mv: Move) -> Result<Vec<Event>, PlayError> {
        let before = self.position.clone();
        let mut events = Vec::new();
        self.position.play(player, mv, &mut events)?;
        self.before_last_action = Some(before);
        Ok(events)
    }

    /// Whether there is an action to undo.
    #[must_use]
    pub const fn can_undo(&self) -> bool {
        self.before_last_action.is_some()
    }

    /// Restore the position before the last action.
    ///
    /// # Errors
    /// There is nothing to undo (no action yet, or it was just undone).
    pub fn undo(&mut self) -> Result<(), PlayError> {
        self.position = self
            .before_last_action
            .take()
            .ok_or(PlayError::NothingToUndo)?;
        Ok(())
    }
}
