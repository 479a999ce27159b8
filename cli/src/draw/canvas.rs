//! A grid of styled characters the boards are drawn on, printed line by line.

use crate::paint::{PLAIN, Paint, Style};

/// Characters with their styles, one per terminal column (every glyph used is one column wide).
pub struct Canvas {
    rows: Vec<Vec<(char, Style)>>,
}

impl Canvas {
    /// A blank canvas.
    pub fn new(width: usize, height: usize) -> Self {
        Self {
            rows: vec![vec![(' ', PLAIN); width]; height],
        }
    }

    /// Write `text` from column `x` of line `y`; what falls outside is dropped.
    pub fn put(&mut self, x: usize, y: usize, text: &str, style: Style) {
        let Some(row) = self.rows.get_mut(y) else {
            return;
        };
        for (i, c) in text.chars().enumerate() {
            if let Some(cell) = row.get_mut(x + i) {
                *cell = (c, style);
            }
        }
    }

    /// Write `text` centred on column `x`.
    pub fn put_centred(&mut self, x: usize, y: usize, text: &str, style: Style) {
        let half = text.chars().count() / 2;
        self.put(x.saturating_sub(half), y, text, style);
    }

    /// The canvas as lines of text, trailing blanks trimmed, each style change escaped.
    pub fn render(&self, paint: Paint) -> String {
        let mut out = String::new();
        for row in &self.rows {
            let end = row
                .iter()
                .rposition(|&(c, _)| c != ' ')
                .map_or(0, |i| i + 1);
            let mut run = String::new();
            let mut style = PLAIN;
            for &(c, s) in &row[..end] {
                if s != style && !run.is_empty() {
                    out.push_str(&paint.paint(&run, style));
                    run.clear();
                }
                style = s;
                run.push(c);
            }
            out.push_str(&paint.paint(&run, style));
            out.push('\n');
        }
        out
    }
}
