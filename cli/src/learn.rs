//! Learning to play at the terminal: the Rules & Settings reference (from Home's Learn to
//! play, from the setup's `g`, and in a game under `g` after the guide), the guided lessons
//! (from Home), the hint (`t` in a game) and the game's log (`l`). The core gives every word
//! and decides every lesson's step; this file lays them out on pages that fit 80×24, in the
//! language given, so its tests can hold both languages to that.

use dhayam_core::GameKind;
use dhayam_core::app::{AppIntent, Hint, Intent, LessonView, ScreenView, Text};
use dhayam_core::learn::{LogView, Reference};

use crate::halt::{Halt, Task};
use crate::input::{Item, shorten};
use crate::names::{self, label};
use crate::out::sayln;
use crate::paint::{BOLD, Paint, YELLOW};
use crate::screen::{self, hang, wrap};
use crate::shell::Shell;
use crate::table;
use crate::words::{Strings, current};

/// Columns a page's text is wrapped to.
const WIDTH: usize = 78;

/// Lines a page holds, leaving the last row for its prompt.
const LINES: usize = 23;

/// The reference's pages: how to play; the rules in play beside a preset; the rules no switch
/// changes; the board's looks and the app's settings.
pub fn reference_pages(reference: &Reference, words: &Strings, paint: Paint) -> Vec<Vec<String>> {
    let game = reference.game;
    let say = |text: &Text| words.word(text);
    let title = |key: &str| {
        paint.paint(
            &format!("{} — {}", words.label(game_key(game)), words.label(key)),
            BOLD,
        )
    };
    let mut how = vec![title("learn_how_to_play"), String::new()];
    for (n, step) in (1..).zip(&reference.steps) {
        how.extend(hang(&format!("{n}. "), &say(step), WIDTH));
    }
    how.push(String::new());
    how.push(paint.paint(&words.label("learn_route"), BOLD));
    how.extend(wrap(&say(&reference.route_text), WIDTH, ""));
    let mut pages = vec![how];
    if let Some(compared) = reference.compared_with {
        let mut table = vec![title("learn_rules_table"), String::new()];
        let in_play = words.label("learn_in_play");
        let other = words.label(names_preset_key(compared));
        table.push(format!(
            "{}  {}  {}",
            screen::pad("", 46),
            screen::pad(&screen::cut(&in_play, 14), 14),
            screen::cut(&other, 14)
        ));
        let on_off = |on: bool| words.label(if on { "on" } else { "off" });
        for line in &reference.switches {
            table.push(row(
                &say(&line.name),
                &on_off(line.in_play),
                &on_off(line.compared),
                line.differs,
                paint,
            ));
        }
        let throws = |values: &[u32]| {
            values
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        for line in &reference.throws {
            table.push(row(
                &say(&line.name),
                &throws(&line.in_play),
                &throws(&line.compared),
                line.differs,
                paint,
            ));
        }
        table.push(String::new());
        table.push(format!("* {}", words.label("learn_differs")));
        table.push(format!(
            "{}: {} × {}",
            words.label("learn_coins"),
            reference.players,
            reference.coins
        ));
        pages.push(table);
    }
    let mut fixed = vec![title("learn_fixed_rules"), String::new()];
    for rule in &reference.fixed {
        fixed.extend(hang("• ", &say(rule), WIDTH));
    }
    pages.push(fixed);
    let mut looks = vec![title("learn_skins_and_settings"), String::new()];
    let skins: Vec<String> = reference
        .skins
        .iter()
        .map(|line| {
            let name = say(&line.name);
            if line.in_play {
                format!("[{name}]")
            } else {
                name
            }
        })
        .collect();
    looks.extend(wrap(&skins.join(" · "), WIDTH, ""));
    looks.push(String::new());
    for line in &reference.settings {
        looks.extend(hang(
            "",
            &format!("{}: {}", say(&line.name), say(&line.detail)),
            WIDTH,
        ));
    }
    pages.push(looks);
    pages
}

/// One row of the rules table: the rule's name, its value in play and compared, marked where
/// they differ.
fn row(name: &str, in_play: &str, compared: &str, differs: bool, paint: Paint) -> String {
    let mark = if differs { "*" } else { " " };
    let line = format!(
        "{mark} {}  {}  {}",
        screen::pad(&screen::cut(name, 44), 44),
        screen::pad(&screen::cut(in_play, 14), 14),
        screen::cut(compared, 14)
    );
    if differs {
        paint.paint(&line, YELLOW)
    } else {
        line
    }
}

/// The key of a game's name.
const fn game_key(game: GameKind) -> &'static str {
    dhayam_core::app::game_key(game)
}

