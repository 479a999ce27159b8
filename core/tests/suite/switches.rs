//! The eight switches, each on and off (docs/RULES.md, "The switches"), the presets that set and
//! lock them, and the house options: coins per player, entry and bonus throws, and the extra roll
//! for reaching home.

use crate::common;

use common::{coins, legal, play, position, roll, story, throwing};
use dhayam_core::{Field, Phase, Position, Preset, RuleSetError, Switches, ThrowSet};

fn switches(preset: Preset) -> [bool; 8] {
    let Switches {
        must_cut_before_home,
        must_cut_if_available,
        cut_grants_extra_roll,
        coin_can_move_after_cutting,
        coin_can_stack_on_common_path,
        move_after_each_roll,
        jump_and_go,
        roll_1_then_5_releases_two,
    } = preset.rules().switches;
    [
        must_cut_before_home,
        must_cut_if_available,
        cut_grants_extra_roll,
        coin_can_move_after_cutting,
        coin_can_stack_on_common_path,
        move_after_each_roll,
        jump_and_go,
        roll_1_then_5_releases_two,
    ]
}

#[test]
fn the_presets_set_the_eight_switches_as_the_table_says() {
    let (on, off) = (true, false);
    assert_eq!(
        switches(Preset::Traditional),
        [on, off, on, on, on, off, off, off]
    );
    assert_eq!(
        switches(Preset::Classic),
        [on, off, off, off, on, off, on, on]
    );
    assert_eq!(
        switches(Preset::Custom),
        [on, off, on, on, on, on, off, off]
    );
}

#[test]
fn classic_locks_every_switch() {
    let switch_fields = Field::ALL.into_iter().filter(|field| field.is_switch());
    for field in switch_fields {
        assert!(!Preset::Classic.lets_edit(field), "{field}");
        let text = format!(
            "dhayam 1\nrules classic {field}={}\np1 cut=no home*6\np2 cut=no home*6\nturn p1 roll",
            flipped(Preset::Classic, field)
        );
        assert!(Position::from_notation(&text).is_err(), "{field}");
    }
}

#[test]
fn custom_lets_every_switch_change() {
    for field in Field::ALL.into_iter().filter(|field| field.is_switch()) {
        assert!(Preset::Custom.lets_edit(field), "{field}");
    }
}

#[test]
fn traditional_lets_coins_entry_bonus_and_the_gate_change_and_no_other_switch() {
    for field in Field::ALL {
        let editable = matches!(
            field,
            Field::Coins | Field::Entry | Field::Bonus | Field::MustCutBeforeHome
        );
        assert_eq!(Preset::Traditional.lets_edit(field), editable, "{field}");
    }
    let refused = Position::from_notation(&common::tidy(
        "dhayam 1
         rules traditional coins=6 jump-and-go=on
         p1 cut=no home*6
         p2 cut=no home*6
         turn p1 roll",
    ));
    let message = refused
        .map(|_| ())
        .expect_err("the rules are refused")
        .to_string();
    assert!(
        message.contains("traditional preset fixes jump-and-go"),
        "{message}"
    );
}

fn flipped(preset: Preset, field: Field) -> &'static str {
    if preset.rules().get(field) == "on" {
        "off"
    } else {
        "on"
    }
}

// Must cut before home path.

#[test]
fn with_must_cut_before_home_on_no_coin_passes_the_gate_before_a_cut() {
    let game = position(
        "dhayam 1
         rules custom coins=4 must-cut-before-home=on
         p1 cut=no home*2 28 40
         p2 cut=no home*4
         turn p1 move bank=3",
    );
    assert_eq!(legal(&game), ["40+3"]);
}

#[test]
fn with_must_cut_before_home_off_coins_turn_off_the_loop_without_a_cut() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 must-cut-before-home=off
         p1 cut=no home*2 28 40
         p2 cut=no home*4
         turn p1 move bank=3",
    );
    assert_eq!(legal(&game), ["28+3", "40+3"]);
    assert_eq!(
        story(&play(&mut game, "28+3")),
        ["p1 moved 28-79 [29 30 79]", "turn p2"]
    );
}

#[test]
fn under_traditional_the_gate_is_a_house_option() {
    let game = position(
        "dhayam 1
         rules traditional coins=6 must-cut-before-home=off
         p1 cut=no home*4 28 40
         p2 cut=no home*6
         turn p1 move bank=3",
    );
    assert_eq!(legal(&game), ["28+3", "40+3"]);
}

// Must cut if available.

