//! A grid of styled cells the boards are drawn on, printed line by line. A cell is one
//! terminal column: a character, with any marks that join it (a Tamil word's vowel signs and
//! viramas take no column of their own).

use crate::columns;
use crate::paint::{PLAIN, Paint, Style};

/// Cells with their styles, one per terminal column.
pub struct Canvas {
    rows: Vec<Vec<(String, Style)>>,
}

impl Canvas {
    /// A blank canvas.
    pub fn new(width: usize, height: usize) -> Self {
        Self {
            rows: vec![vec![(" ".to_owned(), PLAIN); width]; height],
        }
    }

    /// Write `text` from column `x` of line `y`; what falls outside is dropped.
    pub fn put(&mut self, x: usize, y: usize, text: &str, style: Style) {
        let Some(row) = self.rows.get_mut(y) else {
            return;
        };
        let mut column = x;
        for c in text.chars() {
            let width = columns::of_char(c);
            if width == 0 {
                // A joining mark goes with the character before it.
                if let Some(cell) = column.checked_sub(1).and_then(|left| row.get_mut(left)) {
                    cell.0.push(c);
                }
                continue;
            }
            if let Some(cell) = row.get_mut(column) {
                *cell = (c.to_string(), style);
            }
            // A wide character covers the next column too: it stays empty.
            for covered in column + 1..column + width {
                if let Some(cell) = row.get_mut(covered) {
                    *cell = (String::new(), style);
                }
            }
            column += width;
        }
    }

    /// Write `text` centred on column `x`.
    pub fn put_centred(&mut self, x: usize, y: usize, text: &str, style: Style) {
        let half = columns::width(text) / 2;
        self.put(x.saturating_sub(half), y, text, style);
    }

    /// The canvas as lines of text, trailing blanks trimmed, each style change escaped.
    pub fn render(&self, paint: Paint) -> String {
        let mut out = String::new();
        for row in &self.rows {
            let end = row
                .iter()
                .rposition(|(text, _)| text != " ")
                .map_or(0, |i| i + 1);
            let mut run = String::new();
            let mut style = PLAIN;
            for (text, s) in &row[..end] {
                if *s != style && !run.is_empty() {
                    out.push_str(&paint.paint(&run, style));
                    run.clear();
                }
                style = *s;
                run.push_str(text);
            }
            out.push_str(&paint.paint(&run, style));
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::ColorChoice;

    #[test]
    fn a_tamil_word_takes_its_columns_not_its_characters() {
        let mut canvas = Canvas::new(12, 1);
        canvas.put(0, 0, "|நீள்வட்டம்|", PLAIN);
        canvas.put(7, 0, "x", PLAIN);
        let line = canvas.render(Paint::new(ColorChoice::Never));
        assert_eq!(line, "|நீள்வட்டம்x\n");
        assert_eq!(columns::width(line.trim_end()), 8);
    }
}
