//! The 7x7 board of Thayam (docs/RULES.md, "The 7x7 board"): 49 squares in three rings round the
//! centre, four home squares in the middle of the sides, and each seat's 49-step path.
//!
//! Squares are numbered `row * 7 + col`, row 0 at the top, and labelled `r<row>c<col>`. The bottom
//! seat's path is written out; the other seats' paths are the same path turned a quarter at a
//! time, so each player leaves the outer ring from the square one behind their home square.

use super::{Board, BoardKind, Point, Square, SquareId, SquareKind};

/// Path index of the gate: the last square of the outer ring.
const GATE: u8 = 23;

/// The bottom seat's path as (row, col): outer ring anticlockwise from the home square, middle
/// ring clockwise, inner ring clockwise, centre.
const BOTTOM_PATH: [(u8, u8); 49] = [
    (6, 3),
    (6, 4),
    (6, 5),
    (6, 6),
    (5, 6),
    (4, 6),
    (3, 6),
    (2, 6),
    (1, 6),
    (0, 6),
    (0, 5),
    (0, 4),
    (0, 3),
    (0, 2),
    (0, 1),
    (0, 0),
    (1, 0),
    (2, 0),
    (3, 0),
    (4, 0),
    (5, 0),
    (6, 0),
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
    (1, 5),
    (2, 5),
    (3, 5),
    (4, 5),
    (5, 5),
    (5, 4),
    (5, 3),
    (4, 3),
    (4, 2),
    (3, 2),
    (2, 2),
    (2, 3),
    (2, 4),
    (3, 4),
    (4, 4),
    (3, 3),
];

/// Home squares, by seat: bottom, right, top, left (the order turns pass, anticlockwise).
const HOMES: [(u8, u8); 4] = [(6, 3), (3, 6), (0, 3), (3, 0)];

/// The crossed squares besides the homes: the middle ring's corners and the centre.
const CROSSES: [(u8, u8); 5] = [(1, 1), (1, 5), (5, 1), (5, 5), (3, 3)];

pub(super) fn board() -> Board {
    Board::new(
        BoardKind::Grid,
        (0..49).map(square).collect(),
        (0..4).map(path).collect(),
        GATE,
        // Pawns waiting to enter sit just outside the board, beside their home square.
        vec![
            Point { x: 3.0, y: 7.5 },
            Point { x: 7.5, y: 3.0 },
            Point { x: 3.0, y: -1.5 },
            Point { x: -1.5, y: 3.0 },
        ],
        Point { x: 7.0, y: 7.0 },
    )
}

/// The path of `seat`: the bottom path turned `seat` quarter turns anticlockwise.
fn path(seat: u8) -> Vec<SquareId> {
    BOTTOM_PATH
        .iter()
        .map(|&square| id(turn(square, seat)))
        .collect()
}

/// `(row, col)` turned `quarters` quarter turns, as docs/RULES.md, "The paths" of Thayam gives
/// them: right (r, c) → (6 - c, r), top (r, c) → (6 - r, 6 - c), left (r, c) → (c, 6 - r).
const fn turn((row, col): (u8, u8), quarters: u8) -> (u8, u8) {
    match quarters % 4 {
        0 => (row, col),
        1 => (6 - col, row),
        2 => (6 - row, 6 - col),
        _ => (col, 6 - row),
    }
}

const fn id((row, col): (u8, u8)) -> SquareId {
    row * 7 + col
}

fn square(id: SquareId) -> Square {
    let (row, col) = (id / 7, id % 7);
    let ring = row.min(col).min(6 - row).min(6 - col);
    let kind = match ring {
        0 => SquareKind::OuterRing,
        1 => SquareKind::MiddleRing,
        2 => SquareKind::InnerRing,
        _ => SquareKind::Centre,
    };
    let home = HOMES.contains(&(row, col));
    Square {
        id,
        label: format!("r{row}c{col}"),
        kind,
        safe: home || CROSSES.contains(&(row, col)),
        owner: None,
        centre: Point {
            x: f32::from(col),
            y: f32::from(row),
        },
        size: Point { x: 1.0, y: 1.0 },
        turn: 0.0,
    }
}
