//! One change on the Settings screen (or a setting the app remembers for the player, such as
//! the last setup), and what it does to the settings.

use crate::setup::{BoardSkin, GameSetup};
use crate::store::{Language, Settings};

/// One setting, changed to a new value.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SettingChange {
    /// Sound effects on or off.
    Sound(bool),
    /// Haptics on or off.
    Haptics(bool),
    /// Auto-roll on or off.
    AutoRoll(bool),
    /// The quick Undo bar on or off.
    QuickUndo(bool),
    /// The legal-move ring on or off.
    LegalMoveRing(bool),
    /// The language of the app's text.
    Language(Language),
    /// The board's look for the next game.
    BoardSkin(BoardSkin),
    /// The setup New Game offers next; refused if it can't start a game.
    LastSetup(GameSetup),
}

impl SettingChange {
    /// `settings` with this change made.
    #[must_use]
    pub fn applied_to(self, settings: &Settings) -> Settings {
        let mut next = settings.clone();
        match self {
            Self::Sound(on) => next.sound = on,
            Self::Haptics(on) => next.haptics = on,
            Self::AutoRoll(on) => next.auto_roll = on,
            Self::QuickUndo(on) => next.quick_undo = on,
            Self::LegalMoveRing(on) => next.legal_move_ring = on,
            Self::Language(language) => next.language = language,
            Self::BoardSkin(skin) => next.board_skin = skin,
            Self::LastSetup(setup) => next.last_setup = setup,
        }
        next
    }
}
