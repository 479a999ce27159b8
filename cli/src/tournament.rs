//! `dhayam tournament`: the core's tournament harness (`dhayam_core::ai::tournament`) from the
//! command line: a tournament, or with `--sprt` a match of two judged by a sequential
//! probability ratio test; the `engine` entrant is a saved build of the program (`--engine`),
//! asked through its `dhayam engine` (`engine.rs`), one process for each thread.

use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::engine::Engine;
use crate::out::{say, sayln};
use dhayam_core::ai::sprt::Sprt;
use dhayam_core::ai::tournament::{Chooser, Entrant, InProcess, Tournament};
use dhayam_core::{BoardKind, Field, Level, Move, Position, Preset, RuleSet, RuleSetError};

/// The tournament's options.
#[derive(clap::Args)]
pub struct Args {
    /// The rules
    #[arg(long, default_value = "traditional", value_parser = ["traditional", "classic", "custom", "thayam"])]
    preset: String,
    /// Coins per player [default: the preset's]
    #[arg(long)]
    coins: Option<u8>,
    /// Players per game [default: 2]
    #[arg(long)]
    players: Option<u8>,
    /// One level per seat (easy, medium, hard, reference: the yardstick for hard, or engine:
    /// the player of --engine); the last fills the remaining seats
    #[arg(long, default_value = "hard,medium")]
    table: String,
    /// A saved build of dhayam, whose `dhayam engine` plays the table's `engine` seats: one
    /// process for each thread
    #[arg(long, value_name = "PATH")]
    engine: Option<PathBuf>,
    /// The level the engine plays (easy, medium, hard or reference)
    #[arg(
        long,
        value_name = "LEVEL",
        default_value = "hard",
        requires = "engine"
    )]
    engine_level: String,
    /// Play the two entrants in pairs of games (the same sticks, the seats swapped) until a
    /// sequential probability ratio test of ELO0 against ELO1, the first entrant's logistic Elo
    /// over the second's, decides, or --games run out (as pairs: half of them)
    #[arg(long, value_name = "ELO0,ELO1", allow_hyphen_values = true, value_parser = elo_bounds)]
    sprt: Option<(f64, f64)>,
    /// The test's chance of accepting ELO1 when ELO0 holds
    #[arg(long, default_value_t = 0.05, requires = "sprt")]
    alpha: f64,
    /// The test's chance of accepting ELO0 when ELO1 holds
    #[arg(long, default_value_t = 0.05, requires = "sprt")]
    beta: f64,
    /// The rules as a position's rules line writes them, instead of --preset, --coins and
    /// --players: the preset, then the fields that differ from it, such as
    /// "custom coins=4 must-cut-if-available=on"
    #[arg(long, conflicts_with_all = ["preset", "coins", "players"])]
    rules: Option<String>,
    /// Number of games
    #[arg(long, default_value_t = 1000)]
    games: u32,
    /// Seed of the first game's sticks
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads to spread the games over, 1 to 256 [default: all cores]
    #[arg(long, value_parser = threads)]
    threads: Option<usize>,
}

/// The most threads `--threads` takes. The games are pure computation, so threads beyond the
/// machine's cores only wait their turn; and each thread costs memory, so a few thousand can
/// make the system refuse to start more.
const MAX_THREADS: usize = 256;

/// `--threads`: a number from 1 to [`MAX_THREADS`].
fn threads(text: &str) -> Result<usize, String> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("“{text}” is not a number of threads"));
    }
    match text.parse::<usize>() {
        Ok(0) => Err(String::from(
            "0 threads would play no games: give 1 or more, or leave --threads out to use \
             every core",
        )),
        Ok(n) if n <= MAX_THREADS => Ok(n),
        // Too many, or too many even to count.
        _ => Err(format!(
            "at most {MAX_THREADS} threads: the games are pure computation, so threads beyond \
             the machine's cores only wait their turn, and thousands can make the system \
             refuse to start more"
        )),
    }
}

/// `--sprt`: two Elo differences, such as `0,10` or `-10,0`.
fn elo_bounds(text: &str) -> Result<(f64, f64), String> {
    let numbers = text
        .split_once(',')
        .map(|(elo0, elo1)| (elo0.trim().parse::<f64>(), elo1.trim().parse::<f64>()));
    match numbers {
        Some((Ok(elo0), Ok(elo1))) => Ok((elo0, elo1)),
        _ => Err(format!(
            "“{text}” is not two Elo differences: give them as ELO0,ELO1, such as 0,10"
        )),
    }
}

