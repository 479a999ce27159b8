//! A throw of the sticks ([`Throw`]) and a move the player chooses ([`Move`]), as the game
//! screen's view shows them and `Intent::Play` hands one back, each converted from (and, for a
//! move, to) the core's types.

use dhayam_core as dc;

use crate::error::{DhayamError, narrow, wide};

/// One throw of the two sticks.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Throw {
    /// Pips showing on each of the two sticks, 0 to 3.
    pub faces: Vec<u32>,
    /// The throw's value: the sum, or 12 for two blanks.
    pub value: u32,
}

/// A choice of the player to move. Coins on one square are interchangeable, so a move names
/// the path index (step) a coin leaves, not the coin.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Move {
    /// Spend `value` to bring a coin out onto its first square.
    Enter {
        /// The value spent.
        value: u32,
    },
    /// Move the coin at path index `from` forward by `value`.
    Advance {
        /// The coin's path index.
        from: u32,
        /// The value spent.
        value: u32,
    },
    /// Jump & go: move the coin at `from` by the sum of two or more banked `values`.
    Jump {
        /// The coin's path index.
        from: u32,
        /// The values spent, ascending.
        values: Vec<u32>,
    },
}

impl From<dc::Move> for Move {
    fn from(mv: dc::Move) -> Self {
        match mv {
            dc::Move::Enter { value } => Self::Enter {
                value: value.into(),
            },
            dc::Move::Advance { from, value } => Self::Advance {
                from: from.into(),
                value: value.into(),
            },
            dc::Move::Jump { from, values } => Self::Jump {
                from: from.into(),
                values: wide(values.iter()),
            },
        }
    }
}

impl TryFrom<Move> for dc::Move {
    type Error = DhayamError;

    fn try_from(mv: Move) -> Result<Self, DhayamError> {
        let not_a_throw = |value: &u32| dc::value_index(narrow(*value)).is_none();
        let bad = |detail: String| Err(DhayamError::IllegalMove { detail });
        match mv {
            Move::Enter { value } | Move::Advance { value, .. } if not_a_throw(&value) => {
                bad(format!("{value} is not a throw value"))
            }
            Move::Jump { values, .. } if values.iter().any(not_a_throw) => {
                bad(format!("{values:?} are not all throw values"))
            }
            Move::Jump { values, .. } if values.len() < 2 => {
                bad("jump & go spends two or more values".to_owned())
            }
            Move::Enter { value } => Ok(Self::Enter {
                value: narrow(value),
            }),
            Move::Advance { from, value } => Ok(Self::Advance {
                from: narrow(from),
                value: narrow(value),
            }),
            Move::Jump { from, values } => Ok(Self::Jump {
                from: narrow(from),
                values: dc::Values::of(&values.into_iter().map(narrow).collect::<Vec<_>>()),
            }),
        }
    }
}

impl From<dc::Throw> for Throw {
    fn from(throw: dc::Throw) -> Self {
        Self {
            faces: wide(throw.faces),
            value: throw.value().into(),
        }
    }
}
