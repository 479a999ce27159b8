//! Every text of the app as a key with its arguments: what happened (the status line
//! and announcements), what to do now (the prompt), and why a request was refused. The shells
//! map each variant to their own English and Tamil strings; no sentence is written here.
//!
//! Players are numbers (0 is Player 1), squares are ids in the board's layout (which names
//! them: "31", "Oval", "132"), so a shell words "Player 2's coin cut on 31" in its language.

use crate::board::SquareId;
use crate::error::PlayError;
use crate::event::{ExtraRollReason, Player};

/// A line of text, as a key and its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Message {
    /// `player` threw the sticks for `value` (1 is a Dhayam).
    Rolled {
        /// Who threw.
        player: Player,
        /// The throw's value.
        value: u8,
    },
    /// These players tied for the highest throw-off throw and throw again.
    ThrowOffTied {
        /// The tied players, ascending.
        players: Vec<Player>,
    },
    /// It is now `player`'s turn.
    TurnPassed {
        /// Whose turn it is.
        player: Player,
    },
    /// A coin of `player` came out of the home circle onto `square`.
    CoinEntered {
        /// Whose coin.
        player: Player,
        /// Its first square.
        square: SquareId,
    },
    /// `by` cut a coin of `victim` on `square`; it went back to the home circle.
    Cut {
        /// Who cut.
        by: Player,
        /// Whose coin was cut.
        victim: Player,
        /// Where it stood.
        square: SquareId,
    },
    /// A coin of `player` reached the goal.
    ReachedGoal {
        /// Whose coin.
        player: Player,
    },
    /// A Paramapadam token climbed the ladder at `from` to `to` (the layout names it).
    Ladder {
        /// Whose token.
        player: Player,
        /// The ladder's foot.
        from: SquareId,
        /// The ladder's top.
        to: SquareId,
    },
    /// A Paramapadam token slid down the snake at `from` to `to` (the layout names it).
    Snake {
        /// Whose token.
        player: Player,
        /// The snake's head.
        from: SquareId,
        /// The snake's tail.
        to: SquareId,
    },
    /// A banked `value` of `player` could not be played and is gone (Paramapadam: a throw
    /// that leaves the token outside or would carry it past 132).
    ValueLost {
        /// Whose value.
        player: Player,
        /// The value.
        value: u8,
    },
    /// `player` rolls again, and why.
    ExtraRoll {
        /// Who rolls.
        player: Player,
        /// Why.
        reason: ExtraRollReason,
    },
    /// `player` has every coin at the goal, in `place` (1 for first).
    Finished {
        /// Who finished.
        player: Player,
        /// Their place.
        place: u8,
    },
    /// The game is over and `player` won.
    Won {
        /// The winner.
        player: Player,
    },
    /// The game is over, drawn: no coin can ever move again.
    Drawn,
    /// `player`'s last roll or move was taken back.
    Undone {
        /// Whose action.
        player: Player,
    },
    /// What a computer seat did in its turn, said once when the turn ends (screen readers).
    ComputerTurn(TurnSummary),
    /// Prompt: `player` throws in the throw-off that decides who starts.
    ThrowOffRoll {
        /// Who throws.
        player: Player,
    },
    /// Prompt: `player`, a person, must roll.
    YourTurnToRoll {
        /// Who rolls.
        player: Player,
    },
    /// Prompt: auto-roll is about to throw for `player`.
    AutoRolling {
        /// For whom.
        player: Player,
    },
    /// Prompt: `player` picks a coin (or a chip, or a ringed destination).
    PickCoin {
        /// Who moves.
        player: Player,
    },
    /// Prompt: `player` has picked a coin with several destinations and taps one.
    PickDestination {
        /// Who moves.
        player: Player,
    },
    /// Prompt: the computer plays for `player`.
    ComputerThinking {
        /// The computer's seat.
        player: Player,
    },
    /// Prompt: the game is held — the pause menu is open, or the app is in the background.
    Paused,
    /// A request was refused, and why; nothing changed.
    Refused(Refusal),
    /// The saved game could not be read back (it failed validation) and was set aside for a
    /// bug report; there is no game to resume.
    SavedGameSetAside,
    /// The saved game was cleared, as the player asked; the statistics are kept.
    SavedGameCleared,
}

/// What a computer seat did in one turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TurnSummary {
    /// The computer's seat.
    pub player: Player,
    /// Every throw of the turn, in order.
    pub throws: Vec<u8>,
    /// Coins it cut.
    pub cuts: u8,
    /// Its coins that reached the goal.
    pub reached_goal: u8,
    /// Ladders climbed (Paramapadam).
    pub ladders: u8,
    /// Snakes slid down (Paramapadam).
    pub snakes: u8,
}

/// Why the game screen refused a request. A refused request changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
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
        player: Player,
    },
    /// Someone else is to act (the core's refusal of a move out of turn).
    NotYourTurn {
        /// Who is to act.
        expected: Player,
    },
    /// The game is over.
    GameOver,
    /// The player must roll before moving (every tap in Paramapadam, where there are no moves).
    RollFirst,
    /// The player must play a banked value before rolling again.
    MoveFirst,
    /// No coin of the player's may move from or to this square now.
    NothingToMoveOn {
        /// The square tapped.
        square: SquareId,
    },
    /// No coin can come out of the home circle now.
    NoCoinComesOut,
    /// More than one coin can reach this square: pick the coin first.
    SeveralCoinsReach {
        /// The square tapped.
        square: SquareId,
    },
    /// There is no banked chip of this value.
    NoSuchChip {
        /// The value tapped.
        value: u8,
    },
    /// No coin can move with this chip.
    ChipMovesNothing {
        /// The chip's value.
        value: u8,
    },
    /// The move is not one of the legal moves.
    IllegalMove,
    /// There is nothing to undo: the Undo bar has gone.
    NothingToUndo,
    /// The game could not be saved, so the action did not happen.
    NotSaved(SaveProblem),
    /// The store could not be read (the saved game, the settings or the statistics).
    NotRead(SaveProblem),
    /// The setup can't start a game (the setup screen says which control is at fault).
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
    /// The setup screen doesn't offer this choice (a player count the board can't seat, a
    /// rule the preset fixes).
    NotOffered,
    /// The setup screen isn't up.
    NoSetupOnScreen,
    /// There is nothing open to close (the reference, the game's log).
    NothingToClose,
    /// A lesson asks for another action than this one: the move it rings, or a throw.
    NotTheLessonsMove,
    /// The lesson's step is done: Next goes on.
    LessonStepDone,
    /// The lesson's step asks for its action first (or it is the last step).
    LessonStepNotDone,
}

/// Why saving the game failed, as the player can act on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

impl From<PlayError> for Refusal {
    fn from(error: PlayError) -> Self {
        match error {
            PlayError::NotYourTurn { expected, .. } => Self::NotYourTurn { expected },
            PlayError::GameOver => Self::GameOver,
            PlayError::MustRoll => Self::RollFirst,
            PlayError::MustMove => Self::MoveFirst,
            PlayError::IllegalMove(_) => Self::IllegalMove,
            PlayError::NothingToUndo => Self::NothingToUndo,
        }
    }
}
