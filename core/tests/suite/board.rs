//! The cloth board as data (docs/RULES.md, "The cloth board",
//! "Where the cloth board's squares are drawn" and "The paths"): its squares, safe squares, owners,
//! both 80-step paths square by square, the gate, and where the landmarks are drawn.

use dhayam_core::{Board, BoardKind, Point, SquareId, SquareKind};

fn cloth() -> &'static Board {
    BoardKind::Cloth.board()
}

fn at(id: SquareId) -> (f32, f32) {
    let Point { x, y } = cloth().squares[usize::from(id)].centre;
    (x, y)
}

fn kind(id: SquareId) -> SquareKind {
    cloth().squares[usize::from(id)].kind
}

fn owner(id: SquareId) -> Option<u8> {
    cloth().squares[usize::from(id)].owner
}

/// The Oval's square id: it has no number on the cloth.
const OVAL: SquareId = 0;

#[test]
fn the_board_has_98_numbered_squares_and_the_oval() {
    let board = cloth();
    assert_eq!(board.squares.len(), 99);
    for (i, square) in board.squares.iter().enumerate() {
        assert_eq!(usize::from(square.id), i, "squares are indexed by id");
    }
    assert_eq!(board.squares[0].label, "Oval");
    assert_eq!(board.squares[0].kind, SquareKind::Oval);
    for id in 1..=98u8 {
        assert_eq!(board.squares[usize::from(id)].label, id.to_string());
    }
}

#[test]
fn squares_are_found_by_their_labels() {
    let board = cloth();
    assert_eq!(board.square_labelled("31").map(|s| s.id), Some(31));
    assert_eq!(board.square_labelled("Oval").map(|s| s.id), Some(OVAL));
    assert_eq!(board.square_labelled("oval").map(|s| s.id), Some(OVAL));
    assert_eq!(board.square_labelled("99"), None);
}

#[test]
fn each_part_of_the_board_has_its_numbers() {
    let parts: [(std::ops::RangeInclusive<SquareId>, SquareKind); 10] = [
        (1..=48, SquareKind::Frame),
        (49..=55, SquareKind::Leg),
        (56..=60, SquareKind::Diagonal),
        (61..=61, SquareKind::Peak),
        (62..=66, SquareKind::Diagonal),
        (67..=73, SquareKind::Leg),
        (74..=78, SquareKind::Spine),
        (79..=80, SquareKind::Flank),
        (81..=85, SquareKind::Neck),
        (86..=98, SquareKind::Bar),
    ];
    for (ids, expected) in parts {
        for id in ids {
            assert_eq!(kind(id), expected, "square {id}");
        }
    }
}

#[test]
fn exactly_the_eighteen_x_squares_are_safe() {
    let safe: Vec<SquareId> = cloth()
        .squares
        .iter()
        .filter(|square| square.safe)
        .map(|square| square.id)
        .collect();
    assert_eq!(
        safe,
        [
            1, 7, 13, 19, 25, 31, 37, 43, 49, 55, 61, 67, 73, 79, 80, 86, 92, 98
        ]
    );
}

#[test]
fn player_1_path_runs_bar_neck_frame_clockwise_flank_spine_peak_own_diagonal_own_leg_oval() {
    let mut expected: Vec<SquareId> = vec![86, 87, 88, 89, 90, 91, 92];
    expected.extend([85, 84, 83, 82, 81]);
    expected.extend(31..=48);
    expected.extend(1..=30);
    expected.push(79);
    expected.extend([78, 77, 76, 75, 74]);
    expected.push(61);
    expected.extend([60, 59, 58, 57, 56]);
    expected.extend([55, 54, 53, 52, 51, 50, 49]);
    expected.push(OVAL);
    assert_eq!(expected.len(), 80);
    assert_eq!(cloth().path(0), expected.as_slice());
}

