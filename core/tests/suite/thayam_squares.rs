//! The squares of the 7x7 board in Thayam (docs/RULES.md,
//! "Squares: open safe squares, one pawn elsewhere"): the crossed squares hold any number of pawns
//! of any players and nobody is cut there; any other square holds one pawn, so a pawn may not land
//! on its own pawn and landing on an opponent's cuts it, which earns an extra roll (a house option,
//! on by default).
//!
//! Paths, by index, for the two players of a two-player game:
//! - p1 (bottom): 0 r6c3, 1 r6c4, 2 r6c5, 3 r6c6, 4 r5c6, 6 r3c6, 7 r2c6, 21 r6c0, 23 r6c2
//!   (the gate) | 24 r5c2, 25 r5c1, 29 r1c1, 33 r1c5, 37 r5c5 ... 47 r4c4, 48 r3c3.
//! - p2 (top): 0 r0c3, 12 r6c3, 15 r6c6, 18 r3c6, 19 r2c6, 23 r0c4 (the gate) | 24 r1c4 ...

use crate::common;

use common::{legal, pawns, play, position, refusal, roll, thayam_story as story, throwing};
use dhayam_core::{NotationErrorKind, Phase, PositionError, SquareId};

/// The square at `row`, `col`.
const fn square(row: u8, col: u8) -> SquareId {
    row * 7 + col
}

// Safe squares.

#[test]
fn a_pawn_enters_onto_its_home_square_though_an_opponent_pawn_stands_there() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=no home*4
         p2 cut=no home*3 r6c3
         turn p1 move bank=1",
    );
    assert_eq!(
        story(&play(&mut game, "home+1")),
        ["p1 entered r6c3", "p1 rolls again: bonus 1"]
    );
    assert_eq!(game.coins_on(0, square(6, 3)), 1);
    assert_eq!(game.coins_on(1, square(6, 3)), 1);
}

#[test]
fn pawns_of_every_player_share_a_safe_square_and_none_is_cut_there() {
    let mut game = position(
        "thayam 1
         rules thayam players=4
         p1 cut=no home*3 r6c6
         p2 cut=no home*2 r3c6*2
         p3 cut=no home*3 r3c6
         p4 cut=no home*3 r3c6
         turn p1 move bank=3",
    );
    assert_eq!(
        story(&play(&mut game, "r6c6+3")),
        ["p1 moved r6c6-r3c6 [r5c6 r4c6 r3c6]", "turn p2"]
    );
    let on_r3c6: Vec<u8> = (0..4).map(|p| game.coins_on(p, square(3, 6))).collect();
    assert_eq!(on_r3c6, [1, 2, 1, 1]);
}

#[test]
fn landing_on_a_middle_ring_corner_held_by_an_opponent_cuts_nobody() {
    // Two steps short of each corner on p1's path, and the corner.
    for (from, corner) in [
        ("r6c2", "r5c1"),
        ("r3c1", "r1c1"),
        ("r1c3", "r1c5"),
        ("r3c5", "r5c5"),
    ] {
        let mut game = position(&format!(
            "thayam 1
             rules thayam
             p1 cut=yes home*3 {from}
             p2 cut=yes home*3 {corner}
             turn p1 move bank=2"
        ));
        assert_eq!(
            story(&play(&mut game, &format!("{from}+2")))[1],
            "turn p2",
            "{corner}"
        );
        assert_eq!(pawns(&game, 0), format!("home*3 {corner}"));
        assert_eq!(pawns(&game, 1), format!("home*3 {corner}"));
    }
}

#[test]
fn the_centre_holds_pawns_of_every_player_and_cuts_nobody() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=yes home r4c4 r3c3*2
         p2 cut=yes home*2 r3c3*2
         turn p1 move bank=1",
    );
    assert_eq!(
        story(&play(&mut game, "r4c4+1")),
        [
            "p1 moved r4c4-r3c3 [r3c3]",
            "p1 home",
            "p1 rolls again: bonus 1"
        ]
    );
    assert_eq!(game.coins_on(0, square(3, 3)), 3);
    assert_eq!(game.coins_on(1, square(3, 3)), 2);
}

// One pawn on any other square.

#[test]
fn a_pawn_may_not_land_on_its_own_pawn_on_a_plain_square() {
    let game = position(
        "thayam 1
         rules thayam
         p1 cut=no home*2 r6c4 r6c6
         p2 cut=no home*4
         turn p1 move bank=2",
    );
    assert_eq!(legal(&game), ["r6c6+2"]);
}

