//! The bank: the values a player has thrown in a chain and not yet played.
//!
//! Values are played in any order, so the bank is a multiset. A 5 thrown straight after a 1
//! under "roll 1 then 5 releases two coins" can also bring a coin out; the bank counts those
//! fives apart and spends them last when a five only moves a coin.
//!
//! Each value is counted in a byte, so a bank holds at most 255 of it: a throw beyond that is
//! refused, and the chain stops rolling there (docs/RULES_DECISIONS.md 14).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::sticks::{THROW_VALUES, value_index};

/// A multiset of throw values.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Values {
    counts: [u8; 7],
}

impl Values {
    /// The multiset holding `values`; values no throw can have, and any beyond 255 of one
    /// value, are left out.
    #[must_use]
    pub fn of(values: &[u8]) -> Self {
        let mut bag = Self::default();
        for &value in values {
            bag.add(value);
        }
        bag
    }

    /// The multiset with `counts[i]` of `THROW_VALUES[i]`.
    pub(crate) const fn from_counts(counts: [u8; 7]) -> Self {
        Self { counts }
    }

    /// Add one `value`; returns false, changing nothing, if no throw has that value or there are
    /// already 255 of it.
    #[inline]
    pub fn add(&mut self, value: u8) -> bool {
        let Some(count) = value_index(value).map(|i| &mut self.counts[i]) else {
            return false;
        };
        match count.checked_add(1) {
            Some(more) => {
                *count = more;
                true
            }
            None => false,
        }
    }

    /// Remove one `value`; returns whether there was one.
    #[inline]
    pub fn remove(&mut self, value: u8) -> bool {
        match value_index(value) {
            Some(i) if self.counts[i] > 0 => {
                self.counts[i] -= 1;
                true
            }
            _ => false,
        }
    }

    /// How many of each value there are, in the order of [`THROW_VALUES`].
    #[must_use]
    pub const fn counts(&self) -> [u8; 7] {
        self.counts
    }

    /// How many of `value` there are.
    #[must_use]
    #[inline]
    pub fn count(&self, value: u8) -> u8 {
        value_index(value).map_or(0, |i| self.counts[i])
    }

    /// Whether every value of `other` is here, as often.
    #[must_use]
    pub fn contains_all(&self, other: &Self) -> bool {
        self.counts
            .iter()
            .zip(other.counts)
            .all(|(&have, need)| have >= need)
    }

    /// Remove every value of `other`; the caller has checked [`Values::contains_all`].
    pub fn remove_all(&mut self, other: &Self) {
        for (have, need) in self.counts.iter_mut().zip(other.counts) {
            *have = have.saturating_sub(need);
        }
    }

    /// Number of values, counting repeats.
    #[must_use]
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| usize::from(c)).sum()
    }

    /// Whether there are no values.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.counts == [0; 7]
    }

    /// The sum of all values: the steps they take a coin together.
    #[must_use]
    pub fn total(&self) -> u32 {
        THROW_VALUES
            .iter()
            .zip(self.counts)
            .map(|(&v, c)| u32::from(v) * u32::from(c))
            .sum()
    }

    /// A bit per value present: bit `i` for `THROW_VALUES[i]`, as in a `ThrowSet`.
    #[inline]
    pub(crate) fn present(&self) -> u8 {
        // The counts are read as one word; each non-zero byte sets its top bit, and one
        // multiply gathers those bits into the top byte (each lands on its own bit: no carries).
        let [a, b, c, d, e, f, g] = self.counts;
        let word = u64::from_le_bytes([a, b, c, d, e, f, g, 0]);
        let low_bits = 0x7f7f_7f7f_7f7f_7f7f_u64;
        let tops = (((word & low_bits) + low_bits) | word) & !low_bits;
        // The top byte, so the cast is exact.
        ((tops >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
    }

    /// The distinct values present, ascending.
    pub fn distinct(&self) -> impl Iterator<Item = u8> + use<> {
        // A bit per value present, walked lowest first.
        let mut present = self.present();
        std::iter::from_fn(move || {
            let index = present.trailing_zeros() as usize;
            present &= present.wrapping_sub(1);
            THROW_VALUES.get(index).copied()
        })
    }

    /// Every value, ascending, repeats included.
    pub fn iter(&self) -> impl Iterator<Item = u8> + '_ {
        THROW_VALUES
            .into_iter()
            .zip(self.counts)
            .flat_map(|(v, c)| std::iter::repeat_n(v, usize::from(c)))
    }
}

