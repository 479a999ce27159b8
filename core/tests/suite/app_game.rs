//! The game screen playing whole games of all three games on virtual time: the computer against
//! itself and a person against the computer, driven by intents and the wake-ups the screen asks for
//! alone; the same session giving the same views and effects; and a game reopened from the store
//! going on with the same throws.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use app_support::{Input, Session, computer, play_to_end, settings, setup};
use dhayam_core::app::{Effect, Intent, Message, Text};
use dhayam_core::{GameKind, Level, SeatKind, Store};

const EASY: SeatKind = computer(Level::Easy);
const MEDIUM: SeatKind = computer(Level::Medium);

/// The announcements among `steps`' effects.
fn announced(session: &Session) -> Vec<Text> {
    let effects: Vec<Effect> = session
        .steps
        .iter()
        .flat_map(|step| step.effects.iter().cloned())
        .collect();
    app_support::announcements(&effects)
}

#[test]
fn the_computer_plays_each_game_against_itself_to_the_end_on_wake_ups_alone() {
    let games = [
        (GameKind::Dhayam, vec![MEDIUM, EASY], Some(6)),
        (GameKind::Thayam, vec![EASY, MEDIUM, EASY, MEDIUM], Some(4)),
        (GameKind::Paramapadam, vec![EASY, EASY, EASY], None),
    ];
    for (game, kinds, coins) in games {
        let mut session = Session::new_game(setup(game, &kinds, coins), 11, settings());
        let played = play_to_end(&mut session, 400_000);
        assert_eq!(
            (played.rolls, played.tapped_moves),
            (0, 0),
            "{game:?}: no person acted"
        );
        let over = session.view().game_over.expect("the game ended");
        // Dhayam may end drawn, with every coin held at a closed gate.
        if game != GameKind::Dhayam {
            assert!(over.winner.is_some(), "{game:?}: someone won");
            assert_eq!(
                over.places.len(),
                kinds.len(),
                "{game:?}: every place is given"
            );
        }
        // The store holds no game in progress, and counts the ended one for no one: no person
        // played it (RULES_DECISIONS.md 23).
        let store: &mut Store = session.store.as_mut().unwrap();
        assert!(store.saved_game().unwrap().is_none());
        let played: u32 = store
            .all_statistics()
            .unwrap()
            .iter()
            .filter(|s| s.game == game)
            .map(|s| s.played)
            .sum();
        assert_eq!(played, 0, "{game:?}");
    }
}

#[test]
fn a_person_finishes_each_game_against_the_computer_by_tapping_what_the_view_offers() {
    let games = [
        (GameKind::Dhayam, Some(6)),
        (GameKind::Thayam, Some(4)),
        (GameKind::Paramapadam, None),
    ];
    for (game, coins) in games {
        let mut session =
            Session::new_game(setup(game, &[SeatKind::Human, EASY], coins), 5, settings());
        let played = play_to_end(&mut session, 400_000);
        assert!(played.rolls > 0, "{game:?}: the person rolled");
        if game != GameKind::Paramapadam {
            assert!(
                played.tapped_moves > 0,
                "{game:?}: the person moved by taps"
            );
            assert!(played.chips > 0, "{game:?}: the person picked chips");
        }
        let over = session.view().game_over.expect("the game ended");
        let statistics = session.store.as_mut().unwrap().all_statistics().unwrap();
        let (won, lost) = statistics
            .iter()
            .filter(|s| s.game == game)
            .fold((0, 0), |(won, lost), s| (won + s.won, lost + s.lost));
        let expected = if over.winner == Some(0) {
            (1, 0)
        } else {
            (0, 1)
        };
        assert_eq!(
            (won, lost),
            expected,
            "{game:?}: the person's result is recorded"
        );
    }
}

