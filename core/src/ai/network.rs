//! The networks Hard judges by: a player's description (the numbers every learned model reads),
//! the small network that scores one description beside another (its layers and forward pass,
//! unit after unit as training keeps it, [`Network`], and laid out for judging, [`Laid`]), and
//! the logistic that makes a score a chance, and the reading of a network's file
//! (`weights/*.bin`). The models (`value.rs`, `cloth.rs`, `family.rs`) and their training use
//! them.

use crate::event::Player;
use crate::position::{FROZEN, MAX_PLAYERS, Phase, Position};
use crate::rules::MAX_COINS;

/// Numbers describing one player.
pub(super) const FEATURES: usize = 18;

/// The network's inputs: the player judged, then the opponent.
pub(super) const INPUTS: usize = 2 * FEATURES;

/// Hidden units, each the softsign x / (1 + |x|) of its sum: as good as tanh here, and cheap.
pub(super) const HIDDEN: usize = 16;

/// Parameters of one hidden unit: its bias, a weight per input, its weight in the score.
pub(super) const UNIT: usize = INPUTS + 2;

/// All parameters, unit after unit.
pub(super) const PARAMS: usize = HIDDEN * UNIT;

/// Every coin's chance of being cut in the opponents' next turn, by player and coin (none for a
/// coin at home or at the goal): what the weights' exposure and the networks' descriptions both
/// read, worked out once for a position (`Evaluator::threats`).
pub(super) struct Threats(pub(super) [[f32; MAX_COINS]; MAX_PLAYERS]);

impl Threats {
    /// `player`'s coins' chances, in the order of [`Position::coins_of`].
    pub(super) fn to(&self, player: Player) -> &[f32; MAX_COINS] {
        &self.0[usize::from(player)]
    }
}

/// What a description's seventeenth number counts. On the cloth board a danger square (the last
/// before the Oval, under danger squares) is a crossed square, which the board marks safe: there
/// the mark counts as sheltered the coin most exposed of all, sent home when an opponent lands
/// on their own (docs/AI.md, "What Hard judges by").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SafeCount {
    /// Coins on the squares the board marks safe: the Thayam networks and every cloth-board
    /// model but those counting the danger square.
    Marked,
    /// Coins on their owner's danger square, under danger squares (none without them).
    Danger,
}

/// The descriptions of `me` and of the opponent, their coins under `threats`.
pub(super) fn describe(
    position: &Position,
    me: Player,
    threats: &Threats,
    safe: SafeCount,
) -> ([f32; FEATURES], [f32; FEATURES]) {
    let other = position.players().find(|&q| q != me).unwrap_or(me);
    (
        features(position, me, threats, safe),
        features(position, other, threats, safe),
    )
}

/// The numbers describing `player`, their coins under `threats`, the seventeenth counting as
/// `safe` says.
pub(super) fn features(
    position: &Position,
    player: Player,
    threats: &Threats,
    safe: SafeCount,
) -> [f32; FEATURES] {
    let lookup = &position.board.lookup;
    let goal = lookup.goal;
    let pawn = 1.0 / f32::from(position.rules().coins);
    let path = 1.0 / f32::from(goal + 1);
    let mut f = [0.0; FEATURES];
    let mut miss_all = 1.0;
    for (&raw, &chance) in position.coins_of(player).iter().zip(threats.to(player)) {
        let raw = raw & !FROZEN;
        if raw == 0 {
            f[0] += pawn;
            continue;
        }
        let index = raw - 1;
        f[11] += f32::from(raw) * path * pawn;
        if index == goal {
            f[1] += pawn;
            continue;
        }
        let stretch = stretch(index, lookup.gate, goal);
        f[2 + stretch] += pawn;
        f[13] += chance;
        f[14] += chance * f32::from(raw) * path;
        miss_all *= 1.0 - chance;
        let counted = match safe {
            SafeCount::Marked => lookup.safe[usize::from(position.square_at(player, index))],
            SafeCount::Danger => position.danger_index() == Some(index),
        };
        if counted {
            f[16] += pawn;
        }
    }
    f[12] = f32::from(u8::from(!position.gate_closed(player)));
    f[15] = 1.0 - miss_all;
    let rolls_next = matches!(position.phase(), Phase::Roll(p) | Phase::Move(p) if p == player);
    f[17] = f32::from(u8::from(rolls_next));
    f
}

