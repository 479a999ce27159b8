//! The Rust side of the one call a frame needs: `AppHandle::view()` of the game that
//! `tests/kotlin/src/FfiCallBenchmark.kt` and `tests/swift/Benchmark/main.swift` time from
//! Kotlin and Swift (a Traditional 12-coin game between two Medium computers after 400 of the
//! core's wake-ups), and the core's own `AppModel::view()` beneath it, so the differences are
//! what the conversion to the bindings' records and the crossing cost (docs/BENCHMARKS.md).

use criterion::{Criterion, criterion_group, criterion_main};
use dhayam_ffi::{AppHandle, AppIntent, GameKind, Level, SeatKind, default_setup};

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let app = AppHandle::open(dir.path().display().to_string(), false).expect("open");
    let mut setup = default_setup(GameKind::Dhayam);
    for seat in &mut setup.seats {
        seat.kind = SeatKind::Computer {
            level: Level::Medium,
        };
    }
    app.intent(AppIntent::NewGame { setup, seed: 1 })
        .expect("a new game");
    for _ in 0..400 {
        if let Some(ms) = app.next_wake().expect("next wake") {
            app.advance(ms).expect("advance");
        }
    }
    c.bench_function("ffi_rust_side/app_view", |b| b.iter(|| app.view()));
}

criterion_group!(benches, bench);
criterion_main!(benches);