/// A scripted session: a person against the computer at Thayam, with pauses, a trip to the
/// background, a skin change and undos along the way.
fn scripted_session() -> Session {
    let mut session = Session::new_game(
        setup(GameKind::Thayam, &[SeatKind::Human, MEDIUM], Some(4)),
        99,
        settings(),
    )
    .recording();
    for round in 0..300 {
        match round % 10 {
            3 => drop(session.intent(Intent::Pause)),
            4 => drop(session.intent(Intent::Resume)),
            6 => drop(session.intent(Intent::Background)),
            7 => drop(session.intent(Intent::Foreground)),
            8 => drop(session.intent(Intent::Undo)),
            _ => {}
        }
        let view = session.view();
        if view.game_over.is_some() {
            break;
        }
        if view.can_roll {
            session.intent(Intent::Roll);
        } else if let Some(option) = view.moves.get(round % view.moves.len().max(1)) {
            session.intent(Intent::Play {
                action: option.action,
            });
        }
        // Odd amounts of time, so timers run out between wake-ups as well as on them.
        session.advance(37 + (round as u64 * 211) % 900);
    }
    session
}

#[test]
fn the_same_intents_at_the_same_times_give_the_same_views_and_effects() {
    let first = scripted_session();
    let second = scripted_session();
    assert!(first.steps.len() > 100);
    assert!(
        first
            .steps
            .iter()
            .any(|step| step.input == Input::Intent(Intent::Undo)
                && step.view.status == [Message::Undone { player: 0 }.text(step.view.game)]),
        "the script undid something"
    );
    assert_eq!(first.steps, second.steps);
    assert_eq!(announced(&first), announced(&second));
}

/// The positions a computer-only game of Thayam goes through, one per action, reopening the
/// store after `reopen_after` actions if given.
fn positions(reopen_after: Option<usize>) -> Vec<String> {
    let game = setup(GameKind::Thayam, &[EASY, MEDIUM], Some(4));
    let mut session = Session::new_game(game, 2024, settings());
    let mut seen = vec![session.notation()];
    while session.view().game_over.is_none() {
        session.wake();
        let now = session.notation();
        if seen.last() != Some(&now) {
            seen.push(now);
            if reopen_after == Some(seen.len()) {
                let Session {
                    screen, store, dir, ..
                } = session;
                drop((screen, store));
                session = Session::resume(dir.unwrap(), settings());
                assert_eq!(
                    session.notation(),
                    seen[seen.len() - 1],
                    "resumed where it was"
                );
            }
        }
    }
    seen
}

#[test]
fn a_game_reopened_from_the_store_goes_on_with_the_same_throws_and_choices() {
    let straight = positions(None);
    assert!(straight.len() > 40);
    for reopen_after in [2, 17, 31] {
        assert_eq!(
            positions(Some(reopen_after)),
            straight,
            "reopened after {reopen_after}"
        );
    }
}

#[test]
fn the_race_games_show_their_bank_and_paramapadam_shows_none() {
    for (game, kinds, coins, banks) in [
        (GameKind::Dhayam, vec![MEDIUM, EASY], Some(6), true),
        (GameKind::Thayam, vec![EASY, MEDIUM], Some(4), true),
        (GameKind::Paramapadam, vec![EASY, EASY], None, false),
    ] {
        let session = Session::new_game(setup(game, &kinds, coins), 3, settings());
        assert_eq!(session.view().shows_bank, banks, "{game:?}");
    }
}

#[test]
fn a_finished_game_offers_no_pause_and_refuses_one() {
    let mut session = Session::new_game(
        setup(GameKind::Paramapadam, &[EASY, EASY], None),
        11,
        settings(),
    );
    assert!(session.view().can_pause, "a game in play can be paused");
    play_to_end(&mut session, 400_000);
    let over = session.view();
    assert!(over.game_over.is_some() && !over.can_pause);
    session.intent(Intent::Pause);
    let after = session.view();
    assert!(!after.paused, "the game-over card keeps the screen");
    assert_eq!(
        after.refusal,
        Some(dhayam_core::app::Refusal::GameOver.text(after.game))
    );
}
