//! The game in progress: [`SavedGame`] (a [`Game`] with its setup and running tally), how the
//! store starts, autosaves, resumes and resets it, and how a saved game that fails validation is
//! set aside for a bug report.
//!
//! # Format 1
//!
//! The `saved_game` row holds the position in the core's notation ([`State::notation`], which
//! names its own notation version on its first line and carries the board, bank, turn and the
//! sticks' random state) and the [`GameSetup`] as serde's JSON (seats, token styles, rules, skin).
//! The tally is in the game's row of the `game` table. The notation's rules and the setup's must
//! agree. One level of undo is not saved: a resumed game has nothing to undo. Since schema
//! version 2 the row's `log` holds the game's log ([`GameLog`] as JSON), empty for a game
//! saved before; since version 3 its `checksum` is the CRC-32 of its format, position, setup and
//! log as written, and a row that reads as a game but no longer matches it is set aside too.

use rusqlite::types::ValueRef;
use rusqlite::{Connection, OptionalExtension, Row, TransactionBehavior, params};

use super::checksum;
use super::error::sql;
use super::settings::{setup_json, write_settings};
use super::statistics::{GameOutcome, end_game, insert_game, tally_from_row, update_tally};
use super::tally::{Tally, people_in, you_in};
use super::{Store, StoreError};
use crate::error::PlayError;
use crate::event::{Event, Player};
use crate::game::{Game, State};
use crate::learn::GameLog;
use crate::moves::Move;
use crate::setup::{BoardSkin, GameRules, GameSetup};
use crate::sticks::Throw;

/// The saved-game format this build writes (the `format` column).
pub const SAVED_GAME_FORMAT: i64 = 1;

/// A game in progress as the store keeps it: its setup, the game with one level of undo, and
/// your running tally, which the game's actions keep up to date.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    number: i64,
    setup: GameSetup,
    game: Game,
    tally: Tally,
    tally_before_last_action: Option<Tally>,
    /// The game's history, saved with it.
    log: GameLog,
    /// The log's length before the last action, to take it back with the action.
    log_before_last_action: Option<usize>,
    /// The store's save count when this copy was loaded or last saved (see `Store::revision`).
    revision: u64,
}

impl SavedGame {
    /// The game's number in the store (its row in the game records).
    #[must_use]
    pub const fn number(&self) -> i64 {
        self.number
    }

    /// The setup the game was started with (with the skin as last changed).
    #[must_use]
    pub const fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The game, for its state and whether it can undo.
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The current state.
    #[must_use]
    pub const fn state(&self) -> &State {
        self.game.state()
    }

    /// Your counts so far.
    #[must_use]
    pub const fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The game's history so far.
    #[must_use]
    pub const fn log(&self) -> &GameLog {
        &self.log
    }

    /// A hint was asked for: counted in the tally (and kept if the last action is undone).
    pub fn count_hint(&mut self) {
        self.tally.hints += 1;
        if let Some(tally) = &mut self.tally_before_last_action {
            tally.hints += 1;
        }
    }

    /// Whose turns measure the game's length: the first human seat (or Player 1).
    #[must_use]
    pub fn you(&self) -> Player {
        you_in(&self.setup)
    }

    /// Whether the game counts in the statistics: only a game a person plays does
    /// (RULES_DECISIONS.md 23).
    #[must_use]
    pub fn counted(&self) -> bool {
        !people_in(&self.setup).is_empty()
    }

    /// `player` throws the sticks, as [`Game::roll`]; the tally counts what it caused.
    ///
    /// # Errors
    /// As [`Game::roll`]; nothing changes.
    pub fn roll(&mut self, player: Player) -> Result<(Throw, Vec<Event>), PlayError> {
        let (throw, events) = self.game.roll(player)?;
        self.count(&events);
        Ok((throw, events))
    }

    /// `player` plays `mv`, as [`Game::play`]; the tally counts what it caused.
    ///
    /// # Errors
    /// As [`Game::play`]; nothing changes.
    pub fn play(&mut self, player: Player, mv: Move) -> Result<Vec<Event>, PlayError> {
        let events = self.game.play(player, mv)?;
        self.count(&events);
        Ok(events)
    }

