//! The view model of the whole app: which screen is up and what it shows — Home with its
//! resume card, the game screen, Statistics, Settings, Learn to play and its lessons — and, over any of them, the question
//! the app is asking and why the last request was refused.

use crate::event::Player;
use crate::game::GameKind;
use crate::learn::Reference;
use crate::setup::{OpponentKind, SeatKind};
use crate::store::{GameOutcome, Language, SavedGame, Settings};

use super::learn_menu::LearnGame;
use super::lesson::LessonView;
use super::setup_view::SetupView;
use super::statistics::Statistics;
use super::view::GameScreenView;
use crate::text::{Arg, Message, Refusal, Text};

/// The app, to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AppView {
    /// The screen that is up.
    pub screen: ScreenView,
    /// The question over it, until it is confirmed or cancelled.
    pub question: Option<Question>,
    /// Why the last request to the app was refused, until the next is accepted. (The game
    /// screen's own refusals are in its view.)
    pub refusal: Option<Refusal>,
    /// Something the player should know that no request of theirs caused, until the next
    /// request (the saved game was set aside).
    pub notice: Option<Message>,
    /// The language the app's text is in, as stored (every screen is worded in it).
    pub language: Language,
    /// The Rules & Settings reference, while it is open over the screen.
    pub reference: Option<Box<Reference>>,
}

/// One screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScreenView {
    /// Home: new game, statistics, settings, and the resume card when a game is saved.
    Home {
        /// The saved game, if there is one.
        resume: Option<ResumeCard>,
    },
    /// The new game's setup.
    Setup(Box<SetupView>),
    /// A game.
    Game(Box<GameScreenView>),
    /// Your figures for every game and opponent kind, in the store's order (games in menu
    /// order; pass-and-play, then the computer from Easy to Hard).
    Statistics(Vec<Statistics>),
    /// The settings as stored.
    Settings(Box<Settings>),
    /// About the app.
    About,
    /// Learn to play: each game's reference and lessons.
    Learn(Vec<LearnGame>),
    /// A guided lesson.
    Lesson(Box<LessonView>),
}

/// A question the app asks before it loses something.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    /// Start a new game, ending the saved one?
    NewGame(ConfirmNewGame),
    /// Clear the saved game? (Its statistics are kept.)
    ClearSavedGame,
}

/// A question in words: its title, what it asks, and its two answers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct QuestionWords {
    /// The dialog's title.
    pub title: Text,
    /// What would be lost, and how it would be filed.
    pub body: Text,
    /// The answer that goes ahead.
    pub confirm: Text,
    /// The answer that changes nothing.
    pub cancel: Text,
}

impl Question {
    /// This question in words.
    #[must_use]
    pub fn words(&self) -> QuestionWords {
        let name = |key| Arg::Text(Box::new(Text::plain(key)));
        match self {
            Self::NewGame(question) => QuestionWords {
                title: Text::with(
                    "question_new_game_title",
                    vec![name(game_key(question.new_game))],
                ),
                body: Text {
                    more: vec![Text::with(
                        "question_new_game_filed",
                        vec![name(outcome_key(question.filed_as))],
                    )],
                    ..Text::with(
                        "question_new_game_body",
                        vec![
                            name(game_key(question.saved.game)),
                            Arg::Number(question.saved.players.into()),
                        ],
                    )
                },
                confirm: Text::plain("question_new_game_yes"),
                cancel: Text::plain("cancel"),
            },
            Self::ClearSavedGame => QuestionWords {
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
pub struct ResumeCard {
    /// Which game.
    pub game: GameKind,
    /// How many players.
    pub players: u8,
    /// Against whom.
    pub opponent: OpponentKind,
    /// Whose turn it is (none only for a game that ended).
    pub to_act: Option<Player>,
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
            players: game.setup().players(),
            opponent: game.setup().opponent_kind(),
            to_act,
            to_act_kind: to_act
                .and_then(|player| game.setup().seats.get(usize::from(player)))
                .map(|seat| seat.kind),
            your_turns: game.tally().turns,
        }
    }
}

/// The question asked before a new game replaces the saved one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConfirmNewGame {
    /// The saved game that would end.
    pub saved: ResumeCard,
    /// How it would be filed in the statistics (RULES_DECISIONS.md 22: abandoned, apart).
    pub filed_as: GameOutcome,
    /// The game that would start.
    pub new_game: GameKind,
}
