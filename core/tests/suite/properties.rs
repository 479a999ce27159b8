//! Properties of whole random games under every preset (docs/RULES.md, "Dhayam"): coins are never
//! made or lost, no square ever holds coins against the rules, no coin passes a closed gate, every
//! game ends with one winner (or is drawn at the gates), a game is a function of its two seeds, and
//! every position reached survives the setup and notation round trips.
//!
//! Each case plays one game to the end from a sticks seed and a choice seed, picking uniformly
//! among the legal moves, and checks every position and every event on the way. A failing case
//! shrinks towards the smallest seeds that still fail: the game to report.
//!
//! The case counts below are the full size (`DHAYAM_TEST_SIZE=full`, see `common/size.rs`); the
//! small size of `cargo test` plays a tenth of them.

use crate::common;

use common::size;
use dhayam_core::playout::{PlayedOut, play_out};
use dhayam_core::{
    Event, MAX_PLAYERS, MAX_SQUARES, Move, Phase, Place, Player, Position, Preset, RuleSet, Silent,
    SquareId,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Games per rule set for the properties checked along the way.
fn cases() -> u32 {
    size::cases(20, 200)
}

/// Games in all (about a hundred per rule set) for the replays, each played three times.
fn replay_cases() -> u32 {
    size::cases(60, 600)
}

/// Games in all (about twenty per rule set) for each round trip, whose checks at every step
/// cost far more than the play.
fn round_trip_cases() -> u32 {
    size::cases(12, 120)
}

/// Path index of the gate: the last square a coin reaches before its player has cut.
const GATE: u8 = 59;

/// Actions after which a game that hasn't ended counts as endless; random games take a few
/// thousand at most.
const ACTION_CAP: u32 = 200_000;

fn traditional(coins: u8) -> RuleSet {
    RuleSet {
        coins,
        ..Preset::Traditional.rules()
    }
}

/// Custom with banked chains instead of moving after each roll.
fn custom_banked() -> RuleSet {
    let mut rules = Preset::Custom.rules();
    rules.switches.move_after_each_roll = false;
    rules
}

/// Custom with own coins kept apart on shared squares and cutting compulsory, so that the
/// stacking rule is exercised too.
fn custom_unstacked() -> RuleSet {
    let mut rules = Preset::Custom.rules();
    rules.switches.coin_can_stack_on_common_path = false;
    rules.switches.must_cut_if_available = true;
    rules
}

/// Every rule set the properties are checked under.
fn rule_sets() -> [RuleSet; 6] {
    [
        traditional(12),
        traditional(6),
        Preset::Classic.rules(),
        Preset::Custom.rules(),
        custom_banked(),
        custom_unstacked(),
    ]
}

/// The seat choosers' generator (SplitMix64): the test's own, so that it can't share a bug
/// with the engine's `play_out`.
struct Chooser(u64);

impl Chooser {
    fn pick(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        ((u128::from(z) * n as u128) >> 64) as usize
    }
}

fn new_position(rules: RuleSet, seed: u64) -> Result<Position, TestCaseError> {
    Position::new(rules, seed).map_err(|e| TestCaseError::fail(e.to_string()))
}

/// What `play_checked` shows its check after each action.
struct Step<'a> {
    /// The position before the action.
    before: &'a Position,
    /// The move played, or `None` for a roll.
    mv: Option<Move>,
    /// The position after it.
    after: &'a Position,
    /// The events it caused.
    events: &'a [Event],
}

