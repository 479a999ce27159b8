//! The game on a real terminal: the binary in an 80×24 pseudo-terminal, its output read by a
//! terminal emulator (`vt100`) as a person's terminal would show it. A whole game of each game
//! is played there, every page it draws checked to fit, and a game killed mid-play resumes
//! where it was.
//!
//! The README shows what a newcomer sees as this terminal captures it: the test keeps the two
//! equal, and `UPDATE_README_SCREEN=1` writes the capture into the README.

#![allow(clippy::unwrap_used, clippy::panic)]

use std::io::Read;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::common;

use common::english_words;
use dhayam_cli::columns;
use dhayam_cli::words::{Strings, english, tamil};
use expectrl::process::unix::{PtyStream, UnixProcess};
use expectrl::{Expect, Session};

/// The program in an 80×24 terminal, and that terminal's screen.
struct Terminal {
    session: Session<UnixProcess, PtyStream>,
    screen: vt100::Parser,
    /// Everything the program wrote, as bytes.
    raw: Vec<u8>,
}

const ROWS: u16 = 24;
const COLUMNS: u16 = 80;

fn size(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).unwrap()
}

impl Terminal {
    fn start(data_dir: &Path, args: &[&str]) -> Self {
        let mut command = Command::new(env!("CARGO_BIN_EXE_dhayam"));
        command
            .env("NO_COLOR", "1")
            .env("TERM", "xterm-256color")
            .arg("--data-dir")
            .arg(data_dir)
            .args(["--pace", "0"])
            .args(args);
        let mut session = Session::spawn(command).unwrap();
        session
            .get_process_mut()
            .set_window_size(COLUMNS, ROWS)
            .unwrap();
        Self {
            session,
            screen: vt100::Parser::new(size(ROWS), size(COLUMNS), 0),
            raw: Vec::new(),
        }
    }

    /// The program in Tamil: Settings, Language from following the system to English and on
    /// to Tamil, and back to Home, which then speaks Tamil.
    fn start_in_tamil(data_dir: &Path, args: &[&str]) -> Self {
        let mut terminal = Self::start(data_dir, args);
        terminal.wait_for("choose [n]:");
        for line in ["o", "6", "6", "b"] {
            terminal.send(line);
            std::thread::sleep(Duration::from_millis(20));
        }
        terminal.wait_for(&tamil().format("cli_choose_default", None, &["n".to_owned()]));
        terminal
    }

    /// Read what the program has written so far.
    fn pump(&mut self) {
        let mut buffer = [0u8; 65536];
        while let Ok(n @ 1..) = self.session.try_read(&mut buffer) {
            self.screen.process(&buffer[..n]);
            self.raw.extend_from_slice(&buffer[..n]);
        }
    }

