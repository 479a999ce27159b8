//! Paramapadam, snakes and ladders thrown with the Dayakattai sticks (docs/RULES.md,
//! "Paramapadam"): the 132-square zigzag board, the default layout, who plays and who starts,
//! entering, moving, bonus throws, the exact finish, where snakes and ladders act, places, errors,
//! undo and events.
//!
//! Each test sets up a position in the notation with the sticks set to throw chosen values, and
//! tells what the throws caused as short sentences (`p1 moved 10-14 [11 12 13 14]`).

use crate::common;

use common::paramapadam::{position, throw, throwing, throws};
use common::story;
use dhayam_core::paramapadam::{
    COLUMNS, LAST_SQUARE, LayoutKind, Link, Paramapadam, ParamapadamError, ParamapadamRules, ROWS,
    centre,
};
use dhayam_core::{
    Event, ExtraRollReason, Game, Move, NotationErrorKind, PlayError, State, ThrowSet,
};

fn rules(players: u8) -> ParamapadamRules {
    ParamapadamRules {
        players,
        ..ParamapadamRules::default()
    }
}

/// A two-player game with player 1 on `square` (0 for off the board) to throw `values`.
fn p1_on(square: u8, values: &[u8]) -> Paramapadam {
    let token = if square == 0 {
        "off".to_owned()
    } else {
        square.to_string()
    };
    throwing(
        &format!(
            "paramapadam 1
             rules players=2
             p1 {token}
             p2 off
             turn p1 roll"
        ),
        values,
    )
}

/// The ladders (foot, top) or snakes (head, tail) of the default layout, in its order.
fn links(ladders: bool) -> Vec<(u8, u8)> {
    LayoutKind::Default
        .links()
        .iter()
        .filter(|link| link.is_ladder() == ladders)
        .map(|link| (link.from, link.to))
        .collect()
}

// The board.

#[test]
fn the_board_has_132_squares_in_11_columns_and_12_rows() {
    assert_eq!(LAST_SQUARE, 132);
    assert_eq!((COLUMNS, ROWS), (11, 12));
    let mut seen = [[false; 11]; 12];
    for n in 1..=LAST_SQUARE {
        let at = centre(n);
        assert!(
            (0.0..11.0).contains(&at.x) && (0.0..12.0).contains(&at.y),
            "{n} at {at:?}"
        );
        assert_eq!((at.x.fract(), at.y.fract()), (0.0, 0.0), "{n} off the grid");
        let cell = &mut seen[at.y as usize][at.x as usize];
        assert!(!*cell, "square {n} drawn where another is");
        *cell = true;
    }
}

#[test]
fn squares_zigzag_up_from_1_at_the_bottom_left_to_132_at_the_top_left() {
    let picture = "132 131 130 129 128 127 126 125 124 123 122
                   111 112 113 114 115 116 117 118 119 120 121
                   110 109 108 107 106 105 104 103 102 101 100
                    89  90  91  92  93  94  95  96  97  98  99
                    88  87  86  85  84  83  82  81  80  79  78
                    67  68  69  70  71  72  73  74  75  76  77
                    66  65  64  63  62  61  60  59  58  57  56
                    45  46  47  48  49  50  51  52  53  54  55
                    44  43  42  41  40  39  38  37  36  35  34
                    23  24  25  26  27  28  29  30  31  32  33
                    22  21  20  19  18  17  16  15  14  13  12
                     1   2   3   4   5   6   7   8   9  10  11";
    let mut grid = [[0u8; 11]; 12];
    for n in 1..=LAST_SQUARE {
        let at = centre(n);
        grid[at.y as usize][at.x as usize] = n;
    }
    let drawn: Vec<String> = grid
        .iter()
        .map(|row| row.map(|n| format!("{n:>3}")).join(" "))
        .collect();
    let expected: Vec<&str> = picture.lines().map(str::trim).collect();
    let drawn: Vec<&str> = drawn.iter().map(|row| row.trim()).collect();
    assert_eq!(drawn, expected);
}

#[test]
fn each_square_is_drawn_next_to_the_one_before() {
    for n in 2..=LAST_SQUARE {
        let (a, b) = (centre(n - 1), centre(n));
        assert_eq!(
            (a.x - b.x).abs() + (a.y - b.y).abs(),
            1.0,
            "{} to {n}",
            n - 1
        );
    }
}

