//! One player's strip beside the board, as the game screen's view holds it.

use crate::setup::{SeatKind, TokenStyle};
use crate::text::Text;

/// Whether a player's coins must wait before the gate until they cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Gate {
    /// The rules have no gate (or the game has none: Paramapadam).
    None,
    /// Closed: the player has not cut yet.
    Closed,
    /// Open: the player has cut.
    Open,
}

/// One player's strip beside the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PlayerStrip {
    /// The player's number, 0 for Player 1.
    pub player: u32,
    /// Which path of the board's layout they follow and which home circle is theirs.
    pub path: u32,
    /// A person, or the computer at a level.
    pub kind: SeatKind,
    /// Their coins' look.
    pub token: TokenStyle,
    /// Coins waiting in the home circle (Paramapadam: the token waiting to come in), as drawn.
    pub waiting: u32,
    /// Coins on the board, short of the goal, as drawn.
    pub on_board: u32,
    /// Coins at the goal, as drawn.
    pub finished: u32,
    /// Their gate.
    pub gate: Gate,
    /// Their finishing place, 1 for first, once they have one.
    pub place: Option<u32>,
    /// It is their turn.
    pub to_act: bool,
    /// The strip in words: "Player 2, computer, Medium. To play. 3 at the goal. 4 waiting.
    /// Gate closed."
    pub text: Text,
}
