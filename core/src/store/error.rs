//! What can go wrong with the store, each case with a message a player (or a bug report) can
//! act on, and how SQLite's result codes map onto those cases.

use std::path::{Path, PathBuf};

use rusqlite::{ErrorCode, ffi};
use thiserror::Error;

use crate::setup::SetupError;

/// Why the store could not do what was asked. Whatever the error, nothing already committed
/// (settings, statistics, the saved game) has been changed or removed.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database file is not a readable Dhayam store: damaged, truncated, or some other file.
    /// It is left exactly as it is; [`Store::set_aside_damaged`](crate::Store::set_aside_damaged)
    /// moves it out of the way, keeping it for a bug report.
    #[error("the store {path} is damaged and can't be read ({detail}); it has been left untouched")]
    Corrupt {
        /// The database file.
        path: PathBuf,
        /// What SQLite or the store found wrong.
        detail: String,
    },
    /// The database was written by a newer version of the app, whose schema this one can't read.
    #[error(
        "the store was written by a newer version of the app (schema version {found}; this \
         version reads up to {supported}); update the app to open it"
    )]
    NewerVersion {
        /// The schema version in the file.
        found: i64,
        /// The newest schema version this build knows.
        supported: i64,
    },
    /// The store's directory or database file can't be created or written.
    #[error("the store at {path} can't be written: {detail}")]
    Unwritable {
        /// The directory or file that refused.
        path: PathBuf,
        /// Why.
        detail: String,
    },
    /// The disk (or the store's size limit) is full; the change that hit it was not made.
    #[error(
        "the device is out of storage space; the last change was not saved, everything before it is kept"
    )]
    DiskFull,
    /// The saved game failed validation. It has been moved out of the saved-game slot into the
    /// rejected games ([`Store::rejected_games`](crate::Store::rejected_games)), kept for a bug
    /// report; statistics are untouched and a new game can be started.
    #[error(
        "the saved game (game {number}) can't be resumed: {reason}; it was set aside for a bug \
         report and statistics are kept"
    )]
    SavedGameRejected {
        /// The game's number in the store.
        number: i64,
        /// What failed.
        reason: String,
    },
    /// The game handed to [`Store::autosave`](crate::Store::autosave) is no longer the saved game:
    /// it ended, was reset, or a newer game replaced it. Nothing was written.
    #[error(
        "game {number} is not the saved game any more (it ended, was reset or replaced); nothing was written"
    )]
    NotTheSavedGame {
        /// The stale game's number.
        number: i64,
    },
    /// A new game's setup can't start a game.
    #[error("the new game can't start: {0}")]
    Setup(#[from] SetupError),
    /// Any other database failure (such as the file being locked by another process).
    #[error("database error: {detail}")]
    Database {
        /// SQLite's message.
        detail: String,
    },
}

impl StoreError {
    /// The store's error for a SQLite failure on the database at `path`.
    pub(crate) fn from_sqlite(error: &rusqlite::Error, path: &Path) -> Self {
        let detail = error.to_string();
        // The shared-memory file of WAL mode is grown when the database is opened, and SQLite
        // reports a full disk there as an I/O error on that file, not as SQLITE_FULL.
        if error.sqlite_extended_error_code() == Some(ffi::SQLITE_IOERR_SHMSIZE) {
            return Self::DiskFull;
        }
        match error.sqlite_error_code() {
            Some(ErrorCode::DiskFull) => Self::DiskFull,
            Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => Self::Corrupt {
                path: path.to_owned(),
                detail,
            },
            Some(ErrorCode::CannotOpen | ErrorCode::ReadOnly | ErrorCode::PermissionDenied) => {
                Self::Unwritable {
                    path: path.to_owned(),
                    detail,
                }
            }
            _ => Self::Database { detail },
        }
    }
}

/// A closure mapping a SQLite failure on the database at `path` to a [`StoreError`].
pub(crate) fn sql(path: &Path) -> impl Fn(rusqlite::Error) -> StoreError + '_ {
    move |error| StoreError::from_sqlite(&error, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn failure(code: i32) -> rusqlite::Error {
        rusqlite::Error::SqliteFailure(ffi::Error::new(code), None)
    }

    #[test]
    fn a_shared_memory_file_that_cannot_grow_is_a_full_disk() {
        let path = Path::new("dhayam.sqlite3");
        let error = StoreError::from_sqlite(&failure(ffi::SQLITE_IOERR_SHMSIZE), path);
        assert!(matches!(error, StoreError::DiskFull), "{error:?}");
        let error = StoreError::from_sqlite(&failure(ffi::SQLITE_FULL), path);
        assert!(matches!(error, StoreError::DiskFull), "{error:?}");
        // Other I/O errors are not taken for a full disk.
        let error = StoreError::from_sqlite(&failure(ffi::SQLITE_IOERR_READ), path);
        assert!(matches!(error, StoreError::Database { .. }), "{error:?}");
    }
}
