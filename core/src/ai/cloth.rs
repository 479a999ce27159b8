//! Hard's judgement of the cloth-board games that have learned models (every one a player can
//! set up; [`models_for`] says which model judges which): the weights' evaluation read as a
//! chance of winning, corrected by small networks learned by self-play over whole turns
//! (`train/cloth.rs`).
//!
//! A model's chance is the logistic of the weights' judgement (in hundreds of steps, times a
//! learned scale) plus the network's score of my description beside the opponent's, less the
//! score with the two swapped: with no correction it is the weights' own judgement, and the two
//! players' chances always add up to one. Each player is described as for Thayam's network
//! (`value.rs`), on the cloth board's path, in shares of their coins, so a model learned with
//! one coin count can judge another where it plays better than that count's own.
//!
//! A game keeps a model only if Hard with it wins more games than with the weights alone
//! (docs/AI.md, "Strength"). Where one model alone played no better than the weights (Classic,
//! and Custom played banked, with six coins), four learned alike from different seeds judge
//! together, their logits averaged. Two models describe a player by the coins on their danger
//! square (a crossed square, so the board marks it safe, yet the most exposed of all) instead
//! of those on the squares marked safe, because they played better that way: Custom played
//! banked with twelve coins, which also judges Classic with twelve, and Classic with four.
//!
//! Each game's models are committed as a file (`weights/cloth-*.bin`, learned by `dhayam-train`),
//! with a manifest beside it saying what made them.

use super::network::{
    FEATURES, HIDDEN, Laid, Network, PARAMS, SafeCount, Threats, describe, floats, logistic,
};
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
    /// What the description's seventeenth number counts for this model, as it learned.
    pub(super) safe: SafeCount,
}

/// Floats a model takes in its game's file: its network's parameters, then its scale.
pub(super) const MODEL_FLOATS: usize = PARAMS + 1;

/// The models of a game's file (`weights/cloth-*.bin`): model after model, each its network's
/// parameters as [`PARAMS`] says and then its scale, four bytes a float, little-endian, and
/// nothing else; their descriptions' seventeenth number counting as `safe` says. Decoded when
/// the program is compiled, so a file of another length fails the build.
pub(super) const fn models<const N: usize>(file: &[u8], safe: SafeCount) -> [Model; N] {
    assert!(
        file.len() == 4 * N * MODEL_FLOATS,
        "a game's file holds its models' parameters and scales, four bytes each, and nothing else"
    );
    let mut models = [const {
        Model {
            net: [0.0; PARAMS],
            scale: 0.0,
            safe: SafeCount::Marked,
        }
    }; N];
    let mut m = 0;
    while m < N {
        let first = m * MODEL_FLOATS;
        let [scale] = floats(file, first + PARAMS);
        models[m] = Model {
            net: floats(file, first),
            scale,
            safe,
        };
        m += 1;
    }
    models
}

/// Traditional's with six coins, also judging eight.
pub(super) const TRADITIONAL: [Model; 1] = models(
    include_bytes!("weights/cloth-traditional.bin"),
    SafeCount::Marked,
);
/// Traditional's with ten coins.
pub(super) const TRADITIONAL_TEN: [Model; 1] = models(
    include_bytes!("weights/cloth-traditional-ten.bin"),
    SafeCount::Marked,
);
/// Traditional's with twelve coins.
pub(super) const TRADITIONAL_TWELVE: [Model; 1] = models(
    include_bytes!("weights/cloth-traditional-twelve.bin"),
    SafeCount::Marked,
);
/// Classic's with six coins: four, their logits averaged.
pub(super) const CLASSIC: [Model; 4] = models(
    include_bytes!("weights/cloth-classic.bin"),
    SafeCount::Marked,
);
/// Classic's with four coins, counting the coins on their danger square.
pub(super) const CLASSIC_FOUR: [Model; 1] = models(
    include_bytes!("weights/cloth-classic-four.bin"),
    SafeCount::Danger,
);
/// Custom's with six coins played after each roll, also judging twelve.
pub(super) const CUSTOM: [Model; 1] = models(
    include_bytes!("weights/cloth-custom.bin"),
    SafeCount::Marked,
);
/// Custom's with four coins played after each roll.
pub(super) const CUSTOM_FOUR: [Model; 1] = models(
    include_bytes!("weights/cloth-custom-four.bin"),
    SafeCount::Marked,
);
/// Custom's with six coins played banked: four, their logits averaged.
pub(super) const CUSTOM_BANKED: [Model; 4] = models(
    include_bytes!("weights/cloth-custom-banked.bin"),
    SafeCount::Marked,
);
/// Custom's with four coins played banked.
pub(super) const CUSTOM_FOUR_BANKED: [Model; 1] = models(
    include_bytes!("weights/cloth-custom-four-banked.bin"),
    SafeCount::Marked,
);
/// Custom's with twelve coins played banked, counting the coins on their danger square; also
/// judging Classic with twelve.
pub(super) const CUSTOM_TWELVE_BANKED: [Model; 1] = models(
    include_bytes!("weights/cloth-custom-twelve-banked.bin"),
    SafeCount::Danger,
);

