//! A throw of the sticks ([`Throw`]), as the game screen's view shows it, converted from the
//! core's; and a move the player chooses ([`Move`]), as the view shows it and `Intent::Play`
//! hands one back: the core's own.

use dhayam_core as dc;

use crate::error::wide;

pub use dc::Move;

/// One throw of the two sticks.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Throw {
    /// Pips showing on each of the two sticks, 0 to 3.
    pub faces: Vec<u32>,
    /// The throw's value: the sum, or 12 for two blanks.
    pub value: u32,
}

impl From<dc::Throw> for Throw {
    fn from(throw: dc::Throw) -> Self {
        Self {
            faces: wide(throw.faces),
            value: throw.value().into(),
        }
    }
}
