//! The Medium and Hard players' judgement of a position: how far each player's coins have come,
//! what each stands to lose to a cut next turn (from the exact stick probabilities), whether
//! their gate is open, and whose turn it is — one number from one player's point of view. In
//! Thayam, Hard judges by a learned win chance instead (`value.rs`, `family.rs`), and in
//! the cloth-board games that have learned models (`cloth::models_for`) by the weights corrected
//! by them (`cloth.rs`). Each coin's chance of being cut is worked out once a position
//! (`Threats`), for the weights and the networks' descriptions alike.

use std::sync::Arc;

use super::network::Threats;
use super::reach::Reach;
use super::{cloth, family, value};
use crate::board::BoardKind;
use crate::event::Player;
use crate::position::{FROZEN, MAX_PLAYERS, Phase, Position};
use crate::rules::{MAX_COINS, RuleSet};

/// What each feature is worth, in steps of progress.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A coin on the board rather than at home (entering needs an entry throw).
    pub(crate) entered: f32,
    /// A coin at the goal, beyond its steps.
    pub(crate) finished: f32,
    /// Share of a coin's worth lost per unit chance of being cut next turn, when an opponent
    /// rolls first.
    pub(crate) exposure: f32,
    /// The same when the coin's owner rolls first, and may move it away or cut first.
    pub(crate) exposure_deferred: f32,
    /// Having the next roll (a turn's worth of progress).
    pub(crate) tempo: f32,
    /// Each coin waiting at a closed gate, which a cut would free.
    pub(crate) waiting: f32,
    /// Having cut, so the gate is open.
    pub(crate) gate_open: f32,
    /// Share of an opponent's coin's worth gained per unit chance of cutting it next turn, when
    /// I roll first.
    pub(crate) offense: f32,
    /// The same when they roll first, and may move it away or cut first.
    pub(crate) offense_deferred: f32,
    /// A coin standing on a safe square.
    pub(crate) safe: f32,
    /// A coin still at home.
    pub(crate) home: f32,
    /// Reach over the opponent's whole next turn (a chain of throws), not just their next throw.
    pub(crate) whole_turn: bool,
    /// Sees the danger squares' threat: under danger squares (Classic, Custom), a coin on the
    /// square before its goal goes home when an opponent lands on theirs.
    pub(crate) danger: bool,
}

impl Weights {
    /// Medium's hand-tuned weights: it sees the opponent's next throw only.
    pub const MEDIUM: Self = Self {
        entered: 12.0,
        finished: 10.0,
        exposure: 1.0,
        exposure_deferred: 1.0,
        tempo: 5.0,
        waiting: 3.0,
        gate_open: 0.0,
        offense: 1.0,
        offense_deferred: 1.0,
        safe: 0.0,
        home: 0.0,
        whole_turn: false,
        danger: false,
    };

    /// The tournament reference's cloth-board weights, tuned by tournaments against Medium
    /// (docs/AI.md, "What Hard judges by"); they see whole turns. They never change, so that
    /// every change to Hard is measured against the same player.
    const REFERENCE: Self = Self {
        entered: 14.0,
        finished: 13.0,
        exposure: 1.0,
        exposure_deferred: 1.0,
        tempo: 5.0,
        waiting: 3.0,
        gate_open: 2.0,
        offense: 0.5,
        offense_deferred: 0.5,
        safe: 2.0,
        home: 2.0,
        whole_turn: true,
        danger: false,
    };

    /// Hard's cloth-board weights: a threat counts by who rolls first. Whoever rolls next can
    /// make their chances of cutting good before the threatened coin moves, so those count at
    /// the coin's whole worth; the other side's threats count at half, since the coin may first
    /// move away, or its owner cut first (docs/AI.md, "Strength": each ahead against the
    /// reference on practice seeds, the first against Medium too). They see the danger squares'
    /// threat, which the reference's weights miss (docs/AI.md, "What Hard judges by").
    pub const HARD: Self = Self {
        offense: 1.0,
        exposure_deferred: 0.5,
        danger: true,
        ..Self::REFERENCE
    };

