//! Why the app can't open, through the bindings: each store error a launch can meet becomes the
//! core's key for the player's words, never the error's own message.

use dhayam_ffi::{AppHandle, DhayamError, Text, launch_problem};

/// The one sentence `key`, with nothing to fill in.
fn says(key: &'static str) -> Text {
    Text::plain(key)
}

fn open(dir: &tempfile::TempDir) -> Result<std::sync::Arc<AppHandle>, DhayamError> {
    AppHandle::open(dir.path().display().to_string(), false)
}

/// The store in `dir` as a newer version of the app leaves it: SQLite's `user_version`, which
/// the store's schema version is, is the big-endian word at byte 60 of the database header.
fn make_newer(dir: &tempfile::TempDir) {
    let file = dir.path().join(dhayam_core::DATABASE_FILE);
    let mut bytes = std::fs::read(&file).expect("the database");
    bytes[60..64].copy_from_slice(&99_u32.to_be_bytes());
    std::fs::write(&file, bytes).expect("the database written");
}

#[test]
fn a_store_from_a_newer_version_asks_for_an_update() {
    let dir = tempfile::tempdir().expect("a directory");
    drop(open(&dir).expect("the store opens"));
    make_newer(&dir);
    let error = open(&dir).err().expect("a newer store is refused");
    assert!(
        matches!(error, DhayamError::StoreNewerVersion { found: 99, .. }),
        "{error:?}"
    );
    assert_eq!(launch_problem(error), says("launch_newer_version"));
}

#[test]
fn a_store_open_elsewhere_asks_to_close_it() {
    let dir = tempfile::tempdir().expect("a directory");
    let _first = open(&dir).expect("the store opens");
    let error = open(&dir).err().expect("a second writer is refused");
    assert!(matches!(error, DhayamError::StoreInUse { .. }), "{error:?}");
    assert_eq!(launch_problem(error), says("launch_in_use"));
}

#[test]
fn unwritable_storage_and_a_full_device_each_have_their_line() {
    let unwritable = DhayamError::StoreUnwritable {
        path: "/data/dhayam".into(),
        detail: "permission denied".into(),
    };
    assert_eq!(launch_problem(unwritable), says("launch_unwritable"));
    assert_eq!(
        launch_problem(DhayamError::DiskFull),
        says("launch_disk_full")
    );
}

#[test]
fn anything_else_has_the_general_line() {
    for error in [
        DhayamError::StoreCorrupt {
            path: "dhayam.sqlite3".into(),
            detail: "file is not a database".into(),
        },
        DhayamError::Database {
            detail: "disk I/O error".into(),
        },
        DhayamError::Internal {
            detail: "the core broke".into(),
        },
    ] {
        assert_eq!(launch_problem(error), says("launch_failed"));
    }
}
