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
use crate::sticks::{THROW_VALUES, value_index};

/// One choice of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
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

/// What the moves of the player to move are made from: where their coins may land, which coins
/// may move, and which banked values are present and may bring a coin out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveSetup {
    targets: Targets,
    /// A bit per path index where a coin free to move stands.
    movers: u128,
    /// The banked values, a bit each ([`Values::present`]).
    present: u8,
    /// The values that may bring a coin out now, a bit each.
    entering: u8,
}

/// Most legal moves a position keeps ([`KeptMoves`]): more than almost any position has, and
/// the list with its length fills 64 bytes, less than the move setup it replaced.
const KEPT_MOVES: usize = 31;
// `KeptMoves::list` masks its length with 31, which holds every length up to KEPT_MOVES.
const _: () = assert!(KEPT_MOVES <= 31);

/// The legal moves of the player to move, listed by the check that ended the last action
/// ([`Position::check_and_keep_moves`]) and kept until the position next changes, so the move
/// generation and a public move's check that follow read them instead of working them out
/// again. Every change to a position starts by dropping them (`take_throw`, `play_landing`).
///
/// None is kept (`len` 0) when nothing has been checked since the last change, or when the
/// moves don't fit or are jumps; a position with moves to keep always has at least one. Each
/// move is two bytes: its coin's path index ([`KeptMoves::COMING_OUT`] for a coin coming out)
/// and its value. (The index as it is, not plus one with 0 for coming out: one instruction
/// less to keep, to copy out and to look up.)
///
/// It is a cache of what the rest of the position decides, so it never makes two positions
/// differ: it compares equal always.
#[derive(Clone, Copy, Debug)]
pub(crate) struct KeptMoves {
    len: u8,
    moves: [[u8; 2]; KEPT_MOVES],
}

impl KeptMoves {
    /// Nothing kept.
    pub const NONE: Self = Self {
        len: 0,
        moves: [[0; 2]; KEPT_MOVES],
    };

    /// Keep nothing: the position is about to change. Only the length is cleared, the entries
    /// past it being unread.
    #[inline(always)]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The kept moves, none if nothing is kept.
    #[inline(always)]
    fn list(&self) -> &[[u8; 2]] {
        // `len` never passes KEPT_MOVES: the mask only spares a bounds check.
        &self.moves[..usize::from(self.len) & 31]
    }

    /// The first byte of a coin coming out: no path index is this long.
    const COMING_OUT: u8 = u8::MAX;

    /// The move a kept entry stands for.
    #[inline(always)]
    const fn decode([from, value]: [u8; 2]) -> Move {
        match from {
            Self::COMING_OUT => Move::Enter { value },
            _ => Move::Advance { from, value },
        }
    }

    /// The entry `mv` is kept as, if it is a single value's move that could be legal.
    #[inline(always)]
    const fn encode(mv: Move) -> Option<[u8; 2]> {
        match mv {
            Move::Enter { value } => Some([Self::COMING_OUT, value]),
            // Path indices are below 128: no legal move starts at the mark of coming out.
            Move::Advance { from, value } if from != Self::COMING_OUT => Some([from, value]),
            Move::Advance { .. } => None,
            Move::Jump { .. } => None,
        }
    }
}

impl Default for KeptMoves {
    fn default() -> Self {
        Self::NONE
    }
}

