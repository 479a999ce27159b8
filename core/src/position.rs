//! A position: the whole state of a game of Dhayam at one moment — rule set, every coin, who has
//! cut, whose turn and in what phase, the bank, and the sticks' random state.
//!
//! An unvalidated [`Setup`] becomes a [`Position`] only through [`Position::from_setup`], so
//! every position the engine holds obeys the rules. Coins are kept sorted, furthest first, which
//! makes two positions with the same coins on the same squares equal; per-square counts are kept
//! beside them so that asking who stands on a square costs one lookup.

use crate::bank::Bank;
use crate::board::{Board, MAX_SEATS, MAX_SQUARES, PathIndex, SquareId};
use crate::error::PositionError;
use crate::event::{ExtraRollReason, Player};
use crate::landing::path_bit;
use crate::moves::KeptMoves;
use crate::rules::{MAX_COINS, RuleSet, SafeSquares};
use crate::sticks::{Sticks, THROW_VALUES, value_index};

/// Most players any board seats.
pub const MAX_PLAYERS: usize = MAX_SEATS;

/// Where a coin is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// In its home circle, not yet entered.
    Home,
    /// On its path at this index; the last index is the goal.
    Path(PathIndex),
}

/// One coin of a set-up position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoinSetup {
    /// Where it is.
    pub place: Place,
    /// It cut in the current chain and may not take more of the bank (when the rules say so).
    pub cut_this_chain: bool,
}

/// What the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Deciding who starts: `throws[p]` is player p's throw this round, 0 if not yet thrown;
    /// only players in `contenders` (a bit per player) throw.
    ThrowOff {
        /// Players still in the throw-off.
        contenders: u8,
        /// Each contender's throw this round, 0 before it is thrown.
        throws: [u8; MAX_PLAYERS],
    },
    /// `player` must roll.
    Roll(Player),
    /// `player` must play a banked value.
    Move(Player),
    /// The game has ended.
    Over,
}

/// An unvalidated position: what a parser or a test proposes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The rules.
    pub rules: RuleSet,
    /// Each player's coins.
    pub coins: Vec<Vec<CoinSetup>>,
    /// Which players have cut at least once this game (the gate is open for them).
    pub has_cut: Vec<bool>,
    /// What the game waits for.
    pub phase: Phase,
    /// Values banked and not yet played.
    pub bank: Bank,
    /// The extra roll earned in the current chain (banked) or by the current move, if any.
    pub extra_roll: Option<ExtraRollReason>,
    /// The previous throw of the current turn, if any (for "roll 1 then 5").
    pub last_throw: Option<u8>,
    /// Players who have finished, in the order they finished.
    pub places: Vec<Player>,
    /// The sticks' seed and words drawn.
    pub sticks: (u64, u64),
}

/// Raw coin encoding: 0 is home, `i + 1` is path index `i`; the top bit marks a coin that cut in
/// this chain.
pub(crate) type Coin = u8;
pub(crate) const FROZEN: Coin = 0x80;

/// A valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) rules: RuleSet,
    pub(crate) board: BoardRef,
    /// Each player's seat (which path they follow), from the rules.
    pub(crate) seats: [u8; MAX_PLAYERS],
    pub(crate) coins: [[Coin; MAX_COINS]; MAX_PLAYERS],
    pub(crate) occupancy: [[u8; MAX_SQUARES]; MAX_PLAYERS],
    /// A bit per player with coins on each square: who holds it, in one load.
    pub(crate) holders: [u8; MAX_SQUARES],
    /// Per player, a bit per path index where the player has coins.
    pub(crate) standing: [u128; MAX_PLAYERS],
    /// Per player, a bit per path index the player's coins may not land on (see landing.rs).
    pub(crate) blocked: [u128; MAX_PLAYERS],
    /// Per player, a bit per path index where landing cuts.
    pub(crate) cuttable: [u128; MAX_PLAYERS],
    pub(crate) has_cut: [bool; MAX_PLAYERS],
    pub(crate) phase: Phase,
    pub(crate) bank: Bank,
    pub(crate) extra_roll: Option<ExtraRollReason>,
    pub(crate) last_throw: Option<u8>,
    pub(crate) places: [Player; MAX_PLAYERS],
    pub(crate) finished: u8,
    pub(crate) sticks: Sticks,
    /// The legal moves the last check of the player to move listed, for the moves that follow.
    pub(crate) kept: KeptMoves,
}

