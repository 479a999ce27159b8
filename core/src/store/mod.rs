//! The store: settings, statistics and the saved game, in one SQLite database
//! (`dhayam.sqlite3`) in a directory the app chooses (its private data directory on a phone).
//!
//! Its files each own one part: `file` the files on disk (the one-writer lock, first-run
//! creation, the check of an existing file, setting a damaged one aside), `schema` the tables
//! and their migrations by `user_version`, `settings` the app's preferences, `saved_game` the game in progress, `tally` what a game's
//! events add to its statistics, `statistics` the records of ended games, `error` what can go
//! wrong.
//!
//! # Whose statistics
//!
//! Statistics are the people's at this device (RULES_DECISIONS.md 23): a game counts only if a
//! person plays it — one with no human seat is counted in no statistic — and then for the
//! human seats together. A game is *won* when one of them is first to finish, *lost* when a
//! computer seat is, *drawn* when no one can move again (RULES_DECISIONS.md 2) and *abandoned*
//! when a new game is started over it; abandoned games count apart, in neither Played nor the
//! win rate (RULES_DECISIONS.md 22). Cuts made and suffered and the throw histogram are every
//! person's; turns are the first human seat's. They are filed under the game (Dhayam, Thayam,
//! Paramapadam) and the strongest computer at the table, or pass and play when there is none.
//!
//! # Durability
//!
//! The database runs in WAL mode with `synchronous = NORMAL`, exclusive locking and foreign keys
//! on. Every write is one transaction: a process killed at any point leaves the last committed
//! saved game and statistics (a power cut may lose the last few commits, never corrupt the
//! file). One store at a time may have the directory open (a second opener gets
//! [`StoreError::InUse`]), and a stale copy of the saved game can't overwrite a newer one
//! ([`StoreError::StaleGame`]). A saved game that fails validation is moved aside, never
//! deleted; a damaged database file is left as it is until the app asks for it to be set aside.
//! docs/RELIABILITY.md says what each fault does and which test shows it.
//!
//! # Examples
//!
//! ```
//! use dhayam_core::{GameKind, GameSetup, Store};
//!
//! let dir = std::env::temp_dir().join(format!("dhayam-doc-{}", std::process::id()));
//! let mut store = Store::open(&dir)?;
//! let mut game = store.start_game(GameSetup::default_for(GameKind::Paramapadam), 7)?;
//! let player = game.state().to_act().expect("a new game has a player to act");
//! game.roll(player)?;
//! store.autosave(&mut game)?;
//! drop(store);
//!
//! let mut store = Store::open(&dir)?;
//! let resumed = store.saved_game()?.expect("the game was saved");
//! assert_eq!(resumed.state(), game.state());
//! # drop(store);
//! # std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod checksum;
mod error;
mod file;
mod saved_game;
mod schema;
mod settings;
mod statistics;
mod tally;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::Connection;

pub use error::StoreError;
pub use file::{DATABASE_FILE, LOCK_FILE};
pub use saved_game::{RejectedGame, SAVED_GAME_FORMAT, SavedGame};
pub use settings::{Language, Settings};
pub use statistics::{GameOutcome, Statistics};
pub use tally::Tally;

use error::sql;
use file::Locked;

/// How long a statement waits on SQLite's own lock. The store holds the database exclusively,
/// so only a program outside the app (an `sqlite3` shell) could make it wait.
const BUSY_TIMEOUT: Duration = Duration::from_millis(200);

/// The app's store of settings, statistics and the saved game: the only writer of its
/// directory while it is open.
#[derive(Debug)]
pub struct Store {
    // Declared before the lock: the connection closes (checkpointing its WAL) while the
    // directory is still locked.
    conn: Connection,
    path: PathBuf,
    _locked: Locked,
    /// Counts the saves of the saved game since this store opened; a [`SavedGame`] carries the
    /// count it was loaded or last saved at, so an older copy can't overwrite a newer save.
    revision: u64,
}

impl Store {
    /// Open the store in `dir`, creating the directory and its database on first run (only a
    /// missing database file is a first run) and migrating an older database to the current
    /// schema. The store holds the directory until it is dropped.
    ///
    /// # Errors
    /// [`StoreError::InUse`] if another store has the directory open,
    /// [`StoreError::Unwritable`] if the directory or file can't be created or written,
    /// [`StoreError::Corrupt`] if the file is not a readable Dhayam store (an empty or
    /// truncated file included), [`StoreError::NewerVersion`] if a newer app wrote it,
    /// [`StoreError::DiskFull`] if there is no room. The database file is not changed by a
    /// failed open.
    pub fn open(dir: impl AsRef<Path>) -> Result<Self, StoreError> {
        let locked = Locked::take(dir.as_ref())?;
        let path = locked.database();
        let mut conn = locked.open_database()?;
        conn.busy_timeout(BUSY_TIMEOUT).map_err(sql(&path))?;
        schema::migrate(&mut conn).map_err(sql(&path))?;
        Ok(Self {
            conn,
            path,
            _locked: locked,
            revision: 0,
        })
    }

    /// The database file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Move a damaged database in `dir` (and its WAL files) aside as
    /// `dhayam.sqlite3.damaged-N`, keeping it for a bug report, so that the next
    /// [`Store::open`] starts a fresh store. Returns the new name of the database file.
    ///
    /// Meant for after [`StoreError::Corrupt`], once the player has agreed to start afresh; it
    /// checks again, holding the directory's lock, and moves nothing unless the database really
    /// is damaged.
    ///
    /// # Errors
    /// [`StoreError::InUse`] if a store has the directory open, [`StoreError::NotDamaged`] if
    /// the database opens (or is missing, or from a newer version), [`StoreError::Unwritable`]
    /// if the files can't be renamed.
    pub fn set_aside_damaged(dir: impl AsRef<Path>) -> Result<PathBuf, StoreError> {
        Locked::take(dir.as_ref())?.set_aside_damaged()
    }

    /// Cap the database at `pages` pages (of 4 KiB) for this connection, as if the disk held no
    /// more: a write that would grow the file past it fails with [`StoreError::DiskFull`] and
    /// changes nothing. Returns the cap in force, which is never below the file's current size.
    ///
    /// # Errors
    /// A database failure.
    pub fn limit_pages(&self, pages: u32) -> Result<u32, StoreError> {
        self.conn
            .pragma_update_and_check(None, "max_page_count", pages, |row| row.get(0))
            .map_err(sql(&self.path))
    }

    /// The number of pages (of 4 KiB) the database has now.
    ///
    /// # Errors
    /// A database failure.
    pub fn pages(&self) -> Result<u32, StoreError> {
        self.conn
            .pragma_query_value(None, "page_count", |row| row.get(0))
            .map_err(sql(&self.path))
    }
}
