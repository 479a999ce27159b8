//! The board read aloud as the game screen hands it out: made again only when what is drawn or
//! who it is read for changes, and carrying a version that changes with it. The view carries the version; a shell fetches the reading itself (most of
//! what the view would otherwise carry across the FFI) only when the version differs from the
//! one it holds.

use crate::event::Player;
use crate::game::State;
use crate::setup::SeatSetup;

use super::digest::digest;
use super::picture::{Picture, Pile};
use super::reading::{self, SquareReading};

/// The board read aloud, with its version.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BoardReading {
    /// A digest of `squares` (64-bit FNV-1a over their contents): the same words give the same
    /// version on every run, whichever screen read them, and other words another (but for a
    /// chance of one in 2^64), so a shell may keep a reading for as long as the view's
    /// version matches it, across games and lessons.
    pub version: u64,
    /// Every square along the reader's path, then the squares only other paths cross, each
    /// home circle and the goal, each with what stands on it as drawn.
    pub squares: Vec<SquareReading>,
}

impl BoardReading {
    fn of(squares: Vec<SquareReading>) -> Self {
        Self {
            version: digest(&squares),
            squares,
        }
    }
}

/// The board read aloud, kept from one change of what is drawn to the next: the view is built
/// every frame, and reading a hundred squares costs about ten times the rest of it, so the
/// screen reads the board again only when the coins drawn or the reader change (an action,
/// a step of its show, an undo) and every view carries its version.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Cached {
    /// The coins drawn and the reader the reading was made for.
    made_for: Option<(Vec<Pile>, Option<Player>, Option<Player>)>,
    reading: BoardReading,
}

impl Cached {
    /// Read `state`'s board as drawn in `picture` again, if that changes anything.
    pub(crate) fn refresh(&mut self, state: &State, picture: &Picture, seats: &[SeatSetup]) {
        let you = reading::reader(state, seats);
        let key = (picture.piles(), you, state.to_act());
        if self
            .made_for
            .as_ref()
            .is_some_and(|(piles, y, to_act)| (piles.as_slice(), *y, *to_act) == key)
        {
            return;
        }
        self.reading = BoardReading::of(reading::board(state, picture, you));
        self.made_for = Some((picture.piles().to_vec(), you, state.to_act()));
    }

    /// The reading's version, for the view.
    pub(crate) const fn version(&self) -> u64 {
        self.reading.version
    }

    /// A copy of the reading, for a shell that fetches it.
    pub(crate) fn get(&self) -> BoardReading {
        self.reading.clone()
    }
}