impl Position {
    /// A new game under `rules`: every coin home, the throw-off about to begin.
    ///
    /// # Errors
    /// The rule set is invalid.
    pub fn new(rules: RuleSet, seed: u64) -> Result<Self, PositionError> {
        let rules = rules.validate()?;
        let everyone = (1u8 << rules.players) - 1;
        let throw_off = Phase::ThrowOff {
            contenders: everyone,
            throws: [0; MAX_PLAYERS],
        };
        // With every coin home no square is held, so every count and landing mask is zero and
        // there is nothing to check: the position is built directly, not through a `Setup`.
        let position = Self::every_coin_home(rules, throw_off, Sticks::new(seed));
        debug_assert_eq!(position.check(), Ok(()));
        Ok(position)
    }

    /// A position under valid `rules` with every coin home, nothing banked and no one finished.
    fn every_coin_home(rules: RuleSet, phase: Phase, sticks: Sticks) -> Self {
        Self {
            rules,
            board: BoardRef(rules.board.board()),
            seats: [0, 1, 2, 3].map(|player| rules.seat(player)),
            coins: [[0; MAX_COINS]; MAX_PLAYERS],
            occupancy: [[0; MAX_SQUARES]; MAX_PLAYERS],
            holders: [0; MAX_SQUARES],
            standing: [0; MAX_PLAYERS],
            blocked: [0; MAX_PLAYERS],
            cuttable: [0; MAX_PLAYERS],
            has_cut: [false; MAX_PLAYERS],
            phase,
            bank: Bank::default(),
            extra_roll: None,
            last_throw: None,
            places: [0; MAX_PLAYERS],
            finished: 0,
            sticks,
            kept: KeptMoves::NONE,
        }
    }

    /// The position `setup` describes, if it obeys the rules.
    ///
    /// # Errors
    /// The first way the setup breaks the rules: invalid rules, a wrong coin count, a coin off
    /// its path or past a closed gate, squares shared or stacked against the rules, or a turn,
    /// bank and places that don't fit together.
    pub fn from_setup(setup: Setup) -> Result<Self, PositionError> {
        let rules = setup.rules.validate()?;
        let board = rules.board.board();
        let players = usize::from(rules.players);
        let goal = board.goal();
        if setup.coins.len() != players || setup.has_cut.len() != players {
            return Err(PositionError::Turn(
                "one coin list and one cut flag per player",
            ));
        }
        let mut position = Self::every_coin_home(
            rules,
            setup.phase,
            Sticks::resume(setup.sticks.0, setup.sticks.1),
        );
        position.bank = setup.bank;
        position.extra_roll = setup.extra_roll;
        position.last_throw = setup.last_throw;
        for (p, coins) in setup.coins.iter().enumerate() {
            if coins.len() != usize::from(rules.coins) {
                return Err(PositionError::CoinCount {
                    player: p as Player,
                    found: coins.len(),
                    expected: rules.coins,
                });
            }
            position.has_cut[p] = setup.has_cut[p];
            for (i, coin) in coins.iter().enumerate() {
                let raw = match coin.place {
                    Place::Home => 0,
                    Place::Path(index) if index <= goal => index + 1,
                    Place::Path(index) => {
                        return Err(PositionError::OffPath {
                            player: p as Player,
                            index,
                        });
                    }
                };
                position.coins[p][i] = raw | if coin.cut_this_chain { FROZEN } else { 0 };
            }
            position.coins[p][..coins.len()].sort_unstable_by(|a, b| b.cmp(a));
        }
        position.recount();
        for &player in &setup.places {
            if usize::from(player) >= players || position.places().contains(&player) {
                return Err(PositionError::Places);
            }
            position.places[usize::from(position.finished)] = player;
            position.finished += 1;
        }
        position.check()?;
        Ok(position)
    }

