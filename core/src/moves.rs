//! Moves and legal-move generation: which banked values can take which coins where.
//!
//! Coins on the same square are interchangeable, so a move names the square a coin leaves (as
//! its path index), not the coin. Where a coin may land is decided in `landing.rs`; here the
//! movable coins, as a mask over path indices, are shifted by each banked value and masked with
//! the open landing steps, so every coin is tried against a value at once.

use serde::{Deserialize, Serialize};

use crate::bank::Values;
use crate::board::PathIndex;
use crate::event::Player;
use crate::landing::{Landing, Targets, path_bit};
use crate::position::{FROZEN, Phase, Position};
use crate::rules::ThrowSet;
use crate::sticks::THROW_VALUES;

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

    /// How many steps the coin moves (entering counts as the value spent).
    #[must_use]
    pub fn steps(&self) -> u32 {
        match *self {
            Self::Enter { value } | Self::Advance { value, .. } => u32::from(value),
            Self::Jump { values, .. } => values.total(),
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

impl Position {
    /// The legal moves of the player to move, or none if no one is to move.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        // Room for the moves of all but the largest banks at once: growing from empty
        // reallocated three or four times a call.
        let mut moves = Vec::with_capacity(32);
        self.legal_moves_into(&mut moves);
        moves
    }

    /// The legal moves, written into `moves` (cleared first) to reuse its allocation.
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        let Phase::Move(player) = self.phase else {
            return;
        };
        let targets = self.targets(player);
        if !self.rules.switches.must_cut_if_available {
            // Where a move cuts doesn't matter here: left unread, it is never worked out.
            self.each_possible_move(player, &targets, |mv, _| {
                moves.push(mv);
                true
            });
            return;
        }
        let mut any_cut = false;
        self.each_possible_move(player, &targets, |mv, landing| {
            any_cut |= landing.cuts;
            moves.push(mv);
            true
        });
        if any_cut {
            moves.retain(|&mv| targets.landing(mv).is_some_and(|landing| landing.cuts));
        }
    }

    /// Whether the player to move has any legal move.
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        let Phase::Move(player) = self.phase else {
            return false;
        };
        let targets = self.targets(player);
        let movers = self.movers(player);
        let present = self.bank.values.present();
        if present & self.entering_values(player, &targets) != 0 {
            return true;
        }
        let mut rest = present;
        while rest != 0 {
            let value = THROW_VALUES[rest.trailing_zeros() as usize];
            rest &= rest - 1;
            if targets.reaches(movers, value) {
                return true;
            }
        }
        self.rules.switches.jump_and_go && self.rules.banked() && self.can_jump(movers, &targets)
    }

    /// The values (a bit each, as [`Values::present`]) that may bring one of `player`'s coins
    /// out now: none unless a coin is at home and its first square open.
    #[inline]
    fn entering_values(&self, player: Player, targets: &Targets) -> u8 {
        let home = self.coins_of(player).last() == Some(&0);
        if !home || !targets.entry_open() {
            return 0;
        }
        // A five thrown straight after a 1 brings a coin out under its switch.
        let releasing = if self.bank.releasing_fives > 0 {
            ThrowSet::of(&[5]).bits()
        } else {
            0
        };
        self.rules.entry.bits() | releasing
    }

    /// Jump & go: whether some coin in `movers` can move by a sum of two or more banked values,
    /// found from the sums the bank makes, not by listing its parts.
    // Out of line, as `each_jump`.
    #[inline(never)]
    fn can_jump(&self, movers: u128, targets: &Targets) -> bool {
        let steps = targets.steps_reached(movers);
        steps != 0 && self.bank.values.sums_of_two_or_more() & steps != 0
    }

    /// Whether `mv` is legal now: whether [`Position::legal_moves`] would list it.
    ///
    /// A single value is checked where it lands, without listing the moves: this is the check
    /// every move through [`Position::play`] pays. Only a jump, or a move that doesn't cut when
    /// cutting is compulsory, looks through the other moves.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_landing(mv).is_some()
    }

    /// Where `mv` lands, if it is legal now.
    pub(crate) fn legal_landing(&self, mv: Move) -> Option<Landing> {
        let Phase::Move(player) = self.phase else {
            return None;
        };
        self.legal_landing_for(player, mv)
    }

    /// Where `mv` lands, if it is legal for `player`, who is to move.
    #[inline]
    pub(crate) fn legal_landing_for(&self, player: Player, mv: Move) -> Option<Landing> {
        debug_assert_eq!(self.phase, Phase::Move(player));
        let targets = self.targets(player);
        let landing = match mv {
            Move::Enter { value } => {
                let home = self.coins_of(player).last() == Some(&0);
                let possible =
                    home && self.bank.values.count(value) > 0 && self.may_enter_with(value);
                possible.then(|| targets.at(0)).flatten()
            }
            Move::Advance { from, value } => {
                let possible =
                    self.may_move_from(player, from) && self.bank.values.count(value) > 0;
                possible
                    .then(|| targets.at(from.checked_add(value)?))
                    .flatten()
            }
            // Jumps are legal only when no single value plays: look for it among the moves.
            Move::Jump { .. } => {
                let mut found = None;
                self.each_possible_move(player, &targets, |candidate, landing| {
                    if candidate == mv {
                        found = Some(landing);
                    }
                    found.is_none()
                });
                found
            }
        };
        let landing = landing?;
        if landing.cuts || !self.rules.switches.must_cut_if_available {
            return Some(landing);
        }
        // Cutting is compulsory: a move that doesn't cut is legal only if none does.
        let mut any_cut = false;
        self.each_possible_move(player, &targets, |_, landing| {
            any_cut = landing.cuts;
            !any_cut
        });
        (!any_cut).then_some(landing)
    }

    /// Call `visit` with each move `player` could make with the bank, before the must-cut
    /// filter, until it returns false. Jump & go moves come only when no single value plays.
    fn each_possible_move(
        &self,
        player: Player,
        targets: &Targets,
        mut visit: impl FnMut(Move, Landing) -> bool,
    ) {
        let movers = self.movers(player);
        let entering = self.entering_values(player, targets);
        let mut any = false;
        let mut present = self.bank.values.present();
        while present != 0 {
            let i = present.trailing_zeros();
            present &= present - 1;
            let value = THROW_VALUES[i as usize];
            if entering >> i & 1 != 0 {
                any = true;
                let landing = Landing {
                    to: 0,
                    cuts: targets.cuts_at_entry(),
                };
                if !visit(Move::Enter { value }, landing) {
                    return;
                }
            }
            let go_on = targets.each_reached(movers, value, |from, landing| {
                any = true;
                visit(Move::Advance { from, value }, landing)
            });
            if !go_on {
                return;
            }
        }
        if any || !self.rules.switches.jump_and_go || !self.rules.banked() {
            return;
        }
        self.each_jump(movers, targets, &mut visit);
    }

    /// Jump & go: call `visit` with each jump of a coin in `movers` by two or more banked
    /// values, until it returns false.
    // Out of line: jumps are rare, and the single values' loop above is the engine's hottest.
    #[inline(never)]
    fn each_jump(
        &self,
        movers: u128,
        targets: &Targets,
        visit: &mut impl FnMut(Move, Landing) -> bool,
    ) {
        // Only the sums some coin can move are worth making.
        let wanted = targets.steps_reached(movers);
        self.bank
            .values
            .each_part_summing_to(wanted, |values, steps| {
                targets.each_reached(movers, steps, |from, landing| {
                    visit(Move::Jump { from, values }, landing)
                })
            });
    }

    /// Whether a banked `value` may bring a coin out.
    fn may_enter_with(&self, value: u8) -> bool {
        self.rules.entry.contains(value) || (value == 5 && self.bank.releasing_fives > 0)
    }

    /// A bit for each path index where `player` has a coin free to move.
    #[inline]
    fn movers(&self, player: Player) -> u128 {
        let standing = self.standing[usize::from(player)] & self.board.lookup.before_goal;
        if !self.rules.banked() || self.rules.switches.coin_can_move_after_cutting {
            return standing;
        }
        // A coin marked as having cut this chain may not move again: keep only squares where
        // some unmarked coin stands.
        let mut movers = 0;
        for &raw in self.coins_of(player) {
            if raw & FROZEN == 0 && raw != 0 {
                movers |= 1 << (raw - 1);
            }
        }
        movers & standing
    }

    /// Whether `player` has a coin at path index `from` free to move: the one bit of
    /// [`Position::movers`] a move names, read without building the mask.
    #[inline]
    fn may_move_from(&self, player: Player, from: PathIndex) -> bool {
        let lookup = &self.board.lookup;
        let standing =
            from < lookup.goal && self.standing[usize::from(player)] & path_bit(from) != 0;
        if !standing || !self.rules.banked() || self.rules.switches.coin_can_move_after_cutting {
            return standing;
        }
        // An unmarked coin stands there (the raw place of a marked one has the mark's bit).
        self.coins_of(player).contains(&(from + 1))
    }

    /// Where `mv` would land, if it is possible at all.
    #[inline]
    pub(crate) fn landing_of(&self, player: Player, mv: Move) -> Option<Landing> {
        self.targets(player).landing(mv)
    }
}
