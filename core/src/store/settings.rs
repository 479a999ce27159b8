//! The app's preferences (PRODUCT.md, seed 001): the switches of the Settings screen, the
//! language, the board skin and the last new-game setup, with their first-run defaults.
//!
//! Reduced motion is not here: the shells follow the operating system's setting.

use rusqlite::{OptionalExtension, params};

use super::error::sql;
use super::{Store, StoreError};
use crate::game::GameKind;
use crate::setup::{BoardSkin, GameSetup};

/// The language the app's text is shown in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// Follow the device's language (Tamil if it is Tamil, English otherwise).
    #[default]
    System,
    /// English.
    English,
    /// Tamil (தமிழ்).
    Tamil,
}

impl Language {
    /// All three, in the order the Settings screen lists them.
    pub const ALL: [Self; 3] = [Self::System, Self::English, Self::Tamil];

    /// The name the store writes.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::System => "system",
            Self::English => "english",
            Self::Tamil => "tamil",
        }
    }

    fn from_name(name: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|language| language.name() == name)
    }
}

/// Everything on the Settings screen, and what the app remembers between games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Sound effects for dice, cuts, home and other events.
    pub sound: bool,
    /// Vibration on rolls, moves and cuts, where the device has it.
    pub haptics: bool,
    /// Roll automatically for the human seat whose turn it is.
    pub auto_roll: bool,
    /// The 2-second Undo prompt after your own roll or move.
    pub quick_undo: bool,
    /// The pulsing ring on the legal destinations.
    pub legal_move_ring: bool,
    /// The language of the app's text.
    pub language: Language,
    /// The board's look, as last chosen (in a setup or from the pause menu).
    pub board_skin: BoardSkin,
    /// The setup of the last new game, offered again by New Game.
    pub last_setup: GameSetup,
}

impl Default for Settings {
    /// First run: sound, haptics, quick undo and the legal-move ring on, auto-roll off, the
    /// system's language, the default skin, and the default Dhayam setup.
    fn default() -> Self {
        Self {
            sound: true,
            haptics: true,
            auto_roll: false,
            quick_undo: true,
            legal_move_ring: true,
            language: Language::System,
            board_skin: BoardSkin::Default,
            last_setup: GameSetup::default_for(GameKind::Dhayam),
        }
    }
}

/// A setup as the store writes it.
pub(crate) fn setup_json(setup: &GameSetup) -> String {
    // A GameSetup is plain data (no maps with non-string keys, no floats): serde_json can't fail.
    serde_json::to_string(setup).unwrap_or_default()
}

impl Store {
    /// The settings: what was last written, or the first-run defaults.
    ///
    /// A remembered setup that this version can no longer read (it is logged) gives way to the
    /// default setup; the stored one stays until the settings are next written.
    ///
    /// # Errors
    /// A database failure, or a settings row that breaks the schema's checks.
    pub fn settings(&self) -> Result<Settings, StoreError> {
        let row = self
            .conn
            .prepare_cached(
                "SELECT sound, haptics, auto_roll, quick_undo, legal_move_ring, language,
                        board_skin, last_setup
                 FROM settings WHERE id = 1",
            )
            .and_then(|mut select| {
                select
                    .query_row([], |row| {
                        Ok((
                            [
                                row.get(0)?,
                                row.get(1)?,
                                row.get(2)?,
                                row.get(3)?,
                                row.get(4)?,
                            ],
                            row.get::<_, String>(5)?,
                            row.get::<_, String>(6)?,
                            row.get::<_, String>(7)?,
                        ))
                    })
                    .optional()
            })
            .map_err(sql(&self.path))?;
        let Some(([sound, haptics, auto_roll, quick_undo, legal_move_ring], language, skin, setup)) =
            row
        else {
            return Ok(Settings::default());
        };
        let invalid = |what: &str, value: &str| StoreError::Database {
            detail: format!("the settings hold an unknown {what} {value:?}"),
        };
        let last_setup = serde_json::from_str(&setup).unwrap_or_else(|error| {
            log::warn!("the remembered setup can't be read ({error}); using the default");
            Settings::default().last_setup
        });
        Ok(Settings {
            sound,
            haptics,
            auto_roll,
            quick_undo,
            legal_move_ring,
            language: Language::from_name(&language)
                .ok_or_else(|| invalid("language", &language))?,
            board_skin: BoardSkin::named(&skin).ok_or_else(|| invalid("board skin", &skin))?,
            last_setup,
        })
    }

    /// Write all the settings at once.
    ///
    /// # Errors
    /// [`StoreError::DiskFull`], [`StoreError::Unwritable`] or another database failure; the
    /// settings are then as they were.
    pub fn set_settings(&mut self, settings: &Settings) -> Result<(), StoreError> {
        write_settings(&self.conn, settings).map_err(sql(&self.path))
    }
}

/// Write `settings` on `conn` (a connection or an open transaction).
pub(crate) fn write_settings(
    conn: &rusqlite::Connection,
    settings: &Settings,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT OR REPLACE INTO settings
             (id, sound, haptics, auto_roll, quick_undo, legal_move_ring, language, board_skin,
              last_setup)
         VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        settings.sound,
        settings.haptics,
        settings.auto_roll,
        settings.quick_undo,
        settings.legal_move_ring,
        settings.language.name(),
        settings.board_skin.name(),
        setup_json(&settings.last_setup),
    ])?;
    Ok(())
}
