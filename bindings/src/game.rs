//! [`GameHandle`]: one game in progress, driven by the shell — roll, play a move, let the
//! computer act for its seat, undo — each action saved through the store before it counts.
//!
//! Every action works on a copy of the game and keeps it only once the store has saved it, so
//! a refused action, a store failure or a panic leaves the game (and the saved game) exactly as
//! it was.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use dhayam_core as dc;
use dhayam_core::app::Playable;

use crate::error::{DhayamError, guarded};
use crate::setup::{BoardSkin, SeatKind};
use crate::view::{self, Event, GameView, LegalMove, Move};

/// A game the player can act on. Games from `App::new_game` and `App::saved_game` save
/// themselves after every action; a game from [`GameHandle::from_notation`] is not saved.
#[derive(uniffi::Object)]
pub struct GameHandle {
    held: Mutex<Held>,
}

/// The game and where it is saved.
enum Held {
    /// The store's game in progress.
    Saved {
        store: Arc<Mutex<dc::Store>>,
        game: dc::SavedGame,
    },
    /// A game set up from a position, saved nowhere.
    Detached {
        game: dc::Game,
        seats: Vec<dc::SeatSetup>,
        skin: BoardSkin,
    },
}

/// One action on a game.
#[derive(Clone, Copy)]
enum Action {
    Roll(dc::Player),
    Play(dc::Player, dc::Move),
    Undo,
}

impl Action {
    fn apply(self, game: &mut impl Playable) -> Result<Vec<dc::Event>, dc::PlayError> {
        match self {
            Self::Roll(player) => game.roll(player),
            Self::Play(player, mv) => game.play(player, mv),
            Self::Undo => game.undo().map(|()| Vec::new()),
        }
    }
}

impl Held {
    fn state(&self) -> &dc::State {
        match self {
            Self::Saved { game, .. } => game.state(),
            Self::Detached { game, .. } => game.state(),
        }
    }

    fn seats(&self) -> &[dc::SeatSetup] {
        match self {
            Self::Saved { game, .. } => &game.setup().seats,
            Self::Detached { seats, .. } => seats,
        }
    }

    fn view(&self) -> GameView {
        match self {
            Self::Saved { game, .. } => view::game_view(
                game.state(),
                &game.setup().seats,
                game.setup().skin,
                game.game().can_undo(),
                Some(game.number()),
            ),
            Self::Detached { game, seats, skin } => {
                view::game_view(game.state(), seats, *skin, game.can_undo(), None)
            }
        }
    }

    /// Do `action` on a copy of the game, save the copy, and only then keep it.
    fn act(&mut self, action: Action) -> Result<Vec<Event>, DhayamError> {
        let events = match self {
            Self::Saved { store, game } => {
                let mut next = game.clone();
                let events = action
                    .apply(&mut next)
                    .map_err(|e| refused(game.state(), e))?;
                lock(store).autosave(&mut next)?;
                *game = next;
                events
            }
            Self::Detached { game, .. } => {
                let mut next = game.clone();
                let events = action
                    .apply(&mut next)
                    .map_err(|e| refused(game.state(), e))?;
                *game = next;
                events
            }
        };
        Ok(events.into_iter().map(Into::into).collect())
    }

    /// The player to act, if it is `player` (the core checks this too; here it also covers
    /// numbers too large for the core's type).
    fn actor(&self, player: u32) -> Result<dc::Player, DhayamError> {
        match self.state().to_act() {
            None => Err(DhayamError::GameOver),
            Some(expected) if u32::from(expected) != player => Err(DhayamError::NotYourTurn {
                player,
                expected: expected.into(),
            }),
            Some(expected) => Ok(expected),
        }
    }
}

/// The shell's error for a refused action in `state`, an illegal move written as the notation
/// writes it.
fn refused(state: &dc::State, error: dc::PlayError) -> DhayamError {
    match (state, error) {
        (dc::State::Race(position), dc::PlayError::IllegalMove(mv)) => DhayamError::IllegalMove {
            detail: position.move_text(mv),
        },
        (_, error) => error.into(),
    }
}

/// `seats` as the core's seats, given tokens in the setup screen's order: a game from notation
/// has no setup to take them from.
pub(crate) fn seats_in_token_order(seats: Vec<SeatKind>) -> Vec<dc::SeatSetup> {
    seats
        .into_iter()
        .zip(dc::TokenStyle::ALL)
        .map(|(kind, token)| dc::SeatSetup {
            kind: kind.into(),
            token,
        })
        .collect()
}

/// Lock `mutex`, whether or not a panic poisoned it: nothing under these locks is ever left
/// half-changed (see the module docs).
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl GameHandle {
    pub(crate) fn saved(store: Arc<Mutex<dc::Store>>, game: dc::SavedGame) -> Arc<Self> {
        Arc::new(Self {
            held: Mutex::new(Held::Saved { store, game }),
        })
    }

    fn held(&self) -> MutexGuard<'_, Held> {
        lock(&self.held)
    }
}

#[uniffi::export]
impl GameHandle {
    /// A game continuing from `notation` (a position in the core's notation, any of the three
    /// games), played by `seats` in turn order (tokens are given in the setup screen's order).
    /// It is not saved: for puzzles, tests and replaying bug reports.
    ///
    /// # Errors
    /// [`DhayamError::Notation`] with the line and column where the text is wrong;
    /// [`DhayamError::InvalidSetup`] if there isn't one seat per player.
    #[uniffi::constructor]
    pub fn from_notation(notation: String, seats: Vec<SeatKind>) -> Result<Arc<Self>, DhayamError> {
        guarded(|| {
            let state = dc::State::from_notation(&notation)?;
            let players = match &state {
                dc::State::Race(position) => usize::from(position.rules().players),
                dc::State::Paramapadam(game) => usize::from(game.rules().players),
            };
            if seats.len() != players {
                return Err(DhayamError::InvalidSetup {
                    detail: format!("{} seats for {players} players", seats.len()),
                });
            }
            let seats = seats_in_token_order(seats);
            Ok(Arc::new(Self {
                held: Mutex::new(Held::Detached {
                    game: dc::Game::new(state),
                    seats,
                    skin: BoardSkin::Default,
                }),
            }))
        })
    }

