//! The hint: the move Hard would play, with one reason, on positions where each reason applies; on
//! a person's turn only; counted in the game's statistics, through the store, and kept across an
//! undo and a resume.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use app_support::{AppSession, Session, computer, settings, setup};
use dhayam_core::app::{AppIntent, Intent, Refusal};
use dhayam_core::learn::{HintReason, hint};
use dhayam_core::{GameKind, Level, OpponentKind, Position, SeatKind, Store};

/// The hint in the Traditional position with player 1's and player 2's coins as given, player
/// 1 to move with `bank`.
fn hint_in(p1: &str, p2: &str, bank: &str) -> (String, HintReason) {
    let text = format!(
        "dhayam 1\nrules traditional coins=6\np1 {p1}\np2 {p2}\nturn p1 move bank={bank}\n"
    );
    let position = Position::from_notation(&text).unwrap();
    let (mv, reason) = hint(&position).expect("player 1 is to move");
    (position.move_text(mv), reason)
}

#[test]
fn a_move_into_the_oval_finishes() {
    assert_eq!(
        hint_in("cut=yes 49 Oval*5", "cut=yes home*6", "1"),
        ("49+1".to_owned(), HintReason::Finishes)
    );
}

#[test]
fn the_first_cut_opens_the_gate() {
    assert_eq!(
        hint_in("cut=no home*5 40", "cut=no home*5 44", "4"),
        ("40+4".to_owned(), HintReason::OpensGate)
    );
}

#[test]
fn a_cut_after_the_first_cuts() {
    assert_eq!(
        hint_in("cut=yes home*5 40", "cut=no home*5 44", "4"),
        ("40+4".to_owned(), HintReason::Cuts)
    );
}

#[test]
fn a_coin_out_of_the_home_circle_enters() {
    assert_eq!(
        hint_in("cut=no home*6", "cut=no home*5 44", "1"),
        ("home+1".to_owned(), HintReason::Enters)
    );
}

#[test]
fn a_coin_just_ahead_of_an_enemy_escapes_the_threat() {
    // Player 2's coin on 84 is one step behind player 1's on 83; 83+4 reaches 32, where
    // player 2's path, turning off at 31, never goes.
    assert_eq!(
        hint_in("cut=yes 83 Oval*5", "cut=yes home*5 84", "4"),
        ("83+4".to_owned(), HintReason::EscapesThreat)
    );
}

#[test]
fn a_move_onto_an_x_square_reaches_a_safe_square() {
    assert_eq!(
        hint_in("cut=yes 3 Oval*5", "cut=yes home*6", "4"),
        ("3+4".to_owned(), HintReason::ReachesSafeSquare)
    );
}

#[test]
fn any_other_move_moves_ahead() {
    assert_eq!(
        hint_in("cut=yes 8 Oval*5", "cut=yes home*6", "2"),
        ("8+2".to_owned(), HintReason::MovesAhead)
    );
}

#[test]
fn the_hint_is_hards_own_choice_where_there_are_several() {
    let text = "dhayam 1\nrules traditional coins=6\np1 cut=no home*4 40 21\np2 cut=no home*5 44\nturn p1 move bank=4\n";
    let position = Position::from_notation(text).unwrap();
    let (mv, reason) = hint(&position).unwrap();
    assert!(position.legal_moves().len() > 1);
    assert_eq!(
        Some(mv),
        dhayam_core::ai::choose(
            &position,
            Level::Hard,
            dhayam_core::ai::choice_seed(&position)
        )
    );
    assert_eq!(dhayam_core::learn::reason(&position, mv), Some(reason));
}

#[test]
fn the_screen_rings_the_hinted_move_until_the_next_action() {
    let mut session = Session::detached(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*5 44
         turn p1 move bank=4",
        &[SeatKind::Human, SeatKind::Human],
        settings(),
    );
    assert!(session.view().can_hint, "the Hint button is live");
    session.intent(Intent::Hint);
    let view = session.view();
    let shown = view.hint.expect("a hint is shown");
    assert_eq!(shown.reason, HintReason::OpensGate);
    assert_eq!(shown.text.key, "hint_opens_gate");
    assert!(shown.option.cuts);
    // Its landing is ringed as a picked coin's landings are, whatever the ring setting.
    assert_eq!(view.destinations, vec![shown.option.to]);
    assert!(view.ring);
    session.intent(Intent::Play {
        action: shown.option.action,
    });
    assert!(session.view().hint.is_none());
}

#[test]
fn a_hint_is_refused_while_the_person_must_roll() {
    let mut session = Session::detached(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn p1 roll",
        &[SeatKind::Human, computer(Level::Easy)],
        settings(),
    );
    assert!(!session.view().can_hint, "no Hint button before the throw");
    session.intent(Intent::Hint);
    assert_eq!(
        session.view().refusal,
        Some(Refusal::RollFirst.text(session.view().game))
    );
    assert!(session.view().hint.is_none());
}

#[test]
fn hints_are_counted_in_the_games_statistics_and_survive_undo_and_resume() {
    let mut app = AppSession::fresh();
    let mut setup = setup(
        GameKind::Dhayam,
        &[SeatKind::Human, computer(Level::Easy)],
        Some(6),
    );
    setup.seats[1].kind = computer(Level::Easy);
    app.send(AppIntent::NewGame { setup, seed: 11 });
    // Play until the person has a move to choose, asking for a hint there.
    let mut hints = 0;
    for _ in 0..400 {
        let view = app.game();
        if view.game_over.is_some() || hints == 2 {
            break;
        }
        if view.walking || view.to_act != Some(0) {
            app.advance(app.wake.unwrap_or(100));
        } else if view.can_roll {
            app.send(AppIntent::Game {
                intent: Intent::Roll,
            });
        } else {
            app.send(AppIntent::Game {
                intent: Intent::Hint,
            });
            assert_eq!(app.game().refusal, None);
            hints += 1;
            let mv = app.game().hint.unwrap().option.action;
            app.send(AppIntent::Game {
                intent: Intent::Play { action: mv },
            });
            // Taking the move back keeps the hint counted.
            app.send(AppIntent::Game {
                intent: Intent::Undo,
            });
            app.send(AppIntent::Game {
                intent: Intent::Play { action: mv },
            });
        }
    }
    assert_eq!(hints, 2);
    let tally = *app.app.game_screen().unwrap().saved_game().unwrap().tally();
    assert_eq!(tally.hints, 2);
    app.send(AppIntent::Quit);
    let app = app.reopened();
    let dir = app.dir;
    drop(app.app);
    let mut store = Store::open(dir.path()).unwrap();
    assert_eq!(store.saved_game().unwrap().unwrap().tally().hints, 2);
    // Given up for a new game, it is filed with its hints.
    store
        .start_game(
            dhayam_core::GameSetup::default_for(GameKind::Paramapadam),
            1,
        )
        .unwrap();
    let figures = store
        .statistics(
            GameKind::Dhayam,
            OpponentKind::Computer { level: Level::Easy },
        )
        .unwrap();
    assert_eq!(figures.abandoned, 1);
    assert_eq!(figures.hints_used, 2);
}
