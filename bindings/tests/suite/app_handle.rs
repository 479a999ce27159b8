//! The whole app through the bindings' `AppHandle`: one writer per store, a malformed request
//! is a typed error that changes nothing, a game left on screen is found again after the
//! app is closed and reopened, and the board reading and the last turns each cross on their own
//! call with the version the view names.

#![allow(clippy::panic)] // a screen other than the one expected fails the test, saying which

use dhayam_ffi::{
    AppHandle, AppIntent, DhayamError, GameRules, GameScreenView, Intent, Move, ScreenView,
    default_setup,
};
use dhayam_ffi::{GameKind, Level, SeatKind};

fn open(dir: &tempfile::TempDir) -> std::sync::Arc<AppHandle> {
    AppHandle::open(dir.path().display().to_string(), false).expect("the store opens")
}

fn against_easy(game: GameKind) -> dhayam_ffi::GameSetup {
    let mut setup = default_setup(game);
    setup.seats[1].kind = SeatKind::Computer { level: Level::Easy };
    setup
}

#[test]
fn a_second_app_on_the_same_store_is_refused_while_the_first_is_open() {
    let dir = tempfile::tempdir().expect("a directory");
    let first = open(&dir);
    first
        .intent(AppIntent::NewGame {
            setup: against_easy(GameKind::Thayam),
            seed: 4,
        })
        .expect("a new game");
    let second = AppHandle::open(dir.path().display().to_string(), false);
    assert!(
        matches!(second, Err(DhayamError::StoreInUse { .. })),
        "one writer: {:?}",
        second.err()
    );
    // Setting aside is refused too: the first app would go on writing to a renamed file.
    assert!(matches!(
        dhayam_ffi::set_aside_damaged_store(dir.path().display().to_string()),
        Err(DhayamError::StoreInUse { .. })
    ));
    // The first plays on, and once it is gone the store is free, with the game it saved.
    let before = first.notation().expect("notation");
    first
        .intent(AppIntent::Game {
            intent: Intent::Roll,
        })
        .expect("a roll");
    let notation = first.notation().expect("notation");
    assert_ne!(notation, before, "the first app plays on");
    drop(first);
    let again = open(&dir);
    again.intent(AppIntent::Resume).expect("resume");
    assert_eq!(again.notation().expect("notation"), notation);
}

/// A throw set or a move's values as a shell hands them over: a list of numbers.
fn lifted<T: uniffi::Lift<dhayam_ffi::UniFfiTag, FfiType = uniffi::RustBuffer>>(
    numbers: Vec<u32>,
) -> T {
    use uniffi::Lower;
    let lowered = <Vec<u32> as Lower<dhayam_ffi::UniFfiTag>>::lower(numbers);
    T::try_lift(lowered).expect("a list of numbers")
}

#[test]
fn a_setup_that_cannot_be_read_is_an_error_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("a directory");
    let app = open(&dir);
    let before = app.view().expect("view");
    let mut setup = against_easy(GameKind::Dhayam);
    if let GameRules::Race { rules } = &mut setup.rules {
        rules.entry = lifted(vec![7]); // no throw of the sticks is a 7
    }
    let refused = app.intent(AppIntent::NewGame { setup, seed: 1 });
    assert!(
        matches!(refused, Err(DhayamError::InvalidSetup { .. })),
        "{refused:?}"
    );
    assert_eq!(app.view().expect("view"), before);
}

#[test]
fn a_move_that_cannot_be_read_is_an_error_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("a directory");
    let app = open(&dir);
    app.intent(AppIntent::NewGame {
        setup: against_easy(GameKind::Thayam),
        seed: 3,
    })
    .expect("a new game");
    let before = app.view().expect("view");
    // None, and a 7 (no throw of the sticks is one), which makes the list read as none.
    for numbers in [vec![], vec![2, 7]] {
        let refused = app.intent(AppIntent::Game {
            intent: Intent::Play {
                action: Move::Jump {
                    from: 0,
                    values: lifted(numbers),
                },
            },
        });
        assert!(
            matches!(refused, Err(DhayamError::IllegalMove { .. })),
            "{refused:?}"
        );
        assert_eq!(app.view().expect("view"), before);
    }
}

