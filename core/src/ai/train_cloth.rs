//! How Hard's cloth-board model (`cloth.rs`) was learned: self-play with TD(lambda), as the
//! Thayam networks were (`train.rs`), but over whole turns. Run on purpose only, as the
//! generated file's header says; it rewrites `cloth_weights.rs`: every game's models
//! ([`LEARNED_GAMES`]), each learned on a thread of its own.
//!
//! A banked turn is a chain of throws and then every value played, so the positions between
//! one value and the next hold a bank the model cannot see. Both seats therefore choose a whole
//! turn at once: every order and coin for the bank is tried, and the end position the model
//! likes best is played (as Hard's search compares end positions). The first player's chance
//! is learned only where a turn starts, with nothing banked: after each throw chain is played,
//! nudged towards the chance at the next, and at the end towards the result. The dice alone vary
//! the games; everything is seeded, so a run always learns the same model.

use std::collections::HashSet;

use super::cloth::{Model, STEPS, as_preset, learned_rules, logits};
use super::evaluate::{Evaluator, Weights};
use super::key::key;
use super::medium::best_by;
use super::network::{INPUTS, PARAMS, SafeCount, UNIT, describe};
use super::train::{LAMBDA, START_SPREAD, STEP, SplitMix, chance_and_gradient, result_for, rows};
use crate::event::{Player, Silent};
use crate::position::{Phase, Position};
use crate::rules::{Preset, RuleSet};

/// Games of self-play (40,000 played worse against the reference,
/// docs/AI.md, "Tried and not kept").
const GAMES: u64 = 20_000;
/// Sticks seed of the first game of Traditional's run (game `i` uses `SEED + i`), far from any
/// tournament's and the Thayam networks'; it also draws the starting weights. Classic's first
/// run starts from it too (another game); every other run from a seed of its own, a million or
/// more games on.
const SEED: u64 = 50_000_000;

/// A game that has models, as `cloth_weights.rs` names it and as they learn it.
struct Learned {
    /// The name of its models' constant in `cloth_weights.rs`.
    name: &'static str,
    preset: Preset,
    coins: u8,
    banked: bool,
    /// The seed of each model's run.
    seeds: &'static [u64],
    /// The scale each run starts from, in logits per hundred steps of the weights' judgement.
    /// One suits six coins; with twelve a player's standing is worth about twice the steps, so
    /// one logit per hundred starts the model too sure of itself: in Traditional the models
    /// learned from it played worse than the weights, where one started at a half played better
    /// (in Classic and Custom neither start did, docs/AI.md, "Tried and not kept").
    start_scale: f32,
    /// What the description's seventeenth number counts as the models learn.
    safe: SafeCount,
}

impl Learned {
    const fn new(name: &'static str, preset: Preset, coins: u8, seeds: &'static [u64]) -> Self {
        Self {
            name,
            preset,
            coins,
            banked: true,
            seeds,
            start_scale: 1.0,
            safe: SafeCount::Marked,
        }
    }

    const fn after_each_roll(self) -> Self {
        Self {
            banked: false,
            ..self
        }
    }

    const fn starting_at(self, start_scale: f32) -> Self {
        Self {
            start_scale,
            ..self
        }
    }

    const fn counting_danger(self) -> Self {
        Self {
            safe: SafeCount::Danger,
            ..self
        }
    }
}