#[test]
fn with_must_cut_if_available_on_a_cutting_move_must_be_played() {
    let game = position(
        "dhayam 1
         rules custom coins=4 must-cut-if-available=on
         p1 cut=no home*2 20 40
         p2 cut=no home*3 44
         turn p1 move bank=4",
    );
    assert_eq!(legal(&game), ["40+4"]);
}

#[test]
fn with_must_cut_if_available_off_a_cut_may_be_passed_up() {
    let game = position(
        "dhayam 1
         rules custom coins=4 must-cut-if-available=off
         p1 cut=no home*2 20 40
         p2 cut=no home*3 44
         turn p1 move bank=4",
    );
    assert_eq!(legal(&game), ["20+4", "40+4"]);
}

#[test]
fn with_must_cut_if_available_on_and_no_cut_possible_any_move_may_be_played() {
    let game = position(
        "dhayam 1
         rules custom coins=4 must-cut-if-available=on
         p1 cut=no home*2 20 40
         p2 cut=no home*3 45
         turn p1 move bank=4",
    );
    assert_eq!(legal(&game), ["20+4", "40+4"]);
}

#[test]
fn with_must_cut_if_available_on_a_danger_square_cut_is_a_cutting_move() {
    let game = position(
        "dhayam 1
         rules custom coins=4 must-cut-if-available=on
         p1 cut=yes home*2 40 51
         p2 cut=yes home*3 73
         turn p1 move bank=2",
    );
    assert_eq!(legal(&game), ["51+2"]);
}

// Cut grants extra roll.

#[test]
fn with_cut_grants_extra_roll_on_a_cut_earns_a_roll() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 cut-grants-extra-roll=on
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
}

#[test]
fn with_cut_grants_extra_roll_off_a_cut_earns_no_roll() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 cut-grants-extra-roll=off
         p1 cut=no home*3 40
         p2 cut=no home*3 44
         turn p1 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "40+4")),
        [
            "p1 moved 40-44 [41 42 43 44]",
            "p2 cut at 44 by p1",
            "turn p2"
        ]
    );
}

#[test]
fn with_cut_grants_extra_roll_off_a_banked_chain_with_a_cut_ends_the_turn() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off cut-grants-extra-roll=off
         p1 cut=no home*2 20 40
         p2 cut=no home*3 44
         turn p1 move bank=3,4",
    );
    play(&mut game, "40+4");
    assert_eq!(
        story(&play(&mut game, "20+3")),
        ["p1 moved 20-23 [21 22 23]", "turn p2"]
    );
}

#[test]
fn with_cut_grants_extra_roll_off_a_cut_still_opens_the_gate() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 cut-grants-extra-roll=off
         p1 cut=no home*3 40
         p2 cut=no home*3 44
         turn p1 move bank=4",
    );
    play(&mut game, "40+4");
    assert!(game.has_cut(0));
}

// Coin can move after cutting.

#[test]
fn with_coin_can_move_after_cutting_on_the_cutting_coin_may_take_more_of_the_bank() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off coin-can-move-after-cutting=on
         p1 cut=no home*2 20 40
         p2 cut=no home*3 44
         turn p1 move bank=3,4",
    );
    play(&mut game, "40+4");
    assert_eq!(legal(&game), ["20+3", "44+3"]);
}

#[test]
fn with_coin_can_move_after_cutting_off_the_cutting_coin_takes_no_more_of_the_bank() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off coin-can-move-after-cutting=off
         p1 cut=no home*2 20 40
         p2 cut=no home*3 44
         turn p1 move bank=3,4",
    );
    play(&mut game, "40+4");
    assert_eq!(legal(&game), ["20+3"]);
}

#[test]
fn with_coin_can_move_after_cutting_off_values_only_the_cutting_coin_could_play_are_lost() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off coin-can-move-after-cutting=off
         p1 cut=no home*3 40
         p2 cut=no home*3 44
         turn p1 move bank=3,4",
    );
    assert_eq!(
        story(&play(&mut game, "40+4")),
        [
            "p1 moved 40-44 [41 42 43 44]",
            "p2 cut at 44 by p1",
            "p1 lost 3",
            "p1 rolls again: cut"
        ]
    );
}

#[test]
fn a_coin_marked_as_having_cut_in_this_chain_takes_no_more_values() {
    let game = position(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off coin-can-move-after-cutting=off
         p1 cut=yes home*2 20 44!
         p2 cut=no home*4
         turn p1 move bank=3 extra=cut",
    );
    assert_eq!(legal(&game), ["20+3"]);
}

