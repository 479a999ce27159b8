//! What the app keeps in its store, as the app's view shows it — the settings ([`Settings`]) and
//! your figures ([`Statistics`]) — and [`set_aside_damaged_store`] for a store that can't open.

use dhayam_core as dc;

use crate::error::{DhayamError, guarded};
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

/// Move a damaged store in `data_dir` aside (kept for a bug report) so that the next
/// [`AppHandle::open`](crate::AppHandle::open) starts afresh; for after [`DhayamError::StoreCorrupt`], once the player agrees.
/// Returns the path the damaged database now has. A store that opens is never moved.
///
/// # Errors
/// [`DhayamError::StoreNotDamaged`] if the store opens (or is missing, or from a newer
/// version), [`DhayamError::StoreInUse`] if an `AppHandle` has it open,
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
            last_setup: settings.last_setup,
        }
    }
}

impl From<dc::Statistics> for Statistics {
    fn from(stats: dc::Statistics) -> Self {
        Self {
            game: stats.game,
            opponent: stats.opponent,
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
