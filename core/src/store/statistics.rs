//! Statistics: the record of every game (the `game` table: what it was, against whom, its tally,
//! how it ended) and the figures the Statistics screen shows, folded from the ended games in the
//! order they ended. Whose figures they are: see the [store](crate::Store) docs.

use rusqlite::{Connection, params};

use super::error::sql;
use super::tally::Tally;
use super::{Store, StoreError};
use crate::game::GameKind;
use crate::setup::{Level, OpponentKind};
use crate::sticks::THROW_VALUES;

/// How a game ended for you.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum), uniffi(name = "Outcome"))]
pub enum GameOutcome {
    /// You finished first.
    Won,
    /// Someone else finished first.
    Lost,
    /// No coin could ever move again and no one had finished.
    Drawn,
    /// You gave it up: a new game was started over it, once you had confirmed. It counts
    /// apart, in neither Played nor the win rate, and ends a win streak (RULES_DECISIONS.md 22).
    Abandoned,
}

impl GameOutcome {
    /// The name the store writes.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Won => "won",
            Self::Lost => "lost",
            Self::Drawn => "drawn",
            Self::Abandoned => "abandoned",
        }
    }

    fn from_name(name: &str) -> Option<Self> {
        [Self::Won, Self::Lost, Self::Drawn, Self::Abandoned]
            .into_iter()
            .find(|outcome| outcome.name() == name)
    }
}

/// Your figures in one game against one kind of opponent.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// Games given up for a new one; not in `played`.
    pub abandoned: u32,
    /// Wins in a row up to the last game; any game not won ends a streak.
    pub current_streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// Coins you cut, in every game (abandoned ones too).
    pub cuts_made: u64,
    /// Your coins cut, in every game.
    pub cuts_suffered: u64,
    /// The fewest of your turns in a game you won.
    pub fastest_win: Option<u32>,
    /// Your turns over the finished (won, lost, drawn) games, for the average length.
    pub finished_turns: u64,
    /// Your throws by value in every game, in the order of [`THROW_VALUES`].
    pub throws: [u64; THROW_VALUES.len()],
    /// Hints you asked for, in every game (abandoned ones too).
    pub hints_used: u64,
}

impl Statistics {
    /// No games yet.
    #[must_use]
    pub const fn empty(game: GameKind, opponent: OpponentKind) -> Self {
        Self {
            game,
            opponent,
            played: 0,
            won: 0,
            lost: 0,
            drawn: 0,
            abandoned: 0,
            current_streak: 0,
            best_streak: 0,
            cuts_made: 0,
            cuts_suffered: 0,
            fastest_win: None,
            finished_turns: 0,
            throws: [0; THROW_VALUES.len()],
            hints_used: 0,
        }
    }

    /// Games won out of games played to their end, once one has been (a game given up for
    /// a new one neither raises nor lowers it).
    #[must_use]
    pub fn win_rate(&self) -> Option<f64> {
        (self.played > 0).then(|| f64::from(self.won) / f64::from(self.played))
    }

    /// Games finished: won, lost or drawn (not abandoned).
    #[must_use]
    pub const fn finished(&self) -> u32 {
        self.won + self.lost + self.drawn
    }

    /// The average length of a finished game, in your turns.
    #[must_use]
    pub fn average_turns(&self) -> Option<f64> {
        // Exact below 2^53 turns.
        let total = self.finished_turns as f64;
        (self.finished() > 0).then(|| total / f64::from(self.finished()))
    }

    fn add(&mut self, outcome: GameOutcome, tally: &Tally) {
        // A game given up is not a game played to its end: it counts apart (decision 22).
        if outcome != GameOutcome::Abandoned {
            self.played += 1;
        }
        match outcome {
            GameOutcome::Won => {
                self.won += 1;
                self.current_streak += 1;
                self.best_streak = self.best_streak.max(self.current_streak);
                self.fastest_win =
                    Some(self.fastest_win.map_or(tally.turns, |t| t.min(tally.turns)));
            }
            GameOutcome::Lost => self.lost += 1,
            GameOutcome::Drawn => self.drawn += 1,
            GameOutcome::Abandoned => self.abandoned += 1,
        }
        if outcome != GameOutcome::Won {
            self.current_streak = 0;
        }
        if outcome != GameOutcome::Abandoned {
            self.finished_turns += u64::from(tally.turns);
        }
        self.cuts_made += u64::from(tally.cuts_made);
        self.cuts_suffered += u64::from(tally.cuts_suffered);
        for (total, &count) in self.throws.iter_mut().zip(&tally.throws) {
            *total += u64::from(count);
        }
        self.hints_used += u64::from(tally.hints);
    }
}

/// Every opponent kind, in the order the Statistics screen lists them.
pub(crate) const OPPONENTS: [OpponentKind; 4] = [
    OpponentKind::PassAndPlay,
    OpponentKind::Computer { level: Level::Easy },
    OpponentKind::Computer {
        level: Level::Medium,
    },
    OpponentKind::Computer { level: Level::Hard },
];

/// The name the store writes for an opponent kind.
pub(crate) const fn opponent_name(opponent: OpponentKind) -> &'static str {
    match opponent {
        OpponentKind::PassAndPlay => "pass-and-play",
        OpponentKind::Computer { level } => level.name(),
    }
}

