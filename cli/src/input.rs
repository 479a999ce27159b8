//! Prompts: a question, a line of answer, and the question again with the reason until the answer
//! is one it takes. The same code reads a terminal or a script: when standard input is not a
//! terminal the answer is echoed, so a transcript reads like a session. Input ending (Ctrl-D, a
//! closed pipe) stops the program cleanly; the game was saved after its last action.
//!
//! Lines are read on a thread of their own, so a prompt can also wait for an answer only so
//! long (the quick Undo bar) and let the game go on if none comes.

use std::io::{BufRead, IsTerminal};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use crate::names::{format, label};
use crate::out::{self, say, sayln};
use crate::paint::{DIM, Paint, RED, YELLOW};

/// Standard input ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ended;

/// Where answers come from.
pub struct Input {
    /// Lines as they are read; `None` once input has ended.
    lines: Receiver<Option<String>>,
    ended: bool,
    echo: bool,
    paint: Paint,
}

/// One option of a menu: its short key and what it does.
pub struct Item<'a> {
    /// What to type.
    pub key: &'a str,
    /// What it does.
    pub label: String,
}

impl<'a> Item<'a> {
    /// An option.
    pub fn new(key: &'a str, label: impl Into<String>) -> Self {
        Self {
            key,
            label: label.into(),
        }
    }
}

impl Input {
    /// Answers from standard input.
    pub fn stdin(paint: Paint) -> Self {
        let echo = !std::io::stdin().is_terminal();
        let (send, lines) = channel();
        std::thread::spawn(move || {
            let stdin = std::io::stdin();
            let mut stdin = stdin.lock();
            loop {
                let mut line = String::new();
                let read = match stdin.read_line(&mut line) {
                    Ok(0) | Err(_) => None,
                    Ok(_) => Some(line),
                };
                let end = read.is_none();
                if send.send(read).is_err() || end {
                    return;
                }
            }
        });
        Self {
            lines,
            ended: false,
            echo,
            paint,
        }
    }

    fn show_prompt(&self, prompt: &str) {
        say!("{} ", self.paint.paint(prompt, YELLOW));
        out::flush();
    }

    /// A line as it arrived: trimmed, echoed when input is a script.
    fn took(&mut self, line: Option<String>) -> Result<String, Ended> {
        let Some(line) = line else {
            self.ended = true;
            sayln!();
            return Err(Ended);
        };
        let line = line.trim().to_owned();
        if self.echo {
            sayln!("{line}");
        }
        Ok(line)
    }

    /// Show `prompt` and read one line, trimmed.
    ///
    /// # Errors
    /// Input ended.
    pub fn line(&mut self, prompt: &str) -> Result<String, Ended> {
        self.show_prompt(prompt);
        let line = if self.ended {
            None
        } else {
            self.lines.recv().ok().flatten()
        };
        self.took(line)
    }

    /// Show `prompt` and read one line if it comes within `wait`; `None` if it doesn't.
    ///
    /// # Errors
    /// Input ended.
    pub fn line_within(&mut self, prompt: &str, wait: Duration) -> Result<Option<String>, Ended> {
        self.show_prompt(prompt);
        if self.ended {
            return self.took(None).map(Some);
        }
        match self.lines.recv_timeout(wait) {
            Ok(line) => self.took(line).map(Some),
            Err(RecvTimeoutError::Timeout) => {
                sayln!();
                Ok(None)
            }
            Err(RecvTimeoutError::Disconnected) => self.took(None).map(Some),
        }
    }

    /// Ask until `parse` takes the answer, saying why each refused answer was refused.
    ///
    /// # Errors
    /// Input ended.
    pub fn ask<T>(
        &mut self,
        prompt: &str,
        mut parse: impl FnMut(&str) -> Result<T, String>,
    ) -> Result<T, Ended> {
        loop {
            let line = self.line(prompt)?;
            match parse(&line) {
                Ok(value) => return Ok(value),
                Err(why) => self.refuse(&why),
            }
        }
    }

    /// Say why an answer was refused.
    pub fn refuse(&self, why: &str) {
        sayln!("  {}", self.paint.paint(&format!("✗ {why}"), RED));
    }

    /// Ask a yes-or-no question; an empty answer is no.
    ///
    /// # Errors
    /// Input ended.
    pub fn yes_no(&mut self, question: &str) -> Result<bool, Ended> {
        sayln!("{question}");
        self.ask(&label("cli_yes_no"), |answer| {
            match answer.to_ascii_lowercase().as_str() {
                "y" | "yes" => Ok(true),
                "" | "n" | "no" => Ok(false),
                _ => Err(format("cli_type_y_or_n", &[shorten(answer)])),
            }
        })
    }

    /// Show a menu and ask for one of its keys (or an option's words); an empty answer takes
    /// `default`. Returns the chosen key.
    ///
    /// # Errors
    /// Input ended.
    pub fn menu<'a>(
        &mut self,
        title: &str,
        items: &[Item<'a>],
        default: Option<&'a str>,
    ) -> Result<&'a str, Ended> {
        sayln!("{title}");
        for item in items {
            sayln!(
                "  {}  {}",
                self.paint.paint(&format!("{:>2}", item.key), YELLOW),
                item.label
            );
        }
        let prompt = match default {
            Some(key) => format("cli_choose_default", &[key.to_owned()]),
            None => label("cli_choose"),
        };
        let keys: Vec<&str> = items.iter().map(|item| item.key).collect();
        self.ask(&prompt, |answer| {
            if answer.is_empty() {
                return default.ok_or_else(|| format("cli_type_one_of", &[keys.join(", ")]));
            }
            items
                .iter()
                .find(|item| {
                    item.key.eq_ignore_ascii_case(answer) || item.label.eq_ignore_ascii_case(answer)
                })
                .map(|item| item.key)
                .ok_or_else(|| format("cli_not_an_option", &[shorten(answer), keys.join(", ")]))
        })
    }

    /// A faint note.
    pub fn note(&self, text: &str) {
        sayln!("{}", self.paint.paint(text, DIM));
    }
}

/// An answer quoted back, cut short if long.
pub fn shorten(answer: &str) -> String {
    const MAX: usize = 24;
    if answer.chars().count() > MAX {
        format!("{}…", answer.chars().take(MAX).collect::<String>())
    } else {
        answer.to_owned()
    }
}