/// Each game that has models. Classic and Custom played banked with six coins have four: one
/// alone played as the weights did, the four averaged better; elsewhere one played as well as
/// four (docs/AI.md, "Strength"). Custom played banked with twelve coins and Classic with four
/// have one told of the danger square.
const LEARNED_GAMES: [Learned; 10] = [
    Learned::new("TRADITIONAL", Preset::Traditional, 6, &[SEED]),
    Learned::new(
        "TRADITIONAL_TEN",
        Preset::Traditional,
        10,
        &[SEED + 15_000_000],
    ),
    Learned::new(
        "TRADITIONAL_TWELVE",
        Preset::Traditional,
        12,
        &[SEED + 10_000_000],
    )
    .starting_at(0.5),
    Learned::new(
        "CLASSIC",
        Preset::Classic,
        6,
        &[SEED, SEED + 1_000_000, SEED + 2_000_000, SEED + 3_000_000],
    ),
    // Told of the coins on their danger square: 51.4% head to head against the model learned
    // without it (docs/AI.md, "What Hard judges by").
    Learned::new("CLASSIC_FOUR", Preset::Classic, 4, &[SEED + 20_000_000]).counting_danger(),
    Learned::new("CUSTOM", Preset::Custom, 6, &[SEED + 30_000_000]).after_each_roll(),
    Learned::new("CUSTOM_FOUR", Preset::Custom, 4, &[SEED + 40_000_000]).after_each_roll(),
    Learned::new(
        "CUSTOM_BANKED",
        Preset::Custom,
        6,
        &[
            SEED + 50_000_000,
            SEED + 51_000_000,
            SEED + 52_000_000,
            SEED + 53_000_000,
        ],
    ),
    Learned::new(
        "CUSTOM_FOUR_BANKED",
        Preset::Custom,
        4,
        &[SEED + 60_000_000],
    ),
    // Told of the coins on their danger square, where every model learned on twelve coins
    // without it lost to the weights (docs/AI.md, "What Hard judges by").
    Learned::new(
        "CUSTOM_TWELVE_BANKED",
        Preset::Custom,
        12,
        &[SEED + 80_000_000],
    )
    .counting_danger(),
];
/// Positions of a bank tried every way in one turn; past them the rest is played greedily (a
/// chain of many roll-again throws).
const TURN_BUDGET: usize = 3_000;

/// Parameters learned: the network's, then the scale.
const LEARNED: usize = PARAMS + 1;

/// The command that runs the training, for the generated file's header.
const COMMAND: &str = "cargo test -p dhayam-core --release --lib -- --ignored --exact ai::train_cloth::learn_cloth_model";

#[test]
#[ignore = "learns the committed models: minutes of self-play"]
fn learn_cloth_model() {
    let models: Vec<Vec<Model>> = std::thread::scope(|threads| {
        let runs: Vec<Vec<_>> = LEARNED_GAMES
            .iter()
            .map(|game| {
                let rules = learned_rules(game.preset, game.coins, game.banked);
                let (start, safe) = (game.start_scale, game.safe);
                let run =
                    |&seed: &u64| threads.spawn(move || learn(rules, seed, start, safe, GAMES));
                game.seeds.iter().map(run).collect()
            })
            .collect();
        let learned = |run: std::thread::ScopedJoinHandle<'_, Model>| run.join().expect("a run");
        runs.into_iter()
            .map(|game| game.into_iter().map(learned).collect())
            .collect()
    });
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ai/cloth_weights.rs");
    std::fs::write(path, source(&models)).expect("cloth_weights.rs is writable");
}

/// The model for `rules` after `games` games of self-play from sticks seed `seed` on, from
/// random hidden units drawn by `seed` whose weights in the score start at zero: at first the
/// model is the weights' judgement alone, at `start_scale` logits per hundred steps. Its
/// description's seventeenth number counts as `safe` says.
fn learn(rules: RuleSet, seed: u64, start_scale: f32, safe: SafeCount, games: u64) -> Model {
    let mut rng = SplitMix(seed);
    let mut net = [0.0; PARAMS];
    for (i, w) in net.iter_mut().enumerate() {
        let drawn = START_SPREAD * (2.0 * rng.unit() - 1.0);
        *w = if i % UNIT == INPUTS + 1 { 0.0 } else { drawn };
    }
    let mut model = Model {
        net,
        scale: start_scale,
        safe,
    };
    for game in 0..games {
        let step = STEP * (1.0 - 0.9 * game as f32 / games as f32);
        let Ok(position) = Position::new(rules, seed + game) else {
            continue;
        };
        self_play(&mut model, position, step);
    }
    model
}