// The default layout.

#[test]
fn the_default_layout_has_the_twelve_ladders_of_the_rules() {
    assert_eq!(
        links(true),
        [
            (9, 31),
            (16, 28),
            (19, 42),
            (30, 53),
            (41, 62),
            (52, 75),
            (63, 86),
            (65, 94),
            (74, 97),
            (79, 101),
            (87, 110),
            (106, 127)
        ]
    );
}

#[test]
fn the_default_layout_has_the_twelve_snakes_of_the_rules() {
    assert_eq!(
        links(false),
        [
            (26, 3),
            (37, 12),
            (48, 23),
            (58, 35),
            (69, 44),
            (83, 57),
            (92, 66),
            (99, 71),
            (112, 81),
            (119, 88),
            (125, 95),
            (131, 54)
        ]
    );
}

#[test]
fn every_ladder_and_snake_has_an_english_and_a_tamil_name_of_its_own() {
    let links = LayoutKind::Default.links();
    for link in links {
        assert!(
            !link.english.is_empty() && link.english.chars().all(|c| c.is_ascii_alphabetic()),
            "{link:?}: English name"
        );
        assert!(
            !link.tamil.is_empty()
                && link
                    .tamil
                    .chars()
                    .all(|c| ('\u{b80}'..='\u{bff}').contains(&c)),
            "{link:?}: Tamil name in Tamil script"
        );
        let same = |other: &&Link| other.english == link.english || other.tamil == link.tamil;
        assert_eq!(
            links.iter().filter(same).count(),
            1,
            "{link:?}: names shared"
        );
    }
}

#[test]
fn the_default_layout_is_named_default() {
    assert_eq!(LayoutKind::ALL, [LayoutKind::Default]);
    assert_eq!(LayoutKind::Default.name(), "default");
    assert_eq!(ParamapadamRules::default().layout, LayoutKind::Default);
}

#[test]
fn a_snake_or_ladder_is_found_only_at_its_head_or_foot() {
    let layout = LayoutKind::Default;
    let at = |square| layout.link_at(square).map(|link| (link.from, link.to));
    assert_eq!(at(9), Some((9, 31)));
    assert_eq!(at(131), Some((131, 54)));
    for square in [0, 1, 3, 31, 54, 127, 132] {
        assert_eq!(at(square), None, "{square}");
    }
    let starts = layout
        .links()
        .iter()
        .filter(|l| l.from >= 2 && l.from < 132);
    assert_eq!(starts.count(), 24);
}

#[test]
fn no_snake_or_ladder_ends_where_another_starts() {
    let layout = LayoutKind::Default;
    for link in layout.links() {
        assert_eq!(layout.link_at(link.to), None, "{link:?}");
    }
}

// Players and who starts.

#[test]
fn two_to_six_players_play_each_with_one_token_off_the_board() {
    for players in 2..=6 {
        let game = Paramapadam::new(rules(players), 1).expect("a valid player count");
        assert_eq!(game.tokens(), vec![0; usize::from(players)]);
        assert!(game.places().is_empty());
        assert!(!game.rolling_again());
    }
}

#[test]
fn one_or_seven_players_are_rejected() {
    for players in [0, 1, 7] {
        assert_eq!(
            Paramapadam::new(rules(players), 1),
            Err(ParamapadamError::Players(players))
        );
    }
}

#[test]
fn rules_with_no_entry_throw_are_rejected() {
    let rules = ParamapadamRules {
        entry: ThrowSet::EMPTY,
        ..rules(2)
    };
    assert_eq!(Paramapadam::new(rules, 1), Err(ParamapadamError::NoEntry));
}

#[test]
fn the_first_player_is_drawn_by_the_seeded_sticks() {
    let first = |seed| {
        Paramapadam::new(rules(6), seed)
            .expect("valid rules")
            .to_act()
            .expect("someone starts")
    };
    let mut starts = [0u32; 6];
    for seed in 0..600 {
        let player = first(seed);
        assert_eq!(first(seed), player, "seed {seed} picks one player");
        starts[usize::from(player)] += 1;
    }
    // Each of six players starts about 100 times in 600 seeds.
    assert!(
        starts.iter().all(|&n| (60..=140).contains(&n)),
        "{starts:?}"
    );
}

