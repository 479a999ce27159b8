//! The 132-square Paramapadam board: rows zigzag up from 1 at the bottom left to 132 at the top
//! left, each ladder's foot marked `↑` in green and each snake's head `↓` in red, with the
//! layout's ladders and snakes listed below by their virtues and vices.

use dhayam_core::app::Spot;
use dhayam_core::paramapadam::Paramapadam;
use dhayam_core::paramapadam::{COLUMNS, LAST_SQUARE, ROWS, centre};

use super::{Canvas, Look};
use crate::columns;
use crate::names::{self, format, label};
use crate::paint::{BOLD, GREEN, RED, RING, YELLOW};
use crate::screen::pad;

/// Columns per square.
const PITCH: usize = 5;
/// Columns a square's text takes.
const CELL: usize = 4;

/// The board with its tokens and the list of ladders and snakes, as text.
pub fn draw(game: &Paramapadam, look: &Look) -> String {
    let layout = game.rules().layout;
    let mut canvas = Canvas::new(usize::from(COLUMNS) * PITCH, usize::from(ROWS));
    for n in 1..=LAST_SQUARE {
        let point = centre(n);
        let (x, y) = (point.x as usize * PITCH, point.y as usize);
        let here: Vec<u8> = (0..game.rules().players)
            .filter(|&p| look.coins_at(Spot::on(n), p) > 0)
            .collect();
        let (text, style) = match here.as_slice() {
            [] => match layout.link_at(n) {
                Some(link) if link.is_ladder() => (format!("{n}↑"), GREEN),
                Some(_) => (format!("{n}↓"), RED),
                None if n == LAST_SQUARE => (format!("{n}★"), YELLOW),
                None => (n.to_string(), look.lines()),
            },
            [p] => (look.glyph(*p).to_string(), look.style(*p)),
            many => (many.iter().map(|&p| look.glyph(p)).collect(), BOLD),
        };
        let text: String = text.chars().take(CELL).collect();
        let style = if look.ring.contains(&u32::from(n)) {
            RING
        } else {
            style
        };
        canvas.put(x, y, &format!("{text:>CELL$}"), style);
    }
    let mut out = canvas.render(look.paint);
    if look.compact {
        // Beside the board the players' strips say who is off it; the guide lists the
        // ladders and snakes.
        return out;
    }
    let off: Vec<String> = (0..game.rules().players)
        .filter(|&p| look.coins_at(Spot::Home, p) > 0)
        .map(|p| {
            let name = format!("{} {}", look.glyph(p), names::player(p));
            look.paint.paint(&name, look.style(p))
        })
        .collect();
    if !off.is_empty() {
        out.push_str(&format!(
            "  {}\n",
            format("cli_off_board", &[off.join(" ")])
        ));
    }
    let list = |ladders: bool| {
        layout
            .links()
            .iter()
            .filter(|link| link.is_ladder() == ladders)
            .map(|link| format!("{}→{}", link.from, link.to))
            .collect::<Vec<_>>()
            .join(" ")
    };
    // The two names padded to one width, so that the lists start in one column.
    let (ladders, snakes) = (label("cli_ladders"), label("cli_snakes"));
    let width = columns::width(&ladders).max(columns::width(&snakes));
    out.push_str(&format!(
        "  {} {}\n  {} {}\n",
        look.paint.paint(&pad(&ladders, width), GREEN),
        list(true),
        look.paint.paint(&pad(&snakes, width), RED),
        list(false)
    ));
    out
}
