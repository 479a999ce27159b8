//! The 98-square cloth board of Dhayam (docs/RULES.md, "The cloth board" and "The paths"): frame,
//! upside-down M, spine, flanks, neck, bar and Oval, with both players' 80-step paths.

use super::{Board, BoardKind, Point, Square, SquareId, SquareKind};

/// The squares marked with an X.
const SAFE: [SquareId; 18] = [
    1, 7, 13, 19, 25, 31, 37, 43, 49, 55, 61, 67, 73, 79, 80, 86, 92, 98,
];

/// The Oval's id: it has no number on the cloth.
pub const OVAL: SquareId = 0;

/// Path index of the gate: the last square of the loop, 30 for Player 1 and 32 for Player 2.
const GATE: u8 = 59;

pub(super) fn board() -> Board {
    Board::new(
        BoardKind::Cloth,
        (0..=98).map(square).collect(),
        vec![path(Seat::One), path(Seat::Two)],
        GATE,
        vec![Point { x: 0.0, y: 19.8 }, Point { x: 12.0, y: 19.8 }],
        Point { x: 13.0, y: 21.0 },
    )
}

#[derive(Clone, Copy, PartialEq)]
enum Seat {
    One,
    Two,
}

/// Both paths: the seat's own end of the bar to 92, up the shared neck into the frame at 31,
/// once round the frame (clockwise for Player 1), past the flank, up the spine to the peak, down
/// the seat's own diagonal and up its own leg into the Oval.
fn path(seat: Seat) -> Vec<SquareId> {
    let mut path: Vec<SquareId> = Vec::with_capacity(80);
    match seat {
        Seat::One => path.extend(86..=92),
        Seat::Two => path.extend((92..=98).rev()),
    }
    path.extend((81..=85).rev());
    match seat {
        Seat::One => {
            path.extend(31..=48);
            path.extend(1..=30);
            path.push(79);
        }
        Seat::Two => {
            path.extend((1..=31).rev());
            path.extend((32..=48).rev());
            path.push(80);
        }
    }
    path.extend((74..=78).rev());
    path.push(61);
    match seat {
        Seat::One => {
            path.extend((56..=60).rev());
            path.extend((49..=55).rev());
        }
        Seat::Two => {
            path.extend(62..=66);
            path.extend(67..=73);
        }
    }
    path.push(OVAL);
    path
}

fn square(id: SquareId) -> Square {
    let (kind, owner) = match id {
        OVAL => (SquareKind::Oval, None),
        1..=48 => (SquareKind::Frame, None),
        49..=55 => (SquareKind::Leg, Some(0)),
        56..=60 => (SquareKind::Diagonal, Some(0)),
        61 => (SquareKind::Peak, None),
        62..=66 => (SquareKind::Diagonal, Some(1)),
        67..=73 => (SquareKind::Leg, Some(1)),
        74..=78 => (SquareKind::Spine, None),
        79 => (SquareKind::Flank, Some(0)),
        80 => (SquareKind::Flank, Some(1)),
        81..=85 => (SquareKind::Neck, None),
        86..=91 => (SquareKind::Bar, Some(0)),
        92 => (SquareKind::Bar, None),
        _ => (SquareKind::Bar, Some(1)),
    };
    Square {
        id,
        label: if id == OVAL {
            "Oval".to_owned()
        } else {
            id.to_string()
        },
        kind,
        safe: SAFE.contains(&id),
        owner,
        centre: centre(id),
        size: match kind {
            SquareKind::Oval => Point { x: 6.4, y: 2.0 },
            SquareKind::Diagonal => Point {
                x: DIAGONAL_SIDE,
                y: DIAGONAL_SIDE,
            },
            SquareKind::Spine => Point {
                x: 1.0,
                y: SPINE_HEIGHT,
            },
            _ => Point { x: 1.0, y: 1.0 },
        },
        turn: if kind == SquareKind::Diagonal {
            45.0
        } else {
            0.0
        },
    }
}

/// The side of a diagonal's square. The diagonals run at 45 degrees from the legs' feet (2, 9)
/// and (10, 9) up to the peak (6, 5), their squares turned to run corner to corner. The leg above
/// a foot (and the spine below the peak) comes to the same corner as the foot itself, so a turned
/// square can come no nearer that corner than its own half-diagonal: five squares of side 0.66
/// fit between the two corners with a little room between them. (Unit squares 4√2/6 apart, as
/// first drawn, overlapped each other and the legs' feet.)
const DIAGONAL_SIDE: f32 = 0.66;

/// How far a diagonal's end squares keep from the corners they come to, along x and y.
const DIAGONAL_CLEARANCE: f32 = 0.02;

/// The height of a spine square: five of them fill the six units from the peak's foot (y 5.5)
/// to the frame's inner edge (y 11.5), so the spine meets the peak with no gap.
const SPINE_HEIGHT: f32 = 1.2;

/// Where diagonal square `k` (1 next to a leg's foot, 5 next to the peak) is drawn, going from
/// `foot` to the peak at (6, 5): evenly between the foot's inner top corner and the peak's
/// bottom corner on its side, each end square just clear of its corner.
fn diagonal(foot: (f32, f32), k: f32) -> (f32, f32) {
    let reach = DIAGONAL_SIDE * std::f32::consts::FRAC_1_SQRT_2 + DIAGONAL_CLEARANCE;
    // From the foot's corner to the peak's: 3 units along x and along y.
    let first = 0.5 + reach;
    let step = (3.0 - 2.0 * reach) / 4.0;
    let t = first + (k - 1.0) * step;
    let towards_peak = if foot.0 < 6.0 { 1.0 } else { -1.0 };
    (foot.0 + towards_peak * t, foot.1 - t)
}

/// Where square `id` is drawn, in board units (docs/RULES.md,
/// "Where the cloth board's squares are drawn").
fn centre(id: SquareId) -> Point {
    let n = f32::from(id);
    let (x, y) = match id {
        OVAL => (6.0, 1.8),
        1..=13 => (n - 1.0, 0.0),
        14..=25 => (12.0, n - 13.0),
        26..=37 => (37.0 - n, 12.0),
        38..=48 => (0.0, 49.0 - n),
        49..=55 => (2.0, n - 46.0),
        // The diagonals run straight from the legs' feet (2, 9) and (10, 9) up to the peak.
        56..=60 => diagonal((2.0, 9.0), n - 55.0),
        61 => (6.0, 5.0),
        62..=66 => diagonal((10.0, 9.0), 67.0 - n),
        67..=73 => (10.0, 76.0 - n),
        // The spine from just below the peak to just above the frame, squares a little tall.
        74..=78 => (6.0, 5.5 + SPINE_HEIGHT * (n - 73.5)),
        79 => (7.0, 11.0),
        80 => (5.0, 11.0),
        81..=85 => (6.0, n - 68.0),
        _ => (n - 86.0, 18.0),
    };
    Point { x, y }
}
