//! Why the interactive program stops before the player quits — input ended, or the store could
//! not keep what it was given — and what the player is told then, in their words.
//!
//! The app model keeps an action only once the store has saved it, and refuses it otherwise
//! (`Refusal::NotSaved`). A terminal has no one to tap Resume and try again later, and playing
//! on with writes failing would only lose more, so the first write the store refuses stops the
//! program, saying what to do: the next run carries on from the last action that was saved.
//! What it says is in the language the terminal speaks (the system's, should the store not
//! open to say which).

use std::fmt;
use std::path::{Path, PathBuf};

use dhayam_core::StoreError;
use dhayam_core::app::SaveProblem;

use crate::input::Ended;
use crate::names::{format, label};

/// What the program was doing when the store failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Saving the game after an action.
    SaveGame,
    /// Starting a new game.
    NewGame,
    /// Saving the settings.
    SaveSettings,
    /// Clearing the saved game.
    ClearSavedGame,
    /// Reading the saved game to resume it.
    Resume,
}

/// A task the store could not do. Shown, it says what happened and what to do.
#[derive(Debug)]
pub struct StoreFailure {
    /// What the program was doing.
    pub task: Task,
    /// Why the store could not.
    pub problem: SaveProblem,
    /// The store's file.
    pub path: PathBuf,
}

/// Why play stopped early.
#[derive(Debug)]
pub enum Halt {
    /// Input ended (Ctrl-D, a closed pipe); everything up to the last action is saved.
    Ended,
    /// The store failed: the program stops rather than play on unsaved.
    Store(StoreFailure),
}

impl Halt {
    /// The halt for the store, whose file is `path`, failing at `task` with `problem`.
    pub fn store(task: Task, problem: SaveProblem, path: &Path) -> Self {
        Self::Store(StoreFailure {
            task,
            problem,
            path: path.to_owned(),
        })
    }
}

impl From<Ended> for Halt {
    fn from(_: Ended) -> Self {
        Self::Ended
    }
}

impl fmt::Display for StoreFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&store_failed(self.task, self.problem, &self.path))
    }
}

/// What happened and what to do, after the store (its file at `path`) failed at `task`.
fn store_failed(task: Task, problem: SaveProblem, path: &Path) -> String {
    let path = path.display().to_string();
    // What can't be done, what is kept, and whether running again carries on from there.
    let (what, kept, carry_on) = match task {
        Task::SaveGame => ("cli_halt_save_game", "cli_halt_kept_game", true),
        Task::NewGame => ("cli_halt_new_game", "cli_halt_kept_all", false),
        Task::SaveSettings => ("cli_halt_save_settings", "cli_halt_kept_settings", false),
        Task::ClearSavedGame => ("cli_halt_clear_saved_game", "cli_halt_kept_it", false),
        Task::Resume => ("cli_halt_resume", "cli_halt_kept_it", true),
    };
    let what = label(what);
    let (cause, fix) = match problem {
        SaveProblem::DiskFull => (label("cli_halt_disk_full"), "cli_halt_free_space"),
        SaveProblem::Unwritable => (
            format("cli_halt_unwritable", &[path]),
            "cli_halt_make_writable",
        ),
        SaveProblem::Damaged => return format("cli_halt_damaged", &[path, what]),
        SaveProblem::NotTheSavedGame | SaveProblem::SavedElsewhere => {
            return format("cli_halt_replaced", &[what]);
        }
        SaveProblem::InUse | SaveProblem::NoStore | SaveProblem::Database => {
            (label("cli_halt_in_use"), "cli_halt_close_other")
        }
    };
    let again = if carry_on {
        "cli_halt_run_again_carry_on"
    } else {
        "cli_halt_run_again"
    };
    let again = format(again, &[label(fix)]);
    format("cli_halt", &[cause, what, label(kept), again])
}

/// Why the store in `dir` can't be opened, and what to do.
pub fn cannot_open(dir: &Path, error: &StoreError) -> String {
    let dir = dir.display().to_string();
    match error {
        StoreError::DiskFull => format("cli_open_disk_full", &[dir]),
        StoreError::Unwritable { .. } => format("cli_open_unwritable", &[dir]),
        StoreError::Corrupt { path, .. } => {
            format("cli_open_corrupt", &[path.display().to_string()])
        }
        StoreError::NewerVersion { .. } => format("cli_open_newer", &[dir]),
        StoreError::InUse { .. } => format("cli_open_in_use", &[dir]),
        _ => format("cli_open_other", &[dir]),
    }
}
