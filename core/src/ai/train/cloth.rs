//! How Hard's cloth-board models (`cloth.rs`) learn: self-play with TD(lambda), as the Thayam
//! networks do (`thayam.rs`), but over whole turns, every game's models ([`LEARNED_GAMES`]) each
//! on a thread of its own.
//!
//! A banked turn is a chain of throws and then every value played, so the positions between
//! one value and the next hold a bank the model cannot see. Both seats therefore choose a whole
//! turn at once: every order and coin for the bank is tried, and the end position the model
//! likes best is played (as Hard's search compares end positions). The first player's chance
//! is learned only where a turn starts, with nothing banked: after each throw chain is played,
//! nudged towards the chance at the next, and at the end towards the result. The dice alone vary
//! the games; everything is seeded, so a run always learns the same model.

use std::collections::HashSet;

use super::manifest::{Inputs, Recipe, quoted};
use super::thayam::chance_and_gradient;
use super::{LAMBDA, START_SPREAD, STEP, SplitMix, result_for};
use crate::ai::cloth::{self, MODEL_FLOATS, Model, STEPS, learned_rules, logits};
use crate::ai::evaluate::{Evaluator, Weights};
use crate::ai::key::key;
use crate::ai::medium::best_by;
use crate::ai::network::{INPUTS, PARAMS, SafeCount, UNIT, describe};
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

/// A game that has models, as its file names it and as they learn it.
pub(super) struct Learned {
    /// The name of its models' file (`weights/<name>.bin`).
    pub(super) name: &'static str,
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
    /// The committed models, which Hard judges by; they learn with the description these read
    /// (what its seventeenth number counts, `cloth.rs`).
    pub(super) committed: &'static [Model],
}