/// A model as Hard judges by it: its network laid out for judging (`value::Laid`), which
/// scores as the model's own to the bit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct LaidModel {
    net: Laid,
    scale: f32,
    safe: SafeCount,
}

impl LaidModel {
    /// `model`, laid out.
    pub(super) const fn of(model: &Model) -> Self {
        Self {
            net: Laid::of(&model.net),
            scale: model.scale,
            safe: model.safe,
        }
    }
}

/// `models` laid out for judging, in order.
pub(super) const fn lay<const N: usize>(models: &[Model; N]) -> [LaidModel; N] {
    let mut laid = [LaidModel::of(&models[0]); N];
    let mut m = 1;
    while m < N {
        laid[m] = LaidModel::of(&models[m]);
        m += 1;
    }
    laid
}

/// A game's committed models, laid out when the program is compiled.
macro_rules! laid {
    ($models:expr) => {
        &const { lay(&$models) }
    };
}

/// `preset`'s rules as preset, with `coins` coins.
#[cfg(any(test, feature = "train"))]
pub(super) fn as_preset(preset: Preset, coins: u8) -> RuleSet {
    RuleSet {
        coins,
        ..preset.rules()
    }
}

/// `preset`'s rules with `coins` coins, played banked or after each roll: the games the models
/// learned from (`train/cloth.rs`).
#[cfg(any(test, feature = "train"))]
pub(super) fn learned_rules(preset: Preset, coins: u8, banked: bool) -> RuleSet {
    let mut rules = as_preset(preset, coins);
    rules.switches.move_after_each_roll = !banked;
    rules
}

/// The committed models that judge positions under `rules`, if any: a preset's, with a coin
/// count and way of playing (banked or after each roll) whose models played better than the
/// weights against them — Traditional's with six or eight coins and one each for ten and for
/// twelve, four each for Classic and for Custom played banked with six coins, and one of its own
/// for Classic with four and Custom with six or four played after each roll (six's also judging
/// twelve) or four or twelve played banked (twelve's also judging Classic with twelve) —
/// whatever else a player has edited: every cloth-board game a player can set up. Edited rules
/// are judged by the models of the game they edit: each edit tried won more games with them
/// than with the weights, but playing banked instead of after each roll, where Custom's models
/// won no more (docs/AI.md, "Strength"). The evaluator asks once, when it is made.
pub(super) fn models_for(rules: &RuleSet) -> Option<&'static [LaidModel]> {
    match (rules.preset, rules.coins, rules.banked()) {
        // Six coins' model judges eight better than the weights, but not ten or twelve.
        (Preset::Traditional, 6 | 8, _) => Some(laid!(TRADITIONAL)),
        (Preset::Traditional, 10, _) => Some(laid!(TRADITIONAL_TEN)),
        (Preset::Traditional, 12, _) => Some(laid!(TRADITIONAL_TWELVE)),
        (Preset::Classic, 6, _) => Some(laid!(CLASSIC)),
        (Preset::Classic, 4, _) => Some(laid!(CLASSIC_FOUR)),
        // Custom banked with twelve's, told of the danger square, where Classic's own lost.
        (Preset::Classic, 12, _) => Some(laid!(CUSTOM_TWELVE_BANKED)),
        // Six coins' model judges twelve better than the weights, where twelve coins' own lost.
        (Preset::Custom, 6 | 12, false) => Some(laid!(CUSTOM)),
        (Preset::Custom, 6, true) => Some(laid!(CUSTOM_BANKED)),
        (Preset::Custom, 4, false) => Some(laid!(CUSTOM_FOUR)),
        (Preset::Custom, 4, true) => Some(laid!(CUSTOM_FOUR_BANKED)),
        (Preset::Custom, 12, true) => Some(laid!(CUSTOM_TWELVE_BANKED)),
        _ => None,
    }
}