/// The key of a preset's name.
const fn names_preset_key(preset: dhayam_core::Preset) -> &'static str {
    dhayam_core::app::preset_key(preset)
}

/// The game's log on pages: each turn's heading and what happened, then the position to copy.
pub fn log_pages(log: &LogView, words: &Strings) -> Vec<Vec<String>> {
    let mut lines = Vec::new();
    for turn in &log.turns {
        lines.push(words.word(&turn.title));
        for line in &turn.lines {
            lines.extend(hang("  ", &words.word(line), WIDTH));
        }
    }
    lines.push(String::new());
    lines.push(words.label("log_copy_position"));
    lines.extend(log.notation.lines().map(|line| screen::cut(line, 80)));
    let title = words.label("log_title");
    lines
        .chunks(LINES - 1)
        .map(|chunk| {
            let mut page = vec![title.clone()];
            page.extend(chunk.iter().cloned());
            page
        })
        .collect()
}

/// The hint in words: the move and why.
pub fn hint_lines(hint: &Hint, words: &Strings) -> Vec<String> {
    let mut lines = vec![words.label("hint_title")];
    lines.extend(hang("  ", &words.word(&hint.option.text), WIDTH));
    lines.extend(hang("  ", &words.word(&hint.text), WIDTH));
    lines
}

/// Home's Learn to play: a game, then its reference or one of its lessons; Back (or an empty
/// line) from the games goes Home, from a game's list back to the games.
///
/// # Errors
/// Input ended, or the store failed.
pub fn menu(shell: &mut Shell) -> Result<(), Halt> {
    shell.send(AppIntent::OpenLearn, Task::Resume)?;
    let ScreenView::Learn { games } = shell.view().screen else {
        return Ok(());
    };
    let keys = ["d", "t", "p"];
    let mut items: Vec<Item> = keys
        .iter()
        .zip(&games)
        .map(|(key, each)| Item::new(key, names::game(each.game)))
        .collect();
    items.push(Item::new("b", label("back")));
    loop {
        sayln!();
        let key = shell
            .input
            .menu(&label("learn_to_play"), &items, Some("b"))?;
        let Some(each) = keys
            .iter()
            .position(|k| *k == key)
            .and_then(|i| games.get(i))
        else {
            return home(shell);
        };
        let game = each.game;
        let numbers: Vec<String> = (1..=each.lessons.len()).map(|n| n.to_string()).collect();
        let mut lessons = vec![Item::new("g", label("learn_reference_title"))];
        lessons.extend(
            numbers
                .iter()
                .zip(&each.lessons)
                .map(|(key, info)| Item::new(key, current().word(&info.title))),
        );
        lessons.push(Item::new("b", label("back")));
        sayln!();
        match shell.input.menu(&names::game(game), &lessons, Some("g"))? {
            "b" => continue,
            "g" => {
                shell.send(AppIntent::OpenReference { game: Some(game) }, Task::Resume)?;
                show_reference(shell)?;
            }
            chosen => {
                let number: u8 = chosen.parse::<u8>().map_or(0, |n| n.saturating_sub(1));
                lesson(shell, game, number)?;
            }
        }
        return home(shell);
    }
}

/// Back to Home from Learn to play or a lesson.
fn home(shell: &mut Shell) -> Result<(), Halt> {
    shell.send(AppIntent::Home, Task::Resume).map(drop)
}

/// The reference the model has open, page by page; then it closes.
///
/// # Errors
/// Input ended.
pub fn show_reference(shell: &mut Shell) -> Result<(), Halt> {
    if let Some(reference) = shell.view().reference {
        for page in reference_pages(&reference, current(), shell.paint) {
            shell.page(&page)?;
        }
        shell.model.intent(AppIntent::CloseReference);
    }
    Ok(())
}

