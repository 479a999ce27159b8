//! The flow of play: the throw-off, rolling into the bank, playing values, cutting, reaching the
//! goal, extra rolls, lost values and passing the turn (docs/RULES.md, "Who starts" and "Dhayam").
//!
//! Both chain styles share one path through here. Banked: throws pile up until a plain throw,
//! then values are played until the bank is empty or nothing can use it, then the chain's one
//! extra roll (if earned) starts a new chain. Move after each roll: the bank holds one throw,
//! played (or lost) at once, then a roll-again throw, a cut or a finish means another roll.
//! Every check happens before anything changes, so a refused action leaves the position as it was.

use crate::error::PlayError;
use crate::event::{Event, Events, ExtraRollReason, Player};
use crate::landing::Landing;
use crate::moves::Move;
use crate::position::{Coin, FROZEN, Phase, Position};
use crate::rules::MAX_COINS;
use crate::sticks::{THROW_VALUES, Throw};

impl Position {
    /// The player who must act now, or `None` once the game is over.
    #[must_use]
    #[inline]
    pub fn to_act(&self) -> Option<Player> {
        match self.phase {
            Phase::ThrowOff { contenders, throws } => self
                .players()
                .find(|&p| contenders & (1 << p) != 0 && throws[usize::from(p)] == 0),
            Phase::Roll(player) | Phase::Move(player) => Some(player),
            Phase::Over => None,
        }
    }

    /// Whether the player to act must roll (in the throw-off or their turn).
    #[must_use]
    pub const fn must_roll(&self) -> bool {
        matches!(self.phase, Phase::ThrowOff { .. } | Phase::Roll(_))
    }

    /// `player` throws the sticks.
    ///
    /// # Errors
    /// The game is over, someone else is to act, or the player must play a banked value first.
    pub fn roll(&mut self, player: Player, events: &mut impl Events) -> Result<Throw, PlayError> {
        self.check_actor(player)?;
        if matches!(self.phase, Phase::Move(_)) {
            return Err(PlayError::MustMove);
        }
        let throw = self.sticks.throw();
        self.take_throw(player, throw, events);
        Ok(throw)
    }

    /// `player`, who must roll, throws `throw`. The sticks are not consulted: the computer
    /// players' search calls this with each throw it weighs.
    pub(crate) fn take_throw(&mut self, player: Player, throw: Throw, events: &mut impl Events) {
        self.kept.clear();
        events.emit(|| Event::Rolled { player, throw });
        match self.phase {
            Phase::ThrowOff {
                contenders,
                mut throws,
            } => {
                throws[usize::from(player)] = throw.value();
                self.settle_throw_off(contenders, throws, events);
            }
            _ => self.bank_throw(player, throw.value(), events),
        }
    }

    /// `player` plays `mv`.
    ///
    /// # Errors
    /// The game is over, someone else is to act, the player must roll first, or the move is
    /// not legal.
    #[inline]
    pub fn play(
        &mut self,
        player: Player,
        mv: Move,
        events: &mut impl Events,
    ) -> Result<(), PlayError> {
        // The player to move, moving, is every call a shell makes in play: one comparison.
        // Anything else is refused as the actor check and the phase say, in that order.
        if self.phase != Phase::Move(player) {
            return Err(self.refusal_out_of_turn(player));
        }
        let Some(landing) = self.legal_landing_for(player, mv) else {
            return Err(PlayError::IllegalMove(mv));
        };
        self.play_landing(player, mv, landing, events);
        Ok(())
    }

    /// Why a move by `player`, who is not the player to move in a move phase, is refused: the
    /// actor check's error, else that they must roll first.
    // Out of line and cold: the registers the actor check needs would otherwise be saved on
    // every move.
    #[cold]
    #[inline(never)]
    fn refusal_out_of_turn(&self, player: Player) -> PlayError {
        match self.check_actor(player) {
            Err(error) => error,
            Ok(()) => PlayError::MustRoll,
        }
    }