/// A model, as learned or laid out: what it adds to the weights' judgement.
pub(super) trait Judges {
    /// What the description's seventeenth number counts for this model.
    fn safe(&self) -> SafeCount;

    /// The model's logits for the player described by `mine`, beside `theirs`, whose standing
    /// the weights judge `weighed` steps.
    fn judgement(&self, weighed: f32, mine: &[f32; FEATURES], theirs: &[f32; FEATURES]) -> f32;
}

/// The chance that `me` wins `position` (not over) by `models` together: the logistic of the
/// average of their logits, each judging by the weights' judgement `weighed` (its coins under
/// `threats`) and correcting by its network.
pub(super) fn win_chance(
    models: &[impl Judges],
    threats: &Threats,
    weighed: f32,
    position: &Position,
    me: Player,
) -> f32 {
    // The models of a game all learned with the same description (`train/cloth.rs`).
    let (mine, theirs) = describe(position, me, threats, models[0].safe());
    let logits: f32 = models
        .iter()
        .map(|model| model.judgement(weighed, &mine, &theirs))
        .sum();
    logistic(logits / models.len() as f32)
}

impl Judges for Model {
    fn safe(&self) -> SafeCount {
        self.safe
    }

    fn judgement(&self, weighed: f32, mine: &[f32; FEATURES], theirs: &[f32; FEATURES]) -> f32 {
        let (ahead, behind) =
            Network(&self.net).scores(mine, theirs, &mut [0.0; HIDDEN], &mut [0.0; HIDDEN]);
        logits(self.scale, weighed) + ahead - behind
    }
}

impl Judges for LaidModel {
    fn safe(&self) -> SafeCount {
        self.safe
    }

    fn judgement(&self, weighed: f32, mine: &[f32; FEATURES], theirs: &[f32; FEATURES]) -> f32 {
        let (ahead, behind) = self.net.scores(mine, theirs);
        logits(self.scale, weighed) + ahead - behind
    }
}

/// The weights' judgement `weighed` (in steps) in logits, at `scale` logits per hundred steps:
/// a model's judgement before its network's correction.
pub(super) fn logits(scale: f32, weighed: f32) -> f32 {
    scale * weighed / STEPS
}

impl Model {
    /// The chance that `me` wins `position` (not over) by this model alone, as it learns.
    #[cfg(test)]
    pub(super) fn win_chance(
        &self,
        evaluator: &super::evaluate::Evaluator,
        position: &Position,
        me: Player,
    ) -> f32 {
        chance_by(std::slice::from_ref(self), evaluator, position, me)
    }
}

