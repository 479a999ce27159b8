//! Helpers shared by the store's tests: a deterministic way to play games through the store,
//! and a snapshot of everything the store keeps.

#![allow(clippy::unwrap_used, clippy::panic)]

use tempfile::TempDir;

use dhayam_core::{
    Event, Game, GameKind, GameOutcome, GameSetup, Level, SavedGame, SeatKind, Statistics, Store,
    Tally,
};

/// Take one action in `game`: the player to act rolls, or plays legal move number `choice`
/// (modulo how many there are).
pub fn act_game(game: &mut Game, choice: usize) -> Vec<Event> {
    let state = game.state();
    let player = state.to_act().expect("the game is not over");
    if state.must_roll() {
        game.roll(player).expect("the player to act may roll").1
    } else {
        let moves = state.legal_moves();
        let mv = moves[choice % moves.len()];
        game.play(player, mv).expect("a legal move")
    }
}

/// As [`act_game`], on a saved game (so its tally counts).
pub fn act(game: &mut SavedGame, choice: usize) -> Vec<Event> {
    let state = game.state();
    let player = state.to_act().expect("the game is not over");
    if state.must_roll() {
        game.roll(player).expect("the player to act may roll").1
    } else {
        let moves = state.legal_moves();
        let mv = moves[choice % moves.len()];
        game.play(player, mv).expect("a legal move")
    }
}

/// Play `game` to its end through `store`, autosaving after every action; returns its
/// outcome and final tally.
pub fn play_out(store: &mut Store, game: &mut SavedGame) -> (GameOutcome, Tally) {
    for step in 0.. {
        act(game, step);
        if let Some(outcome) = store.autosave(game).expect("autosave") {
            return (outcome, *game.tally());
        }
    }
    unreachable!()
}

/// The winner of the game `setup` starts with `seed`, played by [`act_game`], or `None` for a
/// draw.
pub fn winner_of(setup: &GameSetup, seed: u64) -> Option<u8> {
    let mut game = Game::new(setup.start(seed).unwrap());
    let mut step = 0;
    while game.state().to_act().is_some() {
        act_game(&mut game, step);
        step += 1;
    }
    game.state().winner()
}

/// The first seed from `from` on whose game `setup` ends with `wanted` for Player 1.
pub fn seed_where(setup: &GameSetup, from: u64, wanted: GameOutcome) -> u64 {
    (from..from + 10_000)
        .find(|&seed| {
            let outcome = match winner_of(setup, seed) {
                Some(0) => GameOutcome::Won,
                Some(_) => GameOutcome::Lost,
                None => GameOutcome::Drawn,
            };
            outcome == wanted
        })
        .expect("such a game within 10,000 seeds")
}

/// Paramapadam for two, you (a person) against the computer at `level`: quick games.
pub fn paramapadam_against(level: Level) -> GameSetup {
    let mut setup = GameSetup::default_for(GameKind::Paramapadam);
    setup.seats[1].kind = SeatKind::Computer { level };
    setup
}

/// What a reader of the store sees: the saved game (number, position, setup, tally) and every
/// statistic.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub saved: Option<(i64, String, GameSetup, Tally)>,
    pub statistics: Vec<Statistics>,
}

pub fn snapshot(store: &mut Store) -> Snapshot {
    let saved = store.saved_game().expect("a valid saved game").map(|game| {
        (
            game.number(),
            game.state().notation(),
            game.setup().clone(),
            *game.tally(),
        )
    });
    Snapshot {
        saved,
        statistics: store.all_statistics().expect("statistics"),
    }
}

/// A store holding statistics (a won or lost Paramapadam game, an abandoned one) and a Thayam
/// game in progress; returns its directory and what it holds.
pub fn store_with_statistics() -> (TempDir, Snapshot) {
    let dir = TempDir::new().unwrap();
    let mut store = Store::open(dir.path()).unwrap();
    let mut game = store
        .start_game(paramapadam_against(Level::Easy), 5)
        .unwrap();
    play_out(&mut store, &mut game);
    let mut left = store
        .start_game(paramapadam_against(Level::Easy), 6)
        .unwrap();
    act(&mut left, 0);
    store.autosave(&mut left).unwrap();
    let mut game = store
        .start_game(GameSetup::default_for(GameKind::Thayam), 7)
        .unwrap();
    for step in 0..30 {
        act(&mut game, step);
        store.autosave(&mut game).unwrap();
    }
    let held = snapshot(&mut store);
    let count = |figure: fn(&Statistics) -> u32| held.statistics.iter().map(figure).sum::<u32>();
    // The abandoned game counts apart from those played (RULES_DECISIONS.md 22).
    assert_eq!((count(|s| s.played), count(|s| s.abandoned)), (1, 1));
    assert!(held.saved.is_some());
    (dir, held)
}
