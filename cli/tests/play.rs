//! The interactive game through the real binary: a whole game played to the end, a game killed
//! and resumed exactly where it was, and garbage refused at every prompt.

#![allow(clippy::unwrap_used, clippy::panic)]

mod common;

use common::{Session, dhayam, notation_in, run};
use dhayam_core::{Game, State};

/// The sticks and value of the throw in `printed`'s last `throws` line: `▕●●·▏▕●··▏ 3`.
fn throw_in(printed: &str) -> String {
    let line = printed
        .lines()
        .rev()
        .find(|line| line.contains(" throws "))
        .unwrap_or_else(|| panic!("no throw in:\n{printed}"));
    line.split(" throws ").nth(1).unwrap().trim().to_owned()
}

/// The throw as the binary draws it.
fn drawn(faces: [u8; 2], value: u8) -> String {
    let face = |pips: u8| {
        let pips = usize::from(pips);
        format!("▕{}{}▏", "●".repeat(pips), "·".repeat(3 - pips))
    };
    format!("{}{} {value}", face(faces[0]), face(faces[1]))
}

#[test]
fn a_paramapadam_game_between_computer_seats_is_played_to_the_end_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    // New game, Paramapadam, 2 players, default rules, both seats the computer; after the game,
    // Enter for the menu, then statistics, then quit.
    let script = "n\np\n2\n\n2\n2\n\ns\nq\n";
    let output = run(dhayam(dir.path()).args(["--seed", "11"]), script);
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{printed}");
    assert!(printed.contains("finishes 1st"), "{printed}");
    assert!(printed.contains("Game over: "), "{printed}");
    assert!(
        printed.contains("132★") || printed.contains("on 132"),
        "{printed}"
    );
    let stats = &printed[printed.rfind("Statistics").unwrap()..];
    assert!(stats.contains("Paramapadam"), "{stats}");
    assert!(stats.contains("computer medium"), "{stats}");
}

#[test]
fn a_human_paramapadam_seat_rolls_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::start(dhayam(dir.path()).args(["--seed", "3"]));
    session.wait_for("choose [n]: ");
    // Paramapadam, 2 players, default rules, P1 a person, P2 the computer; quick undo asks
    // before the computer plays, which Enter passes.
    for answer in ["n", "p", "2", "", "1", "2"] {
        session.send(answer);
    }
    for _ in 0..2000 {
        let seen = session.wait_for(": ");
        if seen.contains("Enter for the menu") {
            session.send("q");
            session.send("q");
            assert!(session.finish());
            return;
        }
        if seen.contains("u to undo,") {
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
    assert!(
        menu.contains("resume Dhayam (traditional, 6 coins, 2 players)"),
        "{menu}"
    );
    session.send("r");
    session.wait_for("help]: ");
    session.send("p");
    assert_eq!(notation_in(&session.wait_for("help]: ")), before);
    session.send("r");
    assert_eq!(throw_in(&session.wait_for("help]: ")), throw);
    session.send("q");
    assert!(session.finish());
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
    session.send("u");
    session.wait_for("[6]: ");
    refused(&mut session, "7", "“7” is not one of 4, 6, 12", "[6]: ");
    refused(&mut session, "six", "“six” is not one of 4, 6, 12", "[6]: ");
    session.send("6");
    let prompt = "or Enter to go on: ";
    session.wait_for(prompt);
    refused(
        &mut session,
        "99",
        "“99” is not a rule number from 1 to 8",
        prompt,
    );
    // Jump & go can't be on while each throw is played at once (custom's default).
    refused(
        &mut session,
        "7",
        "can't: jump & go needs banked chains",
        prompt,
    );
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
        "“hello” is not an option here; type r to roll",
        prompt,
    );
    refused(&mut session, "", "type r to roll", prompt);
    refused(
        &mut session,
        "u",
        "there is nothing of yours to undo",
        prompt,
    );
    refused(
        &mut session,
        "3",
        "“3” is not an option here; type r to roll",
        prompt,
    );
    // Roll (and play the first move) until there is a move to choose.
    for _ in 0..500 {
        session.send("r");
        let seen = session.wait_for(prompt);
        if seen.contains("Moves:") {
            refused(&mut session, "99", "there is no move 99", prompt);
            refused(&mut session, "zz+1", "“zz+1” is not a move", prompt);
            refused(
                &mut session,
                "r",
                "you have banked values to play first",
                prompt,
            );
            session.send("q");
            assert!(session.finish());
            return;
        }
    }
    panic!("no move to choose came up");
}