/// Play a random game from `seed` and `choice_seed` through the public API, calling `check`
/// with the new position and every action. Returns the final position.
fn play_checked(
    rules: RuleSet,
    seed: u64,
    choice_seed: u64,
    mut check: impl FnMut(&Step<'_>) -> Result<(), TestCaseError>,
) -> Result<Position, TestCaseError> {
    let mut position = new_position(rules, seed)?;
    let mut chooser = Chooser(choice_seed);
    let mut events = Vec::new();
    let mut moves = Vec::new();
    check(&Step {
        before: &position,
        mv: None,
        after: &position,
        events: &events,
    })?;
    for _ in 0..ACTION_CAP {
        let Some(player) = position.to_act() else {
            return Ok(position);
        };
        let before = position.clone();
        events.clear();
        let mv = if position.must_roll() {
            let rolled = position.roll(player, &mut events);
            prop_assert!(rolled.is_ok(), "roll refused: {:?}", rolled);
            None
        } else {
            position.legal_moves_into(&mut moves);
            prop_assert!(!moves.is_empty(), "a player to move has no legal move");
            let mv = moves[chooser.pick(moves.len())];
            let played = position.play(player, mv, &mut events);
            prop_assert!(played.is_ok(), "{:?} refused: {:?}", mv, played);
            Some(mv)
        };
        check(&Step {
            before: &before,
            mv,
            after: &position,
            events: &events,
        })?;
    }
    Err(TestCaseError::fail(format!(
        "game not over after {ACTION_CAP} actions"
    )))
}

/// Each player's coins on each square (the Oval included), counted from `places_of`.
type Census = [[u8; MAX_SQUARES]; MAX_PLAYERS];

fn census(position: &Position) -> Census {
    let mut counts = [[0; MAX_SQUARES]; MAX_PLAYERS];
    for p in position.players() {
        for place in position.places_of(p) {
            if let Place::Path(index) = place {
                counts[usize::from(p)][usize::from(position.square_at(p, index))] += 1;
            }
        }
    }
    counts
}

/// Every player always has the rule set's number of coins, and the engine's per-square counts
/// agree with where the coins are.
fn coins_are_conserved(position: &Position, census: &Census) -> Result<(), TestCaseError> {
    let coins = usize::from(position.rules().coins);
    for p in position.players() {
        prop_assert_eq!(position.places_of(p).count(), coins, "player {}", p);
    }
    let squares = position.board().squares.len();
    for p in position.players() {
        for (square, &count) in census[usize::from(p)][..squares].iter().enumerate() {
            prop_assert_eq!(
                position.coins_on(p, square as SquareId),
                count,
                "player {}'s count on square {} disagrees with where their coins are",
                p,
                square
            );
        }
    }
    Ok(())
}

/// No square but the Oval ever holds two players' coins (safe squares are closed to opponents,
/// others are cut), and without stacking no shared, unsafe square holds two coins of a player.
fn squares_hold_coins_by_the_rules(
    position: &Position,
    census: &Census,
) -> Result<(), TestCaseError> {
    let board = position.board();
    let oval = position.square_at(0, board.goal());
    let no_stacking = !position.rules().switches.coin_can_stack_on_common_path;
    for square in board.squares.iter().filter(|square| square.id != oval) {
        let on = |p: Player| census[usize::from(p)][usize::from(square.id)];
        let holders = position.players().filter(|&p| on(p) > 0).count();
        prop_assert!(
            holders <= 1,
            "square {} holds coins of {} players",
            square.label,
            holders
        );
        if no_stacking && square.owner.is_none() && !square.safe {
            for p in position.players() {
                prop_assert!(
                    on(p) <= 1,
                    "player {}'s coins stack on shared square {}",
                    p,
                    square.label
                );
            }
        }
    }
    Ok(())
}

/// No coin of a player who hasn't cut stands past the gate while the gate rule is on.
fn closed_gates_hold(position: &Position) -> Result<(), TestCaseError> {
    prop_assert_eq!(position.board().gate, GATE);
    if !position.rules().switches.must_cut_before_home {
        return Ok(());
    }
    for p in position.players().filter(|&p| !position.has_cut(p)) {
        for place in position.places_of(p) {
            prop_assert!(
                place <= Place::Path(GATE),
                "player {} has not cut but has a coin at {:?}",
                p,
                place
            );
        }
    }
    Ok(())
}

/// Cuts happen only where coins can be cut: off the safe squares, or on a danger square.
fn cuts_respect_safe_squares(position: &Position, events: &[Event]) -> Result<(), TestCaseError> {
    let board = position.board();
    let danger_squares = position.rules().danger_squares;
    for event in events {
        if let &Event::CoinCut { player, square, by } = event {
            prop_assert_ne!(player, by);
            let danger = danger_squares && square == position.square_at(player, board.goal() - 1);
            prop_assert!(
                !board.squares[usize::from(square)].safe || danger,
                "player {}'s coin was cut on safe square {}",
                player,
                board.squares[usize::from(square)].label
            );
        }
    }
    Ok(())
}

/// The game is over with one winner, or drawn with every coin waiting at a closed gate (the
/// only draw, docs/RULES_DECISIONS.md decision 2); one `GameOver` event said so.
fn ended_properly(position: &Position, game_overs: &[Event]) -> Result<(), TestCaseError> {
    prop_assert_eq!(position.phase(), Phase::Over);
    prop_assert_eq!(position.to_act(), None);
    let goal = position.board().goal();
    let finished = |p: Player| {
        position
            .places_of(p)
            .all(|place| place == Place::Path(goal))
    };
    match position.winner() {
        Some(winner) => {
            prop_assert_eq!(position.places(), &[winner][..]);
            prop_assert!(finished(winner), "winner {} has a coin out", winner);
            for p in position.players().filter(|&p| p != winner) {
                prop_assert!(!finished(p), "loser {} has every coin in the Oval", p);
            }
        }
        None => {
            prop_assert!(position.places().is_empty());
            prop_assert!(position.rules().switches.must_cut_before_home);
            for p in position.players() {
                prop_assert!(!position.has_cut(p), "drawn though player {} has cut", p);
                prop_assert!(
                    position
                        .places_of(p)
                        .all(|place| place == Place::Path(GATE)),
                    "drawn with player {}'s coins at {:?}",
                    p,
                    position.places_of(p).collect::<Vec<_>>()
                );
            }
        }
    }
    let winner = position.winner();
    prop_assert_eq!(game_overs, &[Event::GameOver { winner }][..]);
    Ok(())
}

/// Every position of the game obeys the rules, and the game ends properly.
fn play_one_game(rules: RuleSet, seed: u64, choice_seed: u64) -> Result<(), TestCaseError> {
    let mut game_overs = Vec::new();
    let end = play_checked(rules, seed, choice_seed, |step| {
        let position = step.after;
        let game_over = |e: &&Event| matches!(e, Event::GameOver { .. });
        game_overs.extend(step.events.iter().filter(game_over).cloned());
        let census = census(position);
        coins_are_conserved(position, &census)?;
        squares_hold_coins_by_the_rules(position, &census)?;
        closed_gates_hold(position)?;
        cuts_respect_safe_squares(position, step.events)
    })?;
    ended_properly(&end, &game_overs)
}

/// `play_out` with a `Vec<Event>` sink: the outcome, the final position and every event.
fn recorded(
    rules: RuleSet,
    seed: u64,
    choice_seed: u64,
) -> Result<(Option<PlayedOut>, Position, Vec<Event>), TestCaseError> {
    let mut position = new_position(rules, seed)?;
    let mut events = Vec::new();
    let outcome = play_out(
        &mut position,
        choice_seed,
        ACTION_CAP,
        &mut events,
        |_, _| {},
    );
    Ok((outcome, position, events))
}

/// The same seeds replay the same game, event for event; listening to events changes nothing.
fn replays_identically(rules: RuleSet, seed: u64, choice_seed: u64) -> Result<(), TestCaseError> {
    let (outcome, position, events) = recorded(rules, seed, choice_seed)?;
    prop_assert!(
        outcome.is_some(),
        "game not over after {} actions",
        ACTION_CAP
    );
    let (again, replayed, replayed_events) = recorded(rules, seed, choice_seed)?;
    prop_assert_eq!(again, outcome);
    same_position(&replayed, &position, "the replay")?;
    prop_assert_eq!(&replayed_events, &events);
    let mut silent = new_position(rules, seed)?;
    let unheard = play_out(&mut silent, choice_seed, ACTION_CAP, &mut Silent, |_, _| {});
    prop_assert_eq!(unheard, outcome);
    same_position(&silent, &position, "the game played with `Silent`")
}

/// `found` equals `expected`; if not, the failure shows both in the notation, not as `Debug`
/// dumps of the whole board.
fn same_position(found: &Position, expected: &Position, what: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        found == expected,
        "{} differs:\n{}instead of\n{}",
        what,
        found.notation(),
        expected.notation()
    );
    Ok(())
}

