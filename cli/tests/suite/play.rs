//! The interactive game through the real binary, the terminal as a shell of the app model:
//! whole games played to the end (the computer against itself with no input, a person against
//! the computer), a game killed and resumed exactly where it was, the quick Undo bar taken
//! with `u`, and garbage refused at every prompt. Sentences that come from the phones' strings
//! are looked up through the terminal's own wording, never copied here.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::common;

use common::{Session, UNDO_WINDOW, dhayam, notation_in, run};
use dhayam_cli::words::english;
use dhayam_core::app::{Arg, Refusal, Text};
use dhayam_core::{Game, GameKind, State, Store};

/// The sticks and value of the last throw drawn in `printed`: `▕●●·▏▕●··▏ 3`.
fn throw_in(printed: &str) -> String {
    let line = printed
        .lines()
        .rev()
        .find(|line| line.trim_start().starts_with("sticks "))
        .unwrap_or_else(|| panic!("no throw in:\n{printed}"));
    line.trim_start()["sticks ".len()..].trim().to_owned()
}

/// The throw as the binary draws it.
fn drawn(faces: [u8; 2], value: u8) -> String {
    let face = |pips: u8| {
        let pips = usize::from(pips);
        format!("▕{}{}▏", "●".repeat(pips), "·".repeat(3 - pips))
    };
    format!("{}{} {value}", face(faces[0]), face(faces[1]))
}

/// A string of the phones' as the terminal words it.
fn say(key: &str) -> String {
    english().label(key)
}

/// `Computer, Medium`, as the terminal words it.
fn computer_medium() -> String {
    english().format("opponent_computer", None, &[say("level_medium")])
}

#[test]
fn a_paramapadam_game_between_computer_seats_is_played_to_the_end_and_counted_for_no_one() {
    let dir = tempfile::tempdir().unwrap();
    // New game, Paramapadam, 2 players, both seats the computer at Medium; after the game,
    // Enter for the menu, then statistics, then quit.
    let script = "n\np\n2\n3\n3\n\ns\nq\n";
    let output = run(dhayam(dir.path()).args(["--seed", "11"]), script);
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{printed}");
    assert!(printed.contains(&say("over_title")), "{printed}");
    assert!(printed.contains("on 132"), "{printed}");
    // RULES_DECISIONS.md 23: no person played it, so it is in no one's statistics.
    assert!(printed.contains("not in the statistics"), "{printed}");
    let stats = &printed[printed.rfind(&format!("{} (", say("stats_title"))).unwrap()..];
    assert!(stats.contains(&say("stats_none")), "{stats}");
}

#[test]
fn a_paramapadam_game_a_person_plays_against_the_computer_is_counted_under_its_level() {
    let dir = tempfile::tempdir().unwrap();
    // A person against the computer at Hard: rolls until the game ends (a roll typed in an
    // undo window or at the game's end is refused or lets time run on), then statistics.
    let script = format!("n\np\n2\n1\n4\n{}\ns\nq\n", "r\n".repeat(600));
    let output = run(dhayam(dir.path()).args(["--seed", "11"]), &script);
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{printed}");
    let stats = &printed[printed.rfind(&format!("{} (", say("stats_title"))).unwrap()..];
    assert!(stats.contains(&say("game_paramapadam")), "{stats}");
    let hard = english().format("opponent_computer", None, &[say("level_hard")]);
    assert!(stats.contains(&hard), "{stats}");
    assert!(!stats.contains(&computer_medium()), "{stats}");
}

#[test]
fn a_game_between_computer_seats_runs_with_no_input_once_set_up() {
    let dir = tempfile::tempdir().unwrap();
    // Thayam for four computer seats; the script ends with the setup, so every turn after it
    // is the terminal keeping the model's time by itself.
    // (4 players, the usual coins and rules, then the four seats.)
    let script = "n\nt\n4\n\n\n3\n2\n4\n3\n";
    let output = run(dhayam(dir.path()).args(["--seed", "8"]), script);
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{printed}");
    assert!(printed.contains(&say("over_title")), "{printed}");
    assert!(
        !printed.contains("help]:"),
        "no person was asked:\n{printed}"
    );
    let statistics = Store::open(dir.path()).unwrap().all_statistics().unwrap();
    // RULES_DECISIONS.md 23: a game no person plays is counted for no one.
    assert_eq!(statistics.iter().map(|s| s.played).sum::<u32>(), 0);
    assert!(
        Store::open(dir.path())
            .unwrap()
            .saved_game()
            .unwrap()
            .is_none()
    );
}

