//! The store failing under the terminal, on a real full disk: a small tmpfs, filled. A save that
//! fails mid-game stops play with a plain message and a failing exit status, never a panic; the
//! store keeps the game as of its last saved action and the statistics as they were. A store that
//! can't even be opened — disk full, folder unwritable — is refused as plainly.
//!
//! Mounting needs root. Without it these tests say why they skip; but where root is expected
//! (`CI=true`) and the mount still fails, the test fails rather than skip.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::common;

use std::fs::File;
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::process::Command;

use common::{Session, dhayam, notation_in, run};
use dhayam_core::Store;
use tempfile::TempDir;

/// What the player is told when the disk fills mid-game.
const OUT_OF_SPACE: &str = "The device is out of space, so the game can't be saved. Your game \
                            is kept as of your last saved move: free some space and run dhayam \
                            again to carry on.";

/// A tmpfs mounted on a temporary directory, unmounted when dropped, whatever the test's fate.
struct Tmpfs {
    dir: TempDir,
}

impl Tmpfs {
    /// Mount a tmpfs with `options` (mount's `-o`), or say why it can't be.
    fn mount(options: &str) -> Result<Self, String> {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let output = Command::new("mount")
            .args(["-t", "tmpfs", "-o", options, "tmpfs"])
            .arg(dir.path())
            .output()
            .map_err(|e| format!("can't run mount: {e}"))?;
        if !output.status.success() {
            return Err(format!(
                "mount -t tmpfs failed: {}",
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        Ok(Self { dir })
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Fill the file system to its last byte with `filler`; returns the file.
    fn fill(&self) -> PathBuf {
        let path = self.path().join("filler");
        let mut file = File::create(&path).unwrap();
        let chunk = vec![0u8; 64 * 1024];
        loop {
            match file.write_all(&chunk) {
                Ok(()) => {}
                Err(error) if error.kind() == ErrorKind::StorageFull => break,
                Err(error) => panic!("filling the tmpfs: {error}"),
            }
        }
        // Byte by byte into the last part-filled page.
        while file.write_all(&[0]).is_ok() {}
        path
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let unmounted = Command::new("umount")
            .arg(self.dir.path())
            .status()
            .is_ok_and(|status| status.success());
        if !unmounted {
            // Something still holds it (a test failed with the program running): detach it.
            let _ = Command::new("umount")
                .arg("-l")
                .arg(self.dir.path())
                .status();
        }
    }
}

/// The effective user id, from `/proc/self/status`.
fn effective_uid() -> Option<u32> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("Uid:"))?;
    line.split_whitespace().nth(2)?.parse().ok()
}

/// A tmpfs for `test`, or `None` with the reason on standard error (written past the test
/// harness's capture, so a skip is seen). In CI, as root, a mount that fails is a failure.
fn tmpfs_for(test: &str, options: &str) -> Option<Tmpfs> {
    let uid = effective_uid();
    let why = if uid == Some(0) {
        match Tmpfs::mount(options) {
            Ok(tmpfs) => return Some(tmpfs),
            Err(why) if std::env::var("CI").as_deref() == Ok("true") => {
                panic!("{test}: running as root in CI, yet {why}")
            }
            Err(why) => why,
        }
    } else {
        format!("mounting a tmpfs needs root (effective uid {uid:?})")
    };
    let _ = writeln!(std::io::stderr(), "skipped {test}: {why}");
    None
}

#[test]
fn a_full_disk_mid_game_stops_play_keeping_the_last_saved_move_and_the_statistics() {
    let test = "a_full_disk_mid_game_stops_play_keeping_the_last_saved_move_and_the_statistics";
    let Some(tmpfs) = tmpfs_for(test, "size=8m") else {
        return;
    };
    let dir = tmpfs.path();
    // A finished game first, so there are statistics to keep: Paramapadam, a person rolling
    // against the computer.
    let script = format!("n\np\n2\n1\n3\n{}\nq\n", "r\n".repeat(600));
    let output = run(dhayam(dir).args(["--seed", "11"]), &script);
    assert!(output.status.success());
    let statistics = Store::open(dir).unwrap().all_statistics().unwrap();
    assert_eq!(statistics.iter().map(|s| s.played).sum::<u32>(), 1);

    // Dhayam between two people, played a few actions in.
    let mut session = Session::start(dhayam(dir).args(["--seed", "2024"]));
    session.wait_for("choose [n]: ");
    for answer in ["n", "d", "t", "6", "", "1", "1"] {
        session.send(answer);
    }
    let mut seen = session.wait_for("help]: ");
    for _ in 0..8 {
        session.send(if seen.contains("r roll") { "r" } else { "1" });
        seen = session.wait_for("help]: ");
    }

    let filler = tmpfs.fill();
    // Play on: each action is saved before the next prompt, so the position printed at a
    // prompt is the one the store holds, until a save fails.
    let mut saved = String::new();
    let mut actions = 0;
    while actions < 50 {
        let must_roll = seen.contains("r roll");
        session.send("p");
        saved = notation_in(&session.wait_for("help]: "));
        session.send(if must_roll { "r" } else { "1" });
        actions += 1;
        // The program asks again, or stops.
        match session.try_wait_for("help]: ") {
            Some(next) => seen = next,
            None => break,
        }
    }
    let (status, printed, errors) = session.end();
    println!("after {actions} actions on a full disk: {status}; standard error:\n{errors}");
    assert_eq!(actions, 1, "the first save on the full disk failed");
    assert!(errors.contains(OUT_OF_SPACE), "{errors}");
    assert_eq!(status.code(), Some(1), "{errors}");
    assert!(!errors.contains("panicked"), "{errors}");
    assert!(
        !printed.contains("help]: "),
        "no prompt after the failure:\n{printed}"
    );

    // With room again, the store holds the game as of the last saved action, and the
    // statistics as they were.
    std::fs::remove_file(filler).unwrap();
    let mut store = Store::open(dir).unwrap();
    let game = store.saved_game().unwrap().expect("the game is kept");
    assert_eq!(game.state().notation(), saved);
    assert_eq!(store.all_statistics().unwrap(), statistics);
}

#[test]
fn a_full_disk_at_the_menu_stops_a_new_game_or_a_settings_change_and_keeps_the_store() {
    let test = "a_full_disk_at_the_menu_stops_a_new_game_or_a_settings_change_and_keeps_the_store";
    let Some(tmpfs) = tmpfs_for(test, "size=8m") else {
        return;
    };
    let dir = tmpfs.path();
    // A game in progress to keep: Dhayam between two people, one roll in.
    let output = run(
        dhayam(dir).args(["--seed", "5"]),
        "n\nd\nt\n6\n\n1\n1\nr\nq\n",
    );
    assert!(output.status.success());
    let (settings, saved) = {
        let mut store = Store::open(dir).unwrap();
        let saved = store.saved_game().unwrap().unwrap().state().notation();
        (store.settings().unwrap(), saved)
    };

    let cases: [(&[&str], &str); 2] = [
        (
            // A new game of Paramapadam, two computer seats, confirmed over the saved game.
            &["n", "p", "2", "3", "3", "y"],
            "The device is out of space, so the new game can't be started. Your statistics and \
             any game in progress are kept as they were: free some space and run dhayam again.",
        ),
        (
            // Settings: sound off.
            &["o", "1"],
            "The device is out of space, so the settings can't be saved. They stay as they were \
             before this change: free some space and run dhayam again.",
        ),
    ];
    for (answers, message) in cases {
        let mut session = Session::start(&mut dhayam(dir));
        session.wait_for("choose [r]: ");
        let filler = tmpfs.fill();
        for answer in answers {
            session.send(answer);
        }
        let (status, _, errors) = session.end();
        println!("{answers:?}: {status}; {errors}");
        assert_eq!(status.code(), Some(1), "{errors}");
        assert!(errors.contains(message), "{errors}");
        assert!(!errors.contains("panicked"), "{errors}");
        std::fs::remove_file(filler).unwrap();
        let mut store = Store::open(dir).unwrap();
        assert_eq!(store.settings().unwrap(), settings);
        assert_eq!(
            store.saved_game().unwrap().unwrap().state().notation(),
            saved
        );
        assert!(
            store
                .all_statistics()
                .unwrap()
                .iter()
                .all(|s| s.played == 0)
        );
    }
}

#[test]
fn a_full_disk_lets_a_store_open_but_not_a_new_one_be_made() {
    let test = "a_full_disk_lets_a_store_open_but_not_a_new_one_be_made";
    let Some(tmpfs) = tmpfs_for(test, "size=1m") else {
        return;
    };
    // A store with a saved game, then no room left.
    let output = run(
        dhayam(tmpfs.path()).args(["--seed", "5"]),
        "n\nd\nt\n6\n\n1\n1\nr\nq\n",
    );
    assert!(output.status.success());
    tmpfs.fill();
    // Reading needs no room (the store keeps no shared-memory file to grow): it opens and
    // offers the saved game; the first write stops play, as the mid-game test shows.
    let output = run(&mut dhayam(tmpfs.path()), "q\n");
    let errors = String::from_utf8(output.stderr).unwrap();
    let printed = String::from_utf8(output.stdout).unwrap();
    println!("an existing store: {}; {errors}", output.status);
    assert!(output.status.success(), "{errors}");
    assert!(printed.contains("choose [r]"), "{printed}");
    assert!(!errors.contains("panicked"), "{errors}");

    // No store yet, and no room to make one.
    let output = run(&mut dhayam(&tmpfs.path().join("new")), "n\n");
    let errors = String::from_utf8(output.stderr).unwrap();
    println!("a new store: {}; {errors}", output.status);
    assert_eq!(output.status.code(), Some(1), "{errors}");
    assert!(errors.contains("The device is out of space"), "{errors}");
    assert!(!errors.contains("panicked"), "{errors}");
}

#[test]
fn a_read_only_disk_is_refused_plainly() {
    let test = "a_read_only_disk_is_refused_plainly";
    let Some(tmpfs) = tmpfs_for(test, "size=1m,ro") else {
        return;
    };
    let output = run(&mut dhayam(tmpfs.path()), "n\n");
    let errors = String::from_utf8(output.stderr).unwrap();
    println!("{}; {errors}", output.status);
    assert_eq!(output.status.code(), Some(1), "{errors}");
    assert!(
        errors.contains(&format!("dhayam can't write to {}", tmpfs.path().display())),
        "{errors}"
    );
    assert!(!errors.contains("panicked"), "{errors}");
}

#[test]
fn a_data_folder_that_cannot_be_made_is_refused_plainly() {
    // A file where a folder should be: no user, root included, can make a folder inside it.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a folder").unwrap();
    let data = file.join("dhayam");
    let output = run(&mut dhayam(&data), "n\n");
    let errors = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(1), "{errors}");
    assert_eq!(
        errors.trim(),
        format!(
            "dhayam can't write to {}, where it keeps your games and statistics. Make it \
             writable, or choose another folder with --data-dir.",
            data.display()
        )
    );
}

#[test]
fn a_second_dhayam_on_the_same_folder_is_refused_while_the_first_plays() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Session::start(&mut dhayam(dir.path()));
    first.wait_for("choose [n]: ");
    let output = run(&mut dhayam(dir.path()), "n\n");
    let errors = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(1), "{errors}");
    assert!(
        errors.contains("Another dhayam is using your games and statistics"),
        "{errors}"
    );
    assert!(!errors.contains("panicked"), "{errors}");
    // The first goes on, and once it has ended the folder is free again.
    assert!(first.finish());
    let output = run(&mut dhayam(dir.path()), "q\n");
    assert!(output.status.success(), "{output:?}");
}
