//! Learning to play, for every front end: the Rules & Settings reference of a game, generated
//! from the rule set in play (`reference`); the guided lessons, positions in the notation with
//! scripted throws and the move each asks for (`lessons` the data, `lesson` the runner); the
//! hint, the move Hard would play with one reason (`hint`); and the game's turn-by-turn log,
//! saved with the game (`log`). Every word is a key the shells look up.

mod reference;

pub use reference::{
    REFERENCE_LABELS, Reference, SettingLine, SkinLine, SwitchLine, ThrowLine, detail_key, game_of,
    reference,
};

use crate::app::Text;

/// Every text this module can say, for the list of keys.
pub(crate) fn every_text() -> Vec<Text> {
    reference::every_text()
}
