//! What can go wrong with the store, each case with a message a player (or a bug report) can
//! act on, and how SQLite's result codes map onto those cases.

use std::fs::OpenOptions;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use rusqlite::ErrorCode;
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
    /// Another store — in this process or another — has the store's directory open; only one
    /// may write it. Nothing was read or written.
    #[error("the store at {path} is in use by another copy of the app; close it and try again")]
    InUse {
        /// The store's directory.
        path: PathBuf,
    },
    /// The game handed to [`Store::autosave`](crate::Store::autosave) is an older copy of the
    /// saved game: another copy was saved since this one was loaded. Nothing was written.
    #[error(
        "game {number} was saved from another copy since this one was loaded; nothing was written"
    )]
    StaleGame {
        /// The game's number.
        number: i64,
    },
    /// [`Store::set_aside_damaged`](crate::Store::set_aside_damaged) was asked to move a store
    /// that is not damaged (it opens, is from a newer version, or isn't there). Nothing moved.
    #[error("the store {path} is not damaged; it was left where it is")]
    NotDamaged {
        /// The database file.
        path: PathBuf,
    },
    /// A new game's setup can't start a game.
    #[error("the new game can't start: {0}")]
    Setup(#[from] SetupError),
    /// Any other database failure.
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
        match error.sqlite_error_code() {
            Some(ErrorCode::DiskFull) => Self::DiskFull,
            Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => Self::Corrupt {
                path: path.to_owned(),
                detail,
            },
            // SQLite's "unable to open", "read-only" and "disk I/O error" don't say why (a full
            // disk can't make a new file either): ask the file system.
            Some(ErrorCode::CannotOpen | ErrorCode::ReadOnly | ErrorCode::PermissionDenied) => {
                probe(path).unwrap_or_else(|| Self::Unwritable {
                    path: path.to_owned(),
                    detail,
                })
            }
            Some(ErrorCode::SystemIoFailure) => probe(path).unwrap_or(Self::Database { detail }),
            _ => Self::Database { detail },
        }
    }

    /// The store's error for a file-system failure on `path`.
    pub(crate) fn from_io(error: &std::io::Error, path: &Path) -> Self {
        match error.kind() {
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded | ErrorKind::FileTooLarge => {
                Self::DiskFull
            }
            _ => probe(path).unwrap_or_else(|| Self::Unwritable {
                path: path.to_owned(),
                detail: error.to_string(),
            }),
        }
    }
}

/// Below this much free space, a failed write is taken for a full disk: a save needs a few
/// pages of 4 KiB.
const LOW_SPACE: u64 = 64 * 1024;

/// Why writing at `path` fails, as the file system tells it now: read-only, full, or a file
/// this process may not write. `None` if none of these.
fn probe(path: &Path) -> Option<StoreError> {
    let unwritable = |detail: String| StoreError::Unwritable {
        path: path.to_owned(),
        detail,
    };
    // The nearest existing directory holding `path` (the path itself may not exist yet).
    let dir = path.ancestors().skip(1).find(|dir| dir.is_dir())?;
    if let Ok(fs) = rustix::fs::statvfs(dir) {
        if fs.f_flag.contains(rustix::fs::StatVfsMountFlags::RDONLY) {
            return Some(unwritable("the file system is read-only".into()));
        }
        // Out of blocks, or out of inodes (where the file system counts them: some report 0
        // files for "no limit").
        if fs.f_bavail.saturating_mul(fs.f_frsize) < LOW_SPACE || fs.f_files > 0 && fs.f_favail == 0
        {
            return Some(StoreError::DiskFull);
        }
    }
    if path.is_file() {
        match OpenOptions::new().append(true).open(path) {
            Err(error) if error.kind() != ErrorKind::NotFound => {
                return Some(unwritable(error.to_string()));
            }
            _ => {}
        }
    }
    None
}

/// A closure mapping a SQLite failure on the database at `path` to a [`StoreError`].
pub(crate) fn sql(path: &Path) -> impl Fn(rusqlite::Error) -> StoreError + '_ {
    move |error| StoreError::from_sqlite(&error, path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::ffi;

    fn failure(code: i32) -> rusqlite::Error {
        rusqlite::Error::SqliteFailure(ffi::Error::new(code), None)
    }

    /// (The file-system probe behind an I/O error is shown on real full and read-only file
    /// systems in core/tests/suite/store_faults.rs.)
    #[test]
    fn sqlite_failures_map_to_errors_a_player_can_act_on() {
        let path = Path::new("dhayam.sqlite3");
        let error = StoreError::from_sqlite(&failure(ffi::SQLITE_FULL), path);
        assert!(matches!(error, StoreError::DiskFull), "{error:?}");
        // Other I/O errors are not taken for a full disk.
        let error = StoreError::from_sqlite(&failure(ffi::SQLITE_IOERR_READ), path);
        assert!(matches!(error, StoreError::Database { .. }), "{error:?}");
    }
}
