//! Whole games of all three games through the app model, driven by intents alone on virtual time,
//! on a real store in a temporary directory: the setup edited to the game and its seats, Start,
//! then a person rolling and tapping what the view offers (or choosing from the moves list, as a
//! screen reader does) while the computer plays on the wake-ups the app asks for, to the game's
//! end; the Statistics screen counting it; the background holding the computer; and a game quit and
//! reopened from the store going on exactly where it was.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use app_support::{AppSession, Drive, announced, computer, play_to_end, wake_in};
use dhayam_core::app::{
    AppIntent, GameScreenView, Intent, Message, Refusal, ScreenView, SetupEdit, Statistics,
};
use dhayam_core::{GameKind, Level, OpponentKind, SeatKind};

const PERSON: SeatKind = SeatKind::Human;
const EASY: SeatKind = computer(Level::Easy);
const MEDIUM: SeatKind = computer(Level::Medium);

/// The sticks' seeds the games below are played with.
const SEEDS: [u64; 3] = [5, 11, 2024];

/// Most steps (intents and wake-ups) a game may take.
const LIMIT: usize = 400_000;

/// Open the setup from Home and edit it, as a player would, to `game` played by `kinds` in
/// turn order with `coins` coins each where the game has coins; every edit is offered, and
/// the setup can start.
fn set_up(app: &mut AppSession, game: GameKind, kinds: &[SeatKind], coins: Option<u8>) {
    let mut edits = vec![
        SetupEdit::Game { game },
        SetupEdit::Players {
            players: kinds.len() as u8,
        },
    ];
    edits.extend(
        (0..)
            .zip(kinds)
            .map(|(seat, &kind)| SetupEdit::Seat { seat, kind }),
    );
    edits.extend(coins.map(|coins| SetupEdit::Coins { coins }));
    app.send(AppIntent::OpenSetup);
    for edit in edits {
        app.send(AppIntent::EditSetup { edit });
        assert_eq!(app.app.refusal(), None, "{edit:?} is offered");
    }
    let view = app.setup();
    assert_eq!(view.game, game);
    let seated: Vec<SeatKind> = view.setup.seats.iter().map(|seat| seat.kind).collect();
    assert_eq!(seated, kinds);
    assert_eq!(view.problem, None, "the setup can start");
}

/// Start the setup on screen with `seed`: with no game saved, the game is up at once.
fn start(app: &mut AppSession, seed: u64) -> GameScreenView {
    app.send(AppIntent::StartGame { seed });
    let view = app.app_view();
    assert_eq!(
        (view.question, view.refusal),
        (None, None),
        "no game is saved: nothing to ask"
    );
    app.game()
}

/// The Statistics screen's figures, opened from Home (and back to Home).
fn statistics(app: &mut AppSession) -> Vec<Statistics> {
    app.send(AppIntent::OpenStatistics);
    let ScreenView::Statistics { figures } = app.app_view().screen else {
        panic!("Statistics is up: {:?}", app.app_view().screen);
    };
    app.send(AppIntent::Home);
    figures
}

/// The figures of `game` against `opponent`.
fn figures_of(figures: &[Statistics], game: GameKind, opponent: OpponentKind) -> Statistics {
    figures
        .iter()
        .find(|stats| stats.game == game && stats.opponent == opponent)
        .cloned()
        .expect("every game and opponent has its figures")
}

/// Quit the ended game on screen: Home has nothing to resume.
fn quit_ended_game(app: &mut AppSession) {
    app.send(AppIntent::Quit);
    assert_eq!(
        app.app_view().screen,
        ScreenView::Home { resume: None },
        "an ended game is not kept to resume"
    );
}

