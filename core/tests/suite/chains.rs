//! Banked chains and extra rolls (docs/RULES.md, "Banked chains", "Extra rolls" and
//! "Move after each roll"): 1, 5, 6 and 12 mean rolling again before moving; a plain throw ends the
//! chain; the values are then played in any order while any can be; the rest are lost; a chain's
//! cuts and finishes earn one extra roll, which may start a new chain. With move-after-each-roll
//! each throw is played at once instead.

use crate::common;

use common::{legal, play, position, roll, story, throwing};
use dhayam_core::{Event, Phase, PlayError};

fn extra_rolls(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|event| matches!(event, Event::ExtraRoll { .. }))
        .count()
}

#[test]
fn each_of_1_5_6_and_12_means_rolling_again_before_moving() {
    for value in [1, 5, 6, 12] {
        let mut game = throwing(
            "dhayam 1
             rules traditional coins=6
             p1 cut=no home*5 40
             p2 cut=no home*6
             turn p1 roll",
            &[value],
        );
        assert_eq!(
            story(&roll(&mut game)),
            [
                format!("p1 rolled {value}"),
                format!("p1 rolls again: bonus {value}")
            ]
        );
        assert_eq!(game.phase(), Phase::Roll(0));
        assert_eq!(game.bank().to_string(), value.to_string());
    }
}

#[test]
fn a_plain_throw_of_2_3_or_4_joins_the_bank_and_ends_the_chain() {
    for value in [2, 3, 4] {
        let mut game = throwing(
            "dhayam 1
             rules traditional coins=6
             p1 cut=no home*5 40
             p2 cut=no home*6
             turn p1 roll bank=6",
            &[value],
        );
        assert_eq!(story(&roll(&mut game)), [format!("p1 rolled {value}")]);
        assert_eq!(game.phase(), Phase::Move(0));
        assert_eq!(game.bank().to_string(), format!("{value},6"));
    }
}

#[test]
fn throws_pile_up_in_the_bank_until_a_plain_throw_comes() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 roll",
        &[6, 5, 12, 3],
    );
    for _ in 0..3 {
        roll(&mut game);
        assert_eq!(game.phase(), Phase::Roll(0));
    }
    roll(&mut game);
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(game.bank().to_string(), "3,5,6,12");
}

#[test]
fn banked_values_are_played_in_any_order_each_with_any_coin() {
    let game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 20 40
         p2 cut=no home*6
         turn p1 move bank=3,5",
    );
    assert_eq!(legal(&game), ["20+3", "20+5", "40+3", "40+5"]);
}

#[test]
fn one_coin_may_take_several_banked_values() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 20 40
         p2 cut=no home*6
         turn p1 move bank=3,5",
    );
    assert_eq!(
        story(&play(&mut game, "40+5")),
        ["p1 moved 40-45 [41 42 43 44 45]"]
    );
    assert_eq!(legal(&game), ["20+3", "45+3"]);
    assert_eq!(
        story(&play(&mut game, "45+3")),
        ["p1 moved 45-48 [46 47 48]", "turn p2"]
    );
}

#[test]
fn while_a_banked_value_can_be_played_the_player_must_play_it_before_rolling() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 20 40
         p2 cut=no home*6
         turn p1 move bank=3,5",
    );
    play(&mut game, "40+5");
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(game.bank().to_string(), "3");
    let mut events = Vec::new();
    assert_eq!(game.roll(0, &mut events), Err(PlayError::MustMove));
}

#[test]
fn a_value_no_coin_can_play_yet_waits_while_another_value_is_played() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn p1 move bank=1,3",
    );
    assert_eq!(legal(&game), ["home+1"]);
    assert_eq!(story(&play(&mut game, "home+1")), ["p1 entered 86"]);
    assert_eq!(legal(&game), ["86+3"]);
}

#[test]
fn values_no_coin_can_play_are_lost_and_the_chain_ends() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 28
         p2 cut=no home*6
         turn p1 move bank=2,4",
    );
    assert_eq!(legal(&game), ["28+2"]);
    assert_eq!(
        story(&play(&mut game, "28+2")),
        ["p1 moved 28-30 [29 30]", "p1 lost 4", "turn p2"]
    );
    assert!(game.bank().is_empty());
}

#[test]
fn a_chain_no_value_of_which_can_be_played_is_lost_whole() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn p1 roll",
        &[6, 3],
    );
    roll(&mut game);
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 3", "p1 lost 3", "p1 lost 6", "turn p2"]
    );
    assert_eq!(game.phase(), Phase::Roll(1));
}

#[test]
fn a_cut_earns_an_extra_roll_taken_after_the_chains_values_are_played() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*4 20 40
         p2 cut=no home*5 44
         turn p1 move bank=3,4",
    );
    assert_eq!(
        story(&play(&mut game, "40+4")),
        ["p1 moved 40-44 [41 42 43 44]", "p2 cut at 44 by p1"]
    );
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(
        story(&play(&mut game, "20+3")),
        ["p1 moved 20-23 [21 22 23]", "p1 rolls again: cut"]
    );
    assert_eq!(game.phase(), Phase::Roll(0));
    assert!(game.bank().is_empty());
}

