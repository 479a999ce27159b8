//! A reader that goes away: `dhayam | head -1` ends the program quietly and successfully, never
//! with a panic, whether the pipe closes before the menu is printed or in the middle of a game
//! between computer seats, and the store is whole for the next start.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use common::{dhayam, run};
use dhayam_core::Store;

/// Start `dhayam` on a fresh store with `script` as its input, read `lines` lines of what it
/// prints, close the pipe, and return its exit status and standard error.
fn closed_after(
    lines: usize,
    script: &str,
    seed: u64,
) -> (std::process::ExitStatus, String, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let mut child = dhayam(dir.path())
        .args(["--seed", &seed.to_string()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(script.as_bytes());
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    for _ in 0..lines {
        let mut line = String::new();
        if stdout.read_line(&mut line).unwrap_or(0) == 0 {
            break;
        }
    }
    drop(stdout);
    let output = child.wait_with_output().unwrap();
    (
        output.status,
        String::from_utf8_lossy(&output.stderr).into_owned(),
        dir,
    )
}

/// The program ended as a tool should when its reader goes away, and the store opens whole.
fn ended_quietly(status: std::process::ExitStatus, errors: &str, dir: &tempfile::TempDir) {
    assert!(status.success(), "{status}: {errors}");
    assert!(errors.is_empty(), "nothing on standard error: {errors}");
    {
        let mut store = Store::open(dir.path()).unwrap();
        store.all_statistics().unwrap();
        store.saved_game().unwrap();
    }
    let again = run(&mut dhayam(dir.path()), "q\n");
    assert!(again.status.success(), "the next start plays on");
}

#[test]
fn a_reader_that_closes_before_the_menu_ends_the_program_quietly() {
    for seed in 0..20 {
        let (status, errors, dir) = closed_after(0, "q\n", seed);
        ended_quietly(status, &errors, &dir);
    }
}

#[test]
fn a_reader_that_closes_mid_game_ends_the_program_quietly_and_keeps_the_store() {
    // Thayam for four computer seats: the game plays on by itself, printing all the while.
    let script = "n\nt\n4\n\n\n3\n2\n4\n3\n";
    for (seed, lines) in (0..20).zip([1, 5, 20, 60, 200].into_iter().cycle()) {
        let (status, errors, dir) = closed_after(lines, script, seed);
        ended_quietly(status, &errors, &dir);
    }
}
