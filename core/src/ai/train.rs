//! How Hard's Thayam network (`value.rs`) was learned: self-play with temporal-difference
//! learning, TD(lambda), as TD-Gammon learned backgammon. Run on purpose only, as the generated
//! file's header says; it rewrites `value_weights.rs`.
//!
//! Both seats play the move whose result the network, as it stands, gives the best chance. After
//! each throw the chance of the first player winning is nudged towards the chance at the next
//! throw, and at the end towards the result; a decaying trace carries each nudge back to the
//! positions before. The dice alone vary the games; everything is seeded, so a run always learns
//! the same weights.

use super::evaluate::{Evaluator, Weights};
use super::family;
use super::network::{
    FEATURES, HIDDEN, INPUTS, Network, PARAMS, SafeCount, UNIT, describe, logistic,
};
use crate::event::{Player, Silent};
use crate::position::{Phase, Position};
use crate::rules::{Preset, RuleSet, ThrowSet};

/// Games of self-play.
const GAMES: u64 = 300_000;
/// Sticks seed of the first game (game `i` uses `SEED + i`), far from any tournament's.
const SEED: u64 = 9_000_000;
/// Step size at the start; it falls linearly to a tenth by the last game.
pub(super) const STEP: f32 = 0.1;
/// How much of each nudge reaches the position one throw earlier.
pub(super) const LAMBDA: f32 = 0.7;
/// Half-width of the uniform draw of the starting weights.
pub(super) const START_SPREAD: f32 = 0.2;

/// The command that runs the training, for the generated file's header.
const COMMAND: &str =
    "cargo test -p dhayam-core --release --lib -- --ignored --exact ai::train::learn_thayam_value";

#[test]
#[ignore = "learns the committed network: minutes of self-play"]
fn learn_thayam_value() {
    let weights = learn();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ai/value_weights.rs");
    std::fs::write(path, source(&weights)).expect("value_weights.rs is writable");
}

