//! One change on the Settings screen (or a setting the app remembers for the player, such as
//! the last setup), and what it does to the settings.

use crate::setup::{BoardSkin, GameSetup};
use crate::store::{Language, Settings};

/// One setting, changed to a new value.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[non_exhaustive]
pub enum SettingChange {
    /// Sound effects.
    Sound {
        /// On or off.
        on: bool,
    },
    /// Haptics.
    Haptics {
        /// On or off.
        on: bool,
    },
    /// Auto-roll.
    AutoRoll {
        /// On or off.
        on: bool,
    },
    /// The quick Undo bar.
    QuickUndo {
        /// On or off.
        on: bool,
    },
    /// The legal-move ring.
    LegalMoveRing {
        /// On or off.
        on: bool,
    },
    /// The language of the app's text.
    Language {
        /// Which.
        language: Language,
    },
    /// The board's look for the next game.
    BoardSkin {
        /// Which.
        skin: BoardSkin,
    },
    /// The setup New Game offers next; refused if it can't start a game.
    LastSetup {
        /// The setup.
        setup: GameSetup,
    },
}

impl SettingChange {
    /// `settings` with this change made.
    #[must_use]
    pub fn applied_to(self, settings: &Settings) -> Settings {
        let mut next = settings.clone();
        match self {
            Self::Sound { on } => next.sound = on,
            Self::Haptics { on } => next.haptics = on,
            Self::AutoRoll { on } => next.auto_roll = on,
            Self::QuickUndo { on } => next.quick_undo = on,
            Self::LegalMoveRing { on } => next.legal_move_ring = on,
            Self::Language { language } => next.language = language,
            Self::BoardSkin { skin } => next.board_skin = skin,
            Self::LastSetup { setup } => next.last_setup = setup,
        }
        next
    }
}
