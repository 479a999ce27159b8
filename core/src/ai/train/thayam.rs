//! How Hard's Thayam networks learn: the two-player preset's (`value.rs`), the family's for
//! every Thayam rule set and its copy trained on for four-player Thayam as preset
//! (`family.rs`).
//!
//! Both seats play the move whose result the network, as it stands, gives the best chance. After
//! each throw the chance of the first player winning is nudged towards the chance at the next
//! throw, and at the end towards the result; a decaying trace carries each nudge back to the
//! positions before. The dice alone vary the games; everything is seeded, so a run always learns
//! the same weights.

use super::manifest::{Inputs, Recipe, digest, quoted};
use super::{LAMBDA, START_SPREAD, STEP, SplitMix, encode, result_for};
use crate::ai::evaluate::{Evaluator, Weights};
use crate::ai::family;
use crate::ai::network::{
    FEATURES, HIDDEN, INPUTS, Network, PARAMS, SafeCount, UNIT, describe, logistic,
};
use crate::event::{Player, Silent};
use crate::position::{Phase, Position};
use crate::rules::{Preset, RuleSet, ThrowSet};

/// Games of self-play of the two-player preset's network.
const GAMES: u64 = 300_000;
/// Sticks seed of the first game (game `i` uses `SEED + i`), far from any tournament's; it
/// also draws the starting weights.
const SEED: u64 = 9_000_000;

/// How the two-player preset's network learns, each run `games` games (its committed run's if
/// `None`).
pub(super) fn value_recipe(games: Option<u64>) -> Recipe {
    Recipe {
        name: "thayam-value",
        judges: "two-player Thayam as preset (value.rs)".into(),
        layout: network_layout(PARAMS, &format!("{FEATURES} for the opponent")),
        inputs: Inputs::Thayam,
        games: games.unwrap_or(GAMES),
        default_games: GAMES,
        seeds: vec![SEED],
        step: STEP,
        start: RANDOM_START.into(),
        more: Vec::new(),
        subcommand: "thayam-value".into(),
    }
}

/// How a Thayam network starts: drawn from its seed.
const RANDOM_START: &str = "each parameter uniform in -0.2..0.2, drawn from the seed";

/// How a Thayam network's file lays out its `params` parameters: unit after unit, the inputs
/// after the player judged's described by `others`.
fn network_layout(params: usize, others: &str) -> String {
    format!(
        "{params} little-endian f32: {HIDDEN} hidden units one after another, each its bias, \
         {FEATURES} weights for the player judged, {others}, and its weight in the score"
    )
}

/// The two-player preset's network after `games` games of self-play, from seeded random
/// weights.
pub(super) fn learn_value(games: u64) -> [f32; PARAMS] {
    let mut rng = SplitMix(SEED);
    let mut weights = [0.0; PARAMS];
    for w in &mut weights {
        *w = START_SPREAD * (2.0 * rng.unit() - 1.0);
    }
    for game in 0..games {
        let step = STEP * (1.0 - 0.9 * game as f32 / games as f32);
        self_play(&mut weights, SEED + game, step);
    }
    weights
}

/// One game of self-play, learning as it goes.
fn self_play(weights: &mut [f32; PARAMS], seed: u64, step: f32) {
    let Ok(mut position) = Position::new(Preset::Thayam.rules(), seed) else {
        return;
    };
    let evaluator = Evaluator::new(&position, Weights::HARD_THAYAM);
    let mut trace = [0.0; PARAMS];
    let mut previous: Option<f32> = None;
    while let Some(player) = position.to_act() {
        if let Phase::Move(_) = position.phase() {
            let Some(mv) = crate::ai::medium::best_by(&position, |next| {
                chance_after(&Network(weights), &evaluator, next, player)
            }) else {
                break;
            };
            position.play_legal(player, mv, &mut Silent);
            continue;
        }
        if let Phase::Roll(_) = position.phase() {
            let (mine, theirs) = describe(
                &position,
                0,
                &evaluator.threats(&position),
                SafeCount::Marked,
            );
            let mut gradient = [0.0; PARAMS];
            let chance = chance_and_gradient(weights, &mine, &theirs, 0.0, &mut gradient);
            if let Some(before) = previous {
                nudge(weights, &trace, step * (chance - before));
            }
            for (t, g) in trace.iter_mut().zip(gradient) {
                *t = LAMBDA * *t + g;
            }
            previous = Some(chance);
        }
        // The player to act may always roll in a roll phase.
        let _ = position.roll(player, &mut Silent);
    }
    if let Some(before) = previous {
        nudge(weights, &trace, step * (result_for(&position, 0) - before));
    }
}

