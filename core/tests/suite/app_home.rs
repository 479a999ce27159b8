//! The app around the game screen on virtual time, with a real store in a temporary directory:
//! starting a game at once or only after the player confirms, how the game given up is filed
//! (RULES_DECISIONS.md 22), quitting and resuming, the resume card after the store is reopened,
//! settings written through the store or refused with a key, the Statistics screen, and the
//! background holding the computer.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use std::path::Path;

use app_support::{announced, computer, setup, store_bytes};
use dhayam_core::app::{
    AppIntent, AppModel, AppView, Effect, GameScreenView, Intent, Message, QuestionAbout, Refusal,
    ResumeCard, ScreenView, SettingChange,
};
use dhayam_core::{
    BoardSkin, Game, GameKind, GameOutcome, GameSetup, Level, OpponentKind, SeatKind, State, Store,
};
use tempfile::TempDir;

const EASY: SeatKind = computer(Level::Easy);
const PERSON: SeatKind = SeatKind::Human;

/// The app on a fresh store in a new temporary directory.
fn fresh() -> (TempDir, AppModel) {
    let dir = TempDir::new().unwrap();
    let app = reopen(dir.path());
    (dir, app)
}

/// The app on the store in `dir`, opened anew.
fn reopen(dir: &Path) -> AppModel {
    AppModel::open(Store::open(dir).unwrap(), false).unwrap()
}

/// A Paramapadam game between a person and the computer at Easy.
fn against_easy() -> GameSetup {
    setup(GameKind::Paramapadam, &[PERSON, EASY], None)
}

/// A Paramapadam game of the computer against itself.
fn easy_against_easy() -> GameSetup {
    setup(GameKind::Paramapadam, &[EASY, EASY], None)
}

/// The wake-up among `effects`, if one was asked for.
fn wake_in(effects: &[Effect]) -> Option<u64> {
    effects.iter().find_map(|effect| match effect {
        Effect::WakeIn { ms } => Some(*ms),
        _ => None,
    })
}

/// The position of the game on screen, in the notation.
fn notation(app: &AppModel) -> String {
    app.game_screen()
        .expect("a game is on screen")
        .state()
        .notation()
}

/// The resume card Home shows.
fn resume_card(view: &AppView) -> Option<ResumeCard> {
    match &view.screen {
        ScreenView::Home { resume } => *resume,
        other => panic!("Home is not up: {other:?}"),
    }
}

/// Start a game of `setup` that the player takes a turn in, then quit it to Home, leaving it
/// saved.
fn save_a_game(app: &mut AppModel, setup: GameSetup, seed: u64) {
    app.intent(AppIntent::NewGame { setup, seed });
    roll_when_asked(app);
    app.intent(AppIntent::Quit);
}

/// The game view on screen.
fn game_view(app: &AppModel) -> GameScreenView {
    match app.view().screen {
        ScreenView::Game { game: view } => *view,
        other => panic!("no game is up: {other:?}"),
    }
}

/// Let the game go on (firing the wake-ups it asks for, starting with `wake`) until the
/// person can roll and nothing is on show.
fn until_the_person_can_roll(app: &mut AppModel, mut wake: Option<u64>) {
    for _ in 0..10_000 {
        let view = game_view(app);
        if view.can_roll {
            return;
        }
        wake = wake_in(&app.advance(wake.expect("the game asks to be woken")));
    }
    panic!("the person was never asked to roll");
}

/// Let the computer play until the person can roll, then roll and let the throw be shown.
fn roll_when_asked(app: &mut AppModel) {
    until_the_person_can_roll(app, Some(0));
    let mut wake = wake_in(&app.intent(AppIntent::Game {
        intent: Intent::Roll,
    }));
    assert_eq!(game_view(app).refusal, None, "a roll the view offers");
    while game_view(app).walking {
        wake = wake_in(&app.advance(wake.expect("a show asks to be woken")));
    }
}

/// Fire the wake-ups the game asks for until it is over.
fn play_to_the_end(app: &mut AppModel, opened: &[Effect]) {
    let mut wake = wake_in(opened);
    for _ in 0..400_000 {
        let Some(ms) = wake else {
            let ScreenView::Game { game: view } = app.view().screen else {
                panic!("a game is on screen");
            };
            assert!(view.game_over.is_some(), "only an ended game stops asking");
            return;
        };
        wake = wake_in(&app.advance(ms));
    }
    panic!("the game did not end");
}