/// The columns of a game's tally, in [`Tally`]'s order.
const TALLY_COLUMNS: &str = "turns, cuts_made, cuts_suffered, \
     throws_1, throws_2, throws_3, throws_4, throws_5, throws_6, throws_12, hints";

/// The tally in the columns starting at `first` of `row`.
pub(crate) fn tally_from_row(row: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<Tally> {
    let mut throws = [0; THROW_VALUES.len()];
    for (i, count) in throws.iter_mut().enumerate() {
        *count = row.get(first + 3 + i)?;
    }
    Ok(Tally {
        turns: row.get(first)?,
        cuts_made: row.get(first + 1)?,
        cuts_suffered: row.get(first + 2)?,
        throws,
        hints: row.get(first + 3 + THROW_VALUES.len())?,
    })
}

/// Record a new game in play; returns its number.
pub(crate) fn insert_game(
    conn: &Connection,
    game: GameKind,
    opponent: OpponentKind,
    tally: &Tally,
) -> rusqlite::Result<i64> {
    conn.prepare_cached(&format!(
        "INSERT INTO game (kind, opponent, {TALLY_COLUMNS})
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)"
    ))?
    .execute(params![
        game.name(),
        opponent_name(opponent),
        tally.turns,
        tally.cuts_made,
        tally.cuts_suffered,
        tally.throws[0],
        tally.throws[1],
        tally.throws[2],
        tally.throws[3],
        tally.throws[4],
        tally.throws[5],
        tally.throws[6],
        tally.hints
    ])?;
    Ok(conn.last_insert_rowid())
}

/// Write the tally of game `number`, still in play; returns whether it was.
pub(crate) fn update_tally(
    conn: &Connection,
    number: i64,
    tally: &Tally,
) -> rusqlite::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE game SET turns = ?2, cuts_made = ?3, cuts_suffered = ?4, throws_1 = ?5,
                 throws_2 = ?6, throws_3 = ?7, throws_4 = ?8, throws_5 = ?9, throws_6 = ?10,
                 throws_12 = ?11, hints = ?12
             WHERE number = ?1 AND outcome IS NULL",
        )?
        .execute(params![
            number,
            tally.turns,
            tally.cuts_made,
            tally.cuts_suffered,
            tally.throws[0],
            tally.throws[1],
            tally.throws[2],
            tally.throws[3],
            tally.throws[4],
            tally.throws[5],
            tally.throws[6],
            tally.hints
        ])?;
    Ok(changed == 1)
}

/// End game `number`, still in play, as `outcome` (an [`GameOutcome`]'s name, or `reset` or
/// `set-aside` for games that count in no statistic).
pub(crate) fn end_game(conn: &Connection, number: i64, outcome: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE game SET outcome = ?2, ended_at = unixepoch()
         WHERE number = ?1 AND outcome IS NULL",
    )?
    .execute(params![number, outcome])?;
    Ok(())
}

impl Store {
    /// Your figures in `game` against `opponent` (all zero before the first game ends).
    ///
    /// # Errors
    /// A database failure.
    pub fn statistics(
        &self,
        game: GameKind,
        opponent: OpponentKind,
    ) -> Result<Statistics, StoreError> {
        let all = self.all_statistics()?;
        Ok(all
            .into_iter()
            .find(|stats| stats.game == game && stats.opponent == opponent)
            .unwrap_or_else(|| Statistics::empty(game, opponent)))
    }

    /// Your figures for every game and opponent kind: games in menu order, and within each,
    /// pass-and-play, then the computer from Easy to Hard.
    ///
    /// # Errors
    /// A database failure.
    pub fn all_statistics(&self) -> Result<Vec<Statistics>, StoreError> {
        let mut all: Vec<Statistics> = GameKind::ALL
            .into_iter()
            .flat_map(|game| OPPONENTS.map(|opponent| Statistics::empty(game, opponent)))
            .collect();
        let mut select = self
            .conn
            .prepare_cached(&format!(
                "SELECT kind, opponent, outcome, {TALLY_COLUMNS} FROM game
                 WHERE outcome IN ('won', 'lost', 'drawn', 'abandoned') ORDER BY number"
            ))
            .map_err(sql(&self.path))?;
        let mut rows = select.query([]).map_err(sql(&self.path))?;
        while let Some(row) = rows.next().map_err(sql(&self.path))? {
            let text = |i| row.get::<_, String>(i).map_err(sql(&self.path));
            let (kind, opponent, outcome) = (text(0)?, text(1)?, text(2)?);
            let tally = tally_from_row(row, 3).map_err(sql(&self.path))?;
            let stats = all.iter_mut().find(|stats| {
                stats.game.name() == kind && opponent_name(stats.opponent) == opponent
            });
            match (stats, GameOutcome::from_name(&outcome)) {
                (Some(stats), Some(outcome)) => stats.add(outcome, &tally),
                _ => {
                    return Err(StoreError::Database {
                        detail: format!("a game record names {kind} / {opponent} / {outcome}"),
                    });
                }
            }
        }
        Ok(all)
    }
}
