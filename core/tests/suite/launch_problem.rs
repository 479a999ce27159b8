//! A store that won't open at launch is worded by the core, one line for each thing the player
//! can do about it: update the app, make room, close the other copy, or — storage that can't be
//! written, or anything else — the line that says so.

#![allow(clippy::unwrap_used, clippy::panic)]

use std::path::PathBuf;

use dhayam_core::app::{Text, launch_problem};
use dhayam_core::{DATABASE_FILE, Store, StoreError};
use tempfile::TempDir;

/// The error opening the store in `dir` gives.
fn open_error(dir: &TempDir) -> StoreError {
    match Store::open(dir.path()) {
        Err(error) => error,
        Ok(_) => panic!("expected the store not to open"),
    }
}

#[test]
fn a_store_from_a_newer_version_asks_for_an_update() {
    let dir = TempDir::new().unwrap();
    drop(Store::open(dir.path()).unwrap());
    rusqlite::Connection::open(dir.path().join(DATABASE_FILE))
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let error = open_error(&dir);
    assert!(
        matches!(error, StoreError::NewerVersion { .. }),
        "{error:?}"
    );
    assert_eq!(launch_problem(&error), Text::plain("launch_newer_version"));
}

#[test]
fn a_store_another_copy_holds_asks_to_close_it() {
    let dir = TempDir::new().unwrap();
    let _first = Store::open(dir.path()).unwrap();
    let error = open_error(&dir);
    assert!(matches!(error, StoreError::InUse { .. }), "{error:?}");
    assert_eq!(launch_problem(&error), Text::plain("launch_in_use"));
}

#[test]
fn storage_that_cant_be_written_says_so() {
    let error = StoreError::Unwritable {
        path: PathBuf::from("/data/dhayam"),
        detail: "permission denied".into(),
    };
    assert_eq!(launch_problem(&error), Text::plain("launch_unwritable"));
}

#[test]
fn a_full_device_asks_for_space() {
    assert_eq!(
        launch_problem(&StoreError::DiskFull),
        Text::plain("launch_disk_full")
    );
}

#[test]
fn anything_else_has_the_general_line() {
    let dir = TempDir::new().unwrap();
    std::fs::write(
        dir.path().join(DATABASE_FILE),
        b"not a database, not at all",
    )
    .unwrap();
    let damaged = open_error(&dir);
    assert!(matches!(damaged, StoreError::Corrupt { .. }), "{damaged:?}");
    let database = StoreError::Database {
        detail: "disk I/O error".into(),
    };
    for error in [damaged, database] {
        assert_eq!(launch_problem(&error), Text::plain("launch_failed"));
    }
}

#[test]
fn no_line_shows_the_error_itself() {
    let error = StoreError::Unwritable {
        path: PathBuf::from("/data/dhayam"),
        detail: "permission denied".into(),
    };
    let text = launch_problem(&error);
    assert!(text.args.is_empty() && text.more.is_empty(), "{text:?}");
}
