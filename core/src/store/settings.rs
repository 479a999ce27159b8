//! The app's preferences (docs/RULES.md, "A new game and the app's settings"): the switches of the
//! Settings screen, the language, the board skin and the last new-game setup, with their first-run
//! defaults.
//!
//! Reduced motion is not here: the shells follow the operating system's setting.

use rusqlite::types::ValueRef;
use rusqlite::{OptionalExtension, params};

use super::checksum;
use super::error::sql;
use super::{Store, StoreError};
use crate::game::GameKind;
use crate::setup::{BoardSkin, GameSetup};

/// The language the app's text is shown in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
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
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
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
    /// A setting this version can't read — a remembered setup in an older form, text that
    /// isn't UTF-8, a value it doesn't know — gives way to its default, so settings never keep
    /// the app from starting; [`Store::unreadable_settings`] names them. The stored values stay
    /// until the settings are next written.
    ///
    /// # Errors
    /// A database failure.
    pub fn settings(&self) -> Result<Settings, StoreError> {
        Ok(self.read_settings()?.0)
    }

    /// The settings [`Store::settings`] couldn't read and replaced by their defaults, by their
    /// names in the store (`last_setup`, `language`, …); empty when all were read.
    ///
    /// # Errors
    /// A database failure.
    pub fn unreadable_settings(&self) -> Result<Vec<&'static str>, StoreError> {
        Ok(self.read_settings()?.1)
    }

    fn read_settings(&self) -> Result<(Settings, Vec<&'static str>), StoreError> {
        let mut select = self
            .conn
            .prepare_cached(&format!(
                "SELECT {}, last_setup_checksum FROM settings WHERE id = 1",
                COLUMNS.join(", ")
            ))
            .map_err(sql(&self.path))?;
        let mut rows = select.query([]).map_err(sql(&self.path))?;
        let mut settings = Settings::default();
        let mut unreadable = Vec::new();
        let Some(row) = rows.next().map_err(sql(&self.path))? else {
            return Ok((settings, unreadable));
        };
        for (i, column) in COLUMNS.into_iter().enumerate() {
            let value = row.get_ref(i).map_err(sql(&self.path))?;
            let sealed = column != "last_setup" || {
                let stored = row.get_ref(COLUMNS.len()).map_err(sql(&self.path))?;
                checksum::holds(stored, &[value])
            };
            if !sealed || !settings.read(column, value) {
                log::warn!("the setting {column} can't be read ({value:?}); using the default");
                unreadable.push(column);
            }
        }
        Ok((settings, unreadable))
    }

    /// Write all the settings at once.
    ///
    /// # Errors
    /// [`StoreError::Setup`] if the last setup couldn't start a game (it is what New Game
    /// offers next); [`StoreError::DiskFull`], [`StoreError::Unwritable`] or another database
    /// failure. The settings are then as they were.
    pub fn set_settings(&mut self, settings: &Settings) -> Result<(), StoreError> {
        settings.last_setup.validate()?;
        write_settings(&self.conn, settings).map_err(sql(&self.path))
    }
}

/// The settings table's columns, in the order [`write_settings`] writes them.
const COLUMNS: [&str; 8] = [
    "sound",
    "haptics",
    "auto_roll",
    "quick_undo",
    "legal_move_ring",
    "language",
    "board_skin",
    "last_setup",
];

impl Settings {
    /// Set the setting in `column` from its stored `value`; false, leaving the default, if the
    /// value can't be read.
    fn read(&mut self, column: &str, value: ValueRef<'_>) -> bool {
        let flag = match value {
            ValueRef::Integer(n @ (0 | 1)) => Some(n == 1),
            _ => None,
        };
        let text = value.as_str().ok();
        let set = |field: &mut bool| flag.map(|on| *field = on).is_some();
        match column {
            "sound" => set(&mut self.sound),
            "haptics" => set(&mut self.haptics),
            "auto_roll" => set(&mut self.auto_roll),
            "quick_undo" => set(&mut self.quick_undo),
            "legal_move_ring" => set(&mut self.legal_move_ring),
            "language" => text
                .and_then(Language::from_name)
                .map(|language| self.language = language)
                .is_some(),
            "board_skin" => text
                .and_then(BoardSkin::named)
                .map(|skin| self.board_skin = skin)
                .is_some(),
            "last_setup" => text
                .and_then(|json| serde_json::from_str::<GameSetup>(json).ok())
                // A setup that can't start a game is no use to New Game either.
                .filter(|setup| setup.validate().is_ok())
                .map(|setup| self.last_setup = setup)
                .is_some(),
            _ => false,
        }
    }
}

/// Write `settings` on `conn` (a connection or an open transaction).
pub(crate) fn write_settings(
    conn: &rusqlite::Connection,
    settings: &Settings,
) -> rusqlite::Result<()> {
    let setup = setup_json(&settings.last_setup);
    conn.prepare_cached(
        "INSERT OR REPLACE INTO settings
             (id, sound, haptics, auto_roll, quick_undo, legal_move_ring, language, board_skin,
              last_setup, last_setup_checksum)
         VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        settings.sound,
        settings.haptics,
        settings.auto_roll,
        settings.quick_undo,
        settings.legal_move_ring,
        settings.language.name(),
        settings.board_skin.name(),
        setup,
        checksum::checksum(&[ValueRef::Text(setup.as_bytes())]),
    ])?;
    Ok(())
}

/// Give the remembered setup, if there is one, the checksum of its value as it is.
pub(crate) fn seal(conn: &rusqlite::Connection) -> rusqlite::Result<()> {
    let found = conn
        .query_row("SELECT last_setup FROM settings WHERE id = 1", [], |row| {
            Ok(checksum::checksum(&[row.get_ref(0)?]))
        })
        .optional()?;
    if let Some(sum) = found {
        conn.execute(
            "UPDATE settings SET last_setup_checksum = ?1 WHERE id = 1",
            [sum],
        )?;
    }
    Ok(())
}
