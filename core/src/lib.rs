//! The rules engine of Dhayam, Thayam and Paramapadam: the sticks, the boards as data, rule sets
//! and presets, the games themselves with their events and undo, and the position notation;
//! the computer players ([`ai`]), the store, and the game screen's behaviour ([`app`]) that
//! every front end draws.
//!
//! The engine is pure and deterministic: no clock, no I/O, and no random but the seeded sticks,
//! whose state is part of every position.
//!
//! With the `ffi` feature the app's types also derive their UniFFI form where they are
//! defined, so the shells receive them as they are (dhayam-ffi generates the Kotlin and Swift).

#[cfg(feature = "ffi")]
uniffi::setup_scaffolding!();

pub mod ai;
pub mod app;
mod bank;
mod board;
mod error;
mod event;
mod game;
mod jump;
mod landing;
pub mod learn;
pub mod look;
mod moves;
mod notation;
pub mod paramapadam;
#[cfg(feature = "research")]
pub mod playout;
mod position;
mod rules;
mod setup;
mod sticks;
mod store;
mod text;
mod turn;

pub use bank::{Bank, Values};
pub use board::{
    Board, BoardKind, BoardLayout, DrawnLink, DrawnSquare, MAX_SEATS, MAX_SQUARES, PathIndex,
    Point, Square, SquareId, SquareKind, SquareName, board_layout, paramapadam_layout,
};
pub use error::{PlayError, PositionError};
pub use event::{Event, Events, ExtraRollReason, Player, Silent};
pub use game::{Game, GameKind, State};
pub use moves::Move;
pub use notation::{NotationError, NotationErrorKind};
pub use position::{CoinSetup, MAX_PLAYERS, Phase, Place, Position, Setup};
pub use rules::{
    Field, MAX_COINS, Preset, RuleSet, RuleSetError, SafeSquares, Switches, ThrowSet, rule_switch,
    with_rule_switch,
};
pub use setup::{
    BoardSkin, FieldInfo, GameRules, GameSetup, Level, OpponentKind, PresetInfo, SeatKind,
    SeatSetup, SetupError, TokenStyle, board_skins, default_setup, opponent_of, presets,
    token_styles,
};
pub use sticks::{Sticks, THROW_SIXTEENTHS, THROW_VALUES, Throw, throw_values, value_index};
pub use store::{
    DATABASE_FILE, GameOutcome, LOCK_FILE, Language, RejectedGame, SAVED_GAME_FORMAT, SavedGame,
    Settings, Statistics, Store, StoreError, Tally,
};
