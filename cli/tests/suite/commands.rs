//! The non-interactive subcommands through the real binary: `show`, `simulate`, `tournament`,
//! and clear errors for bad arguments and bad positions.

#![allow(clippy::unwrap_used)]

use crate::common;

use common::{dhayam, run};

const POSITION: &str = "\
dhayam 1
rules classic players=2 coins=6
p1 cut=yes home*3 31 45 50
p2 cut=yes home*4 20 Oval
turn p1 move bank=3,5 extra=no last=3
places -
sticks 42 17
";

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn show_draws_the_cloth_board_with_its_coins_and_legal_moves() {
    let dir = tempfile::tempdir().unwrap();
    let output = run(dhayam(dir.path()).arg("show"), POSITION);
    let printed = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    for part in [
        "×1──",
        "Oval",
        "!49",
        "×92",
        "(●3  home)",
        "◉1",
        "bank   3 5",
        "P1 to move",
    ] {
        assert!(printed.contains(part), "{part:?} missing from:\n{printed}");
    }
    assert!(printed.contains("31+3       → 34"), "{printed}");
    assert!(
        !printed.contains('\x1b'),
        "NO_COLOR leaves no escapes:\n{printed}"
    );
}

#[test]
fn show_reads_a_file_and_draws_thayam_and_paramapadam() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("thayam.txt");
    std::fs::write(&file, "thayam 1\nrules thayam players=4\np1 home*3 r6c3\np2 home*4\np3 home*4\np4 home*4\nturn p1 roll\n").unwrap();
    let output = run(dhayam(dir.path()).arg("show").arg(&file), "");
    let printed = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(printed.contains("┌─────┬"), "{printed}");
    // The centre is the goal, starred; squares are numbered along the path.
    assert!(printed.contains(" ★ "), "{printed}");
    assert!(!printed.contains("×home"), "{printed}");
    assert!(printed.contains("×13"), "{printed}");

    let paramapadam = "paramapadam 1\nrules players=3\np1 off\np2 45\np3 10\nturn p2 roll\n";
    let output = run(dhayam(dir.path()).args(["show", "-"]), paramapadam);
    let printed = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    for part in [
        "132★",
        "9↑",
        "131↓",
        "ladders 9→31",
        "snakes  26→3",
        "P2 to roll",
    ] {
        assert!(printed.contains(part), "{part:?} missing from:\n{printed}");
    }
}

#[test]
fn show_says_where_a_position_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let output = run(
        dhayam(dir.path()).arg("show"),
        &POSITION.replace("45", "99"),
    );
    assert_eq!(output.status.code(), Some(1));
    let error = text(&output.stderr);
    assert!(error.contains("line 3, column"), "{error}");
    assert!(
        error.contains("square 99 is not on player 1's path"),
        "{error}"
    );
}