/// A lesson, step by step, until its end or the player leaves.
fn lesson(shell: &mut Shell, game: GameKind, number: u8) -> Result<(), Halt> {
    shell.send(
        AppIntent::StartLesson {
            game,
            lesson: number,
        },
        Task::Resume,
    )?;
    loop {
        settle(shell);
        let ScreenView::Lesson { lesson: view } = shell.view().screen else {
            return Ok(());
        };
        let Some(state) = shell.model.lesson().map(|run| run.screen().state().clone()) else {
            return Ok(());
        };
        let size = shell.redraw.then(screen::size);
        let lines = lesson_page(&view, &state, current(), shell.paint, size);
        shell.show(&lines);
        let keys = if view.done {
            if view.last {
                "cli_lesson_keys_end"
            } else {
                "cli_lesson_keys_next"
            }
        } else if view.asks_roll {
            "cli_lesson_keys_roll"
        } else {
            "cli_lesson_keys_move"
        };
        let answer = shell.input.line(&label(keys))?;
        let word = answer.trim().to_ascii_lowercase();
        match word.as_str() {
            "m" | "menu" | "q" => break,
            "" | "n" | "next" if view.done => {
                if view.last {
                    break;
                }
                shell.send(AppIntent::NextLessonStep, Task::Resume)?;
            }
            "r" | "roll" => {
                shell.send(
                    AppIntent::Game {
                        intent: Intent::Roll,
                    },
                    Task::Resume,
                )?;
            }
            _ => match word
                .parse::<usize>()
                .ok()
                .and_then(|n| view.board.moves.get(n.wrapping_sub(1)))
            {
                Some(option) => {
                    shell.send(
                        AppIntent::Game {
                            intent: Intent::Play {
                                action: option.action,
                            },
                        },
                        Task::Resume,
                    )?;
                }
                None => shell
                    .input
                    .refuse(&names::format("cli_not_command", &[shorten(&answer)])),
            },
        }
    }
    Ok(())
}

/// Let the step's walk finish: the terminal shows the board once it is still.
fn settle(shell: &mut Shell) {
    while let Some(ms) = shell.model.next_wake() {
        shell.model.advance(ms);
    }
}

/// A lesson's page: its title and step, what it shows and whether it is done (as the game
/// page's log lines), why the last move was refused, the board and the moves to choose from.
/// On a terminal of `size` it is the game's page, laid out to fit; piped (none), all of it.
pub fn lesson_page(
    view: &LessonView,
    state: &dhayam_core::State,
    words: &Strings,
    paint: Paint,
    size: Option<screen::Size>,
) -> Vec<String> {
    let mut told = vec![paint.paint(
        &format!(
            "{} — {}",
            words.word(&view.title),
            words.format(
                "lesson_step_of",
                None,
                &[(view.step + 1).to_string(), view.steps.to_string()]
            )
        ),
        BOLD,
    )];
    told.extend(wrap(&words.word(&view.explain), 56, ""));
    if view.done {
        told.push(paint.paint(
            &words.label(if view.last {
                "lesson_finished"
            } else {
                "lesson_next"
            }),
            YELLOW,
        ));
    }
    let refusal = view
        .board
        .refusal
        .as_ref()
        .map(|refusal| format!("✗ {}", words.word(refusal)));
    if let Some(size) = size {
        return table::page(&view.board, state, &told, refusal, size, paint);
    }
    let mut lines = told;
    lines.extend(refusal);
    lines.extend(
        table::screen(&view.board, state, paint)
            .lines()
            .map(str::to_owned),
    );
    if !view.done {
        lines.extend(table::moves(&view.board, paint).lines().map(str::to_owned));
    }
    lines
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::panic)] // a test's failure is its panic
mod tests {
    use super::*;
    use crate::columns;
    use crate::paint::ColorChoice;
    use crate::words::{english, tamil};
    use dhayam_core::app::{AppIntent, AppModel, GameScreen};
    use dhayam_core::learn::reference;
    use dhayam_core::paramapadam::ParamapadamRules;
    use dhayam_core::{BoardSkin, GameRules, GameSetup, Preset, Store};

    fn plain() -> Paint {
        Paint::new(ColorChoice::Never)
    }

    fn assert_fits(pages: &[Vec<String>], what: &str) {
        for page in pages {
            assert!(
                page.len() <= LINES,
                "{what}: {} lines\n{}",
                page.len(),
                page.join("\n")
            );
            for line in page {
                assert!(columns::width(line) <= 80, "{what}: too wide: {line}");
            }
        }
    }

    #[test]
    fn every_reference_fits_80_by_24_in_english_and_tamil() {
        let mut rules: Vec<GameRules> = Preset::ALL
            .map(|preset| GameRules::Race {
                rules: preset.rules(),
            })
            .to_vec();
        rules.push(GameRules::Paramapadam {
            rules: ParamapadamRules::default(),
        });
        for rules in &rules {
            let reference = reference(rules, BoardSkin::Ivory);
            for (language, words) in [("English", english()), ("Tamil", tamil())] {
                let pages = reference_pages(&reference, words, plain());
                assert_fits(&pages, &format!("{:?} in {language}", reference.preset));
                let all = pages.concat().join("\n");
                assert!(all.contains(&words.label("learn_fixed_sticks")), "{all}");
                assert!(!all.contains('['.to_string().repeat(2).as_str()));
            }
        }
    }

