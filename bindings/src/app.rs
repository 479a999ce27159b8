//! [`App`]: the store opened on the app's data directory — settings, statistics, the saved game
//! and new games — and the records it trades in.

use std::sync::{Arc, Mutex};

use dhayam_core as dc;

use crate::error::{DhayamError, guarded};
use crate::game::{GameHandle, lock};
use crate::setup::{BoardSkin, GameKind, GameSetup, OpponentKind};

pub use dc::Language;

/// Everything on the Settings screen, and what the app remembers between games.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Settings {
    /// Sound effects.
    pub sound: bool,
    /// Vibration on rolls, moves and cuts.
    pub haptics: bool,
    /// Roll automatically for the human seat whose turn it is.
    pub auto_roll: bool,
    /// The 2-second Undo prompt after your own roll or move.
    pub quick_undo: bool,
    /// The pulsing ring on the legal destinations.
    pub legal_move_ring: bool,
    /// The language of the app's text.
    pub language: Language,
    /// The board's look, as last chosen.
    pub board_skin: BoardSkin,
    /// The setup of the last new game, offered again by New Game.
    pub last_setup: GameSetup,
}

/// How often you threw one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ThrowCount {
    /// The throw value.
    pub value: u8,
    /// How many times.
    pub count: u64,
}

/// Your figures in one game against one kind of opponent. "You" are the first human seat (or
/// Player 1 when every seat is the computer).
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct Statistics {
    /// Which game.
    pub game: GameKind,
    /// Against whom.
    pub opponent: OpponentKind,
    /// Games played to their end: won + lost + drawn (abandoned games count apart).
    pub played: u32,
    /// Games you won.
    pub won: u32,
    /// Games someone else won.
    pub lost: u32,
    /// Games no one could finish.
    pub drawn: u32,
    /// Games given up for a new one; not in `played` (docs/RULES_DECISIONS.md 22).
    pub abandoned: u32,
    /// Won out of played, once one has been played.
    pub win_rate: Option<f64>,
    /// Wins in a row up to the last game.
    pub current_streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// Coins you cut.
    pub cuts_made: u64,
    /// Your coins cut.
    pub cuts_suffered: u64,
    /// The fewest of your turns in a game you won.
    pub fastest_win: Option<u32>,
    /// The average length of a finished game, in your turns.
    pub average_turns: Option<f64>,
    /// Your throws by value (the histogram), ascending by value.
    pub throw_counts: Vec<ThrowCount>,
    /// Hints you asked for.
    pub hints_used: u64,
}

/// The app's store, opened on its data directory. One per process is enough; games it hands out
/// share it.
#[derive(uniffi::Object)]
pub struct App {
    pub(crate) store: Arc<Mutex<dc::Store>>,
}

#[uniffi::export]
impl App {
    /// Open the store in `data_dir` (the app's private data directory), creating it on first
    /// run and migrating an older one. The App is the store's only writer until it (and every
    /// game handle it gave) is dropped: keep one per process.
    ///
    /// # Errors
    /// [`DhayamError::StoreInUse`] if another App has it open, [`DhayamError::StoreUnwritable`],
    /// [`DhayamError::StoreCorrupt`] (see [`set_aside_damaged_store`]),
    /// [`DhayamError::StoreNewerVersion`] or [`DhayamError::DiskFull`]; the files are not
    /// changed.
    #[uniffi::constructor]
    pub fn open(data_dir: String) -> Result<Arc<Self>, DhayamError> {
        guarded(|| {
            Ok(Arc::new(Self {
                store: Arc::new(Mutex::new(dc::Store::open(data_dir)?)),
            }))
        })
    }

    /// The settings: what was last written, or the first-run defaults.
    ///
    /// # Errors
    /// A store error.
    pub fn settings(&self) -> Result<Settings, DhayamError> {
        guarded(|| Ok(lock(&self.store).settings()?.into()))
    }

    /// Write all the settings at once.
    ///
    /// # Errors
    /// [`DhayamError::InvalidSetup`] if the last setup couldn't start a game (as
    /// [`App::new_game`] would refuse it), or a store error; the settings are then as they
    /// were.
    pub fn set_settings(&self, settings: Settings) -> Result<(), DhayamError> {
        guarded(|| {
            let settings = dc::Settings::try_from(settings)?;
            Ok(lock(&self.store).set_settings(&settings)?)
        })
    }

    /// Your figures in `game` against `opponent` (all zero before the first game ends).
    ///
    /// # Errors
    /// A store error.
    pub fn statistics(
        &self,
        game: GameKind,
        opponent: OpponentKind,
    ) -> Result<Statistics, DhayamError> {
        guarded(|| Ok(lock(&self.store).statistics(game, opponent.into())?.into()))
    }

