//! Where a coin may land (docs/RULES.md, "Dhayam" and "Thayam"): within the goal by exact count,
//! not past a closed gate, not onto a safe square an opponent holds when safe squares are closed,
//! not onto an own coin on a non-safe shared square when stacking is off; and where landing cuts.
//!
//! The answer for one player is two masks over their path's indices, kept up to date square by
//! square as coins move, so the move generator tests every coin against a value with a shift
//! and an and.

use crate::board::{PathIndex, SquareId};
use crate::event::Player;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::SafeSquares;

/// Where a move would put the coin, and what it would do there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Landing {
    /// The path index it lands on.
    pub to: PathIndex,
    /// It cuts opponent coins (on the square, or by a danger square).
    pub cuts: bool,
}

/// A player's landing steps: a bit per path index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Targets {
    /// Steps a coin may land on.
    open: u128,
    /// Steps where landing cuts.
    cutting: u128,
}

impl Targets {
    /// Landing on path index `to`, if a coin may.
    pub fn at(&self, to: PathIndex) -> Option<Landing> {
        let bit = (to < 128).then(|| path_bit(to))?;
        (self.open & bit != 0).then_some(Landing {
            to,
            cuts: self.cutting & bit != 0,
        })
    }

    /// Where `mv` lands, if it may.
    pub fn landing(&self, mv: Move) -> Option<Landing> {
        match mv.from() {
            None => self.at(0),
            Some(from) => self.at(from.checked_add(u8::try_from(mv.steps()).ok()?)?),
        }
    }

    /// A bit per path index a coin in `movers` (a bit per path index) may land on by moving
    /// `steps`.
    #[inline(always)]
    pub fn reached(&self, movers: u128, steps: u8) -> u128 {
        movers
            .checked_shl(u32::from(steps))
            .map_or(0, |shifted| shifted & self.open)
    }

    /// Whether landing on path index `to`, below 128, cuts.
    #[inline(always)]
    pub fn cuts_at(&self, to: PathIndex) -> bool {
        self.cutting & path_bit(to) != 0
    }

    /// Whether any coin in `movers` (a bit per path index) may move `steps`.
    pub fn reaches(&self, movers: u128, steps: u8) -> bool {
        movers
            .checked_shl(u32::from(steps))
            .is_some_and(|shifted| shifted & self.open != 0)
    }

    /// A bit for each number of steps some coin in `movers` (a bit per path index) may move:
    /// the only sums jump & go need to try.
    pub fn steps_reached(&self, movers: u128) -> u128 {
        let mut steps = 0;
        let mut rest = movers;
        while rest != 0 {
            let from = rest.trailing_zeros();
            rest &= rest - 1;
            steps |= self.open >> from;
        }
        steps
    }