/// The chance that `player` wins from `position`, by the network being learned.
fn chance_after(
    network: &Network,
    evaluator: &Evaluator,
    position: &Position,
    player: Player,
) -> f32 {
    if position.phase() == Phase::Over {
        return result_for(position, player);
    }
    let (mine, theirs) = describe(
        position,
        player,
        &evaluator.threats(position),
        SafeCount::Marked,
    );
    network.win_chance(&mine, &theirs)
}

/// The chance that the first-described player wins, the network's score added to `offset`
/// (the cloth board's weighed judgement, `cloth.rs`; nothing in Thayam), and its gradient by
/// every parameter of the network.
pub(super) fn chance_and_gradient(
    weights: &[f32; PARAMS],
    mine: &[f32; FEATURES],
    theirs: &[f32; FEATURES],
    offset: f32,
    gradient: &mut [f32; PARAMS],
) -> f32 {
    let network = Network(weights);
    let (mut ahead, mut behind) = ([0.0; HIDDEN], [0.0; HIDDEN]);
    let (first, second) = network.scores(mine, theirs, &mut ahead, &mut behind);
    let score = offset + first - second;
    let chance = logistic(score);
    let slope = chance * (1.0 - chance);
    for (j, (unit, grad)) in weights
        .chunks_exact(UNIT)
        .zip(gradient.chunks_exact_mut(UNIT))
        .enumerate()
    {
        let out = unit[INPUTS + 1];
        // The unit's slope in the score as it sees each ordering.
        let (da, db) = (
            slope * out * (1.0 - ahead[j].abs()).powi(2),
            slope * out * (1.0 - behind[j].abs()).powi(2),
        );
        grad[0] = da - db;
        for i in 0..FEATURES {
            grad[1 + i] = da * mine[i] - db * theirs[i];
            grad[1 + FEATURES + i] = da * theirs[i] - db * mine[i];
        }
        grad[INPUTS + 1] = slope * (ahead[j] - behind[j]);
    }
    chance
}

fn nudge(weights: &mut [f32; PARAMS], trace: &[f32; PARAMS], by: f32) {
    for (w, t) in weights.iter_mut().zip(trace) {
        *w += by * t;
    }
}

/// Games of self-play for the Thayam family's network.
const FAMILY_GAMES: u64 = 50_000;
/// Sticks seed of the family's first game, far from the preset network's and any tournament's.
const FAMILY_SEED: u64 = 20_000_000;

/// How the family's network learns, each run `games` games (its committed run's if `None`).
pub(super) fn family_recipe(games: Option<u64>) -> Recipe {
    Recipe {
        name: "thayam-family",
        judges: "every Thayam rule set but two-player and four-player Thayam as preset (family.rs)"
            .into(),
        layout: family_layout(),
        inputs: Inputs::ThayamFamily,
        games: games.unwrap_or(FAMILY_GAMES),
        default_games: FAMILY_GAMES,
        seeds: vec![FAMILY_SEED],
        step: STEP,
        start: RANDOM_START.into(),
        more: vec![("rules", quoted(FAMILY_RULES))],
        subcommand: "thayam-family".into(),
    }
}

