//! The Hard player's search: expectimax over the sticks with the evaluation at the leaves.
//!
//! The player to move tries every move; after a move, whoever rolls next meets a chance node
//! weighing each of the seven throws by its exact probability (2, 3, 4, 3, 2, 1, 1 sixteenths);
//! opponents are assumed to answer with the move worst for this player. With banked chains the
//! search covers every order and coin choice for the rest of the bank (positions reached twice
//! are scored once); playing after each roll, it looks one or two throws ahead (Hard three in
//! two-player Thayam, where a decision has two moves on average). A budget of
//! positions per decision, judged from the number of choices, sets how far: past it, moves are
//! taken greedily, so a bank of eight values costs little more than a bank of four. That
//! estimate leaves out the greedy moves themselves, so a cap on evaluations bounds the whole:
//! past it every further move is taken greedily (Hard's cap keeps its slowest decisions within
//! the time goal in docs/BENCHMARKS.md, "Goals"; the reference has none).
//!
//! In banked games the bank is mine alone, so its tree is a plain maximum over the positions it
//! can end in. As many of the best-looking of those end positions as the [`Lookahead`] allows
//! are judged again by the opponent's answer (`reply.rs`): their whole next chain, thrown and
//! played.

use std::collections::HashSet;
use std::hash::Hash;

use super::evaluate::Evaluator;
use super::key::{ByKey, key};
use super::medium::{best_by, best_next};
use super::reply::{Reply, throw_of};
use super::tally::Tally;
use crate::board::BoardKind;
use crate::event::{Player, Silent};
use crate::moves::Move;
use crate::position::{Phase, Position};
use crate::sticks::{THROW_SIXTEENTHS, THROW_VALUES};

/// About how many positions one decision may score: enough for every order of a bank of four
/// values with ten coins to choose from, little enough to answer within a frame or two.
const POSITIONS_PER_DECISION: usize = 4_000;

/// What one decision may spend: how many of a bank's end positions are judged again by the
/// opponent's answer, within what budget, and the evaluations the search itself may take.
#[derive(Clone, Copy, Debug)]
pub(super) struct Lookahead {
    /// End positions judged again at most, best-looking first.
    pub(super) leaves: usize,
    /// Evaluations the whole decision may spend, the search's own included: no end position
    /// is judged again once they are spent (the search's choice stands if none was).
    pub(super) budget: usize,
    /// Evaluations the search may spend before it takes every further move greedily. The
    /// horizon's estimate leaves out the greedy play after it, which on a bank of ten values
    /// with 46 moves came to 196,960 evaluations; this bounds the whole.
    pub(super) search: usize,
    /// Throws weighed ahead in two-player Thayam, or `None` for as many as
    /// [`POSITIONS_PER_DECISION`] allows (one or two), as in every other game played after
    /// each roll.
    pub(super) thayam_throws: Option<u8>,
}

/// The move Hard (or the reference, by its `lookahead`) chooses for the player to move.
pub(super) fn choose(
    position: &Position,
    evaluator: &Evaluator,
    lookahead: Lookahead,
) -> Option<Move> {
    decide(position, evaluator, lookahead).0
}

/// The move chosen, and the evaluations spent choosing it.
fn decide(
    position: &Position,
    evaluator: &Evaluator,
    lookahead: Lookahead,
) -> (Option<Move>, usize) {
    let Phase::Move(me) = position.phase() else {
        return (None, 0);
    };
    let moves = position.legal_moves();
    if let [only] = moves[..] {
        // Nothing to choose: no search.
        return (Some(only), 0);
    }
    let horizon = Horizon::within_budget(position, lookahead);
    let tally = Tally::new(evaluator, me);
    let mut search = Search {
        tally: &tally,
        scored: ByKey::default(),
        leaves: None,
        root: 0,
        cap: lookahead.search,
    };
    if !position.rules().banked() {
        let choice = best_by(position, |next| search.value(next, horizon.after_move()));
        return (choice, tally.asked());
    }
    search.leaves = Some(Leaves::default());
    for (root, &mv) in moves.iter().enumerate() {
        search.root = root;
        let mut next = position.clone();
        next.play_legal(me, mv, &mut Silent);
        search.value(&next, horizon.after_move());
    }
    let leaves = search.leaves.take().unwrap_or_default().found;
    let mut order: Vec<&Leaf> = leaves.iter().collect();
    // Best-looking first; a stable sort keeps equals in the order they were found.
    order.sort_by(|a, b| b.value.total_cmp(&a.value));
    let reply = Reply { tally: &tally };
    let mut best: Option<(f32, usize)> = order.first().map(|leaf| (f32::NEG_INFINITY, leaf.root));
    for leaf in order.into_iter().take(lookahead.leaves) {
        if tally.asked() >= lookahead.budget {
            break;
        }
        let value = reply.value(&leaf.position);
        if best.is_none_or(|(top, _)| value > top) {
            best = Some((value, leaf.root));
        }
    }
    (best.map(|(_, root)| moves[root]), tally.asked())
}

