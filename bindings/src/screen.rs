//! [`GameScreenHandle`]: the core's game screen (`dhayam_core::app::GameScreen`) for a shell
//! to drive — intents and elapsed time in, the view model and effects out — and the `App`
//! methods that open one on the store's game. It converts types and holds locks; every rule,
//! pace and tap rule is the core's.
//!
//! Each call works on a copy of the screen and keeps it only once the core has returned, so a
//! panic in the core (reported as [`DhayamError::Internal`]) leaves the screen as it was; the
//! core itself keeps a saved game's action only once the store has saved it.

use std::sync::{Arc, Mutex, MutexGuard};

use dhayam_core as dc;
use dhayam_core::app as da;

use crate::app::App;
use crate::error::{DhayamError, guarded};
use crate::game::{lock, seats_in_token_order};
use crate::screen_intent::{Intent, PlaySettings};
use crate::screen_view::{BoardReading, GameScreenView, RecentTurns};
use crate::setup::{GameSetup, SeatKind};
use dhayam_core::app::Effect;

/// One game on screen. A screen from `App::open_screen` or `App::new_game_screen` saves its
/// game through the App's store after every action; one from
/// [`GameScreenHandle::from_notation`] is saved nowhere.
///
/// Opening a screen asks for no sound and says nothing; its only effect would be a wake-up
/// (a computer seat or auto-roll to act), which [`GameScreenHandle::next_wake`] gives.
#[derive(uniffi::Object)]
pub struct GameScreenHandle {
    held: Mutex<Held>,
}

/// The screen and the store its game is saved in, if any.
struct Held {
    screen: da::GameScreen,
    store: Option<Arc<Mutex<dc::Store>>>,
}

impl Held {
    /// Run `call` on a copy of the screen with the store locked, and keep the copy.
    fn with(
        &mut self,
        call: impl FnOnce(&mut da::GameScreen, Option<&mut dc::Store>) -> Vec<Effect>,
    ) -> Vec<Effect> {
        let mut next = self.screen.clone();
        let mut store = self.store.as_deref().map(lock);
        let done = call(&mut next, store.as_deref_mut());
        self.screen = next;
        done
    }
}

impl GameScreenHandle {
    fn new(screen: da::GameScreen, store: Option<Arc<Mutex<dc::Store>>>) -> Arc<Self> {
        Arc::new(Self {
            held: Mutex::new(Held { screen, store }),
        })
    }

    fn held(&self) -> MutexGuard<'_, Held> {
        lock(&self.held)
    }
}

#[uniffi::export]
impl GameScreenHandle {
    /// The screen of a game continuing from `notation` (a position in the core's notation, any
    /// of the three games), played by `seats` in turn order (tokens in the setup screen's
    /// order, the default skin). It is not saved: for puzzles, tests and replaying bug reports.
    ///
    /// # Errors
    /// [`DhayamError::Notation`] with the line and column where the text is wrong;
    /// [`DhayamError::InvalidSetup`] if there isn't one seat per player.
    #[uniffi::constructor]
    pub fn from_notation(
        notation: String,
        seats: Vec<SeatKind>,
        settings: PlaySettings,
    ) -> Result<Arc<Self>, DhayamError> {
        guarded(|| {
            let game = dc::Game::new(dc::State::from_notation(&notation)?);
            let seats = seats_in_token_order(seats);
            let (screen, _wake) =
                da::GameScreen::detached(game, seats, dc::BoardSkin::Default, settings.into())?;
            Ok(Self::new(screen, None))
        })
    }

    /// The player did something; returns what the shell must do. A refused request changes
    /// nothing but the view's `refusal`, and says why in an announcement.
    ///
    /// # Errors
    /// [`DhayamError::IllegalMove`] for a malformed `Intent::Play` move (a legal-looking one
    /// that isn't legal is a refusal, not an error); [`DhayamError::Internal`] for a bug.
    pub fn intent(&self, intent: Intent) -> Result<Vec<Effect>, DhayamError> {
        guarded(|| {
            let intent = da::Intent::try_from(intent)?;
            Ok(self
                .held()
                .with(|screen, store| screen.intent(intent, store)))
        })
    }

    /// `ms` milliseconds have passed, or the wake-up the screen asked for has fired; returns
    /// what the shell must do.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn advance(&self, ms: u64) -> Result<Vec<Effect>, DhayamError> {
        guarded(|| Ok(self.held().with(|screen, store| screen.advance(ms, store))))
    }

    /// The screen, to draw.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn view(&self) -> Result<GameScreenView, DhayamError> {
        guarded(|| Ok(self.held().screen.view().into()))
    }

    /// The board read aloud as drawn now; fetch it when the view's `reading_version` differs
    /// from the `version` of the one held.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn board_reading(&self) -> Result<BoardReading, DhayamError> {
        guarded(|| Ok(self.held().screen.board_reading().into()))
    }

    /// What the last few turns did; fetch it when the view's `recent_version` differs from the
    /// `version` of the one held.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn recent(&self) -> Result<RecentTurns, DhayamError> {
        guarded(|| Ok(self.held().screen.recent().into()))
    }

    /// Milliseconds until the screen next needs [`GameScreenHandle::advance`], if anything is
    /// due and the screen is not paused or in the background.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn next_wake(&self) -> Result<Option<u64>, DhayamError> {
        guarded(|| Ok(self.held().screen.next_wake()))
    }
}

/// The game screen's settings: the store's, with the system's `reduced_motion`.
fn play_settings(
    store: &mut dc::Store,
    reduced_motion: bool,
) -> Result<da::PlaySettings, DhayamError> {
    Ok(da::PlaySettings::new(&store.settings()?, reduced_motion))
}

#[uniffi::export]
impl App {
    /// The screen of the saved game, resumed exactly where it was, or none. `reduced_motion`
    /// is the system's setting; the rest comes from the stored settings. Like
    /// [`App::saved_game`], each call loads the game afresh: keep one screen per game.
    ///
    /// # Errors
    /// [`DhayamError::SavedGameRejected`] if it failed validation, or a store error.
    pub fn open_screen(
        &self,
        reduced_motion: bool,
    ) -> Result<Option<Arc<GameScreenHandle>>, DhayamError> {
        guarded(|| {
            let mut store = lock(&self.store);
            let settings = play_settings(&mut store, reduced_motion)?;
            Ok(store.saved_game()?.map(|game| {
                let (screen, _wake) = da::GameScreen::saved(game, settings);
                GameScreenHandle::new(screen, Some(Arc::clone(&self.store)))
            }))
        })
    }

    /// Start and save a new game from `setup`, its sticks seeded with `seed`, and open its
    /// screen (as [`App::new_game`] starts one).
    ///
    /// # Errors
    /// [`DhayamError::InvalidSetup`] if the setup can't start a game, or a store error; nothing
    /// has changed then.
    pub fn new_game_screen(
        &self,
        setup: GameSetup,
        seed: u64,
        reduced_motion: bool,
    ) -> Result<Arc<GameScreenHandle>, DhayamError> {
        guarded(|| {
            let setup = dc::GameSetup::try_from(setup)?;
            let mut store = lock(&self.store);
            let settings = play_settings(&mut store, reduced_motion)?;
            let game = store.start_game(setup, seed)?;
            let (screen, _wake) = da::GameScreen::saved(game, settings);
            Ok(GameScreenHandle::new(screen, Some(Arc::clone(&self.store))))
        })
    }
}