#[test]
fn a_person_plays_a_whole_dhayam_game_against_the_computer() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::start(dhayam(dir.path()).args(["--seed", "21"]));
    session.wait_for("choose [n]: ");
    // Dhayam, classic (every switch fixed), 4 coins, P1 a person, P2 the computer at Easy.
    for answer in ["n", "d", "c", "4", "1", "2"] {
        session.send(answer);
    }
    let (mut rolls, mut moves, mut windows) = (0, 0, 0);
    for _ in 0..5000 {
        let seen = session.wait_for(": ");
        if seen.contains("Enter for the menu") {
            session.send("");
            session.wait_for("choose [n]: ");
            session.send("q");
            assert!(session.finish());
            println!("{rolls} rolls, {moves} moves, {windows} undo windows let run on");
            assert!(rolls > 0 && moves > 0 && windows > 0);
            let statistics = Store::open(dir.path()).unwrap().all_statistics().unwrap();
            assert_eq!(statistics.iter().map(|s| s.played).sum::<u32>(), 1);
            return;
        }
        if seen.contains(UNDO_WINDOW) {
            windows += 1;
            session.send("");
        } else if seen.contains("help]:") {
            if seen.contains("a move's number") {
                moves += 1;
                session.send("1");
            } else {
                rolls += 1;
                session.send("r");
            }
        }
    }
    panic!("the game did not end");
}

#[test]
fn a_human_paramapadam_seat_rolls_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::start(dhayam(dir.path()).args(["--seed", "3"]));
    session.wait_for("choose [n]: ");
    // Paramapadam, 2 players, P1 a person, P2 the computer; the undo window after each of the
    // person's throws is let run on with Enter.
    for answer in ["n", "p", "2", "1", "2"] {
        session.send(answer);
    }
    for _ in 0..2000 {
        let seen = session.wait_for(": ");
        if seen.contains("Enter for the menu") {
            session.send("q");
            assert!(session.finish());
            return;
        }
        if seen.contains(UNDO_WINDOW) {
            session.send("");
        } else if seen.contains("r roll") {
            session.send("roll");
        }
    }
    panic!("the game did not end");
}

/// Start a Dhayam game between two people and play until P-whoever must roll, having acted at
/// least `actions` times.
fn dhayam_game_at_a_roll(session: &mut Session, actions: usize) -> String {
    session.wait_for("choose [n]: ");
    // Dhayam, traditional, 6 coins, default rules, both seats people.
    for answer in ["n", "d", "t", "6", "", "1", "1"] {
        session.send(answer);
    }
    let mut done = 0;
    loop {
        let seen = session.wait_for("help]: ");
        if seen.contains("r roll") && done >= actions {
            return seen;
        }
        session.send(if seen.contains("r roll") { "r" } else { "1" });
        done += 1;
    }
}

#[test]
fn a_killed_dhayam_game_resumes_at_the_same_position_with_the_same_next_throw() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::start(dhayam(dir.path()).args(["--seed", "2024"]));
    dhayam_game_at_a_roll(&mut session, 12);
    session.send("p");
    let before = notation_in(&session.wait_for("help]: "));
    session.send("r");
    let throw = throw_in(&session.wait_for("help]: "));
    // Quick undo takes the roll back; the sticks' state goes back with it.
    session.send("u");
    session.wait_for("help]: ");
    session.send("p");
    assert_eq!(notation_in(&session.wait_for("help]: ")), before);
    session.kill();

    // The throw the core makes from the saved position is the one the player saw.
    let mut game = Game::new(State::from_notation(&before).unwrap());
    let player = game.state().to_act().unwrap();
    let (expected, _) = game.roll(player).unwrap();
    assert_eq!(throw, drawn(expected.faces, expected.value()));

    let mut session = Session::start(&mut dhayam(dir.path()));
    let menu = session.wait_for("choose [r]: ");
    assert!(menu.contains(&say("home_resume")), "{menu}");
    session.send("r");
    session.wait_for("help]: ");
    session.send("p");
    assert_eq!(notation_in(&session.wait_for("help]: ")), before);
    session.send("r");
    assert_eq!(throw_in(&session.wait_for("help]: ")), throw);
    session.send("q");
    assert!(session.finish());
}