    /// The whole state, to draw.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn state(&self) -> Result<GameView, DhayamError> {
        guarded(|| Ok(self.held().view()))
    }

    /// The moves the player to act may choose from; none when they must roll, in Paramapadam,
    /// or once the game is over.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn legal_moves(&self) -> Result<Vec<LegalMove>, DhayamError> {
        guarded(|| Ok(view::legal_moves(self.held().state())))
    }

    /// `player` throws the sticks; returns what it caused, the throw first.
    ///
    /// # Errors
    /// [`DhayamError::GameOver`], [`DhayamError::NotYourTurn`], [`DhayamError::MustMove`], or a
    /// store error if the game couldn't be saved; the game is then unchanged.
    pub fn roll(&self, player: u32) -> Result<Vec<Event>, DhayamError> {
        guarded(|| {
            let mut held = self.held();
            let player = held.actor(player)?;
            held.act(Action::Roll(player))
        })
    }

    /// `player` plays `action`, one of the legal moves; returns what it caused.
    ///
    /// # Errors
    /// [`DhayamError::IllegalMove`], [`DhayamError::GameOver`], [`DhayamError::NotYourTurn`],
    /// [`DhayamError::MustRoll`], or a store error; the game is then unchanged.
    pub fn play(&self, player: u32, action: Move) -> Result<Vec<Event>, DhayamError> {
        guarded(|| {
            let mut held = self.held();
            let player = held.actor(player)?;
            let mv = dc::Move::try_from(action)?;
            held.act(Action::Play(player, mv))
        })
    }

    /// The computer acts for `player`, a computer seat: it rolls if it must, otherwise plays
    /// the move its level chooses (the same move for the same position every time). Returns
    /// what it caused.
    ///
    /// # Errors
    /// [`DhayamError::NotAComputerSeat`] if a person plays `player`; otherwise as
    /// [`GameHandle::roll`] and [`GameHandle::play`].
    pub fn computer_move(&self, player: u32) -> Result<Vec<Event>, DhayamError> {
        guarded(|| {
            let mut held = self.held();
            let player = held.actor(player)?;
            let level = match held.seats().get(usize::from(player)).map(|seat| seat.kind) {
                Some(dc::SeatKind::Computer(level)) => level,
                _ => {
                    return Err(DhayamError::NotAComputerSeat {
                        player: player.into(),
                    });
                }
            };
            let action = match held.state() {
                state if state.must_roll() => Action::Roll(player),
                dc::State::Race(position) => {
                    let mv = dc::ai::choose(position, level, dc::ai::choice_seed(position))
                        .ok_or_else(|| DhayamError::Internal {
                            detail: "the computer found no move in a Move phase".into(),
                        })?;
                    Action::Play(player, mv)
                }
                dc::State::Paramapadam(_) => Action::Roll(player),
            };
            held.act(action)
        })
    }

    /// Undo the last action (the quick Undo prompt); returns the state it restored. Undoing a
    /// roll and rolling again gives the same throw. A game that has ended can't be undone: its
    /// result is already in the statistics.
    ///
    /// # Errors
    /// [`DhayamError::NothingToUndo`] (no action yet, just undone, or a resumed game), or a
    /// store error, such as [`DhayamError::NotTheSavedGame`] once the game has ended.
    pub fn undo(&self) -> Result<GameView, DhayamError> {
        guarded(|| {
            let mut held = self.held();
            held.act(Action::Undo)?;
            Ok(held.view())
        })
    }

    /// Change the board's look mid-game (from the pause menu); it is saved with the game and
    /// remembered for the next.
    ///
    /// # Errors
    /// A store error: if saving the game failed, the skin is unchanged; if only remembering it
    /// in the settings failed, the game has it.
    pub fn set_skin(&self, skin: BoardSkin) -> Result<(), DhayamError> {
        guarded(|| {
            match &mut *self.held() {
                Held::Saved { store, game } => {
                    let mut next = game.clone();
                    next.set_skin(skin);
                    let mut store = lock(store);
                    store.autosave(&mut next)?;
                    *game = next;
                    // Remembered for the next game; the game itself is already saved.
                    let mut settings = store.settings()?;
                    settings.board_skin = skin;
                    store.set_settings(&settings)?;
                }
                Held::Detached { skin: held, .. } => *held = skin,
            }
            Ok(())
        })
    }

    /// The state in the core's position notation (for tests, puzzles and bug reports).
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn notation(&self) -> Result<String, DhayamError> {
        guarded(|| Ok(self.held().state().notation()))
    }
}

#[cfg(feature = "test-panic")]
#[uniffi::export]
impl GameHandle {
    /// For tests only (built with the `test-panic` feature): panics inside the game's lock, to
    /// prove a panic in the core reaches the shell as [`DhayamError::Internal`] and leaves the
    /// game usable and unchanged.
    ///
    /// # Errors
    /// Always [`DhayamError::Internal`].
    #[allow(clippy::panic)] // the panic is the point
    pub fn panic_for_tests(&self) -> Result<(), DhayamError> {
        guarded(|| {
            let _held = self.held();
            panic!("a deliberate panic for tests, inside the game's lock")
        })
    }
}
