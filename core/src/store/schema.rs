//! The database schema and its migrations, versioned by SQLite's `user_version`.
//!
//! Each entry of [`MIGRATIONS`] takes the schema from version N to N + 1 in one transaction,
//! which also sets `user_version`; a database at version N runs the entries from N on. A future
//! version appends an entry (SQL, or Rust that rewrites rows, such as converting saved games of
//! format 1 to a format 2) and keeps the old ones unchanged: the v1 fixture in `core/tests/`
//! proves that a v1 file still opens and, from then on, that it migrates.
//!
//! # Version 1
//!
//! ```text
//! settings       one row (id 1), written the first time a setting changes; absent = defaults
//! game           one row per game started: what and whom it was against, its running tally
//!                (your turns, cuts, throws) and, once it has ended, its outcome
//! saved_game     at most one row (id 1): the game in progress, as position notation + setup
//! rejected_game  saved games that failed validation, with the error, kept for bug reports
//! ```
//!
//! # Version 2
//!
//! ```text
//! game           + hints: hints asked for in the game
//! saved_game     + log: the game's log (learn::GameLog as JSON; '' for none)
//! ```
//!
//! # Version 3
//!
//! ```text
//! settings       + last_setup_checksum: the CRC-32 of the remembered setup (store/checksum.rs)
//! saved_game     + checksum: the CRC-32 of its format, position, setup and log
//! ```
//!
//! All tables are STRICT; counters are checked non-negative; enumerations are checked against
//! their spellings. `application_id` marks the file as a Dhayam store.

use rusqlite::{Connection, Transaction, TransactionBehavior};

use super::{saved_game, settings};

/// `PRAGMA application_id` of a Dhayam store: "DHYM".
pub(crate) const APPLICATION_ID: i64 = 0x4448_594D;

/// One step of the schema, from the version before it to its own.
type Migration = fn(&Transaction<'_>) -> rusqlite::Result<()>;

/// Every step, oldest first; entry i takes the schema from version i to i + 1.
const MIGRATIONS: [Migration; 3] = [to_v1, to_v2, to_v3];

/// The schema version this build writes and reads.
pub(crate) const VERSION: i64 = MIGRATIONS.len() as i64;

/// Bring the database up to [`VERSION`], one transaction per step.
pub(crate) fn migrate(conn: &mut Connection) -> rusqlite::Result<()> {
    loop {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        // Read inside the write lock: another process may have migrated meanwhile.
        let version: i64 = tx.pragma_query_value(None, "user_version", |row| row.get(0))?;
        let Some(step) = usize::try_from(version)
            .ok()
            .and_then(|v| MIGRATIONS.get(v))
        else {
            return Ok(());
        };
        step(&tx)?;
        tx.pragma_update(None, "user_version", version + 1)?;
        tx.commit()?;
        log::info!("store schema migrated to version {}", version + 1);
    }
}

/// Version 3: the remembered setup and the saved game carry a checksum of what they hold. The
/// rows already there are taken as they are: their checksums are those of their values now.
fn to_v3(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    tx.execute_batch(
        "ALTER TABLE settings ADD COLUMN last_setup_checksum INTEGER NOT NULL DEFAULT 0;
         ALTER TABLE saved_game ADD COLUMN checksum INTEGER NOT NULL DEFAULT 0;",
    )?;
    settings::seal(tx)?;
    saved_game::seal(tx)
}

/// Version 2: each game counts the hints asked for, and the saved game keeps its log. Games of
/// version 1 had no hints and resume with an empty log.
fn to_v2(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    tx.execute_batch(
        "ALTER TABLE game ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0);
         ALTER TABLE saved_game ADD COLUMN log TEXT NOT NULL DEFAULT ''; -- learn::GameLog JSON",
    )
}

fn to_v1(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    tx.execute_batch(V1)
}

const V1: &str = "
CREATE TABLE settings (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    sound           INTEGER NOT NULL CHECK (sound IN (0, 1)),
    haptics         INTEGER NOT NULL CHECK (haptics IN (0, 1)),
    auto_roll       INTEGER NOT NULL CHECK (auto_roll IN (0, 1)),
    quick_undo      INTEGER NOT NULL CHECK (quick_undo IN (0, 1)),
    legal_move_ring INTEGER NOT NULL CHECK (legal_move_ring IN (0, 1)),
    language        TEXT NOT NULL CHECK (language IN ('system', 'english', 'tamil')),
    board_skin      TEXT NOT NULL
                    CHECK (board_skin IN ('default', 'ruby', 'emerald', 'ivory', 'sapphire')),
    last_setup      TEXT NOT NULL -- GameSetup as JSON (serde's form)
) STRICT;

CREATE TABLE game (
    number          INTEGER PRIMARY KEY AUTOINCREMENT,
    kind            TEXT NOT NULL CHECK (kind IN ('dhayam', 'thayam', 'paramapadam')),
    opponent        TEXT NOT NULL
                    CHECK (opponent IN ('pass-and-play', 'easy', 'medium', 'hard')),
    -- NULL while the game is in play; reset and set-aside games count in no statistic.
    outcome         TEXT CHECK (outcome IN
                        ('won', 'lost', 'drawn', 'abandoned', 'reset', 'set-aside')),
    turns           INTEGER NOT NULL DEFAULT 0 CHECK (turns >= 0),
    cuts_made       INTEGER NOT NULL DEFAULT 0 CHECK (cuts_made >= 0),
    cuts_suffered   INTEGER NOT NULL DEFAULT 0 CHECK (cuts_suffered >= 0),
    throws_1        INTEGER NOT NULL DEFAULT 0 CHECK (throws_1 >= 0),
    throws_2        INTEGER NOT NULL DEFAULT 0 CHECK (throws_2 >= 0),
    throws_3        INTEGER NOT NULL DEFAULT 0 CHECK (throws_3 >= 0),
    throws_4        INTEGER NOT NULL DEFAULT 0 CHECK (throws_4 >= 0),
    throws_5        INTEGER NOT NULL DEFAULT 0 CHECK (throws_5 >= 0),
    throws_6        INTEGER NOT NULL DEFAULT 0 CHECK (throws_6 >= 0),
    throws_12       INTEGER NOT NULL DEFAULT 0 CHECK (throws_12 >= 0),
    started_at      INTEGER NOT NULL DEFAULT (unixepoch()),
    ended_at        INTEGER
) STRICT;

CREATE INDEX game_by_opponent ON game (kind, opponent, number);

CREATE TABLE saved_game (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    number          INTEGER NOT NULL UNIQUE REFERENCES game (number),
    format          INTEGER NOT NULL, -- 1: position notation + GameSetup JSON
    position        TEXT NOT NULL,    -- State::notation()
    setup           TEXT NOT NULL,    -- GameSetup as JSON (serde's form)
    saved_at        INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;

CREATE TABLE rejected_game (
    id              INTEGER PRIMARY KEY,
    number          INTEGER, -- the game's number, if the row had one
    format          ANY,
    position        ANY,
    setup           ANY,
    error           TEXT NOT NULL,
    rejected_at     INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
";
