//! Learning to play: the Rules & Settings reference of any rules ([`reference`]), checked first
//! because its rules come from a shell. The reference in hand, the lessons, a lesson's step,
//! the hint and the log are the core's own types, in the app's view.

use dhayam_core::learn as dl;

use crate::error::DhayamError;
use crate::setup::{BoardSkin, GameRules};

/// The reference of a game of `rules`, on a board of `skin` (the app's view gives the one
/// in hand; this is for any rules).
///
/// # Errors
/// [`DhayamError::InvalidSetup`] if the rules can't be read.
#[uniffi::export]
pub fn reference(rules: GameRules, skin: BoardSkin) -> Result<dl::Reference, DhayamError> {
    rules.check_throws()?;
    Ok(dl::reference(&rules, skin))
}
