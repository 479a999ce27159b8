//! One writer: a store directory is written by one [`Store`] at a time — a second opener, in this
//! process or another, is refused as in use — and an older copy of the saved game can't overwrite a
//! newer save. A store that opens is never set aside.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::store_support;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

use dhayam_core::{DATABASE_FILE, GameKind, GameSetup, Store, StoreError};
use store_support::{act, snapshot, store_with_statistics};
use tempfile::TempDir;

/// A store with statistics and a game in progress.
fn store_with_a_game() -> TempDir {
    store_with_statistics().0
}

fn files_of(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            let name = entry.file_name().into_string().unwrap();
            (name, std::fs::read(entry.path()).unwrap())
        })
        .collect();
    files.sort();
    files
}

fn assert_in_use<T: std::fmt::Debug>(result: Result<T, StoreError>) {
    match result {
        Err(StoreError::InUse { .. }) => {}
        other => panic!("expected the store in use, got {other:?}"),
    }
}

#[test]
fn a_second_store_on_the_same_directory_is_refused_as_in_use() {
    let dir = store_with_a_game();
    let mut first = Store::open(dir.path()).unwrap();
    let held = snapshot(&mut first);
    assert_in_use(Store::open(dir.path()));
    assert_eq!(snapshot(&mut first), held, "the first store goes on");
    drop(first);
    assert_eq!(snapshot(&mut Store::open(dir.path()).unwrap()), held);
}

const HOLDING_CHILD_DIR: &str = "DHAYAM_STORE_HOLDING_CHILD_DIR";

/// Run by [`a_store_another_process_holds_is_in_use_until_that_process_dies`]: open the store,
/// say so, and hold it until killed.
#[test]
#[ignore = "a child process of the other-process test"]
fn holding_child() {
    let Some(dir) = std::env::var_os(HOLDING_CHILD_DIR) else {
        return;
    };
    let _store = Store::open(dir).unwrap();
    println!("open");
    std::thread::sleep(std::time::Duration::from_secs(60));
}

#[test]
fn a_store_another_process_holds_is_in_use_until_that_process_dies() {
    let dir = store_with_a_game();
    let held = snapshot(&mut Store::open(dir.path()).unwrap());
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "store_one_writer::holding_child",
            "--nocapture",
        ])
        .env(HOLDING_CHILD_DIR, dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // The test harness prints its own lines first.
    let opened = BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map_while(Result::ok)
        .any(|line| line == "open");
    assert!(opened, "the child opened the store");
    assert_in_use(Store::open(dir.path()));
    assert_in_use(Store::set_aside_damaged(dir.path()));
    child.kill().unwrap(); // SIGKILL: the kernel releases its lock
    child.wait().unwrap();
    assert_eq!(snapshot(&mut Store::open(dir.path()).unwrap()), held);
}

/// Two copies of the saved game (two `saved_game` calls, as two handles in an app): once one
/// has saved, the other is stale; its save is refused and the newer save, with its tally,
/// stays.
#[test]
fn a_stale_copy_of_the_saved_game_cannot_overwrite_a_newer_save() {
    let dir = store_with_a_game();
    let mut store = Store::open(dir.path()).unwrap();
    let mut first = store.saved_game().unwrap().unwrap();
    let mut second = store.saved_game().unwrap().unwrap();
    for step in 0..6 {
        act(&mut first, step);
        store.autosave(&mut first).unwrap();
    }
    let held = snapshot(&mut store);
    act(&mut second, 1);
    match store.autosave(&mut second) {
        Err(StoreError::StaleGame { number }) => assert_eq!(number, first.number()),
        other => panic!("expected the stale copy refused, got {other:?}"),
    }
    assert_eq!(
        snapshot(&mut store),
        held,
        "the newer save and its tally stay"
    );
    act(&mut first, 7);
    store.autosave(&mut first).unwrap();
    // A copy read after the last save is current.
    let mut third = store.saved_game().unwrap().unwrap();
    assert_eq!(third.state(), first.state());
    act(&mut third, 0);
    store.autosave(&mut third).unwrap();
}

#[test]
fn a_copy_of_a_game_that_was_replaced_is_not_the_saved_game() {
    let dir = store_with_a_game();
    let mut store = Store::open(dir.path()).unwrap();
    let mut old = store.saved_game().unwrap().unwrap();
    store
        .start_game(GameSetup::default_for(GameKind::Thayam), 2)
        .unwrap();
    act(&mut old, 0);
    assert!(matches!(
        store.autosave(&mut old),
        Err(StoreError::NotTheSavedGame { .. })
    ));
}

/// Setting aside is for a store that failed to open as damaged: an open store, a healthy one,
/// a missing one and one from a newer version all stay where they are, byte for byte.
#[test]
fn a_store_that_opens_is_never_set_aside() {
    let dir = store_with_a_game();
    let store = Store::open(dir.path()).unwrap();
    assert_in_use(Store::set_aside_damaged(dir.path()));
    drop(store);
    let before = files_of(dir.path());
    let not_damaged = |dir: &Path| match Store::set_aside_damaged(dir) {
        Err(StoreError::NotDamaged { .. }) => {}
        other => panic!("expected a healthy store kept, got {other:?}"),
    };
    not_damaged(dir.path());
    assert_eq!(files_of(dir.path()), before, "nothing moved or changed");

    let empty = TempDir::new().unwrap();
    not_damaged(empty.path());

    rusqlite::Connection::open(dir.path().join(DATABASE_FILE))
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let newer = files_of(dir.path());
    not_damaged(dir.path());
    assert_eq!(files_of(dir.path()), newer);
}
