//! The view model of the whole app: which screen is up and what it shows — Home with its
//! resume card, the game screen, Statistics, Settings, Learn to play and its lessons — and,
//! over any of them, the question the app is asking and why the last request was refused, in
//! words.

use crate::game::GameKind;
use crate::learn::Reference;
use crate::setup::{OpponentKind, SeatKind};
use crate::store::{GameOutcome, Language, SavedGame, Settings};

use super::learn_menu::LearnGame;
use super::lesson::LessonView;
use super::setup_view::SetupView;
use super::statistics::Statistics;
use super::view::GameScreenView;
use crate::text::{Arg, Text};

/// The app, to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AppView {
    /// The screen that is up.
    pub screen: ScreenView,
    /// The question over it, until it is confirmed or cancelled.
    pub question: Option<Question>,
    /// Why the last request to the app was refused, until the next is accepted. (The game
    /// screen's own refusals are in its view.)
    pub refusal: Option<Text>,
    /// Something the player should know that no request of theirs caused, until the next
    /// request (the saved game was set aside).
    pub notice: Option<Text>,
    /// The language the app's text is in, as stored (every screen is worded in it).
    pub language: Language,
    /// The Rules & Settings reference, while it is open over the screen.
    pub reference: Option<Box<Reference>>,
}

/// One screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ScreenView {
    /// Home: new game, statistics, settings, and the resume card when a game is saved.
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
        /// Its screen.
        game: Box<GameScreenView>,
    },
    /// Your figures.
    Statistics {
        /// For every game and opponent kind, in the store's order (games in menu order;
        /// pass-and-play, then the computer from Easy to Hard).
        figures: Vec<Statistics>,
    },
    /// The settings.
    Settings {
        /// As stored.
        settings: Settings,
    },
    /// About the app.
    About,
    /// Learn to play.
    Learn {
        /// Each game's reference and lessons.
        games: Vec<LearnGame>,
    },
    /// A guided lesson.
    Lesson {
        /// Its step.
        lesson: Box<LessonView>,
    },
}

/// A question the app asks before it loses something, and its words.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Question {
    /// What it is about.
    pub about: QuestionAbout,
    /// The dialog's title.
    pub title: Text,
    /// What would be lost, and how it would be filed.
    pub body: Text,
    /// The answer that goes ahead.
    pub confirm: Text,
    /// The answer that changes nothing.
    pub cancel: Text,
}

/// What a question is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum QuestionAbout {
    /// Start a new game, ending the saved one?
    NewGame {
        /// The saved game that would end.
        saved: ResumeCard,
        /// How it would be filed in the statistics (RULES_DECISIONS.md 22: abandoned, apart).
        filed_as: GameOutcome,
        /// The game that would start.
        new_game: GameKind,
    },
    /// Clear the saved game? (Its statistics are kept.)
    ClearSavedGame,
}

impl Question {
    /// The question about `about`, in words.
    #[must_use]
    pub fn about(about: QuestionAbout) -> Self {
        let name = |key| Arg::Text(Box::new(Text::plain(key)));
        match about {
            QuestionAbout::NewGame {
                saved,
                filed_as,
                new_game,
            } => Self {
                about,
                title: Text::with("question_new_game_title", vec![name(game_key(new_game))]),
                body: Text {
                    more: vec![Text::with(
                        "question_new_game_filed",
                        vec![name(outcome_key(filed_as))],
                    )],
                    ..Text::with(
                        "question_new_game_body",
                        vec![name(game_key(saved.game)), Arg::Number(saved.players)],
                    )
                },
                confirm: Text::plain("question_new_game_yes"),
                cancel: Text::plain("cancel"),
            },
            QuestionAbout::ClearSavedGame => Self {
                about,
                title: Text::plain("settings_reset_saved"),
                body: Text::plain("settings_reset_confirm"),
                confirm: Text::plain("settings_reset_confirm_yes"),
                cancel: Text::plain("cancel"),
            },
        }
    }
}

/// The key of a game's name.
#[must_use]
pub const fn game_key(game: GameKind) -> &'static str {
    match game {
        GameKind::Dhayam => "game_dhayam",
        GameKind::Thayam => "game_thayam",
        GameKind::Paramapadam => "game_paramapadam",
    }
}

/// The key of how a game is filed.
#[must_use]
pub const fn outcome_key(outcome: GameOutcome) -> &'static str {
    match outcome {
        GameOutcome::Won => "stats_won",
        GameOutcome::Lost => "stats_lost",
        GameOutcome::Drawn => "stats_drawn",
        GameOutcome::Abandoned => "stats_abandoned",
    }
}

/// What Home says of the saved game, and what the question names as about to be lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ResumeCard {
    /// Which game.
    pub game: GameKind,
    /// How many players.
    pub players: u32,
    /// Against whom.
    pub opponent: OpponentKind,
    /// Whose turn it is (none only for a game that ended).
    pub to_act: Option<u32>,
    /// Who plays that seat.
    pub to_act_kind: Option<SeatKind>,
    /// Your turns so far.
    pub your_turns: u32,
}

impl ResumeCard {
    /// The card of `game`.
    #[must_use]
    pub fn of(game: &SavedGame) -> Self {
        let to_act = game.state().to_act();
        Self {
            game: game.setup().game(),
            players: u32::from(game.setup().players()),
            opponent: game.setup().opponent_kind(),
            to_act: to_act.map(u32::from),
            to_act_kind: to_act
                .and_then(|player| game.setup().seats.get(usize::from(player)))
                .map(|seat| seat.kind),
            your_turns: game.tally().turns,
        }
    }
}