    /// The screen's text.
    fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Wait until the screen shows `what`.
    fn wait_for(&mut self, what: &str) -> String {
        let start = Instant::now();
        loop {
            self.pump();
            let text = self.text();
            if text.contains(what) {
                return text;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "waited for “{what}”; the screen:\n{text}"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Type a line.
    fn send(&mut self, line: &str) {
        self.session.send_line(line).unwrap();
    }

    /// Kill the program outright, as a closed terminal or a power cut would.
    fn kill(mut self) {
        let process = self.session.get_process_mut();
        process
            .kill(expectrl::process::unix::Signal::SIGKILL)
            .unwrap();
        let _ = process.wait();
        let mut rest = Vec::new();
        let _ = self.session.read_to_end(&mut rest);
    }
}

/// Each page the program drew in place (from the top of the screen) fits 80×24: no more than
/// 24 lines, the prompt's included, none wider than 80 columns.
fn assert_every_page_fits(raw: &[u8]) {
    let text = String::from_utf8_lossy(raw);
    let pages: Vec<&str> = text.split("\x1b[1;1H").skip(1).collect();
    assert!(!pages.is_empty(), "no page was drawn in place");
    for page in &pages {
        // A page ends where the rest of the screen is cleared below it.
        let page = page.split("\x1b[J").next().unwrap_or(page);
        let lines: Vec<&str> = page.split("\r\n").collect();
        assert!(
            lines.len() <= 24,
            "a page of {} lines:\n{page}",
            lines.len()
        );
        for line in lines {
            // Columns, not characters: a Tamil word has more characters than columns.
            let width = columns::width(&line.replace('\r', ""));
            assert!(width <= 80, "a line of {width} columns: {line}");
        }
    }
}

/// Set up a game of computer seats only: the game's key, then answers for every question
/// up to the seats (Enter takes the usual), then each seat the computer at Medium.
fn computer_game(game: &str, players: usize) -> Vec<String> {
    let mut lines = vec!["n".to_owned(), game.to_owned()];
    // Preset, players and coins, and the rules: Enter keeps each as it is.
    let setup_questions = match game {
        "d" => 3,
        "t" => 3,
        _ => 1,
    };
    lines.extend(std::iter::repeat_n(String::new(), setup_questions));
    lines.extend(std::iter::repeat_n("3".to_owned(), players));
    lines
}

fn whole_game_fits(game: &str, players: usize, seed: &str, words: &Strings) {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = if std::ptr::eq(words, tamil()) {
        Terminal::start_in_tamil(dir.path(), &["--seed", seed])
    } else {
        let mut terminal = Terminal::start(dir.path(), &["--seed", seed]);
        terminal.wait_for("choose [n]:");
        terminal
    };
    for line in computer_game(game, players) {
        terminal.send(&line);
        std::thread::sleep(Duration::from_millis(20));
    }
    let over = words.label("over_title");
    let screen = terminal.wait_for(&over);
    assert!(screen.lines().count() <= 24);
    assert_every_page_fits(&terminal.raw);
    terminal.send("q");
    terminal.kill();
}

#[test]
fn a_whole_dhayam_game_is_drawn_in_place_and_every_page_fits_80_by_24() {
    whole_game_fits("d", 2, "5", english());
}

#[test]
fn a_whole_thayam_game_is_drawn_in_place_and_every_page_fits_80_by_24() {
    whole_game_fits("t", 2, "6", english());
}

#[test]
fn a_whole_paramapadam_game_is_drawn_in_place_and_every_page_fits_80_by_24() {
    whole_game_fits("p", 2, "7", english());
}

#[test]
fn a_whole_dhayam_game_in_tamil_is_drawn_in_place_and_every_page_fits_80_by_24() {
    whole_game_fits("d", 2, "5", tamil());
}

/// The position as the `p` page shows it: the notation's lines.
fn position_page(terminal: &mut Terminal) -> String {
    terminal.send("p");
    let screen = terminal.wait_for("Enter to go back:");
    terminal.send("");
    screen
        .lines()
        .take_while(|line| !line.starts_with("Enter to go back"))
        .collect::<Vec<_>>()
        .join("\n")
        .trim()
        .to_owned()
}

/// A new Thayam game on a fresh terminal, the usual setup, Player 1 a person and Player 2 the
/// computer, the sticks seeded.
fn thayam_against_the_computer(data_dir: &Path) -> Terminal {
    let mut terminal = Terminal::start(data_dir, &["--seed", "3"]);
    terminal.wait_for("choose [n]:");
    for line in ["n", "t", "", "", "", "1", "3"] {
        terminal.send(line);
        std::thread::sleep(Duration::from_millis(20));
    }
    terminal
}

#[test]
fn a_game_killed_on_the_terminal_resumes_where_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = thayam_against_the_computer(dir.path());
    terminal.wait_for("help]:");
    terminal.send("r");
    // The quick Undo bar waits for an answer at pace 0: go on.
    std::thread::sleep(Duration::from_millis(100));
    terminal.send("");
    terminal.wait_for("help]:");
    let before = position_page(&mut terminal);
    assert!(before.starts_with("thayam"), "{before}");
    terminal.kill();

    let mut terminal = Terminal::start(dir.path(), &[]);
    terminal.wait_for("choose [r]:");
    terminal.send("r");
    terminal.wait_for("help]:");
    assert_eq!(position_page(&mut terminal), before);
    terminal.kill();
}

/// The top row of the screen now.
fn top_row(terminal: &Terminal) -> String {
    terminal
        .screen
        .screen()
        .rows(0, COLUMNS)
        .next()
        .unwrap_or_default()
}

#[test]
fn enter_at_the_roll_prompt_throws_and_refusals_are_drawn_on_the_page() {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = thayam_against_the_computer(dir.path());
    let first = terminal.wait_for("help]:");
    assert!(first.contains("r roll"), "the person is to throw: {first}");
    // Enter, where the one thing to do is to throw, throws: the quick Undo bar comes up.
    terminal.send("");
    terminal.wait_for("Enter to go on");
    assert!(
        top_row(&terminal).starts_with("Thayam · "),
        "{}",
        terminal.text()
    );
    terminal.send("");
    terminal.wait_for("help]:");
    // Lines that aren't commands, again and again: each refusal is drawn on the page, in place;
    // the board never scrolls away and the refusals never pile up under it.
    for _ in 0..6 {
        terminal.send("zz");
        std::thread::sleep(Duration::from_millis(60));
        let screen = page_showing(&mut terminal, "help]:");
        assert!(top_row(&terminal).starts_with("Thayam · "), "{screen}");
        assert_eq!(screen.matches('✗').count(), 1, "{screen}");
    }
    terminal.kill();
}

/// The screen once it shows `what` and the prompt drawn after it.
fn page_showing(terminal: &mut Terminal, what: &str) -> String {
    terminal.wait_for(what);
    std::thread::sleep(Duration::from_millis(100));
    terminal.pump();
    terminal.text()
}

/// Assert `page` is in Tamil: none of the English texts of `keys`, each of their Tamil texts
/// (with `args`), and no word in Latin letters at all.
fn assert_tamil(page: &str, keys: &[(&str, &[String])]) {
    for &(key, args) in keys {
        let english = english().format(key, None, args);
        let tamil = tamil().format(key, None, args);
        assert!(
            !page.contains(english.trim()),
            "{key}: “{english}” on\n{page}"
        );
        assert!(
            page.contains(tamil.trim()),
            "{key}: no “{tamil}” on\n{page}"
        );
    }
    let english = english_words(page);
    assert!(english.is_empty(), "{english:?} on\n{page}");
}

/// Item 8: with Language Tamil, the game page, the keys' help and every page of the guide are
/// in Tamil — the terminal's own words as well as the phones' — and each fits 80×24.
fn tamil_throughout(setup: &[&str], game: &str) {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = Terminal::start_in_tamil(dir.path(), &["--seed", "12"]);
    // Player 1 a person, player 2 the computer at Medium.
    for line in setup.iter().chain(&["1", "3"]) {
        terminal.send(line);
        std::thread::sleep(Duration::from_millis(20));
    }
    let go_on = tamil().label("cli_key_go_on");
    let moves = tamil().label("cli_moves");
    // Roll (and let each undo window run on) until the person has moves, or has rolled a
    // while in Paramapadam, which has none to choose.
    for _ in 0..40 {
        let screen = terminal.wait_for("]:");
        if screen.contains(&moves) || (game == "p" && screen.contains(&tamil().label("cli_sticks")))
        {
            break;
        }
        terminal.send(if screen.contains(&go_on) { "" } else { "r" });
        std::thread::sleep(Duration::from_millis(50));
    }
    let name = tamil().label(match game {
        "d" => "game_dhayam",
        "t" => "game_thayam",
        _ => "game_paramapadam",
    });
    let page = page_showing(&mut terminal, "]:");
    let no_args: &[String] = &[];
    let header = [String::new()];
    let mut on_page = vec![
        ("cli_header_guide", &header[..]),
        ("cli_key_guide", no_args),
        ("cli_key_help", no_args),
        ("cli_sticks", no_args),
    ];
    if game != "p" {
        on_page.extend([("cli_moves", no_args), ("play_bank", no_args)]);
    }
    assert_tamil(&page, &on_page);
    assert!(page.starts_with(&name), "{page}");

    let back = tamil().label("cli_enter_back");
    terminal.send("?");
    let help = page_showing(&mut terminal, &tamil().label("cli_help_title"));
    assert_tamil(
        &help,
        &[
            ("cli_help_roll", no_args),
            ("cli_help_guide", no_args),
            ("cli_enter_back", no_args),
        ],
    );
    terminal.send("");
    terminal.send("g");
    let game_name = [name];
    let mut titles = vec![
        ("guide_how_to_play", "guide_legend"),
        ("guide_the_route", "guide_the_route"),
    ];
    if game != "p" {
        titles.push(("guide_the_rules", "guide_the_rules"));
    }
    for (title, shown) in titles {
        let title = tamil().format(title, None, &game_name);
        let page = page_showing(&mut terminal, &title);
        assert_tamil(
            &page,
            &[(shown, &game_name[..]), ("cli_enter_back", no_args)],
        );
        assert!(page.contains(&back), "{page}");
        terminal.send("");
    }
    terminal.pump();
    assert_every_page_fits(&terminal.raw);
    terminal.kill();
}

#[test]
fn in_tamil_a_dhayam_game_its_help_and_its_guide_speak_tamil_and_fit_80_by_24() {
    tamil_throughout(&["n", "d", "t", "6", ""], "d");
}

#[test]
fn in_tamil_a_thayam_game_its_help_and_its_guide_speak_tamil_and_fit_80_by_24() {
    tamil_throughout(&["n", "t", "2", "", ""], "t");
}

#[test]
fn in_tamil_a_paramapadam_game_its_help_and_its_guide_speak_tamil_and_fit_80_by_24() {
    tamil_throughout(&["n", "p", "2"], "p");
}

/// The README's screen, between these lines.
const README_START: &str = "<!-- newcomer screen: cli/tests/suite/terminal.rs -->\n```text\n";
const README_END: &str = "```\n<!-- end of newcomer screen -->";

#[test]
fn the_readme_shows_the_first_game_page_a_newcomer_sees_as_captured() {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = Terminal::start(dir.path(), &["--seed", "12"]);
    terminal.wait_for("choose [n]:");
    // Dhayam, traditional rules, 6 coins, the usual switches, a person against the computer.
    for line in ["n", "d", "t", "6", "", "1", "3"] {
        terminal.send(line);
        std::thread::sleep(Duration::from_millis(20));
    }
    // Roll (and let each undo window run on) until the person has moves to choose from.
    for _ in 0..40 {
        let screen = terminal.wait_for("]:");
        if screen.contains("Moves:") {
            break;
        }
        terminal.send(if screen.contains("Enter to go on") {
            ""
        } else {
            "r"
        });
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(100));
    terminal.pump();
    let screen: Vec<String> = terminal
        .screen
        .screen()
        .rows(0, COLUMNS)
        .map(|line| line.trim_end().to_owned())
        .collect();
    terminal.kill();
    assert!(screen.len() <= 24 && screen.iter().all(|l| l.chars().count() <= 80));
    // Nothing scrolled away: the page's header is still on the top line under the prompt.
    assert!(screen[0].starts_with("Dhayam · "), "{screen:#?}");
    let capture = format!("{}\n", screen.join("\n").trim_end());
    let readme_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md");
    let readme = std::fs::read_to_string(&readme_path).unwrap();
    let start = readme
        .find(README_START)
        .expect("the README has the screen's block")
        + README_START.len();
    let end = start + readme[start..].find(README_END).expect("the block ends");
    if std::env::var_os("UPDATE_README_SCREEN").is_some() {
        let updated = format!("{}{capture}{}", &readme[..start], &readme[end..]);
        std::fs::write(&readme_path, updated).unwrap();
    } else {
        assert_eq!(
            &readme[start..end],
            capture,
            "the README's screen is not what the terminal shows: rerun with UPDATE_README_SCREEN=1"
        );
    }
}

#[test]
fn ctrl_c_gives_the_terminal_its_own_screen_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut terminal = Terminal::start(dir.path(), &[]);
    terminal.wait_for("choose [n]:");
    terminal
        .session
        .send(expectrl::ControlCode::EndOfText)
        .unwrap();
    let start = Instant::now();
    while terminal.session.get_process().is_alive().unwrap_or(false) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "Ctrl-C stopped it"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    terminal.pump();
    let raw = String::from_utf8_lossy(&terminal.raw);
    let entered = raw
        .find("\x1b[?1049h")
        .expect("the alternate screen was entered");
    let left = raw.rfind("\x1b[?1049l").expect("and left");
    assert!(left > entered);
}