    /// Play `mv`, already known to be legal for `player`, the player to move.
    pub(crate) fn play_legal(&mut self, player: Player, mv: Move, events: &mut impl Events) {
        let landing = self.legal_move_landing(player, mv);
        debug_assert_eq!(
            Some(landing),
            self.landing_of(player, mv),
            "{mv:?} is legal"
        );
        self.play_landing(player, mv, landing, events);
    }

    /// Play the legal `mv`, which lands at `landing`.
    fn play_landing(
        &mut self,
        player: Player,
        mv: Move,
        landing: Landing,
        events: &mut impl Events,
    ) {
        self.kept.clear();
        let value = match mv {
            Move::Enter { value } | Move::Advance { value, .. } => value,
            Move::Jump { .. } => 0,
        };
        self.apply(player, mv, landing, events);
        if self.phase == Phase::Over {
            return;
        }
        // The move may have left no coin free to move, ever: no roll can help then.
        if self.is_stalemate() {
            self.end_game(events);
            return;
        }
        if self.is_finished(player) {
            self.lose_bank(player, events);
            self.extra_roll = None;
            self.pass_turn(player, events);
        } else if !self.rules.banked() {
            self.after_single_throw(player, value, events);
        } else if self.bank.is_empty() || !self.check_and_keep_moves() {
            self.lose_bank(player, events);
            self.end_chain(player, events);
        }
    }

    #[inline]
    fn check_actor(&self, player: Player) -> Result<(), PlayError> {
        match self.to_act() {
            None => Err(PlayError::GameOver),
            Some(expected) if expected != player => {
                Err(PlayError::NotYourTurn { player, expected })
            }
            Some(_) => Ok(()),
        }
    }

    fn settle_throw_off(
        &mut self,
        contenders: u8,
        throws: [u8; crate::position::MAX_PLAYERS],
        events: &mut impl Events,
    ) {
        let thrown = |p: Player| contenders & (1 << p) != 0;
        if self
            .players()
            .any(|p| thrown(p) && throws[usize::from(p)] == 0)
        {
            self.phase = Phase::ThrowOff { contenders, throws };
            return;
        }
        let best = self
            .players()
            .filter(|&p| thrown(p))
            .map(|p| throws[usize::from(p)])
            .max();
        let tied: Vec<Player> = self
            .players()
            .filter(|&p| thrown(p) && Some(throws[usize::from(p)]) == best)
            .collect();
        if let [starter] = tied[..] {
            self.phase = Phase::Roll(starter);
            events.emit(|| Event::TurnPassed { player: starter });
        } else {
            let contenders = tied.iter().fold(0, |mask, &p| mask | (1 << p));
            self.phase = Phase::ThrowOff {
                contenders,
                throws: [0; crate::position::MAX_PLAYERS],
            };
            events.emit(|| Event::ThrowOffTied { players: tied });
        }
    }

    /// Put a thrown value in the bank and decide what comes next.
    fn bank_throw(&mut self, player: Player, value: u8, events: &mut impl Events) {
        let releases = value == 5
            && self.last_throw == Some(1)
            && self.rules.switches.roll_1_then_5_releases_two;
        self.last_throw = Some(value);
        // A bank full of this value (255 of it) can't take it: the throw is lost and the chain
        // stops rolling, as after a plain throw (docs/RULES_DECISIONS.md 14).
        let banked = self.bank.push(value, releases);
        if !banked {
            events.emit(|| Event::ValueLost { player, value });
        }
        let again = banked && self.rules.roll_again().contains(value);
        if self.rules.banked() && again {
            events.emit(|| Event::ExtraRoll {
                player,
                reason: ExtraRollReason::BonusThrow(value),
            });
            return;
        }
        self.phase = Phase::Move(player);
        if self.check_and_keep_moves() {
            return;
        }
        self.lose_bank(player, events);
        if self.rules.banked() {
            self.end_chain(player, events);
        } else {
            self.after_single_throw(player, value, events);
        }
    }

