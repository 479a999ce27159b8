//! How long the game screen lets things take: one table for every front end, in milliseconds
//! of the shell's clock.
//!
//! The values are chosen for a person following the game on a phone held at arm's length:
//! long enough to see each thing happen, short enough that a computer's turn of several
//! throws doesn't drag. Reduced motion changes one thing: a coin's walk becomes a single
//! [`Timing::jump`] — the coin moves without travelling, and the picture still holds long
//! enough to be seen. Nothing else is shortened: the sticks, the computer's pace and the undo
//! window are about reading and deciding, not motion.

/// The game screen's pace, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Timing {
    /// Before a computer seat acts. The board has just settled after the last action; the eye
    /// needs a glance at the board and a read of the status line (a short line reads in about
    /// half a second) before something else moves. Android used 650, iOS 700: 700 keeps a
    /// computer's chain of throws readable.
    pub computer_pace: u64,
    /// Before auto-roll throws for a person. Shorter than the computer's pace: it is the
    /// player's own turn and they expect the throw, but the board should come to rest first.
    pub auto_roll: u64,
    /// How long the thrown sticks show before anything moves: two faces to read, about two
    /// fixations of a quarter second each.
    pub sticks: u64,
    /// One square of a coin's walk. A twelve takes under a second and a half; faster than
    /// this and the eye loses count of the squares on the cloth board's frame.
    pub step: u64,
    /// A change shown in one picture — a coin coming out, a coin cut and sent home, a ladder
    /// or a snake, and every move under reduced motion: long enough to notice the jump.
    pub jump: u64,
    /// How long the quick Undo bar stays once the player's own roll or move has been shown
    /// (docs/RULES.md, "Undo and refused actions": two seconds).
    pub undo_window: u64,
}

impl Timing {
    /// The app's pace.
    pub const STANDARD: Self = Self {
        computer_pace: 700,
        auto_roll: 500,
        sticks: 500,
        step: 120,
        jump: 250,
        undo_window: 2_000,
    };
}

impl Default for Timing {
    fn default() -> Self {
        Self::STANDARD
    }
}
