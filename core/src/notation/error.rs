//! The notation's errors: [`NotationError`] says where a position's or a move's text is wrong,
//! [`NotationErrorKind`] why. Errors the engine finds in the position the text describes are
//! carried inside, pointed at the line they concern.

use thiserror::Error;

use super::VERSION;
use crate::error::PositionError;
use crate::event::Player;
use crate::game::GameKind;
use crate::paramapadam::ParamapadamError;
use crate::rules::{Preset, RuleSetError};

/// Where a position's or a move's text is wrong, and why.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct NotationError {
    /// The line, counting from 1 (a move's text is line 1).
    pub line: usize,
    /// The column, counting characters from 1.
    pub column: usize,
    /// What is wrong there.
    pub kind: NotationErrorKind,
}

/// What is wrong with a position's or a move's text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum NotationErrorKind {
    /// A word is not what the grammar allows here.
    #[error("expected {expected}, found `{found}`")]
    Expected {
        /// What the grammar allows.
        expected: String,
        /// The word found.
        found: String,
    },
    /// A line or a word the grammar requires is not there.
    #[error("{0} is missing")]
    Missing(String),
    /// The first line names a game this engine doesn't play.
    #[error("unknown game `{0}`; expected {games}", games = one_of(GameKind::ALL.map(GameKind::name)))]
    UnknownGame(String),
    /// The first line names a notation version this engine can't read.
    #[error("unknown notation version `{0}`; expected {VERSION}")]
    UnknownVersion(String),
    /// The rules line names no preset.
    #[error("unknown preset `{0}`; expected {presets}", presets = one_of(Preset::ALL.map(Preset::name)))]
    UnknownPreset(String),
    /// The rules line names no rule field.
    #[error("unknown rule `{0}`")]
    UnknownField(String),
    /// The rules line sets the board, which the game name decides.
    #[error("the board is not a rule: the game name on the first line decides it")]
    BoardInRules,
    /// Something that may be given once is given again.
    #[error("{0} is given twice")]
    Duplicate(String),
    /// A value is not one its field takes.
    #[error("bad value `{value}` for {name}: expected {expected}")]
    BadValue {
        /// The field or part the value is for.
        name: &'static str,
        /// The value found.
        value: String,
        /// What the field takes.
        expected: &'static str,
    },
    /// A square that doesn't lie on the player's path (or doesn't exist).
    #[error("square {square} is not on player {}'s path", u16::from(*player) + 1)]
    NotOnPath {
        /// The square as written.
        square: String,
        /// Whose path.
        player: Player,
    },
    /// A player name beyond the game's players.
    #[error("there is no player `{name}`: the game has players p1 to p{players}")]
    NoSuchPlayer {
        /// The name as written.
        name: String,
        /// Players in the game.
        players: u8,
    },
    /// The rules line describes a rule set the engine can't play.
    #[error(transparent)]
    Rules(RuleSetError),
    /// The text describes a position that breaks the rules.
    #[error(transparent)]
    Position(PositionError),
    /// The text describes a Paramapadam position that breaks the rules.
    #[error(transparent)]
    Paramapadam(ParamapadamError),
}

/// `a`, `a or b`, `a, b or c`, each quoted.
fn one_of(names: impl IntoIterator<Item = &'static str>) -> String {
    let names: Vec<String> = names.into_iter().map(|name| format!("`{name}`")).collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}
