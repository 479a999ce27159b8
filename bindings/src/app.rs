//! What the app keeps in its store, as the app's view shows it — the settings ([`Settings`]) and
//! your figures ([`Statistics`]), the core's own types — and [`set_aside_damaged_store`] for a
//! store that can't open.

use dhayam_core as dc;

use crate::error::{DhayamError, guarded};

pub use dc::app::{Statistics, ThrowCount};
pub use dc::{Language, Settings};

/// Move a damaged store in `data_dir` aside (kept for a bug report) so that the next
/// [`AppHandle::open`](crate::AppHandle::open) starts afresh; for after [`DhayamError::StoreCorrupt`], once the player agrees.
/// Returns the path the damaged database now has. A store that opens is never moved.
///
/// # Errors
/// [`DhayamError::StoreNotDamaged`] if the store opens (or is missing, or from a newer
/// version), [`DhayamError::StoreInUse`] if an `AppHandle` has it open,
/// [`DhayamError::StoreUnwritable`] if the files can't be renamed.
#[uniffi::export]
pub fn set_aside_damaged_store(data_dir: String) -> Result<String, DhayamError> {
    guarded(|| {
        Ok(dc::Store::set_aside_damaged(data_dir)?
            .display()
            .to_string())
    })
}
