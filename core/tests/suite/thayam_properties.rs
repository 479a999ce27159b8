//! Properties of whole random games of Thayam (docs/RULES.md, "Thayam"), two to four players, four
//! to six pawns, moving after each roll or banking, played to the end by `play_out`: pawns are
//! never made or lost, no plain square ever holds two pawns, no pawn leaves the outer ring before
//! its player has cut, turns pass anticlockwise skipping finished players, every game ends with the
//! places assigned (or stuck for good at the gates, docs/RULES_DECISIONS.md decision 2), a game is
//! a function of its two seeds, and every position reached reads back from its notation.
//!
//! A failing case shrinks towards the smallest seeds that still fail: the game to report.
//!
//! The case counts below are the full size (`DHAYAM_TEST_SIZE=full`, see `common/size.rs`); the
//! small size of `cargo test` plays a tenth of them.

use crate::common;

use common::size;
use dhayam_core::playout::{PlayedOut, play_out};
use dhayam_core::{
    Event, ExtraRollReason, Move, Phase, Place, Player, Position, Preset, RuleSet, ThrowSet,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Games checked step by step for the rules of play: about one in a thousand ends stuck at the
/// gates, so at full size enough that some do (at small, the test that seeks a drawn game
/// still meets one).
fn cases() -> u32 {
    size::cases(1_000, 10_000)
}

/// Games played twice each for the replay.
fn replay_cases() -> u32 {
    size::cases(30, 300)
}

/// Games whose every position goes through the notation and back.
fn round_trip_cases() -> u32 {
    size::cases(20, 200)
}

/// Path index of the gate: the last square of the outer ring.
const GATE: u8 = 23;

/// Path index of the centre.
const CENTRE: u8 = 48;

/// Actions after which a game that hasn't ended counts as endless; random games take a few
/// thousand at most.
const ACTION_CAP: u32 = 200_000;

/// The house options a case plays under.
#[derive(Clone, Copy, Debug)]
struct Options {
    players: u8,
    pawns: u8,
    move_after_each_roll: bool,
    cut_grants_extra_roll: bool,
    enter_on_5: bool,
}

impl Options {
    fn rules(self) -> RuleSet {
        let mut rules = RuleSet {
            players: self.players,
            coins: self.pawns,
            ..Preset::Thayam.rules()
        };
        rules.switches.move_after_each_roll = self.move_after_each_roll;
        rules.switches.cut_grants_extra_roll = self.cut_grants_extra_roll;
        if self.enter_on_5 {
            rules.entry = ThrowSet::of(&[1, 5]);
        }
        rules
    }
}

/// Every option the Thayam preset lets change, the pawns weighted to 4 and 6.
fn options() -> impl Strategy<Value = Options> {
    (
        2u8..=4,
        prop::sample::select(vec![4u8, 6, 4, 6, 5]),
        any::<bool>(),
        prop::bool::weighted(0.8),
        prop::bool::weighted(0.2),
    )
        .prop_map(
            |(players, pawns, move_after_each_roll, cut_grants_extra_roll, enter_on_5)| Options {
                players,
                pawns,
                move_after_each_roll,
                cut_grants_extra_roll,
                enter_on_5,
            },
        )
}

/// A random game played to the end: its outcome, final position and every event, with `check`
/// run on the position after every action until it first fails.
fn played(
    rules: RuleSet,
    seed: u64,
    choice_seed: u64,
    mut check: impl FnMut(&Position, Option<Move>) -> Result<(), String>,
) -> Result<(PlayedOut, Position, Vec<Event>), TestCaseError> {
    let mut position =
        Position::new(rules, seed).map_err(|error| TestCaseError::fail(error.to_string()))?;
    let mut events = Vec::new();
    let mut failure = check(&position, None).err();
    let outcome = play_out(
        &mut position,
        choice_seed,
        ACTION_CAP,
        &mut events,
        |position, mv| {
            if failure.is_none() {
                failure = check(position, mv)
                    .err()
                    .map(|why| format!("{why} in\n{}", position.notation()));
            }
        },
    );
    if let Some(why) = failure {
        return Err(TestCaseError::fail(why));
    }
    let outcome = outcome
        .ok_or_else(|| TestCaseError::fail(format!("game not over after {ACTION_CAP} actions")))?;
    Ok((outcome, position, events))
}

/// Whether `square` is a crossed square.
fn safe(position: &Position, square: u8) -> bool {
    position.board().squares[usize::from(square)].safe
}

/// Every player always has all their pawns, and the engine's per-square counts agree with
/// where the pawns are.
fn pawns_are_conserved(position: &Position) -> Result<(), String> {
    let pawns = usize::from(position.rules().coins);
    let mut counts = [[0u8; 49]; 4];
    for p in position.players() {
        let places: Vec<Place> = position.places_of(p).collect();
        if places.len() != pawns {
            return Err(format!("player {p} has {} pawns", places.len()));
        }
        for place in places {
            if let Place::Path(index) = place {
                counts[usize::from(p)][usize::from(position.square_at(p, index))] += 1;
            }
        }
    }
    for p in position.players() {
        for square in 0..49u8 {
            let counted = counts[usize::from(p)][usize::from(square)];
            if position.coins_on(p, square) != counted {
                return Err(format!(
                    "player {p}'s count on square {square} disagrees with where the pawns are"
                ));
            }
        }
    }
    Ok(())
}

/// No square but a crossed one ever holds two pawns, whoever's they are.
fn plain_squares_hold_one_pawn(position: &Position) -> Result<(), String> {
    for square in (0..49u8).filter(|&square| !safe(position, square)) {
        let pawns: u8 = position
            .players()
            .map(|p| position.coins_on(p, square))
            .sum();
        if pawns > 1 {
            return Err(format!("plain square {square} holds {pawns} pawns"));
        }
    }
    Ok(())
}

/// No pawn of a player who hasn't cut stands past the gate.
fn closed_gates_hold(position: &Position) -> Result<(), String> {
    for p in position.players().filter(|&p| !position.has_cut(p)) {
        if let Some(place) = position
            .places_of(p)
            .find(|&place| place > Place::Path(GATE))
        {
            return Err(format!(
                "player {p} has not cut but has a pawn at {place:?}"
            ));
        }
    }
    Ok(())
}

/// Moving after each roll, a throw is played before the next: the bank never holds two.
fn one_throw_at_a_time(position: &Position) -> Result<(), String> {
    let banked = position.bank().values.len();
    if !position.rules().banked() && banked > 1 {
        return Err(format!(
            "{banked} throws banked while moving after each roll"
        ));
    }
    Ok(())
}

/// The finished players are exactly those with every pawn in the centre, and none is to act.
fn places_are_the_finished_players(position: &Position) -> Result<(), String> {
    for p in position.players() {
        let finished = position
            .places_of(p)
            .all(|place| place == Place::Path(CENTRE));
        if finished != position.places().contains(&p) {
            return Err(format!(
                "player {p} finished {finished} but places disagree"
            ));
        }
    }
    if position.to_act().is_some_and(|p| position.is_finished(p)) {
        return Err("a finished player is to act".to_owned());
    }
    Ok(())
}

/// Whether `player` can never move again: no pawn at home, and every pawn on the board
/// held by a closed gate and their own pawns on the plain squares up to it.
fn stuck(position: &Position, player: Player) -> bool {
    let own_plain = |index: u8| {
        let square = position.square_at(player, index);
        position.coins_on(player, square) > 0 && !safe(position, square)
    };
    !position.has_cut(player)
        && position.places_of(player).all(|place| match place {
            Place::Home => false,
            Place::Path(index) => (index + 1..=(index + 12).min(GATE)).all(own_plain),
        })
}

/// The game is over; every player but one has a place, or the players left are all stuck for
/// good (the game is drawn if none has finished). One `GameOver` ends the events and names the
/// first place; the `PlayerFinished` events gave the places in order.
fn ended_properly(outcome: PlayedOut, position: &Position, events: &[Event]) -> Result<(), String> {
    if position.phase() != Phase::Over || position.to_act().is_some() {
        return Err("the game is not over".to_owned());
    }
    let places = position.places();
    let left: Vec<Player> = position.players().filter(|p| !places.contains(p)).collect();
    let all_placed = places.len() + 1 == usize::from(position.rules().players);
    if !all_placed && !left.iter().all(|&p| stuck(position, p)) {
        return Err(format!(
            "over with players {left:?} not placed and not stuck"
        ));
    }
    let winner = places.first().copied();
    if outcome.winner != winner {
        return Err(format!("outcome {outcome:?}, places {places:?}"));
    }
    let finishes: Vec<(Player, u8)> = events
        .iter()
        .filter_map(|event| match *event {
            Event::PlayerFinished { player, place } => Some((player, place)),
            _ => None,
        })
        .collect();
    let expected: Vec<(Player, u8)> = places.iter().copied().zip(1..).collect();
    if finishes != expected {
        return Err(format!("finishes {finishes:?} but places {places:?}"));
    }
    let game_overs: Vec<&Event> = events
        .iter()
        .filter(|event| matches!(event, Event::GameOver { .. }))
        .collect();
    if game_overs != [&Event::GameOver { winner }]
        || events.last() != Some(&Event::GameOver { winner })
    {
        return Err(format!("game over told as {game_overs:?}"));
    }
    Ok(())
}

/// After the throw-off, the turn passes from the player who last rolled to the next player
/// round the board (anticlockwise) who hasn't finished.
fn turns_pass_anticlockwise(players: u8, events: &[Event]) -> Result<(), String> {
    let mut finished = Vec::new();
    let mut roller = None;
    let mut started = false;
    for event in events {
        match *event {
            Event::Rolled { player, .. } => roller = Some(player),
            Event::PlayerFinished { player, .. } => finished.push(player),
            Event::TurnPassed { player } if started => {
                let from = roller.unwrap_or_default();
                let next = (1..=players)
                    .map(|step| (from + step) % players)
                    .find(|p| !finished.contains(p));
                if next != Some(player) {
                    return Err(format!("turn passed from p{from} to p{player}"));
                }
            }
            Event::TurnPassed { .. } => started = true,
            _ => {}
        }
    }
    Ok(())
}

/// Cuts happen only off the crossed squares, by another player, and earn a roll only when the
/// rules say so.
fn cuts_obey_the_rules(position: &Position, events: &[Event]) -> Result<(), String> {
    for event in events {
        match *event {
            Event::CoinCut { player, square, by } if player == by || safe(position, square) => {
                return Err(format!("p{by} cut p{player} on square {square}"));
            }
            Event::ExtraRoll {
                reason: ExtraRollReason::Cut,
                ..
            } if !position.rules().switches.cut_grants_extra_roll => {
                return Err("a cut earned a roll with cut-grants-extra-roll off".to_owned());
            }
            _ => {}
        }
    }
    Ok(())
}

/// Every position of a game obeys the rules of play, and the game ends properly.
fn play_one_game(options: Options, seed: u64, choice_seed: u64) -> Result<(), TestCaseError> {
    let mut had_cut = [false; 4];
    let (outcome, position, events) = played(options.rules(), seed, choice_seed, |position, _| {
        pawns_are_conserved(position)?;
        plain_squares_hold_one_pawn(position)?;
        closed_gates_hold(position)?;
        one_throw_at_a_time(position)?;
        places_are_the_finished_players(position)?;
        for p in position.players() {
            let p = usize::from(p);
            if had_cut[p] && !position.has_cut(p as Player) {
                return Err(format!("player {p}'s gate closed again"));
            }
            had_cut[p] = position.has_cut(p as Player);
        }
        Ok(())
    })?;
    let checks = ended_properly(outcome, &position, &events)
        .and_then(|()| turns_pass_anticlockwise(options.players, &events))
        .and_then(|()| cuts_obey_the_rules(&position, &events));
    checks.map_err(|why| {
        TestCaseError::fail(format!("{why}; the game ended\n{}", position.notation()))
    })
}

/// The same seeds replay the same game, event for event.
fn replays_identically(options: Options, seed: u64, choice_seed: u64) -> Result<(), TestCaseError> {
    let ok = |_: &Position, _: Option<Move>| Ok(());
    let (outcome, position, events) = played(options.rules(), seed, choice_seed, ok)?;
    let (again, replayed, replayed_events) = played(options.rules(), seed, choice_seed, ok)?;
    prop_assert_eq!(again, outcome);
    prop_assert!(
        replayed == position,
        "the replay ended\n{}instead of\n{}",
        replayed.notation(),
        position.notation()
    );
    prop_assert_eq!(replayed_events, events);
    Ok(())
}

/// Every position reached prints in the notation and reads back unchanged, and every move played
/// reads back from its text.
fn notation_round_trips(
    options: Options,
    seed: u64,
    choice_seed: u64,
) -> Result<(), TestCaseError> {
    let mut before: Option<Position> = None;
    played(options.rules(), seed, choice_seed, |position, mv| {
        let text = position.notation();
        match Position::from_notation(&text) {
            Ok(parsed) if &parsed == position => {}
            Ok(parsed) => return Err(format!("read back as\n{}", parsed.notation())),
            Err(error) => return Err(format!("{error} reading back")),
        }
        if let (Some(mv), Some(before)) = (mv, &before) {
            let mv_text = before.move_text(mv);
            if before.parse_move(&mv_text) != Ok(mv) {
                return Err(format!("move {mv_text} doesn't read back as {mv:?}"));
            }
        }
        before = Some(position.clone());
        Ok(())
    })
    .map(drop)
}

/// Random two-player games do sometimes end with every pawn stuck behind a closed gate, and
/// such a game ends drawn, checked like any other (so the properties above see the draw too).
#[test]
fn some_random_two_player_games_end_drawn_with_every_pawn_stuck_at_a_closed_gate() {
    let options = Options {
        players: 2,
        pawns: 4,
        move_after_each_roll: true,
        cut_grants_extra_roll: true,
        enter_on_5: false,
    };
    let drawn = (0..10_000u64).find_map(|seed| {
        let (outcome, position, events) =
            played(options.rules(), seed, seed, |_, _| Ok(())).ok()?;
        (outcome.winner.is_none()).then_some((seed, outcome, position, events))
    });
    let (seed, outcome, position, events) = drawn.expect("a drawn game among the first seeds");
    assert!(
        position.players().all(|p| stuck(&position, p)),
        "seed {seed}"
    );
    assert_eq!(
        ended_properly(outcome, &position, &events),
        Ok(()),
        "seed {seed}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_thayam_games_obey_the_rules_and_end_with_places(
        options in options(),
        seed: u64,
        choice_seed: u64,
    ) {
        play_one_game(options, seed, choice_seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(replay_cases()))]

    #[test]
    fn thayam_games_replay_from_their_seeds(options in options(), seed: u64, choice_seed: u64) {
        replays_identically(options, seed, choice_seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(round_trip_cases()))]

    #[test]
    fn every_thayam_position_reached_reads_back_from_its_notation(
        options in options(),
        seed: u64,
        choice_seed: u64,
    ) {
        notation_round_trips(options, seed, choice_seed)?;
    }
}
