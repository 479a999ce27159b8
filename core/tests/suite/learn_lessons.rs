//! The guided lessons: every step's position is valid with its scripted throws, every asked action
//! is legal there and leads where the step says; every lesson of every game is played through in
//! the app by its asked actions; a move other than the asked one is refused with a key that says so
//! and changes nothing.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use app_support::AppSession;
use dhayam_core::GameKind;
use dhayam_core::app::{
    AppIntent, Effect, Intent, LessonView, PlaySettings, Refusal, ScreenView, SettingChange,
};
use dhayam_core::learn::{Asked, LESSONS, asked_move, asked_result, lessons_of, step_state};

#[test]
fn every_asked_action_is_legal_and_leads_where_the_step_says() {
    for lesson in &LESSONS {
        for (i, step) in lesson.steps.iter().enumerate() {
            let at = format!("{} step {i}", lesson.title);
            let state = step_state(step).unwrap_or_else(|| panic!("{at}: a valid position"));
            match step.asked {
                Asked::Roll => assert!(state.must_roll(), "{at}: a throw is due"),
                Asked::Move(text) => {
                    let mv = asked_move(step, text).unwrap_or_else(|| panic!("{at}: {text}"));
                    assert!(state.legal_moves().contains(&mv), "{at}: {text} is legal");
                }
            }
            let after = asked_result(step)
                .unwrap_or_else(|| panic!("{at}: the asked action is taken"))
                .notation();
            for line in step.leads_to {
                assert!(holds(&after, line), "{at}: {line:?} not in\n{after}");
            }
        }
    }
}

/// Whether `notation` has a line that is `line`, or `line` and more words.
fn holds(notation: &str, line: &str) -> bool {
    notation
        .lines()
        .any(|l| l == line || l.starts_with(&format!("{line} ")))
}

#[test]
fn every_game_has_lessons_each_with_a_title_and_steps() {
    for game in GameKind::ALL {
        assert!(lessons_of(game).count() >= 3, "{game:?}");
        for lesson in lessons_of(game) {
            assert!(lesson.title.starts_with("lesson_"));
            assert!(!lesson.steps.is_empty());
        }
    }
}

fn lesson(app: &AppSession) -> LessonView {
    match app.app_view().screen {
        ScreenView::Lesson { lesson: view } => *view,
        other => panic!("no lesson is up: {other:?}"),
    }
}

/// Fire wake-ups until the step's board is still.
fn settle(app: &mut AppSession) {
    while lesson(app).board.walking {
        app.advance(app.wake.unwrap());
    }
}

#[test]
fn learn_to_play_lists_every_games_lessons_and_a_lesson_goes_back_to_it() {
    let mut app = AppSession::fresh();
    app.send(AppIntent::OpenLearn);
    let ScreenView::Learn { games } = app.app_view().screen else {
        unreachable!("Learn to play is up");
    };
    assert_eq!(
        games.iter().map(|each| each.game).collect::<Vec<_>>(),
        GameKind::ALL.to_vec()
    );
    for each in &games {
        let titles: Vec<&str> = each.lessons.iter().map(|info| info.title.key).collect();
        let data: Vec<&str> = lessons_of(each.game).map(|lesson| lesson.title).collect();
        assert_eq!(titles, data, "{:?}", each.game);
        for (info, lesson) in each.lessons.iter().zip(lessons_of(each.game)) {
            assert_eq!(usize::try_from(info.steps), Ok(lesson.steps.len()));
        }
    }
    app.send(AppIntent::StartLesson {
        game: GameKind::Thayam,
        lesson: 0,
    });
    assert!(matches!(app.app_view().screen, ScreenView::Lesson { .. }));
    app.send(AppIntent::OpenLearn);
    assert!(matches!(app.app_view().screen, ScreenView::Learn { .. }));
    // The pause menu's Quit, and its Rules & Settings of the lesson's own game.
    app.send(AppIntent::StartLesson {
        game: GameKind::Paramapadam,
        lesson: 0,
    });
    app.send(AppIntent::OpenReference { game: None });
    let reference = app.app_view().reference.expect("the reference is open");
    assert_eq!(reference.game, GameKind::Paramapadam);
    app.send(AppIntent::CloseReference);
    app.send(AppIntent::Quit);
    assert_eq!(app.app.refusal(), None);
    assert!(matches!(app.app_view().screen, ScreenView::Learn { .. }));
}