    /// Hard's weights for Thayam, where everything waits on the gate: until a player cuts,
    /// their pawns queue at the end of the outer ring, one to a square, so an open gate is worth
    /// far more than in Dhayam, and being cut (which may open the opponent's gate and needs a
    /// 1 to come back) costs more. Tuned by tournaments against Medium
    /// (docs/AI.md, "What Hard judges by"). Two-player Thayam as preset uses the learned win
    /// chance instead; these judge the rest.
    pub const HARD_THAYAM: Self = Self {
        gate_open: 40.0,
        exposure: 1.5,
        ..Self::REFERENCE
    };

    /// The tournament reference's weights for `rules`' board: [`Self::REFERENCE`] on the cloth
    /// board, Hard's own on the 7x7 board.
    #[cfg(feature = "research")]
    const fn reference(rules: &RuleSet) -> Self {
        match rules.board {
            BoardKind::Cloth => Self::REFERENCE,
            BoardKind::Grid => Self::HARD_THAYAM,
        }
    }

    /// Hard's weights for `rules`' board.
    pub const fn hard(rules: &RuleSet) -> Self {
        match rules.board {
            BoardKind::Cloth => Self::HARD,
            BoardKind::Grid => Self::HARD_THAYAM,
        }
    }
}

/// Scores positions for one rule set.
#[derive(Clone, Debug)]
pub struct Evaluator {
    reach: Arc<Reach>,
    weights: Weights,
    /// What judges a position that is not over.
    judge: Judge,
}