#[test]
fn a_new_game_with_none_saved_starts_at_once() {
    let (_dir, mut app) = fresh();
    assert_eq!(
        resume_card(&app.view()),
        None,
        "a first run has no saved game"
    );
    let effects = app.intent(AppIntent::NewGame {
        setup: easy_against_easy(),
        seed: 5,
    });
    let view = app.view();
    assert_eq!(view.question, None, "nothing is asked");
    let ScreenView::Game { game } = view.screen else {
        panic!("the game is up at once: {:?}", view.screen);
    };
    assert_eq!(game.game, GameKind::Paramapadam);
    assert!(game.saved_number.is_some(), "the new game is saved");
    assert!(wake_in(&effects).is_some(), "the computer asks to be woken");
    assert_eq!(app.settings().last_setup, easy_against_easy());
}

#[test]
fn a_new_game_over_a_saved_one_asks_first_naming_what_would_be_lost() {
    let (_dir, mut app) = fresh();
    save_a_game(&mut app, against_easy(), 3);
    let card = resume_card(&app.view()).expect("the game stays saved");
    let effects = app.intent(AppIntent::NewGame {
        setup: setup(GameKind::Thayam, &[PERSON, EASY, EASY], Some(4)),
        seed: 9,
    });
    assert_eq!(
        effects,
        Vec::new(),
        "a question asks for nothing of the world"
    );
    let view = app.view();
    let Some(QuestionAbout::NewGame {
        saved,
        filed_as,
        new_game,
    }) = view.question.as_ref().map(|question| question.about)
    else {
        panic!("the app asks first: {:?}", view.question);
    };
    assert_eq!(saved, card, "it names the saved game");
    assert_eq!((saved.game, saved.players), (GameKind::Paramapadam, 2));
    assert!(saved.to_act.is_some(), "and whose turn it is");
    assert_eq!(filed_as, GameOutcome::Abandoned);
    assert_eq!(new_game, GameKind::Thayam);
    assert_eq!(
        resume_card(&view),
        Some(card),
        "Home stays under the question"
    );
    app.intent(AppIntent::OpenStatistics);
    assert_eq!(
        app.refusal(),
        Some(Refusal::ConfirmFirst),
        "the question must be answered first"
    );
}

#[test]
fn cancel_keeps_the_saved_game_and_the_statistics_byte_identical() {
    let (dir, mut app) = fresh();
    save_a_game(&mut app, against_easy(), 3);
    let card = resume_card(&app.view());
    let statistics = app.store().all_statistics().unwrap();
    let bytes = store_bytes(dir.path());
    app.intent(AppIntent::NewGame {
        setup: easy_against_easy(),
        seed: 4,
    });
    assert!(app.view().question.is_some());
    assert_eq!(app.intent(AppIntent::Cancel), Vec::new());
    let view = app.view();
    assert_eq!((&view.question, &view.refusal), (&None, &None));
    assert_eq!(resume_card(&view), card);
    assert_eq!(app.store().all_statistics().unwrap(), statistics);
    assert_eq!(store_bytes(dir.path()), bytes, "nothing was written");
    drop(app);
    assert_eq!(resume_card(&reopen(dir.path()).view()), card);
}

/// RULES_DECISIONS.md 22, through the app: the game given up after the question is filed as
/// abandoned, counted apart from the games played.
#[test]
fn confirming_a_new_game_files_the_old_one_as_abandoned_apart() {
    let (dir, mut app) = fresh();
    save_a_game(&mut app, against_easy(), 3);
    app.intent(AppIntent::NewGame {
        setup: easy_against_easy(),
        seed: 4,
    });
    let effects = app.intent(AppIntent::Confirm);
    assert_eq!(app.view().question, None);
    assert!(app.game_screen().is_some(), "the new game is up");
    assert!(wake_in(&effects).is_some(), "its computer asks to be woken");
    let stats = app
        .store()
        .statistics(
            GameKind::Paramapadam,
            OpponentKind::Computer { level: Level::Easy },
        )
        .unwrap();
    assert_eq!(
        (stats.abandoned, stats.played, stats.won, stats.lost),
        (1, 0, 0, 0)
    );
    assert_eq!(stats.win_rate(), None, "no game was played to its end");
    app.intent(AppIntent::Quit);
    drop(app);
    let card = resume_card(&reopen(dir.path()).view()).expect("the new game is saved");
    assert_eq!(card.players, 2);
    assert_eq!(card.to_act_kind, Some(EASY), "the computer against itself");
}

