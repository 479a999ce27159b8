//! The store's speed on this machine's disk: autosaving one action, and resuming a game (opening
//! the store from its directory and reading the saved game back).
//!
//! Goals (docs/BENCHMARKS.md): autosave under 1 ms and resume under 5 ms, median.
//!
//! Besides the warm figures (files in the page cache, commits not synced, as the store runs with
//! `synchronous = NORMAL`), two harder cases: an autosave followed by an fsync of the write-ahead
//! log, which is what `synchronous = FULL` would add to every commit; and a cold resume, with the
//! database's pages written out and dropped from the page cache (`posix_fadvise(DONTNEED)` on
//! each of the store's files, untimed) before every open, so that the reads go to the disk.
//!
//! `cargo bench -p dhayam-core --bench store` runs every group in about two minutes.

#![allow(clippy::unwrap_used)]

use std::fs::File;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, SamplingMode, criterion_group, criterion_main};
use dhayam_core::{DATABASE_FILE, GameKind, GameSetup, SavedGame, Store};
use rustix::fs::{Advice, fadvise};
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

/// The database and its write-ahead log in `dir` (the log only while a store has it open).
fn database_files(dir: &Path) -> impl Iterator<Item = File> {
    ["", "-wal"]
        .into_iter()
        .filter_map(|suffix| File::open(dir.join(format!("{DATABASE_FILE}{suffix}"))).ok())
}

/// Write the store's files out and drop their pages from the page cache, so that the next read
/// of them goes to the disk.
fn evict(dir: &Path) {
    for file in database_files(dir) {
        file.sync_all().unwrap();
        fadvise(&file, 0, None, Advice::DontNeed).unwrap();
    }
}

/// Make the last commit durable as `synchronous = FULL` would: fsync the write-ahead log.
fn sync_log(dir: &Path) {
    let log = File::open(dir.join(format!("{DATABASE_FILE}-wal"))).unwrap();
    log.sync_all().unwrap();
}

fn autosave(c: &mut Criterion) {
    let mut group = c.benchmark_group("store_autosave");
    group
        .sample_size(100)
        .measurement_time(Duration::from_secs(4));
    for (synced, name) in [(false, "one_action"), (true, "one_action_fsync")] {
        for kind in GameKind::ALL {
            autosave_case(&mut group, kind, synced, name);
        }
    }
    group.finish();
}

/// One autosave case: `kind`'s game, its log fsynced after each save if `synced`.
fn autosave_case(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    kind: GameKind,
    synced: bool,
    name: &str,
) {
    let (dir, mut store, mut game) = store_with_game(kind, 1);
    let mut step = 0;
    group.bench_function(BenchmarkId::new(name, kind.name()), |b| {
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
                if synced {
                    sync_log(dir.path());
                }
                saving += start.elapsed();
            }
            saving
        });
    });
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
    // Cold: every open reads from the disk. Each eviction (untimed) writes the files out, so
    // fewer, flat samples keep the group to a few seconds.
    let mut group = c.benchmark_group("store_resume");
    group
        .sample_size(20)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_secs(1));
    for kind in GameKind::ALL {
        let (dir, store, _) = store_with_game(kind, 2);
        drop(store);
        group.bench_function(BenchmarkId::new("open_and_load_cold", kind.name()), |b| {
            b.iter_custom(|iters| {
                let mut resuming = Duration::ZERO;
                for _ in 0..iters {
                    evict(dir.path());
                    let start = Instant::now();
                    let mut store = Store::open(dir.path()).unwrap();
                    black_box(store.saved_game().unwrap().expect("a saved game"));
                    drop(store);
                    resuming += start.elapsed();
                }
                resuming
            });
        });
    }
    group.finish();
}

criterion_group!(benches, autosave, resume);
criterion_main!(benches);
