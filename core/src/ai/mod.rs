//! Computer players for Dhayam and Thayam at three levels (Paramapadam has no choices).
//!
//! - [`Level::Easy`]: legal and plausible but beatable — it likes progress and new coins, and
//!   never looks at threats or cuts.
//! - [`Level::Medium`]: plays the move whose result the hand-tuned [`Evaluator`] likes best.
//! - [`Level::Hard`]: searches ahead over the sticks: every way to play the rest of a banked
//!   chain, or, playing after each roll, the next throws of both sides weighed by their exact
//!   chances, with its own evaluation at the leaves: tuned weights, or in Thayam a win chance
//!   learned by self-play.
//!
//! Every choice is legal and, for a given position and seed, always the same. The seed every
//! front end uses is [`choice_seed`], drawn from the position itself, so a game saved by one
//! (the terminal, a phone) plays on exactly the same in any other.

mod cloth;
mod easy;
mod evaluate;
mod family;
mod key;
mod medium;
mod network;
mod reach;
mod reply;
mod search;
#[cfg(feature = "research")]
pub mod sprt;
mod tally;
#[cfg(feature = "research")]
pub mod tournament;
#[cfg(feature = "train")]
pub mod train;
mod value;

pub use evaluate::{Evaluator, Weights};
use search::Lookahead;

use crate::moves::Move;
use crate::position::{Phase, Position};
use crate::setup::Level;

/// The move a computer player at `level` chooses for the player to move, or `None` if no one
/// is to move (the player must roll, or the game is over).
#[must_use]
pub fn choose(position: &Position, level: Level, seed: u64) -> Option<Move> {
    let Phase::Move(_) = position.phase() else {
        return None;
    };
    match level {
        Level::Easy => easy::choose(position, seed),
        Level::Medium => medium::choose(position, &Evaluator::new(position, Weights::MEDIUM)),
        Level::Hard => search::choose(position, &Evaluator::hard(position), HARD_LOOKAHEAD),
    }
}

/// The chance that an opponent cuts `player`'s coin at path `index` of `position` in their
/// next turn, as Hard weighs it (the hint's "escapes a threat").
pub(crate) fn chance_of_cut(position: &Position, player: crate::event::Player, index: u8) -> f32 {
    Evaluator::hard(position).chance_of_cut(position, player, index)
}

/// Hard's look at the opponent's answer in banked games: its best-looking end positions, as
/// many as a budget of evaluations allows (docs/BENCHMARKS.md, "Goals"); and in two-player
/// Thayam, where a decision has two moves on average, three throws ahead, the search's cap
/// bounding the widest (docs/AI.md, "Strength": 51.6% against the reference's one or two).
const HARD_LOOKAHEAD: Lookahead = Lookahead {
    leaves: 8,
    budget: 5_000,
    search: 20_000,
    thayam_throws: Some(3),
};

/// The reference player of the tournament harness, the yardstick for Hard: fixed weights and
/// no learned model on the cloth board (`Evaluator::reference`), plus the opponent's answer
/// for its eight best-looking end positions whatever it costs. It is fixed, so that every
/// change to Hard is judged against the same player.
#[cfg(feature = "research")]
#[must_use]
pub fn choose_reference(position: &Position) -> Option<Move> {
    search::choose(
        position,
        &Evaluator::reference(position),
        REFERENCE_LOOKAHEAD,
    )
}

/// The reference's lookahead: eight end positions answered, without a budget or a cap.
#[cfg(feature = "research")]
const REFERENCE_LOOKAHEAD: Lookahead = Lookahead {
    leaves: 8,
    budget: usize::MAX,
    search: usize::MAX,
    thayam_throws: None,
};

/// The seed for the computer's choice in `position`: a mix of the sticks' seed and the words
/// drawn from them, the position's only random state. The same position therefore always gets
/// the same choice, and a saved game resumed anywhere plays on as it would have.
///
/// The formula is fixed: games played on the phones (and their screenshot references) depend
/// on it.
#[must_use]
pub fn choice_seed(position: &Position) -> u64 {
    let (seed, drawn) = position.sticks();
    // SplitMix64's finaliser: nearby states give unrelated seeds.
    let mut z = seed ^ drawn.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
