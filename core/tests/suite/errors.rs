//! Refused actions (docs/RULES.md, "Undo and refused actions"): acting out of turn, moving before
//! rolling, rolling with values to play, an illegal move, and any action once the game is over are
//! each refused with their own error, and leave the position exactly as it was.

use crate::common;

use common::position;
use dhayam_core::{Event, Move, PlayError, Position};

const P1_TO_ROLL: &str = "
    dhayam 1
    rules traditional coins=6
    p1 cut=no home*5 40
    p2 cut=no home*5 44
    turn p1 roll";

const P1_TO_MOVE: &str = "
    dhayam 1
    rules traditional coins=6
    p1 cut=no home*4 28 40
    p2 cut=no home*4 43 44
    turn p1 move bank=2,3";

const GAME_OVER: &str = "
    dhayam 1
    rules traditional coins=6
    p1 cut=yes Oval*6
    p2 cut=no home*5 40
    turn over
    places p1";

/// Checks that `action` is refused with `expected`, reports nothing and changes nothing.
fn refused(
    text: &str,
    expected: PlayError,
    action: impl FnOnce(&mut Position, &mut Vec<Event>) -> Result<(), PlayError>,
) {
    let mut game = position(text);
    let before = game.clone();
    let mut events = Vec::new();
    assert_eq!(action(&mut game, &mut events), Err(expected));
    assert!(events.is_empty());
    assert_eq!(game, before);
}

fn roll(player: u8) -> impl FnOnce(&mut Position, &mut Vec<Event>) -> Result<(), PlayError> {
    move |game, events| game.roll(player, events).map(|_| ())
}

fn play(
    player: u8,
    mv: Move,
) -> impl FnOnce(&mut Position, &mut Vec<Event>) -> Result<(), PlayError> {
    move |game, events| game.play(player, mv, events)
}

#[test]
fn rolling_out_of_turn_is_refused() {
    refused(
        P1_TO_ROLL,
        PlayError::NotYourTurn {
            player: 1,
            expected: 0,
        },
        roll(1),
    );
}

#[test]
fn moving_out_of_turn_is_refused() {
    let mv = Move::Advance { from: 57, value: 2 };
    refused(
        P1_TO_MOVE,
        PlayError::NotYourTurn {
            player: 1,
            expected: 0,
        },
        play(1, mv),
    );
}

#[test]
fn throwing_off_out_of_turn_is_refused() {
    refused(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn throw-off p1=? p2=?",
        PlayError::NotYourTurn {
            player: 1,
            expected: 0,
        },
        roll(1),
    );
}

#[test]
fn moving_before_rolling_is_refused() {
    let mv = Move::Advance { from: 21, value: 3 };
    refused(P1_TO_ROLL, PlayError::MustRoll, play(0, mv));
}

#[test]
fn rolling_while_a_banked_value_can_be_played_is_refused() {
    refused(P1_TO_MOVE, PlayError::MustMove, roll(0));
}

#[test]
fn a_move_onto_a_safe_square_the_opponent_holds_is_refused() {
    let game = position(P1_TO_MOVE);
    let mv = game.parse_move("40+3").expect("a well-written move");
    refused(P1_TO_MOVE, PlayError::IllegalMove(mv), play(0, mv));
}

#[test]
fn a_move_past_the_closed_gate_is_refused() {
    let game = position(P1_TO_MOVE);
    let mv = game.parse_move("28+3").expect("a well-written move");
    refused(P1_TO_MOVE, PlayError::IllegalMove(mv), play(0, mv));
}

#[test]
fn a_move_with_a_value_not_in_the_bank_is_refused() {
    let game = position(P1_TO_MOVE);
    let mv = game.parse_move("40+4").expect("a well-written move");
    refused(P1_TO_MOVE, PlayError::IllegalMove(mv), play(0, mv));
}

#[test]
fn a_move_of_a_coin_that_is_not_there_is_refused() {
    let game = position(P1_TO_MOVE);
    let mv = game.parse_move("41+2").expect("a well-written move");
    refused(P1_TO_MOVE, PlayError::IllegalMove(mv), play(0, mv));
}

#[test]
fn bringing_a_coin_out_without_an_entry_throw_is_refused() {
    let mv = Move::Enter { value: 2 };
    refused(P1_TO_MOVE, PlayError::IllegalMove(mv), play(0, mv));
}

#[test]
fn rolling_once_the_game_is_over_is_refused() {
    refused(GAME_OVER, PlayError::GameOver, roll(0));
    refused(GAME_OVER, PlayError::GameOver, roll(1));
}

#[test]
fn moving_once_the_game_is_over_is_refused() {
    let mv = Move::Advance { from: 51, value: 2 };
    refused(GAME_OVER, PlayError::GameOver, play(1, mv));
}

#[test]
fn the_game_refuses_the_same_actions_and_stays_unchanged() {
    let mut game = dhayam_core::Game::from(position(P1_TO_ROLL));
    let before = game.clone();
    assert_eq!(
        game.roll(1),
        Err(PlayError::NotYourTurn {
            player: 1,
            expected: 0
        })
    );
    assert_eq!(
        game.play(0, Move::Enter { value: 1 }),
        Err(PlayError::MustRoll)
    );
    assert_eq!(game, before);
}
