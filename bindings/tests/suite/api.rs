//! The bindings' surface driven from Rust the way the shells drive it: whole games to the end,
//! refused calls that change nothing, resuming, settings and statistics. The Kotlin and Swift
//! suites under `tests/` prove the same through the generated code.

use dhayam_ffi::{
    App, DhayamError, Event, GameHandle, GameKind, GameRules, GameSetup, Level, Move, OpponentKind,
    SeatKind, SeatSetup, board_layout, default_setup, presets,
};

fn computer_setup(game: GameKind) -> GameSetup {
    let mut setup = default_setup(game);
    if let GameRules::Race { rules } = &mut setup.rules {
        // The fewest coins the preset allows keeps a whole game short.
        let preset = presets()
            .into_iter()
            .find(|p| p.preset == rules.preset)
            .expect("the preset is listed");
        rules.coins = preset.coin_choices[0];
    }
    for seat in &mut setup.seats {
        seat.kind = SeatKind::Computer {
            level: Level::Medium,
        };
    }
    setup
}

/// Let the computer play every seat until the game ends; returns the actions taken.
fn play_out(game: &GameHandle) -> usize {
    let mut actions = 0;
    while let Some(player) = game.state().expect("state").to_act {
        let events = game.computer_move(player).expect("a computer move");
        assert!(!events.is_empty(), "every action causes something");
        actions += 1;
        assert!(actions < 20_000, "the game ends");
    }
    actions
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary directory")
}

fn path_of(dir: &tempfile::TempDir) -> String {
    dir.path().display().to_string()
}

#[test]
fn each_game_plays_to_the_end_and_the_computers_own_game_counts_for_no_one() {
    for kind in [GameKind::Dhayam, GameKind::Thayam, GameKind::Paramapadam] {
        let dir = temp_dir();
        let app = App::open(path_of(&dir)).expect("open");
        let game = app.new_game(computer_setup(kind), 11).expect("new game");
        play_out(&game);
        let view = game.state().expect("state");
        assert!(view.over);
        assert_eq!(view.to_act, None);
        assert!(app.saved_game().expect("saved game").is_none(), "{kind:?}");
        let stats = app
            .statistics(
                kind,
                OpponentKind::Computer {
                    level: Level::Medium,
                },
            )
            .expect("statistics");
        // Every seat is the computer: no person played, so no one's statistics count it
        // (RULES_DECISIONS.md 23).
        assert_eq!((stats.played, stats.abandoned), (0, 0), "{kind:?}");
    }
}

#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    let game = app
        .new_game(computer_setup(GameKind::Dhayam), 5)
        .expect("new game");
    while game.legal_moves().expect("moves").is_empty() {
        let player = game.state().expect("state").to_act.expect("someone acts");
        game.computer_move(player).expect("a computer move");
    }
    let before = game.state().expect("state");
    let notation = game.notation().expect("notation");
    let player = before.to_act.expect("someone acts");
    let illegal = Move::Advance {
        from: 70,
        value: 12,
    };
    assert!(matches!(
        game.play(player, illegal),
        Err(DhayamError::IllegalMove { .. })
    ));
    assert!(matches!(
        game.play(player + 1, Move::Enter { value: 1 }),
        Err(DhayamError::NotYourTurn { .. })
    ));
    assert_eq!(game.roll(player), Err(DhayamError::MustMove));
    assert_eq!(game.state().expect("state"), before);
    assert_eq!(game.notation().expect("notation"), notation);
    let saved = app.saved_game().expect("saved").expect("a saved game");
    assert_eq!(saved.notation().expect("notation"), notation);
}

#[test]
fn a_reopened_app_resumes_the_identical_game() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    let game = app
        .new_game(computer_setup(GameKind::Thayam), 9)
        .expect("new game");
    for _ in 0..25 {
        let player = game.state().expect("state").to_act.expect("someone acts");
        game.computer_move(player).expect("a computer move");
    }
    let notation = game.notation().expect("notation");
    let mut view = game.state().expect("state");
    drop((game, app));
    let app = App::open(path_of(&dir)).expect("reopen");
    let resumed = app.saved_game().expect("saved").expect("a saved game");
    assert_eq!(resumed.notation().expect("notation"), notation);
    view.can_undo = false;
    assert_eq!(resumed.state().expect("state"), view);
}

#[test]
fn undo_restores_the_state_and_the_same_throw_follows() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    let game = app
        .new_game(default_setup(GameKind::Paramapadam), 3)
        .expect("new game");
    let before = game.state().expect("state");
    let player = before.to_act.expect("someone acts");
    let first = game.roll(player).expect("roll");
    let restored = game.undo().expect("undo");
    assert_eq!(restored, before);
    assert_eq!(game.undo(), Err(DhayamError::NothingToUndo));
    assert_eq!(game.roll(player).expect("roll"), first);
}

#[test]
fn settings_round_trip_through_the_store() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    let mut settings = app.settings().expect("settings");
    settings.sound = !settings.sound;
    settings.haptics = !settings.haptics;
    settings.auto_roll = !settings.auto_roll;
    app.set_settings(settings.clone()).expect("set");
    drop(app);
    let app = App::open(path_of(&dir)).expect("reopen");
    assert_eq!(app.settings().expect("settings"), settings);
}

#[test]
fn computer_move_refuses_a_human_seat() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    let mut setup = default_setup(GameKind::Paramapadam);
    setup.seats = vec![
        SeatSetup {
            kind: SeatKind::Human,
            ..setup.seats[0]
        },
        SeatSetup {
            kind: SeatKind::Human,
            ..setup.seats[1]
        },
    ];
    let game = app.new_game(setup, 1).expect("new game");
    let player = game.state().expect("state").to_act.expect("someone acts");
    assert_eq!(
        game.computer_move(player),
        Err(DhayamError::NotAComputerSeat { player })
    );
}