/// What judges a position.
#[derive(Clone, Copy, Debug)]
enum Judge {
    /// The weights.
    Weights,
    /// The network learned for two-player, four-pawn Thayam as preset (`value.rs`).
    PresetThayam,
    /// The network learned for every Thayam rule set (`family.rs`), with the weights chosen
    /// for these rules.
    Thayam(family::Network<'static>),
    /// The weights read as a win chance and corrected by the networks learned for the game
    /// (`cloth::models_for`).
    Cloth(&'static [cloth::LaidModel]),
}

/// A score beyond any position's: the game is won.
pub const WON: f32 = 1.0e6;

impl Evaluator {
    /// An evaluator for `position`'s rules.
    pub fn new(position: &Position, weights: Weights) -> Self {
        let rules = position.rules();
        Self {
            reach: Reach::of(rules.roll_again(), rules.entry, weights.whole_turn),
            weights,
            judge: Judge::Weights,
        }
    }

    /// Hard's evaluator for `position`'s rules: a learned win chance on the 7x7 board — the
    /// preset's own network for two players with four pawns as preset (the family's played
    /// 48.9% against it there, docs/AI.md, "Strength"), the family's for every other Thayam rule
    /// set (in four-player Thayam as preset, its copy trained on for that game) — Hard's
    /// weights corrected by the learned models where the cloth-board game has them
    /// (`cloth::models_for`), else Hard's weights.
    pub fn hard(position: &Position) -> Self {
        let rules = position.rules();
        let judge = if value::applies(rules) {
            Judge::PresetThayam
        } else if family::applies(rules) {
            Judge::Thayam(family::Network(family::weights_for(rules)))
        } else if let Some(models) = cloth::models_for(rules) {
            Judge::Cloth(models)
        } else {
            Judge::Weights
        };
        Self {
            judge,
            ..Self::new(position, Weights::hard(rules))
        }
    }

    /// The tournament reference's evaluator: the preset's network in two-player, four-pawn
    /// Thayam, else the reference's weights ([`Weights::reference`]), never a learned model.
    #[cfg(feature = "research")]
    pub(super) fn reference(position: &Position) -> Self {
        let rules = position.rules();
        let judge = if value::applies(rules) {
            Judge::PresetThayam
        } else {
            Judge::Weights
        };
        Self {
            judge,
            ..Self::new(position, Weights::reference(rules))
        }
    }

    /// How good `position` is for `me`: [`WON`] when I have won, `-WON` when I have lost, else
    /// my standing less the best opponent's in steps, or a learned chance of winning on the
    /// scale from `-WON` to `WON`.
    pub fn evaluate(&self, position: &Position, me: Player) -> f32 {
        if position.phase() == Phase::Over || position.is_finished(me) {
            return match position.winner() {
                Some(winner) if winner == me => WON,
                Some(_) if position.is_finished(me) => WON / 2.0,
                Some(_) => -WON,
                None => 0.0,
            };
        }
        let threats = self.threats(position);
        // A learned chance goes on the scale of a won game, so that a win found in the search
        // counts as certain.
        let chance = match self.judge {
            Judge::Weights => return self.weighed(position, me, &threats),
            Judge::PresetThayam => value::win_chance(&threats, position, me),
            Judge::Thayam(network) => family::win_chance(&threats, network, position, me),
            Judge::Cloth(models) => {
                let weighed = self.weighed(position, me, &threats);
                cloth::win_chance(models, &threats, weighed, position, me)
            }
        };
        WON * (2.0 * chance - 1.0)
    }

    /// How good `position` (not over) is for `me` by the weights alone, in steps: my standing
    /// less the best opponent's, their coins under `threats`.
    pub(super) fn weighed(&self, position: &Position, me: Player, threats: &Threats) -> f32 {
        let w = &self.weights;
        let mine = self.standing(position, me, (w.exposure, w.exposure_deferred), threats);
        let best_other = position
            .players()
            .filter(|&q| q != me && !position.is_finished(q))
            .map(|q| self.standing(position, q, (w.offense, w.offense_deferred), threats))
            .fold(f32::NEG_INFINITY, f32::max);
        mine - if best_other.is_finite() {
            best_other
        } else {
            0.0
        }
    }

    /// How well `player` stands, in steps, counting each coin's chance of being cut (from
    /// `threats`) at `exposure`'s first share of its worth if an opponent rolls first, its
    /// second if `player` does.
    fn standing(
        &self,
        position: &Position,
        player: Player,
        exposure: (f32, f32),
        threats: &Threats,
    ) -> f32 {
        let lookup = &position.board.lookup;
        let goal = lookup.goal;
        let gate_closed = position.gate_closed(player);
        let w = &self.weights;
        let to_act = match position.phase() {
            Phase::Roll(p) | Phase::Move(p) => Some(p),
            Phase::ThrowOff { .. } | Phase::Over => None,
        };
        let exposure = if to_act == Some(player) {
            exposure.1
        } else {
            exposure.0
        };
        let mut total = 0.0;
        let chances = threats.to(player);
        for (&raw, &chance) in position.coins_of(player).iter().zip(chances) {
            let raw = raw & !FROZEN;
            if raw == 0 {
                total -= w.home;
                continue;
            }
            let index = raw - 1;
            if index == goal {
                total += f32::from(goal) + w.entered + w.finished;
                continue;
            }
            let worth =
                w.entered + f32::from(index.min(if gate_closed { lookup.gate } else { goal }));
            total += worth;
            if gate_closed && index == lookup.gate {
                total -= w.waiting;
            }
            total -= exposure * chance * worth;
            if lookup.safe[usize::from(position.square_at(player, index))] {
                total += w.safe;
            }
        }
        if position.rules().switches.must_cut_before_home && !gate_closed {
            total += w.gate_open;
        }
        if to_act == Some(player) {
            total += w.tempo;
        }
        total
    }

    /// Every coin's chance of being cut in the opponents' next turn.
    pub(super) fn threats(&self, position: &Position) -> Threats {
        let goal = position.board.lookup.goal;
        let mut threats = Threats([[0.0; MAX_COINS]; MAX_PLAYERS]);
        for player in position.players() {
            let chances = &mut threats.0[usize::from(player)];
            for (chance, &raw) in chances.iter_mut().zip(position.coins_of(player)) {
                let raw = raw & !FROZEN;
                if raw != 0 && raw - 1 != goal {
                    *chance = self.chance_of_cut(position, player, raw - 1);
                }
            }
        }
        threats
    }

    /// The chance that an opponent cuts `player`'s coin at path `index` in their next turn.
    pub(super) fn chance_of_cut(&self, position: &Position, player: Player, index: u8) -> f32 {
        let lookup = &position.board.lookup;
        let square = position.square_at(player, index);
        let s = usize::from(square);
        // A coin on its danger square is cut by an opponent landing on their own.
        let danger_index = position.danger_index().filter(|_| self.weights.danger);
        let danger = danger_index == Some(index);
        // Private squares are otherwise out of the opponents' reach.
        if !danger && (lookup.safe[s] || !lookup.shared[s]) {
            return 0.0;
        }
        let mut miss = 1.0;
        for q in position
            .players()
            .filter(|&q| q != player && !position.is_finished(q))
        {
            let seat = usize::from(position.seat(q));
            let target = if danger {
                danger_index
            } else {
                lookup.index_on_path(seat, square)
            };
            let Some(target) = target else {
                continue;
            };
            if position.gate_closed(q) && target > lookup.gate {
                continue;
            }
            let mut previous = u8::MAX;
            for &raw in position.coins_of(q) {
                let raw = raw & !FROZEN;
                if raw == previous {
                    continue;
                }
                previous = raw;
                let chance = match raw {
                    0 => self.reach.from_home.get(usize::from(target)),
                    _ if raw - 1 < target => {
                        self.reach.from_board.get(usize::from(target - (raw - 1)))
                    }
                    _ => None,
                };
                miss *= 1.0 - chance.copied().unwrap_or(0.0);
            }
        }
        1.0 - miss
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Traditional, 6 coins: each side's two coins out on the frame, in reach of the other's.
    const FACING: &str = "dhayam 1
rules traditional players=2 coins=6 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=on coin-can-move-after-cutting=on coin-can-stack-on-common-path=on move-after-each-roll=off jump-and-go=off roll-1-then-5-releases-two=off danger-squares=off home-grants-extra-roll=on safe-squares=closed
p1 cut=no home*4 36 37
p2 cut=no home*4 39 40
turn p2 roll
places -
sticks 1 0
";

    /// What `player`'s coins stand to lose to cuts next turn, at their whole worth, by Hard's
    /// reach.
    fn at_stake(position: &Position, player: Player) -> f32 {
        let hard = Evaluator::hard(position);
        position
            .coins_of(player)
            .iter()
            .filter(|&&raw| raw != 0)
            .map(|&raw| {
                let index = raw - 1;
                hard.chance_of_cut(position, player, index)
                    * (Weights::HARD.entered + f32::from(index))
            })
            .sum()
    }

    #[test]
    fn hard_counts_a_threat_at_a_coins_whole_worth_when_its_maker_rolls_first_and_half_when_not() {
        // p2 is to roll.
        let position = Position::from_notation(FACING).expect("the test's notation");
        let hard = Evaluator::hard(&position);
        let reference = Evaluator::reference(&position);
        let (p1_stake, p2_stake) = (at_stake(&position, 0), at_stake(&position, 1));
        assert!(
            p1_stake > 0.0 && p2_stake > 0.0,
            "each side threatens the other"
        );
        // The reference counts the judging side's threats at half and the other side's at
        // whole worth, whoever rolls. From p1's side Hard's weights count them the same: p2
        // rolls first. (In Traditional with six coins Hard reads its weights' judgement as a
        // chance, corrected by the learned model, `cloth.rs`; the weights' own are compared.)
        let gain =
            hard.weighed(&position, 0, &hard.threats(&position)) - reference.evaluate(&position, 0);
        assert!(gain.abs() < 1e-3, "p1's view differs by {gain} steps");
        // From p2's side, Hard counts p2's threats at whole worth (p2 rolls first, the
        // reference: half), and p1's at half (the reference: whole worth).
        let gain =
            hard.weighed(&position, 1, &hard.threats(&position)) - reference.evaluate(&position, 1);
        let expected = 0.5 * p1_stake + 0.5 * p2_stake;
        assert!(
            (gain - expected).abs() < 1e-3,
            "Hard values p2's view {gain} steps above the reference, not {expected}"
        );
    }

    #[test]
    fn hard_sees_a_coin_on_its_danger_square_cut_by_the_opponent_landing_on_theirs() {
        // Classic: p1's coin waits on its danger square (49, a 1 short of the Oval); p2's
        // stands two short of theirs (73).
        let at = |rules: &str, p2: &str| {
            Position::from_notation(&format!(
                "dhayam 1\nrules {rules} coins=6\np1 cut=yes home*5 49\np2 {p2}\nturn p1 roll\nplaces -\nsticks 1 0\n"
            ))
            .expect("the test's notation")
        };
        let position = at("classic", "cut=yes home*5 71");
        let hard = Evaluator::hard(&position);
        let goal = position.board.lookup.goal;
        let chance = hard.chance_of_cut(&position, 0, goal - 1);
        let two_steps = hard.reach.from_board[2];
        assert!(two_steps > 0.0);
        assert!(
            (chance - two_steps).abs() < 1e-6,
            "p2 lands on 73 with chance {two_steps}, not {chance}"
        );
        // The reference's weights do not see it; nor does Hard while p2's gate is
        // closed, since 73 lies past it: a coin at the gate (32) waits there, though a whole
        // turn could carry it the 19 steps.
        let reference = Evaluator::reference(&position);
        assert_eq!(reference.chance_of_cut(&position, 0, goal - 1), 0.0);
        let closed = at("classic", "cut=no home*5 32");
        assert!(hard.reach.from_board[19] > 0.0);
        assert_eq!(hard.chance_of_cut(&closed, 0, goal - 1), 0.0);
        // Without danger squares (Traditional) the square is out of reach.
        let traditional = at("traditional", "cut=yes home*5 71");
        let hard = Evaluator::hard(&traditional);
        assert_eq!(hard.chance_of_cut(&traditional, 0, goal - 1), 0.0);
    }

    #[test]
    fn hard_judges_traditional_and_classic_at_every_coin_count_by_learned_models_and_thayam_as_before()
     {
        let judge = |rules: RuleSet| {
            let position = Position::new(rules, 3).expect("a preset's rules");
            Evaluator::hard(&position).judge
        };
        let rules = cloth::as_preset(crate::rules::Preset::Traditional, 6);
        assert!(matches!(judge(rules), Judge::Cloth([_])));
        let twelve = crate::rules::Preset::Traditional.rules();
        assert!(matches!(judge(twelve), Judge::Cloth([_])), "12 coins");
        let classic = cloth::as_preset(crate::rules::Preset::Classic, 6);
        assert!(
            matches!(judge(classic), Judge::Cloth([_, _, _, _])),
            "Classic"
        );
        let four = RuleSet {
            coins: 4,
            ..classic
        };
        assert!(matches!(judge(four), Judge::Cloth([_])), "Classic, 4 coins");
        let twelve = RuleSet {
            coins: 12,
            ..classic
        };
        assert!(
            matches!(judge(twelve), Judge::Cloth([_])),
            "Classic, 12 coins"
        );
        assert!(matches!(
            judge(crate::rules::Preset::Thayam.rules()),
            Judge::PresetThayam
        ));
        // The reference keeps the weights.
        for rules in [rules, classic] {
            let position = Position::new(rules, 3).expect("a preset's rules");
            assert!(matches!(
                Evaluator::reference(&position).judge,
                Judge::Weights
            ));
        }
    }

    #[test]
    fn the_reference_keeps_its_fixed_weights() {
        let rules = crate::rules::Preset::Traditional.rules();
        let weights = Weights::reference(&rules);
        assert_eq!(
            (
                weights.entered,
                weights.finished,
                weights.exposure,
                weights.exposure_deferred,
                weights.offense,
                weights.offense_deferred
            ),
            (14.0, 13.0, 1.0, 1.0, 0.5, 0.5)
        );
        assert_eq!(
            (
                weights.tempo,
                weights.waiting,
                weights.gate_open,
                weights.safe,
                weights.home
            ),
            (5.0, 3.0, 2.0, 2.0, 2.0)
        );
        assert_eq!(
            Weights::hard(&rules),
            Weights {
                offense: 1.0,
                exposure_deferred: 0.5,
                danger: true,
                ..weights
            }
        );
        assert!(
            !weights.danger,
            "the reference is blind to the danger squares' threat"
        );
    }
}
