//! `dhayam tournament`: the core's tournament harness (`dhayam_core::ai::tournament`) from the command line.

use std::time::Instant;

use dhayam_core::ai::tournament::Tournament;
use dhayam_core::{Level, Preset};

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
    /// One level per seat (easy, medium, hard); the last fills the remaining seats
    #[arg(long, default_value = "hard,medium")]
    table: String,
    /// Number of games
    #[arg(long, default_value_t = 1000)]
    games: u32,
    /// Seed of the first game's sticks
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads to spread the games over [default: all cores]
    #[arg(long)]
    threads: Option<usize>,
}

/// Play the tournament and print each entrant's win rate.
///
/// # Errors
/// Rules the engine can't play, or an unknown level.
pub fn run(args: &Args) -> Result<(), String> {
    let preset = preset(&args.preset)?;
    let mut rules = preset.rules();
    rules.coins = args.coins.unwrap_or(rules.coins);
    rules.players = args.players.unwrap_or(rules.players);
    let rules = rules.validate().map_err(|e| e.to_string())?;
    let mut table = levels(&args.table)?;
    let last = *table.last().ok_or("the table needs a level")?;
    table.resize(usize::from(rules.players), last);
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1);
    let tournament = Tournament {
        rules,
        table,
        games: args.games,
        seed: args.seed,
        threads,
    };
    let start = Instant::now();
    let outcome = tournament.run();
    let seconds = start.elapsed().as_secs_f64();
    let names: Vec<&str> = tournament.table.iter().map(|l| l.name()).collect();
    println!(
        "{} {} players, {} coins, table {names:?}, seed {}",
        rules.preset, rules.players, rules.coins, tournament.seed
    );
    print!("{outcome}");
    println!("{seconds:.1} s on {threads} threads");
    Ok(())
}

/// A preset by name.
pub fn preset(name: &str) -> Result<Preset, String> {
    Preset::named(name).ok_or_else(|| format!("unknown preset `{name}`"))
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
