//! The game screen's text as the shells see it: every line as a key with arguments
//! ([`Message`]), why a request was refused ([`Refusal`], [`SaveProblem`]) and what a computer
//! seat did in a turn ([`TurnSummary`]), each converted from `dhayam_core::app`. The shells map
//! each variant to their own English and Tamil strings.

use dhayam_core::app as da;

use crate::error::wide;
use crate::view::ExtraRollReason;

/// A line of text, as a key and its arguments. Players are numbers (0 is Player 1); squares
/// are ids in the board's layout.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Message {
    /// `player` threw the sticks for `value` (1 is a Dhayam).
    Rolled {
        /// Who threw.
        player: u32,
        /// The throw's value.
        value: u32,
    },
    /// These players tied for the highest throw-off throw and throw again.
    ThrowOffTied {
        /// The tied players, ascending.
        players: Vec<u32>,
    },
    /// It is now `player`'s turn.
    TurnPassed {
        /// Whose turn it is.
        player: u32,
    },
    /// A coin of `player` came out of the home circle onto `square`.
    CoinEntered {
        /// Whose coin.
        player: u32,
        /// Its first square.
        square: u32,
    },
    /// `by` cut a coin of `victim` on `square`; it went back to the home circle.
    Cut {
        /// Who cut.
        by: u32,
        /// Whose coin was cut.
        victim: u32,
        /// Where it stood.
        square: u32,
    },
    /// A coin of `player` reached the goal.
    ReachedGoal {
        /// Whose coin.
        player: u32,
    },
    /// A Paramapadam token climbed the ladder at `from` to `to`.
    Ladder {
        /// Whose token.
        player: u32,
        /// The ladder's foot.
        from: u32,
        /// The ladder's top.
        to: u32,
    },
    /// A Paramapadam token slid down the snake at `from` to `to`.
    Snake {
        /// Whose token.
        player: u32,
        /// The snake's head.
        from: u32,
        /// The snake's tail.
        to: u32,
    },
    /// A banked `value` of `player` could not be played and is gone.
    ValueLost {
        /// Whose value.
        player: u32,
        /// The value.
        value: u32,
    },
    /// `player` rolls again, and why.
    ExtraRoll {
        /// Who rolls.
        player: u32,
        /// Why.
        reason: ExtraRollReason,
    },
    /// `player` has every coin at the goal, in `place` (1 for first).
    Finished {
        /// Who finished.
        player: u32,
        /// Their place.
        place: u32,
    },
    /// The game is over and `player` won.
    Won {
        /// The winner.
        player: u32,
    },
    /// The game is over, drawn: no coin can ever move again.
    Drawn,
    /// `player`'s last roll or move was taken back.
    Undone {
        /// Whose action.
        player: u32,
    },
    /// What a computer seat did in its turn, said once when the turn ends (screen readers).
    ComputerTurn {
        /// The turn.
        summary: TurnSummary,
    },
    /// Prompt: `player` throws in the throw-off that decides who starts.
    ThrowOffRoll {
        /// Who throws.
        player: u32,
    },
    /// Prompt: `player`, a person, must roll.
    YourTurnToRoll {
        /// Who rolls.
        player: u32,
    },
    /// Prompt: auto-roll is about to throw for `player`.
    AutoRolling {
        /// For whom.
        player: u32,
    },
    /// Prompt: `player` picks a coin (or a chip, or a ringed destination).
    PickCoin {
        /// Who moves.
        player: u32,
    },
    /// Prompt: `player` has picked a coin with several destinations and taps one.
    PickDestination {
        /// Who moves.
        player: u32,
    },
    /// Prompt: the computer plays for `player`.
    ComputerThinking {
        /// The computer's seat.
        player: u32,
    },
    /// Prompt: the game is held — the pause menu is open, or the app is in the background.
    Paused,
    /// A request was refused, and why; nothing changed.
    Refused {
        /// Why.
        refusal: Refusal,
    },
    /// The saved game could not be read back and was set aside for a bug report; there is no
    /// game to resume.
    SavedGameSetAside,
}

