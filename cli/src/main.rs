//! `dhayam`: the terminal front end of Dhayam, Thayam and Paramapadam.
//!
//! With no subcommand it is the game: the third shell of the core's app model (after the two
//! phones), drawing its views and sending its intents — Home to resume the saved game or start
//! a new one, Statistics, Settings — over the same SQLite store the phones use, in
//! `$XDG_DATA_HOME/dhayam` (or the platform's equivalent, or `--data-dir`). The subcommands are
//! the team's tools: `simulate` plays seeded games, `show` draws a position given in the core's
//! notation, `tournament` pits the computer players against each other (and, with `--engine`,
//! against a saved build's), `engine` answers positions with a computer player's move for such
//! a tournament.
//!
//! Its files: `app` the shell around the model and Home, `setup`, `play`, `statistics` and
//! `settings` one screen each, `command` what a line typed in a game asks, `table` the game's
//! screen from the view, `log` the lines the game has told, `names` and `words` (in the library,
//! for the tests too) the phones' strings in English and Tamil, the terminal's own words among
//! them, `columns` (in the library too) how wide text is on screen, `clock` the model's time,
//! `input` prompts, `halt` why the program stops, `screen` the terminal's alternate screen and
//! the game's page laid out to fit 80×24, `guide` how to play the game on screen, `learn` the
//! Rules & Settings reference, the lessons, the hint and the game's log, `draw` and
//! `paint` the boards; `describe` and the subcommands' files serve the tools, `engine` both ends of
//! the engine's protocol.

mod out;

mod app;
mod clock;
mod command;
mod describe;
mod draw;
mod engine;
mod guide;
mod halt;
mod input;
mod learn;
mod log;
mod names;
mod paint;
mod play;
mod screen;
mod settings;
mod setup;
mod shell;
mod show;
mod simulate;
mod statistics;
mod table;
mod tournament;

use dhayam_cli::{columns, words};

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::SystemTime;

use clap::{Parser, Subcommand};

use clock::Clock;
use paint::{ColorChoice, Paint};

/// Dhayam, Thayam and Paramapadam in the terminal.
#[derive(Parser)]
#[command(name = "dhayam", version, about, long_about = None)]
struct Cli {
    /// Where the store (settings, statistics, saved game) lives [default: $XDG_DATA_HOME/dhayam]
    #[arg(long, global = true, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// When to colour the output (NO_COLOR is honoured under auto)
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    /// Seed the sticks of the next new game (to replay it, or for a bug report)
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// How fast play goes on a terminal, as a percentage of the app's own pace: 100 waits as
    /// long as the phones do, 50 half as long, 0 not at all (and then the undo window waits
    /// for your answer). Piped, play never waits.
    #[arg(long, value_name = "PERCENT", default_value_t = 100)]
    pace: u64,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Play (the default): resume the saved game, or start a new one.
    Play,
    /// Play N seeded games between computer seats and summarise them.
    Simulate(simulate::Args),
    /// Draw a position given in the core's notation, from a file or standard input.
    Show(show::Args),
    /// The computer players' tournament: win rates with 95% confidence intervals, or a match
    /// of two judged by a sequential probability ratio test.
    Tournament(tournament::Args),
    /// Answer positions on standard input with a computer player's move, for a tournament
    /// run by another build (the protocol: `go <entrant> <seed>`, the position's lines, `end`).
    Engine,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let paint = Paint::new(cli.color);
    match cli.command.unwrap_or(Command::Play) {
        Command::Play => play(cli.data_dir, paint, cli.seed, cli.pace),
        Command::Simulate(args) => report(simulate::run(&args, paint)),
        Command::Show(args) => report(show::run(&args, paint)),
        Command::Tournament(args) => report(tournament::run(&args)),
        Command::Engine => report(engine::run()),
    }
}

/// A subcommand's outcome as an exit code, its error on standard error.
fn report(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("dhayam: {message}");
            ExitCode::FAILURE
        }
    }
}

fn play(dir: Option<PathBuf>, paint: Paint, seed: Option<u64>, pace: u64) -> ExitCode {
    // Until the settings are read (and should the store not open), the system's language.
    words::speak_tamil(words::is_tamil(dhayam_core::Language::System));
    let Some(dir) = dir.or_else(default_data_dir) else {
        eprintln!("dhayam: {}", names::label("cli_no_data_dir"));
        return ExitCode::FAILURE;
    };
    let watched = std::io::stdout().is_terminal() && std::io::stdin().is_terminal();
    let options = shell::Options {
        paint,
        clock: Clock::new(pace, watched),
        redraw: watched,
        seed,
    };
    let mut shell = match shell::Shell::open(&dir, options) {
        Ok(shell) => shell,
        Err(shell::OpenError::Store(error)) => {
            eprintln!("{}", halt::cannot_open(&dir, &error));
            return ExitCode::FAILURE;
        }
        Err(shell::OpenError::Failed(failure)) => {
            eprintln!("{failure}");
            return ExitCode::FAILURE;
        }
    };
    match shell.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("\n{failure}");
            ExitCode::FAILURE
        }
    }
}

/// `$XDG_DATA_HOME/dhayam`, or the platform's place for an application's data.
fn default_data_dir() -> Option<PathBuf> {
    let env = |name: &str| {
        std::env::var_os(name)
            .filter(|value| !value.is_empty())
            .map(PathBuf::from)
    };
    if let Some(xdg) = env("XDG_DATA_HOME").filter(|path| path.is_absolute()) {
        return Some(xdg.join("dhayam"));
    }
    if cfg!(windows) {
        return env("APPDATA").map(|dir| dir.join("dhayam"));
    }
    let home = env("HOME")?;
    if cfg!(target_os = "macos") {
        Some(home.join("Library/Application Support/dhayam"))
    } else {
        Some(home.join(".local/share/dhayam"))
    }
}

/// A seed for a new game's sticks: the core has no random source, so it comes from here — the
/// standard library's per-process random keys, the clock and the process id.
pub fn fresh_seed() -> u64 {
    let mut hasher = RandomState::new().build_hasher();
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    hasher.write_u128(nanos);
    hasher.write_u32(std::process::id());
    hasher.finish()
}
