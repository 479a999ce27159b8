//! Plays random games to the end under a preset and reports who won and how fast.
//!
//! `cargo run --release -p dhayam-core --example random_games -- [preset] [coins] [games] [players]`

use std::time::Instant;

use dhayam_core::playout::play_out;
use dhayam_core::{Position, Preset, Silent};

fn main() {
    let mut args = std::env::args().skip(1);
    let preset = match args.next().as_deref() {
        Some("classic") => Preset::Classic,
        Some("custom") => Preset::Custom,
        Some("thayam") => Preset::Thayam,
        _ => Preset::Traditional,
    };
    let mut rules = preset.rules();
    rules.coins = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(rules.coins);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    rules.players = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(rules.players);
    let start = Instant::now();
    let (mut wins, mut draws, mut actions, mut unfinished) = ([0u64; 4], 0u64, 0u64, 0u64);
    for seed in 0..games {
        let Ok(mut position) = Position::new(rules, seed) else {
            eprintln!("invalid rules: {rules:?}");
            return;
        };
        match play_out(&mut position, seed, 1_000_000, &mut Silent, |_, _| {}) {
            Some(outcome) => {
                match outcome.winner {
                    Some(winner) => wins[usize::from(winner)] += 1,
                    None => draws += 1,
                }
                actions += u64::from(outcome.actions);
            }
            None => unfinished += 1,
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{games} {preset} games, {} players, {} coins: wins by player {:?}, drawn {draws}, \
         unfinished {unfinished}; {:.0} actions/game; {:.0} games/s",
        rules.players,
        rules.coins,
        &wins[..usize::from(rules.players)],
        actions as f64 / games as f64,
        games as f64 / seconds
    );
}
