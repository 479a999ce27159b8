//! The boards as they are drawn: both phones draw every square at the core's centre, size and turn,
//! so the drawing is right here or on neither. No two squares of a board overlap, and each step of
//! a path goes to a square that touches or nearly touches the one before it — so a coin's route
//! reads as one line — except the step into the Oval, which the cloth draws as a leap from the top
//! of a leg. Where a diagonal's turned square meets an upright one, the upright square's neighbour
//! comes to the same corner, so the turned square stands off by its half-diagonal: those steps may
//! leave up to 0.4.

use dhayam_core::{BoardKind, Square, SquareKind};

/// A square's outline as a convex polygon, in board units: its box turned about its centre, or
/// the Oval's ellipse as a 48-gon.
fn outline(square: &Square) -> Vec<(f32, f32)> {
    let (cx, cy) = (square.centre.x, square.centre.y);
    let (w, h) = (square.size.x / 2.0, square.size.y / 2.0);
    if square.kind == SquareKind::Oval {
        return (0..48)
            .map(|i| {
                let a = i as f32 * std::f32::consts::TAU / 48.0;
                (cx + w * a.cos(), cy + h * a.sin())
            })
            .collect();
    }
    let (sin, cos) = square.turn.to_radians().sin_cos();
    [(-w, -h), (w, -h), (w, h), (-w, h)]
        .into_iter()
        .map(|(x, y)| (cx + x * cos - y * sin, cy + x * sin + y * cos))
        .collect()
}

/// How far apart two convex polygons are along the axis that separates them most (the
/// separating axis theorem): negative when they overlap, by how deep.
fn separation(a: &[(f32, f32)], b: &[(f32, f32)]) -> f32 {
    let axes = [a, b].into_iter().flat_map(|poly| {
        (0..poly.len()).map(move |i| {
            let (p, q) = (poly[i], poly[(i + 1) % poly.len()]);
            let (nx, ny) = (q.1 - p.1, p.0 - q.0);
            let length = nx.hypot(ny);
            (nx / length, ny / length)
        })
    });
    axes.map(|(nx, ny)| {
        let project = |poly: &[(f32, f32)]| {
            poly.iter().fold((f32::MAX, f32::MIN), |(lo, hi), &(x, y)| {
                let d = x * nx + y * ny;
                (lo.min(d), hi.max(d))
            })
        };
        let ((a_lo, a_hi), (b_lo, b_hi)) = (project(a), project(b));
        (b_lo - a_hi).max(a_lo - b_hi)
    })
    .fold(f32::MIN, f32::max)
}

const BOARDS: [BoardKind; 2] = [BoardKind::Cloth, BoardKind::Grid];

#[test]
fn no_two_squares_of_a_board_overlap() {
    for kind in BOARDS {
        let board = kind.board();
        for (i, a) in board.squares.iter().enumerate() {
            for b in &board.squares[i + 1..] {
                let apart = separation(&outline(a), &outline(b));
                assert!(
                    apart > -1e-4,
                    "{kind:?}: {} and {} overlap by {:.3}",
                    a.label,
                    b.label,
                    -apart
                );
            }
        }
    }
}

#[test]
fn each_step_of_a_path_goes_to_a_square_touching_the_last_except_into_the_oval() {
    for kind in BOARDS {
        let board = kind.board();
        let square = |id| {
            board
                .squares
                .iter()
                .find(|s| s.id == id)
                .expect("a square of the board")
        };
        for path in &board.paths {
            for step in path.windows(2) {
                let (from, to) = (square(step[0]), square(step[1]));
                if to.kind == SquareKind::Oval {
                    continue;
                }
                let apart = separation(&outline(from), &outline(to));
                let allowed = if from.turn == to.turn { 0.1 } else { 0.4 };
                assert!(
                    apart <= allowed,
                    "{kind:?}: {} to {} leaves a gap of {apart:.2}",
                    from.label,
                    to.label
                );
            }
        }
    }
}

#[test]
fn the_diagonals_run_corner_to_corner_from_the_legs_feet_to_the_peak() {
    let board = BoardKind::Cloth.board();
    let square = |id| {
        board
            .squares
            .iter()
            .find(|s| s.id == id)
            .expect("a cloth square")
    };
    for id in (56..=60).chain(62..=66) {
        assert_eq!(
            square(id).turn,
            45.0,
            "{id} is turned to run along its diagonal"
        );
    }
    // The end squares stand clear of the foot, the leg above it, the peak and the spine.
    for (upright, turned) in [
        (55, 56),
        (54, 56),
        (67, 66),
        (68, 66),
        (61, 60),
        (74, 60),
        (61, 62),
        (74, 62),
    ] {
        let apart = separation(&outline(square(upright)), &outline(square(turned)));
        assert!(
            (0.0..0.4).contains(&apart),
            "{upright} and {turned}: {apart:.3}"
        );
    }
    let below_peak = separation(&outline(square(61)), &outline(square(74)));
    assert!(
        below_peak.abs() < 1e-4,
        "the spine meets the peak: {below_peak:.3}"
    );
}