#[test]
fn with_coin_can_move_after_cutting_off_another_coin_joining_the_cutter_may_still_move() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off coin-can-move-after-cutting=off
         p1 cut=no home*2 38 40
         p2 cut=no home*3 44
         turn p1 move bank=1,4,6",
    );
    play(&mut game, "40+4");
    assert_eq!(legal(&game), ["38+1", "38+6", "home+1"]);
    play(&mut game, "38+6");
    assert_eq!(legal(&game), ["44+1", "home+1"]);
}

#[test]
fn the_mark_on_a_coin_that_cut_ends_with_the_chain() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off coin-can-move-after-cutting=off
         p1 cut=no home*3 40
         p2 cut=no home*3 44
         turn p1 move bank=3,4",
        &[2],
    );
    play(&mut game, "40+4");
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 2"]);
    assert_eq!(legal(&game), ["44+2"]);
}

// Coin can stack on common path.

#[test]
fn with_coin_can_stack_on_common_path_on_own_coins_share_a_plain_shared_square() {
    let game = position(
        "dhayam 1
         rules custom coins=4 coin-can-stack-on-common-path=on
         p1 cut=no home*2 40 44
         p2 cut=no home*4
         turn p1 move bank=4",
    );
    assert_eq!(legal(&game), ["40+4", "44+4"]);
}

#[test]
fn with_coin_can_stack_on_common_path_off_own_coins_may_not_share_a_plain_shared_square() {
    let game = position(
        "dhayam 1
         rules custom coins=4 coin-can-stack-on-common-path=off
         p1 cut=no home*2 40 44
         p2 cut=no home*4
         turn p1 move bank=4",
    );
    assert_eq!(legal(&game), ["44+4"]);
}

#[test]
fn with_coin_can_stack_on_common_path_off_own_coins_still_share_a_safe_square() {
    let game = position(
        "dhayam 1
         rules custom coins=4 coin-can-stack-on-common-path=off
         p1 cut=no home*2 40 43
         p2 cut=no home*4
         turn p1 move bank=3",
    );
    assert_eq!(legal(&game), ["40+3", "43+3"]);
}

#[test]
fn with_coin_can_stack_on_common_path_off_own_coins_still_share_a_private_square() {
    let game = position(
        "dhayam 1
         rules custom coins=4 coin-can-stack-on-common-path=off
         p1 cut=no home*2 87 89
         p2 cut=no home*4
         turn p1 move bank=2",
    );
    assert_eq!(legal(&game), ["87+2", "89+2"]);
}

// Move after each roll.

#[test]
fn with_move_after_each_roll_on_a_bonus_throw_is_played_before_rolling_again() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=on
         p1 cut=no home*3 40
         p2 cut=no home*4
         turn p1 roll",
        &[6],
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 6"]);
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(legal(&game), ["40+6"]);
}

#[test]
fn with_move_after_each_roll_off_a_bonus_throw_is_banked_and_rolled_again_at_once() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off
         p1 cut=no home*3 40
         p2 cut=no home*4
         turn p1 roll",
        &[6],
    );
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 6", "p1 rolls again: bonus 6"]
    );
    assert_eq!(game.phase(), Phase::Roll(0));
    assert_eq!(game.bank().to_string(), "6");
}

// Jump & go.

const JUMP_AND_GO: &str = "
    p1 cut=no home*3 84
    p2 cut=no home 37 40 43
    turn p1 move bank=4,6,12";

#[test]
fn with_jump_and_go_on_single_values_come_first() {
    let game = position(&format!(
        "dhayam 1\nrules custom coins=4 move-after-each-roll=off jump-and-go=on\n{JUMP_AND_GO}"
    ));
    assert_eq!(legal(&game), ["84+12", "84+4", "84+6"]);
}

#[test]
fn with_jump_and_go_on_a_stuck_coin_may_use_the_sum_of_banked_values() {
    let mut game = position(&format!(
        "dhayam 1\nrules custom coins=4 move-after-each-roll=off jump-and-go=on\n{JUMP_AND_GO}"
    ));
    assert_eq!(
        story(&play(&mut game, "84+4")),
        ["p1 moved 84-31 [83 82 81 31]"]
    );
    assert_eq!(legal(&game), ["31+6+12"]);
}

