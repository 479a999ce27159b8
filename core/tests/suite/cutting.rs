//! Cutting (docs/RULES.md, "Cutting", "Safe squares and their closure" and "Danger squares"):
//! landing exactly on opponent coins sends them all home; safe squares can't be cut and are closed
//! to the other side while held, though coins pass over them; and, under Classic and Custom, danger
//! squares.

use crate::common;

use common::{coins, legal, play, position, roll, story, throwing};

#[test]
fn landing_exactly_on_an_opponent_coin_cuts_it_back_home() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*5 44
         turn p1 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "40+4")),
        [
            "p1 moved 40-44 [41 42 43 44]",
            "p2 cut at 44 by p1",
            "p1 rolls again: cut"
        ]
    );
    assert_eq!(coins(&game, 0), "home*5 44");
    assert_eq!(coins(&game, 1), "home*6");
    assert!(game.has_cut(0));
}

#[test]
fn landing_on_a_square_with_several_opponent_coins_cuts_them_all() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*4 44*2
         turn p1 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "40+4")),
        [
            "p1 moved 40-44 [41 42 43 44]",
            "p2 cut at 44 by p1",
            "p2 cut at 44 by p1",
            "p1 rolls again: cut"
        ]
    );
    assert_eq!(coins(&game, 1), "home*6");
    assert_eq!(game.coins_on(0, 44), 1);
}

#[test]
fn passing_over_an_opponent_coin_does_not_cut_it() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*5 44
         turn p1 move bank=5",
    );
    assert_eq!(
        story(&play(&mut game, "40+5")),
        ["p1 moved 40-45 [41 42 43 44 45]", "turn p2"]
    );
    assert_eq!(coins(&game, 1), "home*5 44");
}

#[test]
fn a_coin_can_be_cut_on_the_shared_neck() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 89
         p2 cut=no home*5 84
         turn p1 move bank=5",
    );
    assert_eq!(
        story(&play(&mut game, "89+5")),
        [
            "p1 moved 89-84 [90 91 92 85 84]",
            "p2 cut at 84 by p1",
            "p1 rolls again: cut"
        ]
    );
}

#[test]
fn a_coin_can_be_cut_on_the_shared_spine() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*5 79
         p2 cut=yes home*5 77
         turn p1 move bank=2",
    );
    assert_eq!(
        story(&play(&mut game, "79+2")),
        [
            "p1 moved 79-77 [78 77]",
            "p2 cut at 77 by p1",
            "p1 rolls again: cut"
        ]
    );
}

#[test]
fn a_coin_may_not_land_on_a_safe_square_an_opponent_holds() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*5 43
         turn p1 move bank=3,4",
    );
    assert_eq!(legal(&game), ["40+4"]);
}

#[test]
fn a_coin_may_pass_over_a_safe_square_an_opponent_holds_and_leaves_it_there() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*5 43
         turn p1 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "40+4")),
        ["p1 moved 40-44 [41 42 43 44]", "turn p2"]
    );
    assert_eq!(coins(&game, 1), "home*5 43");
}

#[test]
fn no_coin_may_land_on_31_while_the_opponent_holds_it() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 84
         p2 cut=no home*5 31
         turn p1 move bank=4,5",
    );
    assert_eq!(legal(&game), ["84+5"]);
}

#[test]
fn no_coin_may_land_on_92_in_the_middle_of_the_bar_while_the_opponent_holds_it() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 89
         p2 cut=no home*5 92
         turn p1 move bank=3,4",
    );
    assert_eq!(legal(&game), ["89+4"]);
}

#[test]
fn no_coin_may_land_on_the_peak_61_while_the_opponent_holds_it() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*5 76
         p2 cut=yes home*5 61
         turn p1 move bank=3,4",
    );
    assert_eq!(legal(&game), ["76+4"]);
}

#[test]
fn a_safe_square_opens_again_once_the_opponent_has_left_it() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*5 43
         turn p2 move bank=2",
        &[3],
    );
    assert_eq!(
        story(&play(&mut game, "43+2")),
        ["p2 moved 43-41 [42 41]", "turn p1"]
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 3"]);
    assert_eq!(legal(&game), ["40+3"]);
}

#[test]
fn with_danger_squares_player_1_landing_on_49_sends_home_every_player_2_coin_on_73() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4
         p1 cut=yes home*3 51
         p2 cut=yes home*2 73*2
         turn p1 move bank=2",
    );
    assert_eq!(
        story(&play(&mut game, "51+2")),
        [
            "p1 moved 51-49 [50 49]",
            "p2 cut at 73 by p1",
            "p2 cut at 73 by p1",
            "p1 rolls again: cut"
        ]
    );
    assert_eq!(coins(&game, 1), "home*4");
}

#[test]
fn with_danger_squares_player_2_landing_on_73_sends_home_every_player_1_coin_on_49() {
    let mut game = position(
        "dhayam 1
         rules classic coins=4
         p1 cut=yes home*3 49
         p2 cut=yes home*3 71
         turn p2 move bank=2",
    );
    assert_eq!(
        story(&play(&mut game, "71+2")),
        ["p2 moved 71-73 [72 73]", "p1 cut at 49 by p2", "turn p1"]
    );
    assert_eq!(coins(&game, 0), "home*4");
}

#[test]
fn a_danger_square_cut_counts_as_a_cut_and_opens_the_gate() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 must-cut-before-home=off
         p1 cut=no home*3 51
         p2 cut=no home*3 73
         turn p1 move bank=2",
    );
    play(&mut game, "51+2");
    assert!(game.has_cut(0));
}

#[test]
fn passing_over_the_own_danger_square_into_the_oval_cuts_nothing() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4
         p1 cut=yes home*3 50
         p2 cut=yes home*3 73
         turn p1 move bank=2",
    );
    assert_eq!(
        story(&play(&mut game, "50+2")),
        ["p1 moved 50-Oval [49 Oval]", "p1 home", "turn p2"]
    );
    assert_eq!(coins(&game, 1), "home*3 73");
}

#[test]
fn without_danger_squares_landing_on_49_cuts_nothing() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*5 51
         p2 cut=yes home*5 73
         turn p1 move bank=2",
    );
    assert_eq!(
        story(&play(&mut game, "51+2")),
        ["p1 moved 51-49 [50 49]", "turn p2"]
    );
    assert_eq!(coins(&game, 1), "home*5 73");
}

#[test]
fn danger_squares_are_part_of_classic_and_custom_but_not_traditional() {
    use dhayam_core::Preset;
    assert!(!Preset::Traditional.rules().danger_squares);
    assert!(Preset::Classic.rules().danger_squares);
    assert!(Preset::Custom.rules().danger_squares);
}
