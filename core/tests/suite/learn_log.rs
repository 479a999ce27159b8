//! The game log: the turn-by-turn history of the game — throws, moves, cuts, lost values — kept
//! with the saved game, so it survives a resume; an undone action leaves it; shown from the pause
//! menu with the position to copy.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use app_support::{AppSession, computer, setup};
use dhayam_core::app::{AppIntent, Intent, RECENT_TURNS, Refusal};
use dhayam_core::learn::{Entry, LogTurn};
use dhayam_core::{GameKind, Level, SeatKind, Store};

/// A Dhayam game of a person against Easy, played `actions` person's actions in.
fn played(actions: usize) -> AppSession {
    let mut app = AppSession::fresh();
    let setup = setup(
        GameKind::Dhayam,
        &[SeatKind::Human, computer(Level::Easy)],
        Some(6),
    );
    app.send(AppIntent::NewGame { setup, seed: 5 });
    let mut done = 0;
    while done < actions {
        let view = app.game();
        assert!(view.game_over.is_none());
        if view.walking || view.to_act != Some(0) {
            app.advance(app.wake.unwrap_or(100));
        } else if view.can_roll {
            app.send(AppIntent::Game {
                intent: Intent::Roll,
            });
            done += 1;
        } else {
            app.send(AppIntent::Game {
                intent: Intent::Play {
                    action: view.moves[0].action,
                },
            });
            done += 1;
        }
    }
    while app.game().walking {
        app.advance(app.wake.unwrap());
    }
    app
}

fn entries(app: &AppSession) -> Vec<Entry> {
    let game = app.app.game_screen().unwrap().saved_game().unwrap();
    game.log().entries().to_vec()
}

#[test]
fn the_log_holds_every_throw_and_move_turn_by_turn() {
    let app = played(40);
    let entries = entries(&app);
    assert!(entries.iter().any(|e| matches!(e, Entry::Rolled(0, _))));
    assert!(entries.iter().any(|e| matches!(e, Entry::Rolled(1, _))));
    assert!(entries.iter().any(|e| matches!(e, Entry::Turn(_))));
    assert!(
        entries
            .iter()
            .any(|e| matches!(e, Entry::Entered(..) | Entry::Moved(..)))
    );
    let tally = app.app.game_screen().unwrap().saved_game().unwrap().tally();
    let rolled_by_you = entries
        .iter()
        .filter(|e| matches!(e, Entry::Rolled(0, _)))
        .count();
    assert_eq!(rolled_by_you as u32, tally.throws.iter().sum::<u32>());
}

#[test]
fn the_pause_menu_opens_the_log_with_the_position_to_copy() {
    let mut app = played(10);
    app.send(AppIntent::Game {
        intent: Intent::Pause,
    });
    app.send(AppIntent::Game {
        intent: Intent::OpenLog,
    });
    let log = app.game().log.expect("the log is open");
    assert_eq!(
        log.notation,
        app.app.game_screen().unwrap().state().notation()
    );
    assert_eq!(log.turns[0].player, None);
    assert_eq!(log.turns[0].title.key, "log_start");
    assert!(log.turns.iter().skip(1).all(|turn| turn.player.is_some()));
    let lines: usize = log.turns.iter().map(|turn| turn.lines.len()).sum();
    // A turn's heading stands for its passing; every other entry is a line.
    let passes = entries(&app)
        .iter()
        .filter(|e| matches!(e, Entry::Turn(_)))
        .count();
    assert_eq!(lines + passes, entries(&app).len());
    app.send(AppIntent::Game {
        intent: Intent::CloseLog,
    });
    assert!(app.game().log.is_none());
    app.send(AppIntent::Game {
        intent: Intent::CloseLog,
    });
    assert_eq!(
        app.game().refusal,
        Some(Refusal::NothingToClose.text(app.game().game))
    );
}

#[test]
fn the_log_survives_quitting_and_reopening_the_store() {
    let mut app = played(24);
    let before = entries(&app);
    app.send(AppIntent::Quit);
    let mut app = app.reopened();
    app.send(AppIntent::Resume);
    assert_eq!(entries(&app), before);
}

#[test]
fn an_undone_action_leaves_the_log() {
    let mut app = played(6);
    while app.game().to_act != Some(0) || app.game().walking {
        app.advance(app.wake.unwrap_or(100));
    }
    let before = entries(&app);
    let view = app.game();
    if view.can_roll {
        app.send(AppIntent::Game {
            intent: Intent::Roll,
        });
    } else {
        app.send(AppIntent::Game {
            intent: Intent::Play {
                action: view.moves[0].action,
            },
        });
    }
    assert!(entries(&app).len() > before.len());
    app.send(AppIntent::Game {
        intent: Intent::Undo,
    });
    assert_eq!(app.game().refusal, None);
    assert_eq!(entries(&app), before);
}

