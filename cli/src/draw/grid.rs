//! The 7x7 board of Thayam: a ruled grid, crossed squares marked `×`, each home square tinted in
//! its player's colour, and the pawns still waiting to enter beside their home square.

use dhayam_core::app::Spot;
use dhayam_core::{Position, SquareKind};

use super::{Canvas, Look, occupants};
use crate::paint::{BOLD, RING};

/// Columns inside a cell.
const INNER: usize = 5;
/// Columns from one cell's left rule to the next.
const STEP: usize = INNER + 1;
/// Room left of the grid for the left seat's waiting pawns, and above it for the top seat's.
const LEFT: usize = 9;
const TOP: usize = 1;

/// The board with its pawns, as text.
pub fn draw(position: &Position, look: &Look) -> String {
    let board = position.board();
    let side = board.size.x as usize;
    let mut canvas = Canvas::new(LEFT + side * STEP + 1 + 9, TOP + side * 2 + 2);
    for row in 0..=side {
        let y = TOP + row * 2;
        let (l, m, r) = match row {
            0 => ('┌', '┬', '┐'),
            _ if row == side => ('└', '┴', '┘'),
            _ => ('├', '┼', '┤'),
        };
        let mut line = String::new();
        for col in 0..side {
            line.push(if col == 0 { l } else { m });
            line.push_str(&"─".repeat(INNER));
        }
        line.push(r);
        canvas.put(LEFT, y, &line, look.lines());
        if row < side {
            for col in 0..=side {
                canvas.put(LEFT + col * STEP, y + 1, "│", look.lines());
            }
        }
    }
    // Which player's home each square is, for tinting.
    let home_of = |id: u8| position.players().find(|&p| position.square_at(p, 0) == id);
    for square in &board.squares {
        let (col, row) = (square.centre.x as usize, square.centre.y as usize);
        let (x, y) = (LEFT + col * STEP + 1, TOP + row * 2 + 1);
        let ringed = look.ring.contains(&square.id);
        let (text, style) = match occupants(position, square.id, look) {
            Some(found) => found,
            None if square.kind == SquareKind::Centre => ("×home".to_owned(), BOLD),
            None if square.safe => (
                format!("×{}", square.label),
                home_of(square.id).map_or(BOLD, |p| look.style(p)),
            ),
            None => (square.label.clone(), look.lines()),
        };
        let text: String = text.chars().take(INNER).collect();
        canvas.put(
            x,
            y,
            &format!("{text:^INNER$}"),
            if ringed { RING } else { style },
        );
    }
    for p in position.players() {
        let waiting = look.coins_at(Spot::Home, p);
        let Some(&point) = board.homes.get(usize::from(position.seat(p))) else {
            continue;
        };
        let text = format!("⌂ {}{waiting}", look.glyph(p));
        let y = (TOP as f32 + point.y * 2.0 + 1.0).round().clamp(0.0, 16.0) as usize;
        let x = if point.x < 0.0 {
            1
        } else if point.x > board.size.x {
            LEFT + side * STEP + 2
        } else {
            LEFT + (point.x as usize) * STEP + 1
        };
        let y = if point.y < 0.0 {
            0
        } else if point.y > board.size.y {
            TOP + side * 2 + 1
        } else {
            y
        };
        canvas.put(x, y, &text, look.style(p));
    }
    canvas.render(look.paint)
}