/// What a computer seat did in one turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct TurnSummary {
    /// The computer's seat.
    pub player: u32,
    /// Every throw of the turn, in order.
    pub throws: Vec<u32>,
    /// Coins it cut.
    pub cuts: u32,
    /// Its coins that reached the goal.
    pub reached_goal: u32,
    /// Ladders climbed (Paramapadam).
    pub ladders: u32,
    /// Snakes slid down (Paramapadam).
    pub snakes: u32,
}

/// Why the game screen refused a request. A refused request changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Refusal {
    /// Coins are walking: the action on show must finish first.
    Walking,
    /// The pause menu is open.
    Paused,
    /// The app is in the background.
    InBackground,
    /// A computer seat is to act, not a person.
    ComputerToAct {
        /// The computer's seat.
        player: u32,
    },
    /// Someone else is to act.
    NotYourTurn {
        /// Who is to act.
        expected: u32,
    },
    /// The game is over.
    GameOver,
    /// The player must roll before moving.
    RollFirst,
    /// The player must play a banked value before rolling again.
    MoveFirst,
    /// No coin of the player's may move from or to this square now.
    NothingToMoveOn {
        /// The square tapped.
        square: u32,
    },
    /// No coin can come out of the home circle now.
    NoCoinComesOut,
    /// More than one coin can reach this square: pick the coin first.
    SeveralCoinsReach {
        /// The square tapped.
        square: u32,
    },
    /// There is no banked chip of this value.
    NoSuchChip {
        /// The value tapped.
        value: u32,
    },
    /// No coin can move with this chip.
    ChipMovesNothing {
        /// The chip's value.
        value: u32,
    },
    /// The move is not one of the legal moves.
    IllegalMove,
    /// There is nothing to undo: the Undo bar has gone.
    NothingToUndo,
    /// The game could not be saved, so the action did not happen.
    NotSaved {
        /// Why, as the player can act on it.
        problem: SaveProblem,
    },
    /// The store could not be read (the saved game, the settings or the statistics).
    NotRead {
        /// Why, as the player can act on it.
        problem: SaveProblem,
    },
    /// The setup can't start a game.
    SetupCantStart,
    /// There is no saved game to resume.
    NoSavedGame,
    /// There is no question open to confirm or cancel.
    NothingToConfirm,
    /// A question is open: it must be confirmed or cancelled first.
    ConfirmFirst,
    /// There is no game on screen to take this.
    NoGameOnScreen,
    /// A game is on screen: quit it (it stays saved) before going elsewhere.
    LeaveGameFirst,
}

/// Why saving the game failed, as the player can act on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SaveProblem {
    /// The device is out of storage space.
    DiskFull,
    /// The store's files can't be written.
    Unwritable,
    /// The store's database is damaged.
    Damaged,
    /// Another copy of the app has the store open.
    InUse,
    /// The game is no longer the saved game (it ended, was reset or replaced).
    NotTheSavedGame,
    /// Another copy of this game was saved since this one was loaded.
    SavedElsewhere,
    /// A saved game was acted on without its store.
    NoStore,
    /// Any other database failure.
    Database,
}

crate::setup::same_variants!(
    SaveProblem,
    da::SaveProblem,
    [
        DiskFull,
        Unwritable,
        Damaged,
        InUse,
        NotTheSavedGame,
        SavedElsewhere,
        NoStore,
        Database,
    ]
);

impl From<da::TurnSummary> for TurnSummary {
    fn from(summary: da::TurnSummary) -> Self {
        Self {
            player: summary.player.into(),
            throws: wide(summary.throws),
            cuts: summary.cuts.into(),
            reached_goal: summary.reached_goal.into(),
            ladders: summary.ladders.into(),
            snakes: summary.snakes.into(),
        }
    }
}

