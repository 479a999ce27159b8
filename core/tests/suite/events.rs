//! The events an action reports, in order, with what the shells need to animate them
//! (docs/RULES.md, "What an action reports"): both stick faces of a roll, every square a coin
//! passes, who was cut where, lost values, why a player rolls again, whose turn it is, places and
//! the end of the game.

use crate::common;

use common::{SEED, drawn_for, play, position, roll, throwing};
use dhayam_core::{Event, ExtraRollReason, Sticks};

#[test]
fn a_roll_reports_both_stick_faces_and_their_value() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 roll",
        &[3],
    );
    let expected = Sticks::resume(SEED, drawn_for(SEED, &[3])).throw();
    let mut events = Vec::new();
    let throw = game.roll(0, &mut events).expect("p1 may roll");
    assert_eq!(throw, expected);
    assert_eq!(
        events,
        [Event::Rolled {
            player: 0,
            throw: expected
        }]
    );
    assert!(throw.faces.iter().all(|&face| face <= 3));
    assert_eq!(throw.value(), throw.faces[0] + throw.faces[1]);
}

#[test]
fn a_throw_of_two_blank_faces_is_reported_as_12() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 roll",
        &[12],
    );
    let events = roll(&mut game);
    let Some(Event::Rolled { throw, .. }) = events.first() else {
        unreachable!("a roll reports the throw first")
    };
    assert_eq!(throw.faces, [0, 0]);
    assert_eq!(throw.value(), 12);
}

#[test]
fn entering_moving_cutting_and_rolling_again_are_reported_in_order() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 46
         p2 cut=no home*4 2*2
         turn p1 move bank=1,4",
    );
    assert_eq!(
        play(&mut game, "home+1"),
        [Event::CoinEntered {
            player: 0,
            square: 86
        }]
    );
    assert_eq!(
        play(&mut game, "46+4"),
        [
            Event::CoinMoved {
                player: 0,
                from: 46,
                to: 2,
                squares: vec![47, 48, 1, 2]
            },
            Event::CoinCut {
                player: 1,
                square: 2,
                by: 0
            },
            Event::CoinCut {
                player: 1,
                square: 2,
                by: 0
            },
            Event::ExtraRoll {
                player: 0,
                reason: ExtraRollReason::Cut
            },
        ]
    );
}

#[test]
fn a_lost_value_and_the_passing_of_the_turn_are_reported() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 28
         p2 cut=no home*6
         turn p1 move bank=2,4",
    );
    assert_eq!(
        play(&mut game, "28+2"),
        [
            Event::CoinMoved {
                player: 0,
                from: 28,
                to: 30,
                squares: vec![29, 30]
            },
            Event::ValueLost {
                player: 0,
                value: 4
            },
            Event::TurnPassed { player: 1 },
        ]
    );
}

#[test]
fn a_bonus_throw_reports_the_extra_roll_with_its_value() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 roll",
        &[5],
    );
    let events = roll(&mut game);
    assert_eq!(
        events.get(1),
        Some(&Event::ExtraRoll {
            player: 0,
            reason: ExtraRollReason::BonusThrow(5)
        })
    );
}

#[test]
fn reaching_the_oval_finishing_and_winning_are_reported() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes 52 Oval*5
         p2 cut=no home*6
         turn p1 move bank=4",
    );
    assert_eq!(
        play(&mut game, "52+4"),
        [
            Event::CoinMoved {
                player: 0,
                from: 52,
                to: 0,
                squares: vec![51, 50, 49, 0]
            },
            Event::CoinHome { player: 0 },
            Event::PlayerFinished {
                player: 0,
                place: 1
            },
            Event::GameOver { winner: Some(0) },
        ]
    );
}

#[test]
fn a_coin_reaching_the_oval_reports_the_extra_roll_it_earns() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*5 52
         p2 cut=no home*6
         turn p1 move bank=4",
    );
    assert_eq!(
        play(&mut game, "52+4").last(),
        Some(&Event::ExtraRoll {
            player: 0,
            reason: ExtraRollReason::Home
        })
    );
}

#[test]
fn the_end_of_the_throw_off_reports_whose_turn_it_is() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn throw-off p1=3 p2=?",
        &[2],
    );
    let events = roll(&mut game);
    assert_eq!(events.last(), Some(&Event::TurnPassed { player: 0 }));
}

#[test]
fn a_tied_throw_off_reports_the_tied_players() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn throw-off p1=4 p2=?",
        &[4],
    );
    let events = roll(&mut game);
    assert_eq!(
        events.last(),
        Some(&Event::ThrowOffTied {
            players: vec![0, 1]
        })
    );
}
