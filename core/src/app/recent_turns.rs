//! The last turns as the game screen hands them out: made again only when the turns they are
//! made from change, and carrying a version that changes with them. The view carries the version; a shell fetches the turns themselves (half of what the
//! view would otherwise carry across the FFI, and changed about once a turn) only when the
//! version differs from the one it holds.

use crate::game::GameKind;
use crate::learn::{Entry, GameLog, LogTurn};

use super::digest::digest;

/// How many turns `RecentTurns` holds.
pub const RECENT_TURNS: usize = 3;

/// What the last few turns did, oldest first, with its version.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RecentTurns {
    /// A digest of `turns` (64-bit FNV-1a over their words, as the board reading's). Made from
    /// the contents alone, it changes exactly when they do (but for a chance of one in 2^64)
    /// and is the same for the same turns on every run and screen — after a resume, too, which
    /// reads the same log from the store. A count of changes would not: it would start again
    /// on every screen (two games, or a game and its resume, would give one version to
    /// different turns), and the log's length repeats when an undone action is replaced by
    /// another that records as many entries.
    pub version: u64,
    /// The last `RECENT_TURNS` turns that did something, oldest first.
    pub turns: Vec<LogTurn>,
}

impl RecentTurns {
    fn of(turns: Vec<LogTurn>) -> Self {
        Self {
            version: digest(&turns),
            turns,
        }
    }
}

impl Default for RecentTurns {
    fn default() -> Self {
        Self::of(Vec::new())
    }
}

/// The last turns, kept from one change of the log's tail to the next: the view is built after
/// every call, and wording the turns is most of its cost beside the board reading, so the
/// screen words them again only when the entries they are made from change (an action, an
/// undo) and every view carries their version.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Cached {
    /// The log's entries the turns were made from (`GameLog::recent_entries`). A screen shows
    /// one game from start to end, so its kind never changes the words between refreshes.
    made_for: Option<Vec<Entry>>,
    turns: RecentTurns,
}

impl Cached {
    /// Word the last turns of `log` (none for a game that keeps no log) again, if its tail has
    /// changed.
    pub(crate) fn refresh(&mut self, game: GameKind, log: Option<&GameLog>) {
        let entries = log.map_or(&[][..], |log| log.recent_entries(RECENT_TURNS));
        if self.made_for.as_deref() == Some(entries) {
            return;
        }
        self.turns =
            RecentTurns::of(log.map_or_else(Vec::new, |log| log.recent(game, RECENT_TURNS)));
        self.made_for = Some(entries.to_vec());
    }

    /// The turns' version, for the view.
    pub(crate) const fn version(&self) -> u64 {
        self.turns.version
    }

    /// A copy of the turns, for a shell that fetches them.
    pub(crate) fn get(&self) -> RecentTurns {
        self.turns.clone()
    }
}
