//! What the world must do for the game screen: sounds and vibrations, a wake-up after some
//! time, and announcements for screen readers. The shell performs them; the screen never
//! waits for an answer.

use crate::text::Message;

/// A moment worth a sound and a vibration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Cue {
    /// The sticks were thrown.
    Roll,
    /// A coin came out, landed, or rode a ladder or snake.
    Move,
    /// A coin was cut.
    Cut,
    /// A coin reached the goal (the Oval, the centre, square 132).
    Goal,
    /// Someone won.
    Win,
}

/// One thing the shell must do.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Play the cue's sound (given only when sound is on).
    Sound(Cue),
    /// Play the cue's vibration (given only when haptics are on).
    Haptic(Cue),
    /// Call [`GameScreen::advance`](super::GameScreen::advance) after this many milliseconds.
    /// Each call's wake-up replaces any earlier one; a call that gives none means nothing
    /// happens until the player acts (or the screen is paused, or in the background).
    WakeIn(u64),
    /// Say this to the screen reader.
    Announce(Message),
}