#[test]
fn own_pawns_may_share_a_safe_square() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=no home*2 r6c5 r3c6
         p2 cut=no home*4
         turn p1 move bank=4",
    );
    assert_eq!(legal(&game), ["r3c6+4", "r6c5+4"]);
    play(&mut game, "r6c5+4");
    assert_eq!(pawns(&game, 0), "home*2 r3c6*2");
}

#[test]
fn a_second_pawn_may_enter_onto_the_home_square_its_first_pawn_stands_on() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r6c3
         p2 cut=no home*4
         turn p1 move bank=1",
    );
    assert_eq!(legal(&game), ["home+1", "r6c3+1"]);
    play(&mut game, "home+1");
    assert_eq!(pawns(&game, 0), "home*2 r6c3*2");
}

#[test]
fn a_position_with_two_pawns_on_a_plain_square_is_refused() {
    let own = refusal(
        "thayam 1
         rules thayam
         p1 cut=no home*2 r6c4*2
         p2 cut=no home*4
         turn p1 roll",
    );
    assert_eq!(
        own,
        NotationErrorKind::Position(PositionError::Stacked {
            player: 0,
            square: "r6c4".to_owned()
        })
    );
    let opponents = refusal(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r6c4
         p2 cut=no home*3 r6c4
         turn p1 roll",
    );
    assert_eq!(
        opponents,
        NotationErrorKind::Position(PositionError::SharedSquare {
            square: "r6c4".to_owned()
        })
    );
}

// Cutting.

const CUT: &str = "
    thayam 1
    rules thayam
    p1 cut=no home*3 r6c4
    p2 cut=no home*3 r6c6
    turn p1 move bank=2";

#[test]
fn landing_on_an_opponent_pawn_on_a_plain_square_cuts_it_back_home() {
    let mut game = position(CUT);
    let events = story(&play(&mut game, "r6c4+2"));
    assert_eq!(
        events[..2],
        ["p1 moved r6c4-r6c6 [r6c5 r6c6]", "p2 cut at r6c6 by p1"]
    );
    assert_eq!(pawns(&game, 0), "home*3 r6c6");
    assert_eq!(pawns(&game, 1), "home*4");
    assert!(game.has_cut(0));
}

#[test]
fn a_pawn_past_the_gate_is_cut_back_home_like_any_other() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=yes home*3 r4c3
         p2 cut=yes home*3 r3c2
         turn p1 move bank=2",
    );
    assert_eq!(
        story(&play(&mut game, "r4c3+2")),
        [
            "p1 moved r4c3-r3c2 [r4c2 r3c2]",
            "p2 cut at r3c2 by p1",
            "p1 rolls again: cut"
        ]
    );
    assert_eq!(pawns(&game, 1), "home*4");
}

#[test]
fn passing_over_an_opponent_pawn_does_not_cut_it() {
    let mut game = position(&CUT.replace("bank=2", "bank=3"));
    assert_eq!(
        story(&play(&mut game, "r6c4+3")),
        ["p1 moved r6c4-r5c6 [r6c5 r6c6 r5c6]", "turn p2"]
    );
    assert_eq!(pawns(&game, 1), "home*3 r6c6");
}

#[test]
fn a_cut_earns_an_extra_roll() {
    let mut game = position(CUT);
    let events = story(&play(&mut game, "r6c4+2"));
    assert_eq!(
        events.last().map(String::as_str),
        Some("p1 rolls again: cut")
    );
    assert_eq!(game.phase(), Phase::Roll(0));
    assert!(game.bank().is_empty());
}

#[test]
fn with_cut_grants_extra_roll_off_a_cut_earns_no_roll_but_still_opens_the_gate() {
    let mut game = position(&CUT.replace("rules thayam", "rules thayam cut-grants-extra-roll=off"));
    assert_eq!(
        story(&play(&mut game, "r6c4+2")),
        [
            "p1 moved r6c4-r6c6 [r6c5 r6c6]",
            "p2 cut at r6c6 by p1",
            "turn p2"
        ]
    );
    assert!(game.has_cut(0));
}

#[test]
fn a_cut_with_a_roll_again_throw_earns_one_extra_roll_not_two() {
    let mut game = throwing(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r6c5
         p2 cut=no home*3 r2c6
         turn p1 move bank=5",
        &[2],
    );
    assert_eq!(
        story(&play(&mut game, "r6c5+5")),
        [
            "p1 moved r6c5-r2c6 [r6c6 r5c6 r4c6 r3c6 r2c6]",
            "p2 cut at r2c6 by p1",
            "p1 rolls again: bonus 5"
        ]
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 2"]);
    assert_eq!(
        story(&play(&mut game, "r2c6+2")),
        ["p1 moved r2c6-r0c6 [r1c6 r0c6]", "turn p2"]
    );
}
