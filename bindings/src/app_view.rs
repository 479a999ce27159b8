//! The whole app's view model as the shells draw it ([`AppView`]): the screen that is up —
//! Home with its resume card, the setup with every control, the game, Statistics, Settings,
//! About — the question over it, why the last request was refused and what the player should
//! know, converted from `dhayam_core::app`.

use dhayam_core as dc;
use dhayam_core::app as da;

use crate::app::{Language, Settings, Statistics};
use crate::error::wide;
use crate::learn::{LearnGame, LessonView, Reference};
use crate::screen_view::GameScreenView;
use crate::setup::{
    BoardSkin, Field, GameKind, GameSetup, OpponentKind, Preset, SeatKind, TokenStyle,
};
use crate::text::{Text, of_message};

/// The app, to draw.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct AppView {
    /// The screen that is up.
    pub screen: ScreenView,
    /// The question over it, until it is confirmed or cancelled.
    pub question: Option<Question>,
    /// Why the last request to the app was refused, until the next is accepted (the game
    /// screen's own refusals are in its view).
    pub refusal: Option<Text>,
    /// Something the player should know that no refusal says (the saved game was set aside,
    /// or cleared), until the next request.
    pub notice: Option<Text>,
    /// The language the app's text is in, as stored.
    pub language: Language,
    /// The Rules & Settings reference, while it is open over the screen.
    pub reference: Option<Reference>,
}

/// One screen.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum ScreenView {
    /// Home: new game, statistics, settings, about, and the resume card.
    Home {
        /// The saved game, if there is one.
        resume: Option<ResumeCard>,
    },
    /// The new game's setup.
    Setup {
        /// Its controls.
        setup: Box<SetupView>,
    },
    /// A game.
    Game {
        /// The game screen.
        game: Box<GameScreenView>,
    },
    /// Your figures for every game and opponent kind, games in menu order.
    Statistics {
        /// The figures.
        figures: Vec<Statistics>,
    },
    /// The settings as stored.
    Settings {
        /// The settings.
        settings: Settings,
    },
    /// About the app.
    About,
    /// Learn to play: each game's reference and lessons, games in menu order.
    Learn {
        /// The games.
        games: Vec<LearnGame>,
    },
    /// A guided lesson's step.
    Lesson {
        /// The step.
        lesson: Box<LessonView>,
    },
}

/// What Home says of the saved game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ResumeCard {
    /// Which game.
    pub game: GameKind,
    /// How many players.
    pub players: u32,
    /// Against whom.
    pub opponent: OpponentKind,
    /// Whose turn it is (0 for Player 1).
    pub to_act: Option<u32>,
    /// Who plays that seat.
    pub to_act_kind: Option<SeatKind>,
    /// Your turns so far.
    pub your_turns: u32,
}

pub use dc::GameOutcome as Outcome;

/// A question the app asks before it loses something, with its words.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Question {
    /// What it is about.
    pub about: QuestionAbout,
    /// The dialog's title.
    pub title: Text,
    /// What would be lost, and how it would be filed.
    pub body: Text,
    /// The answer that goes ahead (send `AppIntent::Confirm`).
    pub confirm: Text,
    /// The answer that changes nothing (send `AppIntent::Cancel`).
    pub cancel: Text,
}

/// What a question is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum QuestionAbout {
    /// Start a new game, ending the saved one?
    NewGame {
        /// The saved game that would end.
        saved: ResumeCard,
        /// How it would be filed.
        filed_as: Outcome,
        /// The game that would start.
        new_game: GameKind,
    },
    /// Clear the saved game? Its statistics are kept.
    ClearSavedGame,
}

/// The setup screen, to draw.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SetupView {
    /// The setup as it stands: seats in turn order with kinds and tokens, the skin.
    pub setup: GameSetup,
    /// The game it sets up.
    pub game: GameKind,
    /// The games, in menu order.
    pub games: Vec<GameKind>,
    /// The player counts offered.
    pub player_choices: Vec<u32>,
    /// Who may play a seat: a person, or the computer at each level.
    pub seat_kinds: Vec<SeatKind>,
    /// The token styles, in the order offered.
    pub tokens: Vec<TokenStyle>,
    /// The presets of this game (none in Paramapadam).
    pub presets: Vec<Preset>,
    /// The chosen preset.
    pub preset: Option<Preset>,
    /// The coin counts the preset offers.
    pub coin_choices: Vec<u32>,
    /// The chosen coin count.
    pub coins: Option<u32>,
    /// The throw sets: entry, then roll again.
    pub throw_sets: Vec<ThrowRow>,
    /// The on/off rules, in the order of the rules.
    pub switches: Vec<SwitchRow>,
    /// The board skins, in the order offered.
    pub skins: Vec<BoardSkin>,
    /// Why this setup can't be played, if it can't; Start is greyed then.
    pub problem: Option<Text>,
}