/// Which of nine stretches of the path `index` (short of the goal) falls in: the way to the
/// gate in four, the gate its own, the rest in four. On the 7x7 board they end at indices 6,
/// 12, 18, the gate 23, then 30, 36, 42 and the goal 48; on the cloth board at 15, 30, 45, the
/// gate 59, then 65, 70, 75 and the Oval 79.
fn stretch(index: u8, gate: u8, goal: u8) -> usize {
    let (index, gate, goal) = (usize::from(index), usize::from(gate), usize::from(goal));
    match index.cmp(&gate) {
        std::cmp::Ordering::Less => index * 4 / gate,
        std::cmp::Ordering::Equal => 4,
        std::cmp::Ordering::Greater => 5 + ((index - gate - 1) * 4 / (goal - gate - 1)).min(3),
    }
}

/// A network's parameters, laid out as [`PARAMS`] says.
#[derive(Clone, Copy)]
pub(super) struct Network<'a>(pub(super) &'a [f32; PARAMS]);

impl Network<'_> {
    /// The chance that the first-described player wins, as the network learns.
    #[cfg(any(test, feature = "train"))]
    pub(super) fn win_chance(&self, mine: &[f32; FEATURES], theirs: &[f32; FEATURES]) -> f32 {
        let (ahead, behind) = self.scores(mine, theirs, &mut [0.0; HIDDEN], &mut [0.0; HIDDEN]);
        logistic(ahead - behind)
    }

    /// The score of `first` beside `second` and that of `second` beside `first`, keeping each
    /// hidden unit's output for the two in `ahead` and `behind`.
    pub(super) fn scores(
        &self,
        first: &[f32; FEATURES],
        second: &[f32; FEATURES],
        ahead: &mut [f32; HIDDEN],
        behind: &mut [f32; HIDDEN],
    ) -> (f32, f32) {
        // One pass serves both orderings, each weight read once for the two; every unit's sums
        // advance together, input by input, so that no unit waits on the last addition of
        // another, and each still adds in input order, as training did. An input that is zero
        // for both players adds nothing (a zero, which leaves any sum as it was) and is skipped.
        let mut sums = [[-0.0_f32; HIDDEN]; 4];
        for (i, (&a, &b)) in first.iter().zip(second).enumerate() {
            if a == 0.0 && b == 0.0 {
                continue;
            }
            let [first_own, second_beside, second_own, first_beside] = &mut sums;
            for (j, unit) in self.units().enumerate() {
                let (own, beside) = (unit[1 + i], unit[1 + FEATURES + i]);
                first_own[j] += own * a;
                second_beside[j] += beside * b;
                second_own[j] += own * b;
                first_beside[j] += beside * a;
            }
        }
        let mut scores = (0.0, 0.0);
        for (j, unit) in self.units().enumerate() {
            let weight = unit[INPUTS + 1];
            let sum = unit[0] + sums[0][j] + sums[1][j];
            ahead[j] = sum / (1.0 + sum.abs());
            scores.0 += weight * ahead[j];
            let sum = unit[0] + sums[2][j] + sums[3][j];
            behind[j] = sum / (1.0 + sum.abs());
            scores.1 += weight * behind[j];
        }
        scores
    }

    /// Each hidden unit's parameters.
    fn units(&self) -> std::slice::ChunksExact<'_, f32> {
        self.0.chunks_exact(UNIT)
    }
}

/// A network's parameters laid out for judging, input by input: each input's weights for every
/// hidden unit side by side, so that one input advances all sixteen units' sums in a few vector
/// operations, where the layout learning keeps (unit after unit, [`Network`]) reads them one at
/// a time, 38 apart. Each sum still adds in input order, so its scores are [`Network::scores`]'s
/// to the bit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Laid {
    bias: [f32; HIDDEN],
    own: [[f32; HIDDEN]; FEATURES],
    beside: [[f32; HIDDEN]; FEATURES],
    out: [f32; HIDDEN],
}

impl Laid {
    /// `params`, laid out as [`PARAMS`] says, laid out for judging.
    pub(super) const fn of(params: &[f32; PARAMS]) -> Self {
        let mut laid = Self {
            bias: [0.0; HIDDEN],
            own: [[0.0; HIDDEN]; FEATURES],
            beside: [[0.0; HIDDEN]; FEATURES],
            out: [0.0; HIDDEN],
        };
        let mut j = 0;
        while j < HIDDEN {
            let unit = j * UNIT;
            laid.bias[j] = params[unit];
            laid.out[j] = params[unit + INPUTS + 1];
            let mut i = 0;
            while i < FEATURES {
                laid.own[i][j] = params[unit + 1 + i];
                laid.beside[i][j] = params[unit + 1 + FEATURES + i];
                i += 1;
            }
            j += 1;
        }
        laid
    }

