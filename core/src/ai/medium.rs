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
pub(super) fn best_by(
    position: &Position,
    mut value: impl FnMut(&Position) -> f32,
) -> Option<Move> {
    let Phase::Move(player) = position.phase() else {
        return None;
    };
    let mut best: Option<(f32, Move)> = None;
    for mv in position.legal_moves() {
        let mut next = position.clone();
        next.play_legal(player, mv, &mut Silent);
        let score = value(&next);
        if best.is_none_or(|(top, _)| score > top) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}
