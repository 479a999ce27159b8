//! What the player can ask of the game screen. Time is not an intent: the shell reports it
//! through [`GameScreen::advance`](super::GameScreen::advance).

use crate::board::SquareId;
use crate::moves::Move;
use crate::setup::BoardSkin;

use super::settings::PlaySettings;

/// One thing the player did on the game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[non_exhaustive]
pub enum Intent {
    /// The Roll button: the person to act throws the sticks.
    Roll,
    /// A tap on a square of the board.
    TapSquare {
        /// The square's id in the board's layout.
        square: SquareId,
    },
    /// A tap on the home circle of the person to act, where coins wait to come out.
    TapHome,
    /// A tap on a banked chip: picks it, or lets it go if it was picked.
    TapChip {
        /// The chip's value.
        value: u8,
    },
    /// One of the moves of the view's plain list (for screen readers and the terminal).
    Play {
        /// The move, as one of the view's move options gives it.
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
    /// The Hint button: ring the move Hard would play, with its reason (counted in the game's
    /// statistics).
    Hint,
    /// The pause menu's Game log: the game's history, turn by turn.
    OpenLog,
    /// The log closes.
    CloseLog,
}