    /// Undo the last action, its counts included, as [`Game::undo`].
    ///
    /// # Errors
    /// There is nothing to undo.
    pub fn undo(&mut self) -> Result<(), PlayError> {
        self.game.undo()?;
        if let Some(tally) = self.tally_before_last_action.take() {
            self.tally = tally;
        }
        if let Some(len) = self.log_before_last_action.take() {
            self.log.truncate(len);
        }
        Ok(())
    }

    /// Change the board's look mid-game (from the pause menu).
    pub const fn set_skin(&mut self, skin: BoardSkin) {
        self.setup.skin = skin;
    }

    fn count(&mut self, events: &[Event]) {
        self.tally_before_last_action = Some(self.tally);
        self.log_before_last_action = Some(self.log.len());
        self.log.record(events);
        let you = self.you();
        self.tally.record(you, &people_in(&self.setup), events);
    }

    /// How the game ended for the people at the table, once it is over: won when one of them
    /// finished first (RULES_DECISIONS.md 23).
    fn outcome(&self) -> Option<GameOutcome> {
        if self.state().to_act().is_some() {
            return None;
        }
        let people = people_in(&self.setup);
        Some(match self.state().winner() {
            Some(winner) if people.contains(&winner) => GameOutcome::Won,
            Some(_) => GameOutcome::Lost,
            None => GameOutcome::Drawn,
        })
    }

    /// The outcome the store files the game under once it ends as `outcome`: a game no person
    /// played is filed as counting in no statistic.
    fn filed(&self, outcome: GameOutcome) -> &'static str {
        if self.counted() {
            outcome.name()
        } else {
            NOT_COUNTED
        }
    }
}

/// The outcome the store writes for a game that counts in no statistic: the one a cleared
/// saved game ends with, so the store's file needs no new spelling.
const NOT_COUNTED: &str = "reset";

/// A saved game that failed validation, as it was found, for a bug report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RejectedGame {
    /// The game's number, if the row had one.
    pub number: Option<i64>,
    /// The format column, as text.
    pub format: String,
    /// The position column, as text (bytes that aren't UTF-8 are replaced).
    pub position: String,
    /// The setup column, as text.
    pub setup: String,
    /// Why it was rejected.
    pub error: String,
    /// When, in seconds since 1970.
    pub rejected_at: i64,
}

/// The saved game's columns and its game record as read, before validation.
struct Found {
    number: i64,
    format: ValueText,
    position: ValueText,
    setup: ValueText,
    in_play: bool,
    tally: Result<Tally, String>,
    log: ValueText,
    /// The row's values still give its checksum.
    sealed: bool,
}

/// A column's text, or what was there instead.
type ValueText = Result<String, String>;

fn text_of(value: ValueRef<'_>) -> ValueText {
    match value {
        ValueRef::Text(bytes) => {
            String::from_utf8(bytes.to_vec()).map_err(|_| "text that isn't UTF-8".to_owned())
        }
        ValueRef::Integer(n) => Ok(n.to_string()),
        other => Err(format!("a {} value", other.data_type())),
    }
}

fn lossy_text(value: ValueRef<'_>) -> String {
    match value {
        ValueRef::Null => String::new(),
        ValueRef::Integer(n) => n.to_string(),
        ValueRef::Real(x) => x.to_string(),
        ValueRef::Text(bytes) | ValueRef::Blob(bytes) => {
            String::from_utf8_lossy(bytes).into_owned()
        }
    }
}