#[test]
fn quit_then_resume_continues_the_same_game_with_the_same_next_throw() {
    let (_dir, mut app) = fresh();
    save_a_game(&mut app, against_easy(), 21);
    assert_eq!(resume_card(&app.view()).unwrap().to_act_kind, Some(EASY));
    app.intent(AppIntent::Resume);
    until_the_person_can_roll(&mut app, Some(0));
    let waiting = notation(&app);
    app.intent(AppIntent::Quit);
    assert!(app.game_screen().is_none());
    let card = resume_card(&app.view()).unwrap();
    assert_eq!(
        card.to_act_kind,
        Some(PERSON),
        "the card says whose turn it is"
    );
    app.intent(AppIntent::Resume);
    assert_eq!(notation(&app), waiting, "the same game, where it was");
    let mut uninterrupted = Game::new(State::from_notation(&waiting).unwrap());
    let (throw, _) = uninterrupted
        .roll(u8::try_from(card.to_act.unwrap()).unwrap())
        .unwrap();
    app.intent(AppIntent::Game {
        intent: Intent::Roll,
    });
    assert_eq!(
        game_view(&app).sticks,
        Some(throw.into()),
        "the next throw is the game's own"
    );
    assert_eq!(notation(&app), uninterrupted.state().notation());
}

#[test]
fn reopening_the_store_shows_the_resume_card() {
    let (dir, mut app) = fresh();
    save_a_game(
        &mut app,
        setup(GameKind::Thayam, &[PERSON, EASY, EASY], Some(4)),
        8,
    );
    let card = resume_card(&app.view()).expect("the game is saved");
    drop(app);
    let mut app = reopen(dir.path());
    let view = app.view();
    assert_eq!(resume_card(&view), Some(card));
    assert_eq!((card.game, card.players), (GameKind::Thayam, 3));
    assert_eq!(view.notice, None);
    app.intent(AppIntent::Resume);
    let ScreenView::Game { game } = app.view().screen else {
        panic!("the saved game is up");
    };
    assert_eq!(game.game, GameKind::Thayam);
    assert_eq!(game.to_act, card.to_act);
}

#[test]
fn a_settings_change_is_written_through_the_store_and_persists() {
    let (dir, mut app) = fresh();
    app.intent(AppIntent::OpenSettings);
    let effects = app.intent(AppIntent::ChangeSetting {
        change: SettingChange::Sound { on: false },
    });
    assert_eq!(effects, Vec::new());
    app.intent(AppIntent::ChangeSetting {
        change: SettingChange::AutoRoll { on: true },
    });
    let ScreenView::Settings { settings } = app.view().screen else {
        panic!("Settings is up");
    };
    assert!(!settings.sound && settings.auto_roll);
    drop(app);
    let app = reopen(dir.path());
    assert_eq!(app.settings(), &settings, "the store kept them");
}

#[test]
fn a_last_setup_that_cant_start_a_game_is_refused_with_a_key_and_changes_nothing() {
    let (dir, mut app) = fresh();
    app.intent(AppIntent::OpenSettings);
    let before = app.settings().clone();
    let bytes = store_bytes(dir.path());
    let mut three_seats_for_two = against_easy();
    three_seats_for_two.seats = setup(GameKind::Paramapadam, &[PERSON, EASY, EASY], None).seats;
    let effects = app.intent(AppIntent::ChangeSetting {
        change: SettingChange::LastSetup {
            setup: three_seats_for_two.clone(),
        },
    });
    assert_eq!(
        effects,
        vec![announced(
            Message::Refused(Refusal::SetupCantStart),
            GameKind::Dhayam
        )]
    );
    assert_eq!(app.refusal(), Some(Refusal::SetupCantStart));
    assert_eq!(app.settings(), &before);
    assert_eq!(store_bytes(dir.path()), bytes, "nothing was written");
    app.intent(AppIntent::Home);
    app.intent(AppIntent::NewGame {
        setup: three_seats_for_two,
        seed: 1,
    });
    let view = app.view();
    assert_eq!(app.refusal(), Some(Refusal::SetupCantStart), "New Game too");
    assert_eq!(resume_card(&view), None);
    drop(app);
    assert_eq!(reopen(dir.path()).settings(), &before);
}

