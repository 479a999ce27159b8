//! What the player can ask of the game on screen ([`Intent`], sent inside `AppIntent::Game`)
//! and the settings that shape it ([`PlaySettings`]), converted to `dhayam_core::app`'s types.
//! Time is not an intent: the shell reports it with `AppHandle::advance`.

use dhayam_core as dc;
use dhayam_core::app as da;

use crate::error::{DhayamError, narrow};
use crate::moves::Move;
use crate::setup::BoardSkin;

/// One thing the player did on the game screen.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Intent {
    /// The Roll button: the person to act throws the sticks.
    Roll,
    /// A tap on a square of the board.
    TapSquare {
        /// The square's id in the board's layout.
        square: u32,
    },
    /// A tap on the home circle of the person to act, where coins wait to come out.
    TapHome,
    /// A tap on a banked chip: picks it, or lets it go if it was picked.
    TapChip {
        /// The chip's value.
        value: u32,
    },
    /// One of the moves of the view's plain list (for screen readers).
    Play {
        /// The move, as the view's `MoveOption::action` gives it.
        action: Move,
    },
    /// The Undo button of the quick Undo bar.
    Undo,
    /// The pause menu opens.
    Pause,
    /// The pause menu closes.
    Resume,
    /// The app goes to the background.
    Background,
    /// The app comes back to the foreground.
    Foreground,
    /// A new board skin, from the pause menu.
    ChangeSkin {
        /// The skin.
        skin: BoardSkin,
    },
    /// The settings changed (or the system's reduced-motion setting did).
    ChangeSettings {
        /// The settings now.
        settings: PlaySettings,
    },
    /// The Hint button: the view's `hint` rings the move Hard would play.
    Hint,
    /// The pause menu's Game log: the view's `log` while open.
    OpenLog,
    /// The log closes.
    CloseLog,
}

/// What the game screen needs of the settings (and of the operating system).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PlaySettings {
    /// Sound effects on: cues become `Effect::Sound`.
    pub sound: bool,
    /// Haptics on: cues become `Effect::Haptic`.
    pub haptics: bool,
    /// Throw automatically for a person whose turn it is to roll.
    pub auto_roll: bool,
    /// Offer the quick Undo bar after a person's own roll or move.
    pub quick_undo: bool,
    /// Draw the pulsing ring on legal destinations.
    pub legal_move_ring: bool,
    /// The system asks for reduced motion: coins jump instead of walking.
    pub reduced_motion: bool,
}

impl From<PlaySettings> for da::PlaySettings {
    fn from(settings: PlaySettings) -> Self {
        Self {
            sound: settings.sound,
            haptics: settings.haptics,
            auto_roll: settings.auto_roll,
            quick_undo: settings.quick_undo,
            legal_move_ring: settings.legal_move_ring,
            reduced_motion: settings.reduced_motion,
        }
    }
}

impl TryFrom<Intent> for da::Intent {
    type Error = DhayamError;

    /// Numbers too large for the core's types become `u8::MAX`, which the screen refuses like
    /// any square or chip that isn't there; only a malformed move is an error.
    fn try_from(intent: Intent) -> Result<Self, DhayamError> {
        Ok(match intent {
            Intent::Roll => Self::Roll,
            Intent::TapSquare { square } => Self::TapSquare(narrow(square)),
            Intent::TapHome => Self::TapHome,
            Intent::TapChip { value } => Self::TapChip(narrow(value)),
            Intent::Play { action } => Self::Play(dc::Move::try_from(action)?),
            Intent::Undo => Self::Undo,
            Intent::Pause => Self::Pause,
            Intent::Resume => Self::Resume,
            Intent::Background => Self::Background,
            Intent::Foreground => Self::Foreground,
            Intent::ChangeSkin { skin } => Self::ChangeSkin(skin),
            Intent::ChangeSettings { settings } => Self::ChangeSettings(settings.into()),
            Intent::Hint => Self::Hint,
            Intent::OpenLog => Self::OpenLog,
            Intent::CloseLog => Self::CloseLog,
        })
    }
}
