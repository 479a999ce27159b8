//! Hard's judgement of every Thayam game a player can set up — two to four players, four to six
//! pawns, any entry throws, cuts earning a roll or not, banked or not: one network, learned by
//! self-play (`train/thayam.rs`), that takes the rules among its inputs.
//!
//! Each player is described as for the preset's network (`value.rs`); the rules add the pawns
//! and players (one input for each count), the switches a Thayam player may edit and the entry
//! throws. A layer of softsign units scores a player's description beside the average of their
//! opponents' and the rules; a player's chance of winning is their share of the players'
//! scores, each raised to e (a softmax). With two players that is the logistic of the difference
//! of the two scores, as for the preset's network, and the chances always add up to one.
//!
//! Four-player Thayam as preset has its own copy of the network, the family's trained on by
//! self-play of that game alone. Both are committed as files (`weights/thayam-family.bin`,
//! `weights/thayam-four.bin`, learned by `dhayam-train`), each with a manifest beside it saying
//! what made it.

use super::network::{FEATURES, SafeCount, Threats, features, network};
use crate::board::BoardKind;
use crate::event::Player;
use crate::position::{MAX_PLAYERS, Position};
use crate::rules::{Preset, RuleSet};
use crate::sticks::THROW_VALUES;

/// Numbers describing the rules: pawns 4, 5, 6; players 2, 3, 4; moving after each roll; a
/// cut earning a roll; each throw value bringing a pawn out.
pub(super) const RULES: usize = 3 + 3 + 2 + THROW_VALUES.len();

/// The network's inputs: the player judged, their opponents on average, the rules.
pub(super) const INPUTS: usize = 2 * FEATURES + RULES;

/// Hidden units, each the softsign x / (1 + |x|) of its sum.
pub(super) const HIDDEN: usize = 16;

/// Parameters of one hidden unit: its bias, a weight per input, its weight in the score.
pub(super) const UNIT: usize = INPUTS + 2;

/// All parameters, unit after unit.
pub(super) const PARAMS: usize = HIDDEN * UNIT;

/// Whether the network judges positions under `rules`: every rule set of the 7x7 board.
pub(super) const fn applies(rules: &RuleSet) -> bool {
    matches!(rules.board, BoardKind::Grid)
}

/// The committed network's parameters, laid out as [`PARAMS`] says.
pub(super) const WEIGHTS: [f32; PARAMS] = network(include_bytes!("weights/thayam-family.bin"));

/// Four-player Thayam as preset's copy of the network.
pub(super) const FOUR: [f32; PARAMS] = network(include_bytes!("weights/thayam-four.bin"));

/// The rules of four-player Thayam as preset, which have their own copy of the network.
pub(super) fn four_players() -> RuleSet {
    RuleSet {
        players: 4,
        ..Preset::Thayam.rules()
    }
}

/// The committed weights that judge `rules`: four-player Thayam as preset's own, else the
/// family's. The evaluator asks once, when it is made, not at every position.
pub(super) fn weights_for(rules: &RuleSet) -> &'static [f32; PARAMS] {
    if *rules == four_players() {
        &FOUR
    } else {
        &WEIGHTS
    }
}

/// The chance that `me` wins `position` (not over), by `network`: the weights that
/// [`weights_for`] chose for the position's rules.
pub(super) fn win_chance(
    threats: &Threats,
    network: Network,
    position: &Position,
    me: Player,
) -> f32 {
    let table = Table::of(threats, position);
    let mut hidden = [0.0; HIDDEN];
    let scores: Vec<f32> = (0..table.players)
        .map(|p| network.score(&table, p, &mut hidden))
        .collect();
    softmax_of(&scores, usize::from(me))
}

/// Everything the network reads of one position.
pub(super) struct Table {
    /// Each player's description.
    pub(super) players_features: [[f32; FEATURES]; MAX_PLAYERS],
    /// Each player's opponents' descriptions, averaged.
    pub(super) opponents: [[f32; FEATURES]; MAX_PLAYERS],
    /// The rules' description.
    pub(super) rules: [f32; RULES],
    /// Players in the game.
    pub(super) players: usize,
}

impl Table {
    /// `position` described for the network.
    pub(super) fn of(threats: &Threats, position: &Position) -> Self {
        let players = usize::from(position.rules().players);
        let mut table = Self {
            players_features: [[0.0; FEATURES]; MAX_PLAYERS],
            opponents: [[0.0; FEATURES]; MAX_PLAYERS],
            rules: describe_rules(position.rules()),
            players,
        };
        for p in position.players() {
            table.players_features[usize::from(p)] =
                features(position, p, threats, SafeCount::Marked);
        }
        let share = 1.0 / (players.max(2) - 1) as f32;
        for p in 0..players {
            for q in (0..players).filter(|&q| q != p) {
                for (sum, &f) in table.opponents[p]
                    .iter_mut()
                    .zip(&table.players_features[q])
                {
                    *sum += share * f;
                }
            }
        }
        table
    }
}

