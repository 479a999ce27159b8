//! The store: settings with first-run defaults, the autosaved game resumed exactly, Reset Saved
//! Game, statistics from your point of view, and the v1 fixture.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::store_support;

use dhayam_core::{
    BoardSkin, DATABASE_FILE, GameKind, GameOutcome, GameRules, GameSetup, Language, Level,
    OpponentKind, Preset, SavedGame, SeatKind, SeatSetup, Settings, State, Statistics, Store,
    StoreError, THROW_VALUES, Tally, TokenStyle,
};
use store_support::{act, paramapadam_against, play_out, seed_where, snapshot};
use tempfile::TempDir;

fn store() -> (TempDir, Store) {
    let dir = TempDir::new().unwrap();
    let store = Store::open(dir.path()).unwrap();
    (dir, store)
}

fn reopen(dir: &TempDir) -> Store {
    Store::open(dir.path()).unwrap()
}

// --- Settings -----------------------------------------------------------------------------

#[test]
fn first_run_gives_the_default_settings_and_an_empty_store() {
    let (dir, mut store) = store();
    assert!(dir.path().join(DATABASE_FILE).is_file());
    let settings = store.settings().unwrap();
    assert_eq!(settings, Settings::default());
    assert!(settings.sound && settings.haptics && settings.quick_undo && settings.legal_move_ring);
    assert!(!settings.auto_roll);
    assert_eq!(settings.language, Language::System);
    assert_eq!(settings.board_skin, BoardSkin::Default);
    assert_eq!(
        settings.last_setup,
        GameSetup::default_for(GameKind::Dhayam)
    );
    assert!(store.saved_game().unwrap().is_none());
    assert!(store.rejected_games().unwrap().is_empty());
    let all = store.all_statistics().unwrap();
    assert_eq!(all.len(), 12);
    assert!(
        all.iter()
            .all(|s| *s == Statistics::empty(s.game, s.opponent))
    );
}

