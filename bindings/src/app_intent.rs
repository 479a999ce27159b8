//! What the player (or the operating system) asks of the whole app ([`AppIntent`]): go from
//! screen to screen, edit the setup ([`SetupEdit`]), start, resume and quit games, answer the
//! app's questions, change a setting ([`SettingChange`]) — converted to `dhayam_core::app`.
//! A request for the game on screen is the game screen's own [`Intent`].

use dhayam_core::app as da;

use crate::app::Language;
use crate::error::{DhayamError, narrow};
use crate::screen_intent::Intent;
use crate::setup::{BoardSkin, Field, GameKind, GameSetup, Preset, SeatKind, TokenStyle};

/// One thing the player (or the operating system) did.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum AppIntent {
    /// Home's New Game: the setup screen, on the last setup played.
    OpenSetup,
    /// One edit on the setup screen.
    EditSetup {
        /// The edit.
        edit: SetupEdit,
    },
    /// The setup screen's Start, the sticks seeded with `seed` (the platform's random source;
    /// the core has none). With a game saved, the app asks first.
    StartGame {
        /// The seed of the sticks.
        seed: u64,
    },
    /// A new game of `setup` from anywhere but a game (tests, a bug report's replay).
    NewGame {
        /// The game to start.
        setup: GameSetup,
        /// The seed of the sticks.
        seed: u64,
    },
    /// Game over's Play again: a new game of the setup just played.
    PlayAgain {
        /// The seed of the sticks.
        seed: u64,
    },
    /// Settings' Clear saved game: the app asks first.
    ClearSavedGame,
    /// Yes to the open question.
    Confirm,
    /// No to the open question: nothing changes.
    Cancel,
    /// Home's resume card.
    Resume,
    /// From the game's pause menu or its end back to Home; an unfinished game stays saved. From
    /// a lesson's, back to Learn to play.
    Quit,
    /// Home's Statistics button.
    OpenStatistics,
    /// Home's Settings button.
    OpenSettings,
    /// Home's About button.
    OpenAbout,
    /// Back to Home from Setup, Statistics, Settings or About.
    Home,
    /// One setting changed.
    ChangeSetting {
        /// The change.
        change: SettingChange,
    },
    /// The operating system's reduced-motion setting is now `on`.
    ReducedMotion {
        /// On or off.
        on: bool,
    },
    /// The app goes to the background: computer turns and auto-roll hold.
    Background,
    /// The app comes back to the foreground.
    Foreground,
    /// A request for the game on screen (or the lesson's board).
    Game {
        /// The request.
        intent: Intent,
    },
    /// The Rules & Settings reference opens over the screen (the view's `reference`): of
    /// `game` from Home, or with none, of the setup, game or lesson in hand.
    OpenReference {
        /// Which game, or none for the one in hand.
        game: Option<GameKind>,
    },
    /// The reference closes.
    CloseReference,
    /// The system's Back: closes the question, the reference or the game's log, else pauses
    /// (resumes, leaves a finished) game, leaves a lesson for Learn to play and any other screen
    /// for Home.
    Back,
    /// Home's Learn to play (and a lesson's way back): each game's reference and lessons.
    OpenLearn,
    /// Lesson `lesson` (0 for the first, as `ScreenView::Learn` lists them) of `game`.
    StartLesson {
        /// Which game.
        game: GameKind,
        /// Which lesson.
        lesson: u32,
    },
    /// The lesson's Next, once the step is done.
    NextLessonStep,
}

/// One edit of the setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SetupEdit {
    /// Another game.
    Game {
        /// Which.
        game: GameKind,
    },
    /// This many players.
    Players {
        /// How many.
        players: u32,
    },
    /// Seat `seat` (0 for Player 1) played by `kind`.
    Seat {
        /// Which seat.
        seat: u32,
        /// Who plays it.
        kind: SeatKind,
    },
    /// Seat `seat` takes `token`; a seat that had it takes this seat's old one.
    Token {
        /// Which seat.
        seat: u32,
        /// The token style.
        token: TokenStyle,
    },
    /// The rules of `preset`.
    Preset {
        /// Which.
        preset: Preset,
    },
    /// This many coins (pawns) each.
    Coins {
        /// How many.
        coins: u32,
    },
    /// An on/off rule turned on or off.
    Switch {
        /// The rule.
        field: Field,
        /// On or off.
        on: bool,
    },
    /// A throw value added to or taken from a throw set (`Field::Entry`, `Field::Bonus`).
    Throw {
        /// Which set.
        field: Field,
        /// The throw value.
        value: u32,
        /// In the set or not.
        on: bool,
    },
    /// The board's look.
    Skin {
        /// Which.
        skin: BoardSkin,
    },
}

