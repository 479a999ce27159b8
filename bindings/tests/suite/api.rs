//! The bindings' surface driven from Rust the way the shells drive it, through `AppHandle`:
//! whole games to the end on wake-ups alone, refused requests that change nothing, undo, a game
//! reopened from its store going on as it would have, settings and statistics through the
//! intents and the view, and the store's own refusals. The Kotlin and Swift suites under
//! `tests/` prove the same through the generated code.

#![allow(clippy::panic)] // a screen other than the one expected fails the test, saying which

use std::sync::Arc;

use dhayam_ffi::{
    AppHandle, AppIntent, DhayamError, Effect, GameKind, GameRules, GameScreenView, GameSetup,
    Intent, Level, Move, OpponentKind, ScreenView, SeatKind, SettingChange, Settings, Statistics,
    Text, board_layout, default_setup, presets,
};

const EASY: SeatKind = SeatKind::Computer { level: Level::Easy };
const MEDIUM: SeatKind = SeatKind::Computer {
    level: Level::Medium,
};

/// The default setup of `game` played by `seats`, with the fewest coins its preset allows so a
/// whole game is short.
fn setup(game: GameKind, seats: &[SeatKind]) -> GameSetup {
    let mut setup = default_setup(game);
    if let GameRules::Race { rules } = &mut setup.rules {
        let preset = presets()
            .into_iter()
            .find(|p| p.preset == rules.preset)
            .expect("the preset is listed");
        rules.coins = u8::try_from(preset.coin_choices[0]).expect("a coin count");
    }
    for (seat, &kind) in setup.seats.iter_mut().zip(seats) {
        seat.kind = kind;
    }
    setup
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary directory")
}

fn path_of(dir: &tempfile::TempDir) -> String {
    dir.path().display().to_string()
}

fn open(dir: &tempfile::TempDir) -> Arc<AppHandle> {
    AppHandle::open(path_of(dir), false).expect("the store opens")
}

/// A new game of `setup` on a store with none saved: it is on screen at once.
fn new_game(app: &AppHandle, setup: GameSetup, seed: u64) {
    app.intent(AppIntent::NewGame { setup, seed })
        .expect("a new game");
    game_view(app);
}

/// The game on screen.
fn game_view(app: &AppHandle) -> GameScreenView {
    match app.view().expect("view").screen {
        ScreenView::Game { game } => *game,
        other => panic!("no game on screen: {other:?}"),
    }
}

/// The game on screen's notation.
fn notation(app: &AppHandle) -> String {
    app.notation().expect("notation").expect("a game on screen")
}

/// The wake-up among `effects`, if any (a call gives at most one).
fn wake_in(effects: &[Effect]) -> Option<u64> {
    effects.iter().find_map(|effect| match effect {
        Effect::WakeIn { ms } => Some(*ms),
        _ => None,
    })
}

/// Let the time pass that the app asks for, once.
fn wake(app: &AppHandle) {
    let ms = app
        .next_wake()
        .expect("next_wake")
        .expect("a wake-up is due");
    app.advance(ms).expect("advance");
}

/// Send `intent` to the game on screen; returns its effects.
fn game_intent(app: &AppHandle, intent: Intent) -> Vec<Effect> {
    app.intent(AppIntent::Game { intent }).expect("a request")
}

/// The refusal `key`, worded as the view words it (no arguments).
fn refusal(key: &'static str) -> Text {
    Text::plain(key)
}

/// The Statistics screen's figures, opened from Home (and back to Home).
fn statistics(app: &AppHandle) -> Vec<Statistics> {
    app.intent(AppIntent::OpenStatistics).expect("statistics");
    let ScreenView::Statistics { figures } = app.view().expect("view").screen else {
        panic!("Statistics is up");
    };
    app.intent(AppIntent::Home).expect("home");
    figures
}

/// The Settings screen's settings, opened from Home (and back to Home).
fn settings(app: &AppHandle) -> Settings {
    app.intent(AppIntent::OpenSettings).expect("settings");
    let ScreenView::Settings { settings } = app.view().expect("view").screen else {
        panic!("Settings is up");
    };
    app.intent(AppIntent::Home).expect("home");
    settings
}

