//! How a game ends (docs/RULES.md, "The end of the game"): the first player with every coin in the
//! Oval wins and the game ends at once; a game where every remaining coin waits at a closed gate is
//! drawn.

use crate::common;

use common::{play, position, story};
use dhayam_core::Phase;

#[test]
fn the_first_player_with_every_coin_in_the_oval_wins() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes 49 Oval*5
         p2 cut=no home*6
         turn p1 move bank=1",
    );
    assert_eq!(
        story(&play(&mut game, "49+1")),
        [
            "p1 moved 49-Oval [Oval]",
            "p1 home",
            "p1 finished 1",
            "game over: p1 wins"
        ]
    );
    assert_eq!(game.winner(), Some(0));
    assert_eq!(game.places(), [0]);
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.to_act(), None);
}

#[test]
fn player_2_wins_by_bringing_every_coin_into_the_oval_first() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4
         p1 cut=yes home*3 49
         p2 cut=yes 71 Oval*3
         turn p2 move bank=3",
    );
    assert_eq!(
        story(&play(&mut game, "71+3")),
        [
            "p2 moved 71-Oval [72 73 Oval]",
            "p2 home",
            "p2 finished 1",
            "game over: p2 wins"
        ]
    );
    assert_eq!(game.winner(), Some(1));
}

#[test]
fn the_game_ends_at_once_leaving_the_rest_of_the_bank_unplayed() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes 49 Oval*5
         p2 cut=no home*6
         turn p1 move bank=1,3,6",
    );
    assert_eq!(
        story(&play(&mut game, "49+1")),
        [
            "p1 moved 49-Oval [Oval]",
            "p1 home",
            "p1 finished 1",
            "game over: p1 wins"
        ]
    );
    assert!(game.bank().is_empty());
    assert_eq!(game.phase(), Phase::Over);
}

#[test]
fn a_game_where_every_coin_waits_at_a_closed_gate_is_drawn() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no 30*6
         p2 cut=no 32*5 34
         turn p2 move bank=2",
    );
    assert_eq!(
        story(&play(&mut game, "34+2")),
        ["p2 moved 34-32 [33 32]", "game over: drawn"]
    );
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.winner(), None);
    assert_eq!(game.to_act(), None);
}

#[test]
fn a_bonus_throw_that_leaves_every_coin_at_a_closed_gate_ends_the_game_drawn() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4
         p1 cut=no 30*4
         p2 cut=no 32*3 38
         turn p2 move bank=6",
    );
    assert_eq!(
        story(&play(&mut game, "38+6")),
        ["p2 moved 38-32 [37 36 35 34 33 32]", "game over: drawn"]
    );
    assert_eq!(game.phase(), Phase::Over);
}