impl From<da::Refusal> for Refusal {
    fn from(refusal: da::Refusal) -> Self {
        use da::Refusal as R;
        match refusal {
            R::Walking => Self::Walking,
            R::Paused => Self::Paused,
            R::InBackground => Self::InBackground,
            R::ComputerToAct { player } => Self::ComputerToAct {
                player: player.into(),
            },
            R::NotYourTurn { expected } => Self::NotYourTurn {
                expected: expected.into(),
            },
            R::GameOver => Self::GameOver,
            R::RollFirst => Self::RollFirst,
            R::MoveFirst => Self::MoveFirst,
            R::NothingToMoveOn { square } => Self::NothingToMoveOn {
                square: square.into(),
            },
            R::NoCoinComesOut => Self::NoCoinComesOut,
            R::SeveralCoinsReach { square } => Self::SeveralCoinsReach {
                square: square.into(),
            },
            R::NoSuchChip { value } => Self::NoSuchChip {
                value: value.into(),
            },
            R::ChipMovesNothing { value } => Self::ChipMovesNothing {
                value: value.into(),
            },
            R::IllegalMove => Self::IllegalMove,
            R::NothingToUndo => Self::NothingToUndo,
            R::NotSaved(problem) => Self::NotSaved {
                problem: problem.into(),
            },
            R::NotRead(problem) => Self::NotRead {
                problem: problem.into(),
            },
            R::SetupCantStart => Self::SetupCantStart,
            R::NoSavedGame => Self::NoSavedGame,
            R::NothingToConfirm => Self::NothingToConfirm,
            R::ConfirmFirst => Self::ConfirmFirst,
            R::NoGameOnScreen => Self::NoGameOnScreen,
            R::LeaveGameFirst => Self::LeaveGameFirst,
        }
    }
}

impl From<da::Message> for Message {
    fn from(message: da::Message) -> Self {
        use da::Message as M;
        match message {
            M::Rolled { player, value } => Self::Rolled {
                player: player.into(),
                value: value.into(),
            },
            M::ThrowOffTied { players } => Self::ThrowOffTied {
                players: wide(players),
            },
            M::TurnPassed { player } => Self::TurnPassed {
                player: player.into(),
            },
            M::CoinEntered { player, square } => Self::CoinEntered {
                player: player.into(),
                square: square.into(),
            },
            M::Cut { by, victim, square } => Self::Cut {
                by: by.into(),
                victim: victim.into(),
                square: square.into(),
            },
            M::ReachedGoal { player } => Self::ReachedGoal {
                player: player.into(),
            },
            M::Ladder { player, from, to } => Self::Ladder {
                player: player.into(),
                from: from.into(),
                to: to.into(),
            },
            M::Snake { player, from, to } => Self::Snake {
                player: player.into(),
                from: from.into(),
                to: to.into(),
            },
            M::ValueLost { player, value } => Self::ValueLost {
                player: player.into(),
                value: value.into(),
            },
            M::ExtraRoll { player, reason } => Self::ExtraRoll {
                player: player.into(),
                reason: reason.into(),
            },
            M::Finished { player, place } => Self::Finished {
                player: player.into(),
                place: place.into(),
            },
            M::Won { player } => Self::Won {
                player: player.into(),
            },
            M::Drawn => Self::Drawn,
            M::Undone { player } => Self::Undone {
                player: player.into(),
            },
            M::ComputerTurn(summary) => Self::ComputerTurn {
                summary: summary.into(),
            },
            M::ThrowOffRoll { player } => Self::ThrowOffRoll {
                player: player.into(),
            },
            M::YourTurnToRoll { player } => Self::YourTurnToRoll {
                player: player.into(),
            },
            M::AutoRolling { player } => Self::AutoRolling {
                player: player.into(),
            },
            M::PickCoin { player } => Self::PickCoin {
                player: player.into(),
            },
            M::PickDestination { player } => Self::PickDestination {
                player: player.into(),
            },
            M::ComputerThinking { player } => Self::ComputerThinking {
                player: player.into(),
            },
            M::Paused => Self::Paused,
            M::Refused(refusal) => Self::Refused {
                refusal: refusal.into(),
            },
            M::SavedGameSetAside => Self::SavedGameSetAside,
        }
    }
}