#[test]
fn u_in_the_undo_window_takes_the_persons_action_back_before_the_computer_plays() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::start(dhayam(dir.path()).args(["--seed", "5"]));
    session.wait_for("choose [n]: ");
    // Dhayam, traditional, 6 coins, P1 a person, P2 the computer at Medium.
    for answer in ["n", "d", "t", "6", "", "1", "3"] {
        session.send(answer);
    }
    // Play until the person's action hands the turn to the computer, and the window opens.
    let mut position = String::new();
    for _ in 0..500 {
        let seen = session.wait_for(": ");
        if seen.contains(UNDO_WINDOW) {
            session.send("u");
            let back = session.wait_for("help]: ");
            let undone = english().word(&Text::with(
                "event_undone",
                vec![Arg::Text(Box::new(Text::player(0)))],
            ));
            assert!(back.contains(&undone), "{back}");
            session.send("p");
            assert_eq!(notation_in(&session.wait_for("help]: ")), position);
            session.send("q");
            assert!(session.finish());
            return;
        }
        if seen.contains("help]:") {
            session.send("p");
            position = notation_in(&session.wait_for("help]: "));
            session.send(if seen.contains("r roll") { "r" } else { "1" });
        }
    }
    panic!("no undo window came up");
}

#[test]
fn a_new_game_over_a_saved_one_asks_and_no_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    // A Dhayam game between two people, one roll in, left saved.
    let output = run(
        dhayam(dir.path()).args(["--seed", "5"]),
        "n\nd\nt\n6\n\n1\n1\nr\nq\n",
    );
    assert!(output.status.success());
    let saved = || {
        let mut store = Store::open(dir.path()).unwrap();
        store
            .saved_game()
            .unwrap()
            .map(|game| game.state().notation())
    };
    let kept = saved().expect("a game is saved");

    // A new Paramapadam game: the terminal asks, and n keeps the saved game.
    let output = run(&mut dhayam(dir.path()), "n\np\n2\n3\n3\nn\nq\n");
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{printed}");
    assert!(printed.contains("y or n [n]:"), "{printed}");
    assert!(printed.contains("the saved game is kept"), "{printed}");
    assert!(!printed.contains(&say("over_title")), "{printed}");
    assert_eq!(saved(), Some(kept));

    // Asked again, y ends it: it is filed as abandoned, and the new game is played (between
    // computer seats, so it counts for no one: RULES_DECISIONS.md 23).
    let output = run(&mut dhayam(dir.path()), "n\np\n2\n3\n3\ny\n\nq\n");
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{printed}");
    assert!(printed.contains(&say("over_title")), "{printed}");
    let statistics = Store::open(dir.path()).unwrap().all_statistics().unwrap();
    assert_eq!(statistics.iter().map(|s| s.abandoned).sum::<u32>(), 1);
    assert_eq!(statistics.iter().map(|s| s.played).sum::<u32>(), 0);
}

#[test]
fn clearing_the_saved_game_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let output = run(
        dhayam(dir.path()).args(["--seed", "5"]),
        "n\nd\nt\n6\n\n1\n1\nr\nq\n",
    );
    assert!(output.status.success());
    let saved = || {
        Store::open(dir.path())
            .unwrap()
            .saved_game()
            .unwrap()
            .is_some()
    };
    // Settings, clear the saved game: no keeps it.
    let output = run(&mut dhayam(dir.path()), "o\nc\nn\nb\nq\n");
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(
        printed.contains(&say("settings_reset_confirm")),
        "{printed}"
    );
    assert!(saved());
    // Yes clears it, and the model says so.
    let output = run(&mut dhayam(dir.path()), "o\nc\ny\nb\nq\n");
    let printed = String::from_utf8(output.stdout).unwrap();
    let cleared = english().word(&Text::plain("notice_saved_game_cleared"));
    assert!(printed.contains(&cleared), "{printed}");
    assert!(!saved());
}