#[test]
fn with_jump_and_go_on_the_jumping_coin_lands_only_on_the_final_square() {
    let mut game = position(&format!(
        "dhayam 1\nrules custom coins=4 move-after-each-roll=off jump-and-go=on\n{JUMP_AND_GO}"
    ));
    play(&mut game, "84+4");
    assert_eq!(
        story(&play(&mut game, "31+6+12")),
        [
            "p1 moved 31-1 [32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 1]",
            "turn p2"
        ]
    );
    assert_eq!(coins(&game, 1), "home 43 40 37");
}

#[test]
fn with_jump_and_go_off_values_no_single_coin_can_play_are_lost() {
    let mut game = position(&format!(
        "dhayam 1\nrules custom coins=4 move-after-each-roll=off jump-and-go=off\n{JUMP_AND_GO}"
    ));
    assert_eq!(
        story(&play(&mut game, "84+4")),
        [
            "p1 moved 84-31 [83 82 81 31]",
            "p1 lost 6",
            "p1 lost 12",
            "turn p2"
        ]
    );
}

#[test]
fn jump_and_go_with_move_after_each_roll_is_rejected_with_a_clear_error() {
    let mut rules = Preset::Custom.rules();
    rules.switches.jump_and_go = true;
    assert_eq!(rules.validate(), Err(RuleSetError::JumpAndGoNeedsBank));
    let refused = Position::from_notation(&common::tidy(
        "dhayam 1
         rules custom coins=4 jump-and-go=on move-after-each-roll=on
         p1 cut=no home*4
         p2 cut=no home*4
         turn p1 roll",
    ));
    let message = refused
        .map(|_| ())
        .expect_err("the rules are refused")
        .to_string();
    assert!(message.contains("jump & go"), "{message}");
    assert!(message.contains("move-after-each-roll"), "{message}");
}

// Roll 1 then 5 releases two coins.

#[test]
fn with_roll_1_then_5_on_a_5_thrown_straight_after_a_1_may_bring_a_coin_out() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off roll-1-then-5-releases-two=on
         p1 cut=no home*4
         p2 cut=no home*4
         turn p1 roll",
        &[1, 5, 3],
    );
    for _ in 0..3 {
        roll(&mut game);
    }
    assert_eq!(game.bank().to_string(), "1,3,5+");
    assert_eq!(legal(&game), ["home+1", "home+5"]);
    play(&mut game, "home+1");
    assert_eq!(legal(&game), ["86+3", "86+5", "home+5"]);
    assert_eq!(story(&play(&mut game, "home+5")), ["p1 entered 86"]);
    assert_eq!(coins(&game, 0), "home*2 86*2");
}

#[test]
fn with_roll_1_then_5_off_a_5_after_a_1_only_moves_a_coin() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off roll-1-then-5-releases-two=off
         p1 cut=no home*4
         p2 cut=no home*4
         turn p1 roll",
        &[1, 5, 3],
    );
    for _ in 0..3 {
        roll(&mut game);
    }
    assert_eq!(game.bank().to_string(), "1,3,5");
    assert_eq!(legal(&game), ["home+1"]);
    play(&mut game, "home+1");
    assert_eq!(legal(&game), ["86+3", "86+5"]);
}

#[test]
fn with_roll_1_then_5_on_a_5_not_thrown_straight_after_a_1_releases_nothing() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4 move-after-each-roll=off roll-1-then-5-releases-two=on
         p1 cut=no home*4
         p2 cut=no home*4
         turn p1 roll",
        &[1, 6, 5, 3],
    );
    for _ in 0..4 {
        roll(&mut game);
    }
    assert_eq!(game.bank().to_string(), "1,3,5,6");
}

#[test]
fn with_roll_1_then_5_on_and_move_after_each_roll_the_5_after_a_1_may_enter_or_move() {
    let mut game = throwing(
        "dhayam 1
         rules custom coins=4 roll-1-then-5-releases-two=on
         p1 cut=no home*4
         p2 cut=no home*4
         turn p1 roll",
        &[1, 5],
    );
    roll(&mut game);
    play(&mut game, "home+1");
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 5"]);
    assert_eq!(legal(&game), ["86+5", "home+5"]);
}

// Reaching home.

#[test]
fn under_traditional_a_coin_reaching_the_oval_earns_an_extra_roll() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=yes home*5 52
         p2 cut=no home*6
         turn p1 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "52+4")),
        [
            "p1 moved 52-Oval [51 50 49 Oval]",
            "p1 home",
            "p1 rolls again: home"
        ]
    );
}