#[test]
fn a_person_plays_each_game_against_the_computer_to_the_end_by_taps_and_statistics_count_it() {
    let games = [
        (GameKind::Dhayam, EASY, Some(6)),
        (GameKind::Thayam, MEDIUM, Some(4)),
        (GameKind::Paramapadam, EASY, None),
    ];
    // One app, as one player would play the three games in a row.
    let mut app = AppSession::fresh();
    for (round, ((game, opponent, coins), seed)) in games.into_iter().zip(SEEDS).enumerate() {
        set_up(&mut app, game, &[PERSON, opponent], coins);
        let opened = start(&mut app, seed);
        assert_eq!(opened.game, game);
        let played = play_to_end(&mut app, LIMIT);
        assert!(played.rolls > 0, "{game:?}: the person rolled");
        if game != GameKind::Paramapadam {
            assert!(
                played.tapped_moves > 0,
                "{game:?}: the person moved by taps"
            );
        }
        assert!(
            played.wakes > 0,
            "{game:?}: the computer played on wake-ups"
        );
        let over = app.game().game_over.expect("the game ended");
        assert_eq!(app.wake, None, "an ended game asks for nothing more");
        quit_ended_game(&mut app);

        let figures = statistics(&mut app);
        let SeatKind::Computer { level } = opponent else {
            unreachable!("the opponent is the computer");
        };
        let stats = figures_of(&figures, game, OpponentKind::Computer { level });
        assert_eq!(stats.played, 1, "{game:?}");
        let won = over.winner == Some(0);
        assert_eq!(
            (stats.won, stats.lost + stats.drawn),
            (u32::from(won), u32::from(!won)),
            "{game:?}: the person's result, {over:?}"
        );
        assert_eq!(
            figures.iter().map(|stats| stats.played).sum::<u32>(),
            round as u32 + 1,
            "each game counted once"
        );
        assert_eq!(figures.iter().map(|stats| stats.abandoned).sum::<u32>(), 0);
    }
}

#[test]
fn the_computer_plays_each_game_against_itself_to_the_end_on_the_wake_ups_it_asks_for() {
    // Each game with its seats, coins, and the strongest computer it is filed under.
    let games = [
        (GameKind::Dhayam, vec![MEDIUM, EASY], Some(6), Level::Medium),
        (
            GameKind::Thayam,
            vec![EASY, MEDIUM, EASY, MEDIUM],
            Some(4),
            Level::Medium,
        ),
        (
            GameKind::Paramapadam,
            vec![EASY, EASY, EASY],
            None,
            Level::Easy,
        ),
    ];
    for (game, kinds, coins, strongest) in games {
        let mut app = AppSession::fresh();
        for seed in SEEDS {
            set_up(&mut app, game, &kinds, coins);
            let opened = start(&mut app, seed);
            assert!(
                !opened.can_roll && opened.moves.is_empty(),
                "no person acts"
            );
            assert!(
                app.wake.is_some(),
                "{game:?}: the computer asks to be woken"
            );
            let played = play_to_end(&mut app, LIMIT);
            assert_eq!(
                (played.rolls, played.tapped_moves, played.chips),
                (0, 0, 0),
                "{game:?}: no person acted"
            );
            let over = app.game().game_over.expect("the game ended");
            // Dhayam may end drawn, every coin held at a closed gate.
            if over.winner.is_some() {
                assert_eq!(
                    over.places.len(),
                    kinds.len(),
                    "{game:?}: every place is given"
                );
            }
            quit_ended_game(&mut app);
        }
        let figures = statistics(&mut app);
        let stats = figures_of(&figures, game, OpponentKind::Computer { level: strongest });
        // No person played: counted for no one (RULES_DECISIONS.md 23).
        assert_eq!(
            (stats.played, stats.abandoned),
            (0, 0),
            "{game:?}: the computer's games are in no one's statistics"
        );
    }
}

/// The person chooses the `turn`th of the moves the view lists, as a screen reader or the
/// terminal does (`Intent::Play`).
fn play_from_the_list(app: &mut AppSession, turn: usize) -> usize {
    let mut chosen = 0;
    for step in turn..turn + LIMIT {
        let view = app.game();
        if view.game_over.is_some() && !view.walking {
            return chosen;
        }
        if view.can_roll {
            app.send(AppIntent::Game {
                intent: Intent::Roll,
            });
            assert_eq!(app.game().refusal, None, "a roll the view offers");
        } else if let Some(option) = view.moves.get(step % view.moves.len().max(1)) {
            let before = app.notation();
            app.send(AppIntent::Game {
                intent: Intent::Play {
                    action: option.action,
                },
            });
            assert_eq!(app.game().refusal, None, "a move the view lists");
            assert_ne!(app.notation(), before, "the move was played");
            chosen += 1;
        } else {
            Drive::wake(app);
        }
    }
    panic!("the game did not end");
}