    /// Move after each roll: once `value` is played or lost, roll again or pass.
    fn after_single_throw(&mut self, player: Player, value: u8, events: &mut impl Events) {
        // A bonus throw and a cut in the same move still give one roll, not two.
        let earned = self.extra_roll.take();
        let reason = if self.rules.roll_again().contains(value) {
            Some(ExtraRollReason::BonusThrow(value))
        } else {
            earned
        };
        match reason {
            Some(reason) => {
                self.phase = Phase::Roll(player);
                events.emit(|| Event::ExtraRoll { player, reason });
            }
            None => self.pass_turn(player, events),
        }
    }

    /// Banked: the chain's values are all played or lost; take its extra roll or pass.
    fn end_chain(&mut self, player: Player, events: &mut impl Events) {
        self.thaw();
        match self.extra_roll.take() {
            Some(reason) => {
                self.phase = Phase::Roll(player);
                events.emit(|| Event::ExtraRoll { player, reason });
            }
            None => self.pass_turn(player, events),
        }
    }

    fn lose_bank(&mut self, player: Player, events: &mut impl Events) {
        let lost = self.bank.take();
        for (value, count) in THROW_VALUES.into_iter().zip(lost.counts()) {
            for _ in 0..count {
                events.emit(|| Event::ValueLost { player, value });
            }
        }
    }

    fn pass_turn(&mut self, player: Player, events: &mut impl Events) {
        self.thaw();
        self.last_throw = None;
        // The next seat round the table still playing, or this one if no other is (a full
        // round comes back to it). Counted round without a division: it costs about as much
        // as the rest of the pass.
        let players = self.rules.players;
        let mut next = player;
        for _ in 0..players {
            next = if next + 1 >= players { 0 } else { next + 1 };
            if !self.is_finished(next) {
                break;
            }
        }
        // No stalemate to look for: every position short of the end is free of one (the
        // position check refuses one, and each move is followed by the check), and since then
        // only the bank, the marks and the earned roll have changed, none of which it reads.
        debug_assert!(
            !self.is_stalemate(),
            "a stalemate is caught where the coins move"
        );
        self.phase = Phase::Roll(next);
        events.emit(|| Event::TurnPassed { player: next });
    }

    /// Carry out a legal move: spend its values, move the coin, cut, finish.
    fn apply(&mut self, player: Player, mv: Move, landing: Landing, events: &mut impl Events) {
        match mv {
            Move::Enter { value } if !self.rules.entry.contains(value) => {
                self.bank.spend_releasing_five();
            }
            Move::Enter { value } | Move::Advance { value, .. } => self.bank.spend(value),
            Move::Jump { values, .. } => self.bank.spend_all(&values),
        }
        // Coins are sorted furthest first with marked coins ahead of all others: a coin coming
        // out is the last, and the first coin not beyond the square a move leaves is an unmarked
        // coin on it.
        let slot = match mv.from() {
            None => usize::from(self.rules.coins) - 1,
            Some(from) => self.first_slot_not_beyond(player, from + 1),
        };
        debug_assert_eq!(
            slot,
            match mv.from() {
                None => self.coins_of(player).len() - 1,
                Some(from) => self
                    .coins_of(player)
                    .iter()
                    .position(|&c| c <= from + 1)
                    .unwrap_or(0),
            },
            "the moving coin's slot"
        );
        let to = landing.to;
        let to_square = self.square_at(player, to);
        match mv.from() {
            None => events.emit(|| Event::CoinEntered {
                player,
                square: to_square,
            }),
            Some(from) => events.emit(|| Event::CoinMoved {
                player,
                from: self.square_at(player, from),
                to: to_square,
                squares: (from + 1..=to).map(|i| self.square_at(player, i)).collect(),
            }),
        }
        let cut_now = landing.cuts && self.cut(player, to_square, to, events);
        let freeze =
            cut_now && self.rules.banked() && !self.rules.switches.coin_can_move_after_cutting;
        self.relocate(player, slot, (to + 1) | if freeze { FROZEN } else { 0 });
        if to == self.board.lookup.goal {
            self.reach_goal(player, events);
        }
    }