#[test]
fn a_computer_only_game_of_each_kind_plays_to_the_end_on_wake_ups_and_counts_for_no_one() {
    for game in [GameKind::Dhayam, GameKind::Thayam, GameKind::Paramapadam] {
        let dir = temp_dir();
        let app = open(&dir);
        new_game(&app, setup(game, &[EASY, MEDIUM]), 17);
        // Opening gives its one wake-up through next_wake; after that, only the wake-ups the
        // effects ask for drive the game, as a shell's timer would.
        let mut wake = app.next_wake().expect("next_wake");
        let mut wake_ups = 0;
        while let Some(ms) = wake {
            let effects = app.advance(ms).expect("advance");
            wake = wake_in(&effects);
            assert_eq!(wake, app.next_wake().expect("next_wake"), "{game:?}");
            wake_ups += 1;
            assert!(wake_ups < 100_000, "{game:?}: the game ends");
        }
        let view = game_view(&app);
        let over = view
            .game_over
            .expect("nothing is due only once the game is over");
        assert_eq!(view.to_act, None, "{game:?}");
        if game != GameKind::Dhayam {
            // Dhayam may end drawn, every coin held at a closed gate.
            assert!(over.winner.is_some(), "{game:?}: someone won");
        }
        // Home offers no game to resume: the store holds none in progress. And the computer's
        // own game counts for no one (RULES_DECISIONS.md 23), in played or abandoned.
        app.intent(AppIntent::Quit).expect("quit");
        let ScreenView::Home { resume } = app.view().expect("view").screen else {
            panic!("{game:?}: back at Home");
        };
        assert_eq!(resume, None, "{game:?}");
        for stats in statistics(&app).iter().filter(|stats| stats.game == game) {
            assert_eq!((stats.played, stats.abandoned), (0, 0), "{stats:?}");
        }
    }
}

#[test]
fn a_refused_request_changes_nothing_but_the_refusal_it_shows() {
    let dir = temp_dir();
    let app = open(&dir);
    new_game(&app, setup(GameKind::Dhayam, &[SeatKind::Human, EASY]), 3);
    let before = app.view().expect("view");
    assert!(game_view(&app).can_roll, "the person throws first");
    let start = notation(&app);

    // Nothing stands on square 200 and nobody must move yet: the tap is refused, and said.
    let effects = game_intent(&app, Intent::TapSquare { square: 200 });
    assert_eq!(
        effects,
        vec![Effect::Announce {
            text: refusal("refusal_roll_first")
        }]
    );
    let mut after = app.view().expect("view");
    let ScreenView::Game { game } = &mut after.screen else {
        panic!("the game is still up");
    };
    assert_eq!(game.refusal.take(), Some(refusal("refusal_roll_first")));
    assert_eq!(after, before, "only the refusal shows");
    assert_eq!(notation(&app), start);

    // On to the person's first move; on the way, a roll while the computer is to act is refused.
    let mut out_of_turn = false;
    let game = loop {
        let game = game_view(&app);
        if game.walking {
            wake(&app);
        } else if game.can_roll {
            game_intent(&app, Intent::Roll);
        } else if !game.moves.is_empty() {
            break game;
        } else if game.to_act == Some(1) && !out_of_turn {
            let at = notation(&app);
            game_intent(&app, Intent::Roll);
            let refused = game_view(&app);
            let said = refused.refusal.expect("the roll is refused");
            assert_eq!(said.key, "refusal_computer_to_act");
            assert_eq!(
                GameScreenView {
                    refusal: None,
                    ..refused
                },
                game,
                "only the refusal shows"
            );
            assert_eq!(notation(&app), at);
            out_of_turn = true;
        } else {
            wake(&app);
        }
    };
    assert!(
        out_of_turn,
        "the computer had a turn before the person's move"
    );

    // A move that reads but isn't legal, and a roll before a banked value is played: each is
    // refused with its reason, and nothing else changes.
    let at = notation(&app);
    for (intent, key) in [
        (
            Intent::Play {
                action: Move::Advance {
                    from: 70,
                    value: 12,
                },
            },
            "refusal_illegal_move",
        ),
        (Intent::Roll, "refusal_move_first"),
    ] {
        let effects = game_intent(&app, intent);
        assert!(
            effects.contains(&Effect::Announce { text: refusal(key) }),
            "{effects:?}"
        );
        let refused = game_view(&app);
        assert_eq!(refused.refusal, Some(refusal(key)));
        assert_eq!(
            GameScreenView {
                refusal: None,
                ..refused
            },
            game,
            "{key}: only the refusal shows"
        );
        assert_eq!(notation(&app), at, "{key}");
    }

    // The store has the game as it stood: reopened, it resumes there.
    app.intent(AppIntent::Quit).expect("quit");
    drop(app);
    let again = open(&dir);
    again.intent(AppIntent::Resume).expect("resume");
    assert_eq!(notation(&again), at, "nothing saved");
}

/// The notations of the game on `app`'s screen as it changes, `count` of them after the one it
/// stands at, on the wake-ups alone (every seat is the computer).
fn next_positions(app: &AppHandle, count: usize) -> Vec<String> {
    let mut seen = vec![notation(app)];
    while seen.len() <= count {
        wake(app);
        let now = notation(app);
        if seen.last() != Some(&now) {
            seen.push(now);
        }
    }
    seen.split_off(1)
}