#[test]
fn simulate_plays_seeded_games_of_each_game_and_summarises_them() {
    let dir = tempfile::tempdir().unwrap();
    let run_simulate = |args: &[&str]| {
        let output = run(dhayam(dir.path()).arg("simulate").args(args), "");
        assert!(output.status.success(), "{}", text(&output.stderr));
        text(&output.stdout)
    };
    let printed = run_simulate(&["--games", "4", "--coins", "6", "--seats", "easy,hard"]);
    assert!(
        printed.contains("4 games of dhayam (traditional), 2 players, 6 coins, seats easy,hard"),
        "{printed}"
    );
    assert!(printed.contains("games/s"), "{printed}");
    assert!(printed.contains("cuts per game"), "{printed}");
    // The same seeds give the same games.
    let again = run_simulate(&["--games", "4", "--coins", "6", "--seats", "easy,hard"]);
    let summary = |s: &str| {
        s.lines()
            .filter(|l| l.contains(" won "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(summary(&printed), summary(&again));

    let printed = run_simulate(&["--game", "thayam", "--players", "3", "--games", "3"]);
    assert!(printed.contains("P3 won"), "{printed}");
    let printed = run_simulate(&["--game", "paramapadam", "--players", "6", "--games", "5"]);
    assert!(printed.contains("P6 won"), "{printed}");
    assert!(printed.contains("ladders climbed"), "{printed}");
}

#[test]
fn tournament_reports_each_level_with_its_confidence_interval() {
    let dir = tempfile::tempdir().unwrap();
    let output = run(
        dhayam(dir.path()).args([
            "tournament",
            "--preset",
            "thayam",
            "--table",
            "hard,easy",
            "--games",
            "6",
            "--threads",
            "2",
        ]),
        "",
    );
    let printed = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(
        printed.starts_with("thayam 2 players, 4 pawns, table hard, easy, seed 1"),
        "{printed}"
    );
    assert!(printed.contains("6 games"), "{printed}");
    assert!(printed.contains("hard #1: won"), "{printed}");
    assert!(printed.contains("95% CI"), "{printed}");
    assert!(!printed.contains("-0.0%"), "{printed}");
}

#[test]
fn tournament_seats_the_reference_in_banked_dhayam_and_counts_coins() {
    let dir = tempfile::tempdir().unwrap();
    let output = run(
        dhayam(dir.path()).args([
            "tournament",
            "--preset",
            "classic",
            "--coins",
            "4",
            "--table",
            "reference,medium",
            "--games",
            "2",
        ]),
        "",
    );
    let printed = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(
        printed.starts_with("classic 2 players, 4 coins, table reference, medium, seed 1"),
        "{printed}"
    );
    assert!(printed.contains("reference #1: won"), "{printed}");
}

#[test]
fn tournament_plays_rules_a_player_edited_and_says_what_was_edited() {
    let dir = tempfile::tempdir().unwrap();
    let output = run(
        dhayam(dir.path()).args([
            "tournament",
            "--rules",
            "custom coins=4 must-cut-if-available=on move-after-each-roll=off",
            "--table",
            "hard,reference",
            "--games",
            "2",
        ]),
        "",
    );
    let printed = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let mut lines = printed.lines();
    assert_eq!(
        lines.next(),
        Some("custom 2 players, 4 coins, table hard, reference, seed 1")
    );
    assert_eq!(
        lines.next(),
        Some("edited: must-cut-if-available=on move-after-each-roll=off")
    );
    assert!(printed.contains("2 games"), "{printed}");
}

#[test]
fn tournament_refuses_more_threads_than_it_can_use_and_zero_threads() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "3000",
            "at most 256 threads: the games are pure computation, so threads beyond the \
             machine's cores only wait their turn, and thousands can make the system refuse to \
             start more",
        ),
        ("99999999999999999999999", "at most 256 threads"),
        (
            "0",
            "0 threads would play no games: give 1 or more, or leave --threads out to use every \
             core",
        ),
        ("many", "“many” is not a number of threads"),
    ];
    for (threads, message) in cases {
        let output = run(
            dhayam(dir.path()).args(["tournament", "--games", "2", "--threads", threads]),
            "",
        );
        let error = text(&output.stderr);
        println!("--threads {threads}: {}\n{error}", output.status);
        assert_eq!(output.status.code(), Some(2), "{error}");
        assert!(error.contains(message), "--threads {threads} gave: {error}");
        assert!(!error.contains("panicked"), "{error}");
        assert!(output.stdout.is_empty(), "no game was played");
    }

    // The most it takes: no more threads start than there are games.
    let output = run(
        dhayam(dir.path()).args([
            "tournament",
            "--preset",
            "thayam",
            "--table",
            "easy",
            "--games",
            "2",
            "--threads",
            "256",
        ]),
        "",
    );
    let printed = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(printed.contains("2 games"), "{printed}");
    assert!(printed.contains(" s on 2 threads"), "{printed}");
}

#[test]
fn bad_arguments_are_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 11] = [
        (
            &["tournament", "--table", "hard,genius"],
            "unknown level `genius`",
        ),
        (
            &["tournament", "--preset", "classic", "--coins", "5"],
            "not 5",
        ),
        (
            &["tournament", "--rules", "classic jump-and-go=off"],
            "--rules: line 1, column 9",
        ),
        (
            &["tournament", "--rules", "custom", "--coins", "4"],
            "cannot be used with",
        ),
        (
            &["tournament", "--table", "hard,engine"],
            "the table seats the engine: give --engine PATH",
        ),
        (
            &["tournament", "--engine", "/bin/true"],
            "--engine was given, but the table seats no `engine`",
        ),
        (
            &["tournament", "--sprt", "10,0"],
            "the first below the second, not 10 and 0",
        ),
        (
            &[
                "tournament",
                "--sprt",
                "0,10",
                "--preset",
                "thayam",
                "--players",
                "3",
            ],
            "--sprt judges a match of two, not a table of 3",
        ),
        (&["simulate", "--games", "many"], "invalid value 'many'"),
        (&["simulate", "--game", "chess"], "invalid value 'chess'"),
        (&["show", "/no/such/file"], "can't read /no/such/file"),
    ];
    for (args, message) in cases {
        let output = run(dhayam(dir.path()).args(args), "");
        assert!(!output.status.success(), "{args:?} succeeded");
        let error = text(&output.stderr);
        assert!(error.contains(message), "{args:?} gave: {error}");
    }
}
