//! The game the screen shows, and how an action on it is kept: a game from the store is
//! saved after every action, a detached game (from a position, for puzzles and tests) is kept
//! in memory only.
//!
//! Every action works on a copy and keeps it only once the store has saved it, so a refused
//! action or a failed save leaves the game (and the saved game) exactly as it was.

use crate::ai;
use crate::error::PlayError;
use crate::event::{Event, Player};
use crate::game::{Game, State};
use crate::learn::GameLog;
use crate::moves::Move;
use crate::setup::{BoardSkin, Level, SeatKind, SeatSetup};
use crate::store::{SavedGame, Store, StoreError};
use crate::text::{Refusal, SaveProblem};

/// The game on screen and where it is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Held {
    /// The store's game in progress.
    Saved(SavedGame),
    /// A game kept nowhere but here.
    Detached {
        game: Game,
        seats: Vec<SeatSetup>,
        skin: BoardSkin,
    },
}

/// One action on the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    Roll(Player),
    Play(Player, Move),
    Undo,
}

impl Action {
    /// What the computer at `level` does for `player`, who is to act in `state`: roll when it
    /// must (always, in Paramapadam), otherwise the move its level chooses, seeded from the
    /// position so a game resumed anywhere plays on the same.
    pub(crate) fn computer(state: &State, player: Player, level: Level) -> Self {
        match state {
            State::Race(position) if !state.must_roll() => {
                ai::choose(position, level, ai::choice_seed(position))
                    .map_or(Self::Roll(player), |mv| Self::Play(player, mv))
            }
            State::Race(_) | State::Paramapadam(_) => Self::Roll(player),
        }
    }

    fn apply(self, game: &mut impl Playable) -> Result<Vec<Event>, Refusal> {
        match self {
            Self::Roll(player) => game.roll(player),
            Self::Play(player, mv) => game.play(player, mv),
            Self::Undo => game.undo().map(|()| Vec::new()),
        }
        .map_err(Refusal::from)
    }
}

/// What an action needs of a game, saved ([`SavedGame`], whose tally counts it) or not
/// ([`Game`]): the three actions, each giving the events it caused.
pub trait Playable {
    /// `player` throws the sticks.
    ///
    /// # Errors
    /// The core's refusal; nothing changes.
    fn roll(&mut self, player: Player) -> Result<Vec<Event>, PlayError>;
    /// `player` plays `mv`.
    ///
    /// # Errors
    /// The core's refusal; nothing changes.
    fn play(&mut self, player: Player, mv: Move) -> Result<Vec<Event>, PlayError>;
    /// Take back the last action.
    ///
    /// # Errors
    /// There is nothing to undo.
    fn undo(&mut self) -> Result<(), PlayError>;
}

impl Playable for SavedGame {
    fn roll(&mut self, player: Player) -> Result<Vec<Event>, PlayError> {
        Self::roll(self, player).map(|(_, events)| events)
    }
    fn play(&mut self, player: Player, mv: Move) -> Result<Vec<Event>, PlayError> {
        Self::play(self, player, mv)
    }
    fn undo(&mut self) -> Result<(), PlayError> {
        Self::undo(self)
    }
}

impl Playable for Game {
    fn roll(&mut self, player: Player) -> Result<Vec<Event>, PlayError> {
        Self::roll(self, player).map(|(_, events)| events)
    }
    fn play(&mut self, player: Player, mv: Move) -> Result<Vec<Event>, PlayError> {
        Self::play(self, player, mv)
    }
    fn undo(&mut self) -> Result<(), PlayError> {
        Self::undo(self)
    }
}

impl Held {
    /// The current state.
    pub(crate) const fn state(&self) -> &State {
        match self {
            Self::Saved(game) => game.state(),
            Self::Detached { game, .. } => game.state(),
        }
    }

