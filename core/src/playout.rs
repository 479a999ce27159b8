//! Random games played to the end: the test helper and benchmark workload.
//!
//! Every seat chooses uniformly among its legal moves with its own seeded generator, separate
//! from the sticks, so the same two seeds replay the same game.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::event::{Events, Player};
use crate::moves::Move;
use crate::position::Position;

/// What a finished random game came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedOut {
    /// The winner, or `None` for a game drawn at the gates.
    pub winner: Option<Player>,
    /// Actions taken (rolls and moves).
    pub actions: u32,
}

/// Play `position` to the end with uniformly random legal moves chosen from `choice_seed`,
/// reporting every event to `events`; `inspect` sees the position after every action.
///
/// Returns `None` if the game hasn't ended after `max_actions` actions.
pub fn play_out(
    position: &mut Position,
    choice_seed: u64,
    max_actions: u32,
    events: &mut impl Events,
    mut inspect: impl FnMut(&Position, Option<Move>),
) -> Option<PlayedOut> {
    let mut chooser = ChaCha8Rng::seed_from_u64(choice_seed);
    let mut moves = Vec::with_capacity(64);
    for actions in 0..max_actions {
        let Some(player) = position.to_act() else {
            return Some(PlayedOut {
                winner: position.winner(),
                actions,
            });
        };
        if position.must_roll() {
            position.roll(player, events).ok()?;
            inspect(position, None);
        } else {
            // Uniform by multiply-shift: the same draw whether the moves are read in place or
            // listed into `moves`.
            let mv = position.choose_legal_move(&mut moves, |count| {
                ((u64::from(chooser.next_u32()) * count as u64) >> 32) as usize
            })?;
            position.play_legal(player, mv, events);
            inspect(position, Some(mv));
        }
    }
    None
}
