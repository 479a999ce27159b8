//! The store's files on disk: the lock that makes one [`Store`](super::Store) the only writer,
//! the database file made whole before it is given its name, the check that an existing file
//! is a Dhayam store before anything is written to it, and setting a damaged one aside.
//!
//! # One writer
//!
//! `dhayam.lock`, next to the database, is held locked (`flock`, released by the kernel when the
//! process dies, SIGKILL included) for as long as the store is open. A second opener — in this
//! process or another — gets [`StoreError::InUse`] at once instead of both writing and the
//! later save silently winning. The database is also opened in SQLite's exclusive locking mode,
//! which keeps the WAL index in the process's memory: no `-shm` file, so nothing another
//! process (or a full disk) can do to a shared-memory file can crash the app.
//!
//! # First run
//!
//! Only a missing database file is a first run. A new store is built under a temporary name,
//! synced, and only then renamed into place, so a process killed while creating it leaves no
//! half-made `dhayam.sqlite3`; anything at that name that is not a healthy Dhayam store —
//! an empty file included — is [`StoreError::Corrupt`] and is left byte for byte as it was.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{ErrorKind, Read};
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

use super::StoreError;
use super::error::sql;
use super::schema;

/// The database file's name in the store's directory.
pub const DATABASE_FILE: &str = "dhayam.sqlite3";

/// The lock file's name in the store's directory.
pub const LOCK_FILE: &str = "dhayam.lock";

/// Where a first run builds the database before renaming it to [`DATABASE_FILE`].
const NEW_FILE: &str = "dhayam.sqlite3.new";

/// The files SQLite may keep beside a database, by suffix.
const COMPANIONS: [&str; 3] = ["-wal", "-shm", "-journal"];

/// How often, and how far apart, taking a held lock is tried before the store is in use.
const LOCK_ATTEMPTS: u32 = 20;
const LOCK_RETRY: std::time::Duration = std::time::Duration::from_millis(10);

/// What every SQLite database file starts with.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

/// The store's directory, locked for this process's one [`Store`](super::Store).
#[derive(Debug)]
pub(crate) struct Locked {
    dir: PathBuf,
    // Held for its lock; closing it releases the lock.
    _lock: File,
}

impl Locked {
    /// Create `dir` if need be and take its lock.
    ///
    /// # Errors
    /// [`StoreError::InUse`] if another store holds it; [`StoreError::Unwritable`] or
    /// [`StoreError::DiskFull`] if the directory or the lock file can't be made.
    pub(crate) fn take(dir: &Path) -> Result<Self, StoreError> {
        std::fs::create_dir_all(dir).map_err(io(dir))?;
        let path = dir.join(LOCK_FILE);
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(io(&path))?;
        for attempt in 1.. {
            match lock.try_lock() {
                Ok(()) => {
                    return Ok(Self {
                        dir: dir.to_owned(),
                        _lock: lock,
                    });
                }
                // A process this one is starting holds a copy of a just-closed store's lock
                // until it has started (fork, then exec): wait that moment out before calling
                // the store in use.
                Err(TryLockError::WouldBlock) if attempt < LOCK_ATTEMPTS => {
                    std::thread::sleep(LOCK_RETRY);
                }
                Err(TryLockError::WouldBlock) => break,
                Err(TryLockError::Error(error)) => return Err(io(&path)(error)),
            }
        }
        Err(StoreError::InUse {
            path: dir.to_owned(),
        })
    }

    /// The database file.
    pub(crate) fn database(&self) -> PathBuf {
        self.dir.join(DATABASE_FILE)
    }

    /// Open the database for writing: built afresh if there is none, otherwise checked to be a
    /// healthy store at a version this build reads before anything is written to it.
    ///
    /// # Errors
    /// As [`Store::open`](super::Store::open).
    pub(crate) fn open_database(&self) -> Result<Connection, StoreError> {
        let path = self.database();
        if !exists(&path)? {
            self.create(&path)?;
        }
        let conn = self.inspect(&path)?;
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
        Ok(conn)
    }

    /// The existing database at `path`, opened in exclusive mode and checked, nothing written.
    fn inspect(&self, path: &Path) -> Result<Connection, StoreError> {
        check_header(path)?;
        // Without CREATE: the file was just found, and must not be made anew if it went.
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(sql(path))?;
        // Before the first read, so that SQLite never maps a shared-memory file.
        conn.pragma_update(None, "locking_mode", "exclusive")
            .map_err(sql(path))?;
        if conn.is_readonly("main").map_err(sql(path))? {
            return Err(StoreError::Unwritable {
                path: path.to_owned(),
                detail: "the database file is read-only".into(),
            });
        }
        check_file(&conn, path)?;
        Ok(conn)
    }

