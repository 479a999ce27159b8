//! The Medium player: tries each legal move and keeps the one whose result the evaluation likes
//! best for it — one move deep, trusting the evaluation for threats and chances.

use super::evaluate::Evaluator;
use crate::event::Silent;
use crate::moves::Move;
use crate::position::{Phase, Position};

pub(super) fn choose(position: &Position, evaluator: &Evaluator) -> Option<Move> {
    let Phase::Move(me) = position.phase() else {
        return None;
    };
    best_by(position, |next| evaluator.evaluate(next, me))
}

/// The legal move whose result `value` scores highest (the first of equals).
pub(super) fn best_by(position: &Position, value: impl FnMut(&Position) -> f32) -> Option<Move> {
    best_next(position, value).map(|best| best.mv)
}

/// The move [`best_by`] chooses, with its score and the position it leads to, so that a caller
/// playing on from there need not play it or score it again.
pub(super) struct Best {
    pub(super) mv: Move,
    pub(super) score: f32,
    pub(super) next: Position,
}

/// The legal move whose result `value` scores highest (the first of equals), with its result.
pub(super) fn best_next(
    position: &Position,
    mut value: impl FnMut(&Position) -> f32,
) -> Option<Best> {
    let Phase::Move(player) = position.phase() else {
        return None;
    };
    let mut best: Option<Best> = None;
    for mv in position.legal_moves() {
        let mut next = position.clone();
        next.play_legal(player, mv, &mut Silent);
        let score = value(&next);
        if best.as_ref().is_none_or(|top| score > top.score) {
            best = Some(Best { mv, score, next });
        }
    }
    best
}
