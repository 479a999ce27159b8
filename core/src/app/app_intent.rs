//! What the player can ask of the app around the game screen: go from screen to screen,
//! start, resume and quit a game, answer the app's question, change a setting — and what the
//! operating system tells it (background, foreground, reduced motion). A request for the game
//! on screen is passed through as the game screen's own [`Intent`].

use crate::game::GameKind;
use crate::setup::GameSetup;

use super::intent::Intent;
use super::setting_change::SettingChange;
use super::setup_draft::SetupEdit;

/// One thing the player (or the operating system) did.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[non_exhaustive]
pub enum AppIntent {
    /// Start a new game of `setup`, its sticks seeded with `seed` (the shell's random source;
    /// the core has none). With a game saved, the app asks first.
    NewGame {
        /// The game to start.
        setup: GameSetup,
        /// The seed of its sticks.
        seed: u64,
    },
    /// Home's New Game: the setup screen, on the last setup played.
    OpenSetup,
    /// One edit on the setup screen.
    EditSetup {
        /// The edit.
        edit: SetupEdit,
    },
    /// The setup screen's Start: a new game of the setup on screen, its sticks seeded with
    /// `seed`. With a game saved, the app asks first.
    StartGame {
        /// The seed of its sticks.
        seed: u64,
    },
    /// Game over's Play again: a new game of the setup just played.
    PlayAgain {
        /// The seed of its sticks.
        seed: u64,
    },
    /// Settings' Clear saved game: the app asks first.
    ClearSavedGame,
    /// Yes to the open question: start the new game, ending the saved one, or clear it.
    Confirm,
    /// No to the open question: nothing changes.
    Cancel,
    /// Home's resume card: back to the saved game.
    Resume,
    /// From the game's pause menu back to Home; the game stays saved. From a lesson's (or its
    /// end), back to Learn to play.
    Quit,
    /// Home's Statistics button.
    OpenStatistics,
    /// Home's Settings button.
    OpenSettings,
    /// Home's About button.
    OpenAbout,
    /// Back to Home from Setup, Statistics, Settings or About.
    Home,
    /// The system's Back (Android's back button or gesture, iOS's edge swipe): it closes what is
    /// open over the screen — the question (as Cancel), the reference, the game's log — or else
    /// pauses a game (resumes a paused one, leaves a finished one), leaves a lesson for Learn
    /// to play and any other screen for Home. Home has nothing to go back to.
    Back,
    /// One setting changed, on the Settings screen (or sound and the like from the game).
    ChangeSetting {
        /// The change.
        change: SettingChange,
    },
    /// The operating system's reduced-motion setting is now `on`.
    ReducedMotion {
        /// On or off.
        on: bool,
    },
    /// The app goes to the background.
    Background,
    /// The app comes back to the foreground.
    Foreground,
    /// A request for the game on screen.
    Game {
        /// The request.
        intent: Intent,
    },
    /// The Rules & Settings reference opens over the screen: of `game` from Home (the last
    /// setup's rules if it was that game, else the game's usual ones), or, with none, of the
    /// game in hand — the setup on screen, or the game or lesson on screen (from its pause menu).
    OpenReference {
        /// Which game, or none for the one in hand.
        game: Option<GameKind>,
    },
    /// The reference closes.
    CloseReference,
    /// Home's Learn to play (and a lesson's way back): each game's reference and lessons.
    OpenLearn,
    /// Lesson `lesson` (0 for the first) of `game`, from the Learn to play screen.
    StartLesson {
        /// Which game.
        game: GameKind,
        /// Which of its lessons.
        lesson: u8,
    },
    /// The lesson's Next: the following step, once this one is done.
    NextLessonStep,
}
