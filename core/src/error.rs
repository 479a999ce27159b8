//! Why an action or a proposed position was refused. A refused action changes nothing.

use thiserror::Error;

use crate::event::Player;
use crate::moves::Move;
use crate::rules::RuleSetError;

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// Someone else must act.
    #[error("it is not player {}'s turn; player {} is to act", player + 1, expected + 1)]
    NotYourTurn {
        /// Who tried to act.
        player: Player,
        /// Who must act.
        expected: Player,
    },
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The player must roll before moving.
    #[error("roll first: there is nothing banked to move with")]
    MustRoll,
    /// The player must play a banked value before rolling.
    #[error("play a banked value before rolling again")]
    MustMove,
    /// The move isn't one of the legal moves.
    #[error("illegal move: {0:?}")]
    IllegalMove(Move),
    /// There is no action to undo.
    #[error("nothing to undo")]
    NothingToUndo,
}

/// Why a set-up position can't be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The rule set is invalid.
    #[error(transparent)]
    Rules(#[from] RuleSetError),
    /// A player has the wrong number of coins.
    #[error("player {} has {found} coins; the rules give {expected}", player + 1)]
    CoinCount {
        /// Whose coins.
        player: Player,
        /// Coins listed.
        found: usize,
        /// Coins the rules give.
        expected: u8,
    },
    /// A coin stands off its player's path.
    #[error("player {}'s coin at path index {index} is beyond the goal", player + 1)]
    OffPath {
        /// Whose coin.
        player: Player,
        /// Its index.
        index: u8,
    },
    /// Two players share a square the rules give to one at a time.
    #[error("square {square} holds coins of two players")]
    SharedSquare {
        /// The square.
        square: String,
    },
    /// Own coins stack on a square they may not share.
    #[error("player {}'s coins stack on square {square}, which the rules forbid", player + 1)]
    Stacked {
        /// Whose coins.
        player: Player,
        /// The square.
        square: String,
    },
    /// A coin is past the gate though its player hasn't cut.
    #[error("player {}'s coin is past the gate but the player has not cut", player + 1)]
    PastGate {
        /// Whose coin.
        player: Player,
    },
    /// The places don't list exactly the finished players, each once.
    #[error("places must list exactly the players with every coin at the goal, each once")]
    Places,
    /// The turn, bank and places don't fit together.
    #[error("inconsistent turn: {0}")]
    Turn(&'static str),
}
