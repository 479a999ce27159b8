//! The game screen's three timers (`pace.rs` runs them): the frames on show, the quick Undo
//! bar, and the wait before something happens by itself.

use crate::event::Player;
use crate::setup::Level;
use crate::sticks::Throw;

use super::frames::Frame;

/// The frames of the action on show, and the one showing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Show {
    pub(super) frames: Vec<Frame>,
    pub(super) index: usize,
    pub(super) ms_left: u64,
}

/// The quick Undo bar: whose action it takes back, and what it restores on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct UndoOffer {
    pub(super) player: Player,
    pub(super) ms_left: u64,
    pub(super) sticks_before: Option<Throw>,
}

/// A wait before something happens by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Wait {
    pub(super) by: Waiter,
    pub(super) ms_left: u64,
}

/// What acts when a wait ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Waiter {
    Computer(Level),
    AutoRoll,
}
