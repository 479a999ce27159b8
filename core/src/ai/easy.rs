//! The Easy player: progress first, a new coin out when it can, a coin home when it can, and a
//! little chance in its choice; it never looks at threats or cuts, so it is beatable.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::moves::Move;
use crate::position::Position;

pub(super) fn choose(position: &Position, seed: u64) -> Option<Move> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let goal = u32::from(position.board().goal());
    let liking = |mv: &Move| {
        let home = mv
            .from()
            .is_some_and(|from| u32::from(from) + mv.steps() == goal);
        let fresh = matches!(mv, Move::Enter { .. });
        mv.steps() + if fresh { 8 } else { 0 } + if home { 10 } else { 0 }
    };
    position
        .legal_moves()
        .into_iter()
        .map(|mv| (liking(&mv) * 4 + rng.next_u32() % 16, mv))
        .max_by_key(|&(score, _)| score)
        .map(|(_, mv)| mv)
}
