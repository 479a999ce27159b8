//! Why the interactive program stops before the player quits — input ended, or the store could
//! not keep what it was given — and what the player is told then, in their words.
//!
//! A game is saved after every action, so a save that fails leaves the game on the screen ahead
//! of the one kept: playing on would only widen the gap, and every move after it would be lost.
//! So the first write the store refuses stops the program. The store guarantees a refused write
//! changed nothing, so the next run carries on from the last action that was saved.

use std::fmt;
use std::path::Path;

use dhayam_core::StoreError;

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
    /// Reading the saved game to resume it.
    Resume,
}

/// A task the store could not do. Shown, it says what happened and what to do.
#[derive(Debug)]
pub struct StoreFailure {
    /// What the program was doing.
    pub task: Task,
    /// Why the store could not.
    pub error: StoreError,
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
    /// The halt for the store failing at `task`, for `map_err`.
    pub fn store(task: Task) -> impl FnOnce(StoreError) -> Self {
        move |error| Self::Store(StoreFailure { task, error })
    }
}

impl From<Ended> for Halt {
    fn from(_: Ended) -> Self {
        Self::Ended
    }
}

impl fmt::Display for StoreFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&store_failed(self.task, &self.error))
    }
}

/// What happened and what to do, after the store failed at `task`.
fn store_failed(task: Task, error: &StoreError) -> String {
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
        Task::Resume => (
            "the saved game can't be resumed",
            "It is kept as it was",
            " to carry on",
        ),
    };
    let (cause, fix) = match error {
        StoreError::DiskFull => (
            "The device is out of space".to_owned(),
            "free some space".into(),
        ),
        StoreError::Unwritable { path, .. } => (
            format!("{} can't be written to", path.display()),
            "make it writable".to_owned(),
        ),
        StoreError::Corrupt { path, .. } => {
            return format!(
                "The file that keeps your games and statistics, {}, has been damaged, so {what}. \
                 It is left as it was: run dhayam again to see what can be done.",
                path.display()
            );
        }
        StoreError::NotTheSavedGame { .. } | StoreError::StaleGame { .. } => {
            return format!(
                "This game was ended, replaced or saved from elsewhere since it was loaded, so \
                 {what}. Your statistics are kept: run dhayam again to see where things stand."
            );
        }
        StoreError::NewerVersion { .. } => (
            "A newer version of dhayam has written to your games".to_owned(),
            "use that version, or update this one,".into(),
        ),
        StoreError::Database { .. }
        | StoreError::InUse { .. }
        | StoreError::NotDamaged { .. }
        | StoreError::SavedGameRejected { .. }
        | StoreError::Setup(_) => (
            "The file that keeps your games can't be written just now (another program may be \
             using it)"
                .to_owned(),
            "close any other dhayam".into(),
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

/// What went wrong, in a few words, for a read that failed (nothing was lost).
pub fn cause(error: &StoreError) -> &'static str {
    match error {
        StoreError::DiskFull => "the device is out of space",
        StoreError::Corrupt { .. } => "the file that keeps them is damaged",
        StoreError::Unwritable { .. } => "the folder that keeps them can't be written to",
        _ => "the file that keeps them can't be read just now",
    }
}
