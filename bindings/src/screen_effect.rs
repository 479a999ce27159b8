//! What the world must do for the game screen ([`Effect`]): a sound or a vibration for a
//! moment worth one ([`Cue`]), a wake-up after some milliseconds, an announcement for screen
//! readers — converted from `dhayam_core::app`. The shell performs them and never answers.

use dhayam_core::app as da;

use dhayam_core::GameKind;

use crate::text::{Text, of_message};

pub use da::Cue;

/// One thing the shell must do.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
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
    /// Call `GameScreenHandle::advance` after this many milliseconds. Each call's wake-up
    /// replaces any earlier one; a call that gives none means nothing happens until the player
    /// acts (or the screen is paused, or in the background).
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
    /// The shell's effect of the core's `effect`, worded for a game of `game`.
    fn of(effect: da::Effect, game: GameKind) -> Self {
        match effect {
            da::Effect::Sound(cue) => Self::Sound { cue },
            da::Effect::Haptic(cue) => Self::Haptic { cue },
            da::Effect::WakeIn(ms) => Self::WakeIn { ms },
            da::Effect::Announce(message) => Self::Announce {
                text: of_message(&message, game),
            },
        }
    }
}

/// The shell's effects of the core's `effects`, worded for a game of `game` (any game where
/// none is on screen: only the game's own words name its pieces).
pub(crate) fn effects(effects: Vec<da::Effect>, game: GameKind) -> Vec<Effect> {
    effects
        .into_iter()
        .map(|effect| Effect::of(effect, game))
        .collect()
}