#[test]
fn every_lesson_is_played_through_in_the_app_by_its_asked_actions() {
    let mut app = AppSession::fresh();
    for game in GameKind::ALL {
        for (number, data) in lessons_of(game).enumerate() {
            app.send(AppIntent::StartLesson {
                game,
                lesson: number as u8,
            });
            assert_eq!(app.app.refusal(), None);
            for (i, step) in data.steps.iter().enumerate() {
                let view = lesson(&app);
                assert_eq!((view.step as usize, view.done), (i, false));
                assert!(!view.board.can_hint, "a lesson rings its own move");
                assert_eq!(view.explain.key, step.explain);
                match step.asked {
                    Asked::Roll => {
                        assert!(view.asks_roll && view.asked.is_none());
                        app.send(AppIntent::Game {
                            intent: Intent::Roll,
                        });
                    }
                    Asked::Move(text) => {
                        let asked = view.asked.expect("the asked move is ringed");
                        assert_eq!(Some(asked.action), asked_move(step, text));
                        app.send(AppIntent::Game {
                            intent: Intent::Play {
                                action: asked.action,
                            },
                        });
                    }
                }
                settle(&mut app);
                let view = lesson(&app);
                assert!(view.done, "{} step {i} done", data.title);
                assert_eq!(view.board.refusal, None);
                let notation = app.app.lesson().unwrap().screen().state().notation();
                assert!(step.leads_to.iter().all(|line| holds(&notation, line)));
                app.send(AppIntent::NextLessonStep);
                if i + 1 == data.steps.len() {
                    assert_eq!(app.app.refusal(), Some(Refusal::LessonStepNotDone));
                } else {
                    assert_eq!(app.app.refusal(), None);
                }
            }
            app.send(AppIntent::Home);
        }
    }
}

#[test]
fn a_move_other_than_the_asked_one_is_refused_and_changes_nothing() {
    let mut app = AppSession::fresh();
    // Thayam's gate lesson asks for the pawn to reach the gate; bringing a pawn out is legal
    // but not the lesson's move.
    let number = lessons_of(GameKind::Thayam)
        .position(|lesson| lesson.title == "lesson_thayam_gate")
        .unwrap();
    app.send(AppIntent::StartLesson {
        game: GameKind::Thayam,
        lesson: number as u8,
    });
    let before = lesson(&app);
    let other = before
        .board
        .moves
        .iter()
        .find(|option| Some(option.action) != before.asked.as_ref().map(|asked| asked.action))
        .expect("another legal move")
        .action;
    app.send(AppIntent::Game {
        intent: Intent::Play { action: other },
    });
    let after = lesson(&app);
    assert_eq!(
        after.board.refusal,
        Some(Refusal::NotTheLessonsMove.text(after.board.game))
    );
    assert!(!after.done);
    assert_eq!(after.board.coins, before.board.coins);
    // Next waits for the asked move.
    app.send(AppIntent::NextLessonStep);
    assert_eq!(app.app.refusal(), Some(Refusal::LessonStepNotDone));
    app.send(AppIntent::Game {
        intent: Intent::Play {
            action: before.asked.unwrap().action,
        },
    });
    assert!(lesson(&app).done);
    app.send(AppIntent::Game {
        intent: Intent::Roll,
    });
    assert_eq!(
        lesson(&app).board.refusal,
        Some(Refusal::LessonStepDone.text(lesson(&app).board.game))
    );
}

