//! One decision's evaluations: every evaluation asked for is counted, so that the search's cap
//! and the opponent's answer's budget bound what they ask; each position is judged once.
//!
//! The same position is met many times in one decision: a bank's values played in another
//! order, the greedy play past the search's horizon, the opponent's answers to end positions
//! that share their chains. Judging it again would give the same number, so the first is kept
//! (keyed by what decides the rest of the game, as the search's transpositions are) and the
//! choice is the same to the bit, only sooner.

use std::cell::{Cell, RefCell};

use super::evaluate::Evaluator;
use super::key::{ByKey, key};
use crate::event::Player;
use crate::position::Position;

/// The evaluations of one player's decision.
pub(super) struct Tally<'a> {
    evaluator: &'a Evaluator,
    me: Player,
    /// Evaluations asked for, kept ones included.
    asked: Cell<usize>,
    /// Each position's evaluation, by key.
    judged: RefCell<ByKey<u64, f32>>,
}

impl<'a> Tally<'a> {
    /// A tally of `me`'s evaluations by `evaluator`, none asked yet.
    pub(super) fn new(evaluator: &'a Evaluator, me: Player) -> Self {
        Self {
            evaluator,
            me,
            asked: Cell::new(0),
            judged: RefCell::default(),
        }
    }

    /// My evaluation of `position` (counted).
    pub(super) fn evaluate(&self, position: &Position) -> f32 {
        self.count();
        *self
            .judged
            .borrow_mut()
            .entry(key(position))
            .or_insert_with(|| self.evaluator.evaluate(position, self.me))
    }

    /// Counts an evaluation already made where it would have been asked for again, so that
    /// the cap and the budget bound what they did.
    pub(super) fn count(&self) {
        self.asked.set(self.asked.get() + 1);
    }

    /// The player whose decision this is.
    pub(super) fn me(&self) -> Player {
        self.me
    }

    /// Evaluations asked for so far.
    pub(super) fn asked(&self) -> usize {
        self.asked.get()
    }
}
