//! The Hard player's search: expectimax over the sticks with the evaluation at the leaves.
//!
//! The player to move tries every move; after a move, whoever rolls next meets a chance node
//! weighing each of the seven throws by its exact probability (2, 3, 4, 3, 2, 1, 1 sixteenths);
//! opponents are assumed to answer with the move worst for this player. With banked chains the
//! search covers every order and coin choice for the rest of the bank (positions reached twice
//! are scored once); playing after each roll, it also looks two throws ahead.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::evaluate::Evaluator;
use super::medium::best_by;
use crate::event::{Player, Silent};
use crate::moves::Move;
use crate::position::{Phase, Position};
use crate::sticks::{THROW_SIXTEENTHS, THROW_VALUES, Throw};

/// Throws weighed at chance nodes when playing after each roll.
const THROWS_AHEAD: u8 = 2;

pub(super) fn choose(position: &Position, evaluator: &Evaluator) -> Option<Move> {
    let Phase::Move(me) = position.phase() else {
        return None;
    };
    let depth = if position.rules().banked() {
        0
    } else {
        THROWS_AHEAD
    };
    let mut search = Search {
        evaluator,
        me,
        scored: HashMap::new(),
    };
    best_by(position, |next| search.value(next, depth))
}

struct Search<'a> {
    evaluator: &'a Evaluator,
    me: Player,
    /// Positions already scored, by key and depth left.
    scored: HashMap<(u64, u8), f32>,
}

impl Search<'_> {
    /// The value of `position` for me, looking `depth` throws further.
    fn value(&mut self, position: &Position, depth: u8) -> f32 {
        match position.phase() {
            Phase::Move(player) => {
                let key = (key(position), depth);
                if let Some(&value) = self.scored.get(&key) {
                    return value;
                }
                let value = self.choice(position, player, depth);
                self.scored.insert(key, value);
                value
            }
            Phase::Roll(player) if depth > 0 => self.chance(position, player, depth - 1),
            Phase::Roll(_) | Phase::ThrowOff { .. } | Phase::Over => {
                self.evaluator.evaluate(position, self.me)
            }
        }
    }

    /// The best move's value for the player to move: mine at most, an opponent's at least.
    fn choice(&mut self, position: &Position, player: Player, depth: u8) -> f32 {
        let mut best: Option<f32> = None;
        for mv in position.legal_moves() {
            let mut next = position.clone();
            next.play_legal(player, mv, &mut Silent);
            let value = self.value(&next, depth);
            best = Some(match best {
                None => value,
                Some(top) if player == self.me => top.max(value),
                Some(top) => top.min(value),
            });
        }
        best.unwrap_or_else(|| self.evaluator.evaluate(position, self.me))
    }

    /// The expected value of `player`'s next throw.
    fn chance(&mut self, position: &Position, player: Player, depth: u8) -> f32 {
        THROW_VALUES
            .into_iter()
            .zip(THROW_SIXTEENTHS)
            .map(|(value, sixteenths)| {
                let mut next = position.clone();
                next.take_throw(player, throw_of(value), &mut Silent);
                self.value(&next, depth) * sixteenths as f32 / 16.0
            })
            .sum()
    }
}

/// A throw of `value` (its faces matter only for drawing).
fn throw_of(value: u8) -> Throw {
    match value {
        12 => Throw { faces: [0, 0] },
        v => Throw {
            faces: [v.min(3), v - v.min(3)],
        },
    }
}

/// A hash of what decides the rest of the game: coins, gates, turn and bank.
fn key(position: &Position) -> u64 {
    let mut hasher = DefaultHasher::new();
    for player in position.players() {
        position.coins_of(player).hash(&mut hasher);
        position.has_cut(player).hash(&mut hasher);
    }
    position.phase().hash(&mut hasher);
    position.bank().hash(&mut hasher);
    position.extra_roll().hash(&mut hasher);
    position.last_throw.hash(&mut hasher);
    hasher.finish()
}