#[test]
fn a_lesson_the_game_lacks_is_not_offered() {
    let mut app = AppSession::fresh();
    app.send(AppIntent::StartLesson {
        game: GameKind::Dhayam,
        lesson: 99,
    });
    assert_eq!(app.app.refusal(), Some(Refusal::NotOffered));
    assert!(matches!(app.app_view().screen, ScreenView::Home { .. }));
}

/// The first lesson of `game` whose first step asks for a throw, started.
fn lesson_asking_a_throw(app: &mut AppSession, game: GameKind) {
    let number = lessons_of(game)
        .position(|lesson| lesson.steps[0].asked == Asked::Roll)
        .expect("a lesson that starts with a throw");
    app.send(AppIntent::StartLesson {
        game,
        lesson: number as u8,
    });
    settle(app);
    assert!(lesson(app).asks_roll);
}

#[test]
fn a_lesson_holds_in_the_background_as_a_game_does() {
    let mut app = AppSession::fresh();
    lesson_asking_a_throw(&mut app, GameKind::Paramapadam);
    app.send(AppIntent::Game {
        intent: Intent::Roll,
    });
    assert!(lesson(&app).board.walking, "the counter walks");
    app.send(AppIntent::Background);
    let held = lesson(&app);
    assert!(
        held.board.in_background,
        "its view says it is in the background"
    );
    assert_eq!(app.wake, None, "it asks for no wake-up there");
    app.send(AppIntent::Foreground);
    assert!(!lesson(&app).board.in_background);
    assert!(app.wake.is_some(), "back in front, the walk goes on");
    settle(&mut app);
    assert!(lesson(&app).done);
}

#[test]
fn a_lesson_opened_in_the_background_holds_at_once() {
    let mut app = AppSession::fresh();
    app.send(AppIntent::Background);
    lesson_asking_a_throw(&mut app, GameKind::Dhayam);
    assert!(lesson(&app).board.in_background);
    assert_eq!(app.wake, None);
}

#[test]
fn a_lesson_hears_the_sound_and_haptics_settings_as_they_change() {
    let mut app = AppSession::fresh();
    lesson_asking_a_throw(&mut app, GameKind::Dhayam);
    app.send(AppIntent::ChangeSetting {
        change: SettingChange::Sound { on: false },
    });
    app.send(AppIntent::ChangeSetting {
        change: SettingChange::Haptics { on: false },
    });
    let mut effects = app.send(AppIntent::Game {
        intent: Intent::Roll,
    });
    while let Some(ms) = app.wake {
        effects.extend(app.advance(ms));
    }
    assert!(
        !effects
            .iter()
            .any(|effect| matches!(effect, Effect::Sound { .. } | Effect::Haptic { .. })),
        "no sound and no haptics once both are off: {effects:?}"
    );
    assert!(lesson(&app).done);
}

#[test]
fn auto_roll_switched_on_mid_lesson_leaves_the_throw_to_the_player() {
    for switch_on in [
        AppIntent::ChangeSetting {
            change: SettingChange::AutoRoll { on: true },
        },
        AppIntent::Game {
            intent: Intent::ChangeSettings {
                settings: PlaySettings {
                    sound: true,
                    haptics: true,
                    auto_roll: true,
                    quick_undo: true,
                    legal_move_ring: true,
                    reduced_motion: false,
                },
            },
        },
    ] {
        let mut app = AppSession::fresh();
        lesson_asking_a_throw(&mut app, GameKind::Dhayam);
        app.send(switch_on.clone());
        for _ in 0..10 {
            match app.wake {
                Some(ms) => {
                    app.advance(ms);
                }
                None => break,
            }
        }
        let waiting = lesson(&app);
        assert!(
            waiting.asks_roll && !waiting.done,
            "{switch_on:?}: the throw waits for the player"
        );
        assert_eq!(waiting.board.refusal, None);
        app.send(AppIntent::Game {
            intent: Intent::Roll,
        });
        settle(&mut app);
        let thrown = lesson(&app);
        assert_eq!(
            thrown.board.refusal, None,
            "{switch_on:?}: the player's throw is the lesson's"
        );
        assert!(thrown.done);
    }
}