/// The saved game's row, if there is one.
fn find(conn: &Connection) -> rusqlite::Result<Option<Found>> {
    let read = |row: &Row<'_>| {
        Ok(Found {
            number: row.get(0)?,
            format: text_of(row.get_ref(1)?),
            position: text_of(row.get_ref(2)?),
            setup: text_of(row.get_ref(3)?),
            in_play: row.get_ref(4)? == ValueRef::Integer(1),
            tally: tally_from_row(row, 5).map_err(|error| format!("its tally: {error}")),
            log: text_of(row.get_ref(16)?),
            sealed: checksum::holds(
                row.get_ref(17)?,
                &[
                    row.get_ref(1)?,
                    row.get_ref(2)?,
                    row.get_ref(3)?,
                    row.get_ref(16)?,
                ],
            ),
        })
    };
    conn.prepare_cached(
        "SELECT s.number, s.format, s.position, s.setup,
                g.number IS NOT NULL AND g.outcome IS NULL,
                g.turns, g.cuts_made, g.cuts_suffered, g.throws_1, g.throws_2, g.throws_3,
                g.throws_4, g.throws_5, g.throws_6, g.throws_12, g.hints, s.log, s.checksum
         FROM saved_game s LEFT JOIN game g ON g.number = s.number WHERE s.id = 1",
    )?
    .query_row([], read)
    .optional()
}

/// The saved game `found` describes, or why it can't be resumed.
fn validate(found: Found, revision: u64) -> Result<SavedGame, String> {
    let format = found
        .format
        .map_err(|what| format!("its format is {what}"))?;
    if format != SAVED_GAME_FORMAT.to_string() {
        return Err(format!("format {format} is not one this version reads"));
    }
    let position = found
        .position
        .map_err(|what| format!("its position is {what}"))?;
    let state =
        State::from_notation(&position).map_err(|error| format!("its position: {error}"))?;
    let setup = found.setup.map_err(|what| format!("its setup is {what}"))?;
    let setup: GameSetup =
        serde_json::from_str(&setup).map_err(|error| format!("its setup: {error}"))?;
    setup
        .validate()
        .map_err(|error| format!("its setup: {error}"))?;
    let rules_agree = match (&setup.rules, &state) {
        (GameRules::Race { rules }, State::Race(position)) => rules == position.rules(),
        (GameRules::Paramapadam { rules }, State::Paramapadam(game)) => rules == game.rules(),
        _ => false,
    };
    if !rules_agree {
        return Err(format!(
            "its setup is for a different game or rules than its {} position",
            state.kind().name()
        ));
    }
    if !found.in_play {
        return Err("its game record is missing or already ended".into());
    }
    if state.to_act().is_none() {
        return Err("the game is already over".into());
    }
    // Last: a row that reads as a game, but not the one written (a changed digit).
    if !found.sealed {
        return Err("its values don't match its checksum: changed since they were written".into());
    }
    Ok(SavedGame {
        number: found.number,
        setup,
        game: Game::new(state),
        tally: found.tally?,
        tally_before_last_action: None,
        log: found
            .log
            .and_then(|log| GameLog::from_json(&log))
            .map_err(|error| format!("its log: {error}"))?,
        log_before_last_action: None,
        revision,
    })
}

/// Move the saved game into the rejected games with `error`; its game counts in no statistic.
fn set_aside(conn: &Connection, number: i64, error: &str) -> rusqlite::Result<()> {
    log::warn!("saved game {number} set aside: {error}");
    conn.prepare_cached(
        "INSERT INTO rejected_game (number, format, position, setup, error)
         SELECT number, format, position, setup, ?1 FROM saved_game WHERE id = 1",
    )?
    .execute([error])?;
    end_game(conn, number, "set-aside")?;
    conn.prepare_cached("DELETE FROM saved_game WHERE id = 1")?
        .execute([])?;
    Ok(())
}

fn write_position(conn: &Connection, game: &SavedGame) -> rusqlite::Result<bool> {
    let (position, setup, log) = (
        game.state().notation(),
        setup_json(&game.setup),
        game.log.to_json(),
    );
    let changed = conn
        .prepare_cached(
            "UPDATE saved_game SET position = ?2, setup = ?3, format = ?4, log = ?5,
                 checksum = ?6, saved_at = unixepoch()
             WHERE id = 1 AND number = ?1",
        )?
        .execute(params![
            game.number,
            position,
            setup,
            SAVED_GAME_FORMAT,
            log,
            row_checksum(&position, &setup, &log)
        ])?;
    Ok(changed == 1)
}