// Coming onto the board.

#[test]
fn off_the_board_a_thayam_brings_the_token_onto_square_1_and_rolls_again() {
    let mut game = p1_on(0, &[1]);
    assert_eq!(
        story(&throw(&mut game)),
        ["p1 rolled 1", "p1 entered 1", "p1 rolls again: entered"]
    );
    assert_eq!(game.tokens(), [1, 0]);
    assert_eq!((game.to_act(), game.rolling_again()), (Some(0), true));
}

#[test]
fn off_the_board_any_other_throw_leaves_the_token_outside_and_ends_the_turn() {
    for value in [2, 3, 4, 5, 6, 12] {
        let mut game = p1_on(0, &[value]);
        assert_eq!(
            story(&throw(&mut game)),
            [
                format!("p1 rolled {value}"),
                format!("p1 lost {value}"),
                "turn p2".to_owned()
            ]
        );
        assert_eq!(game.tokens(), [0, 0]);
        assert_eq!((game.to_act(), game.rolling_again()), (Some(1), false));
    }
}

#[test]
fn the_throws_that_bring_a_token_in_can_be_chosen() {
    let fixture = "paramapadam 1
                   rules players=2 entry=5
                   p1 off
                   p2 off
                   turn p1 roll";
    let mut game = throwing(fixture, &[5]);
    assert_eq!(
        throws(&mut game, 1),
        ["p1 rolled 5", "p1 entered 1", "p1 rolls again: entered"]
    );
    let mut game = throwing(fixture, &[1]);
    assert_eq!(
        throws(&mut game, 1),
        ["p1 rolled 1", "p1 lost 1", "turn p2"]
    );
}

#[test]
fn the_entry_throw_rolls_again_even_when_no_throw_is_a_bonus() {
    let mut game = throwing(
        "paramapadam 1
         rules players=2 bonus=-
         p1 off
         p2 off
         turn p1 roll",
        &[1, 1],
    );
    assert_eq!(
        throws(&mut game, 2),
        [
            "p1 rolled 1",
            "p1 entered 1",
            "p1 rolls again: entered",
            "p1 rolled 1",
            "p1 moved 1-2 [2]",
            "turn p2"
        ]
    );
}

#[test]
fn a_token_sent_back_near_the_start_needs_no_thayam_to_move_on() {
    let mut game = p1_on(22, &[4, 3, 2]);
    assert_eq!(
        throws(&mut game, 3),
        [
            "p1 rolled 4",
            "p1 moved 22-26 [23 24 25 26]",
            "p1 slid 26-3",
            "turn p2",
            "p2 rolled 3",
            "p2 lost 3",
            "turn p1",
            "p1 rolled 2",
            "p1 moved 3-5 [4 5]",
            "turn p2"
        ]
    );
}

// Moving.

#[test]
fn a_throw_moves_the_token_forward_by_its_value() {
    let mut game = p1_on(10, &[4]);
    assert_eq!(
        throws(&mut game, 1),
        ["p1 rolled 4", "p1 moved 10-14 [11 12 13 14]", "turn p2"]
    );
    assert_eq!(game.tokens(), [14, 0]);
}

#[test]
fn a_bonus_throw_rolls_again_after_the_move() {
    for value in [1, 5, 6, 12] {
        let mut game = p1_on(100, &[value]);
        let told = throws(&mut game, 1);
        assert_eq!(told[2], format!("p1 rolls again: bonus {value}"));
        assert_eq!(told.len(), 3);
        assert_eq!(game.tokens(), [100 + value, 0]);
        assert_eq!((game.to_act(), game.rolling_again()), (Some(0), true));
    }
}

#[test]
fn bonus_throws_roll_again_without_limit() {
    let mut game = p1_on(10, &[12, 6, 5, 1, 2]);
    assert_eq!(
        throws(&mut game, 5),
        [
            "p1 rolled 12",
            "p1 moved 10-22 [11 12 13 14 15 16 17 18 19 20 21 22]",
            "p1 rolls again: bonus 12",
            "p1 rolled 6",
            "p1 moved 22-28 [23 24 25 26 27 28]",
            "p1 rolls again: bonus 6",
            "p1 rolled 5",
            "p1 moved 28-33 [29 30 31 32 33]",
            "p1 rolls again: bonus 5",
            "p1 rolled 1",
            "p1 moved 33-34 [34]",
            "p1 rolls again: bonus 1",
            "p1 rolled 2",
            "p1 moved 34-36 [35 36]",
            "turn p2"
        ]
    );
}

