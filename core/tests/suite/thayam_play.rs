//! Playing Thayam on the 7x7 board (docs/RULES.md, "Thayam"): entering on a 1 (or a 5 as a house
//! option), the gate at the end of the outer ring, the exact centre, moving after each roll (banked
//! chains as an option), and the squares a move reports. Safe squares and cutting are in
//! `thayam_squares.rs`.
//!
//! Paths, by index, for the two players of a two-player game:
//! - p1 (bottom): 0 r6c3, 1 r6c4, 2 r6c5, 3 r6c6, 4 r5c6, 6 r3c6, 7 r2c6, 12 r0c3, 15 r0c0,
//!   18 r3c0, 21 r6c0, 22 r6c1, 23 r6c2 (the gate) | 24 r5c2, 25 r5c1 ... 47 r4c4, 48 r3c3.
//! - p2 (top): 0 r0c3, 3 r0c0, 9 r6c0, 12 r6c3, 15 r6c6, 18 r3c6, 22 r0c5, 23 r0c4 (the gate) |
//!   24 r1c4 ... 48 r3c3.

use crate::common;

use common::{legal, pawns, play, position, refusal, roll, thayam_story as story, throwing};
use dhayam_core::{Event, NotationErrorKind, Phase, PlayError, PositionError};

const ALL_HOME: &str = "
    thayam 1
    rules thayam
    p1 cut=no home*4
    p2 cut=no home*4
    turn p1 roll";

// Entering.

#[test]
fn a_pawn_enters_on_its_home_square_with_a_1() {
    let mut game = throwing(ALL_HOME, &[1]);
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 1"]);
    assert_eq!(legal(&game), ["home+1"]);
    assert_eq!(
        story(&play(&mut game, "home+1")),
        ["p1 entered r6c3", "p1 rolls again: bonus 1"]
    );
    assert_eq!(pawns(&game, 0), "home*3 r6c3");
}

#[test]
fn each_player_enters_on_the_home_square_in_the_middle_of_their_side() {
    for (player, home) in [(1, "r3c6"), (2, "r0c3"), (3, "r3c0")] {
        let mut game = position(&format!(
            "thayam 1
             rules thayam players=4
             p1 cut=no home*4
             p2 cut=no home*4
             p3 cut=no home*4
             p4 cut=no home*4
             turn p{player} move bank=1",
            player = player + 1
        ));
        let entered = story(&play(&mut game, "home+1"));
        assert_eq!(entered[0], format!("p{} entered {home}", player + 1));
    }
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=no home*4
         p2 cut=no home*4
         turn p2 move bank=1",
    );
    assert_eq!(story(&play(&mut game, "home+1"))[0], "p2 entered r0c3");
}

#[test]
fn by_default_only_a_1_brings_a_pawn_out() {
    for value in [2, 3, 4, 5, 6, 12] {
        let mut game = throwing(ALL_HOME, &[value]);
        let events = story(&roll(&mut game));
        assert_eq!(events[1], format!("p1 lost {value}"), "throw {value}");
        assert_eq!(pawns(&game, 0), "home*4", "throw {value}");
    }
}

#[test]
fn with_entry_throws_1_and_5_a_5_also_brings_a_pawn_onto_its_home_square() {
    let mut game = throwing(
        &ALL_HOME.replace("rules thayam", "rules thayam entry=1,5"),
        &[5],
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 5"]);
    assert_eq!(legal(&game), ["home+5"]);
    assert_eq!(
        story(&play(&mut game, "home+5")),
        ["p1 entered r6c3", "p1 rolls again: bonus 5"]
    );
    assert_eq!(pawns(&game, 0), "home*3 r6c3");
}

#[test]
fn a_1_may_bring_a_pawn_out_or_move_a_pawn_already_on_the_board() {
    let game = position(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r6c4
         p2 cut=no home*4
         turn p1 move bank=1",
    );
    assert_eq!(legal(&game), ["home+1", "r6c4+1"]);
}

// The gate.

#[test]
fn before_its_player_has_cut_no_pawn_leaves_the_outer_ring() {
    let game = position(
        "thayam 1
         rules thayam
         p1 cut=no home*2 r6c4 r6c1
         p2 cut=no home*4
         turn p1 move bank=2",
    );
    assert_eq!(legal(&game), ["r6c4+2"]);
}

#[test]
fn before_its_player_has_cut_a_pawn_may_reach_the_square_one_behind_its_home() {
    let game = position(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r6c0
         p2 cut=no home*4
         turn p1 move bank=2",
    );
    assert_eq!(legal(&game), ["r6c0+2"]);
}

#[test]
fn a_pawn_held_at_the_gate_waits_there_and_does_not_go_round_the_outer_ring_again() {
    let mut game = throwing(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r6c2
         p2 cut=no home*4
         turn p1 roll",
        &[2],
    );
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 2", "p1 lost 2", "turn p2"]
    );
    assert_eq!(pawns(&game, 0), "home*3 r6c2");
}

