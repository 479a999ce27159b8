//! The notation's words: a [`Token`] is one word with the line and column it starts at, a
//! [`Line`] the words of one line, [`Lines`] the non-blank lines of a whole text. Every parse
//! error is made from where a word stands, so this module is also where errors get their place.

use std::str::FromStr;

use super::error::{NotationError, NotationErrorKind};

/// A number written in plain decimal digits (no sign, no spaces).
pub(super) fn decimal<T: FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// A word of the text and where it starts.
#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub(super) text: &'a str,
    pub(super) line: usize,
    pub(super) column: usize,
}

impl<'a> Token<'a> {
    pub(super) fn error(self, kind: NotationErrorKind) -> NotationError {
        NotationError {
            line: self.line,
            column: self.column,
            kind,
        }
    }

    pub(super) fn expected(self, what: &str) -> NotationError {
        self.error(NotationErrorKind::Expected {
            expected: what.to_owned(),
            found: self.text.to_owned(),
        })
    }

    pub(super) fn bad(self, name: &'static str, expected: &'static str) -> NotationError {
        self.error(NotationErrorKind::BadValue {
            name,
            value: self.text.to_owned(),
            expected,
        })
    }

    /// This word, which may be given once, given again.
    pub(super) fn duplicate(self) -> NotationError {
        self.error(NotationErrorKind::Duplicate(format!("`{}`", self.text)))
    }

    /// The word from byte `at` on (a char boundary), with its own column.
    fn rest(self, at: usize) -> Self {
        let (before, after) = self.text.split_at_checked(at).unwrap_or((self.text, ""));
        Self {
            text: after,
            column: self.column + before.chars().count(),
            ..self
        }
    }

    /// The word before the first `separator` and the word after it.
    pub(super) fn split_once(self, separator: char) -> Option<(Self, Self)> {
        let at = self.text.find(separator)?;
        let head = Self {
            text: self.text.get(..at)?,
            ..self
        };
        Some((head, self.rest(at + separator.len_utf8())))
    }

    /// `name=value`, or an error saying what was expected.
    pub(super) fn key_value(self, what: &str) -> Result<(Self, Self), NotationError> {
        self.split_once('=').ok_or_else(|| self.expected(what))
    }

    /// The parts between `separator`s, each with its column.
    pub(super) fn split(self, separator: char) -> impl Iterator<Item = Self> + 'a {
        let mut column = self.column;
        self.text.split(separator).map(move |text| {
            let part = Self {
                text,
                column,
                ..self
            };
            column += text.chars().count() + 1;
            part
        })
    }

    pub(super) fn number<T: FromStr>(self, name: &'static str) -> Result<T, NotationError> {
        decimal(self.text).ok_or_else(|| self.bad(name, "a whole number"))
    }

    pub(super) fn on_off(self, name: &'static str) -> Result<bool, NotationError> {
        match self.text {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(self.bad(name, "on or off")),
        }
    }
}

/// `what` is missing at `line`, `column`: where a line ends, or after the last line.
fn missing(line: usize, column: usize, what: &str) -> NotationError {
    NotationError {
        line,
        column,
        kind: NotationErrorKind::Missing(what.to_owned()),
    }
}

/// One line's words, read left to right.
pub(super) struct Line<'a> {
    number: usize,
    /// The column just past the line's last character, where a missing word is reported.
    end: usize,
    tokens: std::vec::IntoIter<Token<'a>>,
}

impl<'a> Line<'a> {
    /// The words of `text`, line `number` of the whole.
    pub(super) fn new(number: usize, text: &'a str) -> Self {
        let mut tokens = Vec::new();
        let mut start = None;
        let mut column = 0;
        for (byte, ch) in text.char_indices() {
            column += 1;
            match (ch.is_whitespace(), start) {
                (true, Some((from, at))) => {
                    tokens.push(Token {
                        text: text.get(from..byte).unwrap_or(""),
                        line: number,
                        column: at,
                    });
                    start = None;
                }
                (false, None) => start = Some((byte, column)),
                _ => {}
            }
        }
        if let Some((from, at)) = start {
            tokens.push(Token {
                text: text.get(from..).unwrap_or(""),
                line: number,
                column: at,
            });
        }
        Self {
            number,
            end: column + 1,
            tokens: tokens.into_iter(),
        }
    }

    fn is_blank(&self) -> bool {
        self.tokens.as_slice().is_empty()
    }

    fn first_word(&self) -> Option<&'a str> {
        self.tokens.as_slice().first().map(|token| token.text)
    }

    pub(super) fn next(&mut self) -> Option<Token<'a>> {
        self.tokens.next()
    }

    /// The next word, or an error saying `what` is missing at the end of the line.
    pub(super) fn expect(&mut self, what: &str) -> Result<Token<'a>, NotationError> {
        self.tokens
            .next()
            .ok_or_else(|| missing(self.number, self.end, what))
    }

    /// Check that no word is left.
    pub(super) fn finish(&mut self) -> Result<(), NotationError> {
        match self.tokens.next() {
            Some(token) => Err(token.expected("the end of the line")),
            None => Ok(()),
        }
    }
}

/// The text's non-blank lines, read top to bottom.
pub(super) struct Lines<'a> {
    lines: std::iter::Peekable<std::vec::IntoIter<Line<'a>>>,
    /// The line after the last, where a missing line is reported.
    after_last: usize,
}

impl<'a> Lines<'a> {
    pub(super) fn new(text: &'a str) -> Self {
        let lines: Vec<Line<'a>> = (1..)
            .zip(text.lines())
            .map(|(number, line)| Line::new(number, line))
            .filter(|line| !line.is_blank())
            .collect();
        Self {
            lines: lines.into_iter().peekable(),
            after_last: text.lines().count() + 1,
        }
    }

    /// The next line and its first word, or an error saying `what` is missing.
    pub(super) fn first(&mut self, what: &str) -> Result<(Line<'a>, Token<'a>), NotationError> {
        let mut line = self
            .lines
            .next()
            .ok_or_else(|| missing(self.after_last, 1, what))?;
        let first = line.expect(what)?;
        Ok((line, first))
    }

    /// The next line, which must start with `keyword`, with the keyword read.
    pub(super) fn keyword(
        &mut self,
        keyword: &str,
        what: &str,
    ) -> Result<(Line<'a>, Token<'a>), NotationError> {
        let (line, first) = self.first(what)?;
        if first.text != keyword {
            return Err(first.expected(&format!("{what}, starting `{keyword}`")));
        }
        Ok((line, first))
    }

    /// The next line with the keyword read, if it starts with `keyword`.
    pub(super) fn optional(&mut self, keyword: &str) -> Option<Line<'a>> {
        let mut line = self
            .lines
            .next_if(|line| line.first_word() == Some(keyword))?;
        line.next();
        Some(line)
    }

    /// Check that no line is left.
    pub(super) fn finish(&mut self) -> Result<(), NotationError> {
        match self.lines.next().and_then(|mut line| line.next()) {
            Some(token) => Err(token.expected("the end of the position")),
            None => Ok(()),
        }
    }
}