    #[test]
    fn the_rules_table_marks_the_rows_that_differ() {
        let reference = reference(
            &GameRules::Race {
                rules: Preset::Classic.rules(),
            },
            BoardSkin::Default,
        );
        let pages = reference_pages(&reference, english(), plain());
        let table = &pages[1];
        let marked = table.iter().filter(|line| line.starts_with("* ")).count();
        let differing = reference
            .switches
            .iter()
            .filter(|line| line.differs)
            .count()
            + reference.throws.iter().filter(|line| line.differs).count();
        assert_eq!(marked, differing + 1, "{}", table.join("\n"));
        assert!(
            table
                .iter()
                .any(|line| line.contains(&english().label("field_jump_and_go")))
        );
    }

    /// A game of `setup` played `actions` actions in, on a store in `dir`.
    fn played(dir: &std::path::Path, actions: usize) -> AppModel {
        let mut app = AppModel::open(Store::open(dir).unwrap(), false).unwrap();
        let mut setup = GameSetup::default_for(GameKind::Dhayam);
        setup.seats[1].kind = dhayam_core::SeatKind::Human;
        app.intent(AppIntent::NewGame { setup, seed: 9 });
        for _ in 0..actions {
            while let Some(ms) = app.next_wake() {
                app.advance(ms);
            }
            let ScreenView::Game { game: view } = app.view().screen else {
                panic!("a game is up");
            };
            let intent = match view.moves.first() {
                Some(option) => Intent::Play {
                    action: option.action,
                },
                None => Intent::Roll,
            };
            app.intent(AppIntent::Game { intent });
        }
        app
    }

    #[test]
    fn the_log_and_the_hint_fit_80_by_24_in_english_and_tamil() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = played(dir.path(), 120);
        let log = app.game_screen().map(GameScreen::log_view).unwrap();
        assert!(log.turns.len() > 3);
        for words in [english(), tamil()] {
            let pages = log_pages(&log, words);
            assert!(pages.len() > 1);
            assert_fits(&pages, "the log");
            assert!(
                pages
                    .concat()
                    .iter()
                    .any(|line| line.starts_with("dhayam 1"))
            );
        }
        // The hint, once someone has a move to choose.
        for _ in 0..40 {
            let ScreenView::Game { game: view } = app.view().screen else {
                panic!("a game is up");
            };
            if !view.moves.is_empty() {
                break;
            }
            app.intent(AppIntent::Game {
                intent: Intent::Roll,
            });
            while let Some(ms) = app.next_wake() {
                app.advance(ms);
            }
        }
        app.intent(AppIntent::Game {
            intent: Intent::Hint,
        });
        let ScreenView::Game { game: view } = app.view().screen else {
            panic!("a game is up");
        };
        let hint = view.hint.expect("a hint");
        for words in [english(), tamil()] {
            assert_fits(&[hint_lines(&hint, words)], "the hint");
        }
    }

    #[test]
    fn every_lesson_page_fits_80_by_24_in_english_and_tamil() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = AppModel::open(Store::open(dir.path()).unwrap(), false).unwrap();
        for game in GameKind::ALL {
            for (number, lesson) in dhayam_core::learn::lessons_of(game).enumerate() {
                app.intent(AppIntent::StartLesson {
                    game,
                    lesson: number as u8,
                });
                for _ in lesson.steps {
                    let ScreenView::Lesson { lesson: view } = app.view().screen else {
                        panic!("a lesson is up");
                    };
                    let state = app.lesson().unwrap().screen().state().clone();
                    for words in [english(), tamil()] {
                        let page =
                            lesson_page(&view, &state, words, plain(), Some(screen::SMALLEST));
                        assert_fits(&[page], lesson.title);
                    }
                    let intent = match &view.asked {
                        Some(option) => Intent::Play {
                            action: option.action,
                        },
                        None => Intent::Roll,
                    };
                    app.intent(AppIntent::Game { intent });
                    while let Some(ms) = app.next_wake() {
                        app.advance(ms);
                    }
                    app.intent(AppIntent::NextLessonStep);
                }
                app.intent(AppIntent::Home);
            }
        }
    }
}
