//! The 7x7 board of Thayam as data (docs/RULES.md, "The 7x7 board"): its 49 squares and their
//! coordinates, the nine safe squares, each seat's 49-step path square by square, the gate where a
//! path leaves the outer ring, and which seats two, three and four players take.

use dhayam_core::{Board, BoardKind, PathIndex, Point, Preset, RuleSet, SquareId, SquareKind};

fn grid() -> &'static Board {
    BoardKind::Grid.board()
}

/// A square's (row, col): ids are `row * 7 + col`.
fn at(id: SquareId) -> (u8, u8) {
    (id / 7, id % 7)
}

fn id((row, col): (u8, u8)) -> SquareId {
    row * 7 + col
}

/// The path of `seat` as (row, col), first square to centre.
fn path(seat: u8) -> Vec<(u8, u8)> {
    grid().path(seat).iter().map(|&square| at(square)).collect()
}

/// The bottom player's path as docs/RULES.md, "The paths" of Thayam, writes it: the outer ring
/// anticlockwise, the middle ring clockwise, the inner ring clockwise, the centre.
#[rustfmt::skip]
const BOTTOM_PATH: [(u8, u8); 49] = [
    // Outer ring, anticlockwise from the home square.
    (6, 3), (6, 4), (6, 5), (6, 6), (5, 6), (4, 6), (3, 6), (2, 6), (1, 6), (0, 6), (0, 5), (0, 4),
    (0, 3), (0, 2), (0, 1), (0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (6, 1), (6, 2),
    // Middle ring, clockwise.
    (5, 2), (5, 1), (4, 1), (3, 1), (2, 1), (1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (2, 5), (3, 5),
    (4, 5), (5, 5), (5, 4), (5, 3),
    // Inner ring, clockwise.
    (4, 3), (4, 2), (3, 2), (2, 2), (2, 3), (2, 4), (3, 4), (4, 4),
    // Centre.
    (3, 3),
];

/// The home squares, by seat: bottom, right, top, left.
const HOMES: [(u8, u8); 4] = [(6, 3), (3, 6), (0, 3), (3, 0)];

const BOTTOM: u8 = 0;
const RIGHT: u8 = 1;
const TOP: u8 = 2;
const LEFT: u8 = 3;

/// The bottom path turned for `seat`, by the rotations docs/RULES.md gives (Thayam, "The paths").
fn turned(seat: u8) -> Vec<(u8, u8)> {
    let turn = |(r, c): (u8, u8)| match seat {
        RIGHT => (6 - c, r),
        TOP => (6 - r, 6 - c),
        LEFT => (c, 6 - r),
        _ => (r, c),
    };
    BOTTOM_PATH.into_iter().map(turn).collect()
}

/// Which ring a square lies in: 0 the outer ring, 1 the middle, 2 the inner, 3 the centre.
fn ring((row, col): (u8, u8)) -> u8 {
    row.min(col).min(6 - row).min(6 - col)
}

#[test]
fn the_board_has_49_squares_numbered_row_times_7_plus_col() {
    let board = grid();
    assert_eq!(board.kind, BoardKind::Grid);
    assert_eq!(board.squares.len(), 49);
    for (i, square) in board.squares.iter().enumerate() {
        assert_eq!(usize::from(square.id), i, "squares are indexed by id");
    }
    assert_eq!(id((6, 3)), 45);
    assert_eq!(board.squares[45].label, "r6c3");
}

#[test]
fn each_square_is_labelled_by_its_row_and_column_row_0_at_the_top() {
    let board = grid();
    for square in &board.squares {
        let (row, col) = at(square.id);
        assert_eq!(square.label, format!("r{row}c{col}"));
        assert_eq!(
            board.square_labelled(&square.label).map(|s| s.id),
            Some(square.id)
        );
    }
    assert_eq!(board.square_labelled("R3C3").map(|s| s.id), Some(24));
    assert_eq!(board.square_labelled("r7c0"), None);
    assert_eq!(board.square_labelled("31"), None);
}

#[test]
fn each_square_is_drawn_at_its_column_and_row_one_unit_wide() {
    let board = grid();
    for square in &board.squares {
        let (row, col) = at(square.id);
        assert_eq!(
            square.centre,
            Point {
                x: f32::from(col),
                y: f32::from(row)
            },
            "{}",
            square.label
        );
        assert_eq!(square.size, Point { x: 1.0, y: 1.0 });
    }
    assert_eq!(board.size, Point { x: 7.0, y: 7.0 });
}

#[test]
fn the_board_is_three_rings_round_the_centre() {
    let board = grid();
    let count = |kind| board.squares.iter().filter(|s| s.kind == kind).count();
    assert_eq!(count(SquareKind::OuterRing), 24);
    assert_eq!(count(SquareKind::MiddleRing), 16);
    assert_eq!(count(SquareKind::InnerRing), 8);
    assert_eq!(count(SquareKind::Centre), 1);
    for square in &board.squares {
        let expected = match ring(at(square.id)) {
            0 => SquareKind::OuterRing,
            1 => SquareKind::MiddleRing,
            2 => SquareKind::InnerRing,
            _ => SquareKind::Centre,
        };
        assert_eq!(square.kind, expected, "{}", square.label);
    }
    assert_eq!(
        board.squares[usize::from(id((3, 3)))].kind,
        SquareKind::Centre
    );
}

#[test]
fn exactly_nine_squares_are_safe_the_four_homes_the_middle_rings_corners_and_the_centre() {
    let safe: Vec<&str> = grid()
        .squares
        .iter()
        .filter(|square| square.safe)
        .map(|square| square.label.as_str())
        .collect();
    assert_eq!(
        safe,
        [
            "r0c3", "r1c1", "r1c5", "r3c0", "r3c3", "r3c6", "r5c1", "r5c5", "r6c3"
        ]
    );
}

#[test]
fn the_home_squares_are_the_middles_of_the_sides_bottom_right_top_left() {
    let board = grid();
    for (seat, home) in (0..4u8).zip(HOMES) {
        assert_eq!(board.path(seat)[0], id(home), "seat {seat}");
        assert!(board.squares[usize::from(id(home))].safe, "seat {seat}");
    }
}

#[test]
fn the_board_has_a_path_for_each_of_its_four_seats_no_square_owned_by_one() {
    let board = grid();
    assert_eq!(board.seats(), 4);
    assert_eq!(board.paths.len(), 4);
    assert!(board.squares.iter().all(|square| square.owner.is_none()));
}

#[test]
fn every_path_has_49_steps_the_centre_at_index_48() {
    let board = grid();
    assert_eq!(board.goal(), 48);
    for seat in 0..4 {
        assert_eq!(board.path(seat).len(), 49, "seat {seat}");
        assert_eq!(board.path(seat)[48], id((3, 3)), "seat {seat}");
    }
}

#[test]
fn every_path_crosses_every_square_exactly_once() {
    for seat in 0..4 {
        let mut squares = grid().path(seat).to_vec();
        squares.sort_unstable();
        assert_eq!(squares, (0..49).collect::<Vec<SquareId>>(), "seat {seat}");
    }
}

#[test]
fn every_step_goes_to_a_side_neighbour_but_the_last_which_goes_diagonally_into_the_centre() {
    for seat in 0..4 {
        let path = path(seat);
        for (i, step) in path.windows(2).enumerate() {
            let [(r1, c1), (r2, c2)] = [step[0], step[1]];
            let (rows, cols) = (r1.abs_diff(r2), c1.abs_diff(c2));
            let expected = if i + 1 == 48 { (1, 1) } else { (rows, cols) };
            assert_eq!((rows, cols), expected, "seat {seat}: step {i}");
            assert!(
                i + 1 == 48 || rows + cols == 1,
                "seat {seat}: {:?} to {:?} is not beside it",
                step[0],
                step[1]
            );
        }
    }
}

#[test]
fn the_bottom_players_path_square_by_square_as_rules_md_writes_it() {
    assert_eq!(path(BOTTOM), BOTTOM_PATH);
}

/// The labels of the path of `seat`, first square to centre.
fn labels(seat: u8) -> Vec<&'static str> {
    let board = grid();
    let label = |&square: &SquareId| board.squares[usize::from(square)].label.as_str();
    board.path(seat).iter().map(label).collect()
}

/// The squares of `rows`, one word each, in order.
fn words(rows: &[&'static str]) -> Vec<&'static str> {
    rows.iter().flat_map(|row| row.split_whitespace()).collect()
}

#[test]
fn the_right_players_path_square_by_square() {
    let expected = [
        // Outer ring, anticlockwise from the home square.
        "r3c6 r2c6 r1c6 r0c6 r0c5 r0c4 r0c3 r0c2 r0c1 r0c0 r1c0 r2c0",
        "r3c0 r4c0 r5c0 r6c0 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r5c6 r4c6",
        // Middle ring, clockwise.
        "r4c5 r5c5 r5c4 r5c3 r5c2 r5c1 r4c1 r3c1 r2c1 r1c1 r1c2 r1c3 r1c4 r1c5 r2c5 r3c5",
        // Inner ring, clockwise, and the centre.
        "r3c4 r4c4 r4c3 r4c2 r3c2 r2c2 r2c3 r2c4",
        "r3c3",
    ];
    assert_eq!(labels(RIGHT), words(&expected));
}

#[test]
fn the_top_players_path_square_by_square() {
    let expected = [
        // Outer ring, anticlockwise from the home square.
        "r0c3 r0c2 r0c1 r0c0 r1c0 r2c0 r3c0 r4c0 r5c0 r6c0 r6c1 r6c2",
        "r6c3 r6c4 r6c5 r6c6 r5c6 r4c6 r3c6 r2c6 r1c6 r0c6 r0c5 r0c4",
        // Middle ring, clockwise.
        "r1c4 r1c5 r2c5 r3c5 r4c5 r5c5 r5c4 r5c3 r5c2 r5c1 r4c1 r3c1 r2c1 r1c1 r1c2 r1c3",
        // Inner ring, clockwise, and the centre.
        "r2c3 r2c4 r3c4 r4c4 r4c3 r4c2 r3c2 r2c2",
        "r3c3",
    ];
    assert_eq!(labels(TOP), words(&expected));
}

#[test]
fn the_left_players_path_square_by_square() {
    let expected = [
        // Outer ring, anticlockwise from the home square.
        "r3c0 r4c0 r5c0 r6c0 r6c1 r6c2 r6c3 r6c4 r6c5 r6c6 r5c6 r4c6",
        "r3c6 r2c6 r1c6 r0c6 r0c5 r0c4 r0c3 r0c2 r0c1 r0c0 r1c0 r2c0",
        // Middle ring, clockwise.
        "r2c1 r1c1 r1c2 r1c3 r1c4 r1c5 r2c5 r3c5 r4c5 r5c5 r5c4 r5c3 r5c2 r5c1 r4c1 r3c1",
        // Inner ring, clockwise, and the centre.
        "r3c2 r2c2 r2c3 r2c4 r3c4 r4c4 r4c3 r4c2",
        "r3c3",
    ];
    assert_eq!(labels(LEFT), words(&expected));
}

#[test]
fn the_right_path_is_the_bottom_path_turned_row_col_to_6_minus_col_row() {
    assert_eq!(path(RIGHT), turned(RIGHT));
    assert_eq!(path(RIGHT)[..4], [(3, 6), (2, 6), (1, 6), (0, 6)]);
    assert_eq!(path(RIGHT)[22..26], [(5, 6), (4, 6), (4, 5), (5, 5)]);
}

#[test]
fn the_top_path_is_the_bottom_path_turned_row_col_to_6_minus_row_6_minus_col() {
    assert_eq!(path(TOP), turned(TOP));
    assert_eq!(path(TOP)[..4], [(0, 3), (0, 2), (0, 1), (0, 0)]);
    assert_eq!(path(TOP)[22..26], [(0, 5), (0, 4), (1, 4), (1, 5)]);
}

#[test]
fn the_left_path_is_the_bottom_path_turned_row_col_to_col_6_minus_row() {
    assert_eq!(path(LEFT), turned(LEFT));
    assert_eq!(path(LEFT)[..4], [(3, 0), (4, 0), (5, 0), (6, 0)]);
    assert_eq!(path(LEFT)[22..26], [(1, 0), (2, 0), (2, 1), (1, 1)]);
}

/// Which way a step turns round the centre: negative anticlockwise, positive clockwise, as the
/// board is drawn (row 0 at the top).
fn turn_about_centre((row, col): (u8, u8), (to_row, to_col): (u8, u8)) -> i16 {
    let (x, y) = (i16::from(col) - 3, i16::from(row) - 3);
    let (dx, dy) = (
        i16::from(to_col) - i16::from(col),
        i16::from(to_row) - i16::from(row),
    );
    x * dy - y * dx
}

#[test]
fn every_path_goes_anticlockwise_round_the_outer_ring_and_clockwise_round_the_inner_rings() {
    for seat in 0..4 {
        for step in path(seat).windows(2) {
            let (from, to) = (step[0], step[1]);
            if ring(from) != ring(to) {
                continue;
            }
            let turn = turn_about_centre(from, to);
            if ring(from) == 0 {
                assert!(
                    turn < 0,
                    "seat {seat}: {from:?} to {to:?} is not anticlockwise"
                );
            } else {
                assert!(turn > 0, "seat {seat}: {from:?} to {to:?} is not clockwise");
            }
        }
    }
}

#[test]
fn every_path_walks_the_whole_outer_ring_then_the_middle_ring_then_the_inner_ring() {
    for seat in 0..4 {
        let rings: Vec<u8> = path(seat).into_iter().map(ring).collect();
        assert!(rings[..24].iter().all(|&r| r == 0), "seat {seat}");
        assert!(rings[24..40].iter().all(|&r| r == 1), "seat {seat}");
        assert!(rings[40..48].iter().all(|&r| r == 2), "seat {seat}");
        assert_eq!(rings[48], 3, "seat {seat}");
    }
}

#[test]
fn each_player_leaves_the_outer_ring_from_the_square_one_behind_their_home_square() {
    let board = grid();
    let behind_home = [(6, 2), (4, 6), (0, 4), (2, 0)];
    for (seat, (home, behind)) in (0..4u8).zip(HOMES.into_iter().zip(behind_home)) {
        let path = path(seat);
        assert_eq!(path[23], behind, "seat {seat}");
        // One step on round the outer ring from the gate square is the home square again.
        assert_eq!(
            home.0.abs_diff(behind.0) + home.1.abs_diff(behind.1),
            1,
            "seat {seat}"
        );
        assert_eq!(ring(path[24]), 1, "seat {seat}");
        assert_eq!(board.index_on_path(seat, id(behind)), Some(board.gate));
    }
}

#[test]
fn the_gate_is_path_index_23_the_last_square_of_the_outer_ring() {
    let board = grid();
    assert_eq!(board.gate, 23 as PathIndex);
    for seat in 0..4 {
        let square = board.path(seat)[usize::from(board.gate)];
        assert_eq!(
            board.squares[usize::from(square)].kind,
            SquareKind::OuterRing
        );
        let next = board.path(seat)[usize::from(board.gate) + 1];
        assert_eq!(
            board.squares[usize::from(next)].kind,
            SquareKind::MiddleRing
        );
    }
}

#[test]
fn the_thayam_preset_plays_on_the_7x7_board() {
    assert_eq!(Preset::Thayam.board(), BoardKind::Grid);
    assert_eq!(Preset::Thayam.rules().board, BoardKind::Grid);
}

fn thayam(players: u8) -> RuleSet {
    RuleSet {
        players,
        ..Preset::Thayam.rules()
    }
}

#[test]
fn two_players_sit_on_opposite_sides_bottom_and_top() {
    let rules = thayam(2);
    assert_eq!([rules.seat(0), rules.seat(1)], [BOTTOM, TOP]);
}

#[test]
fn three_players_sit_bottom_right_and_top() {
    let rules = thayam(3);
    assert_eq!(
        [rules.seat(0), rules.seat(1), rules.seat(2)],
        [BOTTOM, RIGHT, TOP]
    );
}

#[test]
fn four_players_sit_bottom_right_top_and_left() {
    let rules = thayam(4);
    let seats: Vec<u8> = (0..4).map(|p| rules.seat(p)).collect();
    assert_eq!(seats, [BOTTOM, RIGHT, TOP, LEFT]);
}
