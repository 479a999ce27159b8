//! The digest that versions what a shell fetches apart from the view (the board read aloud,
//! the last turns): 64-bit FNV-1a over a value's contents, so the same contents give the same
//! version on every run, platform and screen, and other contents another (but for a chance of
//! one in 2^64).

use std::hash::{Hash, Hasher};

/// `value`'s digest.
pub(crate) fn digest<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut fnv = Fnv::default();
    value.hash(&mut fnv);
    fnv.finish()
}

/// 64-bit FNV-1a: std's hashers promise no value from one release to the next, and the
/// versions are in the golden transcripts. Sizes are hashed as 64 bits, so a 32-bit phone gives
/// the same versions.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Self(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.write(&(n as u64).to_le_bytes());
    }

    fn write_isize(&mut self, n: isize) {
        self.write(&(n as i64).to_le_bytes());
    }
}
