//! [`AppModel`]: the app around the game screen, as a state machine of intents and elapsed
//! time — Home with its resume card, the setup, the game, Statistics, Settings and About —
//! owning the store.
//!
//! A new game never ends a saved one unasked: with a game saved, Start opens a question
//! naming the game that would end and how it would be filed (RULES_DECISIONS.md 22), and only
//! Confirm lets the store end it; clearing the saved game from Settings asks too. Every write goes through the store first and is kept only
//! once the store has it, so a refused request changes nothing, on screen or on disk.

use crate::game::{GameKind, State};
use crate::learn::{self, Reference};
use crate::setup::{GameRules, GameSetup};
use crate::store::{GameOutcome, SavedGame, Settings, Store, StoreError};

use super::app_intent::AppIntent;
use super::app_view::{AppView, Question, QuestionAbout, ResumeCard, ScreenView};
use super::board_reading::BoardReading;
use super::effect::Effect;
use super::intent::Intent;
use super::learn_menu::learn_menu;
use super::lesson::LessonRun;
use super::recent_turns::RecentTurns;
use super::screen::GameScreen;
use super::setting_change::SettingChange;
use super::settings::PlaySettings;
use super::setup_draft::SetupDraft;
use super::setup_view::SetupView;
use super::statistics::Statistics;
use crate::text::{Message, Refusal, SaveProblem};

/// The whole app: the store, the screen that is up, and the question it is asking.
#[derive(Debug)]
pub struct AppModel {
    store: Store,
    settings: Settings,
    reduced_motion: bool,
    background: bool,
    current: Current,
    /// The store's game in progress while no game is on screen (the game screen holds it
    /// while one is).
    saved: Option<SavedGame>,
    asking: Option<Asking>,
    refusal: Option<Refusal>,
    notice: Option<Message>,
    /// The reference is open: of this game, or (none) of the game in hand.
    reference: Option<Option<GameKind>>,
}

/// The screen that is up.
#[derive(Debug)]
enum Current {
    Home,
    Setup(SetupDraft),
    Game(Box<GameScreen>),
    Statistics(Vec<Statistics>),
    Settings,
    About,
    Learn,
    Lesson(Box<LessonRun>),
}

/// What waits for the player's answer.
#[derive(Debug)]
enum Asking {
    /// A new game, which would end the saved one.
    NewGame {
        setup: GameSetup,
        seed: u64,
        /// The saved game it would end.
        saved: ResumeCard,
    },
    /// Clearing the saved game.
    ClearSavedGame,
}

impl Asking {
    fn question(&self) -> Question {
        Question::about(match self {
            Self::NewGame { setup, saved, .. } => QuestionAbout::NewGame {
                saved: *saved,
                filed_as: GameOutcome::Abandoned,
                new_game: setup.game(),
            },
            Self::ClearSavedGame => QuestionAbout::ClearSavedGame,
        })
    }
}

impl AppModel {
    /// The app on `store`, at Home, with the system's `reduced_motion` setting. A saved game
    /// that fails validation is set aside by the store and gives a notice instead of a card.
    ///
    /// # Errors
    /// A database failure reading the settings or the saved game.
    pub fn open(mut store: Store, reduced_motion: bool) -> Result<Self, StoreError> {
        let settings = store.settings()?;
        let (saved, notice) = match store.saved_game() {
            Ok(saved) => (saved, None),
            Err(StoreError::SavedGameRejected { .. }) => (None, Some(Message::SavedGameSetAside)),
            Err(error) => return Err(error),
        };
        Ok(Self {
            store,
            settings,
            reduced_motion,
            background: false,
            current: Current::Home,
            saved,
            asking: None,
            refusal: None,
            notice,
            reference: None,
        })
    }

    /// The store, to read (the shell's bug report, tests).
    #[must_use]
    pub const fn store(&self) -> &Store {
        &self.store
    }