#[test]
fn a_bad_notation_says_where() {
    let Err(DhayamError::Notation { line, .. }) =
        GameHandle::from_notation("dhayam 1\nrules nonsense\n".into(), vec![])
    else {
        unreachable!("the notation is refused");
    };
    assert_eq!(line, 2);
}

#[test]
fn a_game_from_notation_continues_from_that_position() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    let game = app
        .new_game(computer_setup(GameKind::Dhayam), 21)
        .expect("new game");
    for _ in 0..30 {
        let player = game.state().expect("state").to_act.expect("someone acts");
        game.computer_move(player).expect("a computer move");
    }
    let computer = SeatKind::Computer {
        level: Level::Medium,
    };
    let copy = GameHandle::from_notation(game.notation().expect("notation"), vec![computer; 2])
        .expect("from notation");
    assert_eq!(copy.legal_moves(), game.legal_moves());
    let player = game.state().expect("state").to_act.expect("someone acts");
    let events: Vec<Event> = game.computer_move(player).expect("move");
    assert_eq!(copy.computer_move(player).expect("move"), events);
    assert_eq!(copy.state().expect("state").saved_number, None);
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
fn a_replaced_game_can_no_longer_act_and_is_unchanged() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    let old = app
        .new_game(computer_setup(GameKind::Paramapadam), 1)
        .expect("new game");
    let before = old.state().expect("state");
    app.new_game(computer_setup(GameKind::Thayam), 2)
        .expect("another game");
    let player = before.to_act.expect("someone acts");
    assert!(matches!(
        old.computer_move(player),
        Err(DhayamError::NotTheSavedGame { .. })
    ));
    assert_eq!(old.state().expect("state"), before);
    let stats = app
        .statistics(
            GameKind::Paramapadam,
            OpponentKind::Computer {
                level: Level::Medium,
            },
        )
        .expect("statistics");
    // The replaced game was the computer's own: given up, it counts for no one
    // (RULES_DECISIONS.md 23).
    assert_eq!((stats.abandoned, stats.played), (0, 0));
}

#[test]
fn a_store_that_cannot_be_created_is_unwritable() {
    let dir = temp_dir();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a directory").expect("write");
    assert!(matches!(
        App::open(file.display().to_string()),
        Err(DhayamError::StoreUnwritable { .. })
    ));
}

// --- One writer, and a store that can't crash the app ----------------------------------------

#[test]
fn a_second_app_on_the_same_store_is_refused_as_in_use() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    let game = app
        .new_game(computer_setup(GameKind::Thayam), 4)
        .expect("new game");
    assert!(matches!(
        App::open(path_of(&dir)),
        Err(DhayamError::StoreInUse { .. })
    ));
    // Setting aside is refused too: the first App would go on writing to a renamed file.
    assert!(matches!(
        dhayam_ffi::set_aside_damaged_store(path_of(&dir)),
        Err(DhayamError::StoreInUse { .. })
    ));
    let player = game.state().expect("state").to_act.expect("someone acts");
    game.computer_move(player).expect("the first app plays on");
    let notation = game.notation().expect("notation");
    // The store is free once the App and every game it gave are dropped.
    drop(app);
    assert!(matches!(
        App::open(path_of(&dir)),
        Err(DhayamError::StoreInUse { .. })
    ));
    drop(game);
    let app = App::open(path_of(&dir)).expect("open once the first is gone");
    let saved = app.saved_game().expect("saved").expect("a saved game");
    assert_eq!(saved.notation().expect("notation"), notation);
}

#[test]
fn a_stale_handle_on_the_saved_game_is_refused_and_changes_nothing() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    drop(
        app.new_game(computer_setup(GameKind::Dhayam), 8)
            .expect("new game"),
    );
    let first = app.saved_game().expect("saved").expect("a game");
    let second = app.saved_game().expect("saved").expect("a game");
    for _ in 0..5 {
        let player = first.state().expect("state").to_act.expect("someone acts");
        first.computer_move(player).expect("the first handle plays");
    }
    let saved = first.notation().expect("notation");
    let stale = second.state().expect("state");
    let player = stale.to_act.expect("someone acts");
    assert!(matches!(
        second.computer_move(player),
        Err(DhayamError::StaleGame { .. })
    ));
    assert_eq!(second.state().expect("state"), stale, "unchanged");
    let current = app.saved_game().expect("saved").expect("a game");
    assert_eq!(current.notation().expect("notation"), saved);
}

#[test]
fn settings_whose_last_setup_cannot_start_a_game_are_refused() {
    let dir = temp_dir();
    let app = App::open(path_of(&dir)).expect("open");
    let before = app.settings().expect("settings");
    for (players, coins) in [(255, 6), (2, 255), (2, 300), (400, 6)] {
        let mut settings = before.clone();
        settings.sound = !settings.sound;
        if let GameRules::Race { rules } = &mut settings.last_setup.rules {
            rules.players = players;
            rules.coins = coins;
        }
        assert!(
            matches!(
                app.set_settings(settings),
                Err(DhayamError::InvalidSetup { .. })
            ),
            "players {players}, coins {coins}"
        );
        assert_eq!(app.settings().expect("settings"), before);
    }
}

#[test]
fn a_healthy_store_is_not_set_aside() {
    let dir = temp_dir();
    drop(App::open(path_of(&dir)).expect("open"));
    assert!(matches!(
        dhayam_ffi::set_aside_damaged_store(path_of(&dir)),
        Err(DhayamError::StoreNotDamaged { .. })
    ));
    App::open(path_of(&dir)).expect("still there");
}
