//! Positions keyed for the search's tables: a fixed-seed hash of what decides the rest of the
//! game, and the maps by it.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash, Hasher};

use crate::position::Position;

/// The seed of [`key`]'s hasher: any fixed number.
const KEY_SEED: u64 = 19;

/// A map by [`key`] (with what else tells entries apart): keys that are already hashes are
/// hashed again by foldhash's fast hasher, with a fixed seed.
pub(super) type ByKey<K, V> = HashMap<K, V, foldhash::fast::FixedState>;

/// A hash of what decides the rest of the game: coins, gates, finishers, turn and bank. Hashed
/// by foldhash with a fixed seed, so that a decision is the same in every run; a key is made for
/// every position scored, and foldhash makes one in a fraction of std's SipHash's time.
pub(super) fn key(position: &Position) -> u64 {
    let mut hasher = foldhash::quality::FixedState::with_seed(KEY_SEED).build_hasher();
    for player in position.players() {
        position.coins_of(player).hash(&mut hasher);
        position.has_cut(player).hash(&mut hasher);
    }
    position.places().hash(&mut hasher);
    position.phase().hash(&mut hasher);
    position.bank().hash(&mut hasher);
    position.extra_roll().hash(&mut hasher);
    position.last_throw.hash(&mut hasher);
    hasher.finish()
}