/// A position a bank can end in, with its evaluation and the first move that leads there.
struct Leaf {
    position: Position,
    value: f32,
    root: usize,
}

/// The end positions found, each once.
#[derive(Default)]
struct Leaves {
    found: Vec<Leaf>,
    /// The keys of those found.
    seen: HashSet<u64, foldhash::fast::FixedState>,
}

/// How far the search looks: throws of the sticks, and moves searched every way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Horizon {
    /// Chance nodes still to weigh (playing after each roll).
    throws: u8,
    /// Moves still to try every way; past them a mover takes its best-looking move.
    plies: u8,
}

impl Horizon {
    /// The deepest horizon whose tree stays within [`POSITIONS_PER_DECISION`], judged by the
    /// number of choices at the root, unless `lookahead` sets the throws of two-player Thayam.
    fn within_budget(position: &Position, lookahead: Lookahead) -> Self {
        let width = position.legal_moves().len().max(2);
        let fits = |plies: u32, throws: u32| {
            width
                .saturating_pow(plies)
                .saturating_mul(7usize.saturating_pow(throws))
                <= POSITIONS_PER_DECISION
        };
        let plies = (1..=u8::MAX)
            .take_while(|&p| fits(u32::from(p), 0))
            .last()
            .unwrap_or(1);
        if position.rules().banked() {
            // The rest of the chain, every order and coin, as far as the budget allows.
            Self { throws: 0, plies }
        } else {
            // Each throw is a move: look two throws ahead if the tree is small, else one.
            let rules = position.rules();
            let two_player_thayam = rules.board == BoardKind::Grid && rules.players == 2;
            let throws = match lookahead.thayam_throws {
                Some(throws) if two_player_thayam => throws,
                _ if fits(3, 2) => 2,
                _ => 1,
            };
            Self {
                throws,
                plies: u8::MAX,
            }
        }
    }

    /// The horizon below a move.
    fn after_move(self) -> Self {
        Self {
            plies: self.plies.saturating_sub(1),
            ..self
        }
    }
}

struct Search<'a> {
    /// My evaluations, counted.
    tally: &'a Tally<'a>,
    /// Positions already scored, by key and horizon.
    scored: ByKey<(u64, Horizon), f32>,
    /// The end positions met, when they are to be judged again.
    leaves: Option<Leaves>,
    /// The first move (its index among the legal moves) of the line being searched.
    root: usize,
    /// Evaluations past which every move is taken greedily.
    cap: usize,
}

