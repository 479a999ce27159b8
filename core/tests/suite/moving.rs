//! Moving coins (docs/RULES.md, "Coming out and moving", "The Oval" and "The gate"): a Dhayam
//! brings a coin out or moves one by 1, a move takes one coin forward along its path, own coins
//! share squares, the Oval needs the exact number, and the gate at index 59 holds coins back until
//! their player has cut.

use crate::common;

use common::{coins, legal, play, position, story, throwing};
use dhayam_core::Phase;

#[test]
fn a_dhayam_brings_a_coin_from_home_onto_player_1s_first_square_86() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn p1 move bank=1,3",
    );
    assert_eq!(legal(&game), ["home+1"]);
    assert_eq!(story(&play(&mut game, "home+1")), ["p1 entered 86"]);
    assert_eq!(coins(&game, 0), "home*5 86");
}

#[test]
fn a_dhayam_brings_a_coin_from_home_onto_player_2s_first_square_98() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn p2 move bank=1,3",
    );
    assert_eq!(legal(&game), ["home+1"]);
    assert_eq!(story(&play(&mut game, "home+1")), ["p2 entered 98"]);
    assert_eq!(coins(&game, 1), "home*5 98");
}

#[test]
fn a_dhayam_may_instead_move_a_coin_already_out_by_one() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 move bank=1,2",
    );
    assert_eq!(legal(&game), ["40+1", "40+2", "home+1"]);
}

#[test]
fn only_a_dhayam_brings_a_coin_out() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn p1 roll",
        &[3],
    );
    assert_eq!(
        story(&common::roll(&mut game)),
        ["p1 rolled 3", "p1 lost 3", "turn p2"]
    );
    assert_eq!(coins(&game, 0), "home*6");
}

#[test]
fn a_move_takes_one_coin_forward_by_the_value_along_its_path() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 move bank=3",
    );
    assert_eq!(
        story(&play(&mut game, "40+3")),
        ["p1 moved 40-43 [41 42 43]", "turn p2"]
    );
    assert_eq!(coins(&game, 0), "home*5 43");
}

#[test]
fn coins_climb_the_neck_from_the_bar_into_the_frame_at_31() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 89
         p2 cut=no home*5 96
         turn p1 move bank=4,6",
    );
    assert_eq!(
        story(&play(&mut game, "89+6")),
        ["p1 moved 89-83 [90 91 92 85 84 83]"]
    );
    assert_eq!(
        story(&play(&mut game, "83+4")),
        ["p1 moved 83-32 [82 81 31 32]", "turn p2"]
    );
}

#[test]
fn player_1_goes_round_the_frame_clockwise_from_48_to_1() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 46
         p2 cut=no home*6
         turn p1 move bank=5",
    );
    assert_eq!(
        story(&play(&mut game, "46+5")),
        ["p1 moved 46-3 [47 48 1 2 3]", "turn p2"]
    );
}

#[test]
fn player_2_goes_round_the_frame_anticlockwise_from_31_to_30_and_from_1_to_48() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*4 83 3
         turn p2 move bank=3,4",
    );
    assert_eq!(
        story(&play(&mut game, "83+4")),
        ["p2 moved 83-30 [82 81 31 30]"]
    );
    assert_eq!(
        story(&play(&mut game, "3+3")),
        ["p2 moved 3-48 [2 1 48]", "turn p1"]
    );
}

#[test]
fn own_coins_may_share_a_plain_square() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 40 44
         p2 cut=no home*6
         turn p1 move bank=4",
    );
    assert_eq!(legal(&game), ["40+4", "44+4"]);
    play(&mut game, "40+4");
    assert_eq!(coins(&game, 0), "home*4 44*2");
}

#[test]
fn own_coins_may_share_a_safe_square() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 40 43
         p2 cut=no home*6
         turn p1 move bank=3",
    );
    assert_eq!(legal(&game), ["40+3", "43+3"]);
    play(&mut game, "40+3");
    assert_eq!(coins(&game, 0), "home*4 43*2");
}

#[test]
fn coins_sharing_a_square_are_one_choice_and_one_of_them_moves() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 40*2
         p2 cut=no home*6
         turn p1 move bank=3",
    );
    assert_eq!(legal(&game), ["40+3"]);
    play(&mut game, "40+3");
    assert_eq!(coins(&game, 0), "home*4 40 43");
}

