//! Hard's judgement of Traditional Dhayam with six coins, the game of issue 19's tables, and
//! with eight: the weights' evaluation read as a chance of winning, corrected by a small
//! network learned by self-play over whole turns (`train_cloth.rs`).
//!
//! The chance is the logistic of the weights' judgement (in hundreds of steps, times a learned
//! scale) plus the network's score of my description beside the opponent's, less the score with
//! the two swapped: with no correction it is the weights' own judgement, and the two players'
//! chances always add up to one. Each player is described as for Thayam's network (`value.rs`),
//! on the cloth board's path, in shares of their coins, so the model learned with six can judge
//! other counts: it beat the weights with eight, but not with ten or twelve (docs/AI.md). Every
//! other cloth-board game keeps the weights alone: a model learned the same way for Classic
//! with six coins played no better than them.

use super::cloth_weights::TRADITIONAL;
use super::evaluate::Evaluator;
use super::value::{HIDDEN, Network, PARAMS, describe, logistic};
use crate::event::Player;
use crate::position::Position;
use crate::rules::{Preset, RuleSet};

/// Steps of the weights' judgement to a unit of the model's scale.
pub(super) const STEPS: f32 = 100.0;

/// The network and the scale of the weights' judgement.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Model {
    /// The correcting network's parameters, laid out as `value.rs` says.
    pub(super) net: [f32; PARAMS],
    /// Logits per hundred steps of the weights' judgement.
    pub(super) scale: f32,
}

/// The rule set the model learned from: Traditional with six coins, as preset.
pub(super) fn learned_rules() -> RuleSet {
    RuleSet {
        coins: 6,
        ..Preset::Traditional.rules()
    }
}

/// The coin counts the model judges Traditional with: six, which it learned from, and those
/// where it played better than the weights against the reference.
const COINS: [u8; 2] = [6, 8];

/// The committed model, if it judges positions under `rules`: Traditional as preset with one of
/// [`COINS`]. The evaluator asks once, when it is made.
pub(super) fn model_for(rules: &RuleSet) -> Option<&'static Model> {
    let judged = COINS.contains(&rules.coins) && RuleSet { coins: 6, ..*rules } == learned_rules();
    judged.then_some(&TRADITIONAL)
}

impl Model {
    /// The chance that `me` wins `position` (not over), judged by `evaluator`'s weights and
    /// corrected by the network.
    pub(super) fn win_chance(&self, evaluator: &Evaluator, position: &Position, me: Player) -> f32 {
        let (mine, theirs) = describe(evaluator, position, me);
        let network = Network(&self.net);
        logistic(
            self.logits(evaluator.weighed(position, me))
                + network.score(&mine, &theirs, &mut [0.0; HIDDEN])
                - network.score(&theirs, &mine, &mut [0.0; HIDDEN]),
        )
    }

    /// The weights' judgement `weighed` (in steps) in logits, before the network's correction.
    pub(super) fn logits(&self, weighed: f32) -> f32 {
        self.scale * weighed / STEPS
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Silent;
    use crate::rules::Preset;

    #[test]
    fn the_model_judges_traditional_as_preset_with_its_coin_counts_and_nothing_else() {
        let traditional = learned_rules();
        assert_eq!(model_for(&traditional), Some(&TRADITIONAL));
        let applies = |rules: &RuleSet| model_for(rules).is_some();
        for &coins in Preset::Traditional.coin_choices() {
            assert_eq!(
                applies(&RuleSet {
                    coins,
                    ..traditional
                }),
                COINS.contains(&coins),
                "{coins} coins"
            );
        }
        assert_eq!(COINS, [6, 8]);
        let mut edited = RuleSet {
            coins: 8,
            ..traditional
        };
        edited.entry = crate::rules::ThrowSet::of(&[1, 5]);
        assert!(!applies(&edited), "Traditional, edited");
        let classic = RuleSet {
            coins: 6,
            ..Preset::Classic.rules()
        };
        assert!(!applies(&classic), "Classic");
        let mut custom = RuleSet {
            coins: 6,
            ..Preset::Custom.rules()
        };
        assert!(!applies(&custom));
        custom.switches.move_after_each_roll = false;
        assert!(!applies(&custom), "Custom, banked");
        assert!(!applies(&Preset::Thayam.rules()));
    }

    #[test]
    fn both_players_chances_add_up_to_one_through_a_whole_game() {
        for seed in [11, 12] {
            let rules = learned_rules();
            let mut position = Position::new(rules, seed).expect("a preset's rules");
            let evaluator = Evaluator::hard(&position);
            let mut judged = 0;
            while let Some(player) = position.to_act() {
                if position.phase() == crate::position::Phase::Over {
                    break;
                }
                let chances: Vec<f32> = [0, 1]
                    .map(|me| {
                        let model = model_for(&rules).expect("a learned game");
                        model.win_chance(&evaluator, &position, me)
                    })
                    .to_vec();
                assert!(
                    (chances[0] + chances[1] - 1.0).abs() < 1e-5,
                    "{chances:?} after {judged} positions"
                );
                assert!(chances.iter().all(|c| (0.0..=1.0).contains(c)));
                judged += 1;
                match position.legal_moves().first() {
                    Some(&mv) => position.play_legal(player, mv, &mut Silent),
                    None => {
                        let _ = position.roll(player, &mut Silent);
                    }
                }
            }
            assert!(judged > 100, "{judged} positions judged");
        }
    }

    #[test]
    fn a_player_two_coins_home_ahead_late_in_the_game_is_favoured() {
        let notation = "dhayam 1
rules traditional players=2 coins=6 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=on coin-can-move-after-cutting=on coin-can-stack-on-common-path=on move-after-each-roll=off jump-and-go=off roll-1-then-5-releases-two=off danger-squares=off home-grants-extra-roll=on safe-squares=closed
p1 cut=yes Oval*4 51 52
p2 cut=yes Oval*2 71 72 76 75
turn p2 roll
places -
sticks 1 0
";
        let position = Position::from_notation(notation).expect("the test's notation");
        let evaluator = Evaluator::hard(&position);
        let model = model_for(position.rules()).expect("a learned game");
        let chance = model.win_chance(&evaluator, &position, 0);
        assert!(chance > 0.6, "p1 wins with chance {chance}");
    }
}
