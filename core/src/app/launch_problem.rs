//! Why the app can't open, in the player's words: a store that won't open at launch is worded
//! here, so every shell says the same thing — what happened and what the player can do about
//! it — and none shows the error itself. A damaged store is usually set aside by the shell and a
//! fresh one opened (`Store::set_aside_damaged`); one that reaches here gets the general line.

use crate::store::StoreError;

use crate::text::Text;

/// The player's words for `error`, the failure that kept the store from opening at launch.
#[must_use]
pub fn launch_problem(error: &StoreError) -> Text {
    Text::plain(match error {
        StoreError::NewerVersion { .. } => "launch_newer_version",
        StoreError::Unwritable { .. } => "launch_unwritable",
        StoreError::DiskFull => "launch_disk_full",
        StoreError::InUse { .. } => "launch_in_use",
        StoreError::Corrupt { .. }
        | StoreError::SavedGameRejected { .. }
        | StoreError::NotTheSavedGame { .. }
        | StoreError::StaleGame { .. }
        | StoreError::NotDamaged { .. }
        | StoreError::Setup(_)
        | StoreError::Database { .. } => "launch_failed",
    })
}

/// One text for each line [`launch_problem`] can say, for the list of keys.
pub(super) fn every_text() -> Vec<Text> {
    let path = std::path::PathBuf::new;
    [
        StoreError::NewerVersion {
            found: 2,
            supported: 1,
        },
        StoreError::Unwritable {
            path: path(),
            detail: String::new(),
        },
        StoreError::DiskFull,
        StoreError::InUse { path: path() },
        StoreError::Database {
            detail: String::new(),
        },
    ]
    .iter()
    .map(launch_problem)
    .collect()
}
