//! Properties of whole random games of Paramapadam (docs/RULES.md, "Paramapadam"): every game ends
//! with every place but the last taken, tokens stay on the board or off it, no turn ends on a
//! snake's head or a ladder's foot, every throw does what a restatement of the rules says, a game
//! is a function of its seed, and every position reached survives the setup and notation round
//! trips.
//!
//! Each case plays one game to the end from a sticks seed, with 2 to 6 players and the default
//! or random entry and bonus throws, and checks every throw on the way. A failing case shrinks
//! towards the smallest seed and rules that still fail: the game to report.
//!
//! The case counts below are the full size (`DHAYAM_TEST_SIZE=full`, see `common/size.rs`); the
//! small size of `cargo test` plays a tenth of them.

use crate::common;

use common::size;
use dhayam_core::paramapadam::{LAST_SQUARE, LayoutKind, Paramapadam, ParamapadamRules};
use dhayam_core::{Event, ExtraRollReason, Player, State, THROW_VALUES, ThrowSet};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Games for each property checked along the way.
fn cases() -> u32 {
    size::cases(300, 3000)
}

/// Games for each round trip, whose checks at every throw cost far more than the play.
fn round_trip_cases() -> u32 {
    size::cases(100, 1000)
}

/// Throws after which a game that hasn't ended counts as endless; random games take a few
/// hundred.
const THROW_CAP: u32 = 1_000_000;

/// The throw values whose bits are set in `mask`.
fn throw_set(mask: u8) -> ThrowSet {
    let values: Vec<u8> = (0..)
        .zip(THROW_VALUES)
        .filter(|&(bit, _)| mask & (1 << bit) != 0)
        .map(|(_, value)| value)
        .collect();
    ThrowSet::of(&values)
}

/// 2 to 6 players; the default entry and bonus throws half the time, any others otherwise.
fn any_rules() -> impl Strategy<Value = ParamapadamRules> {
    let default = ParamapadamRules::default();
    (
        2u8..=6,
        prop_oneof![Just(default.entry), (1u8..128).prop_map(throw_set)],
        prop_oneof![Just(default.bonus), (0u8..128).prop_map(throw_set)],
    )
        .prop_map(|(players, entry, bonus)| ParamapadamRules {
            players,
            entry,
            bonus,
            layout: LayoutKind::Default,
        })
}

fn failed(error: impl std::fmt::Display) -> TestCaseError {
    TestCaseError::fail(error.to_string())
}

/// A new game of `rules` with sticks `seed`.
fn new_game(rules: ParamapadamRules, seed: u64) -> Result<Paramapadam, TestCaseError> {
    Paramapadam::new(rules, seed).map_err(failed)
}

/// Plays `game` to its end, calling `check` after every throw with the position before it, the
/// value thrown, what the throw caused and the position after; returns the final position and
/// every event.
fn play_to_the_end(
    mut game: Paramapadam,
    mut check: impl FnMut(&Paramapadam, u8, &[Event], &Paramapadam) -> Result<(), TestCaseError>,
) -> Result<(Paramapadam, Vec<Event>), TestCaseError> {
    let mut log = Vec::new();
    let mut throws = 0;
    while let Some(player) = game.to_act() {
        prop_assert!(throws < THROW_CAP, "no end after {THROW_CAP} throws");
        throws += 1;
        let before = game.clone();
        let mut events = Vec::new();
        let throw = game.roll(player, &mut events).map_err(failed)?;
        check(&before, throw.value(), &events, &game)?;
        log.extend(events);
    }
    Ok((game, log))
}

