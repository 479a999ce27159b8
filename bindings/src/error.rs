//! The one error type the shells see, mapped from the core's errors, and the guard that turns a
//! panic inside the core into [`DhayamError::Internal`] instead of a crash.
//!
//! Every method that touches a game or the store returns `Result<_, DhayamError>` and runs
//! inside [`guarded`]. Whatever the error, the game and the store are as they were before the
//! call (the game handle works on a copy and keeps it only once the store has saved it).

use std::panic::{AssertUnwindSafe, catch_unwind};

use dhayam_core as dc;

use crate::text::Text;

/// Why a call was refused. Nothing changed: not the game, not the saved game, not the
/// statistics.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
#[uniffi::export(Display)]
pub enum DhayamError {
    /// The move is not one of the legal moves.
    #[error("illegal move: {detail}")]
    IllegalMove {
        /// The move, as the notation writes it, or why it is malformed.
        detail: String,
    },
    /// Someone else must act.
    #[error("it is not player {}'s turn; player {} is to act", u64::from(*player) + 1, u64::from(*expected) + 1)]
    NotYourTurn {
        /// Who tried to act (0 is Player 1).
        player: u32,
        /// Who must act.
        expected: u32,
    },
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The player must roll before moving.
    #[error("roll first: there is nothing banked to move with")]
    MustRoll,
    /// The player must play a banked value before rolling.
    #[error("play a banked value before rolling again")]
    MustMove,
    /// There is no action to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// `computer_move` was asked for a seat a person plays.
    #[error("player {} is played by a person, not the computer", u64::from(*player) + 1)]
    NotAComputerSeat {
        /// The player to act.
        player: u32,
    },
    /// The setup (rules, seats, tokens) can't start a game.
    #[error("invalid setup: {detail}")]
    InvalidSetup {
        /// What is wrong with it.
        detail: String,
    },
    /// A position's text is not valid notation, or describes a position that breaks the rules.
    #[error("line {line}, column {column}: {detail}")]
    Notation {
        /// The line, counting from 1.
        line: u32,
        /// The column, counting characters from 1.
        column: u32,
        /// What is wrong there.
        detail: String,
    },
    /// The store's database file is damaged or not a Dhayam store; it was left untouched
    /// (`set_aside_damaged_store` moves it aside so a fresh store can open).
    #[error("the store {path} is damaged: {detail}")]
    StoreCorrupt {
        /// The database file.
        path: String,
        /// What was found wrong.
        detail: String,
    },
    /// A newer version of the app wrote the store.
    #[error(
        "the store was written by a newer app (schema {found}; this one reads up to {supported})"
    )]
    StoreNewerVersion {
        /// The schema version in the file.
        found: i64,
        /// The newest this build reads.
        supported: i64,
    },
    /// The store's directory or file can't be written.
    #[error("the store at {path} can't be written: {detail}")]
    StoreUnwritable {
        /// The directory or file that refused.
        path: String,
        /// Why.
        detail: String,
    },
    /// The device is out of space; the last change was not saved.
    #[error("the device is out of storage space")]
    DiskFull,
    /// The saved game failed validation and was set aside for a bug report; statistics are
    /// kept and a new game can start.
    #[error("the saved game {number} can't be resumed: {reason}")]
    SavedGameRejected {
        /// The game's number in the store.
        number: i64,
        /// What failed.
        reason: String,
    },
    /// This game handle's game is no longer the saved game: it ended, was reset, or a new game
    /// replaced it.
    #[error("game {number} is not the saved game any more")]
    NotTheSavedGame {
        /// The stale game's number.
        number: i64,
    },
    /// Another copy of the app (or another `App` in this process) has the store open; only one
    /// may write it. Close the other one and open again.
    #[error("the store at {path} is in use by another copy of the app")]
    StoreInUse {
        /// The store's directory.
        path: String,
    },
    /// This handle's copy of the saved game is older than one saved since through another
    /// handle (two `saved_game` calls, say); nothing was written. Use the newer handle.
    #[error("game {number} was saved from another handle since this one was loaded")]
    StaleGame {
        /// The game's number in the store.
        number: i64,
    },
    /// `set_aside_damaged_store` was asked to move a store that opens (or is missing, or from
    /// a newer version); nothing was moved.
    #[error("the store {path} is not damaged; it was left where it is")]
    StoreNotDamaged {
        /// The database file.
        path: String,
    },
    /// Any other database failure.
    #[error("database error: {detail}")]
    Database {
        /// SQLite's message.
        detail: String,
    },
    /// A bug: the core panicked. The call changed nothing; the message is for a bug report.
    #[error("internal error: {detail}")]
    Internal {
        /// The panic's message.
        detail: String,
    },
}