/// One game of self-play from `position`, learning as it goes.
fn self_play(model: &mut Model, mut position: Position, step: f32) {
    let evaluator = Evaluator::new(&position, Weights::HARD);
    let mut trace = [0.0; LEARNED];
    let mut previous: Option<f32> = None;
    while let Some(player) = position.to_act() {
        match position.phase() {
            Phase::Move(mover) => {
                position = best_turn(model, &evaluator, &position, mover);
                continue;
            }
            Phase::Roll(_) if position.bank().is_empty() => {
                let threats = evaluator.threats(&position);
                let (mine, theirs) = describe(&position, 0, &threats, model.safe);
                let weighed = evaluator.weighed(&position, 0, &threats);
                let mut gradient = [0.0; LEARNED];
                let (net_gradient, scale_gradient) = gradient.split_at_mut(PARAMS);
                let net_gradient = net_gradient.try_into().expect("the network's parameters");
                let offset = logits(model.scale, weighed);
                let chance = chance_and_gradient(&model.net, &mine, &theirs, offset, net_gradient);
                scale_gradient[0] = chance * (1.0 - chance) * weighed / STEPS;
                if let Some(before) = previous {
                    nudge(model, &trace, step * (chance - before));
                }
                for (t, g) in trace.iter_mut().zip(gradient) {
                    *t = LAMBDA * *t + g;
                }
                previous = Some(chance);
            }
            _ => {}
        }
        // The player to act may always roll outside a move phase.
        let _ = position.roll(player, &mut Silent);
    }
    if let Some(before) = previous {
        nudge(model, &trace, step * (result_for(&position, 0) - before));
    }
}

fn nudge(model: &mut Model, trace: &[f32; LEARNED], by: f32) {
    for (w, t) in model.net.iter_mut().chain([&mut model.scale]).zip(trace) {
        *w += by * t;
    }
}

/// The chance that `player` wins `position`, by the model being learned.
fn chance(model: &Model, evaluator: &Evaluator, position: &Position, player: Player) -> f32 {
    if position.phase() == Phase::Over || position.is_finished(player) {
        return result_for(position, player);
    }
    model.win_chance(evaluator, position, player)
}

/// `mover`'s whole turn from `position`: the end of the bank the model likes best.
fn best_turn(model: &Model, evaluator: &Evaluator, position: &Position, mover: Player) -> Position {
    let mut ends = Ends {
        model,
        evaluator,
        mover,
        seen: HashSet::new(),
        found: Vec::new(),
        budget: TURN_BUDGET,
    };
    ends.collect(position);
    let mut best: Option<(f32, Position)> = None;
    for end in ends.found {
        let value = chance(model, evaluator, &end, mover);
        if best.as_ref().is_none_or(|(top, _)| value > *top) {
            best = Some((value, end));
        }
    }
    best.map_or_else(|| position.clone(), |(_, end)| end)
}

/// The positions a bank can end in, each once.
struct Ends<'a> {
    model: &'a Model,
    evaluator: &'a Evaluator,
    mover: Player,
    /// Keys of the positions met, the bank's ends and those on the way.
    seen: HashSet<u64>,
    found: Vec<Position>,
    /// Positions still to try every way.
    budget: usize,
}

