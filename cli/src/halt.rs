//! Why the interactive program stops before the player quits — input ended, or the store could
//! not keep what it was given — and what the player is told then, in their words.
//!
//! The app model keeps an action only once the store has saved it, and refuses it otherwise
//! (`Refusal::NotSaved`). A terminal has no one to tap Resume and try again later, and playing
//! on with writes failing would only lose more, so the first write the store refuses stops the
//! program, saying what to do: the next run carries on from the last action that was saved.

use std::fmt;
use std::path::{Path, PathBuf};

use dhayam_core::StoreError;
use dhayam_core::app::SaveProblem;

use crate::input::Ended;

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
    let (what, kept, carry_on) = match task {
        Task::SaveGame => (
            "the game can't be saved",
            "Your game is kept as of your last saved move",
            " to carry on",
        ),
        Task::NewGame => (
            "the new game can't be started",
            "Your statistics and any game in progress are kept as they were",
            "",
        ),
        Task::SaveSettings => (
            "the settings can't be saved",
            "They stay as they were before this change",
            "",
        ),
        Task::ClearSavedGame => (
            "the saved game can't be cleared",
            "It is kept as it was",
            "",
        ),
        Task::Resume => (
            "the saved game can't be resumed",
            "It is kept as it was",
            " to carry on",
        ),
    };
    let (cause, fix) = match problem {
        SaveProblem::DiskFull => ("The device is out of space".to_owned(), "free some space"),
        SaveProblem::Unwritable => (
            format!("{} can't be written to", path.display()),
            "make it writable",
        ),
        SaveProblem::Damaged => {
            return format!(
                "The file that keeps your games and statistics, {}, has been damaged, so {what}. \
                 It is left as it was: run dhayam again to see what can be done.",
                path.display()
            );
        }
        SaveProblem::NotTheSavedGame | SaveProblem::SavedElsewhere => {
            return format!(
                "This game was ended, replaced or saved from elsewhere since it was loaded, so \
                 {what}. Your statistics are kept: run dhayam again to see where things stand."
            );
        }
        SaveProblem::InUse | SaveProblem::NoStore | SaveProblem::Database => (
            "The file that keeps your games can't be written just now (another program may be \
             using it)"
                .to_owned(),
            "close any other dhayam",
        ),
    };
    format!("{cause}, so {what}. {kept}: {fix} and run dhayam again{carry_on}.")
}

/// Why the store in `dir` can't be opened, and what to do.
pub fn cannot_open(dir: &Path, error: &StoreError) -> String {
    let dir = dir.display();
    match error {
        StoreError::DiskFull => format!(
            "The device is out of space, so dhayam can't keep your games and statistics in \
             {dir}. Free some space and run dhayam again."
        ),
        StoreError::Unwritable { .. } => format!(
            "dhayam can't write to {dir}, where it keeps your games and statistics. Make it \
             writable, or choose another folder with --data-dir."
        ),
        StoreError::Corrupt { path, .. } => format!(
            "The file that keeps your games and statistics, {}, is damaged and can't be read; \
             it has been left as it was. Move it elsewhere (keep it for a bug report) and run \
             dhayam again to start afresh.",
            path.display()
        ),
        StoreError::NewerVersion { .. } => format!(
            "Your games and statistics in {dir} were saved by a newer version of dhayam. Update \
             dhayam to open them."
        ),
        StoreError::InUse { .. } => format!(
            "Another dhayam is using your games and statistics in {dir}: only one can keep them \
             at a time. Close it and run dhayam again, or choose another folder with --data-dir."
        ),
        _ => format!(
            "dhayam can't open your games and statistics in {dir} just now. Run dhayam again \
             in a moment."
        ),
    }
}