#[test]
fn a_person_plays_a_whole_race_game_from_the_moves_list_as_a_screen_reader_would() {
    for (game, coins, seed) in [
        (GameKind::Thayam, 4, SEEDS[0]),
        (GameKind::Dhayam, 6, SEEDS[1]),
    ] {
        let mut app = AppSession::fresh();
        set_up(&mut app, game, &[PERSON, MEDIUM], Some(coins));
        start(&mut app, seed);
        let chosen = play_from_the_list(&mut app, 0);
        assert!(chosen > 0, "{game:?}: the person moved from the list");
        assert!(app.game().game_over.is_some());
        quit_ended_game(&mut app);
        let figures = statistics(&mut app);
        assert_eq!(
            figures_of(
                &figures,
                game,
                OpponentKind::Computer {
                    level: Level::Medium
                }
            )
            .played,
            1
        );
    }
}

/// Fire the wake-ups the app asks for until the game's position has changed `times` times.
fn let_the_computer_play(app: &mut AppSession, times: usize) {
    let mut seen = app.notation();
    let mut changes = 0;
    while changes < times {
        Drive::wake(app);
        let now = app.notation();
        if now != seen {
            changes += 1;
            seen = now;
        }
    }
}

#[test]
fn the_background_holds_the_computer_mid_game_and_the_foreground_lets_it_finish() {
    let mut app = AppSession::fresh();
    set_up(&mut app, GameKind::Thayam, &[EASY, MEDIUM], Some(4));
    start(&mut app, SEEDS[2]);
    let_the_computer_play(&mut app, 12);
    // Part of the way through the next wait or walk.
    app.advance(app.wake.unwrap() / 2);

    let effects = app.send(AppIntent::Background);
    assert_eq!(wake_in(&effects), None, "no wake-up in the background");
    let held = app.game();
    let position = app.notation();
    assert!(held.in_background);
    assert_eq!(held.prompt, Some(Message::Paused.text(held.game)));
    for _ in 0..3 {
        assert_eq!(
            app.advance(600_000),
            Vec::new(),
            "time passes, nothing happens"
        );
    }
    assert_eq!(app.game(), held, "the screen held where it was");
    assert_eq!(app.notation(), position, "the computer waited");

    let effects = app.send(AppIntent::Foreground);
    assert!(
        wake_in(&effects).is_some(),
        "back in front, the game asks again"
    );
    assert!(!app.game().in_background);
    let played = play_to_end(&mut app, LIMIT);
    assert!(played.wakes > 0);
    assert!(app.game().game_over.is_some(), "and plays to its end");
    quit_ended_game(&mut app);
    let figures = statistics(&mut app);
    assert_eq!(
        figures_of(
            &figures,
            GameKind::Thayam,
            OpponentKind::Computer {
                level: Level::Medium
            }
        )
        .played,
        0,
        "no person played: counted for no one (RULES_DECISIONS.md 23)"
    );
}

#[test]
fn a_game_resumed_in_the_background_holds_until_the_foreground() {
    let mut app = AppSession::fresh();
    set_up(&mut app, GameKind::Paramapadam, &[EASY, EASY], None);
    start(&mut app, SEEDS[0]);
    let_the_computer_play(&mut app, 3);
    app.send(AppIntent::Quit);
    app.send(AppIntent::Background);
    let effects = app.send(AppIntent::Resume);
    assert_eq!(
        wake_in(&effects),
        None,
        "opened behind the lock screen: it holds"
    );
    let position = app.notation();
    assert!(app.game().in_background);
    assert_eq!(app.advance(600_000), Vec::new());
    assert_eq!(app.notation(), position);
    let effects = app.send(AppIntent::Foreground);
    assert!(wake_in(&effects).is_some());
    let_the_computer_play(&mut app, 1);
}

