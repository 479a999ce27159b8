//! Moves and legal-move generation: which banked values can take which coins where.
//!
//! Coins on the same square are interchangeable, so a move names the square a coin leaves (as
//! its path index), not the coin. A move is legal when its landing square accepts the coin:
//! within the goal by exact count, not past a closed gate, not onto a safe square an opponent
//! holds (when safe squares are closed), not onto an own coin where stacking is forbidden.

use serde::{Deserialize, Serialize};

use crate::bank::Values;
use crate::board::PathIndex;
use crate::event::Player;
use crate::position::{FROZEN, Phase, Position};
use crate::rules::SafeSquares;

/// One choice of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Spend `value` to bring a coin out of its home circle onto its first square.
    Enter {
        /// The value spent.
        value: u8,
    },
    /// Move a coin standing at path index `from` forward by `value`.
    Advance {
        /// The coin's path index.
        from: PathIndex,
        /// The value spent.
        value: u8,
    },
    /// Jump & go: move a coin at `from` by the sum of two or more banked `values` at once.
    Jump {
        /// The coin's path index.
        from: PathIndex,
        /// The values spent.
        values: Values,
    },
}

impl Move {
    /// Where the moving coin starts: `None` for a coin coming out of its home circle.
    #[must_use]
    pub const fn from(&self) -> Option<PathIndex> {
        match *self {
            Self::Enter { .. } => None,
            Self::Advance { from, .. } | Self::Jump { from, .. } => Some(from),
        }
    }

    /// The values the move spends.
    #[must_use]
    pub fn values(&self) -> Values {
        match *self {
            Self::Enter { value } | Self::Advance { value, .. } => Values::of(&[value]),
            Self::Jump { values, .. } => values,
        }
    }
}

/// Where a move would put the coin, and what it would do there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Landing {
    /// The path index it lands on.
    pub to: PathIndex,
    /// It cuts opponent coins (on the square, or by a danger square).
    pub cuts: bool,
}

impl Position {
    /// The legal moves of the player to move, or none if no one is to move.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// The legal moves, written into `moves` (cleared first) to reuse its allocation.
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        let Phase::Move(player) = self.phase else {
            return;
        };
        let mut any_cut = false;
        self.each_possible_move(player, |mv, landing| {
            any_cut |= landing.cuts;
            moves.push(mv);
            true
        });
        if any_cut && self.rules.switches.must_cut_if_available {
            moves.retain(|&mv| self.landing_of(player, mv).is_some_and(|l| l.cuts));
        }
    }

    /// Whether the player to move has any legal move.
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        let Phase::Move(player) = self.phase else {
            return false;
        };
        let mut found = false;
        self.each_possible_move(player, |_, _| {
            found = true;
            false
        });
        found
    }

    /// Call `visit` with each move `player` could make with the bank, before the must-cut
    /// filter, until it returns false. Jump & go moves come only when no single value plays.
    fn each_possible_move(&self, player: Player, mut visit: impl FnMut(Move, Landing) -> bool) {
        let mut any = false;
        for value in self.bank.values.distinct() {
            let home = self.coins_of(player).last() == Some(&0);
            if home
                && self.may_enter_with(value)
                && let Some(landing) = self.landing(player, None, 1)
            {
                any = true;
                if !visit(Move::Enter { value }, landing) {
                    return;
                }
            }
            let go_on = self.each_mover(player, |from| {
                self.landing(player, Some(from), value)
                    .is_none_or(|landing| {
                        any = true;
                        visit(Move::Advance { from, value }, landing)
                    })
            });
            if !go_on {
                return;
            }
        }
        if any || !self.rules.switches.jump_and_go || !self.rules.banked() {
            return;
        }
        for values in self.bank.values.combinations() {
            let Ok(steps) = u8::try_from(values.total()) else {
                continue;
            };
            let go_on = self.each_mover(player, |from| {
                self.landing(player, Some(from), steps)
                    .is_none_or(|landing| visit(Move::Jump { from, values }, landing))
            });
            if !go_on {
                return;
            }
        }
    }

    /// Whether `mv` is legal now.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Whether a banked `value` may bring a coin out.
    fn may_enter_with(&self, value: u8) -> bool {
        self.rules.entry.contains(value) || (value == 5 && self.bank.releasing_fives > 0)
    }

    /// Call `visit` with the path index of each square where `player` has a coin free to move,
    /// until it returns false; returns false if it was stopped.
    fn each_mover(&self, player: Player, mut visit: impl FnMut(PathIndex) -> bool) -> bool {
        let goal = self.board.goal() + 1;
        let mut previous = 0;
        // Coins are sorted furthest first, marked coins (which may not move) before all others.
        for &raw in self.coins_of(player) {
            if raw & FROZEN != 0 || raw == previous || raw == goal {
                continue;
            }
            if raw == 0 {
                break;
            }
            previous = raw;
            if !visit(raw - 1) {
                return false;
            }
        }
        true
    }

    /// Where `mv` would land, if it is possible at all.
    pub(crate) fn landing_of(&self, player: Player, mv: Move) -> Option<Landing> {
        match mv {
            Move::Enter { .. } => self.landing(player, None, 1),
            Move::Advance { from, value } => self.landing(player, Some(from), value),
            Move::Jump { from, values } => {
                self.landing(player, Some(from), u8::try_from(values.total()).ok()?)
            }
        }
    }

    /// Where a coin of `player` at `from` (`None`: entering) lands after `steps`, if it may.
    pub(crate) fn landing(
        &self,
        player: Player,
        from: Option<PathIndex>,
        steps: u8,
    ) -> Option<Landing> {
        let goal = self.board.goal();
        let to = match from {
            None => 0,
            Some(from) => from.checked_add(steps).filter(|&to| to <= goal)?,
        };
        if to > self.board.gate && self.gate_closed(player) {
            return None;
        }
        if to == goal {
            return Some(Landing { to, cuts: false });
        }
        let square = self.square_at(player, to);
        let opponents = self
            .players()
            .any(|q| q != player && self.coins_on(q, square) > 0);
        let cuts = if self.is_safe(square, player) {
            if opponents && self.rules.safe_squares == SafeSquares::ClosedToOpponents {
                return None;
            }
            false
        } else {
            if self.coins_on(player, square) > 0 && !self.may_stack_on(square, player) {
                return None;
            }
            opponents
        };
        let danger_cut = self.rules.danger_squares
            && to == goal - 1
            && self
                .players()
                .any(|q| q != player && self.coins_on(q, self.danger_square(q)) > 0);
        Some(Landing {
            to,
            cuts: cuts || danger_cut,
        })
    }
}
