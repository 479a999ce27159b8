//! How likely a player is to move one coin exactly `d` steps in their next turn (or, for the
//! Medium player, their next throw), from the exact stick probabilities: the computer players'
//! measure of threat and exposure.
//!
//! A turn is a chain of throws: roll-again throws, then one plain throw. Any subset of the
//! chain's values can carry one coin (in any order when banked; one after another otherwise), so
//! a coin `d` steps behind a square can reach it when some subset sums to `d`. A coin at home
//! first needs an entry value, then the rest. Chains longer than six throws (under 0.5% of turns)
//! are left out.

use std::sync::{Arc, Mutex, PoisonError};

use crate::rules::ThrowSet;
use crate::sticks::{THROW_SIXTEENTHS, THROW_VALUES};

/// Longest distance tabled: six throws of 12.
pub const MAX_DISTANCE: usize = 73;

/// Longest chain enumerated.
const MAX_CHAIN: usize = 6;

/// For one rule set's entry and roll-again throws: the chance of reaching each distance.
#[derive(Debug, PartialEq)]
pub struct Reach {
    /// Whether chains of throws count, or only the next throw.
    whole_turn: bool,
    roll_again: ThrowSet,
    entry: ThrowSet,
    /// `from_board[d]`: chance a coin on the board can move exactly `d` steps this turn.
    pub from_board: [f32; MAX_DISTANCE + 1],
    /// `from_home[k]`: chance a coin at home can come out and reach path index `k` this turn.
    pub from_home: [f32; MAX_DISTANCE + 1],
}

impl Reach {
    /// The table for these throws, over a whole turn or the next throw only, computed once per
    /// combination and shared.
    pub fn of(roll_again: ThrowSet, entry: ThrowSet, whole_turn: bool) -> Arc<Self> {
        static CACHE: Mutex<Vec<Arc<Reach>>> = Mutex::new(Vec::new());
        let mut cache = CACHE.lock().unwrap_or_else(PoisonError::into_inner);
        let same = |r: &&Arc<Self>| {
            r.roll_again == roll_again && r.entry == entry && r.whole_turn == whole_turn
        };
        if let Some(reach) = cache.iter().find(same) {
            return Arc::clone(reach);
        }
        let reach = Arc::new(Self::compute(roll_again, entry, whole_turn));
        cache.push(Arc::clone(&reach));
        reach
    }

    fn compute(roll_again: ThrowSet, entry: ThrowSet, whole_turn: bool) -> Self {
        let mut reach = Self {
            whole_turn,
            roll_again,
            entry,
            from_board: [0.0; MAX_DISTANCE + 1],
            from_home: [0.0; MAX_DISTANCE + 1],
        };
        let mut chain = Vec::with_capacity(MAX_CHAIN);
        reach.extend(&mut chain, 1.0);
        reach
    }

    /// Add every chain that starts with `chain` (of probability `chance`).
    fn extend(&mut self, chain: &mut Vec<u8>, chance: f64) {
        for (value, sixteenths) in THROW_VALUES.into_iter().zip(THROW_SIXTEENTHS) {
            let chance = chance * f64::from(sixteenths) / 16.0;
            chain.push(value);
            let longest = if self.whole_turn { MAX_CHAIN } else { 1 };
            if self.roll_again.contains(value) && chain.len() < longest {
                self.extend(chain, chance);
            } else if !self.roll_again.contains(value) || chain.len() >= longest {
                self.add(chain, chance);
            }
            chain.pop();
        }
    }

    /// Count a finished chain towards every distance its values can make.
    fn add(&mut self, chain: &[u8], chance: f64) {
        let board = subset_sums(chain);
        let mut home: u128 = 0;
        for (i, &value) in chain.iter().enumerate() {
            if self.entry.contains(value) {
                let rest: Vec<u8> = chain
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &v)| v)
                    .collect();
                home |= subset_sums(&rest);
            }
        }
        for d in 0..=MAX_DISTANCE {
            if board >> d & 1 != 0 {
                self.from_board[d] += chance as f32;
            }
            if home >> d & 1 != 0 {
                self.from_home[d] += chance as f32;
            }
        }
    }
}

/// A bit for each sum some subset of `values` makes (the empty subset makes 0).
fn subset_sums(values: &[u8]) -> u128 {
    values
        .iter()
        .fold(1u128, |sums, &value| sums | sums << value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_turn_reaches_two_three_or_four_with_their_chances() {
        let reach = Reach::of(ThrowSet::of(&[1, 5, 6, 12]), ThrowSet::of(&[1]), true);
        // A 4 comes as a plain throw (3/16), or as 1+3 after a first 1, among others.
        assert!(reach.from_board[4] > 3.0 / 16.0);
        assert!(reach.from_board[2] >= 3.0 / 16.0);
        // Nothing can move a coin 0 steps.
        assert!(reach.from_board[1] > 0.0 && reach.from_board[1] < 0.5);
        assert!(reach.from_home[0] > 2.0 / 16.0 * 0.99);
    }
}