    /// The first of `player`'s coin slots whose raw place is not beyond `raw` (an unmarked
    /// coin on it, when a legal move leaves `raw`, a path index plus one, below 128).
    ///
    /// The coins are sorted furthest first, so those beyond `raw` are a prefix: the slot is its
    /// length. The slots are compared eight bytes at a time (those past the rules' coins hold 0,
    /// never beyond), and the prefix measured with a trailing-zeros count, which x86-64's
    /// baseline has (a population count it has not). The scan it replaces passed about half of
    /// twelve coins a move, at three instructions each.
    #[inline(always)]
    fn first_slot_not_beyond(&self, player: Player, raw: Coin) -> usize {
        debug_assert!(raw < FROZEN, "a path index plus one");
        let mut bytes = [0; 16];
        bytes[..MAX_COINS].copy_from_slice(&self.coins[usize::from(player)]);
        let word = u128::from_le_bytes(bytes);
        // The halves, so the casts keep what they mean to.
        let (low, high) = (word as u64, (word >> 64) as u64);
        let first = slots_beyond(low, raw);
        if first < 8 {
            return first;
        }
        first + slots_beyond(high, raw)
    }

    /// `player`'s coin has landed on `square` (path index `to`): cut what it cuts there and on
    /// danger squares. Returns whether anything was cut.
    fn cut(&mut self, player: Player, square: u8, to: u8, events: &mut impl Events) -> bool {
        let danger = self.danger_index() == Some(to);
        let mut any = false;
        for q in self.players().filter(|&q| q != player) {
            let mut targets = [None, None];
            if !self.is_safe(square, player) {
                targets[0] = Some(square);
            }
            if danger {
                targets[1] = Some(self.danger_square(q));
            }
            for target in targets.into_iter().flatten() {
                while self.coins_on(q, target) > 0 {
                    let slot = self.coins_of(q).iter().position(|&c| {
                        c & !FROZEN != 0 && self.square_at(q, (c & !FROZEN) - 1) == target
                    });
                    let Some(slot) = slot else { break };
                    self.relocate(q, slot, 0);
                    any = true;
                    events.emit(|| Event::CoinCut {
                        player: q,
                        square: target,
                        by: player,
                    });
                }
            }
        }
        if any {
            self.has_cut[usize::from(player)] = true;
            if self.rules.switches.cut_grants_extra_roll {
                self.extra_roll.get_or_insert(ExtraRollReason::Cut);
            }
        }
        any
    }

    fn reach_goal(&mut self, player: Player, events: &mut impl Events) {
        events.emit(|| Event::CoinHome { player });
        if self.rules.home_grants_extra_roll {
            self.extra_roll.get_or_insert(ExtraRollReason::Home);
        }
        let goal = self.board.lookup.goal + 1;
        if self.coins_of(player).iter().any(|&c| c & !FROZEN != goal) {
            return;
        }
        self.places[usize::from(self.finished)] = player;
        self.finished += 1;
        let place = self.finished;
        events.emit(|| Event::PlayerFinished { player, place });
        if self.rules.players - self.finished <= 1 {
            self.end_game(events);
        }
    }

    fn end_game(&mut self, events: &mut impl Events) {
        self.thaw();
        self.bank = crate::bank::Bank::default();
        self.extra_roll = None;
        self.last_throw = None;
        self.phase = Phase::Over;
        let winner = self.winner();
        events.emit(|| Event::GameOver { winner });
    }
}

/// How many of the eight coins in `word` (a byte each, lowest first) lead it beyond raw place
/// `raw` (below 128): a marked coin (its top bit set) always is, any other if its place is
/// greater. Each byte's seven low bits plus `127 - raw` reach its top bit exactly when the
/// place is greater, and no byte carries into the next.
#[inline(always)]
fn slots_beyond(word: u64, raw: Coin) -> usize {
    const LOW_BITS: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const TOP_BITS: u64 = !LOW_BITS;
    let margin = u64::from(0x7f - raw) * 0x0101_0101_0101_0101;
    let beyond = (((word & LOW_BITS) + margin) | word) & TOP_BITS;
    // The first byte not beyond, at 8 if every one is.
    ((!beyond & TOP_BITS).trailing_zeros() / 8) as usize
}
