//! Jump & go's sums (docs/RULES.md, "Jump & go"; docs/RULES_DECISIONS.md 8): when no single banked
//! value can be played, one coin may move by the sum of two or more of them. This module owns which
//! sums a bank can make and which parts of it make a wanted sum.
//!
//! A bank may hold up to 255 of each of the seven values, so its parts (sub-multisets) can't be
//! listed one by one: forty each of six values already make 41^6 of them, about 4.7 billion.
//! (Under jump & go the position check refuses banks no chain makes, docs/RULES_DECISIONS.md 14,
//! which keeps the jumps to thousands; nothing here relies on that.)
//! Only a sum some coin can land with is worth anything, and no path is 128 steps long, so a set
//! of sums is a `u128` with a bit per sum. Whether the bank makes a wanted sum is then a bounded
//! subset sum over such masks, and the parts making wanted sums come from a walk over the counts
//! that never enters a branch whose sums all miss: its work follows the number of jumps found,
//! not the size of the bank.

use crate::bank::Values;
use crate::sticks::THROW_VALUES;

/// Sums are bits of a `u128`; from 128 steps on no coin lands, so larger sums are dropped.
const SUMS: u32 = u128::BITS;

impl Values {
    /// A bit for each sum below 128 that two or more of these values make.
    pub(crate) fn sums_of_two_or_more(&self) -> u128 {
        // The sums of exactly one, and of two or more, of the kinds of value seen so far (the
        // sum of none is 0 throughout). Taking one of a kind moves a sum up a class; taking
        // two or more lands it in the last.
        let (mut one, mut many) = (0u128, 0u128);
        for (value, count) in THROW_VALUES.into_iter().zip(self.counts()) {
            let (mut next_one, mut next_many) = (one, many);
            for k in 1..=u32::from(count) {
                let step = k * u32::from(value);
                if step >= SUMS {
                    break;
                }
                if k == 1 {
                    next_one |= 1 << step;
                    next_many |= (one | many) << step;
                } else {
                    next_many |= (1 | one | many) << step;
                }
            }
            (one, many) = (next_one, next_many);
        }
        many
    }

    /// Call `visit(part, sum)` for each part of two or more of these values whose sum has its
    /// bit in `wanted`, until it returns false; returns false if it was stopped.
    ///
    /// Parts come fewest 12s first, then among those fewest 6s, and so on down to the 1s: the
    /// order jump moves have always been listed in, which seeded random players, and so the
    /// replays of their games, depend on.
    pub(crate) fn each_part_summing_to(
        &self,
        wanted: u128,
        mut visit: impl FnMut(Self, u8) -> bool,
    ) -> bool {
        if wanted == 0 {
            return true;
        }
        let counts = self.counts();
        // below[i]: the sums any number of the values of kinds before i make (none included),
        // so that a branch is skipped as soon as every sum under it misses.
        let mut below = [1u128; 8];
        for (i, (value, count)) in THROW_VALUES.into_iter().zip(counts).enumerate() {
            let mut sums = below[i];
            for k in 1..=u32::from(count) {
                let step = k * u32::from(value);
                if step >= SUMS {
                    break;
                }
                sums |= below[i] << step;
            }
            below[i + 1] = sums;
        }
        let walk = Walk {
            counts,
            below,
            wanted,
            highest: SUMS - 1 - wanted.leading_zeros(),
        };
        walk.kinds(THROW_VALUES.len(), 0, 0, [0; 7], &mut visit)
    }
}

/// One walk over the parts of a bank.
struct Walk {
    /// How many of each value the bank holds.
    counts: [u8; 7],
    /// The sums the kinds before each index make, as in [`Values::each_part_summing_to`].
    below: [u128; 8],
    /// The sums worth making.
    wanted: u128,
    /// The largest of them.
    highest: u32,
}

// The walk ends on the 1s, whose wanted sums it reads straight off the mask.
const _: () = assert!(THROW_VALUES[0] == 1);