#[test]
fn a_game_reopened_from_its_store_goes_on_exactly_as_it_would_have() {
    // Two stores, one game on each, alike: one is closed and reopened halfway, the other not.
    let (dir, twin_dir) = (temp_dir(), temp_dir());
    let (app, twin) = (open(&dir), open(&twin_dir));
    for app in [&app, &twin] {
        new_game(app, setup(GameKind::Thayam, &[MEDIUM, MEDIUM]), 9);
    }
    let first = next_positions(&app, 25);
    assert_eq!(next_positions(&twin, 25), first);

    app.intent(AppIntent::Quit).expect("quit");
    drop(app);
    let app = open(&dir);
    app.intent(AppIntent::Resume).expect("resume");
    assert_eq!(Some(notation(&app)), first.last().cloned(), "where it was");
    // The sticks' random state and the computer's choices come back too: the reopened game
    // plays on through the same positions as the one never closed.
    assert_eq!(next_positions(&app, 25), next_positions(&twin, 25));
}

#[test]
fn undo_takes_back_a_roll_and_the_same_throw_follows() {
    let dir = temp_dir();
    let app = open(&dir);
    new_game(&app, default_setup(GameKind::Paramapadam), 3);
    let before = notation(&app);
    assert!(game_view(&app).can_roll, "the person throws first");
    game_intent(&app, Intent::Roll);
    let rolled = notation(&app);
    let thrown = game_view(&app);
    assert_ne!(rolled, before);
    assert!(thrown.undo.is_some(), "the quick Undo bar shows");

    game_intent(&app, Intent::Undo);
    let undone = game_view(&app);
    assert_eq!(notation(&app), before);
    assert_eq!(
        (undone.undo, undone.sticks, undone.can_roll),
        (None, None, true)
    );
    let effects = game_intent(&app, Intent::Undo);
    assert!(effects.contains(&Effect::Announce {
        text: refusal("refusal_nothing_to_undo")
    }));
    assert_eq!(notation(&app), before, "nothing more to undo");

    game_intent(&app, Intent::Roll);
    assert_eq!(notation(&app), rolled, "the same throw");
    assert_eq!(game_view(&app).sticks, thrown.sticks);
}

#[test]
fn settings_changed_through_the_app_are_stored_and_read_back() {
    let dir = temp_dir();
    let app = open(&dir);
    let first = settings(&app);
    app.intent(AppIntent::OpenSettings).expect("settings");
    for change in [
        SettingChange::Sound { on: !first.sound },
        SettingChange::Haptics { on: !first.haptics },
        SettingChange::AutoRoll {
            on: !first.auto_roll,
        },
    ] {
        app.intent(AppIntent::ChangeSetting {
            change: change.clone(),
        })
        .expect("a change");
        assert_eq!(app.view().expect("view").refusal, None, "{change:?}");
    }
    app.intent(AppIntent::Home).expect("home");
    let changed = Settings {
        sound: !first.sound,
        haptics: !first.haptics,
        auto_roll: !first.auto_roll,
        ..first
    };
    assert_eq!(settings(&app), changed);
    drop(app);
    assert_eq!(settings(&open(&dir)), changed, "read back from the store");
}

#[test]
fn a_person_against_the_computer_is_counted_once_per_game_finished() {
    let dir = temp_dir();
    let app = open(&dir);
    new_game(
        &app,
        setup(GameKind::Paramapadam, &[SeatKind::Human, MEDIUM]),
        40,
    );
    for step in 0..100_000 {
        let game = game_view(&app);
        if game.game_over.is_some() && !game.walking {
            break;
        }
        assert!(step < 99_999, "the game ends");
        if game.can_roll {
            game_intent(&app, Intent::Roll);
        } else {
            wake(&app);
        }
    }
    app.intent(AppIntent::Quit).expect("quit");
    let figures = statistics(&app);
    let against_medium = figures
        .iter()
        .find(|stats| {
            stats.game == GameKind::Paramapadam
                && stats.opponent
                    == (OpponentKind::Computer {
                        level: Level::Medium,
                    })
        })
        .expect("every game and opponent has its figures");
    assert_eq!(against_medium.played, 1);
    assert_eq!(
        against_medium.won + against_medium.lost + against_medium.drawn,
        1
    );
    assert!(
        against_medium
            .throw_counts
            .iter()
            .any(|throw| throw.count > 0)
    );
    assert!(against_medium.average_turns.is_some());
    let total: u32 = figures.iter().map(|stats| stats.played).sum();
    assert_eq!(total, 1, "counted nowhere else");
}

#[test]
fn every_board_has_squares_and_paths() {
    for kind in [GameKind::Dhayam, GameKind::Thayam, GameKind::Paramapadam] {
        let layout = board_layout(kind);
        assert!(!layout.squares.is_empty());
        assert!(!layout.paths.is_empty());
    }
}

#[test]
fn a_store_that_cannot_be_created_is_unwritable() {
    let dir = temp_dir();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a directory").expect("write");
    assert!(matches!(
        AppHandle::open(file.display().to_string(), false),
        Err(DhayamError::StoreUnwritable { .. })
    ));
}

#[test]
fn a_healthy_store_is_not_set_aside() {
    let dir = temp_dir();
    drop(open(&dir));
    assert!(matches!(
        dhayam_ffi::set_aside_damaged_store(path_of(&dir)),
        Err(DhayamError::StoreNotDamaged { .. })
    ));
    open(&dir);
}