#[test]
fn any_other_throw_ends_the_turn() {
    for value in [2, 3, 4] {
        let mut game = p1_on(100, &[value]);
        let told = throws(&mut game, 1);
        assert_eq!(told.last().map(String::as_str), Some("turn p2"));
        assert_eq!(told.len(), 3);
        assert_eq!((game.to_act(), game.rolling_again()), (Some(1), false));
    }
}

#[test]
fn the_bonus_throws_can_be_chosen() {
    let fixture = "paramapadam 1
                   rules players=2 bonus=2,6
                   p1 100
                   p2 off
                   turn p1 roll";
    let mut game = throwing(fixture, &[2, 6, 5]);
    assert_eq!(
        throws(&mut game, 3),
        [
            "p1 rolled 2",
            "p1 moved 100-102 [101 102]",
            "p1 rolls again: bonus 2",
            "p1 rolled 6",
            "p1 moved 102-108 [103 104 105 106 107 108]",
            "p1 rolls again: bonus 6",
            "p1 rolled 5",
            "p1 moved 108-113 [109 110 111 112 113]",
            "turn p2"
        ]
    );
}

// The exact finish.

#[test]
fn a_throw_past_132_leaves_the_token_where_it_is_and_ends_the_turn() {
    let mut game = p1_on(130, &[3]);
    assert_eq!(
        throws(&mut game, 1),
        ["p1 rolled 3", "p1 lost 3", "turn p2"]
    );
    assert_eq!(game.tokens(), [130, 0]);
}

#[test]
fn even_a_bonus_throw_past_132_ends_the_turn() {
    for value in [5, 6, 12] {
        let mut game = p1_on(128, &[value]);
        assert_eq!(
            throws(&mut game, 1),
            [
                format!("p1 rolled {value}"),
                format!("p1 lost {value}"),
                "turn p2".to_owned()
            ]
        );
        assert_eq!(game.tokens(), [128, 0]);
        assert_eq!((game.to_act(), game.rolling_again()), (Some(1), false));
    }
}

#[test]
fn the_exact_throw_reaches_132() {
    let mut game = p1_on(128, &[4]);
    assert_eq!(
        throws(&mut game, 1),
        [
            "p1 rolled 4",
            "p1 moved 128-132 [129 130 131 132]",
            "p1 home",
            "p1 finished 1",
            "game over: p1 wins"
        ]
    );
    assert_eq!(game.tokens(), [132, 0]);
}

// Snakes and ladders.

#[test]
fn a_turn_ending_on_a_ladders_foot_climbs_to_its_top() {
    let mut game = p1_on(5, &[4]);
    assert_eq!(
        throws(&mut game, 1),
        [
            "p1 rolled 4",
            "p1 moved 5-9 [6 7 8 9]",
            "p1 climbed 9-31",
            "turn p2"
        ]
    );
    assert_eq!(game.tokens(), [31, 0]);
}

#[test]
fn a_turn_ending_on_a_snakes_head_slides_to_its_tail() {
    let mut game = p1_on(22, &[4]);
    assert_eq!(
        throws(&mut game, 1),
        [
            "p1 rolled 4",
            "p1 moved 22-26 [23 24 25 26]",
            "p1 slid 26-3",
            "turn p2"
        ]
    );
    assert_eq!(game.tokens(), [3, 0]);
}

#[test]
fn passing_over_a_snakes_head_or_a_ladders_foot_does_nothing() {
    let mut game = p1_on(14, &[4]);
    assert_eq!(
        throws(&mut game, 1),
        ["p1 rolled 4", "p1 moved 14-18 [15 16 17 18]", "turn p2"]
    );
    let mut game = p1_on(24, &[4]);
    assert_eq!(
        throws(&mut game, 1),
        ["p1 rolled 4", "p1 moved 24-28 [25 26 27 28]", "turn p2"]
    );
}