#[test]
fn player_2_path_runs_bar_neck_frame_anticlockwise_flank_spine_peak_own_diagonal_own_leg_oval() {
    let mut expected: Vec<SquareId> = vec![98, 97, 96, 95, 94, 93, 92];
    expected.extend([85, 84, 83, 82, 81]);
    expected.extend((1..=31).rev());
    expected.extend((32..=48).rev());
    expected.push(80);
    expected.extend([78, 77, 76, 75, 74]);
    expected.push(61);
    expected.extend([62, 63, 64, 65, 66]);
    expected.extend([67, 68, 69, 70, 71, 72, 73]);
    expected.push(OVAL);
    assert_eq!(expected.len(), 80);
    assert_eq!(cloth().path(1), expected.as_slice());
}

#[test]
fn both_paths_have_80_steps_and_end_at_the_oval_index_79() {
    let board = cloth();
    assert_eq!(board.seats(), 2);
    assert_eq!(board.goal(), 79);
    for seat in 0..2 {
        assert_eq!(board.path(seat).len(), 80);
        assert_eq!(board.path(seat)[79], OVAL);
        assert_eq!(board.index_on_path(seat, OVAL), Some(79));
    }
}

#[test]
fn both_paths_enter_the_frame_at_31_on_index_12() {
    let board = cloth();
    for seat in 0..2 {
        assert_eq!(board.path(seat)[6], 92, "seat {seat} meets the other at 92");
        assert_eq!(
            board.path(seat)[12],
            31,
            "seat {seat} enters the frame at 31"
        );
    }
}

#[test]
fn the_gate_is_index_59_square_30_for_player_1_and_32_for_player_2() {
    let board = cloth();
    assert_eq!(board.gate, 59);
    assert_eq!(board.path(0)[59], 30);
    assert_eq!(board.path(1)[59], 32);
    assert_eq!(board.index_on_path(0, 30), Some(59));
    assert_eq!(board.index_on_path(1, 32), Some(59));
}

#[test]
fn past_the_gate_each_player_turns_onto_their_own_flank() {
    let board = cloth();
    assert_eq!(board.path(0)[60], 79);
    assert_eq!(board.path(1)[60], 80);
}

#[test]
fn the_last_square_before_the_oval_is_49_for_player_1_and_73_for_player_2() {
    let board = cloth();
    assert_eq!(board.path(0)[78], 49);
    assert_eq!(board.path(1)[78], 73);
}

#[test]
fn squares_both_paths_cross_are_shared_and_the_rest_belong_to_the_one_player_crossing_them() {
    let board = cloth();
    for id in 1..=98u8 {
        let on = |seat| board.index_on_path(seat, id).is_some();
        let expected = match (on(0), on(1)) {
            (true, true) => None,
            (true, false) => Some(0),
            (false, true) => Some(1),
            (false, false) => unreachable!("square {id} is on no path"),
        };
        assert_eq!(owner(id), expected, "square {id}");
    }
}

#[test]
fn shared_squares_are_92_the_neck_the_frame_the_spine_and_the_peak() {
    let mut shared: Vec<SquareId> = vec![92];
    shared.extend(81..=85);
    shared.extend(1..=48);
    shared.extend(74..=78);
    shared.push(61);
    for id in 1..=98u8 {
        assert_eq!(owner(id).is_none(), shared.contains(&id), "square {id}");
    }
}

#[test]
fn each_player_owns_their_part_of_the_bar_their_flank_diagonal_and_leg() {
    for id in (86..=91).chain([79]).chain(56..=60).chain(49..=55) {
        assert_eq!(owner(id), Some(0), "square {id} is Player 1's");
    }
    for id in (93..=98).chain([80]).chain(62..=66).chain(67..=73) {
        assert_eq!(owner(id), Some(1), "square {id} is Player 2's");
    }
}

#[test]
fn the_frame_is_numbered_clockwise_from_1_at_the_top_left_corner() {
    assert_eq!(at(1), (0.0, 0.0));
    assert_eq!(at(7), (6.0, 0.0));
    assert_eq!(at(13), (12.0, 0.0));
    assert_eq!(at(19), (12.0, 6.0));
    assert_eq!(at(25), (12.0, 12.0));
    assert_eq!(at(31), (6.0, 12.0));
    assert_eq!(at(37), (0.0, 12.0));
    assert_eq!(at(43), (0.0, 6.0));
    assert_eq!(at(48), (0.0, 1.0));
}