#[test]
fn each_players_gate_is_the_square_one_behind_their_home() {
    // Each player's pawn two steps short of the middle ring: the square before the gate, the
    // gate, and the first square of the middle ring.
    let seats = [
        ("r6c1", "r6c2", "r5c2"),
        ("r5c6", "r4c6", "r4c5"),
        ("r0c5", "r0c4", "r1c4"),
        ("r1c0", "r2c0", "r2c1"),
    ];
    for (player, (from, gate, into)) in (1..=4u8).zip(seats) {
        let text = |cut: &str| {
            let line = |p: u8| {
                if p == player {
                    format!("p{p} cut={cut} home*3 {from}")
                } else {
                    format!("p{p} cut=no home*4")
                }
            };
            let lines: Vec<String> = (1..=4).map(line).collect();
            format!(
                "thayam 1\nrules thayam players=4\n{}\nturn p{player} roll",
                lines.join("\n")
            )
        };
        let mut closed = throwing(&text("no"), &[2]);
        assert_eq!(
            story(&roll(&mut closed))[1],
            format!("p{player} lost 2"),
            "p{player}"
        );
        let mut open = throwing(&text("yes"), &[2]);
        roll(&mut open);
        assert_eq!(
            story(&play(&mut open, &format!("{from}+2")))[0],
            format!("p{player} moved {from}-{into} [{gate} {into}]"),
        );
    }
}

#[test]
fn once_its_player_has_cut_a_pawn_turns_off_the_outer_ring_into_the_middle_ring() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=yes home*3 r6c0
         p2 cut=no home*4
         turn p1 move bank=4",
    );
    assert_eq!(
        story(&play(&mut game, "r6c0+4")),
        ["p1 moved r6c0-r5c1 [r6c1 r6c2 r5c2 r5c1]", "turn p2"]
    );
}

#[test]
fn one_cut_opens_the_gate_for_every_pawn_of_the_player() {
    let mut game = throwing(
        "thayam 1
         rules thayam
         p1 cut=no home*2 r6c4 r6c1
         p2 cut=no home*3 r6c6
         turn p1 move bank=2",
        &[2],
    );
    play(&mut game, "r6c4+2");
    roll(&mut game);
    assert_eq!(legal(&game), ["r6c1+2", "r6c6+2"]);
}

#[test]
fn a_position_with_a_pawn_past_the_gate_of_a_player_who_has_not_cut_is_refused() {
    let error = refusal(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r5c2
         p2 cut=no home*4
         turn p1 roll",
    );
    assert_eq!(
        error,
        NotationErrorKind::Position(PositionError::PastGate { player: 0 })
    );
}

// The centre.

#[test]
fn a_pawn_reaches_the_centre_only_with_the_exact_throw() {
    let text = "thayam 1
        rules thayam
        p1 cut=yes home*2 r6c4 r4c4
        p2 cut=no home*4
        turn p1 move bank=2";
    assert_eq!(legal(&position(text)), ["r6c4+2"]);
    let exact = position(&text.replace("bank=2", "bank=1"));
    assert_eq!(legal(&exact), ["home+1", "r4c4+1", "r6c4+1"]);
}

#[test]
fn a_pawn_reaching_the_centre_is_home_and_earns_no_extra_roll() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=yes home*3 r2c4
         p2 cut=no home*4
         turn p1 move bank=3",
    );
    assert_eq!(
        story(&play(&mut game, "r2c4+3")),
        ["p1 moved r2c4-r3c3 [r3c4 r4c4 r3c3]", "p1 home", "turn p2"]
    );
    assert_eq!(pawns(&game, 0), "home*3 r3c3");
}

// Moving after each roll, and banked chains.

#[test]
fn by_default_each_throw_is_played_before_the_next_roll() {
    let mut game = throwing(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r6c4
         p2 cut=no home*4
         turn p1 roll",
        &[6],
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 6"]);
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(game.bank().to_string(), "6");
    assert_eq!(legal(&game), ["r6c4+6"]);
}

#[test]
fn a_player_who_can_move_must_move_before_rolling_again() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r6c4
         p2 cut=no home*4
         turn p1 move bank=6",
    );
    let mut events = Vec::new();
    assert_eq!(game.roll(0, &mut events), Err(PlayError::MustMove));
    assert!(events.is_empty());
    assert_eq!(game.phase(), Phase::Move(0));
}