    /// Call `visit(from, landing)` for each coin in `movers` (a bit per path index) that may
    /// move `steps`, until it returns false; returns false if it was stopped.
    pub fn each_reached(
        &self,
        movers: u128,
        steps: u8,
        mut visit: impl FnMut(PathIndex, Landing) -> bool,
    ) -> bool {
        let Some(shifted) = movers.checked_shl(u32::from(steps)) else {
            return true;
        };
        let reached = shifted & self.open;
        // A 64-bit half at a time: a bit loop over a `u128` costs twice the instructions.
        for (half, base) in [(reached as u64, 0), ((reached >> 64) as u64, 64)] {
            let mut half = half;
            while half != 0 {
                // Below 128, so the cast is exact.
                let to = base + half.trailing_zeros() as PathIndex;
                half &= half - 1;
                let landing = Landing {
                    to,
                    cuts: self.cutting & path_bit(to) != 0,
                };
                if !visit(to - steps, landing) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether a coin may land on the first square of the path (come out of its home circle).
    pub fn entry_open(&self) -> bool {
        self.open & 1 != 0
    }

    /// Whether coming out onto the first square cuts.
    pub fn cuts_at_entry(&self) -> bool {
        self.cutting & 1 != 0
    }
}

impl Position {
    /// `player`'s landing steps as the coins stand now.
    // Inlined: every move generation, check and play starts here.
    #[inline(always)]
    pub(crate) fn targets(&self, player: Player) -> Targets {
        let lookup = &self.board.lookup;
        let p = usize::from(player);
        let within = if self.gate_closed(player) {
            lookup.up_to_gate
        } else {
            lookup.up_to_goal
        };
        let mut cutting = self.cuttable[p];
        if self.danger_cut(player) {
            cutting |= 1 << (lookup.goal - 1);
        }
        let open = within & !self.blocked[p];
        Targets {
            open,
            cutting: cutting & open,
        }
    }

    /// Whether landing on `player`'s last square before the goal cuts now: under danger
    /// squares, whenever an opponent stands on their own.
    #[inline(always)]
    fn danger_cut(&self, player: Player) -> bool {
        self.rules.danger_squares
            && self
                .players()
                .any(|q| q != player && self.coins_on(q, self.danger_square(q)) > 0)
    }

    /// Where `mv`, known to be legal for `player`, lands: read straight from the move and the
    /// cut mask, since a legal move's landing is open (what [`Targets::landing`] would say).
    #[inline]
    pub(crate) fn legal_move_landing(&self, player: Player, mv: Move) -> Landing {
        let to = match mv {
            Move::Enter { .. } => 0,
            Move::Advance { from, value } => from + value,
            // A legal jump lands on the path, so its sum is below 128.
            Move::Jump { from, values } => from + values.total() as PathIndex,
        };
        // The bit from the table: a variable shift of a `u128` costs several instructions.
        let cuts = self.cuttable[usize::from(player)] & path_bit(to) != 0
            || (self.rules.danger_squares
                && to == self.board.lookup.goal - 1
                && self.danger_cut(player));
        Landing { to, cuts }
    }

    /// Whether no coin can ever move again: no player still playing could move any coin (or
    /// bring one out) whatever they threw, so nothing on the board can ever change. This happens
    /// when every coin waits at or queues behind a closed gate. Such a game is over, drawn if no
    /// one has finished (docs/RULES_DECISIONS.md).
    #[inline]
    pub(crate) fn is_stalemate(&self) -> bool {
        // A coin at home with its first square open can always come out: the common case,
        // answered inline, before building anyone's landing masks.
        let can_enter = |player: Player| {
            self.coins_of(player).last() == Some(&0) && self.blocked[usize::from(player)] & 1 == 0
        };
        !self.players().any(|p| !self.is_finished(p) && can_enter(p)) && self.no_coin_can_move()
    }

    /// The rest of [`Position::is_stalemate`], once no player can bring a coin out.
    #[inline(never)]
    fn no_coin_can_move(&self) -> bool {
        let playing = || self.players().filter(|&p| !self.is_finished(p));
        let goal = self.board.lookup.goal;
        // Jump & go can move a coin by any sum of throws.
        let longest = if self.rules.switches.jump_and_go {
            goal
        } else {
            12
        };
        playing().all(|player| {
            let targets = self.targets(player);
            let movers = self.standing[usize::from(player)] & self.board.lookup.before_goal;
            (1..=longest).all(|steps| !targets.reaches(movers, steps))
        })
    }

    /// Work the landing masks out afresh for `square`, from everyone's coins on it.
    pub(crate) fn refresh_landing(&mut self, square: SquareId) {
        let lookup = &self.board.lookup;
        let s = usize::from(square);
        let safe = lookup.safe[s];
        let closed_to_opponents = self.rules.safe_squares == SafeSquares::ClosedToOpponents;
        for player in 0..self.rules.players {
            let p = usize::from(player);
            let Some(index) = lookup.index_on_path(usize::from(self.seat(player)), square) else {
                continue;
            };
            // The goal holds any number of coins and cuts nobody.
            if index == lookup.goal {
                continue;
            }
            let opponents = self.holders[s] & !(1 << player) != 0;
            // An opponent never stands on this player's danger square (it is private), so the
            // board's own safe flag decides between closing the square and cutting on it.
            let blocked = if safe {
                opponents && closed_to_opponents
            } else {
                self.occupancy[p][s] > 0 && !self.may_stack_on(square, player)
            };
            let cuttable = !safe && opponents;
            put_bit(&mut self.blocked[p], index, blocked);
            put_bit(&mut self.cuttable[p], index, cuttable);
        }
    }

    /// `mover`'s coins have just arrived on (`present`) or all left `square`, at `index` on
    /// their path: change the landing masks where that changes them, as
    /// [`Position::refresh_landing`] would. Only the square's bits can change: for the mover,
    /// whether their own coin blocks it (when coins may not stack there), and for each
    /// opponent, whether it is closed to them (a safe square) or cuts (any other).
    // Inlined into `relocate`, whose two calls know which way the coin went and have the
    // square at hand.
    #[inline(always)]
    pub(crate) fn landing_changed(
        &mut self,
        mover: Player,
        index: PathIndex,
        square: SquareId,
        present: bool,
    ) {
        let lookup = &self.board.lookup;
        // The goal holds any number of coins and cuts nobody, on every path.
        if index == lookup.goal {
            return;
        }
        let s = usize::from(square);
        let safe = lookup.safe[s];
        // Off a safe square, `may_stack_on` is whether stacking is on or the square is the
        // mover's own; on one, their own coins never block them.
        if !safe && !self.rules.switches.coin_can_stack_on_common_path && lookup.shared[s] {
            put_bit(&mut self.blocked[usize::from(mover)], index, present);
        }
        let closed_to_opponents = self.rules.safe_squares == SafeSquares::ClosedToOpponents;
        if safe && !closed_to_opponents {
            return;
        }
        // The other players, a bit each: walking only their bits spares a test of every seat.
        let mut others = ((1u8 << self.rules.players) - 1) & !(1 << mover);
        while others != 0 {
            // Below 8, so the cast is exact.
            let player = others.trailing_zeros() as Player;
            others &= others - 1;
            let Some(at) = lookup.index_on_path(usize::from(self.seat(player)), square) else {
                continue;
            };
            // Every path ends on the one goal square, which was left out above.
            debug_assert_ne!(at, lookup.goal, "the goal is the same square on every path");
            let opponents = self.holders[s] & !(1 << player) != 0;
            let p = usize::from(player);
            if safe {
                put_bit(&mut self.blocked[p], at, opponents);
            } else {
                put_bit(&mut self.cuttable[p], at, opponents);
            }
        }
    }
}

/// Set bit `index` of `mask` to `on`, without a branch: these flags flip unpredictably.
#[inline(always)]
fn put_bit(mask: &mut u128, index: PathIndex, on: bool) {
    let bit = path_bit(index);
    *mask = (*mask & !bit) | (bit & 0u128.wrapping_sub(u128::from(on)));
}

/// `1 << index` for a path index, as a mask over a path. Read from a table: shifting a `u128`
/// by a variable amount takes about seven instructions on x86-64, a load one or two.
#[inline(always)]
pub(crate) fn path_bit(index: PathIndex) -> u128 {
    // Paths are shorter than 128 steps (MAX_PATH), so the mask only spares a bounds check.
    PATH_BITS[usize::from(index) & 127]
}

static PATH_BITS: [u128; 128] = {
    let mut bits = [0; 128];
    let mut i = 0;
    while i < 128 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};