#[test]
fn a_game_quit_to_home_is_resumed_exactly_after_the_app_is_reopened() {
    let dir = tempfile::tempdir().expect("a directory");
    let app = open(&dir);
    app.intent(AppIntent::NewGame {
        setup: against_easy(GameKind::Paramapadam),
        seed: 9,
    })
    .expect("a new game");
    for _ in 0..20 {
        let ms = app.next_wake().expect("next_wake");
        app.advance(ms.unwrap_or(0)).expect("advance");
        app.intent(AppIntent::Game {
            intent: Intent::Roll,
        })
        .expect("a roll or its refusal");
    }
    // Let the computer and the walk on show finish: the person is to roll.
    let playing = (0..100)
        .find_map(|_| {
            let ScreenView::Game { game } = app.view().expect("view").screen else {
                panic!("the game is up");
            };
            if game.can_roll {
                return Some(game);
            }
            let ms = app.next_wake().expect("next_wake");
            app.advance(ms.unwrap_or(0)).expect("advance");
            None
        })
        .expect("the person's turn comes round");
    let notation = app.notation().expect("notation");
    app.intent(AppIntent::Quit).expect("quit");
    drop(app);

    let again = open(&dir);
    let ScreenView::Home { resume } = again.view().expect("view").screen else {
        panic!("the app opens at Home");
    };
    assert!(resume.is_some(), "the resume card names the saved game");
    again.intent(AppIntent::Resume).expect("resume");
    assert_eq!(again.notation().expect("notation"), notation);
    let ScreenView::Game { game: resumed } = again.view().expect("view").screen else {
        panic!("the game is up again");
    };
    assert_eq!(resumed.coins, playing.coins, "every token where it was");
    assert_eq!(resumed.to_act, playing.to_act);
}

/// The game on screen.
fn game_view(app: &AppHandle) -> GameScreenView {
    match app.view().expect("view").screen {
        ScreenView::Game { game } => *game,
        other => panic!("no game on screen: {other:?}"),
    }
}

/// One step of the game on screen, whose view is `game`: roll, play the first move offered, or
/// let the time pass that the core asks for.
fn play_a_step(app: &AppHandle, game: &GameScreenView) {
    let intent = if game.can_roll {
        Intent::Roll
    } else if let Some(option) = game.moves.first() {
        Intent::Play {
            action: option.action,
        }
    } else {
        let ms = app.next_wake().expect("next wake").expect("a wake-up");
        app.advance(ms).expect("advance");
        return;
    };
    app.intent(AppIntent::Game { intent }).expect("the step");
}

#[test]
fn the_board_reading_crosses_apart_with_the_version_the_view_names() {
    let dir = tempfile::tempdir().expect("a directory");
    let app = open(&dir);
    assert_eq!(app.board_reading().expect("reading"), None, "none at Home");
    app.intent(AppIntent::NewGame {
        setup: against_easy(GameKind::Dhayam),
        seed: 3,
    })
    .expect("a new game");
    let start = app.board_reading().expect("reading").expect("a game");
    assert_eq!(start.version, game_view(&app).reading_version);
    assert!(!start.squares.is_empty());
    // Pausing draws the same coins: the version stays, so a shell fetches nothing.
    app.intent(AppIntent::Game {
        intent: Intent::Pause,
    })
    .expect("pause");
    assert_eq!(game_view(&app).reading_version, start.version);
    // Quit and resume: another screen, the same words, the same version.
    app.intent(AppIntent::Quit).expect("quit");
    assert_eq!(app.board_reading().expect("reading"), None, "none at Home");
    app.intent(AppIntent::Resume).expect("resume");
    assert_eq!(app.board_reading().expect("reading"), Some(start.clone()));
    // Play on until a coin has moved: a new version, and the reading with it.
    for _ in 0..2_000 {
        let game = game_view(&app);
        if game.reading_version != start.version {
            let now = app.board_reading().expect("reading").expect("a game");
            assert_eq!(now.version, game.reading_version);
            assert_ne!(now.squares, start.squares);
            return;
        }
        play_a_step(&app, &game);
    }
    panic!("no coin ever moved");
}

#[test]
fn the_last_turns_cross_apart_with_the_version_the_view_names() {
    let dir = tempfile::tempdir().expect("a directory");
    let app = open(&dir);
    assert_eq!(app.recent().expect("recent"), None, "none at Home");
    app.intent(AppIntent::NewGame {
        setup: against_easy(GameKind::Dhayam),
        seed: 3,
    })
    .expect("a new game");
    let start = app.recent().expect("recent").expect("a game");
    assert_eq!(start.version, game_view(&app).recent_version);
    // Play on through a few turns: at every step the turns fetched are those the view's version
    // names, and the version moves only when they do.
    let mut held = start;
    let mut changes = 0;
    for _ in 0..2_000 {
        let game = game_view(&app);
        let now = app.recent().expect("recent").expect("a game");
        assert_eq!(now.version, game.recent_version);
        assert_eq!(now.turns == held.turns, now.version == held.version);
        if now.version != held.version {
            changes += 1;
        }
        held = now;
        if changes == 3 {
            break;
        }
        play_a_step(&app, &game);
    }
    assert_eq!(changes, 3, "three changes of the last turns");
    assert!(!held.turns.is_empty());
    // Quit and resume: another screen over the log read back from the store, the same turns,
    // the same version.
    app.intent(AppIntent::Quit).expect("quit");
    assert_eq!(app.recent().expect("recent"), None, "none at Home");
    app.intent(AppIntent::Resume).expect("resume");
    assert_eq!(app.recent().expect("recent"), Some(held));
}
