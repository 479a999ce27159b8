//! The game's log: its history turn by turn — the throws, the coins that came out and moved,
//! the cuts, the values lost, the ladders and snakes, who finished — kept with the saved game
//! so a resumed game shows all of it, and worded for the shells as message keys.
//!
//! Each entry is what one event said, without what only an animation needs (a move's every
//! square), so a long game's log stays small. The store keeps it as JSON beside the position
//! (schema version 2); a game saved before there was a log resumes with an empty one.

use serde::{Deserialize, Serialize};

use crate::board::SquareId;
use crate::event::{Event, Player};
use crate::game::GameKind;
use crate::text::{Arg, Case, Message, Text, square};

/// One line of the log. The names are short: the store writes every entry of every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Entry {
    /// `player` threw `value`.
    #[serde(rename = "r")]
    Rolled(Player, u8),
    /// It is now `player`'s turn.
    #[serde(rename = "t")]
    Turn(Player),
    /// A coin of `player` came out onto `square`.
    #[serde(rename = "e")]
    Entered(Player, SquareId),
    /// A coin of `player` moved from one square to another.
    #[serde(rename = "m")]
    Moved(Player, SquareId, SquareId),
    /// `by` cut a coin of `victim` on `square`.
    #[serde(rename = "c")]
    Cut(Player, Player, SquareId),
    /// A coin of `player` reached the goal.
    #[serde(rename = "g")]
    Goal(Player),
    /// `player`'s banked `value` was lost.
    #[serde(rename = "l")]
    Lost(Player, u8),
    /// `player`'s token climbed a ladder.
    #[serde(rename = "u")]
    Ladder(Player, SquareId, SquareId),
    /// `player`'s token slid down a snake.
    #[serde(rename = "s")]
    Snake(Player, SquareId, SquareId),
    /// `player` finished in `place`.
    #[serde(rename = "f")]
    Finished(Player, u8),
    /// The game ended, won by the player (or drawn).
    #[serde(rename = "o")]
    Over(Option<Player>),
}

/// The whole history of one game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameLog {
    entries: Vec<Entry>,
}

impl GameLog {
    /// The entries, oldest first.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// How many entries there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing has happened yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Add what `events` say.
    pub fn record(&mut self, events: &[Event]) {
        self.entries.extend(events.iter().filter_map(entry));
    }

    /// Forget everything after the first `len` entries (an action taken back).
    pub fn truncate(&mut self, len: usize) {
        self.entries.truncate(len);
    }

    /// The log as the store keeps it.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.entries).unwrap_or_default()
    }

    /// The log the store kept; an empty text is an empty log (a game saved before logs).
    ///
    /// # Errors
    /// The text is not a log.
    pub fn from_json(text: &str) -> Result<Self, String> {
        if text.is_empty() {
            return Ok(Self::default());
        }
        serde_json::from_str(text)
            .map(|entries| Self { entries })
            .map_err(|error| error.to_string())
    }

    /// The entries `recent` reads for the last `turns` turns: back to the start of one turn
    /// more than asked for, as the last may have done nothing yet (every other turn begins with
    /// a throw). Only the log's tail is read, so it costs the same late in a long game as early.
    #[must_use]
    pub fn recent_entries(&self, turns: usize) -> &[Entry] {
        let mut seen = 0;
        for (at, entry) in self.entries.iter().enumerate().rev() {
            if matches!(entry, Entry::Turn(_)) {
                seen += 1;
                if seen > turns {
                    return &self.entries[at..];
                }
            }
        }
        &self.entries
    }

    /// What the last `turns` turns did, oldest first, for the game screen to show as they
    /// happen in the height a square board leaves spare; turns that have done nothing yet (the
    /// one just begun) are left out. Made from `recent_entries(turns)` alone.
    #[must_use]
    pub fn recent(&self, game: GameKind, turns: usize) -> Vec<LogTurn> {
        let tail = Self {
            entries: self.recent_entries(turns).to_vec(),
        };
        let mut view = tail.view(game, String::new()).turns;
        view.retain(|turn| !turn.lines.is_empty());
        let skip = view.len().saturating_sub(turns);
        view.split_off(skip)
    }

    /// The log to draw, for a game of `game`, now at the position `notation`.
    #[must_use]
    pub fn view(&self, game: GameKind, notation: String) -> LogView {
        let mut turns: Vec<LogTurn> = Vec::new();
        for &entry in &self.entries {
            if let Entry::Turn(player) = entry {
                turns.push(LogTurn {
                    player: Some(u32::from(player)),
                    title: Text::with(
                        "log_turn",
                        vec![Arg::Text(Box::new(Text::player(u32::from(player))))],
                    ),
                    lines: Vec::new(),
                });
                continue;
            }
            if turns.is_empty() {
                // Before the first turn passes: the throw-off (or Paramapadam's first turn).
                turns.push(LogTurn {
                    player: None,
                    title: Text::plain("log_start"),
                    lines: Vec::new(),
                });
            }
            if let Some(turn) = turns.last_mut() {
                turn.lines.push(words(entry, game));
            }
        }
        LogView { turns, notation }
    }
}

