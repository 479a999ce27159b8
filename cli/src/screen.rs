//! The terminal as a screen: the alternate screen entered while the game runs and left as it
//! ends, a page drawn in place from its top line, and the game's page laid out to fit the
//! terminal — 80×24 at the least — with the board on the left and the players, the sticks, the
//! moves and the log beside it (or below it, when the board leaves no room beside).
//!
//! Only a terminal gets any of this; piped, the program prints plain lines (see `play`).

use std::io::Write;

use crossterm::cursor::MoveTo;
use crossterm::terminal::{self, Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::{execute, queue};

use crate::out::sayln;
use crate::{columns, names};

/// A page's size in columns and lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    /// Columns.
    pub width: usize,
    /// Lines.
    pub height: usize,
}

/// The fewest columns the panel beside the board may have.
const PANEL: usize = 22;

/// The smallest terminal the pages are laid out for.
pub const SMALLEST: Size = Size {
    width: 80,
    height: 24,
};

/// The terminal's size now, or 80×24 if it can't be told.
pub fn size() -> Size {
    terminal::size().map_or(SMALLEST, |(width, height)| Size {
        width: usize::from(width),
        height: usize::from(height),
    })
}

/// The alternate screen, while this lives.
pub struct Alternate(());

impl Alternate {
    /// Enter the alternate screen (the terminal's own contents come back on leaving).
    pub fn enter() -> Self {
        let _ = execute!(std::io::stdout(), EnterAlternateScreen, MoveTo(0, 0));
        // Ctrl-C ends the program at once (every action is saved as it is made), but first
        // gives the terminal its own screen back.
        let _ = ctrlc::set_handler(|| {
            let _ = execute!(std::io::stdout(), LeaveAlternateScreen);
            sayln!("{}", names::label("cli_stopped"));
            std::process::exit(130);
        });
        Self(())
    }
}

impl Drop for Alternate {
    fn drop(&mut self) {
        let _ = execute!(std::io::stdout(), LeaveAlternateScreen);
    }
}

/// Draw `lines` from the top of the screen, clearing what was there, and leave the cursor on
/// the line after them (where a prompt goes).
pub fn draw(lines: &[String]) {
    let mut out = std::io::stdout();
    let _ = queue!(out, MoveTo(0, 0));
    for line in lines {
        let _ = write!(out, "{line}");
        let _ = queue!(out, Clear(ClearType::UntilNewLine));
        let _ = write!(out, "\r\n");
    }
    let _ = queue!(out, Clear(ClearType::FromCursorDown));
    let _ = out.flush();
}

/// Clear the screen before a menu is printed from its top.
pub fn clear() {
    let _ = execute!(
        std::io::stdout(),
        MoveTo(0, 0),
        Clear(ClearType::FromCursorDown)
    );
}

/// `text` cut to `width` columns (plain text, no escapes), `…` marking a cut.
pub fn cut(text: &str, width: usize) -> String {
    if columns::width(text) <= width {
        return text.to_owned();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = columns::of_char(c);
        if used + w > width.saturating_sub(1) {
            break;
        }
        used += w;
        out.push(c);
    }
    out.push('…');
    out
}

/// `text` followed by spaces to fill `width` columns (plain text): `format!("{:<w$}")` counts
/// characters, and a Tamil word has more characters than columns.
pub fn pad(text: &str, width: usize) -> String {
    format!(
        "{text}{}",
        " ".repeat(width.saturating_sub(columns::width(text)))
    )
}