/// One on/off rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SwitchRow {
    /// The rule.
    pub field: Field,
    /// Its name's key.
    pub name_key: String,
    /// The key of what it means (the setup's "what does this mean", as the reference says it).
    pub detail_key: String,
    /// Whether it is on (safe squares: open to everyone).
    pub on: bool,
    /// Whether the player may change it; greyed, "fixed by this preset", otherwise.
    pub editable: bool,
}

/// One throw set.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ThrowRow {
    /// `Field::Entry` or `Field::Bonus`.
    pub field: Field,
    /// Its name's key.
    pub name_key: String,
    /// The key of what it means.
    pub detail_key: String,
    /// Every throw value, ascending, with whether it is in the set.
    pub values: Vec<ThrowChoice>,
    /// Whether the player may change it; greyed otherwise.
    pub editable: bool,
}

/// One throw value of a throw set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ThrowChoice {
    /// The value.
    pub value: u32,
    /// Whether it is in the set.
    pub chosen: bool,
}

impl AppView {
    /// The shells' form of the model's `view`, its words worded for `game` (the model's
    /// `game_on_screen`: only the game's own words name its pieces).
    pub(crate) fn of(view: da::AppView, game: GameKind) -> Self {
        Self {
            screen: view.screen.into(),
            question: view.question.map(Into::into),
            refusal: view.refusal.map(|refusal| refusal.text(game)),
            notice: view.notice.as_ref().map(|notice| of_message(notice, game)),
            language: view.language,
            reference: view.reference.map(|reference| *reference),
        }
    }
}

impl From<da::ScreenView> for ScreenView {
    fn from(screen: da::ScreenView) -> Self {
        match screen {
            da::ScreenView::Home { resume } => Self::Home {
                resume: resume.map(Into::into),
            },
            da::ScreenView::Setup(setup) => Self::Setup {
                setup: Box::new((*setup).into()),
            },
            da::ScreenView::Game(game) => Self::Game {
                game: Box::new((*game).into()),
            },
            da::ScreenView::Statistics(figures) => Self::Statistics { figures },
            da::ScreenView::Settings(settings) => Self::Settings {
                settings: *settings,
            },
            da::ScreenView::About => Self::About,
            da::ScreenView::Learn(games) => Self::Learn { games },
            da::ScreenView::Lesson(lesson) => Self::Lesson {
                lesson: Box::new((*lesson).into()),
            },
        }
    }
}

impl From<da::ResumeCard> for ResumeCard {
    fn from(card: da::ResumeCard) -> Self {
        Self {
            game: card.game,
            players: card.players.into(),
            opponent: card.opponent,
            to_act: card.to_act.map(Into::into),
            to_act_kind: card.to_act_kind,
            your_turns: card.your_turns,
        }
    }
}

impl From<da::Question> for Question {
    fn from(question: da::Question) -> Self {
        let words = question.words();
        Self {
            about: match question {
                da::Question::NewGame(question) => QuestionAbout::NewGame {
                    saved: question.saved.into(),
                    filed_as: question.filed_as,
                    new_game: question.new_game,
                },
                da::Question::ClearSavedGame => QuestionAbout::ClearSavedGame,
            },
            title: words.title,
            body: words.body,
            confirm: words.confirm,
            cancel: words.cancel,
        }
    }
}

impl From<da::SetupView> for SetupView {
    fn from(view: da::SetupView) -> Self {
        Self {
            problem: view.problem,
            setup: view.setup,
            game: view.game,
            games: view.games.map(Into::into).to_vec(),
            player_choices: wide(view.player_choices),
            seat_kinds: view.seat_kinds,
            tokens: view.tokens.map(Into::into).to_vec(),
            presets: view.presets,
            preset: view.preset,
            coin_choices: wide(view.coin_choices),
            coins: view.coins.map(Into::into),
            throw_sets: view
                .throw_sets
                .into_iter()
                .map(|row| ThrowRow {
                    field: row.field,
                    name_key: da::field_key(row.field).to_owned(),
                    detail_key: dhayam_core::learn::detail_key(row.field).to_owned(),
                    values: row
                        .values
                        .into_iter()
                        .map(|(value, chosen)| ThrowChoice {
                            value: value.into(),
                            chosen,
                        })
                        .collect(),
                    editable: row.editable,
                })
                .collect(),
            switches: view
                .switches
                .into_iter()
                .map(|row| SwitchRow {
                    field: row.field,
                    name_key: da::field_key(row.field).to_owned(),
                    detail_key: dhayam_core::learn::detail_key(row.field).to_owned(),
                    on: row.on,
                    editable: row.editable,
                })
                .collect(),
            skins: view.skins.map(Into::into).to_vec(),
        }
    }
}