/// The position after the player to throw in `before` throws `value`, as docs/RULES.md,
/// "Paramapadam", tells it: each player's square, who throws next, whether they are rolling again,
/// and the places.
fn by_the_rules(before: &Paramapadam, value: u8) -> (Vec<u8>, Option<Player>, bool, Vec<Player>) {
    let rules = before.rules();
    let mut tokens = before.tokens().to_vec();
    let mut places = before.places().to_vec();
    let player = before.to_act().unwrap_or_default();
    let p = usize::from(player);
    let next = |places: &[Player]| {
        (1..=rules.players)
            .map(|step| (player + step) % rules.players)
            .find(|q| !places.contains(q))
    };
    let square = tokens[p];
    let ends_turn = if square == 0 {
        if rules.entry.contains(value) {
            tokens[p] = 1;
            false
        } else {
            true
        }
    } else if square + value > LAST_SQUARE {
        true
    } else if square + value == LAST_SQUARE {
        tokens[p] = LAST_SQUARE;
        places.push(player);
        if places.len() + 1 >= usize::from(rules.players) {
            return (tokens, None, false, places);
        }
        let to_act = next(&places);
        return (tokens, to_act, false, places);
    } else {
        tokens[p] = square + value;
        !rules.bonus.contains(value)
    };
    if !ends_turn {
        return (tokens, Some(player), true, places);
    }
    if let Some(link) = rules.layout.link_at(tokens[p]) {
        tokens[p] = link.to;
    }
    let to_act = next(&places);
    (tokens, to_act, false, places)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn every_game_ends_with_every_place_but_the_last_taken(
        rules in any_rules(),
        seed in any::<u64>(),
    ) {
        let (game, log) = play_to_the_end(new_game(rules, seed)?, |_, _, _, _| Ok(()))?;
        let players = rules.players;
        let finished: Vec<(Player, u8)> = log
            .iter()
            .filter_map(|event| match *event {
                Event::PlayerFinished { player, place } => Some((player, place)),
                _ => None,
            })
            .collect();
        let places: Vec<u8> = finished.iter().map(|&(_, place)| place).collect();
        prop_assert_eq!(places, (1..players).collect::<Vec<u8>>());
        let order: Vec<Player> = finished.iter().map(|&(player, _)| player).collect();
        prop_assert_eq!(game.places(), order.as_slice());
        let last = (0..players).filter(|p| !order.contains(p)).collect::<Vec<_>>();
        prop_assert_eq!(last.len(), 1, "one player left");
        for (player, &square) in (0..).zip(game.tokens()) {
            prop_assert_eq!(square == LAST_SQUARE, player != last[0]);
        }
        let overs = log.iter().filter(|e| matches!(e, Event::GameOver { .. })).count();
        prop_assert_eq!(overs, 1);
        prop_assert_eq!(
            log.last(),
            Some(&Event::GameOver { winner: Some(order[0]) })
        );
        prop_assert_eq!((game.to_act(), game.rolling_again()), (None, false));
    }

    #[test]
    fn tokens_stay_between_off_the_board_and_132(rules in any_rules(), seed in any::<u64>()) {
        play_to_the_end(new_game(rules, seed)?, |_, _, events, after| {
            for &square in after.tokens() {
                prop_assert!(square <= LAST_SQUARE, "a token on {square}");
            }
            for event in events {
                if let Event::CoinMoved { to, squares, .. } = event {
                    prop_assert!(*to <= LAST_SQUARE && squares.iter().all(|&s| s <= LAST_SQUARE));
                }
            }
            Ok(())
        })?;
    }

    #[test]
    fn no_token_ends_a_turn_on_a_snakes_head_or_a_ladders_foot(
        rules in any_rules(),
        seed in any::<u64>(),
    ) {
        play_to_the_end(new_game(rules, seed)?, |_, _, _, after| {
            let layout = after.rules().layout;
            for (player, &square) in (0..).zip(after.tokens()) {
                let rolling_again = after.rolling_again() && after.to_act() == Some(player);
                prop_assert!(
                    rolling_again || layout.link_at(square).is_none(),
                    "p{} rests on {square}",
                    player + 1
                );
            }
            Ok(())
        })?;
    }

    #[test]
    fn every_throw_does_what_the_rules_say(rules in any_rules(), seed in any::<u64>()) {
        play_to_the_end(new_game(rules, seed)?, |before, value, _, after| {
            let (tokens, to_act, rolling_again, places) = by_the_rules(before, value);
            prop_assert_eq!(after.tokens(), tokens.as_slice(), "{} then {}", before, value);
            prop_assert_eq!(after.to_act(), to_act, "{} then {}", before, value);
            prop_assert_eq!(after.rolling_again(), rolling_again, "{} then {}", before, value);
            prop_assert_eq!(after.places(), places.as_slice(), "{} then {}", before, value);
            Ok(())
        })?;
    }

    #[test]
    fn every_throw_reports_itself_first_and_last_who_throws_next(
        rules in any_rules(),
        seed in any::<u64>(),
    ) {
        play_to_the_end(new_game(rules, seed)?, |before, value, events, after| {
            let player = before.to_act().unwrap_or_default();
            let first = events.first();
            prop_assert!(
                matches!(first, Some(Event::Rolled { player: p, throw }) if *p == player && throw.value() == value),
                "{:?}", first
            );
            let last = events.last();
            match after.to_act() {
                None => prop_assert!(matches!(last, Some(Event::GameOver { .. })), "{:?}", last),
                Some(next) if after.rolling_again() => {
                    prop_assert_eq!(next, player);
                    let entered = before.tokens()[usize::from(player)] == 0;
                    let reason = if entered {
                        ExtraRollReason::Entered
                    } else {
                        ExtraRollReason::BonusThrow(value)
                    };
                    prop_assert_eq!(last, Some(&Event::ExtraRoll { player, reason }));
                }
                Some(next) => prop_assert_eq!(last, Some(&Event::TurnPassed { player: next })),
            }
            Ok(())
        })?;
    }

    #[test]
    fn a_game_is_a_function_of_its_seed(rules in any_rules(), seed in any::<u64>()) {
        let (first, first_log) = play_to_the_end(new_game(rules, seed)?, |_, _, _, _| Ok(()))?;
        let (again, again_log) = play_to_the_end(new_game(rules, seed)?, |_, _, _, _| Ok(()))?;
        prop_assert_eq!(first, again);
        prop_assert_eq!(first_log, again_log);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(round_trip_cases()))]

    #[test]
    fn every_position_survives_the_notation_round_trip(
        rules in any_rules(),
        seed in any::<u64>(),
    ) {
        let game = new_game(rules, seed)?;
        prop_assert_eq!(Paramapadam::from_notation(&game.notation()), Ok(game.clone()));
        play_to_the_end(game, |_, _, _, after| {
            let text = after.notation();
            prop_assert_eq!(Paramapadam::from_notation(&text), Ok(after.clone()), "{}", text);
            Ok(())
        })?;
    }

    #[test]
    fn every_position_read_as_a_state_is_paramapadam(rules in any_rules(), seed in any::<u64>()) {
        play_to_the_end(new_game(rules, seed)?, |_, _, _, after| {
            let text = after.notation();
            prop_assert_eq!(
                State::from_notation(&text),
                Ok(State::Paramapadam(after.clone())),
                "{}",
                text
            );
            Ok(())
        })?;
    }

    #[test]
    fn every_position_survives_the_setup_round_trip(rules in any_rules(), seed in any::<u64>()) {
        play_to_the_end(new_game(rules, seed)?, |_, _, _, after| {
            prop_assert_eq!(Paramapadam::from_setup(after.to_setup()), Ok(after.clone()));
            Ok(())
        })?;
    }
}