#[test]
fn a_move_that_would_pass_the_oval_is_not_legal() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*5 52
         p2 cut=no home*6
         turn p1 move bank=4,5",
    );
    assert_eq!(legal(&game), ["52+4"]);
}

#[test]
fn a_coin_reaches_the_oval_with_the_exact_number() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*5 52
         p2 cut=no home*6
         turn p1 move bank=4,5",
    );
    let told = story(&play(&mut game, "52+4"));
    assert_eq!(told[..2], ["p1 moved 52-Oval [51 50 49 Oval]", "p1 home"]);
    assert_eq!(coins(&game, 0), "home*5 Oval");
}

#[test]
fn from_49_only_a_dhayam_reaches_the_oval() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes 49 Oval*5
         p2 cut=no home*6
         turn p1 move bank=1",
    );
    assert_eq!(legal(&game), ["49+1"]);
    for value in [2, 3, 4] {
        let mut game = throwing(
            "dhayam 1
             rules traditional coins=6
             p1 cut=yes 49 Oval*5
             p2 cut=no home*6
             turn p1 roll",
            &[value],
        );
        assert_eq!(
            story(&common::roll(&mut game)),
            [
                format!("p1 rolled {value}"),
                format!("p1 lost {value}"),
                "turn p2".to_owned()
            ],
        );
    }
}

#[test]
fn a_coin_in_the_oval_moves_no_more() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*4 40 Oval
         p2 cut=no home*6
         turn p1 move bank=3",
    );
    assert_eq!(legal(&game), ["40+3"]);
}

#[test]
fn until_player_1_has_cut_no_coin_may_move_past_30() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 28 40
         p2 cut=no home*6
         turn p1 move bank=2,3",
    );
    assert_eq!(legal(&game), ["28+2", "40+2", "40+3"]);
}

#[test]
fn until_player_2_has_cut_no_coin_may_move_past_32() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*4 34 40
         turn p2 move bank=2,3",
    );
    assert_eq!(legal(&game), ["34+2", "40+2", "40+3"]);
}

#[test]
fn a_coin_at_the_gate_waits_there_until_its_player_cuts() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 30 40
         p2 cut=no home*6
         turn p1 move bank=1,2",
    );
    assert_eq!(legal(&game), ["40+1", "40+2", "home+1"]);
}

#[test]
fn once_player_1_has_cut_coins_finishing_the_loop_turn_off_past_the_flank_79() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*5 28
         p2 cut=no home*6
         turn p1 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "28+4")),
        ["p1 moved 28-78 [29 30 79 78]", "turn p2"]
    );
}

#[test]
fn once_player_2_has_cut_coins_finishing_the_loop_turn_off_past_the_flank_80() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=yes home*5 34
         turn p2 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "34+4")),
        ["p2 moved 34-78 [33 32 80 78]", "turn p1"]
    );
}

#[test]
fn the_final_paths_run_up_the_spine_over_the_peak_down_the_own_diagonal_and_up_the_own_leg() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*5 75
         p2 cut=yes home*6
         turn p1 move bank=12",
    );
    assert_eq!(
        story(&play(&mut game, "75+12")),
        [
            "p1 moved 75-51 [74 61 60 59 58 57 56 55 54 53 52 51]",
            "turn p2"
        ]
    );
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*6
         p2 cut=yes home*5 74
         turn p2 move bank=12",
    );
    assert_eq!(
        story(&play(&mut game, "74+12")),
        [
            "p2 moved 74-72 [61 62 63 64 65 66 67 68 69 70 71 72]",
            "turn p1"
        ]
    );
}

#[test]
fn a_cut_opens_the_gate_at_once_for_the_rest_of_the_chain() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 30 40
         p2 cut=no home*5 42
         turn p1 move bank=2,3",
    );
    assert_eq!(legal(&game), ["40+2", "40+3"]);
    assert_eq!(
        story(&play(&mut game, "40+2")),
        ["p1 moved 40-42 [41 42]", "p2 cut at 42 by p1"]
    );
    assert!(game.has_cut(0));
    assert_eq!(legal(&game), ["30+3", "42+3"]);
    play(&mut game, "30+3");
    assert_eq!(coins(&game, 0), "home*4 42 77");
    assert_eq!(game.phase(), Phase::Roll(0));
}
