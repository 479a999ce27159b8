//! `dhayam-ffi`: the UniFFI layer between `dhayam-core` and the Kotlin and Swift shells; every
//! rule stays in the core. The core's own types cross as they are (its `ffi` feature derives
//! their UniFFI form, generated into Kotlin package `com.dhayam.core`); what this crate declares
//! is generated into `com.dhayam.bindings`, and Swift compiles both into module `DhayamCore`
//! (`scripts/bindings.sh`). The numbers a shell reads (squares, players, counts) are `u32`,
//! because a list of them must be (UniFFI carries a list of `u8` as bytes) and one alone should
//! match it; those it sends in an intent are the core's own `u8`, which can't be out of range.
//! Re-exported here, the whole surface:
//!
//! - [`AppHandle`], the whole app as the core's state machine: [`AppIntent`]s and elapsed
//!   time in, the [`AppView`] to draw (Home, Setup, the game, Statistics, Settings, About, the
//!   question over them) and the [`Effect`]s to perform out, and the board read aloud
//!   ([`BoardReading`]) and the last turns ([`RecentTurns`]), each fetched apart when the
//!   view's version of it changes. The shells need nothing else. A request for the game on
//!   screen is an [`Intent`] inside [`AppIntent::Game`], the game's view a [`GameScreenView`],
//!   and every word a [`Text`] key. [`describe_app_view`], [`describe_board_reading`],
//!   [`describe_recent_turns`] and [`describe_effects`] render them as text, the same in every
//!   language.
//! - [`launch_problem`], the player's words for a store that won't open, and
//!   [`set_aside_damaged_store`] to start afresh from a damaged one.
//! - Learning to play: the Rules & Settings [`Reference`] (in the app's view while open, or
//!   [`reference()`] for any rules), the lessons on offer ([`LearnGame`]) and a lesson's step
//!   ([`LessonView`]), the [`Hint`] and the game's [`LogView`] in the game screen's view.
//! - The menus' and boards' data: [`presets`] with the fields each lets the player edit,
//!   [`paramapadam_defaults`], [`default_setup`], [`check_setup`], [`opponent_of`],
//!   [`token_styles`], [`board_skins`], [`throw_values`], and [`board_layout`] for each game.
//! - The look both phones draw: [`app_colours`], [`skin_palette`] for each board skin and
//!   [`token_art`] (marks to draw) for each token style.
//! - One error type, [`DhayamError`]. A refused call changes nothing; a panic in the core
//!   comes back as [`DhayamError::Internal`], never a crash. Every method of `AppHandle`
//!   returns a `Result` for that reason (Swift calls non-throwing functions with `try!`, which
//!   would crash on a panic); the free functions only read the core's constant tables.
//!   Built with the `test-panic` feature, `panic_for_tests` panics inside an `AppHandle`'s
//!   lock, for the Kotlin and Swift suites to prove it.

uniffi::setup_scaffolding!();

mod app;
mod app_handle;
mod describe;
mod error;
mod learn;
mod setup;

pub use app::{Language, Settings, Statistics, ThrowCount, set_aside_damaged_store};
pub use app_handle::AppHandle;
#[cfg(feature = "test-panic")]
pub use app_handle::panic_for_tests;
pub use describe::{
    describe_app_view, describe_board_reading, describe_effects, describe_recent_turns,
};
pub use dhayam_core::GameOutcome as Outcome;
pub use dhayam_core::Move;
pub use dhayam_core::app::{
    AppIntent, AppView, BoardReading, Chip, Cue, Effect, GameOver as GameResult, GameScreenView,
    Gate, Hint, Intent, LearnGame, LessonInfo, LessonView, MoveOption, Pile, PlaySettings,
    PlayerStrip, Question, QuestionAbout, RecentTurns, ResumeCard, ScreenView, Sentence,
    SettingChange, SetupEdit, SetupView, Spot, SquareReading, SwitchRow, Text, TextArg, Throw,
    ThrowChoice, ThrowRow, UndoBar,
};
pub use dhayam_core::learn::{
    HintReason, LogTurn, LogView, Reference, SettingLine, SkinLine, SwitchLine, ThrowLine,
};
pub use dhayam_core::look::{
    AppColours, Mark, Paint, PathStep, Shape, SkinPalette, Stop, TokenArt, Xy, app_colours,
    palette as skin_palette, square_fill, token_art,
};
pub use dhayam_core::{
    BoardLayout, DrawnLink as Link, DrawnSquare as Square, Point, SquareKind, board_layout,
    paramapadam_layout,
};
pub use error::{DhayamError, launch_problem};
pub use learn::reference;
pub use setup::{
    BoardKind, BoardSkin, Field, FieldInfo, GameKind, GameRules, GameSetup, LayoutKind, Level,
    OpponentKind, ParamapadamRules, Preset, PresetInfo, RuleSet, SafeSquares, SeatKind, SeatSetup,
    Switches, ThrowSet, TokenStyle, board_skins, check_setup, default_setup, opponent_of,
    paramapadam_defaults, presets, throw_values, token_styles,
};
