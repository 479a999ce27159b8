//! The golden transcript of the whole app: the scripted session in `tests/golden/app_script.txt`
//! played through the bindings' `AppHandle`, each step written as one line of
//! `tests/golden/app_transcript.txt` — the step, the effects it gave and the view after it,
//! rendered by `describe_effects` and `describe_app_view`, then the board reading
//! (`describe_board_reading`) after each step that changed its version, and the last turns
//! (`describe_recent_turns`) after each step that changed theirs. The Kotlin and Swift suites
//! replay the same script through their generated bindings and expect the same lines.
//!
//! `UPDATE_GOLDEN=1 cargo test -p dhayam-ffi --test suite golden::` rewrites the transcript after a
//! deliberate change; read its diff before committing it.

#![allow(clippy::panic)] // a malformed script fails the test, saying which line

use std::path::PathBuf;

use dhayam_ffi::{
    AppHandle, AppIntent, AppView, Field, GameKind, Intent, Level, Preset, ScreenView, SeatKind,
    SettingChange, SetupEdit, describe_app_view, describe_board_reading, describe_effects,
    describe_recent_turns,
};

fn golden(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/golden")
        .join(name)
}

fn number<T: std::str::FromStr>(word: Option<&str>, line: &str) -> T {
    word.and_then(|w| w.parse().ok())
        .unwrap_or_else(|| panic!("a number is missing in {line:?}"))
}

fn on(word: Option<&str>, line: &str) -> bool {
    match word {
        Some("on") => true,
        Some("off") => false,
        _ => panic!("on or off is missing in {line:?}"),
    }
}

/// The intent of one step of the script (every step but `wait` and `wake`).
fn intent(line: &str) -> AppIntent {
    let mut words = line.split_whitespace();
    let command = words.next().unwrap_or_default();
    let game = |intent| AppIntent::Game { intent };
    let edit = |edit| AppIntent::EditSetup { edit };
    match command {
        "about" => AppIntent::OpenAbout,
        "home" => AppIntent::Home,
        "settings" => AppIntent::OpenSettings,
        "statistics" => AppIntent::OpenStatistics,
        "setup" => AppIntent::OpenSetup,
        "quit" => AppIntent::Quit,
        "resume" => AppIntent::Resume,
        "confirm" => AppIntent::Confirm,
        "cancel" => AppIntent::Cancel,
        "clear" => AppIntent::ClearSavedGame,
        "background" => AppIntent::Background,
        "foreground" => AppIntent::Foreground,
        "start" => AppIntent::StartGame {
            seed: number(words.next(), line),
        },
        "again" => AppIntent::PlayAgain {
            seed: number(words.next(), line),
        },
        "game" => edit(SetupEdit::Game {
            game: match words.next() {
                Some("dhayam") => GameKind::Dhayam,
                Some("thayam") => GameKind::Thayam,
                Some("paramapadam") => GameKind::Paramapadam,
                _ => panic!("no game in {line:?}"),
            },
        }),
        "seat" => edit(SetupEdit::Seat {
            seat: number(words.next(), line),
            kind: match words.next() {
                Some("human") => SeatKind::Human,
                Some("easy") => SeatKind::Computer { level: Level::Easy },
                Some("medium") => SeatKind::Computer {
                    level: Level::Medium,
                },
                Some("hard") => SeatKind::Computer { level: Level::Hard },
                _ => panic!("no seat in {line:?}"),
            },
        }),
        "players" => edit(SetupEdit::Players {
            players: number(words.next(), line),
        }),
        "preset" => edit(SetupEdit::Preset {
            preset: match words.next() {
                Some("traditional") => Preset::Traditional,
                Some("classic") => Preset::Classic,
                Some("custom") => Preset::Custom,
                Some("thayam") => Preset::Thayam,
                _ => panic!("no preset in {line:?}"),
            },
        }),
        "switch" => {
            let field = match words.next() {
                Some("jump-and-go") => Field::JumpAndGo,
                Some("move-after-each-roll") => Field::MoveAfterEachRoll,
                _ => panic!("no switch in {line:?}"),
            };
            edit(SetupEdit::Switch {
                field,
                on: on(words.next(), line),
            })
        }
        "haptics" => AppIntent::ChangeSetting {
            change: SettingChange::Haptics {
                on: on(words.next(), line),
            },
        },
        "roll" => game(Intent::Roll),
        "tap-home" => game(Intent::TapHome),
        "undo" => game(Intent::Undo),
        "pause" => game(Intent::Pause),
        "unpause" => game(Intent::Resume),
        "tap-square" => game(Intent::TapSquare {
            square: number(words.next(), line),
        }),
        "tap-chip" => game(Intent::TapChip {
            value: number(words.next(), line),
        }),
        other => panic!("no step {other:?} in {line:?}"),
    }
}

/// The version of the board reading the view names: the game's, or the lesson board's.
fn reading_version(view: &AppView) -> Option<u64> {
    match &view.screen {
        ScreenView::Game { game } => Some(game.reading_version),
        ScreenView::Lesson { lesson } => Some(lesson.board.reading_version),
        _ => None,
    }
}

/// The version of the last turns the view names: the game's, or the lesson board's.
fn recent_version(view: &AppView) -> Option<u64> {
    match &view.screen {
        ScreenView::Game { game } => Some(game.recent_version),
        ScreenView::Lesson { lesson } => Some(lesson.board.recent_version),
        _ => None,
    }
}

/// Play the script's steps on `app`, returning the transcript's lines. As a shell does, the
/// board reading and the last turns are each fetched only when the view's version of them
/// changes, and then written after the view.
fn play(script: &str, app: &AppHandle) -> Vec<String> {
    let mut lines = Vec::new();
    let mut held = None;
    let mut held_recent = None;
    for line in script.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let effects = match words.next() {
            Some("wait") => app.advance(number(words.next(), line)),
            Some("wake") => app.advance(app.next_wake().expect("next_wake").unwrap_or(0)),
            _ => app.intent(intent(line)),
        }
        .expect("the step is taken");
        let view = app.view().expect("view");
        let version = reading_version(&view);
        let recent = recent_version(&view);
        let mut said = format!(
            "{line} => {} ; {}",
            describe_effects(effects),
            describe_app_view(view)
        );
        if version != held {
            held = version;
            let reading = app.board_reading().expect("board reading");
            assert_eq!(reading.as_ref().map(|r| r.version), version, "{line}");
            said += &format!(" ; {}", describe_board_reading(reading));
        }
        if recent != held_recent {
            held_recent = recent;
            let turns = app.recent().expect("recent turns");
            assert_eq!(turns.as_ref().map(|r| r.version), recent, "{line}");
            said += &format!(" ; {}", describe_recent_turns(turns));
        }
        lines.push(said);
    }
    lines
}

#[test]
fn the_scripted_session_gives_the_golden_transcript() {
    let script = std::fs::read_to_string(golden("app_script.txt")).expect("the script");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let app = AppHandle::open(dir.path().display().to_string(), false).expect("the store opens");
    let lines = play(&script, &app);
    let transcript = lines.join("\n") + "\n";
    let path = golden("app_transcript.txt");
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
