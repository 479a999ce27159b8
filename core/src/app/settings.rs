//! The player's settings that shape the game screen: what sounds and vibrates, whether
//! auto-roll throws for them, whether the quick Undo bar shows, whether destinations are
//! ringed, and the operating system's reduced-motion setting.

use crate::store::Settings;

/// What the game screen needs of the settings (and of the operating system).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PlaySettings {
    /// Sound effects on: cues become [`Effect::Sound`](super::Effect::Sound).
    pub sound: bool,
    /// Haptics on: cues become [`Effect::Haptic`](super::Effect::Haptic).
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

impl PlaySettings {
    /// The play settings of the app's `settings`, with the system's `reduced_motion`.
    #[must_use]
    pub const fn new(settings: &Settings, reduced_motion: bool) -> Self {
        Self {
            sound: settings.sound,
            haptics: settings.haptics,
            auto_roll: settings.auto_roll,
            quick_undo: settings.quick_undo,
            legal_move_ring: settings.legal_move_ring,
            reduced_motion,
        }
    }
}

impl Default for PlaySettings {
    /// The first-run settings, with motion.
    fn default() -> Self {
        Self::new(&Settings::default(), false)
    }
}