    /// The setup this position was made from, for printing and saving.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let players = self.players();
        Setup {
            rules: self.rules,
            coins: players
                .clone()
                .map(|p| {
                    self.coins_of(p)
                        .iter()
                        .map(|&raw| CoinSetup {
                            place: place_of(raw),
                            cut_this_chain: raw & FROZEN != 0,
                        })
                        .collect()
                })
                .collect(),
            has_cut: players.map(|p| self.has_cut[usize::from(p)]).collect(),
            phase: self.phase,
            bank: self.bank,
            extra_roll: self.extra_roll,
            last_throw: self.last_throw,
            places: self.places().to_vec(),
            sticks: (self.sticks.seed(), self.sticks.drawn()),
        }
    }

    /// The rules of this game.
    #[must_use]
    pub const fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The board played on.
    #[must_use]
    pub const fn board(&self) -> &'static Board {
        self.board.0
    }

    /// What the game waits for.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// Values banked and not yet played.
    #[must_use]
    pub const fn bank(&self) -> &Bank {
        &self.bank
    }

    /// The extra roll already earned in this chain, if any.
    #[must_use]
    pub const fn extra_roll(&self) -> Option<ExtraRollReason> {
        self.extra_roll
    }

    /// Whether `player` has cut this game (their gate is open).
    #[must_use]
    pub fn has_cut(&self, player: Player) -> bool {
        self.has_cut[usize::from(player)]
    }

    /// Players who have finished, first place first.
    #[must_use]
    #[inline]
    pub fn places(&self) -> &[Player] {
        &self.places[..usize::from(self.finished)]
    }

    /// Whether `player` has every coin at the goal.
    #[must_use]
    #[inline]
    pub fn is_finished(&self, player: Player) -> bool {
        self.finished > 0 && self.places().contains(&player)
    }

    /// The winner, once someone has finished.
    #[must_use]
    pub fn winner(&self) -> Option<Player> {
        self.places().first().copied()
    }

    /// The seed the sticks started from and the words drawn since.
    #[must_use]
    pub fn sticks(&self) -> (u64, u64) {
        (self.sticks.seed(), self.sticks.drawn())
    }

    /// Every player number.
    pub fn players(&self) -> std::ops::Range<Player> {
        0..self.rules.players
    }

    /// Where each of `player`'s coins is, furthest first.
    pub fn places_of(&self, player: Player) -> impl Iterator<Item = Place> + '_ {
        self.coins_of(player).iter().map(|&raw| place_of(raw))
    }

    /// Number of `player`'s coins on `square`.
    #[must_use]
    pub fn coins_on(&self, player: Player, square: SquareId) -> u8 {
        self.occupancy[usize::from(player)][usize::from(square)]
    }

    /// The seat (which path on the board) `player` plays from.
    #[must_use]
    #[inline]
    pub fn seat(&self, player: Player) -> u8 {
        self.seats[usize::from(player)]
    }

    /// The square at `index` on `player`'s path.
    #[must_use]
    #[inline]
    pub fn square_at(&self, player: Player, index: PathIndex) -> SquareId {
        debug_assert!(
            index <= self.board.lookup.goal,
            "index {index} is on the path"
        );
        self.board.lookup.path[usize::from(self.seat(player))][usize::from(index)]
    }

    #[inline]
    pub(crate) fn coins_of(&self, player: Player) -> &[Coin] {
        &self.coins[usize::from(player)][..usize::from(self.rules.coins)]
    }

    /// Whether `square` protects coins standing on it under these rules.
    pub(crate) fn is_safe(&self, square: SquareId, player: Player) -> bool {
        let safe = self.board.lookup.safe[usize::from(square)];
        // A danger square is its owner's last square before the goal, X or not.
        safe && !(self.rules.danger_squares && square == self.danger_square(player))
    }

    /// The path index of every player's danger square, if the rules have them: the last square
    /// before the goal.
    pub(crate) fn danger_index(&self) -> Option<PathIndex> {
        self.rules
            .danger_squares
            .then(|| self.board.lookup.goal - 1)
    }

    /// `player`'s danger square (asked only under danger squares).
    pub(crate) fn danger_square(&self, player: Player) -> SquareId {
        self.square_at(player, self.board.lookup.goal - 1)
    }

    /// Rebuild the per-square counts from the coins.
    fn recount(&mut self) {
        self.occupancy = [[0; MAX_SQUARES]; MAX_PLAYERS];
        self.holders = [0; MAX_SQUARES];
        self.standing = [0; MAX_PLAYERS];
        for p in self.players() {
            for i in 0..usize::from(self.rules.coins) {
                let raw = self.coins[usize::from(p)][i] & !FROZEN;
                if raw > 0 {
                    let square = self.square_at(p, raw - 1);
                    self.occupancy[usize::from(p)][usize::from(square)] += 1;
                    self.holders[usize::from(square)] |= 1 << p;
                    self.standing[usize::from(p)] |= 1 << (raw - 1);
                }
            }
        }
        for square in 0..self.board.squares.len() as SquareId {
            self.refresh_landing(square);
        }
    }

    /// Check what the types can't: squares, gates and turn fit the rules.
    fn check(&self) -> Result<(), PositionError> {
        let goal = self.board.lookup.goal;
        let label = |square: SquareId| self.board.squares[usize::from(square)].label.clone();
        for square in 0..self.board.squares.len() as SquareId {
            if square == self.square_at(0, goal) {
                continue;
            }
            let holders = self
                .players()
                .filter(|&p| self.coins_on(p, square) > 0)
                .count();
            let open = self.rules.safe_squares == SafeSquares::OpenToAll
                && self.board.squares[usize::from(square)].safe;
            if holders > 1 && !open {
                return Err(PositionError::SharedSquare {
                    square: label(square),
                });
            }
            for p in self.players() {
                if self.coins_on(p, square) > 1 && !self.may_stack_on(square, p) {
                    return Err(PositionError::Stacked {
                        player: p,
                        square: label(square),
                    });
                }
            }
        }
        for p in self.players() {
            let furthest = self
                .coins_of(p)
                .iter()
                .map(|&c| c & !FROZEN)
                .max()
                .unwrap_or(0);
            if self.gate_closed(p) && furthest > self.board.lookup.gate + 1 {
                return Err(PositionError::PastGate { player: p });
            }
            let done = self.coins_of(p).iter().all(|&c| c & !FROZEN == goal + 1);
            if done != self.places().contains(&p) {
                return Err(PositionError::Turn(
                    "places must list exactly the finished players",
                ));
            }
        }
        self.check_turn()
    }

    fn check_turn(&self) -> Result<(), PositionError> {
        let unfinished = self.rules.players - self.finished;
        let over = unfinished <= 1 || self.is_stalemate();
        let nothing_pending =
            self.bank.is_empty() && self.extra_roll.is_none() && self.last_throw.is_none();
        let turn = |why| Err(PositionError::Turn(why));
        match self.phase {
            Phase::Over if !over => {
                return turn("the game is over only when one player is left or no coin can move");
            }
            Phase::Over | Phase::ThrowOff { .. } if !nothing_pending => {
                return turn("no bank, earned roll or last throw outside a turn");
            }
            Phase::ThrowOff { contenders, throws } => {
                let valid = self.finished == 0
                    && contenders.count_ones() >= 2
                    && contenders >> self.rules.players == 0
                    && (0..MAX_PLAYERS).all(|p| {
                        throws[p] == 0
                            || (contenders & (1 << p) != 0 && value_index(throws[p]).is_some())
                    });
                if !valid {
                    return turn("a throw-off has two or more contenders throwing real values");
                }
            }
            Phase::Roll(p) | Phase::Move(p) if p >= self.rules.players || self.is_finished(p) => {
                return turn("the player to act must be in the game and not finished");
            }
            Phase::Roll(_) if self.extra_roll.is_some() => {
                return turn("an earned roll is taken before anything else");
            }
            Phase::Roll(_) if !self.rules.banked() && !self.bank.is_empty() => {
                return turn("with move after each roll, a throw is played before the next roll");
            }
            Phase::Move(_) if self.bank.is_empty() => {
                return turn("a player to move has banked values");
            }
            Phase::Over | Phase::Roll(_) | Phase::Move(_) => {}
        }
        if over && self.phase != Phase::Over {
            return turn("with one player left or no coin free, the game is over");
        }
        if matches!(
            self.extra_roll,
            Some(ExtraRollReason::BonusThrow(_) | ExtraRollReason::Entered)
        ) {
            return turn("only a cut or a coin home is earned; bonus throws roll at once");
        }
        if self.last_throw.is_some_and(|t| value_index(t).is_none()) {
            return turn("the last throw is not a throw value");
        }
        let fives = self.bank.releasing_fives;
        if fives > self.bank.values.count(5)
            || (fives > 0 && !self.rules.switches.roll_1_then_5_releases_two)
        {
            return turn("releasing fives come only from a 1 then 5 under its switch");
        }
        // A chain banks throws while they roll again and ends with one that doesn't, so a bank
        // holds at most that one, and none while the chain is still rolling. Only under jump &
        // go does a bank no game makes cost anything: its parts are the jumps, and forty each of
        // 2, 3 and 4 make millions (docs/RULES_DECISIONS.md 14).
        let chain_enders: usize = THROW_VALUES
            .into_iter()
            .zip(self.bank.values.counts())
            .filter(|&(value, _)| !self.rules.roll_again().contains(value))
            .map(|(_, count)| usize::from(count))
            .sum();
        let may_hold = usize::from(matches!(self.phase, Phase::Move(_)));
        if self.rules.switches.jump_and_go && chain_enders > may_hold {
            return turn(
                "under jump & go a bank holds only throws that rolled again, and the one that \
                 ended the chain once it is played",
            );
        }
        let marked = self
            .players()
            .flat_map(|p| self.coins_of(p))
            .filter(|&&c| c & FROZEN != 0);
        let mut marked = marked.peekable();
        if marked.peek().is_some()
            && (!matches!(self.phase, Phase::Move(_)) || marked.any(|&c| c == FROZEN))
        {
            return turn("only a coin on the board, in a chain, is marked as having cut");
        }
        if matches!(self.phase, Phase::Move(_)) && !self.has_legal_move() {
            return turn("the player to move has no legal move");
        }
        Ok(())
    }

    /// Whether `player`'s gate is still closed: coins wait before it until they cut.
    #[must_use]
    #[inline]
    pub fn gate_closed(&self, player: Player) -> bool {
        self.rules.switches.must_cut_before_home && !self.has_cut[usize::from(player)]
    }

    /// Whether two of `player`'s coins may share `square`.
    pub(crate) fn may_stack_on(&self, square: SquareId, player: Player) -> bool {
        let shared = self.board.lookup.shared[usize::from(square)];
        self.rules.switches.coin_can_stack_on_common_path || !shared || self.is_safe(square, player)
    }

    /// Put `player`'s coin at slot `i` at raw place `to`, keeping counts and order.
    pub(crate) fn relocate(&mut self, player: Player, i: usize, to: Coin) {
        let p = usize::from(player);
        let was = self.coins[p][i];
        let from = was & !FROZEN;
        // Who may land on a square changes only when the player's first coin arrives there or
        // their last one leaves: a count going from one to two or back changes no mask.
        if from > 0 {
            let index = from - 1;
            let square = self.square_at(player, index);
            let s = usize::from(square);
            self.occupancy[p][s] -= 1;
            if self.occupancy[p][s] == 0 {
                self.holders[s] &= !(1 << player);
                self.standing[p] &= !path_bit(index);
                self.landing_changed(player, index, square, false);
            }
        }
        if to & !FROZEN > 0 {
            let index = (to & !FROZEN) - 1;
            let square = self.square_at(player, index);
            let s = usize::from(square);
            self.occupancy[p][s] += 1;
            if self.occupancy[p][s] == 1 {
                self.holders[s] |= 1 << player;
                self.standing[p] |= path_bit(index);
                self.landing_changed(player, index, square, true);
            }
        }
        self.coins[p][i] = to;
        // The coins were sorted furthest first: a coin whose raw place grew can only be out of
        // order with those before it, one that shrank (sent home) with those after it. Every
        // slot is walked, not only the rules' coins: those past them hold 0, which no coin sent
        // home (to 0) passes, and the walk needs no bounds but the array's.
        let coins = &mut self.coins[p];
        let mut i = i;
        if to > was {
            while i > 0 && coins[i - 1] < coins[i] {
                coins.swap(i - 1, i);
                i -= 1;
            }
        } else {
            while i + 1 < coins.len() && coins[i + 1] > coins[i] {
                coins.swap(i + 1, i);
                i += 1;
            }
        }
    }

    /// Clear every "cut this chain" mark at the end of a chain.
    // The rule test inline: most rule sets mark no coin, and every chain's end asks.
    #[inline(always)]
    pub(crate) fn thaw(&mut self) {
        if self.rules.switches.coin_can_move_after_cutting || !self.rules.banked() {
            return;
        }
        self.clear_marks();
    }

    /// The rest of [`Position::thaw`], under rules that mark coins.
    #[inline(never)]
    fn clear_marks(&mut self) {
        for p in self.players() {
            let coins = &mut self.coins[usize::from(p)][..usize::from(self.rules.coins)];
            if coins.iter().any(|&c| c & FROZEN != 0) {
                coins.iter_mut().for_each(|c| *c &= !FROZEN);
                coins.sort_unstable_by(|a, b| b.cmp(a));
            }
        }
    }
}

/// The board a position is played on, compared by kind: the data behind it is fixed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BoardRef(&'static Board);

impl std::ops::Deref for BoardRef {
    type Target = Board;

    fn deref(&self) -> &Board {
        self.0
    }
}

impl PartialEq for BoardRef {
    fn eq(&self, other: &Self) -> bool {
        self.0.kind == other.0.kind
    }
}

impl Eq for BoardRef {}

/// The place a raw coin stands on.
pub(crate) const fn place_of(raw: Coin) -> Place {
    match raw & !FROZEN {
        0 => Place::Home,
        n => Place::Path(n - 1),
    }
}