/// The weights after [`GAMES`] games of self-play, from seeded random ones.
fn learn() -> [f32; PARAMS] {
    let mut rng = SplitMix(SEED);
    let mut weights = [0.0; PARAMS];
    for w in &mut weights {
        *w = START_SPREAD * (2.0 * rng.unit() - 1.0);
    }
    for game in 0..GAMES {
        let step = STEP * (1.0 - 0.9 * game as f32 / GAMES as f32);
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
            let Some(mv) = super::medium::best_by(&position, |next| {
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

/// `player`'s result of a two-player game that has ended: 1 won, 0 lost, a half drawn.
pub(super) fn result_for(position: &Position, player: Player) -> f32 {
    match position.winner() {
        Some(winner) if winner == player => 1.0,
        Some(_) => 0.0,
        None => 0.5,
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

/// The command that learns the family's network, for its generated file's header.
const FAMILY_COMMAND: &str =
    "cargo test -p dhayam-core --release --lib -- --ignored --exact ai::train::learn_thayam_family";

#[test]
#[ignore = "learns the committed network: minutes of self-play"]
fn learn_thayam_family() {
    let weights = learn_family();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ai/family_weights.rs");
    let header = format!(
        "//! Hard's learned network for every Thayam rule set (`family.rs`), generated by\n\
         //! `train.rs`: {FAMILY_GAMES} games of self-play over the rule sets of `family_rules`,\n\
         //! TD(lambda) with lambda {LAMBDA}, step {STEP} falling to a tenth, seed {FAMILY_SEED}.\n\
         //! Do not edit; to reproduce, run\n//! `{FAMILY_COMMAND}`.\n"
    );
    std::fs::write(path, family_source(&header, &weights)).expect("family_weights.rs is writable");
}

/// Games of self-play that train the family's network on for four-player Thayam as preset.
const FOUR_GAMES: u64 = 20_000;
/// Sticks seed of the first of them, far from the family's and any tournament's.
const FOUR_SEED: u64 = 30_000_000;
/// Step size at their start (half the family's, as they start from learned weights); it falls
/// linearly to a tenth.
const FOUR_STEP: f32 = 0.05;

/// The command that learns the four-player copy, for its generated file's header.
const FOUR_COMMAND: &str =
    "cargo test -p dhayam-core --release --lib -- --ignored --exact ai::train::learn_thayam_four";

#[test]
#[ignore = "learns the committed network: a minute or two of self-play"]
fn learn_thayam_four() {
    let weights = learn_four();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ai/four_weights.rs");
    let header = format!(
        "//! Hard's learned network for four-player Thayam as preset (`family.rs`), generated by\n\
         //! `train.rs`: the committed family network (`family_weights.rs`) trained on by\n\
         //! {FOUR_GAMES} games of self-play of that game alone, TD(lambda) with lambda {LAMBDA},\n\
         //! step {FOUR_STEP} falling to a tenth, seed {FOUR_SEED}. Do not edit; to reproduce, run\n\
         //! `{FOUR_COMMAND}`.\n"
    );
    std::fs::write(path, family_source(&header, &weights)).expect("four_weights.rs is writable");
}

/// The family's committed weights after [`FOUR_GAMES`] more games of four-player self-play.
fn learn_four() -> [f32; family::PARAMS] {
    let mut weights = super::family_weights::WEIGHTS;
    for game in 0..FOUR_GAMES {
        let step = FOUR_STEP * (1.0 - 0.9 * game as f32 / FOUR_GAMES as f32);
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

/// The family's weights after [`FAMILY_GAMES`] games of self-play, from seeded random ones.
fn learn_family() -> [f32; family::PARAMS] {
    let mut rng = SplitMix(FAMILY_SEED);
    let mut weights = [0.0; family::PARAMS];
    for w in &mut weights {
        *w = START_SPREAD * (2.0 * rng.unit() - 1.0);
    }
    for game in 0..FAMILY_GAMES {
        let step = STEP * (1.0 - 0.9 * game as f32 / FAMILY_GAMES as f32);
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
            let Some(mv) = super::medium::best_by(&position, |next| {
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

/// A generated file of the family's network's weights, under `header`.
fn family_source(header: &str, weights: &[f32; family::PARAMS]) -> String {
    format!(
        "{header}\n\
         use super::family::PARAMS;\n\n\
         /// The parameters, one hidden unit after another: bias, input weights, output weight.\n\
         #[rustfmt::skip]\npub(super) const WEIGHTS: [f32; PARAMS] = [\n{}];\n",
        rows(weights)
    )
}

/// The generated `value_weights.rs`.
fn source(weights: &[f32; PARAMS]) -> String {
    format!(
        "//! Hard's learned Thayam network (`value.rs`), generated by `train.rs`: {GAMES} games of\n\
         //! self-play, TD(lambda) with lambda {LAMBDA}, step {STEP} falling to a tenth, seed {SEED}.\n\
         //! Do not edit; to reproduce, run\n//! `{COMMAND}`.\n\n\
         use super::network::PARAMS;\n\n\
         /// The parameters, one hidden unit after another: bias, input weights, output weight.\n\
         #[rustfmt::skip]\npub(super) const WEIGHTS: [f32; PARAMS] = [\n{}];\n",
        rows(weights)
    )
}

/// `weights` as the lines of a generated array, six to a line, each written so that it reads
/// back to the same bits.
pub(super) fn rows(weights: &[f32]) -> String {
    weights
        .chunks(6)
        .map(|row| {
            let row: Vec<String> = row.iter().map(|w| format!("{w:?}")).collect();
            format!("    {},\n", row.join(", "))
        })
        .collect()
}

/// A small seeded generator for the starting weights.
pub(super) struct SplitMix(pub(super) u64);

impl SplitMix {
    /// A number in [0, 1).
    pub(super) fn unit(&mut self) -> f32 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 40) as f32 / (1u64 << 24) as f32
    }
}