impl Learned {
    const fn new(
        name: &'static str,
        preset: Preset,
        coins: u8,
        seeds: &'static [u64],
        committed: &'static [Model],
    ) -> Self {
        Self {
            name,
            preset,
            coins,
            banked: true,
            seeds,
            start_scale: 1.0,
            committed,
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

    /// What the description's seventeenth number counts as the models learn.
    fn safe(&self) -> SafeCount {
        self.committed[0].safe
    }
}

/// Each game that has models. Classic and Custom played banked with six coins have four: one
/// alone played as the weights did, the four averaged better; elsewhere one played as well as
/// four (docs/AI.md, "Strength"). Custom played banked with twelve coins and Classic with four
/// have one told of the danger square.
pub(super) const LEARNED_GAMES: [Learned; 10] = [
    Learned::new(
        "cloth-traditional",
        Preset::Traditional,
        6,
        &[SEED],
        &cloth::TRADITIONAL,
    ),
    Learned::new(
        "cloth-traditional-ten",
        Preset::Traditional,
        10,
        &[SEED + 15_000_000],
        &cloth::TRADITIONAL_TEN,
    ),
    Learned::new(
        "cloth-traditional-twelve",
        Preset::Traditional,
        12,
        &[SEED + 10_000_000],
        &cloth::TRADITIONAL_TWELVE,
    )
    .starting_at(0.5),
    Learned::new(
        "cloth-classic",
        Preset::Classic,
        6,
        &[SEED, SEED + 1_000_000, SEED + 2_000_000, SEED + 3_000_000],
        &cloth::CLASSIC,
    ),
    // Told of the coins on their danger square: 51.4% head to head against the model learned
    // without it (docs/AI.md, "What Hard judges by").
    Learned::new(
        "cloth-classic-four",
        Preset::Classic,
        4,
        &[SEED + 20_000_000],
        &cloth::CLASSIC_FOUR,
    ),
    Learned::new(
        "cloth-custom",
        Preset::Custom,
        6,
        &[SEED + 30_000_000],
        &cloth::CUSTOM,
    )
    .after_each_roll(),
    Learned::new(
        "cloth-custom-four",
        Preset::Custom,
        4,
        &[SEED + 40_000_000],
        &cloth::CUSTOM_FOUR,
    )
    .after_each_roll(),
    Learned::new(
        "cloth-custom-banked",
        Preset::Custom,
        6,
        &[
            SEED + 50_000_000,
            SEED + 51_000_000,
            SEED + 52_000_000,
            SEED + 53_000_000,
        ],
        &cloth::CUSTOM_BANKED,
    ),
    Learned::new(
        "cloth-custom-four-banked",
        Preset::Custom,
        4,
        &[SEED + 60_000_000],
        &cloth::CUSTOM_FOUR_BANKED,
    ),
    // Told of the coins on their danger square, where every model learned on twelve coins
    // without it lost to the weights (docs/AI.md, "What Hard judges by").
    Learned::new(
        "cloth-custom-twelve-banked",
        Preset::Custom,
        12,
        &[SEED + 80_000_000],
        &cloth::CUSTOM_TWELVE_BANKED,
    ),
];

/// The game whose models' file is named `name`.
pub(super) fn game(name: &str) -> Option<&'static Learned> {
    LEARNED_GAMES.iter().find(|game| game.name == name)
}

/// How `game`'s models learn, each run `games` games (its committed run's if `None`).
pub(super) fn recipe(game: &Learned, games: Option<u64>) -> Recipe {
    let Learned {
        name,
        preset,
        coins,
        banked,
        seeds,
        start_scale,
        committed: _,
    } = game;
    let play = if *banked { "banked" } else { "after each roll" };
    let models = seeds.len();
    let (together, each) = if models > 1 {
        (
            format!(": {models} models, their logits averaged"),
            format!("{models} models one after another, each"),
        )
    } else {
        (String::new(), "one model:".into())
    };
    let counts = match game.safe() {
        SafeCount::Marked => "coins on the squares the board marks safe",
        SafeCount::Danger => "coins on their danger square",
    };
    Recipe {
        name,
        judges: format!("{preset} with {coins} coins, played {play}{together} (cloth.rs)"),
        layout: format!(
            "{each} its network's {PARAMS} parameters laid out as thayam-value.bin's, then its \
             scale in logits per {STEPS} steps of the weights' judgement: {} little-endian f32",
            models * MODEL_FLOATS
        ),
        inputs: Inputs::Cloth,
        games: games.unwrap_or(GAMES),
        default_games: GAMES,
        seeds: seeds.to_vec(),
        step: STEP,
        start: format!(
            "hidden units uniform in -0.2..0.2 drawn from the model's seed, their weights in the \
             score zero; scale {start_scale:?}"
        ),
        more: vec![
            ("seventeenth", quoted(counts)),
            ("turn_budget", TURN_BUDGET.to_string()),
        ],
        subcommand: format!("cloth {}", name.trim_start_matches("cloth-")),
    }
}

/// `game`'s models after `games` games of self-play each, each learned on a thread of its own.
pub(super) fn learn_game(game: &Learned, games: u64) -> Vec<Model> {
    let rules = learned_rules(game.preset, game.coins, game.banked);
    let (start, safe) = (game.start_scale, game.safe());
    std::thread::scope(|threads| {
        let runs: Vec<_> = game
            .seeds
            .iter()
            .map(|&seed| threads.spawn(move || learn(rules, seed, start, safe, games)))
            .collect();
        runs.into_iter()
            .map(|run| run.join().expect("a run"))
            .collect()
    })
}

/// `models` as their game's file holds them: each network's parameters, then its scale.
pub(super) fn encode(models: &[Model]) -> Vec<u8> {
    let floats: Vec<f32> = models
        .iter()
        .flat_map(|model| model.net.iter().copied().chain([model.scale]))
        .collect();
    super::encode(&floats)
}
/// Positions of a bank tried every way in one turn; past them the rest is played greedily (a
/// chain of many roll-again throws).
const TURN_BUDGET: usize = 3_000;

/// Parameters learned: the network's, then the scale.
const LEARNED: usize = MODEL_FLOATS;

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
    let threats = evaluator.threats(position);
    let weighed = evaluator.weighed(position, player, &threats);
    cloth::win_chance(
        std::slice::from_ref(model),
        &threats,
        weighed,
        position,
        player,
    )
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::cloth::as_preset;
    use crate::ai::network::HIDDEN;

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
        assert_eq!(outputs.count(), HIDDEN);
        assert!(first.scale != 1.0, "the scale never moved");
    }
}
