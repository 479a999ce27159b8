//! [`AppHandle`]: the core's whole app (`dhayam_core::app::AppModel`) for a shell to drive —
//! intents and elapsed time in, the view model and effects out. A shell holds one per process,
//! renders [`AppHandle::view`] after every call (fetching [`AppHandle::board_reading`] and
//! [`AppHandle::recent`] when the view's version of them changes) and performs the effects; it
//! decides nothing.
//!
//! The model owns the store, so a call can't run on a copy of it. The core writes through the
//! store before it changes its own state, so a refused request changes nothing; a panic (a bug,
//! reported as [`DhayamError::Internal`]) may leave the screen as it stood mid-call, but never
//! the store half-written.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use dhayam_core as dc;
use dhayam_core::app as da;

use crate::error::{DhayamError, guarded};
use dhayam_core::app::{AppIntent, AppView, BoardReading, Effect, Intent, RecentTurns};

/// The whole app over its store.
#[derive(uniffi::Object)]
pub struct AppHandle {
    model: Mutex<da::AppModel>,
}

/// Lock `mutex`, whether or not a panic poisoned it: a panic never leaves the store
/// half-written (see the module docs), and the app goes on from where it stood.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl AppHandle {
    /// Run `call` on the model, guarded.
    fn with(
        &self,
        call: impl FnOnce(&mut da::AppModel) -> Vec<Effect>,
    ) -> Result<Vec<Effect>, DhayamError> {
        guarded(|| Ok(call(&mut lock(&self.model))))
    }
}

#[uniffi::export]
impl AppHandle {
    /// The app on the store in `data_dir` (created on first run, migrated if older), at Home.
    /// `reduced_motion` is the system's setting. A saved game that fails validation is set
    /// aside, and the view's notice says so. Keep one per process: it is the store's only
    /// writer until dropped.
    ///
    /// # Errors
    /// [`DhayamError::StoreInUse`], [`DhayamError::StoreUnwritable`],
    /// [`DhayamError::StoreCorrupt`] (see `set_aside_damaged_store`),
    /// [`DhayamError::StoreNewerVersion`] or [`DhayamError::DiskFull`]; nothing is changed.
    #[uniffi::constructor]
    pub fn open(data_dir: String, reduced_motion: bool) -> Result<Arc<Self>, DhayamError> {
        guarded(|| {
            let store = dc::Store::open(data_dir)?;
            Ok(Arc::new(Self {
                model: Mutex::new(da::AppModel::open(store, reduced_motion)?),
            }))
        })
    }

    /// The player (or the system) did something; returns what the shell must do. A refused
    /// request changes nothing but the view's refusal, and is announced.
    ///
    /// # Errors
    /// [`DhayamError::InvalidSetup`] or [`DhayamError::IllegalMove`] for a malformed request
    /// (see [`readable`]); [`DhayamError::Internal`] for a bug.
    pub fn intent(&self, intent: AppIntent) -> Result<Vec<Effect>, DhayamError> {
        readable(&intent)?;
        self.with(|model| model.intent(intent))
    }

    /// `ms` milliseconds have passed, or the wake-up asked for has fired.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn advance(&self, ms: u64) -> Result<Vec<Effect>, DhayamError> {
        self.with(|model| model.advance(ms))
    }

    /// The app, to draw.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn view(&self) -> Result<AppView, DhayamError> {
        guarded(|| Ok(lock(&self.model).view()))
    }

    /// The board read aloud of the game or lesson on screen, none while neither is up. Fetch it
    /// when the game screen's `reading_version` differs from the `version` of the one held: it
    /// is most of what the view would otherwise carry, and changes far less often.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn board_reading(&self) -> Result<Option<BoardReading>, DhayamError> {
        guarded(|| Ok(lock(&self.model).board_reading()))
    }

    /// What the last few turns of the game or lesson on screen did, none while neither is up.
    /// Fetch it when the game screen's `recent_version` differs from the `version` of the one
    /// held: it is half of what the view would otherwise carry, and changes about once a turn.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn recent(&self) -> Result<Option<RecentTurns>, DhayamError> {
        guarded(|| Ok(lock(&self.model).recent()))
    }

    /// Milliseconds until the app next needs [`AppHandle::advance`], if anything is due.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn next_wake(&self) -> Result<Option<u64>, DhayamError> {
        guarded(|| Ok(lock(&self.model).next_wake()))
    }

    /// The game on screen as position notation, for a bug report; none when no game is up.
    ///
    /// # Errors
    /// Only [`DhayamError::Internal`], for a bug.
    pub fn notation(&self) -> Result<Option<String>, DhayamError> {
        guarded(|| {
            Ok(lock(&self.model)
                .game_screen()
                .map(|screen| screen.state().notation()))
        })
    }
}

/// Whether `intent` can be read: a new game's setup whose throw sets hold no number that is no
/// throw ([`DhayamError::InvalidSetup`] if one does), a jump & go of two values or more
/// ([`DhayamError::IllegalMove`] if fewer; a list holding a number no throw has arrives as
/// none). An intent that reads is the model's to refuse, in the view.
fn readable(intent: &AppIntent) -> Result<(), DhayamError> {
    match intent {
        AppIntent::NewGame { setup, .. } => Ok(setup.rules.check_throws()?),
        AppIntent::Game {
            intent:
                Intent::Play {
                    action: dc::Move::Jump { values, .. },
                },
        } if values.len() < 2 => Err(DhayamError::IllegalMove {
            detail: format!("jump & go spends two or more values, not {values:?}"),
        }),
        _ => Ok(()),
    }
}

/// For tests only (built with the `test-panic` feature): panics inside `app`'s lock, to prove a
/// panic in the core reaches the shell as [`DhayamError::Internal`] and leaves the app usable
/// and unchanged. A free function rather than a method, so that the generated `AppHandle`
/// protocol (which the iOS app's tests implement) is the same in a test build as in the app's.
///
/// # Errors
/// Always [`DhayamError::Internal`].
#[cfg(feature = "test-panic")]
#[uniffi::export]
#[allow(clippy::panic)] // the panic is the point
pub fn panic_for_tests(app: &AppHandle) -> Result<(), DhayamError> {
    guarded(|| {
        let _model = lock(&app.model);
        panic!("a deliberate panic for tests, inside the app's lock")
    })
}