    /// Build a new store at `path`: made whole under a temporary name, synced, then renamed.
    fn create(&self, path: &Path) -> Result<(), StoreError> {
        let new = self.dir.join(NEW_FILE);
        remove_with_companions(&new)?;
        let built = (|| {
            let mut conn = Connection::open(&new).map_err(sql(&new))?;
            conn.pragma_update(None, "journal_mode", "wal")
                .map_err(sql(&new))?;
            schema::migrate(&mut conn).map_err(sql(&new))?;
            // Closing the last connection checkpoints the WAL into the file and removes it.
            conn.close().map_err(|(_, error)| sql(&new)(error))?;
            File::open(&new)
                .and_then(|file| file.sync_all())
                .map_err(io(&new))
        })();
        if let Err(error) = built {
            // Leave nothing half-made behind; the error says what went wrong.
            let _ = remove_with_companions(&new);
            return Err(error);
        }
        std::fs::rename(&new, path).map_err(io(path))?;
        sync_directory(&self.dir);
        log::info!("store created at {}", path.display());
        Ok(())
    }

    /// Move the damaged database (and the files SQLite keeps beside it) aside as
    /// `dhayam.sqlite3.damaged-N`; only a database that fails to open as
    /// [`StoreError::Corrupt`] is moved.
    ///
    /// # Errors
    /// [`StoreError::NotDamaged`] if there is no database or it opens (or fails for another
    /// reason, such as being from a newer version); [`StoreError::Unwritable`] if a rename fails.
    pub(crate) fn set_aside_damaged(&self) -> Result<PathBuf, StoreError> {
        let path = self.database();
        let not_damaged = || StoreError::NotDamaged { path: path.clone() };
        if !exists(&path)? {
            return Err(not_damaged());
        }
        match self.inspect(&path) {
            Err(StoreError::Corrupt { .. }) => {}
            Ok(_) | Err(StoreError::NewerVersion { .. }) => return Err(not_damaged()),
            Err(other) => return Err(other),
        }
        let name = (1u32..)
            .map(|n| format!("{DATABASE_FILE}.damaged-{n}"))
            .find(|name| !self.dir.join(name).exists())
            .unwrap_or_else(|| format!("{DATABASE_FILE}.damaged"));
        // The companions first: a database renamed without its WAL would lose its commits.
        for suffix in COMPANIONS.into_iter().chain([""]) {
            let from = self.dir.join(format!("{DATABASE_FILE}{suffix}"));
            if from.exists() {
                let to = self.dir.join(format!("{name}{suffix}"));
                std::fs::rename(&from, &to).map_err(io(&from))?;
            }
        }
        sync_directory(&self.dir);
        Ok(self.dir.join(name))
    }
}

/// Whether `path` exists; an error other than "not found" (a directory that can't be read)
/// is not taken for a first run.
fn exists(path: &Path) -> Result<bool, StoreError> {
    match std::fs::symlink_metadata(path) {
        Ok(_) => Ok(true),
        Err(error) if error.kind() == ErrorKind::NotFound => Ok(false),
        Err(error) => Err(io(path)(error)),
    }
}

/// Remove `path` and its SQLite companions, if they are there.
fn remove_with_companions(path: &Path) -> Result<(), StoreError> {
    for suffix in [""].into_iter().chain(COMPANIONS) {
        let file = PathBuf::from(format!("{}{suffix}", path.display()));
        match std::fs::remove_file(&file) {
            Err(error) if error.kind() != ErrorKind::NotFound => return Err(io(&file)(error)),
            _ => {}
        }
    }
    Ok(())
}

/// Make a rename in `dir` durable. Best effort: not every platform can open a directory to sync
/// it, and the rename itself has already happened.
fn sync_directory(dir: &Path) {
    if let Err(error) = File::open(dir).and_then(|dir| dir.sync_all()) {
        log::debug!("could not sync {}: {error}", dir.display());
    }
}

/// Refuse a file too short to be a database, or one that isn't SQLite's, before SQLite (which
/// takes a short or empty file for an empty database) sees it.
fn check_header(path: &Path) -> Result<(), StoreError> {
    let mut header = Vec::with_capacity(SQLITE_HEADER.len());
    File::open(path)
        .and_then(|file| {
            file.take(SQLITE_HEADER.len() as u64)
                .read_to_end(&mut header)
        })
        .map_err(io(path))?;
    if header.as_slice() != SQLITE_HEADER {
        return Err(StoreError::Corrupt {
            path: path.to_owned(),
            detail: if header.len() < SQLITE_HEADER.len() {
                format!("the file holds only {} bytes", header.len())
            } else {
                "it is not an SQLite database".into()
            },
        });
    }
    Ok(())
}

/// Refuse a file that is not a healthy Dhayam store at a version this build reads.
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
    if version > schema::VERSION {
        return Err(StoreError::NewerVersion {
            found: version,
            supported: schema::VERSION,
        });
    }
    // Every store is created at version 1 or later (see `create`): version 0 is some other
    // database, or one whose creation never finished.
    if version < 1 || pragma("application_id")? != schema::APPLICATION_ID {
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

/// A closure mapping a file-system failure on `path` to a [`StoreError`].
pub(crate) fn io(path: &Path) -> impl Fn(std::io::Error) -> StoreError + '_ {
    move |error| StoreError::from_io(&error, path)
}
