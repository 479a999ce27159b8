//! The workload that `scripts/instructions.sh` counts instructions of under valgrind's callgrind:
//! seeded random games played to the end, through the engine's own path (`play_out`) or the
//! public one (`legal_moves_into` and `Position::play`, as the bindings call it), and new games.
//!
//! Only the call to [`measured_region`] is counted (callgrind's `--toggle-collect`), so the
//! setup around it costs nothing in the figure. The example prints the number of actions (or new
//! games) the region took, by which the script divides the instructions.
//!
//! `cargo run --release -p dhayam-core --example instructions -- <case> <path> <count>`, where
//! case is `thayam_2` or `traditional_12`, path is `play_out`, `public` or `new_game`, and count
//! is the number of games (seeds 1 to count).

use std::hint::black_box;

use dhayam_core::playout::play_out;
use dhayam_core::{Move, Position, Preset, RuleSet, Silent};

/// Actions cap for the random games: far more than any game takes.
const ACTION_CAP: u32 = 1_000_000;

fn rules(case: &str) -> Option<RuleSet> {
    match case {
        "thayam_2" => Some(Preset::Thayam.rules()),
        "traditional_12" => Some(RuleSet {
            coins: 12,
            ..Preset::Traditional.rules()
        }),
        _ => None,
    }
}

/// Random games through the engine's internal path: what the criterion bench times.
fn through_play_out(rules: RuleSet, games: u64) -> u64 {
    let mut actions = 0;
    for seed in 1..=games {
        let mut position = Position::new(rules, seed).expect("valid rules");
        let outcome = play_out(&mut position, seed, ACTION_CAP, &mut Silent, |_, _| {});
        actions += u64::from(outcome.expect("every game ends").actions);
    }
    actions
}

/// The same games through the public calls a shell makes: the legal moves, then
/// `Position::play`, which checks the move again. The choice is made as `play_out` makes it, so
/// the games (and their action counts) are the same.
fn through_public_calls(rules: RuleSet, games: u64) -> u64 {
    use rand::{Rng, SeedableRng};
    let mut actions = 0;
    let mut moves: Vec<Move> = Vec::with_capacity(64);
    for seed in 1..=games {
        let mut position = Position::new(rules, seed).expect("valid rules");
        let mut chooser = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        while let Some(player) = position.to_act() {
            if position.must_roll() {
                position.roll(player, &mut Silent).expect("a legal roll");
            } else {
                position.legal_moves_into(&mut moves);
                let pick = ((u64::from(chooser.next_u32()) * moves.len() as u64) >> 32) as usize;
                position
                    .play(player, moves[pick], &mut Silent)
                    .expect("a legal move");
            }
            actions += 1;
        }
    }
    actions
}

/// New games only.
fn new_games(rules: RuleSet, games: u64) -> u64 {
    for seed in 1..=games {
        black_box(Position::new(black_box(rules), seed).expect("valid rules"));
    }
    games
}

/// The one call callgrind counts.
#[inline(never)]
fn measured_region(path: &str, rules: RuleSet, count: u64) -> Option<u64> {
    match path {
        "play_out" => Some(through_play_out(rules, count)),
        "public" => Some(through_public_calls(rules, count)),
        "new_game" => Some(new_games(rules, count)),
        _ => None,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: instructions <thayam_2|traditional_12> <play_out|public|new_game> <count>";
    let [case, path, count] = &args[..] else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let (Some(rules), Ok(count)) = (rules(case), count.parse()) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    // The boards are built on first use: build them outside the counted region.
    black_box(Position::new(rules, 0).expect("valid rules"));
    let Some(units) = measured_region(path, black_box(rules), count) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    println!("{units}");
}
