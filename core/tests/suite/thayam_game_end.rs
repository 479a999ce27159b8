//! How a game of Thayam ends (docs/RULES.md, "Places and the end of the game";
//! docs/RULES_DECISIONS.md decision 2): the first player with every pawn in the centre wins; with
//! three or four players the others play on for the next places, finished players being skipped,
//! until one is left; and a game where no pawn can ever move again (every pawn queued behind a
//! closed gate) ends at once.
//!
//! Squares are named `r<row>c<col>`. Each player's gate, the square one behind their home:
//! r6c2 bottom (p1), r4c6 right, r0c4 top, r2c0 left.

use crate::common;

use common::{play, position, refusal, roll, thayam_story as story, throwing};
use dhayam_core::{NotationErrorKind, Phase, PositionError};

// Finishing and places.

#[test]
fn with_two_players_the_first_with_every_pawn_in_the_centre_wins_and_the_game_ends() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=yes r4c4 r3c3*3
         p2 cut=no home*4
         turn p1 move bank=1",
    );
    assert_eq!(
        story(&play(&mut game, "r4c4+1")),
        [
            "p1 moved r4c4-r3c3 [r3c3]",
            "p1 home",
            "p1 finished 1",
            "game over: p1 wins"
        ]
    );
    assert_eq!(game.places(), [0]);
    assert_eq!(game.phase(), Phase::Over);
}

#[test]
fn with_three_players_play_goes_on_after_the_first_finishes() {
    let mut game = position(
        "thayam 1
         rules thayam players=3
         p1 cut=yes r2c4 r3c3*3
         p2 cut=no home*4
         p3 cut=no home*4
         turn p1 move bank=3",
    );
    assert_eq!(
        story(&play(&mut game, "r2c4+3")),
        [
            "p1 moved r2c4-r3c3 [r3c4 r4c4 r3c3]",
            "p1 home",
            "p1 finished 1",
            "turn p2"
        ]
    );
    assert_eq!(game.places(), [0]);
    assert_eq!(game.winner(), Some(0));
    assert_eq!(game.phase(), Phase::Roll(1));
}

#[test]
fn a_player_who_finishes_with_a_roll_again_throw_rolls_no_more() {
    let mut game = position(
        "thayam 1
         rules thayam players=3
         p1 cut=yes r4c4 r3c3*3
         p2 cut=no home*4
         p3 cut=no home*4
         turn p1 move bank=1",
    );
    assert_eq!(
        story(&play(&mut game, "r4c4+1")),
        [
            "p1 moved r4c4-r3c3 [r3c3]",
            "p1 home",
            "p1 finished 1",
            "turn p2"
        ]
    );
}

#[test]
fn a_finished_player_is_skipped_in_turn_order() {
    let mut game = throwing(
        "thayam 1
         rules thayam players=3
         p1 cut=no home*4
         p2 cut=yes r3c3*4
         p3 cut=no home*4
         turn p3 roll
         places p2",
        &[2, 3],
    );
    assert_eq!(
        story(&roll(&mut game)),
        ["p3 rolled 2", "p3 lost 2", "turn p1"]
    );
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 3", "p1 lost 3", "turn p3"]
    );
}

#[test]
fn the_second_to_finish_takes_second_place_and_with_three_players_the_game_ends() {
    let mut game = position(
        "thayam 1
         rules thayam players=3
         p1 cut=yes r2c4 r3c3*3
         p2 cut=yes r3c3*4
         p3 cut=no home*4
         turn p1 move bank=3
         places p2",
    );
    assert_eq!(
        story(&play(&mut game, "r2c4+3")),
        [
            "p1 moved r2c4-r3c3 [r3c4 r4c4 r3c3]",
            "p1 home",
            "p1 finished 2",
            "game over: p2 wins"
        ]
    );
    assert_eq!(game.places(), [1, 0]);
    assert_eq!(game.phase(), Phase::Over);
}

#[test]
fn with_four_players_play_goes_on_for_second_and_third_place_until_one_player_is_left() {
    let mut second = position(
        "thayam 1
         rules thayam players=4
         p1 cut=yes r3c3*4
         p2 cut=no home*4
         p3 cut=no home*4
         p4 cut=yes r5c2 r3c3*3
         turn p4 move bank=12
         places p1",
    );
    assert_eq!(
        story(&play(&mut second, "r5c2+12")),
        [
            "p4 moved r5c2-r3c3 [r5c1 r4c1 r3c1 r3c2 r2c2 r2c3 r2c4 r3c4 r4c4 r4c3 r4c2 r3c3]",
            "p4 home",
            "p4 finished 2",
            "turn p2"
        ]
    );
    assert_eq!(second.places(), [0, 3]);

    let mut third = position(
        "thayam 1
         rules thayam players=4
         p1 cut=yes r3c3*4
         p2 cut=no home*4
         p3 cut=yes r2c2 r3c3*3
         p4 cut=yes r3c3*4
         turn p3 move bank=1
         places p1,p4",
    );
    assert_eq!(
        story(&play(&mut third, "r2c2+1")),
        [
            "p3 moved r2c2-r3c3 [r3c3]",
            "p3 home",
            "p3 finished 3",
            "game over: p1 wins"
        ]
    );
    assert_eq!(third.places(), [0, 3, 2]);
    assert_eq!(third.phase(), Phase::Over);
}

// A game that can never move again.

const QUEUED: &str = "
    thayam 1
    rules thayam
    p1 cut=no r5c0 r6c0 r6c1 r6c2
    p2 cut=no r1c6 r0c6 r0c5 r0c4";

#[test]
fn a_game_where_every_pawn_queues_behind_a_closed_gate_ends_drawn() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=no r4c0 r6c0 r6c1 r6c2
         p2 cut=no r1c6 r0c6 r0c5 r0c4
         turn p1 move bank=1",
    );
    assert_eq!(
        story(&play(&mut game, "r4c0+1")),
        ["p1 moved r4c0-r5c0 [r5c0]", "game over: drawn"]
    );
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.winner(), None);
    assert!(game.places().is_empty());
}

#[test]
fn a_game_where_the_players_left_can_never_move_again_ends_with_the_places_so_far() {
    let mut game = position(
        "thayam 1
         rules thayam players=3
         p1 cut=yes r3c3*4
         p2 cut=no r6c4 r6c6 r5c6 r4c6
         p3 cut=no r1c6 r0c6 r0c5 r0c4
         turn p2 move bank=1
         places p1",
    );
    assert_eq!(
        story(&play(&mut game, "r6c4+1")),
        ["p2 moved r6c4-r6c5 [r6c5]", "game over: p1 wins"]
    );
    assert_eq!(game.places(), [0]);
    assert_eq!(game.phase(), Phase::Over);
}

#[test]
fn a_position_where_no_pawn_can_ever_move_again_must_be_over() {
    assert_eq!(
        refusal(&format!("{QUEUED}\nturn p1 roll")),
        NotationErrorKind::Position(PositionError::Turn(
            "with one player left or no coin free, the game is over"
        ))
    );
    let over = position(&format!("{QUEUED}\nturn over"));
    assert_eq!(over.to_act(), None);
}