#[test]
fn landing_on_a_ladders_foot_while_rolling_again_does_nothing() {
    let mut game = p1_on(4, &[5, 2]);
    assert_eq!(
        throws(&mut game, 2),
        [
            "p1 rolled 5",
            "p1 moved 4-9 [5 6 7 8 9]",
            "p1 rolls again: bonus 5",
            "p1 rolled 2",
            "p1 moved 9-11 [10 11]",
            "turn p2"
        ]
    );
    assert_eq!(game.tokens(), [11, 0]);
}

#[test]
fn landing_on_a_snakes_head_while_rolling_again_does_nothing() {
    let mut game = p1_on(21, &[5, 3]);
    assert_eq!(
        throws(&mut game, 2),
        [
            "p1 rolled 5",
            "p1 moved 21-26 [22 23 24 25 26]",
            "p1 rolls again: bonus 5",
            "p1 rolled 3",
            "p1 moved 26-29 [27 28 29]",
            "turn p2"
        ]
    );
    assert_eq!(game.tokens(), [29, 0]);
}

#[test]
fn only_the_square_where_the_turn_ends_acts_once() {
    let mut game = p1_on(4, &[5, 12, 5, 4]);
    assert_eq!(
        throws(&mut game, 4),
        [
            "p1 rolled 5",
            "p1 moved 4-9 [5 6 7 8 9]",
            "p1 rolls again: bonus 5",
            "p1 rolled 12",
            "p1 moved 9-21 [10 11 12 13 14 15 16 17 18 19 20 21]",
            "p1 rolls again: bonus 12",
            "p1 rolled 5",
            "p1 moved 21-26 [22 23 24 25 26]",
            "p1 rolls again: bonus 5",
            "p1 rolled 4",
            "p1 moved 26-30 [27 28 29 30]",
            "p1 climbed 30-53",
            "turn p2"
        ]
    );
    assert_eq!(game.tokens(), [53, 0]);
}

#[test]
fn a_turn_ended_by_an_overshoot_acts_on_the_square_the_token_stands_on() {
    let mut game = p1_on(126, &[5, 3]);
    assert_eq!(
        throws(&mut game, 2),
        [
            "p1 rolled 5",
            "p1 moved 126-131 [127 128 129 130 131]",
            "p1 rolls again: bonus 5",
            "p1 rolled 3",
            "p1 lost 3",
            "p1 slid 131-54",
            "turn p2"
        ]
    );
    let mut game = p1_on(120, &[5, 12]);
    assert_eq!(
        throws(&mut game, 2),
        [
            "p1 rolled 5",
            "p1 moved 120-125 [121 122 123 124 125]",
            "p1 rolls again: bonus 5",
            "p1 rolled 12",
            "p1 lost 12",
            "p1 slid 125-95",
            "turn p2"
        ]
    );
}

#[test]
fn a_ladders_top_or_a_snakes_tail_does_nothing() {
    let mut game = p1_on(28, &[3]);
    assert_eq!(
        throws(&mut game, 1),
        ["p1 rolled 3", "p1 moved 28-31 [29 30 31]", "turn p2"]
    );
    let mut game = p1_on(1, &[2]);
    assert_eq!(
        throws(&mut game, 1),
        ["p1 rolled 2", "p1 moved 1-3 [2 3]", "turn p2"]
    );
}

#[test]
fn snakes_and_ladders_never_give_a_roll() {
    let layout = LayoutKind::Default;
    for link in layout.links() {
        // A plain throw onto the link from a square where a turn may start.
        let (start, value) = [2, 3, 4]
            .into_iter()
            .map(|value| (link.from - value, value))
            .find(|&(start, _)| start >= 1 && layout.link_at(start).is_none())
            .expect("a square a plain throw away");
        let mut game = p1_on(start, &[value]);
        let events = throw(&mut game);
        let acted: Vec<&Event> = events
            .iter()
            .filter(|e| matches!(e, Event::Ladder { .. } | Event::Snake { .. }))
            .collect();
        let (from, to) = (link.from, link.to);
        let expected = if link.is_ladder() {
            Event::Ladder {
                player: 0,
                from,
                to,
            }
        } else {
            Event::Snake {
                player: 0,
                from,
                to,
            }
        };
        assert_eq!(acted, [&expected], "{link:?}");
        assert!(
            !events.iter().any(|e| matches!(e, Event::ExtraRoll { .. })),
            "{link:?}"
        );
        assert_eq!(events.last(), Some(&Event::TurnPassed { player: 1 }));
        assert_eq!(game.tokens(), [to, 0]);
    }
}

