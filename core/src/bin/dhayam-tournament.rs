//! Plays computer players against each other and prints each one's win rate with its 95%
//! confidence interval.
//!
//! ```text
//! dhayam-tournament [--preset traditional|classic|custom|thayam] [--coins N] [--players N]
//!                   [--table hard,medium] [--games N] [--seed N] [--threads N]
//! ```
//!
//! The table lists one level per seat; seats rotate from game to game. With fewer levels than
//! players, the last level fills the remaining seats (`--players 4 --table hard,medium` is one
//! Hard against three Medium).

use std::process::ExitCode;
use std::time::Instant;

use dhayam_core::ai::tournament::Tournament;
use dhayam_core::{Level, Preset};

fn main() -> ExitCode {
    match parse(std::env::args().skip(1).collect()) {
        Ok(tournament) => {
            let start = Instant::now();
            let outcome = tournament.run();
            let seconds = start.elapsed().as_secs_f64();
            println!(
                "{} {} players, {} coins, table {:?}, seed {}",
                tournament.rules.preset,
                tournament.rules.players,
                tournament.rules.coins,
                tournament
                    .table
                    .iter()
                    .map(|l| l.name())
                    .collect::<Vec<_>>(),
                tournament.seed
            );
            print!("{outcome}");
            println!("{seconds:.1} s on {} threads", tournament.threads);
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("dhayam-tournament: {message}");
            ExitCode::from(2)
        }
    }
}

fn parse(args: Vec<String>) -> Result<Tournament, String> {
    let mut preset = Preset::Traditional;
    let (mut coins, mut players) = (None, None);
    let mut table = vec![Level::Hard, Level::Medium];
    let (mut games, mut seed, mut threads) = (1000, 1, thread_count());
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag}: `{value}` is not a number"))
        };
        match flag.as_str() {
            "--preset" => {
                preset = Preset::ALL
                    .into_iter()
                    .find(|p| p.name() == value)
                    .ok_or_else(|| format!("unknown preset `{value}`"))?;
            }
            "--coins" => coins = Some(u8::try_from(number()?).map_err(|_| "too many coins")?),
            "--players" => players = Some(u8::try_from(number()?).map_err(|_| "too many players")?),
            "--table" => {
                table = value
                    .split(',')
                    .map(|name| {
                        Level::ALL
                            .into_iter()
                            .find(|level| level.name() == name)
                            .ok_or_else(|| format!("unknown level `{name}`"))
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--games" => games = u32::try_from(number()?).map_err(|_| "too many games")?,
            "--seed" => seed = number()?,
            "--threads" => threads = usize::try_from(number()?).unwrap_or(1),
            _ => return Err(format!("unknown option `{flag}`")),
        }
    }
    let mut rules = preset.rules();
    rules.coins = coins.unwrap_or(rules.coins);
    rules.players = players.unwrap_or(rules.players);
    let rules = rules.validate().map_err(|e| e.to_string())?;
    let last = *table.last().ok_or("the table needs a level")?;
    table.resize(usize::from(rules.players), last);
    Ok(Tournament {
        rules,
        table,
        games,
        seed,
        threads,
    })
}

fn thread_count() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}
