//! The golden transcript of the game screen (issue 14): the scripted session in
//! `tests/golden/screen_script.txt` played through the bindings, each step written as one line
//! of `tests/golden/screen_transcript.txt` — the step, the effects it gave and the view after
//! it, rendered by `describe_effects` and `describe_view`. The Kotlin and Swift suites replay
//! the same script through their generated bindings and expect the same lines.
//!
//! `UPDATE_GOLDEN=1 cargo test -p dhayam-ffi --test golden` rewrites the transcript after a
//! deliberate change; read its diff before committing it.

#![allow(clippy::panic)] // a malformed script fails the test, saying which line

use std::path::PathBuf;
use std::sync::Arc;

use dhayam_ffi::{
    App, GameKind, GameScreenHandle, Intent, Level, SeatKind, default_setup, describe_effects,
    describe_view,
};

fn golden(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/golden")
        .join(name)
}

fn game(word: &str) -> GameKind {
    match word {
        "dhayam" => GameKind::Dhayam,
        "thayam" => GameKind::Thayam,
        "paramapadam" => GameKind::Paramapadam,
        other => panic!("no game {other:?}"),
    }
}

fn seat(word: &str) -> SeatKind {
    let level = match word {
        "human" => return SeatKind::Human,
        "easy" => Level::Easy,
        "medium" => Level::Medium,
        "hard" => Level::Hard,
        other => panic!("no seat {other:?}"),
    };
    SeatKind::Computer { level }
}

fn number<T: std::str::FromStr>(word: Option<&str>, line: &str) -> T {
    word.and_then(|w| w.parse().ok())
        .unwrap_or_else(|| panic!("a number is missing in {line:?}"))
}

/// Play the script's steps on one App, returning the transcript's lines.
fn play(script: &str, app: &App) -> Vec<String> {
    let mut screen: Option<Arc<GameScreenHandle>> = None;
    let mut lines = Vec::new();
    for line in script.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let command = words.next().unwrap_or_default();
        let effects = if command == "new" {
            let kind = game(words.next().unwrap_or_default());
            let seed: u64 = number(words.next(), line);
            let mut setup = default_setup(kind);
            let seats: Vec<SeatKind> = words.by_ref().map(seat).collect();
            assert_eq!(
                seats.len(),
                setup.seats.len(),
                "one seat per player: {line:?}"
            );
            for (place, kind) in setup.seats.iter_mut().zip(seats) {
                place.kind = kind;
            }
            screen = Some(app.new_game_screen(setup, seed, false).expect("a new game"));
            Vec::new()
        } else {
            let screen = screen.as_ref().expect("the script starts with `new`");
            let intent = match command {
                "roll" => Intent::Roll,
                "tap-square" => Intent::TapSquare {
                    square: number(words.next(), line),
                },
                "tap-home" => Intent::TapHome,
                "tap-chip" => Intent::TapChip {
                    value: number(words.next(), line),
                },
                "undo" => Intent::Undo,
                "pause" => Intent::Pause,
                "resume" => Intent::Resume,
                "background" => Intent::Background,
                "foreground" => Intent::Foreground,
                "wait" | "wake" => {
                    let ms = if command == "wait" {
                        number(words.next(), line)
                    } else {
                        screen.next_wake().expect("next_wake").unwrap_or(0)
                    };
                    lines.push(step_line(
                        line,
                        screen.advance(ms).expect("advance"),
                        screen,
                    ));
                    continue;
                }
                other => panic!("no step {other:?} in {line:?}"),
            };
            screen.intent(intent).expect("an intent")
        };
        let screen = screen.as_ref().expect("a screen");
        lines.push(step_line(line, effects, screen));
    }
    lines
}

fn step_line(step: &str, effects: Vec<dhayam_ffi::Effect>, screen: &GameScreenHandle) -> String {
    format!(
        "{step} => {} ; {}",
        describe_effects(effects),
        describe_view(screen.view().expect("view"))
    )
}

#[test]
fn the_scripted_session_gives_the_golden_transcript() {
    let script = std::fs::read_to_string(golden("screen_script.txt")).expect("the script");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let app = App::open(dir.path().display().to_string()).expect("the store opens");
    let lines = play(&script, &app);
    let transcript = lines.join("\n") + "\n";
    let path = golden("screen_transcript.txt");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &transcript).expect("the transcript is written");
        return;
    }
    let expected = std::fs::read_to_string(&path).expect("the committed transcript");
    for (n, (got, want)) in lines.iter().zip(expected.lines()).enumerate() {
        assert_eq!(got, want, "line {} of the transcript differs", n + 1);
    }
    assert_eq!(
        lines.len(),
        expected.lines().count(),
        "the transcript's length"
    );
}