    /// Your figures for every game and opponent kind: games in menu order, and within each,
    /// pass-and-play, then the computer from Easy to Hard.
    ///
    /// # Errors
    /// A store error.
    pub fn all_statistics(&self) -> Result<Vec<Statistics>, DhayamError> {
        guarded(|| {
            Ok(lock(&self.store)
                .all_statistics()?
                .into_iter()
                .map(Into::into)
                .collect())
        })
    }

    /// The saved game, resumed exactly where it was (board, bank, turn, the sticks' random
    /// state), or none. Each call gives a new handle: keep one per game. Once one handle has
    /// saved an action, the others are stale and refuse to act ([`DhayamError::StaleGame`]).
    ///
    /// # Errors
    /// [`DhayamError::SavedGameRejected`] if it failed validation (it is then set aside and the
    /// next call gives none), or a store error.
    pub fn saved_game(&self) -> Result<Option<Arc<GameHandle>>, DhayamError> {
        guarded(|| {
            let game = lock(&self.store).saved_game()?;
            Ok(game.map(|game| GameHandle::saved(Arc::clone(&self.store), game)))
        })
    }

    /// Reset Saved Game: clear the game in progress, keeping the statistics exactly as they
    /// were. Returns whether there was one. A handle to the cleared game can no longer act.
    ///
    /// # Errors
    /// A store error; nothing has changed then.
    pub fn reset_saved_game(&self) -> Result<bool, DhayamError> {
        guarded(|| Ok(lock(&self.store).reset_saved_game()?))
    }

    /// Start and save a new game from `setup`, its sticks seeded with `seed` (from the
    /// platform's random source). A game still saved counts as abandoned; the setup becomes
    /// the last setup in the settings.
    ///
    /// # Errors
    /// [`DhayamError::InvalidSetup`] if the setup can't start a game, or a store error; nothing
    /// has changed then.
    pub fn new_game(&self, setup: GameSetup, seed: u64) -> Result<Arc<GameHandle>, DhayamError> {
        guarded(|| {
            let setup = dc::GameSetup::try_from(setup)?;
            let game = lock(&self.store).start_game(setup, seed)?;
            Ok(GameHandle::saved(Arc::clone(&self.store), game))
        })
    }
}

/// Move a damaged store in `data_dir` aside (kept for a bug report) so that the next
/// [`App::open`] starts afresh; for after [`DhayamError::StoreCorrupt`], once the player agrees.
/// Returns the path the damaged database now has. A store that opens is never moved.
///
/// # Errors
/// [`DhayamError::StoreNotDamaged`] if the store opens (or is missing, or from a newer
/// version), [`DhayamError::StoreInUse`] if an `App` has it open,
/// [`DhayamError::StoreUnwritable`] if the files can't be renamed.
#[uniffi::export]
pub fn set_aside_damaged_store(data_dir: String) -> Result<String, DhayamError> {
    guarded(|| {
        Ok(dc::Store::set_aside_damaged(data_dir)?
            .display()
            .to_string())
    })
}

impl From<dc::Settings> for Settings {
    fn from(settings: dc::Settings) -> Self {
        Self {
            sound: settings.sound,
            haptics: settings.haptics,
            auto_roll: settings.auto_roll,
            quick_undo: settings.quick_undo,
            legal_move_ring: settings.legal_move_ring,
            language: settings.language,
            board_skin: settings.board_skin,
            last_setup: settings.last_setup.into(),
        }
    }
}

impl TryFrom<Settings> for dc::Settings {
    type Error = DhayamError;

    fn try_from(settings: Settings) -> Result<Self, DhayamError> {
        Ok(Self {
            sound: settings.sound,
            haptics: settings.haptics,
            auto_roll: settings.auto_roll,
            quick_undo: settings.quick_undo,
            legal_move_ring: settings.legal_move_ring,
            language: settings.language,
            board_skin: settings.board_skin,
            last_setup: settings.last_setup.try_into()?,
        })
    }
}

impl From<dc::Statistics> for Statistics {
    fn from(stats: dc::Statistics) -> Self {
        Self {
            game: stats.game,
            opponent: stats.opponent.into(),
            played: stats.played,
            won: stats.won,
            lost: stats.lost,
            drawn: stats.drawn,
            abandoned: stats.abandoned,
            win_rate: stats.win_rate(),
            current_streak: stats.current_streak,
            best_streak: stats.best_streak,
            cuts_made: stats.cuts_made,
            cuts_suffered: stats.cuts_suffered,
            fastest_win: stats.fastest_win,
            average_turns: stats.average_turns(),
            hints_used: stats.hints_used,
            throw_counts: dc::THROW_VALUES
                .into_iter()
                .zip(stats.throws)
                .map(|(value, count)| ThrowCount { value, count })
                .collect(),
        }
    }
}