#[test]
fn the_statistics_screen_shows_the_figures_after_a_finished_game() {
    let (_dir, mut app) = fresh();
    let opened = app.intent(AppIntent::NewGame {
        setup: easy_against_easy(),
        seed: 13,
    });
    play_to_the_end(&mut app, &opened);
    let ScreenView::Game { game } = app.view().screen else {
        unreachable!("the game is up");
    };
    let winner = game.game_over.unwrap().winner;
    app.intent(AppIntent::Quit);
    assert_eq!(resume_card(&app.view()), None, "an ended game is not saved");
    app.intent(AppIntent::OpenStatistics);
    let ScreenView::Statistics { figures } = app.view().screen else {
        panic!("Statistics is up");
    };
    assert_eq!(
        figures.len(),
        GameKind::ALL.len() * 4,
        "every game and opponent kind"
    );
    // The computer played itself: no person was at the table, so the game is in no one's
    // figures (RULES_DECISIONS.md 23), ended as it is.
    let _ = winner;
    for stats in &figures {
        assert_eq!((stats.played, stats.abandoned), (0, 0), "{stats:?}");
        assert_eq!(
            stats
                .throw_counts
                .iter()
                .map(|each| each.count)
                .sum::<u64>(),
            0,
            "{stats:?}"
        );
    }
    app.intent(AppIntent::Home);
    assert!(matches!(app.view().screen, ScreenView::Home { .. }));
}

#[test]
fn the_background_holds_the_computer_and_the_foreground_lets_it_play() {
    let (_dir, mut app) = fresh();
    app.intent(AppIntent::NewGame {
        setup: easy_against_easy(),
        seed: 2,
    });
    let effects = app.intent(AppIntent::Background);
    assert_eq!(wake_in(&effects), None, "no wake-up in the background");
    let held = notation(&app);
    assert_eq!(app.advance(600_000), Vec::new());
    assert_eq!(notation(&app), held, "the computer waited");
    let ScreenView::Game { game: view } = app.view().screen else {
        unreachable!("the game is up");
    };
    assert!(view.in_background);
    assert_eq!(view.prompt, Some(Message::Paused.text(view.game)));
    let ms = wake_in(&app.intent(AppIntent::Foreground)).expect("the computer asks again");
    app.advance(ms);
    assert_ne!(notation(&app), held, "the computer played");
}

#[test]
fn requests_out_of_place_are_refused_with_keys() {
    let (_dir, mut app) = fresh();
    let refused = |app: &mut AppModel, intent| {
        app.intent(intent);
        app.refusal()
    };
    assert_eq!(
        refused(&mut app, AppIntent::Quit),
        Some(Refusal::NoGameOnScreen)
    );
    assert_eq!(
        refused(&mut app, AppIntent::Resume),
        Some(Refusal::NoSavedGame)
    );
    assert_eq!(
        refused(&mut app, AppIntent::Confirm),
        Some(Refusal::NothingToConfirm)
    );
    assert_eq!(
        refused(&mut app, AppIntent::Cancel),
        Some(Refusal::NothingToConfirm)
    );
    assert_eq!(
        refused(
            &mut app,
            AppIntent::Game {
                intent: Intent::Roll
            }
        ),
        Some(Refusal::NoGameOnScreen)
    );
    app.intent(AppIntent::NewGame {
        setup: against_easy(),
        seed: 6,
    });
    assert_eq!(
        refused(&mut app, AppIntent::OpenSettings),
        Some(Refusal::LeaveGameFirst)
    );
    assert_eq!(
        refused(
            &mut app,
            AppIntent::NewGame {
                setup: against_easy(),
                seed: 7
            }
        ),
        Some(Refusal::LeaveGameFirst)
    );
    assert!(app.game_screen().is_some(), "the game is still up");
    assert_eq!(refused(&mut app, AppIntent::Quit), None);
}

#[test]
fn a_saved_game_that_cant_be_read_back_gives_a_notice_not_a_card() {
    let (dir, mut app) = fresh();
    save_a_game(&mut app, against_easy(), 3);
    drop(app);
    let database = dir.path().join(dhayam_core::DATABASE_FILE);
    rusqlite::Connection::open(&database)
        .unwrap()
        .execute_batch("UPDATE saved_game SET position = 'paramapadam 1\nnot a position'")
        .unwrap();
    let mut app = reopen(dir.path());
    let view = app.view();
    assert_eq!(
        view.notice,
        Some(Message::SavedGameSetAside.text(GameKind::Dhayam))
    );
    assert_eq!(resume_card(&view), None);
    app.intent(AppIntent::Resume);
    assert_eq!(app.refusal(), Some(Refusal::NoSavedGame));
    assert_eq!(
        app.view().notice,
        None,
        "a notice lasts until the next request"
    );
    assert_eq!(
        app.store().rejected_games().unwrap().len(),
        1,
        "kept for a bug report"
    );
}