/// Play the tournament and print each entrant's win rate, or the match and its test.
///
/// # Errors
/// Rules the engine can't play, an unknown level, an engine missing or not given, a test that
/// can't be taken, or an engine that failed during the games.
pub fn run(args: &Args) -> Result<(), String> {
    let rules = match &args.rules {
        Some(text) => RuleSet::from_notation(text).map_err(|error| format!("--rules: {error}"))?,
        None => {
            let mut rules = preset(&args.preset)?.rules();
            rules.coins = args.coins.unwrap_or(rules.coins);
            rules.players = args.players.unwrap_or(rules.players);
            rules.validate().map_err(rules_error)?
        }
    };
    let mut table = entrants(&args.table)?;
    let last = *table.last().ok_or("the table needs a level")?;
    table.resize(usize::from(rules.players), last);
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, |cores| usize::from(cores).min(MAX_THREADS))
    });
    let engine = match (&args.engine, table.contains(&Entrant::Engine)) {
        (Some(path), true) => Some((path.as_path(), engine_level(&args.engine_level)?)),
        (None, false) => None,
        (None, true) => {
            return Err(String::from(
                "the table seats the engine: give --engine PATH, a saved build of dhayam",
            ));
        }
        (Some(_), false) => {
            return Err(String::from(
                "--engine was given, but the table seats no `engine`",
            ));
        }
    };
    let test = match args.sprt {
        Some((elo0, elo1)) => Some(Sprt::new(elo0, elo1, args.alpha, args.beta)?),
        None => None,
    };
    if test.is_some() && table.len() != 2 {
        return Err(format!(
            "--sprt judges a match of two, not a table of {}",
            table.len()
        ));
    }
    let tournament = Tournament {
        rules,
        table,
        games: args.games,
        seed: args.seed,
        threads,
    };
    let open = || Seats::open(engine);
    let start = Instant::now();
    let (report, games, threads) = match test {
        Some(test) => {
            let outcome = tournament.run_sprt(test, &open)?;
            let (games, threads) = (outcome.standings.games, outcome.standings.threads);
            (outcome.to_string(), games, threads)
        }
        None => {
            let outcome = tournament.run_by(&open)?;
            (outcome.to_string(), outcome.games, outcome.threads)
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    let names: Vec<&str> = tournament.table.iter().map(|e| e.name()).collect();
    // Thayam is played with pawns, Dhayam with coins (docs/RULES.md, "Thayam").
    let pieces = match rules.board {
        BoardKind::Cloth => "coins",
        BoardKind::Grid => "pawns",
    };
    sayln!(
        "{} {} players, {} {pieces}, table {}, seed {}",
        rules.preset,
        rules.players,
        rules.coins,
        names.join(", "),
        tournament.seed
    );
    let edits = edits(&rules);
    if !edits.is_empty() {
        sayln!("edited: {}", edits.join(" "));
    }
    if let Some((path, level)) = engine {
        sayln!("engine: {} playing {}", path.display(), level.name());
    }
    say!("{report}");
    sayln!(
        "{seconds:.1} s on {threads} threads, {:.3} s a game",
        seconds / f64::from(games.max(1))
    );
    Ok(())
}

/// `--engine-level`: what the engine plays.
fn engine_level(name: &str) -> Result<Entrant, String> {
    Entrant::named(name)
        .filter(|&entrant| entrant != Entrant::Engine)
        .ok_or_else(|| {
            format!(
                "unknown level `{name}` for the engine; levels are easy, medium, hard, reference"
            )
        })
}

/// One thread's players: the entrants this build plays, and its own process of the engine.
struct Seats {
    engine: Option<Engine>,
}

impl Seats {
    /// The players of a thread, with the engine at `path` started to play `level`.
    fn open(engine: Option<(&Path, Entrant)>) -> Result<Self, String> {
        let engine = match engine {
            Some((path, level)) => Some(Engine::start(path, level)?),
            None => None,
        };
        Ok(Self { engine })
    }
}

impl Chooser for Seats {
    fn choose(
        &mut self,
        entrant: Entrant,
        position: &Position,
        seed: u64,
    ) -> Result<Option<Move>, String> {
        match (entrant, &mut self.engine) {
            (Entrant::Engine, Some(engine)) => engine.choose(position, seed),
            _ => InProcess.choose(entrant, position, seed),
        }
    }
}

/// The fields of `rules` that differ from its preset's, other than the players and coins the
/// first line states, as a rules line writes them.
fn edits(rules: &RuleSet) -> Vec<String> {
    let preset = rules.preset.rules();
    Field::ALL
        .into_iter()
        .filter(|&field| !matches!(field, Field::Players | Field::Coins))
        .filter(|&field| rules.get(field) != preset.get(field))
        .map(|field| format!("{field}={}", rules.get(field)))
        .collect()
}

/// Rules the engine can't play, said as a person would: the choices listed in words, and a
/// board that seats only one number of players said so.
pub fn rules_error(error: RuleSetError) -> String {
    match error {
        RuleSetError::Players { players, min, max } if min == max => {
            format!("{players} players can't play on this board: it seats exactly {min}")
        }
        RuleSetError::Players { players, min, max } => {
            format!("{players} players can't play on this board: it seats {min} to {max}")
        }
        RuleSetError::Coins {
            preset,
            coins,
            choices,
        } => format!(
            "the {preset} preset plays with {} coins per player, not {coins}",
            in_words(choices)
        ),
        other => other.to_string(),
    }
}

/// `6, 8, 10 or 12`.
fn in_words(choices: &[u8]) -> String {
    let words: Vec<String> = choices.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// A preset by name.
pub fn preset(name: &str) -> Result<Preset, String> {
    Preset::named(name).ok_or_else(|| format!("unknown preset `{name}`"))
}

/// `hard,reference` as tournament entrants: the levels, and the reference.
pub fn entrants(list: &str) -> Result<Vec<Entrant>, String> {
    list.split(',')
        .map(|name| {
            let name = name.trim();
            Entrant::named(name).ok_or_else(|| {
                format!(
                    "unknown level `{name}`; levels are easy, medium, hard, reference, and \
                     engine (with --engine)"
                )
            })
        })
        .collect()
}

/// `hard,medium` as levels.
pub fn levels(list: &str) -> Result<Vec<Level>, String> {
    list.split(',')
        .map(|name| {
            let name = name.trim();
            Level::named(name)
                .ok_or_else(|| format!("unknown level `{name}`; levels are easy, medium, hard"))
        })
        .collect()
}
