//! Learning to play, as the shells draw it: the Rules & Settings reference ([`Reference`],
//! also from [`reference`] for any rules), the lessons on offer ([`LearnGame`]), a guided
//! lesson's step ([`LessonView`]), the hint ([`Hint`]) and the game's log ([`LogView`]),
//! converted from `dhayam_core::learn` and `dhayam_core::app`.

use dhayam_core::app as da;
use dhayam_core::learn as dl;

use crate::error::DhayamError;
use crate::screen_view::{GameScreenView, MoveOption};
use crate::setup::{BoardSkin, GameKind, GameRules};
use crate::text::Text;

pub use dl::{Reference, SettingLine, SkinLine, SwitchLine, ThrowLine};

pub use dl::HintReason;

/// The move Hard would play: ring its `option.from` and `option.to`, say `text`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Hint {
    /// The move as the screen offers it.
    pub option: MoveOption,
    /// Why.
    pub reason: HintReason,
    /// Why, in words.
    pub text: Text,
}

/// The game's log, with the position to copy.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct LogView {
    /// Every turn, oldest first.
    pub turns: Vec<LogTurn>,
    /// The position now, in the notation (for a bug report).
    pub notation: String,
}

/// One turn of the log.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct LogTurn {
    /// Whose turn (0 for Player 1), none before the first turn.
    pub player: Option<u32>,
    /// Its heading.
    pub title: Text,
    /// What happened, in order.
    pub lines: Vec<Text>,
}

/// A lesson's step on screen.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct LessonView {
    /// Which game it teaches.
    pub game: GameKind,
    /// The lesson's number among the game's, 0 for the first.
    pub lesson: u32,
    /// How many lessons the game has.
    pub lessons: u32,
    /// The lesson's title.
    pub title: Text,
    /// The step's number, 0 for the first.
    pub step: u32,
    /// How many steps.
    pub steps: u32,
    /// What the step shows.
    pub explain: Text,
    /// The move asked for, to ring; none when a throw is asked or the step is done.
    pub asked: Option<MoveOption>,
    /// The step asks for a throw.
    pub asks_roll: bool,
    /// The asked action is made: show Next (or, at the last step, the lesson's end).
    pub done: bool,
    /// This is the last step.
    pub last: bool,
    /// The board, drawn as the game screen (its refusal says why a move was refused).
    pub board: GameScreenView,
}

pub use da::{LearnGame, LessonInfo};

/// The reference of a game of `rules`, on a board of `skin` (the app's view gives the one
/// in hand; this is for any rules).
///
/// # Errors
/// [`DhayamError::InvalidSetup`] if the rules can't be read.
#[uniffi::export]
pub fn reference(rules: GameRules, skin: BoardSkin) -> Result<Reference, DhayamError> {
    rules.check_throws()?;
    Ok(dl::reference(&rules, skin))
}

impl From<da::Hint> for Hint {
    fn from(hint: da::Hint) -> Self {
        Self {
            option: hint.option.into(),
            reason: hint.reason,
            text: hint.text,
        }
    }
}

impl From<dl::LogTurn> for LogTurn {
    fn from(turn: dl::LogTurn) -> Self {
        Self {
            player: turn.player.map(Into::into),
            title: turn.title,
            lines: turn.lines,
        }
    }
}

impl From<dl::LogView> for LogView {
    fn from(log: dl::LogView) -> Self {
        Self {
            turns: log.turns.into_iter().map(Into::into).collect(),
            notation: log.notation,
        }
    }
}

impl From<da::LessonView> for LessonView {
    fn from(view: da::LessonView) -> Self {
        Self {
            game: view.game,
            lesson: view.lesson.into(),
            lessons: view.lessons.into(),
            title: view.title,
            step: view.step.into(),
            steps: view.steps.into(),
            explain: view.explain,
            asked: view.asked.map(Into::into),
            asks_roll: view.asks_roll,
            done: view.done,
            last: view.last,
            board: (*view.board).into(),
        }
    }
}