#[test]
fn a_cut_earns_its_extra_roll_after_the_chains_lost_values() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*4 1 44
         turn p1 move bank=4,5",
    );
    assert_eq!(
        story(&play(&mut game, "40+4")),
        [
            "p1 moved 40-44 [41 42 43 44]",
            "p2 cut at 44 by p1",
            "p1 lost 5",
            "p1 rolls again: cut"
        ]
    );
}

#[test]
fn several_cuts_in_one_chain_earn_one_extra_roll() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*4 44 47
         turn p1 move bank=3,4",
    );
    let first = play(&mut game, "40+4");
    let second = play(&mut game, "44+3");
    assert_eq!(
        story(&second),
        [
            "p1 moved 44-47 [45 46 47]",
            "p2 cut at 47 by p1",
            "p1 rolls again: cut"
        ]
    );
    assert_eq!(extra_rolls(&first) + extra_rolls(&second), 1);
}

#[test]
fn several_coins_reaching_the_oval_in_one_chain_earn_one_extra_roll() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*4 51 52
         p2 cut=no home*6
         turn p1 move bank=3,4",
    );
    let first = play(&mut game, "52+4");
    let second = play(&mut game, "51+3");
    assert_eq!(
        story(&second),
        [
            "p1 moved 51-Oval [50 49 Oval]",
            "p1 home",
            "p1 rolls again: home"
        ]
    );
    assert_eq!(extra_rolls(&first) + extra_rolls(&second), 1);
}

#[test]
fn a_cut_and_a_coin_reaching_the_oval_in_one_chain_earn_one_extra_roll() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*4 40 52
         p2 cut=no home*5 44
         turn p1 move bank=4,4",
    );
    let first = play(&mut game, "52+4");
    let second = play(&mut game, "40+4");
    assert_eq!(extra_rolls(&first) + extra_rolls(&second), 1);
    assert!(matches!(
        second.last(),
        Some(Event::ExtraRoll { player: 0, .. })
    ));
    assert_eq!(game.phase(), Phase::Roll(0));
}

#[test]
fn the_extra_roll_may_start_a_new_chain_which_may_earn_another() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*4 2 44
         turn p1 move bank=4",
        &[6, 2],
    );
    assert_eq!(
        story(&play(&mut game, "40+4")),
        [
            "p1 moved 40-44 [41 42 43 44]",
            "p2 cut at 44 by p1",
            "p1 rolls again: cut"
        ]
    );
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 6", "p1 rolls again: bonus 6"]
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 2"]);
    assert_eq!(
        story(&play(&mut game, "44+6")),
        ["p1 moved 44-2 [45 46 47 48 1 2]", "p2 cut at 2 by p1"]
    );
    assert_eq!(
        story(&play(&mut game, "2+2")),
        ["p1 moved 2-4 [3 4]", "p1 rolls again: cut"]
    );
}

#[test]
fn a_chain_that_earns_no_extra_roll_passes_the_turn() {
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
    assert_eq!(game.phase(), Phase::Roll(1));
}

#[test]
fn with_move_after_each_roll_each_throw_is_played_before_the_next_roll() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4
         p1 cut=no home*3 40
         p2 cut=no home*4
         turn p1 roll",
        &[6, 3],
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 6"]);
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(
        story(&play(&mut game, "40+6")),
        [
            "p1 moved 40-46 [41 42 43 44 45 46]",
            "p1 rolls again: bonus 6"
        ]
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 3"]);
    assert_eq!(
        story(&play(&mut game, "46+3")),
        ["p1 moved 46-1 [47 48 1]", "turn p2"]
    );
}

#[test]
fn with_move_after_each_roll_a_cut_earns_a_roll_right_after_the_move() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4
         p1 cut=no home*3 40
         p2 cut=no home*3 44
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
    assert_eq!(game.phase(), Phase::Roll(0));
}

#[test]
fn with_move_after_each_roll_a_bonus_throw_that_cuts_gives_one_roll_not_two() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4
         p1 cut=no home*3 40
         p2 cut=no home*3 46
         turn p1 move bank=6",
        &[3],
    );
    assert_eq!(
        story(&play(&mut game, "40+6")),
        [
            "p1 moved 40-46 [41 42 43 44 45 46]",
            "p2 cut at 46 by p1",
            "p1 rolls again: bonus 6"
        ]
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 3"]);
    assert_eq!(
        story(&play(&mut game, "46+3")),
        ["p1 moved 46-1 [47 48 1]", "turn p2"]
    );
}

#[test]
fn with_move_after_each_roll_an_unplayable_bonus_throw_is_lost_but_still_rolls_again() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4
         p1 cut=no home*4
         p2 cut=no home*4
         turn p1 roll",
        &[6],
    );
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 6", "p1 lost 6", "p1 rolls again: bonus 6"]
    );
    assert_eq!(game.phase(), Phase::Roll(0));
}

#[test]
fn with_move_after_each_roll_an_unplayable_plain_throw_is_lost_and_the_turn_passes() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4
         p1 cut=no home*4
         p2 cut=no home*4
         turn p1 roll",
        &[3],
    );
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 3", "p1 lost 3", "turn p2"]
    );
}