/// The rule sets the family's games are played under, as [`family_rules`] deals them.
const FAMILY_RULES: &str = "game i under family_rules(i) (train/thayam.rs): half the games two \
     players, a quarter each three and four; four, five and six pawns in turn; a quarter banked, \
     a quarter with cuts earning no roll, a quarter with a second entry throw (5 or 6)";

/// How the family's file lays out its parameters.
fn family_layout() -> String {
    network_layout(
        family::PARAMS,
        &format!(
            "{FEATURES} for their opponents on average, {} for the rules",
            family::RULES
        ),
    )
}

/// Games of self-play that train the family's network on for four-player Thayam as preset.
const FOUR_GAMES: u64 = 20_000;
/// Sticks seed of the first of them, far from the family's and any tournament's.
const FOUR_SEED: u64 = 30_000_000;
/// Step size at their start (half the family's, as they start from learned weights); it falls
/// linearly to a tenth.
const FOUR_STEP: f32 = 0.05;

/// How four-player Thayam as preset's copy learns, each run `games` games (its committed run's
/// if `None`): from the family's network as committed, whose digest it records, so that a
/// family learned again leaves it stale.
pub(super) fn four_recipe(games: Option<u64>) -> Recipe {
    Recipe {
        name: "thayam-four",
        judges: "four-player Thayam as preset (family.rs)".into(),
        layout: family_layout(),
        inputs: Inputs::ThayamFamily,
        games: games.unwrap_or(FOUR_GAMES),
        default_games: FOUR_GAMES,
        seeds: vec![FOUR_SEED],
        step: FOUR_STEP,
        start: format!(
            "thayam-family.bin as committed, sha256 {}",
            digest(&encode(&family::WEIGHTS))
        ),
        more: vec![("rules", quoted("four-player Thayam as preset"))],
        subcommand: "thayam-four".into(),
    }
}

/// The family's committed weights after `games` more games of four-player self-play.
pub(super) fn learn_four(games: u64) -> [f32; family::PARAMS] {
    let mut weights = family::WEIGHTS;
    for game in 0..games {
        let step = FOUR_STEP * (1.0 - 0.9 * game as f32 / games as f32);
        family_self_play(&mut weights, family::four_players(), FOUR_SEED + game, step);
    }
    weights
}

/// The rules of family game `game`: half the games two players, a quarter each three and four;
/// four, five and six pawns in turn; a quarter of them banked, a quarter with cuts earning no
/// roll, and a quarter with a second entry throw (5 or 6).
fn family_rules(game: u64) -> RuleSet {
    let mut rules = RuleSet {
        players: [2, 3, 2, 4][(game % 4) as usize],
        coins: 4 + (game / 4 % 3) as u8,
        ..Preset::Thayam.rules()
    };
    rules.switches.move_after_each_roll = game / 12 % 4 != 3;
    rules.switches.cut_grants_extra_roll = game / 48 % 4 != 3;
    rules.entry = match game / 192 % 8 {
        3 => ThrowSet::of(&[1, 5]),
        7 => ThrowSet::of(&[1, 6]),
        _ => ThrowSet::of(&[1]),
    };
    rules
}

/// The family's weights after `games` games of self-play, from seeded random ones.
pub(super) fn learn_family(games: u64) -> [f32; family::PARAMS] {
    let mut rng = SplitMix(FAMILY_SEED);
    let mut weights = [0.0; family::PARAMS];
    for w in &mut weights {
        *w = START_SPREAD * (2.0 * rng.unit() - 1.0);
    }
    for game in 0..games {
        let step = STEP * (1.0 - 0.9 * game as f32 / games as f32);
        family_self_play(&mut weights, family_rules(game), FAMILY_SEED + game, step);
    }
    weights
}

