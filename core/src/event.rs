//! What an action caused, in order, for the shells to animate, sound and vibrate (docs/RULES.md,
//! "What an action reports").
//!
//! The engine reports events through an [`Events`] sink built lazily: a shell collects them in a
//! `Vec`, while simulations pass [`Silent`] and pay nothing for events nobody reads.

use serde::{Deserialize, Serialize};

use crate::board::SquareId;
use crate::sticks::Throw;

/// A player's number in the game: 0 is Player 1.
pub type Player = u8;

/// Why a player rolls again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ExtraRollReason {
    /// The throw was an entry or bonus value.
    BonusThrow(u8),
    /// A cut earned it.
    Cut,
    /// A coin reaching the goal earned it.
    Home,
    /// A Paramapadam token came onto the board.
    Entered,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// A player threw the sticks.
    Rolled {
        /// Who threw.
        player: Player,
        /// Both faces and the value.
        throw: Throw,
    },
    /// Players tied for the highest throw-off throw and throw again.
    ThrowOffTied {
        /// The tied players, ascending.
        players: Vec<Player>,
    },
    /// It is now `player`'s turn (after the throw-off, or when a turn ends).
    TurnPassed {
        /// Whose turn it is.
        player: Player,
    },
    /// A coin came out of its home circle onto its first square.
    CoinEntered {
        /// Whose coin.
        player: Player,
        /// The square it entered on.
        square: SquareId,
    },
    /// A coin moved forward.
    CoinMoved {
        /// Whose coin.
        player: Player,
        /// Where it started.
        from: SquareId,
        /// Where it landed.
        to: SquareId,
        /// Every square it passed, in order, ending with `to` (for step-by-step animation).
        squares: Vec<SquareId>,
    },
    /// A coin was cut and went back home.
    CoinCut {
        /// Whose coin was cut.
        player: Player,
        /// Where it stood.
        square: SquareId,
        /// Who cut it.
        by: Player,
    },
    /// A coin reached the goal.
    CoinHome {
        /// Whose coin.
        player: Player,
    },
    /// A Paramapadam token climbed a ladder at the end of its turn.
    Ladder {
        /// Whose token.
        player: Player,
        /// The ladder's foot.
        from: SquareId,
        /// The ladder's top.
        to: SquareId,
    },
    /// A Paramapadam token slid down a snake at the end of its turn.
    Snake {
        /// Whose token.
        player: Player,
        /// The snake's head.
        from: SquareId,
        /// The snake's tail.
        to: SquareId,
    },
    /// A banked value couldn't be played by any coin and is gone (in Paramapadam: a throw that
    /// leaves the token outside, or would carry it past 132).
    ValueLost {
        /// Whose value.
        player: Player,
        /// The value.
        value: u8,
    },
    /// The player rolls again.
    ExtraRoll {
        /// Who rolls.
        player: Player,
        /// Why.
        reason: ExtraRollReason,
    },
    /// A player has every coin at the goal.
    PlayerFinished {
        /// Who finished.
        player: Player,
        /// Their place, 1 for first.
        place: u8,
    },
    /// The game is over.
    GameOver {
        /// The player in first place, or `None` for a game drawn because no coin can ever move
        /// again (every coin waiting at a closed gate).
        winner: Option<Player>,
    },
}

/// Where the engine reports events.
pub trait Events {
    /// Report the event `make` builds, if anyone is listening.
    fn emit(&mut self, make: impl FnOnce() -> Event);
}

impl Events for Vec<Event> {
    fn emit(&mut self, make: impl FnOnce() -> Event) {
        self.push(make());
    }
}

/// A sink that drops every event without building it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl Events for Silent {
    fn emit(&mut self, _make: impl FnOnce() -> Event) {}
}
