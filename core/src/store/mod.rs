//! The store: settings, statistics and the saved game, in one SQLite database
//! (`dhayam.sqlite3`) in a directory the app chooses (its private data directory on a phone).
//!
//! Its files each own one part: `schema` the tables and their migrations by `user_version`,
//! `settings` the app's preferences, `saved_game` the game in progress, `tally` what a game's
//! events add to its statistics, `statistics` the records of ended games, `error` what can go
//! wrong.
//!
//! # Whose statistics
//!
//! Statistics are kept from the point of view of **you**: the first human seat of the game's
//! setup (or Player 1 if every seat is the computer). A game is *won* when you are first to
//! finish, *lost* when someone else is, *drawn* when no one can move again (RULES_DECISIONS.md 2)
//! and *abandoned* when a new game is started over it. Cuts made and suffered, turns and the
//! throw histogram are yours. They are filed under the game (Dhayam, Thayam, Paramapadam) and the
//! opponent kind of the setup ([`GameSetup::opponent_kind`](crate::GameSetup::opponent_kind)).
//!
//! # Durability
//!
//! The database runs in WAL mode with `synchronous = NORMAL` and foreign keys on. Every write is
//! one transaction: a process killed at any point leaves the last committed saved game and
//! statistics (a power cut may lose the last few commits, never corrupt the file). A saved game
//! that fails validation is moved aside, never deleted; a damaged database file is left as it is
//! until the app asks for it to be set aside.
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
//! store.autosave(&game)?;
//! drop(store);
//!
//! let mut store = Store::open(&dir)?;
//! let resumed = store.saved_game()?.expect("the game was saved");
//! assert_eq!(resumed.state(), game.state());
//! # drop(store);
//! # std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod saved_game;
mod schema;
mod settings;
mod statistics;
mod tally;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

pub use error::StoreError;
pub use saved_game::{RejectedGame, SAVED_GAME_FORMAT, SavedGame};
pub use settings::{Language, Settings};
pub use statistics::{Outcome, Statistics};
pub use tally::Tally;

use error::sql;

/// The database file's name in the store's directory.
pub const DATABASE_FILE: &str = "dhayam.sqlite3";

/// How long a write waits for another connection to the same file before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(2);

/// The app's store of settings, statistics and the saved game.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

impl Store {
    /// Open the store in `dir`, creating the directory and its database on first run and
    /// migrating an older database to the current schema.
    ///
    /// # Errors
    /// [`StoreError::Unwritable`] if the directory or file can't be created or written,
    /// [`StoreError::Corrupt`] if the file is not a readable Dhayam store,
    /// [`StoreError::NewerVersion`] if a newer app wrote it, [`StoreError::DiskFull`] if there is
    /// no room to create it. The file is not changed by a failed open. (An empty file is, to
    /// SQLite, an empty database: it opens as a first run.)
    pub fn open(dir: impl AsRef<Path>) -> Result<Self, StoreError> {
        let dir = dir.as_ref();
        std::fs::create_dir_all(dir).map_err(|error| StoreError::Unwritable {
            path: dir.to_owned(),
            detail: error.to_string(),
        })?;
        let path = dir.join(DATABASE_FILE);
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let mut conn = Connection::open_with_flags(&path, flags).map_err(sql(&path))?;
        if conn.is_readonly("main").map_err(sql(&path))? {
            return Err(StoreError::Unwritable {
                path,
                detail: "the database file is read-only".into(),
            });
        }
        check_file(&conn, &path)?;
        conn.busy_timeout(BUSY_TIMEOUT).map_err(sql(&path))?;
        let mode: String = conn
            .pragma_update_and_check(None, "journal_mode", "wal", |row| row.get(0))
            .map_err(sql(&path))?;
        if !mode.eq_ignore_ascii_case("wal") {
            log::warn!(
                "store {}: journal mode {mode}, WAL unavailable",
                path.display()
            );
        }
        conn.pragma_update(None, "synchronous", "normal")
            .map_err(sql(&path))?;
        conn.pragma_update(None, "foreign_keys", true)
            .map_err(sql(&path))?;
        schema::migrate(&mut conn).map_err(sql(&path))?;
        Ok(Self { conn, path })
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
    /// Meant for after [`StoreError::Corrupt`], once the player has agreed to start afresh.
    ///
    /// # Errors
    /// [`StoreError::Unwritable`] if the files can't be renamed.
    pub fn set_aside_damaged(dir: impl AsRef<Path>) -> Result<PathBuf, StoreError> {
        let dir = dir.as_ref();
        let unwritable = |error: std::io::Error| StoreError::Unwritable {
            path: dir.to_owned(),
            detail: error.to_string(),
        };
        let name = (1u32..)
            .map(|n| format!("{DATABASE_FILE}.damaged-{n}"))
            .find(|name| !dir.join(name).exists())
            .unwrap_or_else(|| format!("{DATABASE_FILE}.damaged"));
        // The WAL files first: a database renamed without them would lose their commits.
        for suffix in ["-wal", "-shm", ""] {
            let from = dir.join(format!("{DATABASE_FILE}{suffix}"));
            if from.exists() {
                std::fs::rename(&from, dir.join(format!("{name}{suffix}"))).map_err(unwritable)?;
            }
        }
        Ok(dir.join(name))
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
}

/// Refuse a file that is not a healthy Dhayam store at a version this build reads, before
/// anything is written to it.
fn check_file(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let corrupt = |detail: &str| StoreError::Corrupt {
        path: path.to_owned(),
        detail: detail.into(),
    };
    let pragma = |name: &str| -> Result<i64, StoreError> {
        conn.pragma_query_value(None, name, |row| row.get(0))
            .map_err(sql(path))
    };
    let version = pragma("user_version")?;
    let application = pragma("application_id")?;
    if version > schema::VERSION {
        return Err(StoreError::NewerVersion {
            found: version,
            supported: schema::VERSION,
        });
    }
    let tables: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |row| row.get(0))
        .map_err(sql(path))?;
    let ours = match version {
        0 => tables == 0,
        1.. => application == schema::APPLICATION_ID,
        _ => false,
    };
    if !ours {
        return Err(corrupt("it is an SQLite database, but not a Dhayam store"));
    }
    let problems: Vec<String> = conn
        .prepare("PRAGMA quick_check")
        .and_then(|mut check| check.query_map([], |row| row.get(0))?.collect())
        .map_err(sql(path))?;
    if problems.iter().any(|line| line != "ok") {
        return Err(corrupt(&problems.join("; ")));
    }
    Ok(())
}