    /// The score of `first` beside `second` and that of `second` beside `first`, as
    /// [`Network::scores`] works them out.
    pub(super) fn scores(&self, first: &[f32; FEATURES], second: &[f32; FEATURES]) -> (f32, f32) {
        let mut sums = [[-0.0_f32; HIDDEN]; 4];
        for (i, (&a, &b)) in first.iter().zip(second).enumerate() {
            if a == 0.0 && b == 0.0 {
                continue;
            }
            let [first_own, second_beside, second_own, first_beside] = &mut sums;
            let (own, beside) = (&self.own[i], &self.beside[i]);
            for j in 0..HIDDEN {
                first_own[j] += own[j] * a;
                second_beside[j] += beside[j] * b;
                second_own[j] += own[j] * b;
                first_beside[j] += beside[j] * a;
            }
        }
        let [first_own, second_beside, second_own, first_beside] = sums;
        let mut scores = (0.0, 0.0);
        for (j, (&bias, &weight)) in self.bias.iter().zip(&self.out).enumerate() {
            let sum = bias + first_own[j] + second_beside[j];
            scores.0 += weight * (sum / (1.0 + sum.abs()));
            let sum = bias + second_own[j] + first_beside[j];
            scores.1 += weight * (sum / (1.0 + sum.abs()));
        }
        scores
    }
}

/// A network's parameters as its file holds them (`weights/*.bin`): `N` floats, each four
/// bytes, little-endian, and nothing else. Decoded when the program is compiled, so a file of
/// another length fails the build.
pub(super) const fn network<const N: usize>(file: &[u8]) -> [f32; N] {
    assert!(
        file.len() == 4 * N,
        "a network's file holds its parameters, four bytes each, and nothing else"
    );
    floats(file, 0)
}

/// The `N` floats of `file` from float `first` on, each four bytes, little-endian.
pub(super) const fn floats<const N: usize>(file: &[u8], first: usize) -> [f32; N] {
    let mut floats = [0.0; N];
    let mut i = 0;
    while i < N {
        let at = 4 * (first + i);
        floats[i] = f32::from_le_bytes([file[at], file[at + 1], file[at + 2], file[at + 3]]);
        i += 1;
    }
    floats
}

/// A score as a chance: 1 / (1 + e^-x).
pub(super) fn logistic(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Evaluator;
    use crate::board::BoardKind;
    use crate::rules::{Preset, RuleSet};

    #[test]
    fn the_seventeenth_number_counts_coins_on_marked_squares_or_on_their_danger_square() {
        let p1_on_square_49 = |rules: &str| {
            let position = Position::from_notation(&format!(
                "dhayam 1\nrules {rules} coins=6\np1 cut=yes home*5 49\np2 cut=yes home*6\n\
                 turn p1 roll\nplaces -\nsticks 1 0\n"
            ))
            .expect("the test's notation");
            let threats = Evaluator::hard(&position).threats(&position);
            let counted = |safe| features(&position, 0, &threats, safe)[16];
            (counted(SafeCount::Marked), counted(SafeCount::Danger))
        };
        // Square 49 is crossed, so marked safe, and under danger squares it is Player 1's
        // danger square, the coin there the most exposed of all.
        assert_eq!(p1_on_square_49("classic"), (1.0 / 6.0, 1.0 / 6.0));
        assert_eq!(p1_on_square_49("traditional"), (1.0 / 6.0, 0.0));
    }

    #[test]
    fn the_path_falls_in_nine_stretches_the_gate_its_own() {
        let ends_of = |rules: RuleSet| {
            let position = Position::new(rules, 1).expect("a preset's rules");
            let lookup = &position.board.lookup;
            let stretches: Vec<usize> = (0..lookup.goal)
                .map(|index| stretch(index, lookup.gate, lookup.goal))
                .collect();
            // Where each stretch ends: the first index past it.
            (0..9)
                .map(|s| stretches.iter().rposition(|&t| t == s).map(|i| i + 1))
                .collect::<Vec<_>>()
        };
        let thayam = Preset::Thayam.rules();
        assert_eq!(thayam.board, BoardKind::Grid);
        let expected = [6, 12, 18, 23, 24, 30, 36, 42, 48].map(Some).to_vec();
        assert_eq!(ends_of(thayam), expected, "the 7x7 board, as learned");
        let cloth = [15, 30, 45, 59, 60, 65, 70, 75, 79].map(Some).to_vec();
        assert_eq!(
            ends_of(Preset::Traditional.rules()),
            cloth,
            "the cloth board"
        );
    }
}