// Finishing and places.

#[test]
fn reaching_132_on_a_bonus_throw_ends_the_turn_at_once_with_the_next_place() {
    let mut game = throwing(
        "paramapadam 1
         rules players=3
         p1 127
         p2 50
         p3 off
         turn p1 roll",
        &[5],
    );
    assert_eq!(
        throws(&mut game, 1),
        [
            "p1 rolled 5",
            "p1 moved 127-132 [128 129 130 131 132]",
            "p1 home",
            "p1 finished 1",
            "turn p2"
        ]
    );
    assert_eq!(game.places(), [0]);
    assert_eq!((game.to_act(), game.rolling_again()), (Some(1), false));
}

#[test]
fn reaching_132_while_rolling_again_ends_the_turn_at_once() {
    let mut game = throwing(
        "paramapadam 1
         rules players=3
         p1 120
         p2 50
         p3 off
         turn p1 roll",
        &[6, 6],
    );
    assert_eq!(
        throws(&mut game, 2),
        [
            "p1 rolled 6",
            "p1 moved 120-126 [121 122 123 124 125 126]",
            "p1 rolls again: bonus 6",
            "p1 rolled 6",
            "p1 moved 126-132 [127 128 129 130 131 132]",
            "p1 home",
            "p1 finished 1",
            "turn p2"
        ]
    );
}

#[test]
fn the_next_player_to_reach_132_takes_the_next_place() {
    let mut game = throwing(
        "paramapadam 1
         rules players=4
         p1 132
         p2 128
         p3 off
         p4 70
         turn p2 roll
         places p1",
        &[4],
    );
    assert_eq!(
        throws(&mut game, 1),
        [
            "p2 rolled 4",
            "p2 moved 128-132 [129 130 131 132]",
            "p2 home",
            "p2 finished 2",
            "turn p3"
        ]
    );
    assert_eq!(game.places(), [0, 1]);
    assert_eq!(game.winner(), Some(0));
}

#[test]
fn the_game_ends_when_one_player_is_left_who_takes_last_place() {
    let mut game = throwing(
        "paramapadam 1
         rules players=3
         p1 40
         p2 132
         p3 129
         turn p3 roll
         places p2",
        &[3],
    );
    assert_eq!(
        throws(&mut game, 1),
        [
            "p3 rolled 3",
            "p3 moved 129-132 [130 131 132]",
            "p3 home",
            "p3 finished 2",
            "game over: p2 wins"
        ]
    );
    assert_eq!(game.places(), [1, 2]);
    assert_eq!((game.to_act(), game.rolling_again()), (None, false));
}

#[test]
fn a_position_where_no_one_is_left_to_take_last_place_is_rejected() {
    let text = "paramapadam 1
                rules players=2
                p1 132
                p2 132
                turn over
                places p1,p2";
    assert!(Paramapadam::from_notation(&common::tidy(text)).is_err());
}

#[test]
fn six_players_play_on_until_one_is_left() {
    let mut game = Paramapadam::new(rules(6), 2024).expect("valid rules");
    let mut finished = Vec::new();
    let mut over = 0;
    let mut throws_made = 0;
    while game.to_act().is_some() {
        assert!(throws_made < 100_000, "an endless game");
        throws_made += 1;
        for event in throw(&mut game) {
            match event {
                Event::PlayerFinished { player, place } => finished.push((player, place)),
                Event::GameOver { winner } => {
                    over += 1;
                    assert_eq!(winner, Some(finished[0].0));
                    assert_eq!(finished.len(), 5, "over only when one is left");
                }
                _ => {}
            }
        }
    }
    assert_eq!(over, 1);
    let places: Vec<u8> = finished.iter().map(|&(_, place)| place).collect();
    assert_eq!(places, [1, 2, 3, 4, 5]);
    let players: Vec<u8> = finished.iter().map(|&(player, _)| player).collect();
    assert_eq!(game.places(), players);
    let last = (0..6)
        .find(|p| !players.contains(p))
        .expect("one player left");
    for (player, &square) in (0..).zip(game.tokens()) {
        assert_eq!(square == LAST_SQUARE, player != last, "p{}", player + 1);
    }
}