#[test]
fn under_custom_a_coin_reaching_the_oval_earns_no_extra_roll() {
    let mut game = position(
        "dhayam 1
         rules custom coins=4
         p1 cut=yes home*3 52
         p2 cut=no home*4
         turn p1 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "52+4")),
        ["p1 moved 52-Oval [51 50 49 Oval]", "p1 home", "turn p2"]
    );
}

#[test]
fn under_classic_a_coin_reaching_the_oval_earns_no_extra_roll() {
    let mut game = position(
        "dhayam 1
         rules classic coins=4
         p1 cut=yes home*3 52
         p2 cut=no home*4
         turn p1 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "52+4")),
        ["p1 moved 52-Oval [51 50 49 Oval]", "p1 home", "turn p2"]
    );
}

// House options: coins, entry and bonus throws.

#[test]
fn traditional_plays_with_6_8_10_or_12_coins_and_12_by_default() {
    assert_eq!(Preset::Traditional.rules().coins, 12);
    for count in [6, 8, 10, 12] {
        let mut rules = Preset::Traditional.rules();
        rules.coins = count;
        let game = Position::new(rules, 1).expect("a valid coin count");
        for player in 0..2 {
            assert_eq!(game.places_of(player).count(), usize::from(count));
        }
    }
    for count in [4, 5, 7] {
        let mut rules = Preset::Traditional.rules();
        rules.coins = count;
        assert!(matches!(rules.validate(), Err(RuleSetError::Coins { .. })));
    }
}

#[test]
fn classic_and_custom_play_with_4_6_or_12_coins_and_6_by_default() {
    for preset in [Preset::Classic, Preset::Custom] {
        assert_eq!(preset.rules().coins, 6);
        for count in [4, 6, 12] {
            let mut rules = preset.rules();
            rules.coins = count;
            let game = Position::new(rules, 1).expect("a valid coin count");
            assert_eq!(game.places_of(0).count(), usize::from(count));
        }
        for count in [8, 10] {
            let mut rules = preset.rules();
            rules.coins = count;
            assert!(matches!(rules.validate(), Err(RuleSetError::Coins { .. })));
        }
    }
}

#[test]
fn by_default_only_a_dhayam_brings_a_coin_out_and_5_6_12_are_bonus_throws() {
    for preset in Preset::ALL {
        assert_eq!(preset.rules().entry, ThrowSet::of(&[1]), "{preset}");
        assert_eq!(preset.rules().bonus, ThrowSet::of(&[5, 6, 12]), "{preset}");
    }
}

#[test]
fn classic_and_custom_fix_the_entry_and_bonus_throws() {
    for preset in [Preset::Classic, Preset::Custom] {
        assert!(!preset.lets_edit(Field::Entry), "{preset}");
        assert!(!preset.lets_edit(Field::Bonus), "{preset}");
    }
}

#[test]
fn with_entry_throws_1_and_5_a_5_also_brings_a_coin_out() {
    let mut game = position(
        "dhayam 1
         rules traditional coins=6 entry=1,5
         p1 cut=no home*6
         p2 cut=no home*6
         turn p1 move bank=3,5",
    );
    assert_eq!(legal(&game), ["home+5"]);
    assert_eq!(story(&play(&mut game, "home+5")), ["p1 entered 86"]);
}

#[test]
fn with_the_default_entry_throw_a_5_brings_no_coin_out() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn p1 roll",
        &[5, 3],
    );
    roll(&mut game);
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 3", "p1 lost 3", "p1 lost 5", "turn p2"]
    );
}

#[test]
fn an_entry_throw_also_means_rolling_again() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6 entry=1,2 bonus=6,12
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 roll",
        &[2],
    );
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 2", "p1 rolls again: bonus 2"]
    );
}

#[test]
fn with_bonus_throws_6_and_12_a_5_is_a_plain_throw_that_ends_the_chain() {
    let mut game = throwing(
        "dhayam 1
         rules traditional coins=6 bonus=6,12
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 roll",
        &[5],
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 5"]);
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(legal(&game), ["40+5"]);
}

#[test]
fn entry_and_bonus_throws_that_cover_every_throw_are_rejected() {
    let mut rules = Preset::Traditional.rules();
    rules.entry = ThrowSet::of(&[1, 2, 3]);
    rules.bonus = ThrowSet::of(&[4, 5, 6, 12]);
    assert_eq!(rules.validate(), Err(RuleSetError::EndlessChain));
    rules.entry = ThrowSet::EMPTY;
    assert_eq!(rules.validate(), Err(RuleSetError::NoEntry));
}