/// The checksum of a saved game's row: its format, position, setup and log, as written.
fn row_checksum(position: &str, setup: &str, log: &str) -> i64 {
    checksum::checksum(&[
        ValueRef::Integer(SAVED_GAME_FORMAT),
        ValueRef::Text(position.as_bytes()),
        ValueRef::Text(setup.as_bytes()),
        ValueRef::Text(log.as_bytes()),
    ])
}

/// Give the saved game's row, if there is one, the checksum of its values as they are.
pub(crate) fn seal(conn: &Connection) -> rusqlite::Result<()> {
    let found = conn
        .query_row(
            "SELECT format, position, setup, log FROM saved_game WHERE id = 1",
            [],
            |row| {
                Ok(checksum::checksum(&[
                    row.get_ref(0)?,
                    row.get_ref(1)?,
                    row.get_ref(2)?,
                    row.get_ref(3)?,
                ]))
            },
        )
        .optional()?;
    if let Some(sum) = found {
        conn.execute("UPDATE saved_game SET checksum = ?1 WHERE id = 1", [sum])?;
    }
    Ok(())
}

impl Store {
    /// Start a new game from `setup`, its sticks seeded with `seed` (from the shell's random
    /// source), and save it; it becomes the last setup in the settings. A game still saved is
    /// ended as [`GameOutcome::Abandoned`] (or set aside, if it fails validation), all in one
    /// transaction.
    ///
    /// # Errors
    /// [`StoreError::Setup`] if the setup can't start a game; [`StoreError::DiskFull`] or
    /// another database failure, and then nothing has changed.
    pub fn start_game(&mut self, setup: GameSetup, seed: u64) -> Result<SavedGame, StoreError> {
        let state = setup.start(seed)?;
        let mut settings = self.settings()?;
        settings.board_skin = setup.skin;
        settings.last_setup = setup.clone();
        let you = you_in(&setup);
        let tally = Tally::start(you, &state);
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql(&self.path))?;
        let number = (|| {
            if let Some(found) = find(&tx)? {
                let number = found.number;
                match validate(found, 0) {
                    Ok(old) => end_game(&tx, number, old.filed(GameOutcome::Abandoned))?,
                    Err(error) => set_aside(&tx, number, &error)?,
                }
                tx.prepare_cached("DELETE FROM saved_game WHERE id = 1")?
                    .execute([])?;
            }
            let number = insert_game(&tx, setup.game(), setup.opponent_kind(), &tally)?;
            let (position, setup_text) = (state.notation(), setup_json(&setup));
            tx.prepare_cached(
                "INSERT INTO saved_game (id, number, format, position, setup, log, checksum)
                 VALUES (1, ?1, ?2, ?3, ?4, '', ?5)",
            )?
            .execute(params![
                number,
                SAVED_GAME_FORMAT,
                position,
                setup_text,
                row_checksum(&position, &setup_text, "")
            ])?;
            write_settings(&tx, &settings)?;
            Ok(number)
        })()
        .and_then(|number| tx.commit().map(|()| number))
        .map_err(sql(&self.path))?;
        self.revision += 1;
        Ok(SavedGame {
            number,
            setup,
            game: Game::new(state),
            tally,
            tally_before_last_action: None,
            log: GameLog::default(),
            log_before_last_action: None,
            revision: self.revision,
        })
    }

    /// Save `game` after an action, in one transaction. Once the game is over, its outcome goes
    /// into the statistics and the saved game is cleared instead; the outcome is returned.
    ///
    /// # Errors
    /// [`StoreError::NotTheSavedGame`] if `game` ended, was reset or replaced;
    /// [`StoreError::StaleGame`] if another copy of it (say, a second
    /// [`Store::saved_game`]) was saved since this copy was loaded; [`StoreError::DiskFull`] or
    /// another database failure. Nothing is written then: the store keeps the game as of the
    /// last successful save.
    pub fn autosave(&mut self, game: &mut SavedGame) -> Result<Option<GameOutcome>, StoreError> {
        if game.revision != self.revision {
            let still_saved = find(&self.conn)
                .map_err(sql(&self.path))?
                .is_some_and(|found| found.number == game.number);
            return Err(if still_saved {
                StoreError::StaleGame {
                    number: game.number,
                }
            } else {
                StoreError::NotTheSavedGame {
                    number: game.number,
                }
            });
        }
        let outcome = game.outcome();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql(&self.path))?;
        let saved = (|| {
            let current = match outcome {
                None => write_position(&tx, game)?,
                Some(_) => {
                    tx.prepare_cached("DELETE FROM saved_game WHERE id = 1 AND number = ?1")?
                        .execute([game.number])?
                        == 1
                }
            };
            if !current || !update_tally(&tx, game.number, &game.tally)? {
                return Ok(false);
            }
            if let Some(outcome) = outcome {
                end_game(&tx, game.number, game.filed(outcome))?;
            }
            tx.commit()?;
            Ok(true)
        })()
        .map_err(sql(&self.path))?;
        if !saved {
            return Err(StoreError::NotTheSavedGame {
                number: game.number,
            });
        }
        self.revision += 1;
        game.revision = self.revision;
        Ok(outcome)
    }

    /// The saved game, resumed exactly where it was: same board, bank, turn, random state and
    /// tally (with nothing to undo). `None` if there is none.
    ///
    /// # Errors
    /// [`StoreError::SavedGameRejected`] if it fails validation: it has then been moved to
    /// [`Store::rejected_games`] and the next call gives `None`. A database failure otherwise.
    pub fn saved_game(&mut self) -> Result<Option<SavedGame>, StoreError> {
        let Some(found) = find(&self.conn).map_err(sql(&self.path))? else {
            return Ok(None);
        };
        let number = found.number;
        match validate(found, self.revision) {
            Ok(game) => Ok(Some(game)),
            Err(reason) => {
                let tx = self
                    .conn
                    .transaction_with_behavior(TransactionBehavior::Immediate)
                    .map_err(sql(&self.path))?;
                set_aside(&tx, number, &reason)
                    .and_then(|()| tx.commit())
                    .map_err(sql(&self.path))?;
                Err(StoreError::SavedGameRejected { number, reason })
            }
        }
    }

    /// Reset Saved Game: clear the game in progress. Statistics are kept exactly as they were
    /// (the cleared game counts in none). Returns whether there was a game to clear.
    ///
    /// # Errors
    /// A database failure; nothing has changed then.
    pub fn reset_saved_game(&mut self) -> Result<bool, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(sql(&self.path))?;
        (|| {
            let number: Option<i64> = tx
                .query_row("SELECT number FROM saved_game WHERE id = 1", [], |row| {
                    row.get(0)
                })
                .optional()?;
            if let Some(number) = number {
                end_game(&tx, number, "reset")?;
                tx.execute("DELETE FROM saved_game WHERE id = 1", [])?;
            }
            tx.commit()?;
            Ok(number.is_some())
        })()
        .map_err(sql(&self.path))
        .inspect(|_| self.revision += 1)
    }

    /// Saved games that failed validation, oldest first, for a bug report.
    ///
    /// # Errors
    /// A database failure.
    pub fn rejected_games(&self) -> Result<Vec<RejectedGame>, StoreError> {
        let mut select = self
            .conn
            .prepare_cached(
                "SELECT number, format, position, setup, error, rejected_at
                 FROM rejected_game ORDER BY id",
            )
            .map_err(sql(&self.path))?;
        select
            .query_map([], |row| {
                Ok(RejectedGame {
                    number: row.get(0)?,
                    format: lossy_text(row.get_ref(1)?),
                    position: lossy_text(row.get_ref(2)?),
                    setup: lossy_text(row.get_ref(3)?),
                    error: row.get(4)?,
                    rejected_at: row.get(5)?,
                })
            })
            .and_then(Iterator::collect)
            .map_err(sql(&self.path))
    }
}