#[test]
fn turns_go_round_in_order_skipping_players_who_have_finished() {
    let mut game = throwing(
        "paramapadam 1
         rules players=4
         p1 20
         p2 132
         p3 33
         p4 40
         turn p1 roll
         places p2",
        &[2, 2, 2],
    );
    assert_eq!(
        throws(&mut game, 3),
        [
            "p1 rolled 2",
            "p1 moved 20-22 [21 22]",
            "turn p3",
            "p3 rolled 2",
            "p3 moved 33-35 [34 35]",
            "turn p4",
            "p4 rolled 2",
            "p4 moved 40-42 [41 42]",
            "turn p1"
        ]
    );
}

#[test]
fn any_number_of_tokens_share_a_square_and_none_is_captured() {
    let mut game = throwing(
        "paramapadam 1
         rules players=6
         p1 20
         p2 20
         p3 20
         p4 20
         p5 20
         p6 17
         turn p6 roll",
        &[3],
    );
    assert_eq!(
        throws(&mut game, 1),
        ["p6 rolled 3", "p6 moved 17-20 [18 19 20]", "turn p1"]
    );
    assert_eq!(game.tokens(), [20; 6]);
}

// Errors.

#[test]
fn only_the_player_to_throw_may_throw_and_a_refused_throw_changes_nothing() {
    let mut game = p1_on(40, &[3]);
    let before = game.clone();
    let mut events = Vec::new();
    assert_eq!(
        game.roll(1, &mut events),
        Err(PlayError::NotYourTurn {
            player: 1,
            expected: 0
        })
    );
    assert_eq!(game, before);
    assert!(events.is_empty());
}

#[test]
fn no_one_throws_once_the_game_is_over() {
    let mut game = position(
        "paramapadam 1
         rules players=2
         p1 132
         p2 40
         turn over
         places p1
         sticks 5 9",
    );
    let before = game.clone();
    let mut events = Vec::new();
    for player in [0, 1] {
        assert_eq!(game.roll(player, &mut events), Err(PlayError::GameOver));
    }
    assert_eq!(game, before);
    assert!(events.is_empty());
}

#[test]
fn there_are_no_moves_to_play_only_throws() {
    let paramapadam = p1_on(40, &[3]);
    let mut game = Game::from(paramapadam.clone());
    assert!(game.state().must_roll());
    assert!(game.state().legal_moves().is_empty());
    for mv in [
        Move::Enter { value: 1 },
        Move::Advance { from: 0, value: 3 },
    ] {
        assert_eq!(game.play(0, mv), Err(PlayError::MustRoll));
        assert_eq!(
            game.play(1, mv),
            Err(PlayError::NotYourTurn {
                player: 1,
                expected: 0
            })
        );
    }
    assert_eq!(game.state(), &State::Paramapadam(paramapadam));
    assert!(!game.can_undo());
}

#[test]
fn a_turn_never_starts_on_a_snakes_head_or_a_ladders_foot() {
    let on_link =
        |text: &str| Paramapadam::from_notation(&common::tidy(text)).map_err(|error| error.kind);
    let fixture = |p1: u8, p2: u8, turn: &str| {
        format!(
            "paramapadam 1
             rules players=2
             p1 {p1}
             p2 {p2}
             turn p1 {turn}"
        )
    };
    assert_eq!(
        on_link(&fixture(26, 10, "roll")),
        Err(NotationErrorKind::Paramapadam(ParamapadamError::OnLink {
            player: 0,
            square: 26
        }))
    );
    assert_eq!(
        on_link(&fixture(10, 9, "roll-again")),
        Err(NotationErrorKind::Paramapadam(ParamapadamError::OnLink {
            player: 1,
            square: 9
        }))
    );
    // Mid-turn the snake on 26 has not acted yet: it will when the turn ends.
    let rolling_again = position(&fixture(26, 10, "roll-again"));
    assert_eq!(rolling_again.tokens(), [26, 10]);
    assert!(rolling_again.rolling_again());
}

// Undo.

#[test]
fn undoing_a_throw_restores_the_exact_state_sticks_included() {
    let before = p1_on(4, &[5, 2]);
    let mut game = Game::from(before.clone());
    let (throw, _) = game.roll(0).expect("p1 may throw");
    assert_eq!(throw.value(), 5);
    assert_ne!(game.state(), &State::Paramapadam(before.clone()));
    game.undo().expect("a throw to undo");
    assert_eq!(game.state(), &State::Paramapadam(before));
}