/// One setting, changed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SettingChange {
    /// Sound effects.
    Sound {
        /// On or off.
        on: bool,
    },
    /// Vibration.
    Haptics {
        /// On or off.
        on: bool,
    },
    /// Auto-roll.
    AutoRoll {
        /// On or off.
        on: bool,
    },
    /// The quick Undo bar.
    QuickUndo {
        /// On or off.
        on: bool,
    },
    /// The legal-move ring.
    LegalMoveRing {
        /// On or off.
        on: bool,
    },
    /// The app's language.
    Language {
        /// Which.
        language: Language,
    },
    /// The board's look for the next game.
    BoardSkin {
        /// Which.
        skin: BoardSkin,
    },
}

impl TryFrom<AppIntent> for da::AppIntent {
    type Error = DhayamError;

    fn try_from(intent: AppIntent) -> Result<Self, DhayamError> {
        Ok(match intent {
            AppIntent::OpenSetup => Self::OpenSetup,
            AppIntent::EditSetup { edit } => Self::EditSetup(edit.into()),
            AppIntent::StartGame { seed } => Self::StartGame { seed },
            AppIntent::NewGame { setup, seed } => {
                // A setup that can't be read (a throw set holding a number no throw has) is an
                // error, as a move that can't be read is; one that can is the model's to refuse.
                setup.rules.check_throws()?;
                Self::NewGame { setup, seed }
            }
            AppIntent::PlayAgain { seed } => Self::PlayAgain { seed },
            AppIntent::ClearSavedGame => Self::ClearSavedGame,
            AppIntent::Confirm => Self::Confirm,
            AppIntent::Cancel => Self::Cancel,
            AppIntent::Resume => Self::Resume,
            AppIntent::Quit => Self::Quit,
            AppIntent::OpenStatistics => Self::OpenStatistics,
            AppIntent::OpenSettings => Self::OpenSettings,
            AppIntent::OpenAbout => Self::OpenAbout,
            AppIntent::Home => Self::Home,
            AppIntent::ChangeSetting { change } => Self::ChangeSetting(change.into()),
            AppIntent::ReducedMotion { on } => Self::ReducedMotion(on),
            AppIntent::Background => Self::Background,
            AppIntent::Foreground => Self::Foreground,
            AppIntent::Game { intent } => Self::Game(intent.try_into()?),
            AppIntent::OpenReference { game } => Self::OpenReference { game },
            AppIntent::CloseReference => Self::CloseReference,
            AppIntent::OpenLearn => Self::OpenLearn,
            AppIntent::Back => Self::Back,
            AppIntent::StartLesson { game, lesson } => Self::StartLesson {
                game,
                lesson: narrow(lesson),
            },
            AppIntent::NextLessonStep => Self::NextLessonStep,
        })
    }
}

/// Numbers too large for the core's types become `u8::MAX`, which the setup refuses like any
/// count it doesn't offer.
impl From<SetupEdit> for da::SetupEdit {
    fn from(edit: SetupEdit) -> Self {
        match edit {
            SetupEdit::Game { game } => Self::Game(game),
            SetupEdit::Players { players } => Self::Players(narrow(players)),
            SetupEdit::Seat { seat, kind } => Self::Seat {
                seat: narrow(seat),
                kind,
            },
            SetupEdit::Token { seat, token } => Self::Token {
                seat: narrow(seat),
                token,
            },
            SetupEdit::Preset { preset } => Self::Preset(preset),
            SetupEdit::Coins { coins } => Self::Coins(narrow(coins)),
            SetupEdit::Switch { field, on } => Self::Switch { field, on },
            SetupEdit::Throw { field, value, on } => Self::Throw {
                field,
                value: narrow(value),
                on,
            },
            SetupEdit::Skin { skin } => Self::Skin(skin),
        }
    }
}

impl From<SettingChange> for da::SettingChange {
    fn from(change: SettingChange) -> Self {
        match change {
            SettingChange::Sound { on } => Self::Sound(on),
            SettingChange::Haptics { on } => Self::Haptics(on),
            SettingChange::AutoRoll { on } => Self::AutoRoll(on),
            SettingChange::QuickUndo { on } => Self::QuickUndo(on),
            SettingChange::LegalMoveRing { on } => Self::LegalMoveRing(on),
            SettingChange::Language { language } => Self::Language(language),
            SettingChange::BoardSkin { skin } => Self::BoardSkin(skin),
        }
    }
}
