//! Learning to play, as the shells draw it: the Rules & Settings reference ([`Reference`],
//! also from [`reference`] for any rules), the lessons on offer ([`LearnGame`]), a guided
//! lesson's step ([`LessonView`]), the hint ([`Hint`]) and the game's log ([`LogView`]),
//! converted from `dhayam_core::learn` and `dhayam_core::app`.

use dhayam_core as dc;
use dhayam_core::app as da;
use dhayam_core::learn as dl;

use crate::error::{DhayamError, wide};
use crate::screen_view::{GameScreenView, MoveOption};
use crate::setup::{BoardSkin, Field, GameKind, GameRules, Preset};
use crate::text::Text;

/// The reference of one game, generated from the rules in play.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Reference {
    /// Which game.
    pub game: GameKind,
    /// How to play, step by step.
    pub steps: Vec<Text>,
    /// One coin's whole route, Player 1's, square ids from the first square to the goal:
    /// draw it on the board.
    pub route: Vec<u32>,
    /// The route in words.
    pub route_text: Text,
    /// The preset in play (none in Paramapadam).
    pub preset: Option<Preset>,
    /// The preset the table sets the rules beside (none in Paramapadam).
    pub compared_with: Option<Preset>,
    /// The on/off rules, in play and compared; mark the rows that differ.
    pub switches: Vec<SwitchLine>,
    /// The entry and roll-again throws, in play and compared.
    pub throws: Vec<ThrowLine>,
    /// The rules no switch changes.
    pub fixed: Vec<Text>,
    /// Players in play.
    pub players: u32,
    /// Coins each in play.
    pub coins: u32,
    /// The coin counts the preset offers.
    pub coin_choices: Vec<u32>,
    /// The board skins, the one in play marked.
    pub skins: Vec<SkinLine>,
    /// The app's settings with what each does.
    pub settings: Vec<SettingLine>,
}

/// One on/off rule of the reference's table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SwitchLine {
    /// The rule.
    pub field: Field,
    /// Its name.
    pub name: Text,
    /// What it means (also the setup screen's "what does this mean").
    pub detail: Text,
    /// On in play.
    pub in_play: bool,
    /// On in the compared preset.
    pub compared: bool,
    /// The two differ.
    pub differs: bool,
}

/// One throw set of the reference's table.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ThrowLine {
    /// `Entry` or `Bonus`.
    pub field: Field,
    /// Its name.
    pub name: Text,
    /// What it means.
    pub detail: Text,
    /// The values in play.
    pub in_play: Vec<u32>,
    /// The values compared.
    pub compared: Vec<u32>,
    /// The two differ.
    pub differs: bool,
}

/// One board skin of the reference.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SkinLine {
    /// The skin.
    pub skin: BoardSkin,
    /// Its name.
    pub name: Text,
    /// It is the one on the board.
    pub in_play: bool,
}

/// One setting of the reference.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SettingLine {
    /// Its name.
    pub name: Text,
    /// What it does.
    pub detail: Text,
}

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

/// One game on the Learn to play screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LearnGame {
    /// Which game.
    pub game: GameKind,
    /// Its lessons in order: `AppIntent::StartLesson`'s `lesson` is the index.
    pub lessons: Vec<LessonInfo>,
}

/// One lesson on offer.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonInfo {
    /// Its title.
    pub title: Text,
    /// How many steps it has.
    pub steps: u32,
}

impl From<da::LearnGame> for LearnGame {
    fn from(each: da::LearnGame) -> Self {
        Self {
            game: each.game,
            lessons: each
                .lessons
                .into_iter()
                .map(|info| LessonInfo {
                    title: info.title,
                    steps: info.steps.into(),
                })
                .collect(),
        }
    }
}

/// The reference of a game of `rules`, on a board of `skin` (the app's view gives the one
/// in hand; this is for any rules).
///
/// # Errors
/// [`DhayamError::InvalidSetup`] if the rules can't be read.
#[uniffi::export]
pub fn reference(rules: GameRules, skin: BoardSkin) -> Result<Reference, DhayamError> {
    let rules = dc::GameRules::try_from(rules)?;
    Ok(dl::reference(&rules, skin).into())
}

fn texts(texts: Vec<Text>) -> Vec<Text> {
    texts.into_iter().collect()
}

impl From<dl::Reference> for Reference {
    fn from(reference: dl::Reference) -> Self {
        Self {
            game: reference.game,
            steps: texts(reference.steps),
            route: wide(reference.route),
            route_text: reference.route_text,
            preset: reference.preset,
            compared_with: reference.compared_with,
            switches: reference
                .switches
                .into_iter()
                .map(|line| SwitchLine {
                    field: line.field,
                    name: line.name,
                    detail: line.detail,
                    in_play: line.in_play,
                    compared: line.compared,
                    differs: line.differs,
                })
                .collect(),
            throws: reference
                .throws
                .into_iter()
                .map(|line| ThrowLine {
                    field: line.field,
                    name: line.name,
                    detail: line.detail,
                    in_play: wide(line.in_play),
                    compared: wide(line.compared),
                    differs: line.differs,
                })
                .collect(),
            fixed: texts(reference.fixed),
            players: reference.players.into(),
            coins: reference.coins.into(),
            coin_choices: wide(reference.coin_choices),
            skins: reference
                .skins
                .into_iter()
                .map(|line| SkinLine {
                    skin: line.skin,
                    name: line.name,
                    in_play: line.in_play,
                })
                .collect(),
            settings: reference
                .settings
                .into_iter()
                .map(|line| SettingLine {
                    name: line.name,
                    detail: line.detail,
                })
                .collect(),
        }
    }
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
            lines: texts(turn.lines),
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