#[test]
fn undoing_a_throw_while_rolling_again_keeps_the_turn_going() {
    let mut game = Game::from(p1_on(4, &[5, 2]));
    game.roll(0).expect("p1 may throw");
    let rolling_again = game.state().clone();
    game.roll(0).expect("p1 throws again");
    game.undo().expect("a throw to undo");
    assert_eq!(game.state(), &rolling_again);
    let State::Paramapadam(paramapadam) = game.state() else {
        unreachable!("a game of Paramapadam")
    };
    assert_eq!(paramapadam.tokens(), [9, 0]);
    assert!(paramapadam.rolling_again());
}

#[test]
fn throwing_again_after_undoing_a_throw_gives_the_same_throw() {
    for seed in 0..20 {
        let mut game = Game::from(Paramapadam::new(rules(3), seed).expect("valid rules"));
        for _ in 0..10 {
            let player = game.state().to_act().expect("a game of ten throws goes on");
            let first = game.roll(player).expect("the player to throw may throw");
            game.undo().expect("a throw to undo");
            let again = game.roll(player).expect("the same player may throw again");
            assert_eq!(again, first, "seed {seed}");
        }
    }
}

#[test]
fn undoing_the_throw_that_won_reopens_the_game() {
    let before = p1_on(128, &[4]);
    let mut game = Game::from(before.clone());
    game.roll(0).expect("p1 may throw");
    assert_eq!(game.state().to_act(), None);
    game.undo().expect("a throw to undo");
    assert_eq!(game.state(), &State::Paramapadam(before));
    assert_eq!(game.state().winner(), None);
    assert_eq!(game.undo(), Err(PlayError::NothingToUndo));
}

// Events.

#[test]
fn a_few_turns_report_every_event_in_order() {
    let mut game = throwing(
        "paramapadam 1
         rules players=3
         p1 off
         p2 22
         p3 126
         turn p1 roll",
        &[1, 12, 3, 4, 5, 2, 4],
    );
    assert_eq!(
        throws(&mut game, 7),
        [
            "p1 rolled 1",
            "p1 entered 1",
            "p1 rolls again: entered",
            "p1 rolled 12",
            "p1 moved 1-13 [2 3 4 5 6 7 8 9 10 11 12 13]",
            "p1 rolls again: bonus 12",
            "p1 rolled 3",
            "p1 moved 13-16 [14 15 16]",
            "p1 climbed 16-28",
            "turn p2",
            "p2 rolled 4",
            "p2 moved 22-26 [23 24 25 26]",
            "p2 slid 26-3",
            "turn p3",
            "p3 rolled 5",
            "p3 moved 126-131 [127 128 129 130 131]",
            "p3 rolls again: bonus 5",
            "p3 rolled 2",
            "p3 lost 2",
            "p3 slid 131-54",
            "turn p1",
            "p1 rolled 4",
            "p1 moved 28-32 [29 30 31 32]",
            "turn p2"
        ]
    );
    assert_eq!(game.tokens(), [32, 3, 54]);
}

#[test]
fn every_throw_reports_both_stick_faces() {
    let mut game = Paramapadam::new(rules(2), 7).expect("valid rules");
    for _ in 0..50 {
        let player = game.to_act().expect("the game goes on");
        let mut events = Vec::new();
        let thrown = game
            .roll(player, &mut events)
            .expect("the player to throw may throw");
        assert_eq!(
            events.first(),
            Some(&Event::Rolled {
                player,
                throw: thrown
            })
        );
        assert!(thrown.faces.iter().all(|&face| face <= 3));
        let sum = thrown.faces[0] + thrown.faces[1];
        assert_eq!(thrown.value(), if sum == 0 { 12 } else { sum });
    }
}

#[test]
fn entering_is_reported_as_entered_on_square_1_then_a_roll_for_entering() {
    let mut game = p1_on(0, &[1]);
    let events = throw(&mut game);
    assert_eq!(
        events[1..],
        [
            Event::CoinEntered {
                player: 0,
                square: 1
            },
            Event::ExtraRoll {
                player: 0,
                reason: ExtraRollReason::Entered
            }
        ]
    );
}
