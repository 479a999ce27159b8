//! The terminal and the phones share the store and one rule for the computer's choices: a game
//! saved by the terminal and resumed through the phones' bindings plays on with exactly the
//! computer moves the terminal would have made.
//!
//! The game pits a person (P1) against the computer at Easy (P2), the level whose choice
//! depends on the seed. The person's part is played the same way on both sides: roll when they
//! must, otherwise the first legal move (the terminal's move 1). Through the bindings the phones'
//! `AppHandle` plays it, the computer acting on the wake-ups it asks for, as on a phone.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::common;

use std::path::Path;

use common::{Session, UNDO_WINDOW, dhayam, notation_in};
use dhayam_core::{Level, Position, Store, ai};
use dhayam_ffi::{AppHandle, AppIntent, Intent, ScreenView};

/// The person's actions played after resuming, on either side.
const ACTIONS_AFTER_RESUMING: usize = 30;

/// Play in the terminal: the person rolls or plays move 1 at each of their prompts (noting the
/// position first, in `positions`), Enter lets the undo window run on and the computer play,
/// until the person has acted `actions` times; then quit where the computer is to play next.
fn play_in_the_terminal(session: &mut Session, actions: usize, positions: &mut Vec<String>) {
    let mut done = 0;
    loop {
        let seen = session.wait_for(": ");
        if seen.contains(UNDO_WINDOW) {
            if done >= actions {
                session.send("q");
                return;
            }
            session.send("");
        } else if seen.contains("help]:") {
            session.send("p");
            positions.push(notation_in(&session.wait_for("help]: ")));
            session.send(if seen.contains("r roll") { "r" } else { "1" });
            done += 1;
        }
        // Anything else is a prompt already answered (the new game's setup) or a log line.
    }
}

/// Play through the bindings, as [`play_in_the_terminal`] does: resume the saved game, and at
/// each of the person's turns, once the view offers a roll or moves, roll or play the first
/// legal move; otherwise let the time pass that the app asks for. Returns how many of the
/// computer's choices another seed would have made otherwise.
fn play_through_the_bindings(dir: &Path, actions: usize, positions: &mut Vec<String>) -> usize {
    let app = AppHandle::open(dir.display().to_string(), false).unwrap();
    app.intent(AppIntent::Resume).unwrap();
    let (mut done, mut swayed, mut person_last) = (0, 0, false);
    let mut weighed = String::new();
    loop {
        let ScreenView::Game { game: view } = app.view().unwrap().screen else {
            panic!("the terminal saved the game");
        };
        let text = app.notation().unwrap().unwrap();
        let position = Position::from_notation(&text).unwrap();
        let player = position.to_act().expect("the game goes on");
        let offered = !view.walking && (view.can_roll || !view.moves.is_empty());
        if player == 0 && offered {
            positions.push(notation_in(&text));
            let intent = if position.must_roll() {
                Intent::Roll
            } else {
                Intent::Play {
                    action: position.legal_moves()[0],
                }
            };
            app.intent(AppIntent::Game { intent }).unwrap();
            assert_ne!(app.notation().unwrap().unwrap(), text, "the person acted");
            done += 1;
            person_last = true;
            continue;
        }
        if player != 0 {
            if person_last && done >= actions {
                return swayed;
            }
            person_last = false;
            if !position.must_roll() && weighed != text {
                let chosen = ai::choose(&position, Level::Easy, ai::choice_seed(&position));
                swayed += usize::from(
                    (0..8).any(|seed| ai::choose(&position, Level::Easy, seed) != chosen),
                );
                weighed = text;
            }
        }
        let ms = app
            .next_wake()
            .unwrap()
            .expect("the app waits on a wake-up");
        app.advance(ms).unwrap();
    }
}

/// The saved game's position in `dir`.
fn saved_position(dir: &Path) -> String {
    let game = Store::open(dir).unwrap().saved_game().unwrap().unwrap();
    notation_in(&game.state().notation())
}

#[test]
fn a_game_saved_by_the_terminal_plays_on_through_the_bindings_with_the_same_computer_moves() {
    let terminal = tempfile::tempdir().unwrap();
    let phone = tempfile::tempdir().unwrap();

    // Dhayam, traditional, 6 coins, default rules, P1 a person, P2 the computer at Easy; a few
    // turns in, quit with the computer to play next.
    let mut session = Session::start(dhayam(terminal.path()).args(["--seed", "77"]));
    session.wait_for("choose [n]: ");
    for answer in ["n", "d", "t", "6", "", "1", "2"] {
        session.send(answer);
    }
    play_in_the_terminal(&mut session, 10, &mut Vec::new());
    assert!(session.finish());
    let file = dhayam_core::DATABASE_FILE;
    std::fs::copy(terminal.path().join(file), phone.path().join(file)).unwrap();

    // On in the terminal...
    let mut session = Session::start(&mut dhayam(terminal.path()));
    session.wait_for("choose [r]: ");
    session.send("r");
    let mut in_the_terminal = Vec::new();
    play_in_the_terminal(&mut session, ACTIONS_AFTER_RESUMING, &mut in_the_terminal);
    assert!(session.finish());

    // ... and on through the bindings, from the same saved game.
    let mut on_the_phone = Vec::new();
    let swayed = play_through_the_bindings(phone.path(), ACTIONS_AFTER_RESUMING, &mut on_the_phone);

    println!(
        "{} positions compared; {swayed} of the computer's choices would differ under another seed",
        in_the_terminal.len()
    );
    assert!(
        swayed > 0,
        "the seed must matter somewhere for the test to prove anything"
    );
    assert_eq!(in_the_terminal.len(), ACTIONS_AFTER_RESUMING);
    for (i, (terminal, phone)) in in_the_terminal.iter().zip(&on_the_phone).enumerate() {
        assert_eq!(
            terminal,
            phone,
            "the person's decision {} after resuming",
            i + 1
        );
    }
    assert_eq!(in_the_terminal.len(), on_the_phone.len());
    assert_eq!(
        saved_position(terminal.path()),
        saved_position(phone.path())
    );
}