/// Every position reached is one `from_setup` accepts as it is: the engine never builds a
/// position its own validation would refuse.
fn setup_round_trips_at_every_step(
    rules: RuleSet,
    seed: u64,
    choice_seed: u64,
) -> Result<(), TestCaseError> {
    play_checked(rules, seed, choice_seed, |step| {
        let position = step.after;
        match Position::from_setup(position.to_setup()) {
            Ok(rebuilt) => same_position(&rebuilt, position, "the position from its setup"),
            Err(error) => Err(TestCaseError::fail(format!(
                "the engine reached a position it refuses ({error}):\n{}",
                position.notation()
            ))),
        }
    })
    .map(drop)
}

/// Every position reached prints in the notation and reads back unchanged, and every move
/// played reads back from its text.
fn notation_round_trips_at_every_step(
    rules: RuleSet,
    seed: u64,
    choice_seed: u64,
) -> Result<(), TestCaseError> {
    play_checked(rules, seed, choice_seed, |step| {
        let position = step.after;
        let text = position.notation();
        match Position::from_notation(&text) {
            Ok(parsed) => same_position(&parsed, position, "the position read back")?,
            Err(error) => {
                return Err(TestCaseError::fail(format!("{error} reading back\n{text}")));
            }
        }
        if let Some(mv) = step.mv {
            let mv_text = step.before.move_text(mv);
            prop_assert_eq!(step.before.parse_move(&mv_text), Ok(mv), "move {}", mv_text);
        }
        Ok(())
    })
    .map(drop)
}