#[test]
fn a_setting_changed_during_a_game_reaches_the_game_on_screen() {
    let (_dir, mut app) = fresh();
    app.intent(AppIntent::NewGame {
        setup: setup(GameKind::Dhayam, &[PERSON, EASY], Some(6)),
        seed: 12,
    });
    assert!(game_view(&app).ring);
    app.intent(AppIntent::ChangeSetting {
        change: SettingChange::LegalMoveRing { on: false },
    });
    assert!(!game_view(&app).ring, "the ring goes at once");
    app.intent(AppIntent::ChangeSetting {
        change: SettingChange::Sound { on: false },
    });
    app.intent(AppIntent::ChangeSetting {
        change: SettingChange::Haptics { on: false },
    });
    until_the_person_can_roll(&mut app, Some(0));
    let effects = app.intent(AppIntent::Game {
        intent: Intent::Roll,
    });
    assert!(
        effects
            .iter()
            .all(|effect| !matches!(effect, Effect::Sound { .. } | Effect::Haptic { .. })),
        "no sound or vibration: {effects:?}"
    );
    assert!(!app.settings().legal_move_ring && !app.settings().sound);
}

#[test]
fn a_skin_chosen_from_the_pause_menu_is_remembered_for_the_next_game() {
    let (dir, mut app) = fresh();
    app.intent(AppIntent::NewGame {
        setup: against_easy(),
        seed: 1,
    });
    app.intent(AppIntent::Game {
        intent: Intent::Pause,
    });
    app.intent(AppIntent::Game {
        intent: Intent::ChangeSkin {
            skin: BoardSkin::Ivory,
        },
    });
    assert_eq!(game_view(&app).skin, BoardSkin::Ivory);
    assert_eq!(app.settings().board_skin, BoardSkin::Ivory);
    app.intent(AppIntent::Quit);
    drop(app);
    assert_eq!(reopen(dir.path()).settings().board_skin, BoardSkin::Ivory);
}

#[test]
fn back_closes_what_is_open_over_the_screen_then_steps_out_of_it() {
    let (_dir, mut app) = fresh();
    // Home has nothing to go back to.
    app.intent(AppIntent::Back);
    assert_eq!(app.refusal(), Some(Refusal::NothingToClose));
    // A menu screen goes Home; the reference over it closes first.
    app.intent(AppIntent::OpenLearn);
    app.intent(AppIntent::OpenReference {
        game: Some(GameKind::Thayam),
    });
    app.intent(AppIntent::Back);
    assert!(app.view().reference.is_none());
    assert!(matches!(app.view().screen, ScreenView::Learn { .. }));
    app.intent(AppIntent::Back);
    assert!(matches!(app.view().screen, ScreenView::Home { .. }));
    // A lesson steps back to Learn to play.
    app.intent(AppIntent::StartLesson {
        game: GameKind::Dhayam,
        lesson: 0,
    });
    app.intent(AppIntent::Back);
    assert!(matches!(app.view().screen, ScreenView::Learn { .. }));
    // In a game: the log closes, then Back pauses, and again resumes.
    app.intent(AppIntent::NewGame {
        setup: against_easy(),
        seed: 3,
    });
    app.intent(AppIntent::Game {
        intent: Intent::OpenLog,
    });
    assert!(game_view(&app).log.is_some());
    app.intent(AppIntent::Back);
    assert!(game_view(&app).log.is_none());
    assert!(!game_view(&app).paused);
    app.intent(AppIntent::Back);
    assert!(game_view(&app).paused);
    app.intent(AppIntent::Back);
    assert!(!game_view(&app).paused);
    assert_eq!(app.refusal(), None);
    // The question is answered No.
    app.intent(AppIntent::Game {
        intent: Intent::Pause,
    });
    app.intent(AppIntent::Quit);
    app.intent(AppIntent::NewGame {
        setup: against_easy(),
        seed: 4,
    });
    assert!(app.view().question.is_some());
    app.intent(AppIntent::Back);
    assert!(app.view().question.is_none());
    assert!(resume_card(&app.view()).is_some(), "the saved game is kept");
}