/// Send `garbage`, check it is refused with `why`, and wait for the same prompt again.
fn refused(session: &mut Session, garbage: &str, why: &str, prompt: &str) {
    session.send(garbage);
    let seen = session.wait_for(prompt);
    assert!(
        seen.contains(&format!("✗ {why}")),
        "{garbage:?} gave:\n{seen}"
    );
}

/// A refusal of the game screen's, as the terminal words it.
fn refusal(refusal: Refusal) -> String {
    english().word(&refusal.text(GameKind::Dhayam))
}

#[test]
fn garbage_at_every_prompt_is_refused_and_asked_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::start(dhayam(dir.path()).args(["--seed", "9"]));
    session.wait_for("choose [n]: ");
    refused(
        &mut session,
        "zzz",
        "“zzz” is not an option",
        "choose [n]: ",
    );
    session.send("n");
    session.wait_for("choose [d]: ");
    refused(
        &mut session,
        "chess",
        "“chess” is not an option",
        "choose [d]: ",
    );
    session.send("d");
    session.wait_for("choose [t]: ");
    refused(&mut session, "42", "“42” is not an option", "choose [t]: ");
    // Custom: every rule the player's to set.
    session.send("u");
    let coins = session.wait_for("]: ");
    refused(&mut session, "7", "“7” is not one of", "]: ");
    refused(&mut session, "six", "“six” is not one of", "]: ");
    assert!(coins.contains("6"), "{coins}");
    session.send("6");
    let prompt = "or Enter to go on: ";
    let rules = session.wait_for(prompt);
    // A rule the player may change is listed by its number and two spaces.
    let number = |line: &str| {
        let line = line.trim_start();
        let digits = line.chars().take_while(char::is_ascii_digit).count();
        (digits > 0 && line[digits..].starts_with("  ")).then(|| line[..digits].to_owned())
    };
    let numbered = |name: &str| {
        rules
            .lines()
            .filter(|line| line.contains(name))
            .find_map(number)
            .unwrap_or_else(|| panic!("no {name:?} to change in:\n{rules}"))
    };
    let count = rules.lines().filter_map(number).count();
    refused(
        &mut session,
        "99",
        &format!("“99”: choose a rule by its number, 1 to {count}"),
        prompt,
    );
    // Jump & go can't be on while each throw is played at once (custom's default): the model
    // says why, and the setup can't go on until it is off again.
    let jump = numbered(&say("field_jump_and_go"));
    let why = english().format(
        "setup_invalid",
        None,
        &[english().label("setup_problem_jump_and_go_needs_bank")],
    );
    refused(&mut session, &jump, &why, prompt);
    refused(&mut session, "", &why, prompt);
    session.send(&jump);
    session.wait_for(prompt);
    session.send("");
    session.wait_for("choose [1]: ");
    refused(
        &mut session,
        "robot",
        "“robot” is not an option",
        "choose [1]: ",
    );
    session.send("1");
    session.wait_for("choose [3]: ");
    refused(&mut session, "-1", "“-1” is not an option", "choose [3]: ");
    session.send("1");
    let prompt = "help]: ";
    session.wait_for(prompt);
    refused(
        &mut session,
        "hello",
        "“hello” is not a command or a move",
        prompt,
    );
    refused(&mut session, "u", &refusal(Refusal::NothingToUndo), prompt);
    refused(
        &mut session,
        "3",
        "“3”: there is no move to choose now",
        prompt,
    );
    // Roll (and play the first move) until there is a move to choose.
    for _ in 0..500 {
        session.send("r");
        let seen = session.wait_for(prompt);
        if seen.contains("Moves:") {
            refused(&mut session, "99", "there is no move 99", prompt);
            refused(
                &mut session,
                "zz+1",
                "“zz+1” is not a command or a move",
                prompt,
            );
            refused(&mut session, "r", &refusal(Refusal::MoveFirst), prompt);
            // Enter is no move: there is more than one thing it could mean.
            refused(&mut session, "", &say("cli_type_move"), prompt);
            session.send("q");
            assert!(session.finish());
            return;
        }
    }
    panic!("no move to choose came up");
}
