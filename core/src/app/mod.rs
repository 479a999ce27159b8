//! The app's behaviour, once, for every front end: the app around the game (Home, Statistics,
//! Settings, starting and resuming games) and one game on screen, each a deterministic state
//! machine — intents and elapsed time in, a view model and effects out.
//!
//! It is not pure: the model owns its persistence. An intent that changes the game, the
//! settings or the statistics writes them to the store (SQLite, synced to disk) inside the
//! call, before it returns and before the view is read; a write the store refuses is the
//! intent's refusal ([`Refusal::NotSaved`]), and nothing on screen changes. That is why the
//! phones call the model on one worker thread of their own, never the main one.
//!
//! A shell (Android, iOS, the terminal) forwards what the player does as an [`Intent`] and
//! tells the screen how much time has passed ([`GameScreen::advance`]); it draws
//! [`GameScreen::view`] and performs the [`Effect`]s each call returns: play a sound, vibrate,
//! wake the screen after so many milliseconds, announce a message to the screen reader. There
//! is no clock here, so every pace, walk and undo window is tested on virtual time.
//!
//! Its files each own one part: `timing` the one table of how long things take, `settings` the
//! player's settings that shape play, `intent` what the player can ask, `effect` what the world
//! must do, `picture` the coins as drawn at one step of an animation, `telling` which event gives
//! which message, cue and announcement, `frames` the steps an action is shown in, `options` the
//! legal moves as the screen offers them, `pick` the tap rule, `held` the game and how an action is
//! saved, `view` the view model, `strip` a player's strip beside it, `reading` the board and the
//! controls in words for screen readers, `board_reading` that reading kept between changes with the
//! version a shell caches it by, `recent_turns` the last turns kept and versioned the same way,
//! `digest` those versions, `screen` the state machine that ties them together, `timers` its timers
//! and `pace` what happens as each runs out. Above the game screen, `app_model` owns the store and
//! the screen that is up, `app_intent` what the player asks of it, `setting_change` one change of a
//! setting, `setup_draft` the new game's setup as it is edited and `setup_view` its screen, and
//! `app_view` the app's view model (Home's resume card, the questions), `learn_menu` the Learn to
//! play screen, `lesson` a guided lesson on screen and `launch_problem` why the app can't open.
//! `text_keys` lists every key for the strings check; the words themselves (every message and
//! refusal as a string key with arguments) are the crate's `text`, under the learning content and
//! the store, which word things too.

mod app_intent;
mod app_model;
mod app_view;
mod board_reading;
mod digest;
mod effect;
mod frames;
mod held;
mod intent;
mod launch_problem;
mod learn_menu;
mod lesson;
mod options;
mod pace;
mod pick;
mod picture;
mod reading;
mod recent_turns;
mod screen;
mod setting_change;
mod settings;
mod setup_draft;
mod setup_view;
#[cfg(feature = "ffi")]
mod shell_text;
mod statistics;
mod strip;
mod telling;
mod text_keys;
mod timers;
mod timing;
mod view;

pub use crate::text::{
    Arg, Case, Message, Refusal, SWITCHES, SaveProblem, Text, TurnSummary, field_key, square,
};
pub use app_intent::AppIntent;
pub use app_model::AppModel;
pub use app_view::{
    AppView, Question, QuestionAbout, ResumeCard, ScreenView, game_key, outcome_key,
};
pub use board_reading::BoardReading;
pub use effect::{Cue, Effect};
pub use held::Playable;
pub use intent::Intent;
pub use launch_problem::launch_problem;
pub use learn_menu::{LearnGame, LessonInfo, learn_menu};
pub use lesson::{LessonRun, LessonView};
pub use options::MoveOption;
pub use picture::{Pile, Spot};
pub use reading::SquareReading;
pub use recent_turns::{RECENT_TURNS, RecentTurns};
pub use screen::GameScreen;
pub use setting_change::SettingChange;
pub use settings::PlaySettings;
pub use setup_draft::{SetupDraft, SetupEdit};
pub use setup_view::{SetupView, SwitchRow, ThrowChoice, ThrowRow, preset_key};
#[cfg(feature = "ffi")]
pub use shell_text::{Sentence, Sentences, TextArg};
pub use statistics::{Statistics, ThrowCount};
pub use strip::{Gate, PlayerStrip};
pub use text_keys::{KeySpec, every_key, key_list};
pub use timing::Timing;
pub use view::{Chip, GameOver, GameScreenView, Hint, Throw, UndoBar};
