//! What the world must do for the game screen: sounds and vibrations, a wake-up after some
//! time, and announcements for screen readers, worded for the game they tell of. The shell
//! performs them; the screen never waits for an answer.

use crate::game::GameKind;
use crate::text::{Message, Text};

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
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Effect {
    /// Play the cue's sound (given only when sound is on).
    Sound {
        /// Which.
        cue: Cue,
    },
    /// Play the cue's vibration (given only when haptics are on).
    Haptic {
        /// Which.
        cue: Cue,
    },
    /// Call [`GameScreen::advance`](super::GameScreen::advance) (or the app model's `advance`)
    /// after this many milliseconds. Each call's wake-up replaces any earlier one; a call that
    /// gives none means nothing happens until the player acts (or the screen is paused, or in
    /// the background).
    WakeIn {
        /// Milliseconds from now.
        ms: u64,
    },
    /// Say this to the screen reader.
    Announce {
        /// What to say.
        text: Text,
    },
}

impl Effect {
    /// Announce `message`, worded for a game of `game` (it names the game's pieces).
    #[must_use]
    pub fn announce(message: &Message, game: GameKind) -> Self {
        Self::Announce {
            text: message.text(game),
        }
    }

    /// A wake-up after `ms` milliseconds.
    #[must_use]
    pub const fn wake_in(ms: u64) -> Self {
        Self::WakeIn { ms }
    }
}
