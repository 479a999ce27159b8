//! The one error type the shells see, mapped from the core's errors, and the guard that turns a
//! panic inside the core into [`DhayamError::Internal`] instead of a crash.
//!
//! Every method of `AppHandle` returns `Result<_, DhayamError>` and runs inside [`guarded`]. A
//! refused call changes nothing; after a panic the store is as it was before the call (the core
//! writes through it before it changes its own state).

use std::panic::{AssertUnwindSafe, catch_unwind};

use dhayam_core as dc;

use dhayam_core::app::Text;

/// Why a call failed. A refused call changed nothing: not the game, not the saved game, not the
/// statistics; a panic ([`DhayamError::Internal`]) never leaves the store half-written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
#[uniffi::export(Display)]
pub enum DhayamError {
    /// A move that can't be read: a jump & go of fewer than two values (a list of values
    /// holding a number no throw has arrives as none). A move that reads but isn't legal, a
    /// value no throw has among them, is refused in the view.
    #[error("illegal move: {detail}")]
    IllegalMove {
        /// Why it is malformed.
        detail: String,
    },
    /// The setup can't be read (a throw set holds a number no throw has), or (rules, seats,
    /// tokens) can't start a game.
    #[error("invalid setup: {detail}")]
    InvalidSetup {
        /// What is wrong with it.
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
    /// The store's `NotTheSavedGame`: a save of a game that is no longer the saved game (it
    /// ended, was reset, or a new game replaced it); nothing was written. The app holds one copy
    /// of the saved game, so its own saves don't meet it.
    #[error("game {number} is not the saved game any more")]
    NotTheSavedGame {
        /// The stale game's number.
        number: i64,
    },
    /// Another copy of the app (or another `AppHandle` in this process) has the store open;
    /// only one may write it. Close the other one and open again.
    #[error("the store at {path} is in use by another copy of the app")]
    StoreInUse {
        /// The store's directory.
        path: String,
    },
    /// The store's `StaleGame`: a save of an older copy of the saved game over one saved since;
    /// nothing was written. The app holds one copy of the saved game, so its own saves don't
    /// meet it.
    #[error("game {number} was saved from another copy since this one was loaded")]
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
/// Unwinding out of the closures given here never leaves the store half-written: the core
/// writes through the store before it changes its own state (see `app_handle`).
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