#[test]
fn a_request_refused_mid_game_restates_the_wake_up_so_the_computer_plays_on() {
    let mut app = AppSession::fresh();
    set_up(&mut app, GameKind::Dhayam, &[EASY, EASY], Some(6));
    start(&mut app, SEEDS[1]);
    let opened_wake = app.wake.expect("the computer asks to be woken");
    let position = app.notation();
    for (intent, refusal) in [
        (AppIntent::OpenSettings, Refusal::LeaveGameFirst),
        (AppIntent::OpenSetup, Refusal::LeaveGameFirst),
        (AppIntent::PlayAgain { seed: 1 }, Refusal::LeaveGameFirst),
        (AppIntent::Confirm, Refusal::NothingToConfirm),
        (
            AppIntent::Game {
                intent: Intent::Roll,
            },
            Refusal::ComputerToAct { player: 0 },
        ),
    ] {
        let effects = app.send(intent.clone());
        assert!(
            effects.contains(&announced(Message::Refused(refusal), GameKind::Dhayam)),
            "{intent:?}: {effects:?}"
        );
        assert_eq!(
            wake_in(&effects),
            Some(opened_wake),
            "{intent:?}: the computer's wait is asked for again"
        );
    }
    assert_eq!(app.notation(), position);
    let_the_computer_play(&mut app, 1);
}

/// The person's fixed way of playing: roll when asked, else the first move listed; the
/// computer's wake-ups otherwise. One step; false once the game is over.
fn step(app: &mut AppSession) -> bool {
    let view = app.game();
    if view.game_over.is_some() && !view.walking {
        return false;
    }
    if view.can_roll {
        app.send(AppIntent::Game {
            intent: Intent::Roll,
        });
    } else if let Some(option) = view.moves.first() {
        app.send(AppIntent::Game {
            intent: Intent::Play {
                action: option.action,
            },
        });
    } else {
        Drive::wake(app);
    }
    assert_eq!(app.game().refusal, None);
    true
}

/// The positions a person-against-Easy game of Thayam goes through, one per action.
/// `quit_at` says after how many positions to quit to Home, close the app and open it again,
/// and resume; each time, `check` is given the game view before quitting and after resuming.
fn positions(
    quit_at: &[usize],
    check: &mut dyn FnMut(&GameScreenView, &GameScreenView),
) -> Vec<String> {
    let mut app = AppSession::fresh();
    set_up(&mut app, GameKind::Thayam, &[PERSON, EASY], Some(4));
    start(&mut app, SEEDS[2]);
    let mut seen = vec![app.notation()];
    while step(&mut app) {
        let now = app.notation();
        if seen.last() == Some(&now) {
            continue;
        }
        seen.push(now);
        if quit_at.contains(&seen.len()) {
            // Let the action's show and the Undo bar finish first (the position stays).
            while app.game().walking || app.game().undo.is_some() {
                Drive::wake(&mut app);
            }
            let before = app.game();
            app.send(AppIntent::Quit);
            let ScreenView::Home { resume: card } = app.app_view().screen else {
                panic!("Home is up");
            };
            let card = card.expect("the game stays saved");
            app = app.reopened();
            assert_eq!(
                app.app_view().screen,
                ScreenView::Home { resume: Some(card) },
                "the reopened app offers the same game"
            );
            app.send(AppIntent::Resume);
            assert_eq!(app.notation(), seen[seen.len() - 1], "resumed where it was");
            check(&before, &app.game());
        }
    }
    assert!(app.game().game_over.is_some());
    seen
}

#[test]
fn quitting_mid_game_and_reopening_the_store_resumes_exactly_where_it_was() {
    let straight = positions(&[], &mut |_, _| unreachable!("never quit"));
    assert!(straight.len() > 40, "a whole game");
    let mut checked = 0;
    let resumed = positions(&[3, 18, 31], &mut |before, after| {
        checked += 1;
        // Everything drawn is the same — coins, chips, strips, whose turn, what may be
        // tapped, the prompt — but the record of the last action: the sticks it threw (and
        // their words) and its status lines are not kept in the store, so the resumed
        // screen starts without.
        let game = |view: &GameScreenView| GameScreenView {
            sticks: None,
            sticks_text: None,
            status: Vec::new(),
            ..view.clone()
        };
        assert_eq!(game(after), game(before));
    });
    assert_eq!(checked, 3);
    assert_eq!(
        resumed, straight,
        "the game went on with the same throws and choices"
    );
}
