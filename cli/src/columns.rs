//! How many columns text takes on a terminal, which is not how many characters it has: Tamil's
//! viramas and most of its vowel signs join the letter before them and take no column of their
//! own. The page is laid out, wrapped and cut by these widths, and its tests measure with them.

use unicode_width::UnicodeWidthChar;

/// The columns `c` takes: none for a mark that joins the character before it, two for a wide
/// character, one otherwise.
pub fn of_char(c: char) -> usize {
    match c {
        // Tamil's length marks (ா, ௗ) extend the letter before them, so unicode-width gives
        // them no column; but they are spacing marks, and terminals that follow wcwidth (xterm,
        // VTE, glibc) give them one. Counting one keeps a line within its width on either.
        '\u{0BBE}' | '\u{0BD7}' => 1,
        _ => c.width().unwrap_or(0),
    }
}

/// The columns `text` takes on screen: its characters' widths, less any colour escapes
/// (`ESC [ … letter`), which take none.
pub fn width(text: &str) -> usize {
    let mut width = 0;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            width += of_char(c);
        }
    }
    width
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tamil_marks_that_join_a_letter_take_no_column_and_escapes_take_none() {
        // ந ீ ள ் வ ட ் ட ம ் : six letters, four joining marks.
        assert_eq!(width("நீள்வட்டம்"), 6);
        // க ா ய ் : the length mark takes its column, the virama none.
        assert_eq!(width("காய்"), 3);
        assert_eq!(width("\x1b[1;33mOval\x1b[0m"), 4);
        assert_eq!(width("╭─ ● ★ ▕●●·▏"), 12);
    }
}
