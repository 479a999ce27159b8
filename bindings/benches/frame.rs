//! The Rust side of the one call a frame needs: `AppHandle::view()` of the game that
//! `tests/kotlin/src/FfiCallBenchmark.kt` and `tests/swift/Benchmark/main.swift` time from
//! Kotlin and Swift (a Traditional 12-coin game between two Medium computers after 400 of the
//! core's wake-ups), so the difference is what the crossing costs (docs/BENCHMARKS.md).
//! Before timing it prints the bytes the view's buffer holds, part by part (what crosses), and
//! those of the board reading and of the last turns, which each cross on their own call only
//! when their version changes; then it times those calls too.

#![allow(clippy::panic)] // a bench whose game has left the screen can time nothing

use criterion::{Criterion, criterion_group, criterion_main};
use dhayam_ffi::{
    AppHandle, AppIntent, GameKind, Level, ScreenView, SeatKind, UniFfiTag, default_setup,
};
use uniffi::Lower;

/// The bytes `value` takes in the buffer that crosses the FFI.
fn bytes<T: Lower<UniFfiTag>>(value: T) -> usize {
    let mut buffer = Vec::new();
    T::write(value, &mut buffer);
    buffer.len()
}

/// Print the view's bytes, whole and by the game screen's parts that take the most.
fn print_bytes(app: &AppHandle) {
    let view = app.view().expect("view");
    let whole = bytes(view.clone());
    let ScreenView::Game { game } = view.screen else {
        panic!("no game on screen")
    };
    let parts = [
        ("players", bytes(game.players.clone())),
        ("recent_version", bytes(game.recent_version)),
        ("moves", bytes(game.moves.clone())),
        ("chips", bytes(game.chips.clone())),
        ("coins", bytes(game.coins.clone())),
        ("status", bytes(game.status.clone())),
        ("prompt", bytes(game.prompt.clone())),
        ("log", bytes(game.log.clone())),
    ];
    let named: usize = parts.iter().map(|(_, n)| n).sum();
    let listed: Vec<String> = parts
        .iter()
        .map(|(name, n)| format!("{name} {n}"))
        .collect();
    let reading = app
        .board_reading()
        .expect("board reading")
        .expect("a game on screen");
    let recent = app
        .recent()
        .expect("recent turns")
        .expect("a game on screen");
    println!(
        "frame view: {whole} bytes ({}, the rest {}); fetched apart when their version changes: \
         the board reading {} bytes, {} entries; the last turns {} bytes, {} turns",
        listed.join(", "),
        whole - named,
        bytes(reading.clone()),
        reading.squares.len(),
        bytes(recent.clone()),
        recent.turns.len(),
    );
}

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
    print_bytes(&app);
    c.bench_function("ffi_rust_side/app_view", |b| b.iter(|| app.view()));
    c.bench_function("ffi_rust_side/board_reading", |b| {
        b.iter(|| app.board_reading())
    });
    c.bench_function("ffi_rust_side/recent", |b| b.iter(|| app.recent()));
}

criterion_group!(benches, bench);
criterion_main!(benches);