/// One game of self-play under `rules`, learning the first player's chance as it goes.
fn family_self_play(weights: &mut [f32; family::PARAMS], rules: RuleSet, seed: u64, step: f32) {
    let Ok(mut position) = Position::new(rules, seed) else {
        return;
    };
    let evaluator = Evaluator::new(&position, Weights::HARD_THAYAM);
    let mut trace = [0.0; family::PARAMS];
    let mut previous: Option<f32> = None;
    while let Some(player) = position.to_act() {
        if let Phase::Move(_) = position.phase() {
            let Some(mv) = crate::ai::medium::best_by(&position, |next| {
                family_chance_after(weights, &evaluator, next, player)
            }) else {
                break;
            };
            position.play_legal(player, mv, &mut Silent);
            continue;
        }
        if let Phase::Roll(_) = position.phase() {
            let table = family::Table::of(&evaluator.threats(&position), &position);
            let mut gradient = [0.0; family::PARAMS];
            let chance = family_chance_and_gradient(weights, &table, &mut gradient);
            if let Some(before) = previous {
                nudge_all(weights, &trace, step * (chance - before));
            }
            for (t, g) in trace.iter_mut().zip(gradient) {
                *t = LAMBDA * *t + g;
            }
            previous = Some(chance);
        }
        // The player to act may always roll in a roll phase.
        let _ = position.roll(player, &mut Silent);
    }
    let result = match position.winner() {
        Some(0) => 1.0,
        Some(_) => 0.0,
        None => 1.0 / f32::from(rules.players),
    };
    if let Some(before) = previous {
        nudge_all(weights, &trace, step * (result - before));
    }
}

/// The chance that `player` wins from `position`, by the family's network being learned.
fn family_chance_after(
    weights: &[f32; family::PARAMS],
    evaluator: &Evaluator,
    position: &Position,
    player: Player,
) -> f32 {
    if position.phase() == Phase::Over {
        return result_for(position, player);
    }
    let table = family::Table::of(&evaluator.threats(position), position);
    let mut hidden = [0.0; family::HIDDEN];
    let scores: Vec<f32> = (0..table.players)
        .map(|p| family::Network(weights).score(&table, p, &mut hidden))
        .collect();
    family::softmax_of(&scores, usize::from(player))
}

/// The chance that the first player wins, and its gradient by every parameter: the chance is
/// P0 = softmax of the scores u, so dP0 = P0 (du0 - sum over p of Pp dup).
fn family_chance_and_gradient(
    weights: &[f32; family::PARAMS],
    table: &family::Table,
    gradient: &mut [f32; family::PARAMS],
) -> f32 {
    let network = family::Network(weights);
    let mut hidden = [[0.0; family::HIDDEN]; crate::position::MAX_PLAYERS];
    let scores: Vec<f32> = (0..table.players)
        .map(|p| network.score(table, p, &mut hidden[p]))
        .collect();
    let shares: Vec<f32> = (0..table.players)
        .map(|p| family::softmax_of(&scores, p))
        .collect();
    let chance = shares[0];
    for p in 0..table.players {
        let coefficient = chance * (f32::from(u8::from(p == 0)) - shares[p]);
        let inputs: Vec<f32> = table.players_features[p]
            .iter()
            .chain(&table.opponents[p])
            .chain(&table.rules)
            .copied()
            .collect();
        for (j, (unit, grad)) in weights
            .chunks_exact(family::UNIT)
            .zip(gradient.chunks_exact_mut(family::UNIT))
            .enumerate()
        {
            let h = hidden[p][j];
            let slope = coefficient * unit[family::INPUTS + 1] * (1.0 - h.abs()).powi(2);
            grad[0] += slope;
            for (g, x) in grad[1..=family::INPUTS].iter_mut().zip(&inputs) {
                *g += slope * x;
            }
            grad[family::INPUTS + 1] += coefficient * h;
        }
    }
    chance
}

fn nudge_all(weights: &mut [f32], trace: &[f32], by: f32) {
    for (w, t) in weights.iter_mut().zip(trace) {
        *w += by * t;
    }
}