/// The chance that `me` wins `position` by `models`, judging by `evaluator`'s weights.
#[cfg(test)]
fn chance_by(
    models: &[impl Judges],
    evaluator: &super::evaluate::Evaluator,
    position: &Position,
    me: Player,
) -> f32 {
    let threats = evaluator.threats(position);
    let weighed = evaluator.weighed(position, me, &threats);
    win_chance(models, &threats, weighed, position, me)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::evaluate::Evaluator;
    use crate::ai::value::each_position_of_a_game;
    use crate::event::Silent;

    /// The models that judge positions under `rules`, laid out.
    fn learned_for(rules: &RuleSet) -> Option<Vec<LaidModel>> {
        models_for(rules).map(<[LaidModel]>::to_vec)
    }

    /// Every game's models, as committed.
    fn every_game_models() -> [&'static [Model]; 10] {
        [
            &TRADITIONAL,
            &TRADITIONAL_TEN,
            &TRADITIONAL_TWELVE,
            &CLASSIC,
            &CLASSIC_FOUR,
            &CUSTOM,
            &CUSTOM_FOUR,
            &CUSTOM_BANKED,
            &CUSTOM_FOUR_BANKED,
            &CUSTOM_TWELVE_BANKED,
        ]
    }

    /// `models` laid out, as Hard judges by them.
    fn laid_out(models: &[Model]) -> Option<Vec<LaidModel>> {
        Some(models.iter().map(LaidModel::of).collect())
    }

    #[test]
    fn the_models_judge_each_preset_as_preset_with_the_coin_counts_they_learned_and_nothing_else() {
        let judged = |preset: Preset, coins: u8| learned_for(&as_preset(preset, coins));
        for (coins, models) in [
            (6, &TRADITIONAL[..]),
            (8, &TRADITIONAL),
            (10, &TRADITIONAL_TEN),
            (12, &TRADITIONAL_TWELVE),
        ] {
            assert_eq!(
                judged(Preset::Traditional, coins),
                laid_out(models),
                "{coins} coins"
            );
        }
        assert_eq!(Preset::Traditional.coin_choices(), [6, 8, 10, 12]);
        for (preset, six, four) in [
            (Preset::Classic, &CLASSIC[..], &CLASSIC_FOUR[..]),
            (Preset::Custom, &CUSTOM, &CUSTOM_FOUR),
        ] {
            assert_eq!(judged(preset, 6), laid_out(six), "{preset}, 6 coins");
            assert_eq!(judged(preset, 4), laid_out(four), "{preset}, 4 coins");
        }
        assert_eq!(
            judged(Preset::Classic, 12),
            laid_out(&CUSTOM_TWELVE_BANKED),
            "Classic, 12 coins"
        );
        assert_eq!(
            judged(Preset::Custom, 12),
            laid_out(&CUSTOM),
            "Custom, 12 coins"
        );
        let all = every_game_models();
        for (i, models) in all.iter().enumerate() {
            assert!(all[..i].iter().all(|other| other != models), "{i}");
        }
        assert_eq!(judged(Preset::Thayam, 4), None);
    }

    #[test]
    fn classic_with_four_coins_and_custom_banked_with_twelve_count_coins_on_their_danger_square() {
        let told_of_danger = [&CLASSIC_FOUR[..], &CUSTOM_TWELVE_BANKED];
        for models in every_game_models() {
            let counts = if told_of_danger.contains(&models) {
                SafeCount::Danger
            } else {
                SafeCount::Marked
            };
            assert!(
                models.iter().all(|model| model.safe == counts),
                "{counts:?}"
            );
        }
    }

    #[test]
    fn every_cloth_board_game_a_player_can_set_up_is_judged_by_learned_models() {
        for preset in [Preset::Traditional, Preset::Classic, Preset::Custom] {
            for &coins in preset.coin_choices() {
                let ways = if preset.lets_edit(crate::rules::Field::MoveAfterEachRoll) {
                    vec![false, true]
                } else {
                    vec![preset.rules().banked()]
                };
                for banked in ways {
                    let rules = learned_rules(preset, coins, banked);
                    assert!(
                        models_for(&rules).is_some(),
                        "{preset}, {coins} coins, banked {banked}"
                    );
                }
            }
        }
    }

    #[test]
    fn edited_rules_are_judged_by_the_models_of_the_game_they_edit_played_the_same_way() {
        let edited = |text: &str| RuleSet::from_notation(text).expect("rules a player can set");
        for (text, models) in [
            ("traditional coins=6 entry=1,5", &TRADITIONAL[..]),
            (
                "traditional coins=8 bonus=6,12 must-cut-before-home=off",
                &TRADITIONAL,
            ),
            ("custom must-cut-if-available=on", &CUSTOM),
            (
                "custom coins=4 cut-grants-extra-roll=off coin-can-stack-on-common-path=off",
                &CUSTOM_FOUR,
            ),
            ("custom move-after-each-roll=off", &CUSTOM_BANKED),
            (
                "custom coins=4 move-after-each-roll=off",
                &CUSTOM_FOUR_BANKED,
            ),
            (
                "custom coins=4 move-after-each-roll=off jump-and-go=on",
                &CUSTOM_FOUR_BANKED,
            ),
        ] {
            // Not assert_eq!, which would print every weight.
            assert!(learned_for(&edited(text)) == laid_out(models), "{text}");
        }
        assert!(
            learned_for(&edited("traditional entry=1,5")) == laid_out(&TRADITIONAL_TWELVE),
            "Traditional's default, twelve coins"
        );
        let twelve = edited("custom coins=12 must-cut-if-available=on");
        assert!(
            learned_for(&twelve) == laid_out(&CUSTOM),
            "Custom with twelve coins"
        );
        let banked = edited("custom coins=12 move-after-each-roll=off");
        assert!(
            learned_for(&banked) == laid_out(&CUSTOM_TWELVE_BANKED),
            "Custom with twelve coins banked"
        );
        assert_eq!(CUSTOM_TWELVE_BANKED[0].safe, SafeCount::Danger);
    }

    #[test]
    fn classic_is_judged_by_the_average_of_four_different_models_logits() {
        assert_eq!(CLASSIC.len(), 4);
        for (i, model) in CLASSIC.iter().enumerate() {
            assert!(CLASSIC[..i].iter().all(|other| other != model), "model {i}");
        }
        // Some way into a game, where the two players' standings differ.
        let mut position =
            Position::new(as_preset(Preset::Classic, 6), 5).expect("a preset's rules");
        for _ in 0..200 {
            let Some(player) = position.to_act() else {
                break;
            };
            match position.legal_moves().first() {
                Some(&mv) => position.play_legal(player, mv, &mut Silent),
                None => {
                    let _ = position.roll(player, &mut Silent);
                }
            }
        }
        assert!(position.to_act().is_some(), "the game goes on");
        let evaluator = Evaluator::hard(&position);
        let logit = |chance: f32| (chance / (1.0 - chance)).ln();
        let each: Vec<f32> = CLASSIC
            .iter()
            .map(|model| logit(model.win_chance(&evaluator, &position, 0)))
            .collect();
        let together = logit(chance_by(&CLASSIC, &evaluator, &position, 0));
        let average = each.iter().sum::<f32>() / 4.0;
        assert!((together - average).abs() < 1e-4, "{together} and {each:?}");
        assert!(each.iter().any(|&l| (l - average).abs() > 1e-3), "{each:?}");
    }

    #[test]
    fn both_players_chances_add_up_to_one_and_the_laid_out_models_judge_to_the_bit_as_learned() {
        for (rules, seed, models) in [
            (as_preset(Preset::Traditional, 6), 11, &TRADITIONAL[..]),
            (as_preset(Preset::Traditional, 8), 12, &TRADITIONAL),
            (as_preset(Preset::Traditional, 10), 19, &TRADITIONAL_TEN),
            (as_preset(Preset::Traditional, 12), 20, &TRADITIONAL_TWELVE),
            (as_preset(Preset::Classic, 6), 13, &CLASSIC),
            (as_preset(Preset::Classic, 4), 14, &CLASSIC_FOUR),
            (as_preset(Preset::Custom, 6), 15, &CUSTOM),
            (as_preset(Preset::Custom, 4), 16, &CUSTOM_FOUR),
            (as_preset(Preset::Custom, 12), 21, &CUSTOM),
            (learned_rules(Preset::Custom, 6, true), 17, &CUSTOM_BANKED),
            (
                learned_rules(Preset::Custom, 4, true),
                18,
                &CUSTOM_FOUR_BANKED,
            ),
            (
                learned_rules(Preset::Custom, 12, true),
                22,
                &CUSTOM_TWELVE_BANKED,
            ),
            (as_preset(Preset::Classic, 12), 23, &CUSTOM_TWELVE_BANKED),
        ] {
            let position = Position::new(rules, seed).expect("a preset's rules");
            let evaluator = Evaluator::hard(&position);
            let laid = models_for(&rules).expect("a learned game");
            assert!(laid_out(models).as_deref() == Some(laid), "{rules:?}");
            let judged = each_position_of_a_game(position, |position, judged| {
                let chances: Vec<f32> = [0, 1]
                    .map(|me| chance_by(laid, &evaluator, position, me))
                    .to_vec();
                let as_learned = [0, 1].map(|me| chance_by(models, &evaluator, position, me));
                assert_eq!(
                    chances.iter().map(|c| c.to_bits()).collect::<Vec<_>>(),
                    as_learned.map(f32::to_bits),
                    "after {judged} positions"
                );
                assert!(
                    (chances[0] + chances[1] - 1.0).abs() < 1e-5,
                    "{chances:?} after {judged} positions"
                );
                assert!(chances.iter().all(|c| (0.0..=1.0).contains(c)));
            });
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
        let models = models_for(position.rules()).expect("a learned game");
        let chance = chance_by(models, &evaluator, &position, 0);
        assert!(chance > 0.6, "p1 wins with chance {chance}");
    }
}