/// In every position reached, `is_legal` says yes to exactly the moves `legal_moves` lists,
/// among every entry and advance of every throw value from every path index and every jump the
/// bank makes (and the same jumps from every other index).
fn is_legal_agrees_with_the_legal_moves(
    rules: RuleSet,
    seed: u64,
    choice_seed: u64,
) -> Result<(), TestCaseError> {
    play_checked(rules, seed, choice_seed, |step| {
        let position = step.after;
        let legal = position.legal_moves();
        let goal = position.board().goal();
        let mut candidates = legal.clone();
        for value in dhayam_core::THROW_VALUES.into_iter().chain([0, 7, 200]) {
            candidates.push(Move::Enter { value });
            for from in (0..=goal + 2).chain([127, 128, 250, 255]) {
                candidates.push(Move::Advance { from, value });
            }
        }
        for mv in &legal {
            if let Move::Jump { values, .. } = *mv {
                candidates.extend((0..=goal + 2).map(|from| Move::Jump { from, values }));
            }
        }
        for mv in candidates {
            prop_assert_eq!(
                position.is_legal(mv),
                legal.contains(&mv),
                "{:?} in\n{}",
                mv,
                position.notation()
            );
        }
        Ok(())
    })
    .map(drop)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn traditional_12_coin_games_obey_the_rules_and_end(seed: u64, choice_seed: u64) {
        play_one_game(traditional(12), seed, choice_seed)?;
    }

    #[test]
    fn traditional_6_coin_games_obey_the_rules_and_end(seed: u64, choice_seed: u64) {
        play_one_game(traditional(6), seed, choice_seed)?;
    }

    #[test]
    fn classic_games_obey_the_rules_and_end(seed: u64, choice_seed: u64) {
        play_one_game(Preset::Classic.rules(), seed, choice_seed)?;
    }

    #[test]
    fn custom_games_obey_the_rules_and_end(seed: u64, choice_seed: u64) {
        play_one_game(Preset::Custom.rules(), seed, choice_seed)?;
    }

    #[test]
    fn custom_banked_games_obey_the_rules_and_end(seed: u64, choice_seed: u64) {
        play_one_game(custom_banked(), seed, choice_seed)?;
    }

    #[test]
    fn custom_unstacked_games_obey_the_rules_and_end(seed: u64, choice_seed: u64) {
        play_one_game(custom_unstacked(), seed, choice_seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(replay_cases()))]

    #[test]
    fn games_replay_from_their_seeds(rules in 0..6usize, seed: u64, choice_seed: u64) {
        replays_identically(rule_sets()[rules], seed, choice_seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(round_trip_cases()))]

    #[test]
    fn every_position_reached_is_one_from_setup_accepts(
        rules in 0..6usize,
        seed: u64,
        choice_seed: u64,
    ) {
        setup_round_trips_at_every_step(rule_sets()[rules], seed, choice_seed)?;
    }

    #[test]
    fn is_legal_says_yes_to_exactly_the_legal_moves(
        rules in 0..6usize,
        seed: u64,
        choice_seed: u64,
    ) {
        is_legal_agrees_with_the_legal_moves(rule_sets()[rules], seed, choice_seed)?;
    }

    #[test]
    fn every_position_reached_round_trips_through_the_notation(
        rules in 0..6usize,
        seed: u64,
        choice_seed: u64,
    ) {
        notation_round_trips_at_every_step(rule_sets()[rules], seed, choice_seed)?;
    }
}
