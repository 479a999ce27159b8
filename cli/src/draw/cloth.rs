//! The 98-square cloth board, drawn from the core's coordinates: one line per board unit and
//! five columns per unit, so the frame, the upside-down M with the Oval between its legs, the
//! spine, the flanks, the neck and the bar keep their shape. Safe squares carry an `×`, danger
//! squares a `!`; each player's private squares are tinted in their colour. The coins are drawn
//! where the look has them (the model's picture at this step of an action).

use dhayam_core::app::Spot;
use dhayam_core::{Point, Position, Square, SquareKind};

use super::{Canvas, Look, occupants};
use crate::columns;
use crate::names::label;
use crate::paint::{BOLD, RED, RING};

/// Columns a square's text takes.
const CELL: usize = 3;

/// Columns per board unit: five, or four when the board is drawn compact.
const fn pitch(look: &Look) -> usize {
    if look.compact { 4 } else { 5 }
}

/// Where a point is drawn at `pitch` columns a unit: (column, line).
fn at(point: Point, pitch: usize) -> (usize, usize) {
    (
        (point.x * pitch as f32).round().max(0.0) as usize,
        point.y.round().max(0.0) as usize,
    )
}

/// The board with its coins, as text.
pub fn draw(position: &Position, look: &Look) -> String {
    let board = position.board();
    let pitch = pitch(look);
    let at = |point| at(point, pitch);
    let width = (board.size.x * pitch as f32) as usize + CELL + 1;
    let height = board.size.y as usize;
    let mut canvas = Canvas::new(width, height);
    let by_id = |id: u8| &board.squares[usize::from(id)];
    // Squares next to each other on one line of a path are joined, which draws the frame's top
    // and bottom edges, the bar, and the flanks beside the spine's foot.
    for path in &board.paths {
        for pair in path.windows(2) {
            let (a, b) = (by_id(pair[0]), by_id(pair[1]));
            if a.kind == SquareKind::Oval || b.kind == SquareKind::Oval {
                continue;
            }
            let ((ax, ay), (bx, by)) = (at(a.centre), at(b.centre));
            if ay == by && ax.abs_diff(bx) == pitch {
                let join = "─".repeat(pitch - CELL);
                canvas.put(ax.min(bx) + CELL, ay, &join, look.lines());
            }
        }
    }
    // Where each square's cell goes. The diagonals' squares lie closer than a cell's width
    // apart on a line, so a cell that would run into the one before it moves right.
    let mut cells: Vec<(usize, usize, &Square)> = board
        .squares
        .iter()
        .filter(|square| square.kind != SquareKind::Oval)
        .map(|square| {
            let (x, y) = at(square.centre);
            (y, x, square)
        })
        .collect();
    cells.sort_by_key(|&(y, x, _)| (y, x));
    let mut last: Option<(usize, usize)> = None;
    for (y, x, _) in &mut cells {
        if let Some((line, end)) = last
            && line == *y
            && *x <= end
        {
            *x = end + 1;
        }
        last = Some((*y, *x + CELL - 1));
    }
    for square in board.squares.iter().filter(|s| s.kind == SquareKind::Oval) {
        oval(&mut canvas, position, square, look);
    }
    for &(y, x, square) in &cells {
        let (text, style) = cell(position, square, look);
        canvas.put(x, y, &format!("{text:>CELL$}"), style);
    }
    for p in position.players() {
        let home = look.coins_at(Spot::Home, p);
        let seat = position.seat(p);
        let Some(&point) = board.homes.get(usize::from(seat)) else {
            continue;
        };
        let (x, y) = at(point);
        let text = if seat == 0 {
            format!("({}{home:<2} {})", look.glyph(p), label("cli_board_home"))
        } else {
            format!("({} {}{home:>2})", label("cli_board_home"), look.glyph(p))
        };
        let x = if seat == 0 {
            x
        } else {
            (x + CELL).saturating_sub(columns::width(&text))
        };
        canvas.put(x, y, &text, look.style(p));
    }
    canvas.render(look.paint)
}

/// What a square shows: its coins, or its label with its marks.
fn cell(position: &Position, square: &Square, look: &Look) -> (String, &'static str) {
    let ringed = look.ring.contains(&u32::from(square.id));
    if let Some((text, style)) = occupants(position, square.id, look) {
        return (text, if ringed { RING } else { style });
    }
    let danger = position.rules().danger_squares
        && position
            .players()
            .any(|p| position.square_at(p, position.board().goal() - 1) == square.id);
    let (text, style) = if danger {
        (format!("!{}", square.label), RED)
    } else if square.safe {
        (format!("×{}", square.label), BOLD)
    } else {
        let style = match square.owner {
            Some(seat) => position
                .players()
                .find(|&p| position.seat(p) == seat)
                .map_or(look.lines(), |p| look.tint(p)),
            None => look.lines(),
        };
        (square.label.clone(), style)
    };
    (text, if ringed { RING } else { style })
}

/// The Oval: an outline two lines high between the legs' tops, with the coins that are home.
fn oval(canvas: &mut Canvas, position: &Position, square: &Square, look: &Look) {
    let pitch = pitch(look) as f32;
    let left = ((square.centre.x - square.size.x / 2.0) * pitch).round() as usize;
    let right = ((square.centre.x + square.size.x / 2.0) * pitch).round() as usize + CELL;
    let top = (square.centre.y - square.size.y / 2.0 + 0.2)
        .round()
        .max(0.0) as usize;
    let inner = right - left - 1;
    let centre = (left + right) / 2;
    let style = if look.ring.contains(&u32::from(square.id)) {
        RING
    } else {
        look.lines()
    };
    canvas.put(left, top, &format!("╭{}╮", "─".repeat(inner - 1)), style);
    canvas.put(
        left,
        top + 1,
        &format!("╰{}╯", "─".repeat(inner - 1)),
        style,
    );
    canvas.put_centred(centre, top, &format!(" {} ", label("square_oval")), style);
    let mut x = centre.saturating_sub(position.players().len() * 2);
    for p in position.players() {
        let n = look.coins_at(Spot::on(square.id), p);
        let text = format!(" {}{n} ", look.glyph(p));
        canvas.put(x, top + 1, &text, look.style(p));
        x += columns::width(&text);
    }
}
