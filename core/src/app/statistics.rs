//! Your figures as the Statistics screen shows them: the store's counters
//! ([`crate::Statistics`]) with the rates worked out and the throws counted by value.

use crate::game::GameKind;
use crate::setup::OpponentKind;
use crate::sticks::THROW_VALUES;
use crate::store;

/// Your figures in one game against one kind of opponent. "You" are the first human seat (or
/// Player 1 when every seat is the computer).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
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

// The rates are quotients of counts by a count that is not zero: never NaN, so equality is
// total.
impl Eq for Statistics {}

/// How often you threw one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ThrowCount {
    /// The throw value.
    pub value: u8,
    /// How many times.
    pub count: u64,
}

impl From<&store::Statistics> for Statistics {
    fn from(stats: &store::Statistics) -> Self {
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
            throw_counts: THROW_VALUES
                .into_iter()
                .zip(stats.throws)
                .map(|(value, count)| ThrowCount { value, count })
                .collect(),
            hints_used: stats.hints_used,
        }
    }
}