#[test]
fn a_game_saved_before_logs_resumes_with_an_empty_log() {
    let dir = tempfile::TempDir::new().unwrap();
    {
        let mut store = Store::open(dir.path()).unwrap();
        store
            .start_game(dhayam_core::GameSetup::default_for(GameKind::Thayam), 3)
            .unwrap();
    }
    let conn = rusqlite::Connection::open(dir.path().join(dhayam_core::DATABASE_FILE)).unwrap();
    conn.execute("UPDATE saved_game SET log = ''", []).unwrap();
    drop(conn);
    let mut store = Store::open(dir.path()).unwrap();
    let game = store.saved_game().unwrap().unwrap();
    assert!(game.log().is_empty());
}

#[test]
fn the_game_screen_shows_the_last_turns_as_the_log_ends_them() {
    let app = played(40);
    let log = app.app.game_screen().unwrap().log_view();
    let done: Vec<_> = log.turns.iter().filter(|t| !t.lines.is_empty()).collect();
    assert!(
        done.len() > RECENT_TURNS,
        "a game 40 actions in has more turns than are shown"
    );
    // The last turns that did something, exactly as the whole log words them, oldest first.
    let tail: Vec<_> = done[done.len() - RECENT_TURNS..]
        .iter()
        .map(|t| (*t).clone())
        .collect();
    assert_eq!(app.recent().turns, tail);
}

#[test]
fn a_new_game_shows_no_turns_until_one_does_something() {
    let mut app = AppSession::fresh();
    let setup = setup(
        GameKind::Thayam,
        &[SeatKind::Human, computer(Level::Easy)],
        None,
    );
    app.send(AppIntent::NewGame { setup, seed: 5 });
    let recent = app.recent();
    assert!(recent.turns.iter().all(|turn| !turn.lines.is_empty()));
    assert!(recent.turns.len() <= RECENT_TURNS);
}

/// The last turns as made afresh from the saved game's log.
fn fresh_recent(app: &AppSession) -> Vec<LogTurn> {
    let game = app.app.game_screen().unwrap().saved_game().unwrap();
    game.log().recent(GameKind::Dhayam, RECENT_TURNS)
}

/// One step of the person's game against Easy: time passes while the computer plays or a walk
/// is shown, else the person rolls or plays the first move.
fn step(app: &mut AppSession) {
    let view = app.game();
    if view.walking || view.to_act != Some(0) {
        app.advance(app.wake.unwrap_or(100));
    } else if view.can_roll {
        app.send(AppIntent::Game {
            intent: Intent::Roll,
        });
    } else {
        app.send(AppIntent::Game {
            intent: Intent::Play {
                action: view.moves[0].action,
            },
        });
    }
}

#[test]
fn the_last_turns_version_changes_exactly_when_they_do() {
    // View by view through a game, every step of every walk: the turns the screen keeps are
    // those made afresh from the log, and the version a shell caches them by moves with them
    // and only with them.
    let mut app = played(0);
    let mut before = app.recent();
    let (mut same, mut changed) = (0, 0);
    for _ in 0..300 {
        step(&mut app);
        let after = app.recent();
        assert_eq!(after.turns, fresh_recent(&app));
        assert_eq!(
            after.turns == before.turns,
            after.version == before.version,
            "the version follows the turns"
        );
        if after.version == before.version {
            same += 1;
        } else {
            changed += 1;
        }
        before = after;
    }
    assert!(
        same > 100 && changed > 30,
        "{same} views kept them, {changed} changed them"
    );
    // An undone action gives back the turns before it, with their version.
    while app.game().to_act != Some(0) || app.game().walking {
        app.advance(app.wake.unwrap_or(100));
    }
    let kept = app.recent();
    step(&mut app);
    assert_ne!(
        app.recent(),
        kept,
        "the person's action changed the last turns"
    );
    app.send(AppIntent::Game {
        intent: Intent::Undo,
    });
    assert_eq!(app.game().refusal, None);
    assert_eq!(app.recent(), kept);
    // Quit, close and resume: a new screen over the log read back from the store, the same
    // turns, the same version.
    app.send(AppIntent::Quit);
    assert_eq!(app.app.recent(), None, "none at Home");
    let mut app = app.reopened();
    app.send(AppIntent::Resume);
    assert_eq!(app.recent(), kept);
    assert_eq!(app.app.recent(), Some(kept));
}