impl PartialEq for KeptMoves {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for KeptMoves {}

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
    // Inline across crates: a shell's call is mostly the copy of the kept moves, and the call
    // itself was a third of it.
    #[inline]
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        let Phase::Move(player) = self.phase else {
            return;
        };
        let kept = self.kept.list();
        if kept.is_empty() {
            self.generate_moves_into(player, moves);
            return;
        }
        // One reservation for the whole list: the copy is of known length.
        moves.extend(kept.iter().map(|&entry| KeptMoves::decode(entry)));
        debug_assert_eq!(
            *moves,
            {
                let mut fresh = Vec::new();
                self.generate_moves_into(player, &mut fresh);
                fresh
            },
            "the kept moves are current"
        );
    }

    /// The legal move at index `choose(count)` among the `count` legal moves of the player to
    /// move, in the order [`Position::legal_moves`] lists them, or `None` if that index is not
    /// below the count. `choose` is called once, whatever the count.
    ///
    /// For the random games (`play_out`), which need one move, not the list: the kept moves are
    /// read in place instead of copied into a `Vec` (about 64 instructions a move); without
    /// them the moves are worked out into `scratch`. Inlined: a call cost a third of it.
    #[cfg(feature = "research")]
    #[inline(always)]
    pub(crate) fn choose_legal_move(
        &self,
        scratch: &mut Vec<Move>,
        choose: impl FnOnce(usize) -> usize,
    ) -> Option<Move> {
        let kept = self.kept.list();
        if kept.is_empty() {
            self.legal_moves_into(scratch);
            return scratch.get(choose(scratch.len())).copied();
        }
        debug_assert!(
            matches!(self.phase, Phase::Move(_)),
            "moves are kept for a move"
        );
        debug_assert_eq!(
            kept.iter()
                .map(|&entry| KeptMoves::decode(entry))
                .collect::<Vec<_>>(),
            self.legal_moves(),
            "the kept moves are current"
        );
        kept.get(choose(kept.len()))
            .map(|&entry| KeptMoves::decode(entry))
    }

    /// The legal moves of `player`, who is to move, worked out from the position and written
    /// into the empty `moves`.
    // Out of line: most calls read the kept moves, and this one's registers would be saved on
    // every call.
    #[inline(never)]
    fn generate_moves_into(&self, player: Player, moves: &mut Vec<Move>) {
        let setup = self.move_setup(player);
        if !self.rules.switches.must_cut_if_available {
            // Where a move cuts doesn't matter here: left unread, it is never worked out.
            self.each_possible_move(&setup, |mv, _| {
                moves.push(mv);
                true
            });
            return;
        }
        let mut any_cut = false;
        self.each_possible_move(&setup, |mv, landing| {
            any_cut |= landing.cuts;
            moves.push(mv);
            true
        });
        if any_cut {
            let targets = setup.targets;
            moves.retain(|&mv| targets.landing(mv).is_some_and(|landing| landing.cuts));
        }
    }

    /// Whether the player to move has any legal move.
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        let Phase::Move(player) = self.phase else {
            return false;
        };
        !self.kept.list().is_empty() || self.any_move(&self.move_setup(player))
    }

    /// [`Position::has_legal_move`] for a turn that has just come to a move: the moves found
    /// are kept ([`KeptMoves`]) for the move generation (or the public move's check) that
    /// follows, which then need not work them out again.
    pub(crate) fn check_and_keep_moves(&mut self) -> bool {
        let Phase::Move(player) = self.phase else {
            return false;
        };
        let MoveSetup {
            targets,
            movers,
            present,
            entering,
        } = self.move_setup(player);
        let must_cut = self.rules.switches.must_cut_if_available;
        // Written in place; kept only if every legal move fits.
        let slots = &mut self.kept.moves;
        let mut len = 0;
        let mut overflow = false;
        let mut any_cut = false;
        // Keep a move landing on `to`, in the order the moves are listed; under compulsory
        // cutting, only those that cut once one does.
        let mut keep = |entry: [u8; 2], to: PathIndex| {
            if must_cut {
                let cuts = targets.cuts_at(to);
                if cuts != any_cut {
                    if !cuts {
                        return;
                    }
                    // The first move that cuts: those before it are not legal. From here on
                    // the list holds it, so a move skipped after it still leaves moves found.
                    any_cut = true;
                    len = 0;
                    overflow = false;
                }
            }
            match slots.get_mut(len) {
                Some(slot) => {
                    *slot = entry;
                    len += 1;
                }
                None => overflow = true,
            }
        };
        // The moves in the order `each_possible_move` makes them (values ascending, a coin
        // coming out before those moving, coins from the start of the path on), written out
        // here so each is stored as it is found; jumps are looked for only if none is. (Calling
        // `each_possible_move` with a closure means listing into a local array and copying it
        // in, the walk borrowing the position: 50 instructions an action more.)
        let mut rest = present;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            let value = THROW_VALUES[i as usize];
            if entering >> i & 1 != 0 {
                keep([KeptMoves::COMING_OUT, value], 0);
            }
            let reached = targets.reached(movers, value);
            // A 64-bit half at a time, as `Targets::each_reached`.
            for (half, base) in [(reached as u64, 0), ((reached >> 64) as u64, 64)] {
                let mut half = half;
                while half != 0 {
                    // Below 128, so the cast is exact.
                    let to = base + half.trailing_zeros() as PathIndex;
                    half &= half - 1;
                    keep([to - value, value], to);
                }
            }
        }
        if len > 0 || overflow {
            // At most KEPT_MOVES, so the cast is exact; a list that overflowed is not kept.
            self.kept.len = if overflow { 0 } else { len as u8 };
            return true;
        }
        // Jumps are legal only when no single value plays; they are never kept.
        self.rules.switches.jump_and_go && self.rules.banked() && self.can_jump(movers, &targets)
    }

    /// Whether `setup` has any legal move.
    #[inline(always)]
    fn any_move(&self, setup: &MoveSetup) -> bool {
        if setup.present & setup.entering != 0 {
            return true;
        }
        let mut rest = setup.present;
        while rest != 0 {
            let value = THROW_VALUES[rest.trailing_zeros() as usize];
            rest &= rest - 1;
            if setup.targets.reaches(setup.movers, value) {
                return true;
            }
        }
        self.rules.switches.jump_and_go
            && self.rules.banked()
            && self.can_jump(setup.movers, &setup.targets)
    }

    /// What the moves of `player` are made from, worked out from the position.
    #[inline(always)]
    fn move_setup(&self, player: Player) -> MoveSetup {
        let targets = self.targets(player);
        MoveSetup {
            targets,
            movers: self.movers(player),
            present: self.bank.values.present(),
            entering: self.entering_values(player, &targets),
        }
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
        let kept = self.kept.list();
        if !kept.is_empty() {
            // The kept moves are every legal move: `mv` is legal if it is among them (a jump
            // never is, as single values play).
            let legal = KeptMoves::encode(mv).is_some_and(|entry| kept.contains(&entry));
            debug_assert_eq!(legal, self.legal_moves().contains(&mv), "{mv:?}");
            return legal.then(|| self.legal_move_landing(player, mv));
        }
        self.legal_landing_worked_out(player, mv)
    }

    /// [`Position::legal_landing_for`] when no moves are kept: worked out from the position.
    // Out of line: a public move almost always finds the moves kept, and this path's registers
    // would be saved on every call.
    #[inline(never)]
    fn legal_landing_worked_out(&self, player: Player, mv: Move) -> Option<Landing> {
        let setup = self.move_setup(player);
        let targets = setup.targets;
        let landing = match mv {
            Move::Enter { value } => {
                // A coin is home and its first square open, and the value is banked and one
                // that brings a coin out.
                let possible = value_index(value)
                    .is_some_and(|i| (setup.entering & setup.present) >> i & 1 != 0);
                possible.then(|| targets.at(0)).flatten()
            }
            Move::Advance { from, value } => {
                let possible = from < 128
                    && setup.movers & path_bit(from) != 0
                    && value_index(value).is_some_and(|i| setup.present >> i & 1 != 0);
                possible
                    .then(|| targets.at(from.checked_add(value)?))
                    .flatten()
            }
            // Jumps are legal only when no single value plays: look for it among the moves.
            Move::Jump { .. } => {
                let mut found = None;
                self.each_possible_move(&setup, |candidate, landing| {
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
        self.each_possible_move(&setup, |_, landing| {
            any_cut = landing.cuts;
            !any_cut
        });
        (!any_cut).then_some(landing)
    }

    /// Call `visit` with each move the player to move could make with the bank (as `setup`
    /// gives it), before the must-cut filter, until it returns false. Jump & go moves come only
    /// when no single value plays.
    fn each_possible_move(&self, setup: &MoveSetup, mut visit: impl FnMut(Move, Landing) -> bool) {
        let MoveSetup {
            ref targets,
            movers,
            entering,
            ..
        } = *setup;
        let mut any = false;
        let mut present = setup.present;
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

    /// Where `mv` would land, if it is possible at all.
    #[inline]
    pub(crate) fn landing_of(&self, player: Player, mv: Move) -> Option<Landing> {
        self.targets(player).landing(mv)
    }
}
