//! The game's log: every line the model's status has told, in words, oldest first.
//!
//! The model's status holds what the action on show has told so far, and starts afresh with
//! each action; the log notices a new action by the game's state changing between two calls
//! (every action changes it, the sticks' included) and keeps the lines of every action, so the
//! terminal can print each line once as it comes, or the last few under a redrawn board.

use dhayam_core::State;
use dhayam_core::app::GameScreenView;

use crate::words::current;

/// The lines told so far.
#[derive(Default)]
pub struct Log {
    lines: Vec<String>,
    /// Lines already printed.
    printed: usize,
    /// The state when the status was last read, and how many of its lines were logged.
    state: Option<State>,
    told: usize,
}

impl Log {
    /// Take in what `view` has told since the last look; `state` is the game's state now.
    pub fn read(&mut self, view: &GameScreenView, state: &State) {
        if self.state.as_ref() != Some(state) {
            self.state = Some(state.clone());
            self.told = 0;
        }
        // The status only grows while one action is shown; should it ever be shorter, it is
        // another action's.
        if view.status.len() < self.told {
            self.told = 0;
        }
        for message in &view.status[self.told..] {
            self.lines.push(current().word(message));
        }
        self.told = view.status.len();
    }

    /// Add a line of the terminal's own.
    pub fn say(&mut self, line: String) {
        self.lines.push(line);
    }

    /// The lines not printed yet, marked printed.
    pub fn unprinted(&mut self) -> &[String] {
        let start = self.printed;
        self.printed = self.lines.len();
        &self.lines[start..]
    }

    /// The last `n` lines, marked printed.
    pub fn tail(&mut self, n: usize) -> &[String] {
        self.printed = self.lines.len();
        &self.lines[self.lines.len().saturating_sub(n)..]
    }
}
