//! The opponent's answer in banked games: what a position where an opponent is about to roll is
//! worth once they have thrown their chain and played it.
//!
//! A banked turn is a chain of throws, each roll-again throw followed by another, ending with a
//! plain one; only then are the values played. So the position the search likes at the end of
//! my bank meets, next, a whole bank of the opponent's. This weighs every chain of up to a few
//! roll-again throws by its exact chance (chains that differ only in order make the same bank
//! and are played once), lets the opponent play each bank value by value with the move worst
//! for me, and averages the evaluation of the results. Longer chains (about 5% of turns for
//! three roll-again throws with four roll-again values) keep the position's own evaluation.

use super::key::{ByKey, key};
use super::medium::best_next;
use super::tally::Tally;
use crate::event::{Player, Silent};
use crate::position::{Phase, Position};
use crate::sticks::{THROW_SIXTEENTHS, THROW_VALUES, Throw};

/// Roll-again throws followed before a chain is cut short.
pub(super) const ROLL_AGAINS: u8 = 2;

/// Weighs the opponents' answers for one player, counting the evaluations it spends in the
/// decision's tally, so that a caller can stop within its budget.
pub(super) struct Reply<'a> {
    pub(super) tally: &'a Tally<'a>,
}

impl Reply<'_> {
    /// What `position` is worth to me once the opponent to roll has thrown and played their
    /// chain; where I am to roll, or no one is, its evaluation.
    pub(super) fn value(&self, position: &Position) -> f32 {
        let here = self.tally.evaluate(position);
        let Phase::Roll(them) = position.phase() else {
            return here;
        };
        if them == self.tally.me() || !position.rules().banked() {
            return here;
        }
        // Chains still rolling, and banks thrown, each with its chance; positions reached by
        // throws in another order are merged (kept in first-reached order, so that the sum
        // is always added up the same way).
        let mut rolling = vec![(position.clone(), 1.0_f32)];
        let mut thrown = Merged::default();
        let mut total = 0.0;
        for depth in 0..=ROLL_AGAINS {
            let mut still = Merged::default();
            for (start, chance) in &rolling {
                for (value, sixteenths) in THROW_VALUES.into_iter().zip(THROW_SIXTEENTHS) {
                    let chance = chance * sixteenths as f32 / 16.0;
                    let mut next = start.clone();
                    next.take_throw(them, throw_of(value), &mut Silent);
                    match next.phase() {
                        Phase::Roll(p) if p == them && depth == ROLL_AGAINS => {
                            total += chance * here;
                        }
                        Phase::Roll(p) if p == them => still.add(next, chance),
                        _ => thrown.add(next, chance),
                    }
                }
            }
            rolling = still.entries;
        }
        for (bank, chance) in thrown.entries {
            total += chance * self.answered(bank, them);
        }
        total
    }

    /// My evaluation after `them` plays the bank in `position` with the moves worst for me,
    /// one value at a time.
    fn answered(&self, mut position: Position, them: Player) -> f32 {
        // The evaluation of where the last choice led, when it was one: already made.
        let mut judged = None;
        while position.phase() == Phase::Move(them) {
            let moves = position.legal_moves();
            if let [only] = moves[..] {
                position.play_legal(them, only, &mut Silent);
                judged = None;
                continue;
            }
            let Some(best) = best_next(&position, |next| -self.tally.evaluate(next)) else {
                break;
            };
            position = best.next;
            judged = Some(-best.score);
        }
        match judged {
            Some(value) => {
                // Counted as judged again, so the budget still buys what it did.
                self.tally.count();
                value
            }
            None => self.tally.evaluate(&position),
        }
    }
}

/// Positions with their chances, one entry per position however often it was reached.
#[derive(Default)]
struct Merged {
    entries: Vec<(Position, f32)>,
    index: ByKey<u64, usize>,
}

impl Merged {
    fn add(&mut self, position: Position, chance: f32) {
        let k = key(&position);
        if let Some(&i) = self.index.get(&k) {
            self.entries[i].1 += chance;
        } else {
            self.index.insert(k, self.entries.len());
            self.entries.push((position, chance));
        }
    }
}

/// A throw of `value` (its faces matter only for drawing).
pub(super) fn throw_of(value: u8) -> Throw {
    match value {
        12 => Throw { faces: [0, 0] },
        v => Throw {
            faces: [v.min(3), v - v.min(3)],
        },
    }
}
