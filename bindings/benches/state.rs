//! The Rust side of one FFI call: `GameHandle::state()` and `legal_moves()` on the mid-game
//! Dhayam position that `tests/kotlin/src/FfiCallBenchmark.kt` times from Kotlin, so the
//! difference between the two is what crossing the boundary costs (docs/BENCHMARKS.md).

use criterion::{Criterion, criterion_group, criterion_main};
use dhayam_ffi::{App, GameHandle, GameKind, Level, SeatKind, default_setup};

/// The benchmark's game after the same actions as the Kotlin program: at least 400, then on
/// until values are banked and eight coins are out.
fn mid_game(dir: &tempfile::TempDir) -> std::sync::Arc<GameHandle> {
    let app = App::open(dir.path().display().to_string()).expect("open");
    let mut setup = default_setup(GameKind::Dhayam);
    for seat in &mut setup.seats {
        seat.kind = SeatKind::Computer {
            level: Level::Medium,
        };
    }
    let game = app.new_game(setup, 1).expect("new game");
    let mut actions = 0;
    loop {
        let view = game.state().expect("state");
        let out = view
            .coins
            .iter()
            .filter(|coin| coin.square.is_some())
            .count();
        if actions >= 400 && !view.bank.is_empty() && out >= 8 {
            return game;
        }
        let player = view.to_act.expect("the game goes on to the middle");
        game.computer_move(player).expect("a computer move");
        actions += 1;
    }
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let game = mid_game(&dir);
    eprintln!("{}", game.notation().expect("notation"));
    c.bench_function("ffi_rust_side/state", |b| b.iter(|| game.state()));
    c.bench_function("ffi_rust_side/legal_moves", |b| {
        b.iter(|| game.legal_moves())
    });
    c.bench_function("ffi_rust_side/notation", |b| b.iter(|| game.notation()));
}

criterion_group!(benches, bench);
criterion_main!(benches);
