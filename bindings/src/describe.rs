//! One text rendering of the app's records, for the golden transcript and bug reports: Kotlin
//! and Swift print their views and effects through these functions, so a session replayed in
//! any language reads the same, character for character.
//!
//! The rendering is Rust's `Debug` of the records the shells receive, so it names exactly what
//! they hold.

use dhayam_core::app::{AppView, BoardReading, Effect, RecentTurns};

/// The board `reading` (or none) as one line of text.
#[uniffi::export]
#[must_use]
pub fn describe_board_reading(reading: Option<BoardReading>) -> String {
    format!("{reading:?}")
}

/// The last turns (or none) as one line of text.
#[uniffi::export]
#[must_use]
pub fn describe_recent_turns(recent: Option<RecentTurns>) -> String {
    format!("{recent:?}")
}

/// The whole app's `view` as one line of text.
#[uniffi::export]
#[must_use]
pub fn describe_app_view(view: AppView) -> String {
    format!("{view:?}")
}

/// `effects` as one line of text.
#[uniffi::export]
#[must_use]
pub fn describe_effects(effects: Vec<Effect>) -> String {
    format!("{effects:?}")
}
