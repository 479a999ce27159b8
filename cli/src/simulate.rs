//! `dhayam simulate`: N seeded games between computer seats of any of the three games, with a
//! summary — wins per seat, draws, game lengths, cuts or snakes and ladders — and the speed.
//!
//! Game `i` is played with sticks seeded `seed + i`; seats keep their levels from game to game
//! (the `tournament` subcommand rotates them to compare levels fairly).

use std::time::Instant;

use dhayam_core::ai;
use dhayam_core::paramapadam::{Paramapadam, ParamapadamRules};
use dhayam_core::{Event, Events, Level, Position, Preset};

use crate::out::sayln;
use crate::paint::{BOLD, Paint};
use crate::tournament::{levels, preset, rules_error};

/// The simulation's options.
#[derive(clap::Args)]
pub struct Args {
    /// Which game
    #[arg(long, default_value = "dhayam", value_parser = ["dhayam", "thayam", "paramapadam"])]
    game: String,
    /// Dhayam's rules
    #[arg(long, default_value = "traditional", value_parser = ["traditional", "classic", "custom"])]
    preset: String,
    /// Coins per player [default: the preset's]
    #[arg(long)]
    coins: Option<u8>,
    /// Players per game [default: 2]
    #[arg(long)]
    players: Option<u8>,
    /// The level of each seat (easy, medium, hard), the last filling the rest [default:
    /// medium]. Not for Paramapadam, which has no choices to make.
    #[arg(long)]
    seats: Option<String>,
    /// Number of games
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Seed of the first game's sticks
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// What the games added up to.
#[derive(Default)]
struct Totals {
    games: u64,
    wins: Vec<u64>,
    draws: u64,
    actions: Vec<u64>,
    turns: u64,
    cuts: u64,
    ladders: u64,
    snakes: u64,
    throws: [u64; 13],
}

/// Counts what the engine reports.
#[derive(Default)]
struct Counter {
    turns: u64,
    cuts: u64,
    ladders: u64,
    snakes: u64,
    throws: [u64; 13],
}

impl Events for Counter {
    fn emit(&mut self, make: impl FnOnce() -> Event) {
        match make() {
            Event::TurnPassed { .. } => self.turns += 1,
            Event::CoinCut { .. } => self.cuts += 1,
            Event::Ladder { .. } => self.ladders += 1,
            Event::Snake { .. } => self.snakes += 1,
            Event::Rolled { throw, .. } => self.throws[usize::from(throw.value())] += 1,
            _ => {}
        }
    }
}

/// Play the games and print the summary.
///
/// # Errors
/// Rules the engine can't play, or an unknown level.
pub fn run(args: &Args, paint: Paint) -> Result<(), String> {
    if args.games == 0 {
        return Err("--games 0 would play nothing: give 1 or more".to_owned());
    }
    if args.game == "paramapadam" && args.seats.is_some() {
        return Err(
            "Paramapadam has no choices to make, so its seats have no level: leave --seats out"
                .to_owned(),
        );
    }
    let start = Instant::now();
    let mut levels = levels(args.seats.as_deref().unwrap_or("medium"))?;
    let last = *levels.last().ok_or("--seats needs a level")?;
    let players;
    let mut totals = Totals::default();
    let mut counter = Counter::default();
    let title;
    match args.game.as_str() {
        "paramapadam" => {
            let mut rules = ParamapadamRules::default();
            rules.players = args.players.unwrap_or(rules.players);
            let rules = rules.validate().map_err(|e| e.to_string())?;
            players = usize::from(rules.players);
            totals.wins = vec![0; players];
            title = format!("paramapadam, {players} players");
            for i in 0..u64::from(args.games) {
                let mut game = Paramapadam::new(rules, args.seed.wrapping_add(i))
                    .map_err(|e| e.to_string())?;
                let mut actions = 0;
                while let Some(player) = game.to_act() {
                    game.roll(player, &mut counter).map_err(|e| e.to_string())?;
                    actions += 1;
                }
                totals.add(game.winner(), actions);
            }
        }
        name => {
            let preset = if name == "thayam" {
                Preset::Thayam
            } else {
                preset(&args.preset)?
            };
            let mut rules = preset.rules();
            rules.coins = args.coins.unwrap_or(rules.coins);
            rules.players = args.players.unwrap_or(rules.players);
            let rules = rules.validate().map_err(rules_error)?;
            players = usize::from(rules.players);
            levels.resize(players, last);
            totals.wins = vec![0; players];
            let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
            title = format!(
                "{name} ({}), {players} players, {} coins, seats {}",
                rules.preset,
                rules.coins,
                names.join(",")
            );
            for i in 0..u64::from(args.games) {
                let seed = args.seed.wrapping_add(i);
                let mut position = Position::new(rules, seed).map_err(|e| e.to_string())?;
                let actions = play_out(&mut position, &levels, seed, &mut counter)?;
                totals.add(position.winner(), actions);
            }
        }
    }
    totals.turns = counter.turns;
    totals.cuts = counter.cuts;
    totals.ladders = counter.ladders;
    totals.snakes = counter.snakes;
    totals.throws = counter.throws;
    let seconds = start.elapsed().as_secs_f64();
    print_summary(&totals, &title, args, paint, seconds);
    Ok(())
}

/// Play one game of Dhayam or Thayam to the end with the seats' levels; returns the actions.
fn play_out(
    position: &mut Position,
    levels: &[Level],
    seed: u64,
    counter: &mut Counter,
) -> Result<u64, String> {
    let mut actions = 0u64;
    while let Some(player) = position.to_act() {
        actions += 1;
        if position.must_roll() {
            position.roll(player, counter).map_err(|e| e.to_string())?;
            continue;
        }
        let level = levels[usize::from(player)];
        let mv = ai::choose(position, level, seed ^ actions.rotate_left(32))
            .ok_or("a computer player found no move")?;
        position
            .play(player, mv, counter)
            .map_err(|e| e.to_string())?;
    }
    Ok(actions)
}

impl Totals {
    fn add(&mut self, winner: Option<u8>, actions: u64) {
        self.games += 1;
        match winner {
            Some(p) => self.wins[usize::from(p)] += 1,
            None => self.draws += 1,
        }
        self.actions.push(actions);
    }
}

fn print_summary(totals: &Totals, title: &str, args: &Args, paint: Paint, seconds: f64) {
    let games = totals.games.max(1) as f64;
    sayln!(
        "{}",
        paint.paint(
            &format!("{} games of {title}, seeds {}..", totals.games, args.seed),
            BOLD
        )
    );
    for (p, wins) in totals.wins.iter().enumerate() {
        sayln!(
            "  P{} won {wins:>6} ({:5.1}%)",
            p + 1,
            100.0 * *wins as f64 / games
        );
    }
    if totals.draws > 0 || args.game != "paramapadam" {
        sayln!(
            "  drawn  {:>6} ({:5.1}%)",
            totals.draws,
            100.0 * totals.draws as f64 / games
        );
    }
    let mut sorted = totals.actions.clone();
    sorted.sort_unstable();
    let sum: u64 = sorted.iter().sum();
    let median = sorted.get(sorted.len() / 2).copied().unwrap_or(0);
    sayln!(
        "  actions per game: mean {:.1}, median {median}, min {}, max {}",
        sum as f64 / games,
        sorted.first().copied().unwrap_or(0),
        sorted.last().copied().unwrap_or(0)
    );
    sayln!("  turns per game: {:.1}", totals.turns as f64 / games);
    if args.game == "paramapadam" {
        sayln!(
            "  per game: {:.1} ladders climbed, {:.1} snakes slid down",
            totals.ladders as f64 / games,
            totals.snakes as f64 / games
        );
    } else {
        sayln!("  cuts per game: {:.2}", totals.cuts as f64 / games);
    }
    let rolls: u64 = totals.throws.iter().sum();
    let shares: Vec<String> = [1, 2, 3, 4, 5, 6, 12]
        .iter()
        .map(|&v| {
            format!(
                "{v}: {:.1}%",
                100.0 * totals.throws[v] as f64 / rolls.max(1) as f64
            )
        })
        .collect();
    sayln!("  throws ({rolls}): {}", shares.join(", "));
    sayln!(
        "  {:.2} s, {:.0} games/s",
        seconds,
        totals.games as f64 / seconds.max(1e-9)
    );
}
