//! The store under faults: a process killed in the middle of saving, damaged files, a garbage saved
//! game, a database from a newer version, a directory that can't be written and a full disk. Each
//! gives its typed error and loses no statistics.
//!
//! Two tests re-run this test binary as a child process (`std::env::current_exe()`), selecting
//! an ignored test by name and handing it a directory through an environment variable: the
//! child that saves in a loop until it is killed, and the child that opens a store as an
//! unprivileged user.
//!
//! The process is killed 200 times at full size (`DHAYAM_TEST_SIZE=full`, see `common/size.rs`)
//! and 40 times at the small size of `cargo test`.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::common;
use crate::store_support;

use std::io::{BufRead, BufReader};
use std::ops::ControlFlow;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use common::size;
use dhayam_core::{DATABASE_FILE, GameKind, GameSetup, Level, Store, StoreError};
use store_support::{
    Snapshot, act, paramapadam_against, play_out, snapshot, store_with_statistics,
};
use tempfile::TempDir;

fn database(dir: &TempDir) -> std::path::PathBuf {
    dir.path().join(DATABASE_FILE)
}

/// A small random number generator for the tests' delays and bytes.
struct XorShift(u64);

impl XorShift {
    fn new(seed: u64) -> Self {
        Self((seed ^ 0x2545_F491_4F6C_DD1D).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

// --- Killed while saving ------------------------------------------------------------------

const SAVING_CHILD_DIR: &str = "DHAYAM_STORE_SAVING_CHILD_DIR";

/// Games the saving loop plays, in turn: short ones, so that games also end (statistics) and
/// are abandoned between kills.
fn saving_loop_setup(game: u64) -> GameSetup {
    match game % 4 {
        0 | 2 => paramapadam_against(Level::Medium),
        1 => GameSetup::default_for(GameKind::Thayam),
        _ => GameSetup::default_for(GameKind::Dhayam),
    }
}

/// The saving loop: game after game (every third abandoned after 25 actions), autosaving after
/// every action. `committed(step, store)` is told after each committed write, step 0 being the
/// freshly opened store; it stops the loop by returning `Break`.
fn saving_loop(dir: &Path, mut committed: impl FnMut(u64, &mut Store) -> ControlFlow<()>) {
    let mut store = Store::open(dir).unwrap();
    let mut step = 0;
    if committed(step, &mut store).is_break() {
        return;
    }
    for number in 0.. {
        let mut game = store.start_game(saving_loop_setup(number), number).unwrap();
        step += 1;
        if committed(step, &mut store).is_break() {
            return;
        }
        for action in 0.. {
            act(&mut game, action);
            let ended = store.autosave(&mut game).unwrap().is_some();
            step += 1;
            if committed(step, &mut store).is_break() {
                return;
            }
            if ended || (number % 3 == 2 && action == 25) {
                break;
            }
        }
    }
}

/// Run as a child by [`a_process_killed_while_saving_leaves_the_last_committed_game`]: save
/// in a loop, printing each committed step, until killed.
#[test]
#[ignore = "a child process of the kill test"]
fn saving_child() {
    let Some(dir) = std::env::var_os(SAVING_CHILD_DIR) else {
        return;
    };
    saving_loop(Path::new(&dir), |step, _| {
        println!("committed {step}");
        ControlFlow::Continue(())
    });
}

/// What the store holds after `step` steps of the saving loop, replayed in a fresh directory.
fn replayed(steps: &[u64]) -> Vec<Snapshot> {
    let dir = TempDir::new().unwrap();
    let mut found = Vec::new();
    let last = *steps.iter().max().unwrap();
    saving_loop(dir.path(), |step, store| {
        if steps.contains(&step) {
            found.push(snapshot(store));
        }
        if step >= last {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found
}

/// The kill test's seed: `DHAYAM_KILL_SEED` to rerun one, otherwise a new one each run (from
/// the clock), printed so that a failure can be rerun exactly.
fn kill_seed() -> u64 {
    let seed = std::env::var("DHAYAM_KILL_SEED")
        .ok()
        .and_then(|seed| seed.parse().ok())
        .unwrap_or_else(|| {
            let nanos = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap()
                .as_nanos();
            nanos as u64 % 1_000_000_007
        });
    eprintln!("kill test seed {seed} (rerun with DHAYAM_KILL_SEED={seed})");
    seed
}

/// Kill the saving loop `kills` times, at delays drawn from `seed`, two children at a time;
/// after each kill the store must open and hold the last step the child committed (or the one
/// after it, committed without time to print). Returns how many kills landed in each phase.
fn kill_while_saving(kills: u64, seed: u64) -> [u64; 2] {
    let early = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|scope| {
        for lane in 0..2 {
            let early = &early;
            scope.spawn(move || {
                for run in (lane..kills).step_by(2) {
                    if kill_once(seed, run) {
                        early.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let early = early.into_inner();
    [early, kills - early]
}

/// One kill of the saving loop, run `run` of the test seeded `seed`; whether it landed before
/// the first committed game.
fn kill_once(seed: u64, run: u64) -> bool {
    let exe = std::env::current_exe().unwrap();
    let mut random = XorShift::new(seed ^ run.wrapping_mul(0xD1B5_4A32_D192_ED03));
    let dir = TempDir::new().unwrap();
    let mut child = Command::new(&exe)
        .args([
            "--ignored",
            "--exact",
            "store_faults::saving_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(SAVING_CHILD_DIR, dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let reader = std::thread::spawn(move || {
        stdout
            .lines()
            .map_while(Result::ok)
            .filter_map(|line| line.strip_prefix("committed ")?.parse::<u64>().ok())
            .last()
    });
    // Most kills land in the loop of saves; every fourth lands early, around the store's
    // creation and first game.
    let delay_ms = if run % 4 == 3 {
        random.next() % 40
    } else {
        40 + random.next() % 160
    };
    std::thread::sleep(Duration::from_millis(delay_ms));
    child.kill().unwrap(); // SIGKILL on Unix
    child.wait().unwrap();
    let last = reader.join().unwrap();
    let context = format!("seed {seed}, run {run}, killed {delay_ms} ms in, after step {last:?}");

    let mut store = Store::open(dir.path())
        .unwrap_or_else(|error| panic!("{context}: the store doesn't open: {error}"));
    let found = snapshot(&mut store);
    // The step printed last was committed; the one after it may have committed before the
    // kill, without time to print.
    let candidates = match last {
        None => vec![0, 1],
        Some(step) => vec![step, step + 1],
    };
    let expected = replayed(&candidates);
    assert!(
        expected.contains(&found),
        "{context}: the store holds neither candidate\nfound: {found:?}"
    );
    last.is_none_or(|step| step < 1)
}

#[test]
fn a_process_killed_while_saving_leaves_the_last_committed_game() {
    let kills = size::pick(40, 200);
    let [early, late] = kill_while_saving(kills, kill_seed());
    eprintln!("{kills} kills: {early} before the first game was committed, {late} after");
}

/// The same, a thousand times: `cargo test --release -p dhayam-core --test suite -- --ignored
/// --exact store_faults::a_thousand_kills_while_saving_lose_nothing --nocapture`.
#[test]
#[ignore = "about two minutes; run by hand (docs/RELIABILITY.md)"]
fn a_thousand_kills_while_saving_lose_nothing() {
    let [early, late] = kill_while_saving(1000, kill_seed());
    eprintln!("1000 kills: {early} before the first game was committed, {late} after");
}

// --- Damaged files ----------------------------------------------------------------------

fn assert_corrupt(result: Result<Store, StoreError>) {
    match result {
        Err(StoreError::Corrupt { .. }) => {}
        Err(other) => panic!("expected a corrupt-store error, got {other:?}"),
        Ok(_) => panic!("expected a corrupt-store error, the store opened"),
    }
}

#[test]
fn a_truncated_database_is_refused_as_corrupt_and_left_untouched() {
    let (dir, held) = store_with_statistics();
    let path = database(&dir);
    let whole = std::fs::read(&path).unwrap();
    assert!(whole.len() > 3 * 4096, "a store of several pages");
    for length in [60, 4096, whole.len() / 2, whole.len() - 4096] {
        std::fs::write(&path, &whole[..length]).unwrap();
        assert_corrupt(Store::open(dir.path()));
        assert_eq!(
            std::fs::read(&path).unwrap(),
            &whole[..length],
            "cut at {length}: unchanged"
        );
    }
    std::fs::write(&path, &whole).unwrap();
    assert_eq!(snapshot(&mut Store::open(dir.path()).unwrap()), held);
}

/// Every length from an empty file to the first two pages of a store holding a game and
/// statistics: each is refused as corrupt and left byte for byte as it was — never taken for a
/// first run and overwritten.
#[test]
fn a_database_cut_at_any_length_in_its_first_two_pages_is_refused_and_left_untouched() {
    let (dir, held) = store_with_statistics();
    let path = database(&dir);
    let whole = std::fs::read(&path).unwrap();
    assert!(whole.len() > 2 * 4096, "a store of more than two pages");
    for length in 0..=2 * 4096 {
        let cut = &whole[..length];
        std::fs::write(&path, cut).unwrap();
        match Store::open(dir.path()) {
            Err(StoreError::Corrupt { .. }) => {}
            other => panic!("cut at {length}: expected a corrupt store, got {other:?}"),
        }
        assert!(
            std::fs::read(&path).unwrap() == cut,
            "cut at {length}: the file changed"
        );
    }
    std::fs::write(&path, &whole).unwrap();
    assert_eq!(snapshot(&mut Store::open(dir.path()).unwrap()), held);
}

#[test]
fn an_empty_or_one_byte_database_is_corrupt_not_a_first_run() {
    for bytes in [&b""[..], b"S", b"\0"] {
        let dir = TempDir::new().unwrap();
        std::fs::write(database(&dir), bytes).unwrap();
        assert_corrupt(Store::open(dir.path()));
        assert_eq!(std::fs::read(database(&dir)).unwrap(), bytes);
        assert!(
            matches!(
                Store::set_aside_damaged(dir.path()),
                Ok(aside) if std::fs::read(&aside).unwrap() == bytes
            ),
            "a damaged store can be set aside, kept as it was"
        );
        Store::open(dir.path()).unwrap();
    }
}

/// A process killed while building a new store leaves the store under its temporary name; the
/// next start builds it again and doesn't mistake the leftover for a store.
#[test]
fn a_store_whose_creation_was_cut_short_is_built_afresh() {
    let dir = TempDir::new().unwrap();
    std::fs::write(
        dir.path().join("dhayam.sqlite3.new"),
        b"SQLite format 3\0half",
    )
    .unwrap();
    std::fs::write(dir.path().join("dhayam.sqlite3.new-journal"), b"junk").unwrap();
    let mut store = Store::open(dir.path()).unwrap();
    assert!(store.saved_game().unwrap().is_none());
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.contains(".new"))
        .collect();
    assert!(left.is_empty(), "leftovers removed: {left:?}");
}

#[test]
fn a_file_of_random_bytes_is_refused_as_corrupt_and_left_untouched() {
    let dir = TempDir::new().unwrap();
    let mut random = XorShift::new(2);
    let bytes: Vec<u8> = (0..20_000).map(|_| random.next() as u8).collect();
    std::fs::write(database(&dir), &bytes).unwrap();
    assert_corrupt(Store::open(dir.path()));
    assert_eq!(std::fs::read(database(&dir)).unwrap(), bytes);
}

#[test]
fn another_sqlite_database_is_not_taken_for_a_store() {
    let dir = TempDir::new().unwrap();
    let conn = rusqlite::Connection::open(database(&dir)).unwrap();
    conn.execute_batch("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine');")
        .unwrap();
    drop(conn);
    assert_corrupt(Store::open(dir.path()));
}

#[test]
fn a_damaged_database_can_be_set_aside_for_a_fresh_store() {
    let (dir, _) = store_with_statistics();
    let whole = std::fs::read(database(&dir)).unwrap();
    std::fs::write(database(&dir), &whole[..whole.len() / 2]).unwrap();
    assert_corrupt(Store::open(dir.path()));
    let aside = Store::set_aside_damaged(dir.path()).unwrap();
    assert_eq!(
        std::fs::read(&aside).unwrap(),
        &whole[..whole.len() / 2],
        "kept as it was"
    );
    let mut store = Store::open(dir.path()).unwrap();
    assert!(store.saved_game().unwrap().is_none());
}

// --- A garbage saved game ---------------------------------------------------------------

/// Ways to spoil the saved game's row, each with a word its rejection must mention.
const GARBAGE: [(&str, &str); 6] = [
    (
        "UPDATE saved_game SET position = 'thayam 1\nthis is not a position'",
        "position",
    ),
    (
        "UPDATE saved_game SET position = CAST(X'FF00FE' AS TEXT)",
        "UTF-8",
    ),
    ("UPDATE saved_game SET setup = '{\"seats\": 3}'", "setup"),
    ("UPDATE saved_game SET format = 99", "format 99"),
    (
        "UPDATE saved_game SET position = replace(position, 'thayam 1', 'dhayam 1')",
        "position",
    ),
    (
        "UPDATE saved_game SET setup = (SELECT last_setup FROM settings)",
        "different game or rules",
    ),
];

#[test]
fn a_garbage_saved_game_is_set_aside_and_statistics_are_kept() {
    for (spoil, mention) in GARBAGE {
        let (dir, held) = store_with_statistics();
        let conn = rusqlite::Connection::open(database(&dir)).unwrap();
        let settings = dhayam_core::Settings {
            last_setup: paramapadam_against(Level::Hard),
            ..dhayam_core::Settings::default()
        };
        Store::open(dir.path())
            .unwrap()
            .set_settings(&settings)
            .unwrap();
        let original: String = conn
            .query_row("SELECT CAST(position AS BLOB) FROM saved_game", [], |row| {
                row.get::<_, Vec<u8>>(0)
                    .map(|b| String::from_utf8_lossy(&b).into_owned())
            })
            .unwrap();
        conn.execute_batch(spoil).unwrap();
        drop(conn);

        let mut store = Store::open(dir.path()).unwrap();
        let number = held.saved.as_ref().unwrap().0;
        match store.saved_game() {
            Err(StoreError::SavedGameRejected { number: n, reason }) => {
                assert_eq!(n, number);
                assert!(reason.contains(mention), "{spoil}: {reason}");
            }
            other => panic!("{spoil}: expected the saved game rejected, got {other:?}"),
        }
        let rejected = store.rejected_games().unwrap();
        assert_eq!(rejected.len(), 1);
        assert_eq!(rejected[0].number, Some(number));
        if spoil.contains("format") || spoil.contains("setup =") {
            assert_eq!(
                rejected[0].position, original,
                "the text is kept for a bug report"
            );
        }
        assert!(
            store.saved_game().unwrap().is_none(),
            "the app goes on without it"
        );
        assert_eq!(store.all_statistics().unwrap(), held.statistics, "{spoil}");
        let mut next = store
            .start_game(GameSetup::default_for(GameKind::Dhayam), 1)
            .unwrap();
        act(&mut next, 0);
        store.autosave(&mut next).unwrap();
        drop(store);
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(
            store.all_statistics().unwrap(),
            held.statistics,
            "not counted as abandoned"
        );
        assert_eq!(store.rejected_games().unwrap().len(), 1);
    }
}

#[test]
fn a_garbage_saved_game_under_a_new_game_is_set_aside_not_abandoned() {
    let (dir, held) = store_with_statistics();
    let conn = rusqlite::Connection::open(database(&dir)).unwrap();
    conn.execute_batch(GARBAGE[0].0).unwrap();
    drop(conn);
    let mut store = Store::open(dir.path()).unwrap();
    store
        .start_game(GameSetup::default_for(GameKind::Thayam), 2)
        .unwrap();
    assert_eq!(store.all_statistics().unwrap(), held.statistics);
    assert_eq!(store.rejected_games().unwrap().len(), 1);
}

// --- Settings that can't be read, or can't start a game ---------------------------------

/// Spoil one setting in the closed store at `dir` with raw SQL.
fn spoil_settings(dir: &TempDir, sql: &str) {
    let conn = rusqlite::Connection::open(database(dir)).unwrap();
    conn.execute_batch(sql).unwrap();
}

#[test]
fn a_remembered_setup_that_isnt_utf8_gives_way_to_the_default_and_is_reported() {
    let (dir, held) = store_with_statistics();
    spoil_settings(
        &dir,
        "UPDATE settings SET last_setup = CAST(X'7B22FF22' AS TEXT)",
    );
    let quick_check: String = rusqlite::Connection::open(database(&dir))
        .unwrap()
        .query_row("PRAGMA quick_check", [], |row| row.get(0))
        .unwrap();
    assert_eq!(quick_check, "ok", "the file itself is healthy");
    let mut store = Store::open(dir.path()).unwrap();
    let settings = store.settings().unwrap();
    assert_eq!(
        settings.last_setup,
        dhayam_core::Settings::default().last_setup
    );
    assert_eq!(store.unreadable_settings().unwrap(), ["last_setup"]);
    assert_eq!(snapshot(&mut store), held, "nothing else lost");
    let game = store.start_game(settings.last_setup, 3).unwrap();
    assert!(game.state().to_act().is_some(), "a new game starts");
    assert!(
        store.unreadable_settings().unwrap().is_empty(),
        "and repairs it"
    );
}

/// The remembered setup is the one free-text setting (the others are held to their spellings
/// by the schema's checks, which the open's `quick_check` verifies): whatever is in it that
/// can't start a game gives way to the default setup.
#[test]
fn every_unreadable_remembered_setup_gives_way_to_the_default() {
    let mut players_255 = GameSetup::default_for(GameKind::Thayam);
    if let dhayam_core::GameRules::Race { rules } = &mut players_255.rules {
        rules.players = 255;
    }
    let players_255 = serde_json::to_string(&players_255).unwrap();
    let spoilt = [
        "CAST(X'FF' AS TEXT)".to_owned(),
        "'{\"seats\": 3}'".to_owned(),
        "''".to_owned(),
        format!("'{players_255}'"),
    ];
    for value in spoilt {
        let dir = TempDir::new().unwrap();
        let settings = dhayam_core::Settings {
            sound: false,
            language: dhayam_core::Language::Tamil,
            last_setup: GameSetup::default_for(GameKind::Paramapadam),
            ..dhayam_core::Settings::default()
        };
        Store::open(dir.path())
            .unwrap()
            .set_settings(&settings)
            .unwrap();
        spoil_settings(&dir, &format!("UPDATE settings SET last_setup = {value}"));
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(
            store.settings().unwrap(),
            dhayam_core::Settings {
                last_setup: dhayam_core::Settings::default().last_setup,
                ..settings
            },
            "{value}"
        );
        assert_eq!(store.unreadable_settings().unwrap(), ["last_setup"]);
    }
}

/// A digit changed inside the remembered setup leaves it a setup that could start a game, and
/// passes SQLite's checks: its checksum finds it, and it gives way to the default like any
/// unreadable setup, the other settings kept.
#[test]
fn a_changed_digit_in_the_remembered_setup_is_found_by_its_checksum() {
    let dir = TempDir::new().unwrap();
    // Traditional Dhayam: twelve coins each.
    let twelve = GameSetup::default_for(GameKind::Dhayam);
    assert!(matches!(&twelve.rules, dhayam_core::GameRules::Race { rules } if rules.coins == 12));
    let settings = dhayam_core::Settings {
        sound: false,
        last_setup: twelve,
        ..dhayam_core::Settings::default()
    };
    Store::open(dir.path())
        .unwrap()
        .set_settings(&settings)
        .unwrap();
    spoil_settings(
        &dir,
        "UPDATE settings SET last_setup = replace(last_setup, '\"coins\":12', '\"coins\":10')",
    );
    let spoilt: String = rusqlite::Connection::open(database(&dir))
        .unwrap()
        .query_row("SELECT last_setup FROM settings", [], |row| row.get(0))
        .unwrap();
    let ten: GameSetup = serde_json::from_str(&spoilt).unwrap();
    assert!(
        ten.validate().is_ok(),
        "ten coins would start a game: {spoilt}"
    );
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(
        store.settings().unwrap(),
        dhayam_core::Settings {
            last_setup: dhayam_core::Settings::default().last_setup,
            ..settings
        }
    );
    assert_eq!(store.unreadable_settings().unwrap(), ["last_setup"]);
}

/// A saved game whose position had a digit changed still reads as a game, but not the one
/// written: its checksum finds it, and it is set aside, kept for a bug report.
#[test]
fn a_changed_digit_in_the_saved_game_is_found_by_its_checksum_and_set_aside() {
    let (dir, held) = store_with_statistics();
    let conn = rusqlite::Connection::open(database(&dir)).unwrap();
    let position: String = conn
        .query_row("SELECT position FROM saved_game", [], |row| row.get(0))
        .unwrap();
    // Another seed for the sticks: the same game, but not the one saved.
    let spoilt = position
        .lines()
        .map(
            |line| match line.strip_prefix("sticks ").and_then(|s| s.split_once(' ')) {
                Some((seed, drawn)) => {
                    format!("sticks {} {drawn}", seed.parse::<u64>().unwrap() ^ 1)
                }
                None => line.to_owned(),
            },
        )
        .collect::<Vec<_>>()
        .join("\n");
    assert_ne!(
        spoilt, position,
        "the position has a sticks line:\n{position}"
    );
    assert!(
        dhayam_core::State::from_notation(&spoilt).is_ok(),
        "it still reads as a game"
    );
    conn.execute("UPDATE saved_game SET position = ?1", [&spoilt])
        .unwrap();
    drop(conn);
    let mut store = Store::open(dir.path()).unwrap();
    match store.saved_game() {
        Err(StoreError::SavedGameRejected { reason, .. }) => {
            assert!(reason.contains("checksum"), "{reason}");
        }
        other => panic!("expected the saved game set aside, got {other:?}"),
    }
    assert_eq!(store.rejected_games().unwrap().len(), 1);
    assert_eq!(store.all_statistics().unwrap(), held.statistics);
}

#[test]
fn settings_whose_last_setup_cannot_start_a_game_are_refused() {
    let (dir, held) = store_with_statistics();
    let mut store = Store::open(dir.path()).unwrap();
    let before = store.settings().unwrap();
    let mut players_255 = GameSetup::default_for(GameKind::Thayam);
    if let dhayam_core::GameRules::Race { rules } = &mut players_255.rules {
        rules.players = 255;
    }
    let mut coins_255 = GameSetup::default_for(GameKind::Dhayam);
    if let dhayam_core::GameRules::Race { rules } = &mut coins_255.rules {
        rules.coins = 255;
    }
    for last_setup in [players_255, coins_255] {
        let settings = dhayam_core::Settings {
            last_setup,
            sound: !before.sound,
            ..before.clone()
        };
        assert!(matches!(
            store.set_settings(&settings),
            Err(StoreError::Setup(_))
        ));
        assert_eq!(store.settings().unwrap(), before, "unchanged");
    }
    assert_eq!(snapshot(&mut store), held);
}

// --- A newer database -------------------------------------------------------------------

#[test]
fn a_database_from_a_newer_version_is_refused_and_left_untouched() {
    let (dir, held) = store_with_statistics();
    let set_version = |version: i64| {
        let conn = rusqlite::Connection::open(database(&dir)).unwrap();
        conn.pragma_update(None, "user_version", version).unwrap();
    };
    set_version(4);
    let bytes = std::fs::read(database(&dir)).unwrap();
    match Store::open(dir.path()) {
        Err(StoreError::NewerVersion {
            found: 4,
            supported: 3,
        }) => {}
        other => panic!("expected a newer-version error, got {other:?}"),
    }
    assert_eq!(
        std::fs::read(database(&dir)).unwrap(),
        bytes,
        "the file is unchanged"
    );
    set_version(3);
    assert_eq!(snapshot(&mut Store::open(dir.path()).unwrap()), held);
}

// --- A directory that can't be written ------------------------------------------------

fn assert_unwritable(result: Result<Store, StoreError>) {
    match result {
        Err(StoreError::Unwritable { .. }) => {}
        Err(other) => panic!("expected an unwritable-store error, got {other:?}"),
        Ok(_) => panic!("expected an unwritable-store error, the store opened"),
    }
}

/// Works as any user, root included: no directory can be made under a regular file.
#[test]
fn a_store_directory_that_cant_be_created_is_unwritable() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a directory").unwrap();
    assert_unwritable(Store::open(file.join("store")));
}

const READ_ONLY_CHILD_DIR: &str = "DHAYAM_STORE_READ_ONLY_CHILD_DIR";
const UNPRIVILEGED: &str = "65534"; // nobody

/// Run by [`a_read_only_directory_is_unwritable_and_its_statistics_kept`] as a user who may
/// read the store's directory but not write it: opening the existing store and creating a new
/// one next to it must both fail as unwritable.
#[test]
#[ignore = "a child process of the read-only test"]
fn read_only_child() {
    let Some(dir) = std::env::var_os(READ_ONLY_CHILD_DIR) else {
        return;
    };
    let dir = Path::new(&dir);
    assert_unwritable(Store::open(dir.join("existing")));
    assert_unwritable(Store::open(dir.join("empty")));
    println!("both unwritable");
}

/// Root writes through any file mode, so as root the check runs in a child process that has
/// dropped to an unprivileged user (with util-linux's `setpriv`); as anyone else, plain file
/// modes make the directory read-only.
#[test]
fn a_read_only_directory_is_unwritable_and_its_statistics_kept() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, held) = store_with_statistics();
    let parent = TempDir::new().unwrap();
    let existing = parent.path().join("existing");
    std::fs::rename(dir.path(), &existing).unwrap();
    let empty = parent.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let mode = |path: &Path, mode: u32| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    };
    for path in [parent.path(), &existing, &empty] {
        mode(path, 0o755);
    }
    for entry in std::fs::read_dir(&existing).unwrap() {
        mode(&entry.unwrap().path(), 0o644);
    }
    let root = std::fs::metadata("/proc/self").map(|m| {
        use std::os::unix::fs::MetadataExt;
        m.uid() == 0
    });
    if root.unwrap_or(false) {
        let exe = std::env::current_exe().unwrap();
        let output = Command::new("setpriv")
            .args([
                "--reuid",
                UNPRIVILEGED,
                "--regid",
                UNPRIVILEGED,
                "--clear-groups",
            ])
            .arg(&exe)
            .args([
                "--ignored",
                "--exact",
                "store_faults::read_only_child",
                "--nocapture",
            ])
            .env(READ_ONLY_CHILD_DIR, parent.path())
            .output()
            .expect("setpriv (util-linux) runs the check as an unprivileged user");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && stdout.contains("both unwritable"),
            "the unprivileged child: {stdout}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    } else {
        mode(&existing, 0o555);
        mode(&empty, 0o555);
        assert_unwritable(Store::open(&existing));
        assert_unwritable(Store::open(&empty));
        mode(&existing, 0o755);
    }
    assert_eq!(snapshot(&mut Store::open(&existing).unwrap()), held);
    std::fs::rename(&existing, dir.path()).unwrap();
}

// --- A full disk ------------------------------------------------------------------------

#[test]
fn a_full_disk_fails_the_write_and_keeps_everything_before_it() {
    let (dir, _) = store_with_statistics();
    let mut store = Store::open(dir.path()).unwrap();
    let pages = store.pages().unwrap();
    assert_eq!(store.limit_pages(pages).unwrap(), pages);
    let mut held = snapshot(&mut store);
    let mut full = None;
    for seed in 0..10_000 {
        match store.start_game(paramapadam_against(Level::Hard), seed) {
            Ok(_) => held = snapshot(&mut store),
            Err(error) => {
                full = Some(error);
                break;
            }
        }
    }
    assert!(matches!(full, Some(StoreError::DiskFull)), "got {full:?}");
    assert_eq!(
        snapshot(&mut store),
        held,
        "the failed write changed nothing"
    );
    assert!(held.statistics.iter().map(|s| s.abandoned).sum::<u32>() > 1);
    let mut game = store.saved_game().unwrap().unwrap();
    for step in 0..5 {
        act(&mut game, step);
        store.autosave(&mut game).unwrap();
    }
    let held = snapshot(&mut store);
    drop(store);
    let mut store = Store::open(dir.path()).unwrap();
    assert_eq!(snapshot(&mut store), held);
    store
        .start_game(paramapadam_against(Level::Hard), 1)
        .unwrap();
}

/// A real full file system: a small tmpfs, mounted for the test (it needs root; without root the
/// test says so and passes, except under CI, where root is there and a skip would hide a gap).
struct Tmpfs {
    dir: TempDir,
}

impl Tmpfs {
    /// Mount a tmpfs with `options` (`size=1m`, `ro`, …).
    fn mount(options: &str) -> Option<Self> {
        let dir = TempDir::new().unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", options, "dhayam-test"])
            .arg(dir.path())
            .output();
        match mounted {
            Ok(output) if output.status.success() => Some(Self { dir }),
            outcome => {
                let why = match outcome {
                    Ok(output) => String::from_utf8_lossy(&output.stderr).into_owned(),
                    Err(error) => error.to_string(),
                };
                let ci = std::env::var("CI").is_ok_and(|ci| ci == "true");
                assert!(
                    !(ci && is_root()),
                    "under CI as root the tmpfs must mount: {why}"
                );
                eprintln!("skipped: a tmpfs can't be mounted here ({why}); run as root");
                None
            }
        }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Fill what is left of the file system: its blocks with one file, then its inodes with
    /// empty ones, all in the directory `name`; returns that directory.
    fn fill(&self, name: &str) -> std::path::PathBuf {
        use std::io::Write;
        let filler = self.path().join(name);
        let Ok(mut file) = std::fs::create_dir(&filler)
            .and_then(|()| std::fs::File::create(filler.join("blocks")))
        else {
            return filler; // not even an inode left: full already
        };
        let block = vec![0xA5u8; 4096];
        while file.write_all(&block).is_ok() {}
        // Whatever fit in part of a block, too.
        while file.write_all(&block[..1]).is_ok() {}
        for n in 0..100_000 {
            if std::fs::File::create(filler.join(n.to_string())).is_err() {
                break;
            }
        }
        filler
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.dir.path()).status();
    }
}

fn is_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

/// Play on through a store on a tmpfs that fills up: the write that hits the full disk fails
/// as [`StoreError::DiskFull`] and changes nothing; so does opening the store while the disk is
/// full; once space is freed, everything committed before is there.
#[test]
fn a_real_full_file_system_fails_as_disk_full_and_loses_nothing() {
    let Some(fs) = Tmpfs::mount("size=4m,nr_inodes=64") else {
        return;
    };
    let dir = fs.path().join("store");
    let mut store = Store::open(&dir).unwrap();
    let mut game = store
        .start_game(paramapadam_against(Level::Easy), 5)
        .unwrap();
    play_out(&mut store, &mut game);
    let mut game = store
        .start_game(GameSetup::default_for(GameKind::Thayam), 7)
        .unwrap();
    for step in 0..20 {
        act(&mut game, step);
        store.autosave(&mut game).unwrap();
    }
    let filler = fs.fill("filler");
    // Saves go on until the WAL can't grow (it reuses its space after checkpoints, so some fit).
    let mut held = snapshot(&mut store);
    let mut failed = None;
    for step in 20..100_000 {
        let mut next = game.clone();
        act(&mut next, step);
        match store.autosave(&mut next) {
            Ok(None) => {
                game = next;
                held = snapshot(&mut store);
            }
            Ok(Some(_)) => {
                game = store
                    .start_game(GameSetup::default_for(GameKind::Thayam), step as u64)
                    .unwrap();
                held = snapshot(&mut store);
            }
            Err(error) => {
                failed = Some(error);
                break;
            }
        }
    }
    assert!(
        matches!(failed, Some(StoreError::DiskFull)),
        "the write that hit the full disk: {failed:?}"
    );
    assert_eq!(
        snapshot(&mut store),
        held,
        "the failed write changed nothing"
    );
    drop(store);
    // Closing the store removed its WAL and so freed some space: take that too.
    let more = fs.fill("more");
    let database = std::fs::read(dir.join(DATABASE_FILE)).unwrap();
    // Opening writes nothing to a store at the current version (and keeps no shared-memory
    // file, which once made this a "disk I/O error"): it opens, and its first write is DiskFull.
    match Store::open(&dir) {
        Ok(mut store) => {
            assert_eq!(snapshot(&mut store), held);
            let failed = store.start_game(paramapadam_against(Level::Easy), 1);
            assert!(matches!(failed, Err(StoreError::DiskFull)), "{failed:?}");
            assert_eq!(snapshot(&mut store), held);
        }
        Err(StoreError::DiskFull) => {}
        Err(other) => panic!("opening on a full disk: expected DiskFull, got {other:?}"),
    }
    assert_eq!(
        std::fs::read(dir.join(DATABASE_FILE)).unwrap(),
        database,
        "unchanged by the open"
    );
    std::fs::remove_dir_all(filler).unwrap();
    let _ = std::fs::remove_dir_all(more); // there may have been no room to make it
    let mut store = Store::open(&dir).unwrap();
    assert_eq!(snapshot(&mut store), held);
    act(&mut game, 0);
    let mut resumed = store.saved_game().unwrap().unwrap();
    act(&mut resumed, 0);
    store.autosave(&mut resumed).unwrap();
}

/// A new store on a full file system: refused as a full disk, and nothing half-made is left to
/// be taken for a store later.
#[test]
fn a_new_store_on_a_full_file_system_is_disk_full_and_leaves_nothing() {
    let Some(fs) = Tmpfs::mount("size=1m,nr_inodes=64") else {
        return;
    };
    let dir = fs.path().join("store");
    std::fs::create_dir(&dir).unwrap();
    std::fs::write(dir.join(dhayam_core::LOCK_FILE), b"").unwrap();
    let filler = fs.fill("filler");
    match Store::open(&dir) {
        Err(StoreError::DiskFull) => {}
        other => panic!("expected DiskFull, got {other:?}"),
    }
    assert!(!dir.join(DATABASE_FILE).exists());
    std::fs::remove_dir_all(filler).unwrap();
    Store::open(&dir).unwrap();
}

/// Exclusive locking keeps SQLite's WAL index in memory: there is no `-shm` file for a full
/// disk or another process to spoil under the app (which once crashed with SIGBUS).
#[test]
fn an_open_store_keeps_no_shared_memory_file() {
    let dir = TempDir::new().unwrap();
    let mut store = Store::open(dir.path()).unwrap();
    let mut game = store
        .start_game(GameSetup::default_for(GameKind::Dhayam), 1)
        .unwrap();
    act(&mut game, 0);
    store.autosave(&mut game).unwrap();
    assert!(dir.path().join(format!("{DATABASE_FILE}-wal")).exists());
    assert!(!dir.path().join(format!("{DATABASE_FILE}-shm")).exists());
}

/// A file system mounted read-only (as a damaged SD card or a full-disk-encryption failure
/// leaves one): unwritable, whoever runs the app — root included.
#[test]
fn a_store_on_a_read_only_file_system_is_unwritable() {
    let Some(fs) = Tmpfs::mount("ro") else {
        return;
    };
    assert_unwritable(Store::open(fs.path()));
}
