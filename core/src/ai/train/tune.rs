//! Tuning Hard's cloth-board weights by the games they win (SPSA): each step nudges every
//! weight up or down at random, plays the nudged-up player against the nudged-down one on the
//! same sticks with seats swapped, and moves the weights towards whichever side won.
//!
//! Unlike fitting the weights to who won (docs/AI.md, "Tried and not kept": Texel tuning
//! rewarded what goes with winning rather than what causes it), this measures exactly what the
//! goals ask: which player wins. It is slow, two games a step; the training tool runs it
//! (`dhayam-train tune`). It changes no file: it reports the weights as they move.

use std::thread;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::ai::evaluate::{Evaluator, Weights};
use crate::ai::search;
use crate::ai::tournament::play_out;
use crate::rules::{Preset, RuleSet};

/// A weight of [`Weights`], reached by name.
type Slot = fn(&mut Weights) -> &mut f32;

/// The tuned weights, each with the size of its nudge.
const TUNED: [(&str, f32, Slot); 11] = [
    ("entered", 2.0, |w| &mut w.entered),
    ("finished", 2.0, |w| &mut w.finished),
    ("exposure", 0.15, |w| &mut w.exposure),
    ("exposure_deferred", 0.15, |w| &mut w.exposure_deferred),
    ("tempo", 2.0, |w| &mut w.tempo),
    ("waiting", 1.5, |w| &mut w.waiting),
    ("gate_open", 2.0, |w| &mut w.gate_open),
    ("offense", 0.15, |w| &mut w.offense),
    ("offense_deferred", 0.15, |w| &mut w.offense_deferred),
    ("safe", 1.5, |w| &mut w.safe),
    ("home", 1.5, |w| &mut w.home),
];

/// How far one step moves a weight per game won, in units of its nudge.
const RATE: f32 = 0.01;

/// `weights` with each tuned weight moved by its nudge times `by[i]` (none below zero).
fn moved(weights: Weights, by: &[f32]) -> Weights {
    let mut moved = weights;
    for ((_, nudge, slot), by) in TUNED.iter().zip(by) {
        let weight = slot(&mut moved);
        *weight = (*weight + nudge * by).max(0.0);
    }
    moved
}

/// Player 0's result (1 won, 0 lost, 0.5 drawn) of one game, `weights[p]` playing seat `p`.
fn play(rules: RuleSet, seed: u64, weights: [Weights; 2]) -> f32 {
    let (winner, _) = play_out(rules, seed, |position, player, _| {
        let evaluator = Evaluator::new(position, weights[usize::from(player)]);
        search::choose(position, &evaluator, crate::ai::HARD_LOOKAHEAD)
    });
    match winner {
        Some(0) => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// Tunes Hard's cloth-board weights over `pairs` pairs of games from Hard's own, alternating
/// Traditional and Classic with six coins (pair `i` on sticks seed 40,000,000 + `i`), and
/// calls `report` with the weights every 250 pairs.
pub fn tune_cloth(pairs: u64, mut report: impl FnMut(&str)) {
    let mut theta = Weights::HARD;
    let mut rng = ChaCha8Rng::seed_from_u64(19);
    for step in 0..pairs {
        let delta: Vec<f32> = TUNED
            .iter()
            .map(|_| if rng.next_u32() & 1 == 1 { 1.0 } else { -1.0 })
            .collect();
        let plus = moved(theta, &delta);
        let minus = moved(theta, &delta.iter().map(|d| -d).collect::<Vec<_>>());
        let preset = if step % 2 == 0 {
            Preset::Traditional
        } else {
            Preset::Classic
        };
        let rules = RuleSet {
            coins: 6,
            ..preset.rules()
        };
        let seed = 40_000_000 + step;
        // The same sticks, seats swapped: plus's score over the two games less minus's.
        let result = thread::scope(|scope| {
            let first = scope.spawn(move || play(rules, seed, [plus, minus]));
            let second = 1.0 - play(rules, seed, [minus, plus]);
            first.join().expect("the game ends") + second - 1.0
        });
        theta = moved(
            theta,
            &delta.iter().map(|d| RATE * result * d).collect::<Vec<_>>(),
        );
        if (step + 1) % 250 == 0 {
            let shown: Vec<String> = TUNED
                .iter()
                .map(|(name, _, slot)| format!("{name} {:.3}", slot(&mut theta)))
                .collect();
            report(&format!("after {} pairs: {}", step + 1, shown.join(", ")));
        }
    }
}
