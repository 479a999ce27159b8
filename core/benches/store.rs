//! The store's speed on this machine's disk: autosaving one action, and resuming a game (opening
//! the store from its directory and reading the saved game back).
//!
//! Goals (docs/BENCHMARKS.md): autosave under 1 ms and resume under 5 ms, median.
//!
//! `cargo bench -p dhayam-core --bench store` runs both groups in under a minute.

#![allow(clippy::unwrap_used)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use dhayam_core::{GameKind, GameSetup, SavedGame, Store};
use tempfile::TempDir;

/// Actions played before measuring, so the saved position is a mid-game one.
const WARM_ACTIONS: usize = 150;

/// The player to act rolls, or plays the legal move `choice` picks.
fn act(game: &mut SavedGame, choice: usize) {
    let state = game.state();
    let player = state.to_act().expect("the game goes on");
    if state.must_roll() {
        game.roll(player).expect("a legal roll");
    } else {
        let moves = state.legal_moves();
        let mv = moves[choice % moves.len()];
        game.play(player, mv).expect("a legal move");
    }
}

/// A store in a temporary directory with a game of `kind` in progress, `WARM_ACTIONS` in
/// (or fewer, if it would end sooner).
fn store_with_game(kind: GameKind, seed: u64) -> (TempDir, Store, SavedGame) {
    let dir = TempDir::new().expect("a temporary directory");
    let mut store = Store::open(dir.path()).expect("a new store");
    let mut game = store
        .start_game(GameSetup::default_for(kind), seed)
        .expect("a new game");
    for step in 0..WARM_ACTIONS {
        let mut next = game.clone();
        act(&mut next, step);
        if next.state().to_act().is_none() {
            break;
        }
        game = next;
        store.autosave(&mut game).expect("autosave");
    }
    (dir, store, game)
}

fn autosave(c: &mut Criterion) {
    let mut group = c.benchmark_group("store_autosave");
    group
        .sample_size(100)
        .measurement_time(Duration::from_secs(4));
    for kind in GameKind::ALL {
        let (_dir, mut store, mut game) = store_with_game(kind, 1);
        let mut step = 0;
        group.bench_function(BenchmarkId::new("one_action", kind.name()), |b| {
            b.iter_custom(|iters| {
                let mut saving = Duration::ZERO;
                for _ in 0..iters {
                    // Play the action untimed; a game that ends starts over.
                    step += 1;
                    act(&mut game, step);
                    if game.state().to_act().is_none() {
                        game = store
                            .start_game(GameSetup::default_for(kind), step as u64)
                            .unwrap();
                        continue;
                    }
                    let start = Instant::now();
                    black_box(store.autosave(&mut game).unwrap());
                    saving += start.elapsed();
                }
                saving
            });
        });
    }
    group.finish();
}

fn resume(c: &mut Criterion) {
    let mut group = c.benchmark_group("store_resume");
    group
        .sample_size(100)
        .measurement_time(Duration::from_secs(7));
    for kind in GameKind::ALL {
        let (dir, store, _) = store_with_game(kind, 2);
        drop(store);
        group.bench_function(BenchmarkId::new("open_and_load", kind.name()), |b| {
            b.iter(|| {
                let mut store = Store::open(dir.path()).unwrap();
                black_box(store.saved_game().unwrap().expect("a saved game"))
            });
        });
    }
    group.finish();
}

criterion_group!(benches, autosave, resume);
criterion_main!(benches);