    /// The settings as stored.
    #[must_use]
    pub const fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game screen, while a game is up (for its state: a shell's bug report, tests).
    #[must_use]
    pub fn game_screen(&self) -> Option<&GameScreen> {
        match &self.current {
            Current::Game(screen) => Some(screen),
            _ => None,
        }
    }

    /// The lesson on screen, if one is (for its board's state: a bug report, tests).
    #[must_use]
    pub fn lesson(&self) -> Option<&LessonRun> {
        match &self.current {
            Current::Lesson(run) => Some(run),
            _ => None,
        }
    }

    /// The game whose words the app speaks: the game or lesson on screen (only its words name
    /// its pieces), else any game alike.
    #[must_use]
    pub fn game_on_screen(&self) -> GameKind {
        match &self.current {
            Current::Game(screen) => screen.game(),
            Current::Lesson(run) => run.screen().game(),
            _ => GameKind::Dhayam,
        }
    }

    /// The player (or the operating system) did something.
    ///
    /// What it changes is in the store when it returns: the model writes its own saves.
    pub fn intent(&mut self, intent: AppIntent) -> Vec<Effect> {
        let mut effects = Vec::new();
        self.refusal = None;
        self.notice = None;
        if let Err(refusal) = self.take(intent, &mut effects) {
            self.refusal = Some(refusal);
            effects.push(Effect::announce(
                &Message::Refused(refusal),
                self.game_on_screen(),
            ));
        }
        // Each call's wake-up replaces the one before (`Effect::WakeIn`), so a request that
        // never reached the game on screen (refused here, say) must still restate the one it
        // needs, or its computer seat would wait for ever.
        if !effects
            .iter()
            .any(|effect| matches!(effect, Effect::WakeIn { .. }))
        {
            effects.extend(self.next_wake().map(Effect::wake_in));
        }
        effects
    }

    /// `ms` milliseconds passed (or the wake-up asked for fired): the game on screen, if any,
    /// moves on.
    pub fn advance(&mut self, ms: u64) -> Vec<Effect> {
        match &mut self.current {
            Current::Game(screen) => screen.advance(ms, Some(&mut self.store)),
            Current::Lesson(run) => run.advance(ms),
            _ => Vec::new(),
        }
    }

    /// Milliseconds until the app next needs [`AppModel::advance`], if anything is due (only a
    /// game on screen, neither paused nor in the background, has anything due).
    #[must_use]
    pub fn next_wake(&self) -> Option<u64> {
        match &self.current {
            Current::Game(screen) => screen.next_wake(),
            Current::Lesson(run) => run.screen().next_wake(),
            _ => None,
        }
    }

    /// The board read aloud of the game or lesson on screen, with its version (the game
    /// screen's `reading.version` in the view); none while neither is up.
    #[must_use]
    pub fn board_reading(&self) -> Option<BoardReading> {
        self.board().map(GameScreen::board_reading)
    }

    /// The last turns of the game or lesson on screen, with their version (the game screen's
    /// `recent.version` in the view); none while neither is up.
    #[must_use]
    pub fn recent(&self) -> Option<RecentTurns> {
        self.board().map(GameScreen::recent)
    }

    /// The game screen of the game or lesson on screen.
    fn board(&self) -> Option<&GameScreen> {
        match &self.current {
            Current::Game(screen) => Some(screen),
            Current::Lesson(run) => Some(run.screen()),
            _ => None,
        }
    }

    /// Why the last request to the app was refused (the view's `refusal`, as the refusal it
    /// words), until the next is accepted.
    #[must_use]
    pub const fn refusal(&self) -> Option<Refusal> {
        self.refusal
    }

    /// The app, to draw.
    #[must_use]
    pub fn view(&self) -> AppView {
        AppView {
            screen: match &self.current {
                Current::Home => ScreenView::Home {
                    resume: self.saved.as_ref().map(ResumeCard::of),
                },
                Current::Setup(draft) => ScreenView::Setup {
                    setup: Box::new(SetupView::of(draft)),
                },
                Current::Game(screen) => ScreenView::Game {
                    game: Box::new(screen.view()),
                },
                Current::Statistics(figures) => ScreenView::Statistics {
                    figures: figures.clone(),
                },
                Current::Settings => ScreenView::Settings {
                    settings: self.settings.clone(),
                },
                Current::About => ScreenView::About,
                Current::Learn => ScreenView::Learn {
                    games: learn_menu(),
                },
                Current::Lesson(run) => ScreenView::Lesson {
                    lesson: Box::new(run.view()),
                },
            },
            question: self.asking.as_ref().map(Asking::question),
            refusal: self
                .refusal
                .map(|refusal| refusal.text(self.game_on_screen())),
            notice: self
                .notice
                .as_ref()
                .map(|notice| notice.text(self.game_on_screen())),
            language: self.settings.language,
            reference: self.reference.map(|game| Box::new(self.reference_of(game))),
        }
    }

    /// The reference of `game` (none: the game in hand), generated from its rules.
    fn reference_of(&self, game: Option<GameKind>) -> Reference {
        let in_hand = match &self.current {
            Current::Setup(draft) => Some((draft.setup().rules, draft.setup().skin)),
            Current::Game(screen) => Some((rules_of(screen.state()), screen.held.skin())),
            Current::Lesson(run) => {
                Some((rules_of(run.screen().state()), run.screen().held.skin()))
            }
            _ => None,
        };
        let (rules, skin) = in_hand
            .filter(|(rules, _)| game.is_none_or(|game| game == learn::game_of(rules)))
            .unwrap_or_else(|| {
                let last = &self.settings.last_setup;
                let game = game.unwrap_or_else(|| last.game());
                let setup = if last.game() == game {
                    last.clone()
                } else {
                    GameSetup::default_for(game)
                };
                (setup.rules, self.settings.board_skin)
            });
        learn::reference(&rules, skin)
    }

    fn take(&mut self, intent: AppIntent, effects: &mut Vec<Effect>) -> Result<(), Refusal> {
        // The question is modal: only its answers and what the system reports get through.
        let answers = matches!(
            intent,
            AppIntent::Confirm
                | AppIntent::Cancel
                | AppIntent::Back
                | AppIntent::Background
                | AppIntent::Foreground
                | AppIntent::ReducedMotion { .. }
        );
        if self.asking.is_some() && !answers {
            return Err(Refusal::ConfirmFirst);
        }
        match intent {
            AppIntent::NewGame { setup, seed } => self.new_game(setup, seed, effects),
            AppIntent::OpenSetup => {
                // The last setup played, in the board's look chosen since (from the pause
                // menu or Settings: "the board's look for the next game"); the last setup
                // alone kept the skin it started with.
                let draft = SetupDraft::new(GameSetup {
                    skin: self.settings.board_skin,
                    ..self.settings.last_setup.clone()
                });
                self.leave_to(Current::Setup(draft))
            }
            AppIntent::EditSetup { edit } => match &mut self.current {
                Current::Setup(draft) => draft.edit(edit),
                _ => Err(Refusal::NoSetupOnScreen),
            },
            AppIntent::StartGame { seed } => match &self.current {
                Current::Setup(draft) => self.new_game(draft.setup().clone(), seed, effects),
                _ => Err(Refusal::NoSetupOnScreen),
            },
            AppIntent::PlayAgain { seed } => self.play_again(seed, effects),
            AppIntent::ClearSavedGame => {
                if matches!(self.current, Current::Game(_)) {
                    return Err(Refusal::LeaveGameFirst);
                }
                self.saved.as_ref().ok_or(Refusal::NoSavedGame)?;
                self.asking = Some(Asking::ClearSavedGame);
                Ok(())
            }
            AppIntent::Confirm => match self.asking.take().ok_or(Refusal::NothingToConfirm)? {
                Asking::NewGame { setup, seed, .. } => self.start(setup, seed, effects),
                Asking::ClearSavedGame => self.clear_saved_game(),
            },
            AppIntent::Cancel => self
                .asking
                .take()
                .map(drop)
                .ok_or(Refusal::NothingToConfirm),
            AppIntent::Resume => self.resume(effects),
            AppIntent::Quit => self.quit(),
            AppIntent::OpenStatistics => {
                if matches!(self.current, Current::Game(_)) {
                    return Err(Refusal::LeaveGameFirst);
                }
                let figures = self.store.all_statistics().map_err(not_read)?;
                self.leave_to(Current::Statistics(
                    figures.iter().map(Into::into).collect(),
                ))
            }
            AppIntent::OpenSettings => self.leave_to(Current::Settings),
            AppIntent::OpenAbout => self.leave_to(Current::About),
            AppIntent::OpenLearn => self.leave_to(Current::Learn),
            AppIntent::Home => self.leave_to(Current::Home),
            AppIntent::Back => self.back(effects),
            AppIntent::ChangeSetting { change } => self.change_setting(change, effects),
            AppIntent::ReducedMotion { on } => {
                self.reduced_motion = on;
                self.tell_board_settings(effects);
                Ok(())
            }
            AppIntent::Background
            | AppIntent::Game {
                intent: Intent::Background,
            } => {
                self.background = true;
                self.tell_board(Intent::Background, effects);
                Ok(())
            }
            AppIntent::Foreground
            | AppIntent::Game {
                intent: Intent::Foreground,
            } => {
                self.background = false;
                self.tell_board(Intent::Foreground, effects);
                Ok(())
            }
            AppIntent::Game { intent } => self.game_intent(intent, effects),
            AppIntent::OpenReference { game } => {
                self.reference = Some(game);
                Ok(())
            }
            AppIntent::StartLesson { game, lesson } => {
                if matches!(self.current, Current::Game(_)) {
                    return Err(Refusal::LeaveGameFirst);
                }
                let (run, opened) =
                    LessonRun::start(game, lesson, self.play_settings(), self.settings.board_skin)?;
                self.show_board(Current::Lesson(Box::new(run)), opened, effects);
                Ok(())
            }
            AppIntent::NextLessonStep => match &mut self.current {
                Current::Lesson(run) => {
                    effects.extend(run.next_step()?);
                    Ok(())
                }
                _ => Err(Refusal::NoGameOnScreen),
            },
            AppIntent::CloseReference => self
                .reference
                .take()
                .map(drop)
                .ok_or(Refusal::NothingToClose),
        }
    }

    /// The system's Back: the innermost thing open closes, or the screen steps out.
    fn back(&mut self, effects: &mut Vec<Effect>) -> Result<(), Refusal> {
        if self.asking.take().is_some() || self.reference.take().is_some() {
            return Ok(());
        }
        let intent = match &self.current {
            Current::Home => return Err(Refusal::NothingToClose),
            Current::Game(screen) if screen.state().to_act().is_none() => return self.quit(),
            Current::Game(screen) if screen.log_open => Intent::CloseLog,
            Current::Game(screen) if screen.paused => Intent::Resume,
            Current::Game(_) => Intent::Pause,
            Current::Lesson(_) => return self.quit(),
            _ => return self.leave_to(Current::Home),
        };
        self.game_intent(intent, effects)
    }

    /// Go to a screen other than the game's; a game on screen must be quit first.
    fn leave_to(&mut self, next: Current) -> Result<(), Refusal> {
        if matches!(self.current, Current::Game(_)) {
            return Err(Refusal::LeaveGameFirst);
        }
        self.current = next;
        Ok(())
    }

    fn new_game(
        &mut self,
        setup: GameSetup,
        seed: u64,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Refusal> {
        if matches!(self.current, Current::Game(_)) {
            return Err(Refusal::LeaveGameFirst);
        }
        // A setup that can't start is refused before any question: there is nothing to
        // weigh the saved game against.
        setup.validate().map_err(|_| Refusal::SetupCantStart)?;
        match &self.saved {
            Some(saved) => {
                self.asking = Some(Asking::NewGame {
                    saved: ResumeCard::of(saved),
                    setup,
                    seed,
                });
                Ok(())
            }
            None => self.start(setup, seed, effects),
        }
    }

    /// Start a game of `setup`; the store ends the saved one, if any, in the same write.
    fn start(
        &mut self,
        setup: GameSetup,
        seed: u64,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Refusal> {
        let game = self
            .store
            .start_game(setup, seed)
            .map_err(|error| match error {
                StoreError::Setup(_) => Refusal::SetupCantStart,
                error => Refusal::NotSaved(SaveProblem::from(&error)),
            })?;
        // The store remembered the setup and its skin for the next New Game.
        self.settings.last_setup = game.setup().clone();
        self.settings.board_skin = game.setup().skin;
        self.saved = None;
        self.show_game(game, effects);
        Ok(())
    }

    /// A new game of the setup just played, from the game's end.
    fn play_again(&mut self, seed: u64, effects: &mut Vec<Effect>) -> Result<(), Refusal> {
        let Current::Game(screen) = &self.current else {
            return Err(Refusal::NoGameOnScreen);
        };
        if screen.view().game_over.is_none() {
            return Err(Refusal::LeaveGameFirst);
        }
        // The game ended, so the store holds none to end: no question.
        self.start(self.settings.last_setup.clone(), seed, effects)
    }

    /// Clear the saved game, as the player confirmed; its statistics stay.
    fn clear_saved_game(&mut self) -> Result<(), Refusal> {
        let cleared = self
            .store
            .reset_saved_game()
            .map_err(|error| Refusal::NotSaved(SaveProblem::from(&error)))?;
        self.saved = None;
        if cleared {
            self.notice = Some(Message::SavedGameCleared);
            Ok(())
        } else {
            Err(Refusal::NoSavedGame)
        }
    }

    fn resume(&mut self, effects: &mut Vec<Effect>) -> Result<(), Refusal> {
        if matches!(self.current, Current::Game(_)) {
            return Err(Refusal::LeaveGameFirst);
        }
        let game = self.saved.take().ok_or(Refusal::NoSavedGame)?;
        self.show_game(game, effects);
        Ok(())
    }

    fn show_game(&mut self, game: SavedGame, effects: &mut Vec<Effect>) {
        let (screen, opened) = GameScreen::saved(game, self.play_settings());
        self.show_board(Current::Game(Box::new(screen)), opened, effects);
    }

    /// Put a board on screen, a game's or a lesson's, as the app's lifecycle finds it: opened
    /// behind the lock screen (a shell restoring its state) it holds at once, and the wake-up
    /// its opening asked for is not wanted.
    fn show_board(&mut self, board: Current, opened: Vec<Effect>, effects: &mut Vec<Effect>) {
        self.current = board;
        if self.background {
            self.tell_board(Intent::Background, effects);
        } else {
            effects.extend(opened);
        }
    }

    fn quit(&mut self) -> Result<(), Refusal> {
        let screen = match &self.current {
            Current::Game(screen) => screen,
            // A lesson is kept nowhere: it goes back to the lessons it came from.
            Current::Lesson(_) => return self.leave_to(Current::Learn),
            _ => return Err(Refusal::NoGameOnScreen),
        };
        // The screen keeps only what the store has saved, so its copy is the store's game
        // — unless the game ended, and the store filed it and holds none.
        self.saved = screen
            .saved_game()
            .filter(|game| game.state().to_act().is_some())
            .cloned();
        self.current = Current::Home;
        Ok(())
    }

    fn game_intent(&mut self, intent: Intent, effects: &mut Vec<Effect>) -> Result<(), Refusal> {
        if let Current::Lesson(run) = &mut self.current {
            effects.extend(run.intent(intent));
            return Ok(());
        }
        let Current::Game(screen) = &mut self.current else {
            return Err(Refusal::NoGameOnScreen);
        };
        effects.extend(screen.intent(intent, Some(&mut self.store)));
        if let Intent::ChangeSkin { skin } = intent
            && screen.view().refusal.is_none()
            && self.settings.board_skin != skin
        {
            // The skin chosen from the pause menu is the one the next game starts with.
            self.write_settings(SettingChange::BoardSkin { skin }.applied_to(&self.settings))?;
        }
        Ok(())
    }

    fn change_setting(
        &mut self,
        change: SettingChange,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Refusal> {
        self.write_settings(change.applied_to(&self.settings))?;
        self.tell_board_settings(effects);
        Ok(())
    }

    /// Write `next` through the store, and keep it once written.
    fn write_settings(&mut self, next: Settings) -> Result<(), Refusal> {
        self.store
            .set_settings(&next)
            .map_err(|error| match error {
                StoreError::Setup(_) => Refusal::SetupCantStart,
                error => Refusal::NotSaved(SaveProblem::from(&error)),
            })?;
        self.settings = next;
        Ok(())
    }

    fn play_settings(&self) -> PlaySettings {
        PlaySettings::new(&self.settings, self.reduced_motion)
    }

    fn tell_board_settings(&mut self, effects: &mut Vec<Effect>) {
        let settings = self.play_settings();
        self.tell_board(Intent::ChangeSettings { settings }, effects);
    }

    /// Pass what the app's lifecycle or settings say (`intent`) to the board on screen, a
    /// game's or a lesson's. Every screen is named, so a new screen with a board must say here
    /// how it hears them.
    fn tell_board(&mut self, intent: Intent, effects: &mut Vec<Effect>) {
        match &mut self.current {
            Current::Game(screen) => effects.extend(screen.intent(intent, Some(&mut self.store))),
            Current::Lesson(run) => effects.extend(run.intent(intent)),
            Current::Home
            | Current::Setup(_)
            | Current::Statistics(_)
            | Current::Settings
            | Current::About
            | Current::Learn => {}
        }
    }
}

/// The rules `state` is played by.
fn rules_of(state: &State) -> GameRules {
    match state {
        State::Race(position) => GameRules::Race {
            rules: *position.rules(),
        },
        State::Paramapadam(game) => GameRules::Paramapadam {
            rules: *game.rules(),
        },
    }
}

/// The refusal of a failed read of the store.
fn not_read(error: StoreError) -> Refusal {
    Refusal::NotRead(SaveProblem::from(&error))
}