#[test]
fn the_frame_is_a_ring_of_unit_steps() {
    for id in 1..=48u8 {
        let next = if id == 48 { 1 } else { id + 1 };
        let ((x0, y0), (x1, y1)) = (at(id), at(next));
        assert_eq!((x1 - x0).abs() + (y1 - y0).abs(), 1.0, "{id} to {next}");
    }
}

#[test]
fn the_legs_stand_at_x_2_and_x_10_with_their_tops_at_y_3() {
    for id in 49..=55u8 {
        assert_eq!(at(id), (2.0, f32::from(id - 46)), "square {id}");
    }
    for id in 67..=73u8 {
        assert_eq!(at(id), (10.0, f32::from(76 - id)), "square {id}");
    }
}

#[test]
fn the_diagonals_run_straight_from_the_legs_feet_up_to_the_peak() {
    let peak = at(61);
    assert_eq!(peak, (6.0, 5.0));
    // Player 1's diagonal rises from 55's foot to the peak; Player 2's falls from it to 67's.
    for (foot, diagonal) in [(55u8, [60u8, 59, 58, 57, 56]), (67, [62, 63, 64, 65, 66])] {
        let (fx, fy) = at(foot);
        let mut previous_y = peak.1;
        for id in diagonal {
            let (x, y) = at(id);
            let cross = (x - fx) * (peak.1 - fy) - (y - fy) * (peak.0 - fx);
            assert!(cross.abs() < 1e-4, "square {id} is off the line");
            assert!(previous_y < y && y < fy, "square {id} is out of order");
            previous_y = y;
        }
    }
}

#[test]
fn the_spine_runs_down_from_below_the_peak_with_a_flank_either_side_of_its_foot() {
    // Five squares from just below the peak (5.5) to just above the frame (11.5), each drawn 1.2
    // tall so the spine meets both.
    let mut above = at(61).1;
    for id in 74..=78u8 {
        let (x, y) = at(id);
        assert_eq!(x, 6.0, "square {id}");
        assert!(y > above && (5.5..11.5).contains(&y), "square {id} at {y}");
        above = y;
    }
    assert!(
        (at(78).1 - 10.9).abs() < 1e-4,
        "78 is the spine's foot, beside the flanks"
    );
    assert_eq!(at(79), (7.0, 11.0), "Player 1's flank is on the side of 30");
    assert_eq!(at(80), (5.0, 11.0), "Player 2's flank is on the side of 32");
    assert!(at(30).0 > at(31).0 && at(32).0 < at(31).0);
}

#[test]
fn the_neck_hangs_below_31_and_the_bar_runs_left_to_right_below_it() {
    for id in 81..=85u8 {
        assert_eq!(at(id), (6.0, f32::from(id - 68)), "square {id}");
    }
    for id in 86..=98u8 {
        assert_eq!(at(id), (f32::from(id - 86), 18.0), "square {id}");
    }
    assert_eq!(
        at(92),
        (6.0, 18.0),
        "92 is the bar's middle, where the neck meets it"
    );
}

#[test]
fn the_oval_sits_at_the_top_between_the_tops_of_the_legs() {
    let (x, y) = at(OVAL);
    assert_eq!((x, y), (6.0, 1.8));
    let (left, top) = at(49);
    let (right, _) = at(73);
    assert!(left < x && x < right);
    assert!(y < top);
}

#[test]
fn the_home_circles_sit_below_the_ends_of_the_bar() {
    let board = cloth();
    assert_eq!(board.homes.len(), 2);
    let (p1, p2) = (board.homes[0], board.homes[1]);
    assert_eq!(p1.x, at(86).0);
    assert_eq!(p2.x, at(98).0);
    assert!(p1.y > 18.0 && p2.y > 18.0);
}

#[test]
fn the_board_is_13_wide_and_about_21_tall() {
    let size = cloth().size;
    assert_eq!(size.x, 13.0);
    assert!((20.0..=22.0).contains(&size.y));
}