#[test]
fn the_database_is_in_wal_mode_with_foreign_keys_at_schema_version_3() {
    let (dir, store) = store();
    drop(store);
    let conn = rusqlite::Connection::open(dir.path().join(DATABASE_FILE)).unwrap();
    let pragma = |name: &str| -> String {
        conn.pragma_query_value(None, name, |row| row.get::<_, rusqlite::types::Value>(0))
            .map(|value| format!("{value:?}"))
            .unwrap()
    };
    assert_eq!(pragma("journal_mode"), "Text(\"wal\")");
    assert_eq!(pragma("user_version"), "Integer(3)");
    let foreign_keys: i64 = conn
        .query_row(
            "SELECT count(*) FROM pragma_foreign_key_list('saved_game')",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(foreign_keys, 1);
}

/// Settings that differ from the defaults in exactly one field each, then in all at once.
fn variations() -> Vec<Settings> {
    let base = Settings::default();
    let mut thayam = GameSetup::default_for(GameKind::Thayam);
    if let GameRules::Race { rules } = &mut thayam.rules {
        rules.players = 4;
    }
    thayam.seats = [
        SeatKind::Human,
        SeatKind::Computer { level: Level::Easy },
        SeatKind::Human,
    ]
    .into_iter()
    .chain([SeatKind::Computer { level: Level::Hard }])
    .zip(TokenStyle::ALL.into_iter().rev())
    .map(|(kind, token)| SeatSetup { kind, token })
    .collect();
    thayam.skin = BoardSkin::Sapphire;
    let mut custom = GameSetup::default_for(GameKind::Dhayam);
    if let GameRules::Race { rules } = &mut custom.rules {
        *rules = Preset::Custom.rules();
        rules.coins = 12;
        rules.switches.jump_and_go = false;
        rules.switches.must_cut_if_available = true;
    }
    let mut setups = vec![
        thayam,
        custom,
        GameSetup::default_for(GameKind::Paramapadam),
    ];
    if let GameRules::Paramapadam { rules } = &mut setups[2].rules {
        rules.players = 6;
    }
    setups[2].seats = TokenStyle::ALL
        .into_iter()
        .map(|token| SeatSetup {
            kind: SeatKind::Computer {
                level: Level::Medium,
            },
            token,
        })
        .collect();
    let mut all = vec![
        Settings {
            sound: false,
            ..base.clone()
        },
        Settings {
            haptics: false,
            ..base.clone()
        },
        Settings {
            auto_roll: true,
            ..base.clone()
        },
        Settings {
            quick_undo: false,
            ..base.clone()
        },
        Settings {
            legal_move_ring: false,
            ..base.clone()
        },
    ];
    all.extend(Language::ALL.map(|language| Settings {
        language,
        ..base.clone()
    }));
    all.extend(BoardSkin::ALL.map(|board_skin| Settings {
        board_skin,
        ..base.clone()
    }));
    all.extend(setups.into_iter().map(|last_setup| Settings {
        last_setup,
        ..base.clone()
    }));
    all.push(Settings {
        sound: false,
        haptics: false,
        auto_roll: true,
        quick_undo: false,
        legal_move_ring: false,
        language: Language::Tamil,
        board_skin: BoardSkin::Ivory,
        last_setup: GameSetup::default_for(GameKind::Thayam),
    });
    all
}

#[test]
fn every_setting_round_trips_through_a_reopen() {
    for settings in variations() {
        settings.last_setup.validate().unwrap();
        let (dir, mut store) = store();
        store.set_settings(&settings).unwrap();
        assert_eq!(store.settings().unwrap(), settings);
        drop(store);
        assert_eq!(reopen(&dir).settings().unwrap(), settings);
    }
}

#[test]
fn starting_a_game_remembers_its_setup_and_skin() {
    let (dir, mut store) = store();
    let mut setup = paramapadam_against(Level::Hard);
    setup.skin = BoardSkin::Ruby;
    store
        .set_settings(&Settings {
            sound: false,
            ..Settings::default()
        })
        .unwrap();
    store.start_game(setup.clone(), 1).unwrap();
    drop(store);
    let settings = reopen(&dir).settings().unwrap();
    assert_eq!(settings.last_setup, setup);
    assert_eq!(settings.board_skin, BoardSkin::Ruby);
    assert!(!settings.sound, "other settings are kept");
}

#[test]
fn an_invalid_setup_starts_no_game() {
    let (_dir, mut store) = store();
    let mut setup = GameSetup::default_for(GameKind::Thayam);
    setup.seats[1].token = setup.seats[0].token;
    assert!(matches!(
        store.start_game(setup, 1),
        Err(StoreError::Setup(_))
    ));
    assert!(store.saved_game().unwrap().is_none());
}

// --- The saved game ---------------------------------------------------------------------

/// Play `actions` actions of a new game of `kind` autosaving each, reopen the store, and check
/// the resumed game is the same and goes on with the same throws and events.
fn resumes_exactly(kind: GameKind, seed: u64, actions: usize) {
    let (dir, mut store) = store();
    let mut game = store
        .start_game(GameSetup::default_for(kind), seed)
        .unwrap();
    for step in 0..actions {
        act(&mut game, step);
        assert_eq!(store.autosave(&mut game).unwrap(), None, "the game goes on");
    }
    drop(store);
    let mut store = reopen(&dir);
    let mut resumed = store.saved_game().unwrap().expect("a saved game");
    assert_eq!(resumed.state(), game.state());
    assert_eq!(resumed.state().notation(), game.state().notation());
    assert_eq!(resumed.setup(), game.setup());
    assert_eq!(resumed.tally(), game.tally());
    assert_eq!(resumed.number(), game.number());
    assert!(!resumed.game().can_undo());
    let mut throws = 0;
    for step in actions..actions + 200 {
        if game.state().to_act().is_none() {
            break;
        }
        let events = act(&mut game, step);
        assert_eq!(
            act(&mut resumed, step),
            events,
            "action {step} after resuming"
        );
        throws += usize::from(matches!(
            events.first(),
            Some(dhayam_core::Event::Rolled { .. })
        ));
        assert_eq!(resumed.state(), game.state());
    }
    assert!(throws > 0, "the resumed game threw the sticks");
}

#[test]
fn a_resumed_dhayam_game_is_identical_and_throws_what_would_have_come() {
    resumes_exactly(GameKind::Dhayam, 11, 300);
}

#[test]
fn a_resumed_thayam_game_is_identical_and_throws_what_would_have_come() {
    resumes_exactly(GameKind::Thayam, 12, 150);
}

#[test]
fn a_resumed_paramapadam_game_is_identical_and_throws_what_would_have_come() {
    resumes_exactly(GameKind::Paramapadam, 13, 20);
}

#[test]
fn a_game_resumes_exactly_after_every_one_of_its_actions() {
    let (dir, mut store) = store();
    let mut game = store
        .start_game(GameSetup::default_for(GameKind::Thayam), 5)
        .unwrap();
    for step in 0..60 {
        act(&mut game, step);
        store.autosave(&mut game).unwrap();
        drop(store);
        store = reopen(&dir);
        let resumed = store.saved_game().unwrap().unwrap();
        assert_eq!(
            (resumed.state(), resumed.tally()),
            (game.state(), game.tally())
        );
        game = resumed; // and play on from the resumed copy, as the app does
    }
}

#[test]
fn a_new_game_is_saved_before_its_first_action() {
    let (dir, mut store) = store();
    let game = store
        .start_game(GameSetup::default_for(GameKind::Dhayam), 3)
        .unwrap();
    drop(store);
    let resumed = reopen(&dir).saved_game().unwrap().unwrap();
    assert_eq!(resumed.state(), game.state());
}

#[test]
fn a_skin_changed_mid_game_is_saved() {
    let (dir, mut store) = store();
    let mut game = store
        .start_game(GameSetup::default_for(GameKind::Thayam), 3)
        .unwrap();
    game.set_skin(BoardSkin::Emerald);
    store.autosave(&mut game).unwrap();
    drop(store);
    let resumed = reopen(&dir).saved_game().unwrap().unwrap();
    assert_eq!(resumed.setup().skin, BoardSkin::Emerald);
}

#[test]
fn undo_takes_back_the_actions_counts() {
    let (_dir, mut store) = store();
    let mut game = store
        .start_game(GameSetup::default_for(GameKind::Thayam), 8)
        .unwrap();
    while game.state().to_act() != Some(game.you()) || !game.state().must_roll() {
        act(&mut game, 0);
    }
    let before = *game.tally();
    act(&mut game, 0);
    assert_ne!(*game.tally(), before, "your throw is counted");
    game.undo().unwrap();
    assert_eq!(*game.tally(), before);
    store.autosave(&mut game).unwrap();
    assert_eq!(*store.saved_game().unwrap().unwrap().tally(), before);
}

#[test]
fn reset_saved_game_clears_it_and_keeps_statistics() {
    let (dir, mut store) = store();
    let mut first = store
        .start_game(paramapadam_against(Level::Easy), 1)
        .unwrap();
    play_out(&mut store, &mut first);
    let mut second = store
        .start_game(GameSetup::default_for(GameKind::Dhayam), 2)
        .unwrap();
    for step in 0..40 {
        act(&mut second, step);
        store.autosave(&mut second).unwrap();
    }
    let statistics = store.all_statistics().unwrap();
    assert!(store.reset_saved_game().unwrap());
    assert!(store.saved_game().unwrap().is_none());
    assert_eq!(store.all_statistics().unwrap(), statistics);
    assert!(!store.reset_saved_game().unwrap(), "nothing left to reset");
    act(&mut second, 40);
    assert!(matches!(
        store.autosave(&mut second),
        Err(StoreError::NotTheSavedGame { number }) if number == second.number()
    ));
    drop(store);
    let mut store = reopen(&dir);
    assert!(store.saved_game().unwrap().is_none());
    assert_eq!(store.all_statistics().unwrap(), statistics);
}

// --- Statistics -------------------------------------------------------------------------

fn sum_throws(tallies: &[Tally]) -> [u64; THROW_VALUES.len()] {
    let mut total = [0; THROW_VALUES.len()];
    for tally in tallies {
        for (sum, &count) in total.iter_mut().zip(&tally.throws) {
            *sum += u64::from(count);
        }
    }
    total
}

#[test]
fn statistics_after_a_won_a_lost_and_an_abandoned_game() {
    let (dir, mut store) = store();
    let setup = paramapadam_against(Level::Medium);
    let won_seed = seed_where(&setup, 0, GameOutcome::Won);
    let lost_seed = seed_where(&setup, 0, GameOutcome::Lost);

    let mut won = store.start_game(setup.clone(), won_seed).unwrap();
    assert_eq!(play_out(&mut store, &mut won).0, GameOutcome::Won);
    assert!(
        store.saved_game().unwrap().is_none(),
        "an ended game is no longer saved"
    );
    let mut lost = store.start_game(setup.clone(), lost_seed).unwrap();
    assert_eq!(play_out(&mut store, &mut lost).0, GameOutcome::Lost);
    let mut abandoned = store.start_game(setup.clone(), 99).unwrap();
    for step in 0..6 {
        act(&mut abandoned, step);
        store.autosave(&mut abandoned).unwrap();
    }
    let next = store.start_game(setup.clone(), 100).unwrap();
    assert_eq!(store.saved_game().unwrap().unwrap().number(), next.number());

    drop(store);
    let stats = reopen(&dir)
        .statistics(GameKind::Paramapadam, setup.opponent_kind())
        .unwrap();
    let tallies = [*won.tally(), *lost.tally(), *abandoned.tally()];
    let expected = Statistics {
        played: 2,
        won: 1,
        lost: 1,
        drawn: 0,
        abandoned: 1,
        current_streak: 0,
        best_streak: 1,
        cuts_made: 0,
        cuts_suffered: 0,
        fastest_win: Some(won.tally().turns),
        finished_turns: u64::from(won.tally().turns + lost.tally().turns),
        throws: sum_throws(&tallies),
        ..Statistics::empty(
            GameKind::Paramapadam,
            OpponentKind::Computer {
                level: Level::Medium,
            },
        )
    };
    assert_eq!(stats, expected);
    assert!(won.tally().turns > 0 && abandoned.tally().turns > 0);
    assert_eq!(
        stats.win_rate(),
        Some(1.0 / 2.0),
        "the abandoned game is not in it"
    );
    assert_eq!(
        stats.average_turns(),
        Some(f64::from(won.tally().turns + lost.tally().turns) / 2.0)
    );
}

/// RULES_DECISIONS.md 22: a game given up counts apart — not lost, not played, not in the win
/// rate — and still ends a win streak.
#[test]
fn an_abandoned_game_counts_apart_not_in_played_or_the_win_rate() {
    let (_dir, mut store) = store();
    let setup = paramapadam_against(Level::Hard);
    let mut seed = 0;
    let mut win = |store: &mut Store| {
        seed = seed_where(&setup, seed + 1, GameOutcome::Won);
        let mut game = store.start_game(setup.clone(), seed).unwrap();
        assert_eq!(play_out(store, &mut game).0, GameOutcome::Won);
        game.tally().turns
    };
    let turns = [win(&mut store), win(&mut store)];
    let mut left = store.start_game(setup.clone(), 7).unwrap();
    act(&mut left, 0);
    store.autosave(&mut left).unwrap();
    let last = win(&mut store);
    let stats = store
        .statistics(
            GameKind::Paramapadam,
            OpponentKind::Computer { level: Level::Hard },
        )
        .unwrap();
    assert_eq!(
        (stats.played, stats.won, stats.lost, stats.abandoned),
        (3, 3, 0, 1)
    );
    assert_eq!(stats.win_rate(), Some(1.0));
    assert_eq!((stats.current_streak, stats.best_streak), (1, 2));
    assert_eq!(stats.fastest_win, turns.into_iter().chain([last]).min());
}

#[test]
fn statistics_are_filed_by_game_and_opponent_kind() {
    let (_dir, mut store) = store();
    let mut pass_and_play = GameSetup::default_for(GameKind::Paramapadam);
    pass_and_play.seats[1].kind = SeatKind::Human;
    let mut game = store.start_game(pass_and_play, 4).unwrap();
    let (outcome, _) = play_out(&mut store, &mut game);
    for stats in store.all_statistics().unwrap() {
        let expected = u32::from(
            stats.game == GameKind::Paramapadam && stats.opponent == OpponentKind::PassAndPlay,
        );
        assert_eq!(
            stats.played, expected,
            "{:?} / {:?}",
            stats.game, stats.opponent
        );
    }
    let stats = store
        .statistics(GameKind::Paramapadam, OpponentKind::PassAndPlay)
        .unwrap();
    assert_eq!(
        stats.won,
        u32::from(outcome == GameOutcome::Won),
        "Player 1 is you"
    );
}

#[test]
fn cuts_and_throws_are_yours_in_a_thayam_game() {
    let (_dir, mut store) = store();
    let setup = GameSetup::default_for(GameKind::Thayam);
    let mut game = store.start_game(setup.clone(), 21).unwrap();
    let (mut made, mut suffered, mut throws) = (0, 0, 0);
    let (outcome, tally) = loop {
        for event in act(&mut game, 1) {
            match event {
                dhayam_core::Event::CoinCut { by: 0, .. } => made += 1,
                dhayam_core::Event::CoinCut { player: 0, .. } => suffered += 1,
                dhayam_core::Event::Rolled { player: 0, .. } => throws += 1,
                _ => {}
            }
        }
        if let Some(outcome) = store.autosave(&mut game).unwrap() {
            break (outcome, *game.tally());
        }
    };
    assert!(made + suffered > 0, "this game has cuts");
    assert_eq!((tally.cuts_made, tally.cuts_suffered), (made, suffered));
    assert_eq!(tally.throws.iter().sum::<u32>(), throws);
    let stats = store
        .statistics(GameKind::Thayam, setup.opponent_kind())
        .unwrap();
    assert_eq!(
        (stats.cuts_made, stats.cuts_suffered),
        (u64::from(made), u64::from(suffered))
    );
    assert_eq!(stats.throws, sum_throws(&[tally]));
    assert_eq!(stats.played, 1);
    assert_eq!(stats.won + stats.lost + stats.drawn, 1);
    assert_eq!(stats.won == 1, outcome == GameOutcome::Won);
}

#[test]
fn an_ended_game_is_recorded_once() {
    let (_dir, mut store) = store();
    let mut game = store
        .start_game(paramapadam_against(Level::Easy), 3)
        .unwrap();
    play_out(&mut store, &mut game);
    let statistics = store.all_statistics().unwrap();
    assert!(matches!(
        store.autosave(&mut game),
        Err(StoreError::NotTheSavedGame { .. })
    ));
    assert_eq!(store.all_statistics().unwrap(), statistics);
}

#[test]
fn the_perspective_is_the_first_human_seat() {
    let (_dir, mut store) = store();
    let mut setup = paramapadam_against(Level::Easy);
    setup.seats.swap(0, 1);
    let game: SavedGame = store.start_game(setup, 3).unwrap();
    assert_eq!(game.you(), 1);
}

// --- The v1 fixture ---------------------------------------------------------------------

const FIXTURE_V1: &str = include_str!("fixtures/saved_game_v1.sql");

/// A store directory holding the v1 fixture, as the first release of the app left it.
fn fixture_v1() -> TempDir {
    let dir = TempDir::new().unwrap();
    let conn = rusqlite::Connection::open(dir.path().join(DATABASE_FILE)).unwrap();
    conn.execute_batch(FIXTURE_V1).unwrap();
    dir
}

#[test]
fn the_v1_fixture_loads_with_its_settings_saved_game_and_statistics() {
    let dir = fixture_v1();
    let mut store = reopen(&dir);
    let settings = store.settings().unwrap();
    assert_eq!(
        (
            settings.sound,
            settings.auto_roll,
            settings.language,
            settings.board_skin
        ),
        (false, true, Language::Tamil, BoardSkin::Ruby)
    );
    assert_eq!(settings.last_setup.game(), GameKind::Thayam);
    assert_eq!(
        settings.last_setup.opponent_kind(),
        OpponentKind::Computer { level: Level::Hard }
    );

    let mut game = store
        .saved_game()
        .unwrap()
        .expect("the fixture's saved game");
    assert_eq!(game.state().kind(), GameKind::Thayam);
    let position = State::from_notation(include_str!("fixtures/saved_game_v1_position.txt"));
    assert_eq!(game.state(), &position.unwrap());
    assert_eq!(game.tally().turns, 12);
    assert_eq!(game.tally().cuts_made, 1);
    let player = game.state().to_act().unwrap();
    let (throw, _) = game.roll(player).unwrap();
    assert_eq!(
        throw.faces, FIXTURE_V1_NEXT_THROW,
        "the fixture's next throw"
    );

    let stats = store
        .statistics(
            GameKind::Paramapadam,
            OpponentKind::Computer {
                level: Level::Medium,
            },
        )
        .unwrap();
    assert_eq!(
        (stats.played, stats.won, stats.lost, stats.abandoned),
        (2, 1, 1, 1)
    );
    assert!(stats.fastest_win.is_some());
}

/// The faces of the throw the fixture's saved game makes next.
const FIXTURE_V1_NEXT_THROW: [u8; 2] = [3, 3];

#[test]
fn a_store_opened_from_the_v1_fixture_has_the_schema_of_a_fresh_store() {
    let schema = |dir: &TempDir| -> Vec<String> {
        let conn = rusqlite::Connection::open(dir.path().join(DATABASE_FILE)).unwrap();
        let mut select = conn
            .prepare("SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_schema ORDER BY name")
            .unwrap();
        select
            .query_map([], |row| row.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    let old = fixture_v1();
    drop(reopen(&old));
    let (fresh, store) = store();
    drop(store);
    assert_eq!(schema(&old), schema(&fresh));
}

#[test]
fn the_v1_fixture_plays_on_into_the_statistics() {
    let dir = fixture_v1();
    let mut store = reopen(&dir);
    let before = store
        .statistics(
            GameKind::Thayam,
            OpponentKind::Computer { level: Level::Hard },
        )
        .unwrap();
    let mut game = store.saved_game().unwrap().unwrap();
    play_out(&mut store, &mut game);
    let after = store
        .statistics(
            GameKind::Thayam,
            OpponentKind::Computer { level: Level::Hard },
        )
        .unwrap();
    assert_eq!(after.played, before.played + 1);
    assert!(snapshot(&mut store).saved.is_none());
}
