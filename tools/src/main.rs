//! `dhayam-train`: learns Hard's networks by self-play into the core's weights files
//! (`core/src/ai/weights/<name>.bin`, each with its manifest `<name>.toml`), and tunes Hard's
//! cloth-board weights by the games they win (docs/AI.md, "Retraining"). A research tool over
//! the core's `train` feature; the library itself never trains.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use dhayam_core::ai::train::{self, Learned};

/// Learns the computer players' networks, or tunes their weights.
#[derive(Parser)]
#[command(name = "dhayam-train", about, long_about = None)]
struct Cli {
    /// Where to write each weights file and its manifest [default: the core's, core/src/ai/weights]
    #[arg(long, global = true, value_name = "DIR")]
    dir: Option<PathBuf>,
    /// Games of self-play of each run instead of the committed network's: a short run, written
    /// only to a --dir of its own
    #[arg(long, global = true, value_name = "N")]
    games: Option<u64>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Two-player Thayam's network (300,000 games, about a minute)
    ThayamValue,
    /// The network of every Thayam rule set (50,000 games, about a minute)
    ThayamFamily,
    /// Four-player Thayam's copy of the family's network, from the family as committed (20,000
    /// games, half a minute): learn it again whenever the family is
    ThayamFour,
    /// Cloth-board games' models, each on a thread of its own (20,000 games each; from ten
    /// seconds a model to a quarter of an hour with twelve coins banked)
    Cloth {
        /// The games, as their files name them after `cloth-` (traditional, classic-four, ...)
        /// [default: every one]
        #[arg(value_name = "GAME")]
        which: Vec<String>,
    },
    /// Tunes Hard's cloth-board weights by the games they win, printing them every 250 pairs;
    /// writes no file
    Tune {
        /// Pairs of games played
        #[arg(long, default_value_t = 6000)]
        pairs: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/src/ai/weights");
    let dir = match (&cli.dir, cli.games) {
        (Some(dir), _) => dir.clone(),
        (None, None) => committed,
        (None, Some(_)) => {
            eprintln!(
                "dhayam-train: --games makes a short run; give it a --dir of its own, so that \
                 the committed networks stay as they learned"
            );
            return ExitCode::FAILURE;
        }
    };
    let names: Vec<String> = match cli.command {
        Command::ThayamValue => vec!["thayam-value".into()],
        Command::ThayamFamily => vec!["thayam-family".into()],
        Command::ThayamFour => vec!["thayam-four".into()],
        Command::Cloth { which } if which.is_empty() => {
            train::cloth_games().map(String::from).collect()
        }
        Command::Cloth { which } => which.iter().map(|game| format!("cloth-{game}")).collect(),
        Command::Tune { pairs } => {
            train::tune_cloth(pairs, |line| println!("{line}"));
            return ExitCode::SUCCESS;
        }
    };
    if let Some(unknown) = names.iter().find(|name| {
        !train::cloth_games()
            .chain(train::THAYAM)
            .any(|n| n == *name)
    }) {
        let games: Vec<&str> = train::cloth_games()
            .map(|name| name.trim_start_matches("cloth-"))
            .collect();
        eprintln!(
            "dhayam-train: no network {unknown}; the cloth-board games are {}",
            games.join(", ")
        );
        return ExitCode::FAILURE;
    }
    let started = Instant::now();
    // Each network on a thread of its own (a cloth-board game's models each on one more).
    let learned: Vec<(String, Option<Learned>)> = std::thread::scope(|threads| {
        let runs: Vec<_> = names
            .iter()
            .map(|name| (name, threads.spawn(|| train::learn(name, cli.games))))
            .collect();
        runs.into_iter()
            .map(|(name, run)| (name.clone(), run.join().ok().flatten()))
            .collect()
    });
    for (name, learned) in learned {
        let Some(Learned { weights, manifest }) = learned else {
            eprintln!("dhayam-train: {name} failed to learn");
            return ExitCode::FAILURE;
        };
        for (file, bytes) in [
            (dir.join(format!("{name}.bin")), weights.as_slice()),
            (dir.join(format!("{name}.toml")), manifest.as_bytes()),
        ] {
            if let Err(error) = std::fs::write(&file, bytes) {
                eprintln!("dhayam-train: cannot write {}: {error}", file.display());
                return ExitCode::FAILURE;
            }
        }
        println!(
            "{name}: {} bytes and its manifest written to {}",
            weights.len(),
            dir.display()
        );
    }
    println!("in {:.0} s", started.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}