impl fmt::Debug for Values {
    /// Every value, ascending, repeats included: the list of numbers the shells see.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

// The shells' form: every value, ascending, repeats included, as a list of numbers (a list of
// `u8` would cross as bytes). A list holding a number no throw has, or more than 255 of one
// value, comes back as no values at all: no move spends none, so the move is refused, never
// read as another.
#[cfg(feature = "ffi")]
uniffi::custom_type!(Values, Vec<u32>, {
    lower: |values| values.iter().map(u32::from).collect(),
    try_lift: |numbers| {
        let mut values = Values::default();
        let all = numbers
            .into_iter()
            .all(|number| u8::try_from(number).is_ok_and(|value| values.add(value)));
        Ok(if all { values } else { Values::default() })
    },
});

impl fmt::Display for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (i, value) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{value}")?;
        }
        Ok(())
    }
}

/// The values of the current chain waiting to be played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bank {
    /// Every banked value, releasing fives included.
    pub values: Values,
    /// How many of the banked fives were thrown straight after a 1 and may bring a coin out.
    pub releasing_fives: u8,
}

impl Bank {
    /// Whether nothing is banked.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Bank a thrown `value`, marking a five that may release a coin; returns false, changing
    /// nothing, if the bank can't hold another of that value (it has 255).
    #[inline]
    pub fn push(&mut self, value: u8, releases: bool) -> bool {
        let banked = self.values.add(value);
        // At most as many releasing fives as fives, so this count never passes 255 either.
        if banked && value == 5 && releases {
            self.releasing_fives += 1;
        }
        banked
    }

    /// Spend `value` to move a coin: a plain five goes before a releasing one.
    #[inline]
    pub fn spend(&mut self, value: u8) {
        self.values.remove(value);
        if value == 5 {
            self.releasing_fives = self.releasing_fives.min(self.values.count(5));
        }
    }

    /// Spend a releasing five to bring a coin out.
    pub fn spend_releasing_five(&mut self) {
        self.values.remove(5);
        self.releasing_fives = self.releasing_fives.saturating_sub(1);
    }

    /// Spend every value of `values` to move one coin (jump & go).
    pub fn spend_all(&mut self, values: &Values) {
        self.values.remove_all(values);
        self.releasing_fives = self.releasing_fives.min(self.values.count(5));
    }

    /// Empty the bank, returning what was in it.
    #[inline]
    pub fn take(&mut self) -> Values {
        std::mem::take(self).values
    }
}

impl fmt::Display for Bank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        let plain_fives = self.values.count(5) - self.releasing_fives;
        let mut first = true;
        let mut put = |f: &mut fmt::Formatter<'_>, text: &str| {
            let comma = if first { "" } else { "," };
            first = false;
            write!(f, "{comma}{text}")
        };
        for value in THROW_VALUES {
            let plain = if value == 5 {
                plain_fives
            } else {
                self.values.count(value)
            };
            for _ in 0..plain {
                put(f, &value.to_string())?;
            }
            if value == 5 {
                for _ in 0..self.releasing_fives {
                    put(f, "5+")?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_five_is_spent_before_a_releasing_one() {
        let mut bank = Bank::default();
        bank.push(5, false);
        bank.push(5, true);
        bank.spend(5);
        assert_eq!(bank.releasing_fives, 1);
        assert_eq!(bank.to_string(), "5+");
    }

    #[test]
    fn distinct_lists_each_value_present_once_ascending() {
        for present in 0..1u8 << 7 {
            for count in [1, 2, 127, 128, 255] {
                let counts = std::array::from_fn(|i| if present >> i & 1 == 1 { count } else { 0 });
                let bank = Values::from_counts(counts);
                let expected: Vec<u8> = THROW_VALUES
                    .into_iter()
                    .filter(|&value| bank.count(value) > 0)
                    .collect();
                assert_eq!(bank.distinct().collect::<Vec<_>>(), expected, "{counts:?}");
            }
        }
    }

    #[test]
    fn a_bank_holds_at_most_255_of_a_value() {
        let mut bank = Bank::default();
        for _ in 0..255 {
            assert!(bank.push(5, true));
        }
        assert!(!bank.push(5, true), "a 256th five is refused");
        assert!(!bank.push(5, false));
        assert_eq!(bank.values.count(5), 255);
        assert_eq!(bank.releasing_fives, 255);
        assert!(bank.push(3, false), "other values still fit");
    }
}