/// The rules as the network reads them.
fn describe_rules(rules: &RuleSet) -> [f32; RULES] {
    let mut r = [0.0; RULES];
    let one_of = |value: u8, first: u8| usize::from(value.saturating_sub(first).min(2));
    r[one_of(rules.coins, 4)] = 1.0;
    r[3 + one_of(rules.players, 2)] = 1.0;
    r[6] = f32::from(u8::from(rules.switches.move_after_each_roll));
    r[7] = f32::from(u8::from(rules.switches.cut_grants_extra_roll));
    for (i, value) in THROW_VALUES.into_iter().enumerate() {
        r[8 + i] = f32::from(u8::from(rules.entry.contains(value)));
    }
    r
}

/// A network's parameters, laid out as [`PARAMS`] says.
#[derive(Clone, Copy)]
pub(super) struct Network<'a>(pub(super) &'a [f32; PARAMS]);

/// An evaluator's debug form names the network rather than listing its parameters.
impl std::fmt::Debug for Network<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Network({} parameters)", PARAMS)
    }
}

impl Network<'_> {
    /// Player `p`'s score, keeping each hidden unit's output in `hidden`.
    pub(super) fn score(&self, table: &Table, p: usize, hidden: &mut [f32; HIDDEN]) -> f32 {
        let inputs = table.players_features[p]
            .iter()
            .chain(&table.opponents[p])
            .chain(&table.rules);
        let mut sums = [-0.0_f32; HIDDEN];
        for (i, &x) in inputs.enumerate() {
            for (unit, sum) in self.0.chunks_exact(UNIT).zip(&mut sums) {
                *sum += unit[1 + i] * x;
            }
        }
        let mut score = 0.0;
        for ((unit, out), sum) in self.0.chunks_exact(UNIT).zip(hidden).zip(sums) {
            let sum = unit[0] + sum;
            *out = sum / (1.0 + sum.abs());
            score += unit[INPUTS + 1] * *out;
        }
        score
    }
}

/// Entry `i`'s share of the softmax of `scores`.
pub(super) fn softmax_of(scores: &[f32], i: usize) -> f32 {
    let top = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let total: f32 = scores.iter().map(|s| (s - top).exp()).sum();
    (scores[i] - top).exp() / total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Evaluator;
    use crate::event::Silent;
    use crate::position::Phase;
    use crate::rules::Preset;

    /// Positions of a Thayam game under `rules`, played by rolling and taking the first move.
    fn positions(rules: RuleSet) -> Vec<Position> {
        let mut position = Position::new(rules, 11).expect("valid rules");
        let mut seen = Vec::new();
        while let Some(player) = position.to_act() {
            if position.must_roll() {
                let _ = position.roll(player, &mut Silent);
            } else {
                let mv = position.legal_moves()[0];
                position.play_legal(player, mv, &mut Silent);
            }
            if position.phase() != Phase::Over {
                seen.push(position.clone());
            }
        }
        seen
    }

    #[test]
    fn every_players_chances_add_up_to_one_with_two_to_four_players() {
        for players in 2..=4 {
            for coins in 4..=6 {
                let rules = RuleSet {
                    players,
                    coins,
                    ..Preset::Thayam.rules()
                };
                let network = Network(weights_for(&rules));
                let found = positions(rules);
                assert!(found.len() > 50);
                for position in found.iter().step_by(7) {
                    let evaluator = Evaluator::hard(position);
                    let total: f32 = position
                        .players()
                        .map(|p| win_chance(&evaluator.threats(position), network, position, p))
                        .sum();
                    assert!(
                        (total - 1.0).abs() < 1e-4,
                        "{total} in\n{}",
                        position.notation()
                    );
                }
            }
        }
    }

    #[test]
    fn four_player_thayam_as_preset_is_judged_by_its_own_weights_and_every_other_by_the_familys() {
        // The weights are constants, compared by value: a reference to a constant need not
        // keep one address.
        assert_eq!(weights_for(&four_players()), &FOUR);
        assert_ne!(FOUR, WEIGHTS, "the four-player copy was trained on");
        for (players, coins) in [(2, 4), (3, 4), (4, 5), (4, 6)] {
            let rules = RuleSet {
                players,
                coins,
                ..Preset::Thayam.rules()
            };
            assert_eq!(weights_for(&rules), &WEIGHTS, "{rules:?}");
        }
        let mut edited = four_players();
        edited.switches.cut_grants_extra_roll = false;
        assert_eq!(weights_for(&edited), &WEIGHTS);
    }

    #[test]
    fn with_two_players_a_chance_is_the_logistic_of_the_scores_difference() {
        assert!((softmax_of(&[0.7, -0.2], 0) - 1.0 / (1.0 + (-0.9_f32).exp())).abs() < 1e-6);
        assert!((softmax_of(&[0.1, 0.1, 0.1, 0.1], 2) - 0.25).abs() < 1e-6);
    }

    #[test]
    fn the_rules_are_read_one_input_per_count_and_switch() {
        let mut rules = RuleSet {
            players: 3,
            coins: 6,
            ..Preset::Thayam.rules()
        };
        rules.switches.move_after_each_roll = false;
        let r = describe_rules(&rules);
        assert_eq!(&r[..8], &[0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 1.0]);
        assert_eq!(
            &r[8..],
            &[1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            "entry by a 1 alone"
        );
    }
}