/// `text` broken into lines of at most `width` columns at spaces; the lines after the first
/// start with `indent`.
pub fn wrap(text: &str, width: usize, indent: &str) -> Vec<String> {
    let mut lines = Vec::new();
    // A line's own leading spaces are kept: they indent it.
    let lead = text.len() - text.trim_start_matches(' ').len();
    let mut line = " ".repeat(lead);
    for word in text.split(' ').filter(|word| !word.is_empty()) {
        let len = columns::width(&line);
        if len > 0 && len + 1 + columns::width(word) > width {
            lines.push(std::mem::take(&mut line));
            line.push_str(indent);
        }
        if !line.trim().is_empty() && !line.ends_with(' ') {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.trim().is_empty() {
        lines.push(line);
    }
    lines.into_iter().map(|line| cut(&line, width)).collect()
}

/// `text` wrapped to `width` columns beside `head`, its lines after the first indented to
/// start under the first's text: `  r        roll the sticks`, and a key's longer meaning
/// carried on below its start rather than under the key.
pub fn hang(head: &str, text: &str, width: usize) -> Vec<String> {
    let indent = " ".repeat(columns::width(head));
    let room = width.saturating_sub(indent.len());
    wrap(text, room, "")
        .into_iter()
        .enumerate()
        .map(|(i, line)| format!("{}{line}", if i == 0 { head } else { &indent }))
        .collect()
}

/// What the game's page shows beside the board, most needed first.
pub struct Panel {
    /// Each player, the sticks and the bank: always shown.
    pub fixed: Vec<String>,
    /// The person's moves, numbered: shown as far as they fit.
    pub moves: Vec<String>,
    /// The log, oldest first: its last lines fill what room is left.
    pub log: Vec<String>,
    /// A refusal to say under the rest.
    pub refusal: Option<String>,
}

/// The game's page: `header` on the first line, `board` (lines already coloured, each at
/// most `board_width` columns) on the left and `panel` beside it, or below it when the board
/// leaves fewer than [`PANEL`] columns; two lines are kept free at the bottom for the prompt.
pub fn game_page(
    header: &str,
    board: &str,
    board_width: usize,
    panel: &Panel,
    size: Size,
) -> Vec<String> {
    // Two lines are kept for the prompt, which may run onto a second.
    let rows = size.height.saturating_sub(3);
    // The last column is left free: a line that fills it leaves some terminals waiting to wrap.
    let size = Size {
        width: size.width.saturating_sub(1),
        ..size
    };
    let board: Vec<&str> = board.lines().take(rows).collect();
    let beside = size.width >= board_width + 2 + PANEL;
    let panel_width = if beside {
        size.width - board_width - 2
    } else {
        size.width
    };
    let room = if beside {
        rows
    } else {
        rows.saturating_sub(board.len())
    };
    let panel = panel_lines(panel, panel_width, room);
    let mut page = vec![cut(header, size.width)];
    if beside {
        for i in 0..board.len().max(panel.len()) {
            let left = board.get(i).copied().unwrap_or("");
            let pad = board_width.saturating_sub(columns::width(left));
            let right = panel.get(i).map_or("", String::as_str);
            page.push(
                format!("{left}{}  {right}", " ".repeat(pad))
                    .trim_end()
                    .to_owned(),
            );
        }
    } else {
        page.extend(board.iter().map(|line| (*line).to_owned()));
        page.extend(panel);
    }
    page
}

/// The panel's lines in `width` columns and at most `room` lines.
fn panel_lines(panel: &Panel, width: usize, room: usize) -> Vec<String> {
    let wrapped = |lines: &[String]| -> Vec<String> {
        lines
            .iter()
            .flat_map(|line| {
                if line.is_empty() {
                    vec![String::new()]
                } else {
                    wrap(line, width, "    ")
                }
            })
            .collect()
    };
    let mut out = wrapped(&panel.fixed);
    let refusal = panel
        .refusal
        .as_ref()
        .map(|refusal| wrap(refusal, width, "  "))
        .unwrap_or_default();
    let left = room.saturating_sub(out.len() + refusal.len());
    let moves = wrapped(&panel.moves);
    if !moves.is_empty() {
        if moves.len() <= left {
            out.extend(moves);
        } else {
            let shown = left.saturating_sub(1);
            out.extend(moves.iter().take(shown).cloned());
            let more = moves.len() - shown;
            let more = names::plural("cli_more_moves", more as u32, &[more.to_string()]);
            out.push(cut(&format!("  {more}"), width));
        }
    }
    let left = room.saturating_sub(out.len() + refusal.len());
    if left > 1 {
        let log = wrapped(&panel.log);
        out.push(String::new());
        // From the start of an entry: a continued line's beginning would read as nonsense.
        let tail = log[log.len().saturating_sub(left - 1)..]
            .iter()
            .skip_while(|line| line.starts_with(' '));
        out.extend(tail.cloned());
    }
    out.extend(refusal);
    out.truncate(room);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_wraps_at_spaces_within_the_width_and_escapes_take_no_columns() {
        let lines = wrap("the quick brown fox jumps over the lazy dog", 12, "  ");
        assert_eq!(
            lines,
            [
                "the quick",
                "  brown fox",
                "  jumps over",
                "  the lazy",
                "  dog"
            ]
        );
        assert_eq!(cut("abcdef", 4), "abc…");
        assert_eq!(
            hang("  r    ", "roll the two sticks", 16),
            ["  r    roll the", "       two", "       sticks"]
        );
    }

    #[test]
    fn a_long_move_list_is_cut_with_a_count_and_the_page_fits() {
        let panel = Panel {
            fixed: vec!["Player 1".into(), "Player 2".into()],
            moves: (1..=40).map(|n| format!("{n:>3} a move")).collect(),
            log: (1..=30).map(|n| format!("line {n}")).collect(),
            refusal: Some("✗ no".into()),
        };
        let board = "#".repeat(50) + "\n";
        let page = game_page("Header", &board.repeat(21), 50, &panel, SMALLEST);
        assert!(page.len() <= 22, "{page:#?}");
        assert!(
            page.iter().all(|line| columns::width(line) <= 80),
            "{page:#?}"
        );
        assert!(page.iter().any(|line| line.contains("more: type a number")));
        assert!(page.iter().any(|line| line.contains("✗ no")));
    }
}