/// Run `call`, turning a panic inside it into [`DhayamError::Internal`].
///
/// The closures given here never leave shared state half-changed: they change a game only by
/// replacing it whole once the store has saved the new one, so unwinding out of them is safe.
pub(crate) fn guarded<T>(call: impl FnOnce() -> Result<T, DhayamError>) -> Result<T, DhayamError> {
    catch_unwind(AssertUnwindSafe(call)).unwrap_or_else(|payload| {
        let detail = payload
            .downcast_ref::<&str>()
            .map(|text| (*text).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_owned());
        Err(DhayamError::Internal { detail })
    })
}

/// The player's words for `error`, the failure that kept the store from opening at launch:
/// what happened and what to do (update the app, free space, close the other copy), chosen by
/// the core, never the error's own message. Any error but the store's own gets the general line.
#[uniffi::export]
pub fn launch_problem(error: DhayamError) -> Text {
    use dc::StoreError as E;
    let error = match error {
        DhayamError::StoreNewerVersion { found, supported } => E::NewerVersion { found, supported },
        DhayamError::StoreUnwritable { path, detail } => E::Unwritable {
            path: path.into(),
            detail,
        },
        DhayamError::DiskFull => E::DiskFull,
        DhayamError::StoreInUse { path } => E::InUse { path: path.into() },
        DhayamError::StoreCorrupt { path, detail } => E::Corrupt {
            path: path.into(),
            detail,
        },
        other => E::Database {
            detail: other.to_string(),
        },
    };
    dc::app::launch_problem(&error)
}

/// `n` as the `u32` the bindings count in, saturating (no count here comes near).
pub(crate) fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The small numbers of the core (players, squares, steps, values) as the bindings' `u32`:
/// UniFFI turns a list of `u8` into a byte buffer, not a list of numbers.
pub(crate) fn wide(numbers: impl IntoIterator<Item = u8>) -> Vec<u32> {
    numbers.into_iter().map(u32::from).collect()
}

/// A number from a shell as the core's `u8`; out of range becomes `u8::MAX`, which every
/// check in the core refuses (no board, player, coin count or throw has it).
pub(crate) fn narrow(n: u32) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

impl From<dc::PlayError> for DhayamError {
    fn from(error: dc::PlayError) -> Self {
        match error {
            dc::PlayError::NotYourTurn { player, expected } => Self::NotYourTurn {
                player: player.into(),
                expected: expected.into(),
            },
            dc::PlayError::GameOver => Self::GameOver,
            dc::PlayError::MustRoll => Self::MustRoll,
            dc::PlayError::MustMove => Self::MustMove,
            dc::PlayError::IllegalMove(mv) => Self::IllegalMove {
                detail: format!("{mv:?}"),
            },
            dc::PlayError::NothingToUndo => Self::NothingToUndo,
        }
    }
}

impl From<dc::NotationError> for DhayamError {
    fn from(error: dc::NotationError) -> Self {
        Self::Notation {
            line: count(error.line),
            column: count(error.column),
            detail: error.kind.to_string(),
        }
    }
}

impl From<dc::SetupError> for DhayamError {
    fn from(error: dc::SetupError) -> Self {
        Self::InvalidSetup {
            detail: error.to_string(),
        }
    }
}

impl From<dc::StoreError> for DhayamError {
    fn from(error: dc::StoreError) -> Self {
        use dc::StoreError as E;
        match error {
            E::Corrupt { path, detail } => Self::StoreCorrupt {
                path: path.display().to_string(),
                detail,
            },
            E::NewerVersion { found, supported } => Self::StoreNewerVersion { found, supported },
            E::Unwritable { path, detail } => Self::StoreUnwritable {
                path: path.display().to_string(),
                detail,
            },
            E::DiskFull => Self::DiskFull,
            E::SavedGameRejected { number, reason } => Self::SavedGameRejected { number, reason },
            E::NotTheSavedGame { number } => Self::NotTheSavedGame { number },
            E::InUse { path } => Self::StoreInUse {
                path: path.display().to_string(),
            },
            E::StaleGame { number } => Self::StaleGame { number },
            E::NotDamaged { path } => Self::StoreNotDamaged {
                path: path.display().to_string(),
            },
            E::Setup(error) => error.into(),
            E::Database { detail } => Self::Database { detail },
        }
    }
}

#[cfg(test)]
#[allow(clippy::panic)] // the panics are what these tests catch
mod tests {
    use super::*;

    #[test]
    fn a_panic_inside_a_guarded_call_is_an_internal_error() {
        let result: Result<(), DhayamError> = guarded(|| panic!("the core broke"));
        assert_eq!(
            result,
            Err(DhayamError::Internal {
                detail: "the core broke".into()
            })
        );
    }

    #[test]
    fn a_formatted_panic_keeps_its_message() {
        let n = 3;
        let result: Result<(), DhayamError> = guarded(|| panic!("broke at {n}"));
        assert_eq!(
            result,
            Err(DhayamError::Internal {
                detail: "broke at 3".into()
            })
        );
    }
}