#[test]
fn the_turn_ends_when_the_last_throw_was_not_1_5_6_or_12() {
    let mut game = throwing(
        "thayam 1
         rules thayam
         p1 cut=no home*3 r6c4
         p2 cut=no home*4
         turn p1 roll",
        &[6, 5, 1, 3],
    );
    let mut told = Vec::new();
    for mv in ["r6c4+6", "r2c6+5", "home+1", "r6c3+3"] {
        told.extend(story(&roll(&mut game)));
        told.extend(story(&play(&mut game, mv)));
    }
    assert_eq!(
        told,
        [
            "p1 rolled 6",
            "p1 moved r6c4-r2c6 [r6c5 r6c6 r5c6 r4c6 r3c6 r2c6]",
            "p1 rolls again: bonus 6",
            "p1 rolled 5",
            "p1 moved r2c6-r0c3 [r1c6 r0c6 r0c5 r0c4 r0c3]",
            "p1 rolls again: bonus 5",
            "p1 rolled 1",
            "p1 entered r6c3",
            "p1 rolls again: bonus 1",
            "p1 rolled 3",
            "p1 moved r6c3-r6c6 [r6c4 r6c5 r6c6]",
            "turn p2"
        ]
    );
    assert_eq!(game.phase(), Phase::Roll(1));
}

#[test]
fn a_roll_again_throw_no_pawn_can_use_is_lost_and_the_player_still_rolls_again() {
    for value in [5, 6, 12] {
        let mut game = throwing(ALL_HOME, &[value]);
        assert_eq!(
            story(&roll(&mut game)),
            [
                format!("p1 rolled {value}"),
                format!("p1 lost {value}"),
                format!("p1 rolls again: bonus {value}")
            ]
        );
        assert_eq!(game.phase(), Phase::Roll(0));
    }
}

#[test]
fn a_plain_throw_no_pawn_can_use_is_lost_and_the_turn_passes() {
    let mut game = throwing(ALL_HOME, &[4]);
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 4", "p1 lost 4", "turn p2"]
    );
    assert_eq!(game.phase(), Phase::Roll(1));
}

const BANKED: &str = "
    thayam 1
    rules thayam move-after-each-roll=off
    p1 cut=no home*3 r6c4
    p2 cut=no home*3 r6c6
    turn p1 roll";

#[test]
fn with_move_after_each_roll_off_throws_are_banked_until_a_plain_throw_then_played_in_any_order() {
    let mut game = throwing(BANKED, &[1, 5, 3]);
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 1", "p1 rolls again: bonus 1"]
    );
    assert_eq!(
        story(&roll(&mut game)),
        ["p1 rolled 5", "p1 rolls again: bonus 5"]
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 3"]);
    assert_eq!(game.bank().to_string(), "1,3,5");
    assert_eq!(legal(&game), ["home+1", "r6c4+1", "r6c4+3", "r6c4+5"]);
    assert_eq!(
        story(&play(&mut game, "r6c4+5")),
        ["p1 moved r6c4-r3c6 [r6c5 r6c6 r5c6 r4c6 r3c6]"]
    );
    assert_eq!(story(&play(&mut game, "home+1")), ["p1 entered r6c3"]);
    assert_eq!(
        story(&play(&mut game, "r3c6+3")),
        ["p1 moved r3c6-r0c6 [r2c6 r1c6 r0c6]", "turn p2"]
    );
}

#[test]
fn with_banked_chains_a_cut_earns_one_roll_taken_after_the_chains_values_are_played() {
    let mut game = position(&BANKED.replace("turn p1 roll", "turn p1 move bank=2,3"));
    assert_eq!(
        story(&play(&mut game, "r6c4+2")),
        ["p1 moved r6c4-r6c6 [r6c5 r6c6]", "p2 cut at r6c6 by p1"]
    );
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(
        story(&play(&mut game, "r6c6+3")),
        ["p1 moved r6c6-r3c6 [r5c6 r4c6 r3c6]", "p1 rolls again: cut"]
    );
    assert_eq!(game.phase(), Phase::Roll(0));
}

// Events.

#[test]
fn a_move_reports_every_square_it_passes_round_the_corner_into_the_middle_ring() {
    let mut game = position(
        "thayam 1
         rules thayam
         p1 cut=yes home*3 r6c0
         p2 cut=no home*4
         turn p1 move bank=12",
    );
    let events = play(&mut game, "r6c0+12");
    let passed: Vec<(u8, u8)> = events
        .iter()
        .filter_map(|event| match event {
            Event::CoinMoved { squares, .. } => Some(squares),
            _ => None,
        })
        .flatten()
        .map(|&square| (square / 7, square % 7))
        .collect();
    assert_eq!(
        passed,
        [
            (6, 1),
            (6, 2),
            (5, 2),
            (5, 1),
            (4, 1),
            (3, 1),
            (2, 1),
            (1, 1),
            (1, 2),
            (1, 3),
            (1, 4),
            (1, 5)
        ]
    );
}
