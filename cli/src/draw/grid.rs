//! The 7x7 board of Thayam: a ruled grid, each square numbered along the path as a player
//! counts it (1 at the bottom home square, round the outer ring, spiralling in to 48), crossed
//! squares marked `×`, the centre `★`, each home square tinted in its player's colour, and the
//! pawns still waiting to enter (`⌂`) beside their home square.

use dhayam_core::app::Spot;
use dhayam_core::{Position, SquareKind, SquareName};

use super::{Canvas, Look, occupants};
use crate::paint::{BOLD, RING};

/// Room above the grid for the top seat's waiting pawns.
const TOP: usize = 1;

/// The board with its pawns, as text: cells five columns wide, or three when `look.compact`.
pub fn draw(position: &Position, look: &Look) -> String {
    let board = position.board();
    let side = board.size.x as usize;
    // Columns inside a cell, from one cell's left rule to the next, and the room left of the
    // grid for the left seat's waiting pawns.
    let (inner, left) = if look.compact { (3, 5) } else { (5, 9) };
    let step = inner + 1;
    let mut canvas = Canvas::new(left + side * step + 1 + left, TOP + side * 2 + 2);
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
            line.push_str(&"─".repeat(inner));
        }
        line.push(r);
        canvas.put(left, y, &line, look.lines());
        if row < side {
            for col in 0..=side {
                canvas.put(left + col * step, y + 1, "│", look.lines());
            }
        }
    }
    // Which player's home each square is, for tinting.
    let home_of = |id: u8| position.players().find(|&p| position.square_at(p, 0) == id);
    for square in &board.squares {
        let (col, row) = (square.centre.x as usize, square.centre.y as usize);
        let (x, y) = (left + col * step + 1, TOP + row * 2 + 1);
        let ringed = look.ring.contains(&u32::from(square.id));
        let number = match board.name(square.id) {
            Some(SquareName::Number { value }) => value.to_string(),
            _ => String::new(),
        };
        let (text, style) = match occupants(position, square.id, look) {
            Some(found) => found,
            None if square.kind == SquareKind::Centre => ("★".to_owned(), BOLD),
            None if square.safe => (
                format!("×{number}"),
                home_of(square.id).map_or(BOLD, |p| look.style(p)),
            ),
            None => (number, look.lines()),
        };
        let text: String = text.chars().take(inner).collect();
        canvas.put(
            x,
            y,
            &format!("{text:^inner$}"),
            if ringed { RING } else { style },
        );
    }
    for p in position.players() {
        let waiting = look.coins_at(Spot::Home, p);
        let Some(&point) = board.homes.get(usize::from(position.seat(p))) else {
            continue;
        };
        let text = format!("⌂{}{waiting}", look.glyph(p));
        let y = (TOP as f32 + point.y * 2.0 + 1.0).round().clamp(0.0, 16.0) as usize;
        let x = if point.x < 0.0 {
            0
        } else if point.x > board.size.x {
            left + side * step + 1
        } else {
            left + (point.x as usize) * step
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