impl Walk {
    /// Choose how many of each of the first `kinds` kinds to take, the largest kind first, the
    /// rest being `taken` already: `len` values making `sum`. Visit each wanted part, as
    /// [`Values::each_part_summing_to`] does.
    fn kinds(
        &self,
        kinds: usize,
        sum: u32,
        len: u32,
        mut taken: [u8; 7],
        visit: &mut impl FnMut(Values, u8) -> bool,
    ) -> bool {
        let Some(kind) = kinds.checked_sub(1).filter(|&kind| kind > 0) else {
            // Taking k ones makes sum + k: the wanted sums from `sum` on, one bit each.
            let ones = u32::from(self.counts[0]);
            let mut hits = self.wanted >> sum;
            if ones + 1 < SUMS {
                hits &= (1 << (ones + 1)) - 1;
            }
            while hits != 0 {
                let k = hits.trailing_zeros();
                hits &= hits - 1;
                if len + k < 2 {
                    continue;
                }
                // At most the count of ones, and a wanted sum, below 128: the casts are exact.
                taken[0] = k as u8;
                if !visit(Values::from_counts(taken), (sum + k) as u8) {
                    return false;
                }
            }
            return true;
        };
        let value = u32::from(THROW_VALUES[kind]);
        for k in 0..=self.counts[kind] {
            let sum = sum + u32::from(k) * value;
            if sum > self.highest {
                break;
            }
            if (self.below[kind] << sum) & self.wanted == 0 {
                continue;
            }
            taken[kind] = k;
            if !self.kinds(kind, sum, len + u32::from(k), taken, visit) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every part of two or more values of `bank`, each once, in the order the move generator
    /// listed them before the walk: the reference the walk must match.
    fn every_part(bank: &Values) -> Vec<Values> {
        let mut all = vec![[0u8; 7]];
        for (i, count) in bank.counts().into_iter().enumerate() {
            let before = all.len();
            for taken in 1..=count {
                for j in 0..before {
                    let mut part = all[j];
                    part[i] = taken;
                    all.push(part);
                }
            }
        }
        all.into_iter()
            .map(Values::from_counts)
            .filter(|part| part.len() >= 2)
            .collect()
    }

    fn walked(bank: &Values, wanted: u128) -> Vec<Values> {
        let mut found = Vec::new();
        bank.each_part_summing_to(wanted, |part, sum| {
            assert_eq!(u32::from(sum), part.total());
            found.push(part);
            true
        });
        found
    }

    #[test]
    fn each_part_of_two_or_more_values_is_visited_once() {
        let bank = Values::of(&[5, 5, 3]);
        let found: Vec<String> = walked(&bank, u128::MAX)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(found, ["3,5", "5,5", "3,5,5"]);
    }

    #[test]
    fn the_walk_visits_the_parts_with_wanted_sums_in_the_order_of_listing_every_part() {
        // A small generator of its own, so the check can't share a bug with the engine's.
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..400 {
            let counts = std::array::from_fn(|_| (next() % 4) as u8);
            let bank = Values::from_counts(counts);
            let wanted = u128::from(next()) << 64 | u128::from(next());
            for wanted in [wanted, wanted & 0xffff_ffff, u128::MAX, 0] {
                let expected: Vec<Values> = every_part(&bank)
                    .into_iter()
                    .filter(|part| part.total() < 128 && wanted >> part.total() & 1 != 0)
                    .collect();
                assert_eq!(walked(&bank, wanted), expected, "{bank} within {wanted:#x}");
                let sums = expected
                    .iter()
                    .fold(0u128, |sums, part| sums | 1 << part.total());
                assert_eq!(bank.sums_of_two_or_more() & wanted, sums, "{bank}");
            }
        }
    }

    #[test]
    fn a_bank_of_255_of_each_value_is_walked_only_where_sums_are_wanted() {
        let bank = Values::from_counts([255; 7]);
        assert_eq!(bank.sums_of_two_or_more(), !0b11, "every sum from 2 on");
        // The sums 2 and 3: 1+1, 1+2 and 1+1+1.
        assert_eq!(walked(&bank, 0b1100).len(), 3);
        let mut visits = 0;
        assert!(!bank.each_part_summing_to(u128::MAX, |_, _| {
            visits += 1;
            visits < 10
        }));
        assert_eq!(visits, 10, "stops when told");
    }
}