/// The log, to draw: turn by turn, and the position in the notation to copy for a bug report.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LogView {
    /// Every turn, oldest first.
    pub turns: Vec<LogTurn>,
    /// The position now, in the notation.
    pub notation: String,
}

/// One turn of the log.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LogTurn {
    /// Whose turn, or none before the first turn (the throw-off).
    pub player: Option<u32>,
    /// Its heading: "Player 2's turn", or "The start".
    pub title: Text,
    /// What happened, in order.
    pub lines: Vec<Text>,
}

/// The entry an event makes, if it makes one (extra rolls and ties show in the throws).
fn entry(event: &Event) -> Option<Entry> {
    Some(match *event {
        Event::Rolled { player, throw } => Entry::Rolled(player, throw.value()),
        Event::TurnPassed { player } => Entry::Turn(player),
        Event::CoinEntered { player, square } => Entry::Entered(player, square),
        Event::CoinMoved {
            player, from, to, ..
        } => Entry::Moved(player, from, to),
        Event::CoinCut { player, square, by } => Entry::Cut(by, player, square),
        Event::CoinHome { player } => Entry::Goal(player),
        Event::Ladder { player, from, to } => Entry::Ladder(player, from, to),
        Event::Snake { player, from, to } => Entry::Snake(player, from, to),
        Event::ValueLost { player, value } => Entry::Lost(player, value),
        Event::PlayerFinished { player, place } => Entry::Finished(player, place),
        Event::GameOver { winner } => Entry::Over(winner),
        Event::ThrowOffTied { .. } | Event::ExtraRoll { .. } => return None,
    })
}

/// One entry in words.
fn words(entry: Entry, game: GameKind) -> Text {
    let message = match entry {
        Entry::Rolled(player, value) => Message::Rolled { player, value },
        Entry::Turn(player) => Message::TurnPassed { player },
        Entry::Entered(player, square) => Message::CoinEntered { player, square },
        Entry::Moved(player, from, to) => return moved(player, from, to, game),
        Entry::Cut(by, victim, square) => Message::Cut { by, victim, square },
        Entry::Goal(player) => Message::ReachedGoal { player },
        Entry::Lost(player, value) => Message::ValueLost { player, value },
        Entry::Ladder(player, from, to) => Message::Ladder { player, from, to },
        Entry::Snake(player, from, to) => Message::Snake { player, from, to },
        Entry::Finished(player, place) => Message::Finished { player, place },
        Entry::Over(Some(player)) => Message::Won { player },
        Entry::Over(None) => Message::Drawn,
    };
    message.text(game)
}

/// "Player 1 moved a coin from 86 to 81."
fn moved(player: Player, from: SquareId, to: SquareId, game: GameKind) -> Text {
    Text::with(
        match game {
            GameKind::Dhayam => "log_moved_coin",
            GameKind::Thayam => "log_moved_pawn",
            GameKind::Paramapadam => "log_moved_token",
        },
        vec![
            Arg::Text(Box::new(Text::player(u32::from(player)))),
            square(game, from, Case::From),
            square(game, to, Case::To),
        ],
    )
}

/// Every text the log can say that no message says, for the list of keys.
pub(crate) fn every_text() -> Vec<Text> {
    let log = GameLog {
        entries: vec![Entry::Rolled(0, 5), Entry::Turn(1), Entry::Moved(1, 3, 8)],
    };
    let mut texts = Vec::new();
    for game in GameKind::ALL {
        for turn in log.view(game, String::new()).turns {
            texts.push(turn.title);
            texts.extend(turn.lines);
        }
    }
    texts
}