impl Search<'_> {
    /// The value of `position` for me, looking as far as `horizon`.
    fn value(&mut self, position: &Position, horizon: Horizon) -> f32 {
        self.value_judged(position, horizon, None)
    }

    /// [`Self::value`], where `judged` is my evaluation of `position` if already made: an end
    /// position's is then not made again (but counted, so that the cap bounds what it did).
    fn value_judged(&mut self, position: &Position, horizon: Horizon, judged: Option<f32>) -> f32 {
        match position.phase() {
            Phase::Move(player) => {
                let key = (key(position), horizon);
                if let Some(&value) = self.scored.get(&key) {
                    return value;
                }
                let value = self.choice(position, player, horizon);
                self.scored.insert(key, value);
                value
            }
            Phase::Roll(player) if horizon.throws > 0 => self.chance(
                position,
                player,
                Horizon {
                    throws: horizon.throws - 1,
                    ..horizon
                },
            ),
            Phase::Roll(_) | Phase::ThrowOff { .. } | Phase::Over => self.end(position, judged),
        }
    }

    /// My evaluation of an end position of the search, `judged` if already made (counted all
    /// the same, so that the cap and the budget bound what they did). In banked games each is
    /// kept as a leaf, once, with the first move that reached it.
    fn end(&mut self, position: &Position, judged: Option<f32>) -> f32 {
        let value = match judged {
            Some(value) => {
                self.tally.count();
                value
            }
            None => self.tally.evaluate(position),
        };
        if let Some(leaves) = &mut self.leaves
            && leaves.seen.insert(key(position))
        {
            leaves.found.push(Leaf {
                position: position.clone(),
                value,
                root: self.root,
            });
        }
        value
    }

    /// The value of the move the player to move takes: the best for me, the worst for me for an
    /// opponent. Past the horizon's plies the mover takes the best-looking move instead.
    fn choice(&mut self, position: &Position, player: Player, horizon: Horizon) -> f32 {
        let sign = if player == self.tally.me() { 1.0 } else { -1.0 };
        if horizon.plies == 0 || self.tally.asked() >= self.cap {
            let mine = |next: &Position| sign * self.tally.evaluate(next);
            let Some(best) = best_next(position, mine) else {
                return self.tally.evaluate(position);
            };
            return self.value_judged(&best.next, horizon, Some(sign * best.score));
        }
        let mut best: Option<f32> = None;
        for mv in position.legal_moves() {
            let mut next = position.clone();
            next.play_legal(player, mv, &mut Silent);
            let value = sign * self.value(&next, horizon.after_move());
            best = Some(best.map_or(value, |top: f32| top.max(value)));
        }
        best.map_or_else(|| self.tally.evaluate(position), |top| sign * top)
    }

    /// The expected value of `player`'s next throw.
    fn chance(&mut self, position: &Position, player: Player, horizon: Horizon) -> f32 {
        THROW_VALUES
            .into_iter()
            .zip(THROW_SIXTEENTHS)
            .map(|(value, sixteenths)| {
                let mut next = position.clone();
                next.take_throw(player, throw_of(value), &mut Silent);
                self.value(&next, horizon) * sixteenths as f32 / 16.0
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The slowest of a thousand 12-coin decisions with five or more values banked in the bench
    /// before the cap (131 ms on a quiet machine): ten values, forty-six legal moves. Without
    /// the cap its search spends 196,960 evaluations; with it, 37,984.
    const TEN_VALUES: &str = "dhayam 1
rules traditional players=2 coins=12 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=on coin-can-move-after-cutting=on coin-can-stack-on-common-path=on move-after-each-roll=off jump-and-go=off roll-1-then-5-releases-two=off danger-squares=off home-grants-extra-roll=on safe-squares=closed
p1 cut=yes home*8 36 37 56 Oval
p2 cut=yes home*2 23 22 17 14 12*2 8 7 6 75
turn p2 move bank=1,1,2,5,5,6,6,12,12,12 extra=no last=2
places -
sticks 92 224
";

    #[test]
    fn hard_looks_three_throws_ahead_in_two_player_thayam_where_the_reference_looks_two() {
        use crate::ai::{HARD_LOOKAHEAD, REFERENCE_LOOKAHEAD};
        use crate::rules::{Preset, RuleSet};
        let throws = |rules: RuleSet, lookahead| {
            let position = Position::new(rules, 7).expect("a preset's rules");
            Horizon::within_budget(&position, lookahead).throws
        };
        for coins in 4..=6 {
            let two = RuleSet {
                coins,
                ..Preset::Thayam.rules()
            };
            assert_eq!(throws(two, HARD_LOOKAHEAD), 3, "{coins} pawns");
            assert_eq!(throws(two, REFERENCE_LOOKAHEAD), 2, "{coins} pawns");
        }
        // With more players three throws are not one of my turns ahead: the budget decides.
        let four = RuleSet {
            players: 4,
            ..Preset::Thayam.rules()
        };
        assert_eq!(throws(four, HARD_LOOKAHEAD), 2);
        // Banked games search the bank instead.
        assert_eq!(throws(Preset::Traditional.rules(), HARD_LOOKAHEAD), 0);
    }

    #[test]
    fn the_cap_bounds_the_evaluations_of_a_decision_on_a_bank_of_ten_values() {
        let position = Position::from_notation(TEN_VALUES).expect("the bench's notation");
        let evaluator = Evaluator::hard(&position);
        let unbounded = Lookahead {
            leaves: 0,
            budget: 0,
            search: usize::MAX,
            thayam_throws: None,
        };
        // Hard's cap, without the opponent's answer.
        let capped = Lookahead {
            search: crate::ai::HARD_LOOKAHEAD.search,
            ..unbounded
        };
        let (free, spent_free) = decide(&position, &evaluator, unbounded);
        let (bounded, spent_capped) = decide(&position, &evaluator, capped);
        let legal = position.legal_moves();
        assert!(free.is_some_and(|mv| legal.contains(&mv)));
        assert!(bounded.is_some_and(|mv| legal.contains(&mv)));
        assert!(
            spent_free > 40_000,
            "the horizon alone lets this decision spend {spent_free} evaluations"
        );
        // Past the cap the lines not yet searched still play their remaining values greedily,
        // at most a move's worth of evaluations a value: the root's moves with nine values to
        // go, and those of the move being searched when the cap came, with eight.
        let width = legal.len();
        let greedy_rest = width * 9 * width + width * 8 * width;
        let cap = capped.search;
        assert!(
            spent_capped <= cap + greedy_rest,
            "{spent_capped} evaluations with a cap of {cap}"
        );
    }
}