    /// Who plays each seat, in turn order.
    pub(crate) fn seats(&self) -> &[SeatSetup] {
        match self {
            Self::Saved(game) => &game.setup().seats,
            Self::Detached { seats, .. } => seats,
        }
    }

    /// Who plays `player`'s seat.
    pub(crate) fn seat_kind(&self, player: Player) -> SeatKind {
        self.seats()
            .get(usize::from(player))
            .map_or(SeatKind::Human, |seat| seat.kind)
    }

    /// The board's look.
    pub(crate) const fn skin(&self) -> BoardSkin {
        match self {
            Self::Saved(game) => game.setup().skin,
            Self::Detached { skin, .. } => *skin,
        }
    }

    /// The game's number in the store, if it is saved there.
    pub(crate) const fn number(&self) -> Option<i64> {
        match self {
            Self::Saved(game) => Some(game.number()),
            Self::Detached { .. } => None,
        }
    }

    /// Do `action` on a copy of the game, save the copy, and only then keep it; returns what
    /// the action caused.
    pub(crate) fn act(
        &mut self,
        action: Action,
        store: Option<&mut Store>,
    ) -> Result<Vec<Event>, Refusal> {
        match self {
            Self::Saved(game) => {
                let mut next = game.clone();
                let events = action.apply(&mut next)?;
                save(&mut next, store)?;
                *game = next;
                Ok(events)
            }
            Self::Detached { game, .. } => {
                let mut next = game.clone();
                let events = action.apply(&mut next)?;
                *game = next;
                Ok(events)
            }
        }
    }

    /// The game's log (none for a detached game, which keeps no history).
    pub(crate) fn log(&self) -> Option<&GameLog> {
        match self {
            Self::Saved(game) => Some(game.log()),
            Self::Detached { .. } => None,
        }
    }

    /// Count a hint in the saved game's tally, saved at once.
    pub(crate) fn count_hint(&mut self, store: Option<&mut Store>) -> Result<(), Refusal> {
        if let Self::Saved(game) = self {
            let mut next = game.clone();
            next.count_hint();
            save(&mut next, store)?;
            *game = next;
        }
        Ok(())
    }

    /// Change the board's look, saved with the game.
    pub(crate) fn set_skin(
        &mut self,
        skin: BoardSkin,
        store: Option<&mut Store>,
    ) -> Result<(), Refusal> {
        match self {
            Self::Saved(game) => {
                let mut next = game.clone();
                next.set_skin(skin);
                save(&mut next, store)?;
                *game = next;
            }
            Self::Detached { skin: held, .. } => *held = skin,
        }
        Ok(())
    }
}

/// Autosave `game` in `store`.
fn save(game: &mut SavedGame, store: Option<&mut Store>) -> Result<(), Refusal> {
    let store = store.ok_or(Refusal::NotSaved(SaveProblem::NoStore))?;
    store.autosave(game).map(drop).map_err(|error| {
        // The key tells the player what to do; the detail is for a bug report.
        log::warn!("game {} not saved: {error}", game.number());
        Refusal::NotSaved(SaveProblem::from(&error))
    })
}

impl From<&StoreError> for SaveProblem {
    fn from(error: &StoreError) -> Self {
        match error {
            StoreError::DiskFull => Self::DiskFull,
            StoreError::Unwritable { .. } => Self::Unwritable,
            StoreError::Corrupt { .. } => Self::Damaged,
            StoreError::InUse { .. } => Self::InUse,
            StoreError::NotTheSavedGame { .. } => Self::NotTheSavedGame,
            StoreError::StaleGame { .. } => Self::SavedElsewhere,
            // Autosave meets none of these (they come from opening a store or starting a
            // game); should one appear, it is a failure of the database like any other.
            StoreError::NewerVersion { .. }
            | StoreError::SavedGameRejected { .. }
            | StoreError::NotDamaged { .. }
            | StoreError::Setup(_)
            | StoreError::Database { .. } => Self::Database,
        }
    }
}