impl Ends<'_> {
    fn collect(&mut self, position: &Position) {
        if !self.seen.insert(key(position)) {
            return;
        }
        if position.phase() != Phase::Move(self.mover) {
            self.found.push(position.clone());
            return;
        }
        if self.budget == 0 {
            let end = self.greedy(position.clone());
            if self.seen.insert(key(&end)) {
                self.found.push(end);
            }
            return;
        }
        self.budget -= 1;
        for mv in position.legal_moves() {
            let mut next = position.clone();
            next.play_legal(self.mover, mv, &mut Silent);
            self.collect(&next);
        }
    }

    /// The rest of the bank from `position`, each value played by the move the model likes.
    fn greedy(&self, mut position: Position) -> Position {
        while position.phase() == Phase::Move(self.mover) {
            let judge = |next: &Position| chance(self.model, self.evaluator, next, self.mover);
            let Some(mv) = best_by(&position, judge) else {
                break;
            };
            position.play_legal(self.mover, mv, &mut Silent);
        }
        position
    }
}

/// The generated `cloth_weights.rs`, with each of [`LEARNED_GAMES`]' `models`.
fn source(models: &[Vec<Model>]) -> String {
    let mut games = String::new();
    let mut constants = String::new();
    for (game, models) in LEARNED_GAMES.iter().zip(models) {
        let Learned {
            name,
            preset,
            coins,
            banked,
            seeds,
            start_scale,
            safe,
        } = game;
        let play = if *banked { "banked" } else { "after each roll" };
        let danger = match safe {
            SafeCount::Marked => "",
            SafeCount::Danger => ", counting coins on their danger square",
        };
        games.push_str(&format!(
            "//! - `{name}`: {preset} with {coins} coins, played {play}, seeds {seeds:?}, \
             scale starting at {start_scale:?}{danger};\n"
        ));
        let entries: String = models
            .iter()
            .map(|model| format!("    {},\n", model_source(model, "    ")))
            .collect();
        constants.push_str(&format!(
            "\n#[rustfmt::skip]\npub(super) const {name}: [Model; {}] = [\n{entries}];\n",
            models.len()
        ));
    }
    format!(
        "//! Hard's learned models for the cloth board (`cloth.rs`), generated by `train_cloth.rs`:\n\
         //! each {GAMES} games of self-play over whole turns, TD(lambda) with lambda {LAMBDA}, step\n\
         //! {STEP} falling to a tenth, from the seed of its first game:\n\
         {games}\
         //!\n\
         //! Do not edit; to reproduce, run\n\
         //! `{COMMAND}`.\n\n\
         use super::cloth::Model;\n\
         use super::network::SafeCount;\n\n\
         // Each model: the network's parameters, one hidden unit after another (bias, input\n\
         // weights, output weight); then the scale of the weights' judgement.\n\
         {constants}"
    )
}

/// One model as Rust, its lines after the first indented by `indent`.
fn model_source(model: &Model, indent: &str) -> String {
    let net: String = rows(&model.net)
        .lines()
        .map(|l| format!("{indent}    {l}\n"))
        .collect();
    format!(
        "Model {{\n{indent}    net: [\n{net}{indent}    ],\n{indent}    scale: {:?},\n\
         {indent}    safe: SafeCount::{:?},\n{indent}}}",
        model.scale, model.safe
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_run_learns_the_same_model_twice_and_moves_it_from_the_start() {
        let rules = as_preset(Preset::Classic, 6);
        let marked = |seed, start| learn(rules, seed, start, SafeCount::Marked, 6);
        let (first, second) = (marked(SEED, 1.0), marked(SEED, 1.0));
        assert_eq!(first, second);
        assert_ne!(first, marked(SEED + 1_000_000, 1.0), "another seed");
        assert_ne!(first, marked(SEED, 0.5), "another start scale");
        assert_ne!(
            first.net,
            learn(rules, SEED, 1.0, SafeCount::Danger, 6).net,
            "coins on their danger square counted"
        );
        let outputs = first.net.iter().skip(INPUTS + 1).step_by(UNIT);
        assert!(
            outputs.clone().any(|&w| w != 0.0),
            "the network's weights in the score stay at zero"
        );
        assert_eq!(outputs.count(), super::super::network::HIDDEN);
        assert!(first.scale != 1.0, "the scale never moved");
    }
}
