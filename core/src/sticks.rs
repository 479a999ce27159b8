//! The pair of Dayakattai sticks: what one throw shows, and the seeded source that throws them.
//!
//! Each stick shows 0, 1, 2 or 3 pips with equal chance; the throw is the sum, except that two
//! blanks count as 12 (docs/RULES.md, "The sticks"). The random source is ChaCha8 seeded from a
//! `u64`; its whole state is that seed and how many 32-bit words have been drawn, so a saved game
//! records two numbers and continues with exactly the throws that would have come.

use std::fmt;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Every value a throw can have, in ascending order.
pub const THROW_VALUES: [u8; 7] = [1, 2, 3, 4, 5, 6, 12];

/// Chance of each value in [`THROW_VALUES`], in sixteenths.
pub const THROW_SIXTEENTHS: [u32; 7] = [2, 3, 4, 3, 2, 1, 1];

/// One throw of the two sticks: both faces, so a shell can draw them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Throw {
    /// Pips showing on each stick, 0 to 3.
    pub faces: [u8; 2],
}

impl Throw {
    /// The throw's value: the sum of the faces, or 12 for two blanks.
    #[must_use]
    pub const fn value(self) -> u8 {
        match self.faces {
            [0, 0] => 12,
            [a, b] => a + b,
        }
    }

    /// A throw of 1, called a Dhayam (Thayam on the grid board).
    #[must_use]
    pub const fn is_dhayam(self) -> bool {
        self.value() == 1
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}={}", self.faces[0], self.faces[1], self.value())
    }
}

/// Every value a throw of the sticks can have, ascending: 1–6 and 12 ([`THROW_VALUES`] as the
/// list of numbers the shells see).
#[cfg_attr(feature = "ffi", uniffi::export)]
#[must_use]
pub fn throw_values() -> Vec<u32> {
    THROW_VALUES.into_iter().map(u32::from).collect()
}

/// Index of a throw value in [`THROW_VALUES`], or `None` if no throw has that value.
#[must_use]
pub const fn value_index(value: u8) -> Option<usize> {
    match value {
        1..=6 => Some(value as usize - 1),
        12 => Some(6),
        _ => None,
    }
}

/// The seeded random source of one game.
#[derive(Clone, Debug)]
pub struct Sticks {
    seed: u64,
    rng: ChaCha8Rng,
}

impl Sticks {
    /// Fresh sticks for a game started with `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Self::resume(seed, 0)
    }

    /// Sticks that have already drawn `drawn` words from the stream of `seed`.
    #[must_use]
    pub fn resume(seed: u64, drawn: u64) -> Self {
        // The 32-byte key is built here rather than by `seed_from_u64`, whose expansion belongs
        // to rand_core: a saved game must replay the same throws whatever library version loads it.
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_word_pos(u128::from(drawn));
        Self { seed, rng }
    }

    /// How many words the sticks of `seed` must have drawn for their next throws to be
    /// `values`, searching the first `within` draws: scripted throws (lessons, test fixtures)
    /// are found by running the sticks on, as each throw draws one word. `None` if the run
    /// doesn't turn up in that many draws (a value no throw makes never does).
    #[must_use]
    pub fn drawn_for(seed: u64, values: &[u8], within: u64) -> Option<u64> {
        let mut stream = Self::new(seed);
        let mut window: Vec<u8> = Vec::with_capacity(values.len());
        let mut start = 0;
        while window != values {
            if window.len() == values.len() {
                window.remove(0);
                start += 1;
            }
            window.push(stream.throw().value());
            if start > within {
                return None;
            }
        }
        Some(start)
    }

    /// The seed the game started with.
    #[must_use]
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// How many words have been drawn since the start; with the seed, the whole state.
    #[must_use]
    pub fn drawn(&self) -> u64 {
        // One word per throw: a game would need 2^64 throws to overflow.
        u64::try_from(self.rng.get_word_pos()).unwrap_or(u64::MAX)
    }

    /// Throw both sticks.
    #[inline]
    pub fn throw(&mut self) -> Throw {
        // One 32-bit word gives both faces: its low two bit pairs are independent and uniform.
        let word = self.rng.next_u32();
        Throw {
            faces: [(word & 3) as u8, ((word >> 2) & 3) as u8],
        }
    }

    /// Draw one of `n` choices (0 to `n - 1`) uniformly, such as who plays first.
    pub fn choose(&mut self, n: u8) -> u8 {
        // Multiply-shift maps a 32-bit word onto 0..n with a bias below 2^-24 for n <= 255.
        ((u64::from(self.rng.next_u32()) * u64::from(n)) >> 32) as u8
    }
}

impl PartialEq for Sticks {
    fn eq(&self, other: &Self) -> bool {
        self.seed == other.seed && self.drawn() == other.drawn()
    }
}

impl Eq for Sticks {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_blanks_count_as_twelve() {
        assert_eq!(Throw { faces: [0, 0] }.value(), 12);
        assert_eq!(Throw { faces: [0, 1] }.value(), 1);
        assert_eq!(Throw { faces: [3, 3] }.value(), 6);
    }

    #[test]
    fn resumed_sticks_throw_what_the_originals_would_have() {
        let mut original = Sticks::new(7);
        for _ in 0..13 {
            original.throw();
        }
        let mut resumed = Sticks::resume(7, original.drawn());
        assert_eq!(resumed, original);
        for _ in 0..100 {
            assert_eq!(resumed.throw(), original.throw());
        }
    }
}
