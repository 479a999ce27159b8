//! The interactive program: the terminal as a shell of the core's app model. It opens the
//! model on the store in the data directory, draws the screen the model has up — Home and its
//! menu here, the others in their own files — sends what the player chooses as the model's
//! intents, and answers the model's questions by asking the player. A write the store refuses
//! ends the program (see `halt`).

use std::path::Path;

use dhayam_core::app::{AppIntent, AppModel, AppView, Effect, Refusal, ScreenView};
use dhayam_core::{GameKind, Store, StoreError};

use crate::clock::Clock;
use crate::halt::{Halt, StoreFailure, Task};
use crate::input::{Input, Item};
use crate::names::{self, label};
use crate::out::sayln;
use crate::paint::{BOLD, Paint};
use crate::play::{self, Leave};
use crate::words::{self, current};
use crate::{learn, screen, settings, setup, statistics};

/// The terminal and the app model it drives.
pub struct Shell {
    /// The app model, which owns the store.
    pub model: AppModel,
    /// Answers.
    pub input: Input,
    /// Colour or not.
    pub paint: Paint,
    /// How the model's time passes here.
    pub clock: Clock,
    /// Redraw the game's screen in place (standard output is a terminal).
    pub redraw: bool,
    /// The seed of the next new game, when given on the command line.
    pub seed: Option<u64>,
}

/// How the shell is set up from the command line.
pub struct Options {
    /// Colour or not.
    pub paint: Paint,
    /// How the model's time passes.
    pub clock: Clock,
    /// Redraw in place.
    pub redraw: bool,
    /// The seed of the next new game.
    pub seed: Option<u64>,
}

/// Why the program could not start.
pub enum OpenError {
    /// The store can't be opened.
    Store(StoreError),
    /// The store opened, but the app could not read it.
    Failed(StoreFailure),
}

impl Shell {
    /// Open the store in `dir` and the app model on it.
    ///
    /// # Errors
    /// The store can't be opened, or its settings or saved game can't be read.
    pub fn open(dir: &Path, options: Options) -> Result<Self, OpenError> {
        let store = Store::open(dir).map_err(OpenError::Store)?;
        let path = store.path().to_owned();
        // The terminal draws no animation of its own to reduce: motion is as the phones have it.
        let model = AppModel::open(store, false).map_err(|error| {
            OpenError::Failed(StoreFailure {
                task: Task::Resume,
                problem: (&error).into(),
                path,
            })
        })?;
        words::speak_tamil(words::is_tamil(model.view().language));
        Ok(Self {
            model,
            input: Input::stdin(options.paint),
            paint: options.paint,
            clock: options.clock,
            redraw: options.redraw,
            seed: options.seed,
        })
    }

    /// Home, until the player quits or input ends.
    ///
    /// # Errors
    /// The store failed: the program stops.
    pub fn run(&mut self) -> Result<(), StoreFailure> {
        let alternate = self.redraw.then(screen::Alternate::enter);
        let result = self.run_on_screen();
        // What is said on leaving is said on the terminal's own screen, where it stays.
        drop(alternate);
        let (result, note) = result;
        if let Some(note) = note {
            self.input.note(&note);
        }
        result
    }

    /// Home until the player leaves; with what to say once the screen is left.
    fn run_on_screen(&mut self) -> (Result<(), StoreFailure>, Option<String>) {
        sayln!(
            "{}",
            self.paint.paint(
                &format!("{} — {}", label("app_name"), label("home_tagline")),
                BOLD
            )
        );
        self.input.note(&names::format(
            "cli_store_at",
            &[self.model.store().path().display().to_string()],
        ));
        if self
            .model
            .store()
            .unreadable_settings()
            .is_ok_and(|unreadable| unreadable.contains(&"last_setup"))
        {
            self.input.note(&label("cli_last_setup_unreadable"));
        }
        self.notice();
        match self.home() {
            Ok(saved) => (Ok(()), saved.then(|| label("cli_saved_resume"))),
            Err(Halt::Ended) => (Ok(()), self.game_saved().then(|| label("cli_input_ended"))),
            Err(Halt::Store(failure)) => (Err(failure), None),
        }
    }

    /// Send `intent` to the model. A refusal is said; a write the store refused at `task` stops
    /// the program.
    ///
    /// # Errors
    /// The store failed.
    pub fn send(&mut self, intent: AppIntent, task: Task) -> Result<Vec<Effect>, Halt> {
        let effects = self.model.intent(intent);
        let view = self.model.view();
        match view.refusal {
            Some(Refusal::NotSaved(problem)) => {
                return Err(Halt::store(task, problem, self.model.store().path()));
            }
            Some(refusal) => self.input.refuse(&words_of_refusal(refusal)),
            None => {}
        }
        self.notice();
        Ok(effects)
    }

    /// Show `lines` as a page of their own: on a terminal drawn in place until the player
    /// presses Enter; piped, printed.
    ///
    /// # Errors
    /// Input ended.
    pub fn page(&mut self, lines: &[String]) -> Result<(), Halt> {
        if self.redraw {
            screen::draw(lines);
            self.input.line(&label("cli_enter_back"))?;
        } else {
            for line in lines {
                sayln!("{line}");
            }
        }
        Ok(())
    }

    /// Show `lines` as the screen now: on a terminal drawn in place; piped, printed after a
    /// blank line. Unlike [`Self::page`] it doesn't wait.
    pub fn show(&self, lines: &[String]) {
        if self.redraw {
            screen::draw(lines);
        } else {
            sayln!();
            for line in lines {
                sayln!("{line}");
            }
        }
    }

    /// The view of the app now.
    pub fn view(&self) -> AppView {
        self.model.view()
    }

    /// Ask the player the model's open question, if there is one, and send their answer.
    /// Returns whether they confirmed.
    ///
    /// # Errors
    /// Input ended, or the store failed carrying out the answer.
    pub fn answer(&mut self, task: Task) -> Result<Option<Vec<Effect>>, Halt> {
        let Some(question) = self.view().question else {
            return Ok(None);
        };
        // The model words its question, as the phones' dialog shows it.
        let words = question.words();
        let word = |text| current().word(text, GameKind::Dhayam);
        let asked = format!(
            "{}\n{}",
            self.paint.paint(&word(&words.title), BOLD),
            word(&words.body)
        );
        let yes = match self.input.yes_no(&asked) {
            Ok(yes) => yes,
            Err(ended) => {
                // Nothing was decided: the saved game stays as it was.
                self.model.intent(AppIntent::Cancel);
                return Err(ended.into());
            }
        };
        if yes {
            self.send(AppIntent::Confirm, task).map(Some)
        } else {
            self.send(AppIntent::Cancel, task)?;
            Ok(None)
        }
    }

    /// Say the model's notice, if it has one.
    fn notice(&self) {
        if let Some(notice) = self.model.view().notice {
            self.input
                .note(&current().word(&notice.text(GameKind::Dhayam), GameKind::Dhayam));
        }
    }

    /// Whether a game is saved, to say so on leaving: Home's resume card says, or the game on
    /// screen if it goes on. (From any other screen the program goes Home to see.)
    fn game_saved(&mut self) -> bool {
        if !matches!(
            self.view().screen,
            ScreenView::Home { .. } | ScreenView::Game(_)
        ) {
            self.model.intent(AppIntent::Home);
        }
        match self.view().screen {
            ScreenView::Home { resume } => resume.is_some(),
            ScreenView::Game(game) => game.game_over.is_none(),
            _ => false,
        }
    }

    /// Home's menu until the player quits; returns whether a game is saved to resume.
    fn home(&mut self) -> Result<bool, Halt> {
        loop {
            if let ScreenView::Game(_) = self.view().screen {
                // A game is left only through its own loop, which quits it; should one still
                // be up, it stays saved and Home comes back.
                self.send(AppIntent::Quit, Task::SaveGame)?;
                continue;
            }
            let resume = match self.view().screen {
                ScreenView::Home { resume } => resume,
                _ => {
                    self.send(AppIntent::Home, Task::SaveGame)?;
                    continue;
                }
            };
            let mut items = Vec::new();
            if let Some(card) = &resume {
                items.push(Item::new(
                    "r",
                    format!("{} — {}", label("home_resume"), names::resume_card(card)),
                ));
            }
            items.extend([
                Item::new("n", label("home_new_game")),
                Item::new("l", label("learn_to_play")),
                Item::new("s", label("home_statistics")),
                Item::new("o", label("home_settings")),
                Item::new("a", label("home_about")),
                Item::new("q", label("cli_quit")),
            ]);
            let default = if resume.is_some() { "r" } else { "n" };
            if self.redraw {
                screen::clear();
            }
            sayln!();
            let leave = match self.input.menu(&label("app_name"), &items, Some(default))? {
                "r" => {
                    let opened = self.send(AppIntent::Resume, Task::Resume)?;
                    play::play(self, opened, true)?
                }
                "n" => match setup::new_game(self)? {
                    Some(opened) => play::play(self, opened, false)?,
                    None => Leave::Menu,
                },
                "l" => {
                    learn::menu(self)?;
                    Leave::Menu
                }
                "s" => {
                    statistics::show(self)?;
                    self.hold()?;
                    Leave::Menu
                }
                "o" => {
                    settings::menu(self)?;
                    Leave::Menu
                }
                "a" => {
                    self.about();
                    self.hold()?;
                    Leave::Menu
                }
                _ => Leave::Quit,
            };
            if let Leave::Quit = leave {
                return Ok(self.game_saved());
            }
        }
    }

    /// On a terminal, keep what was just printed on screen until the player presses Enter:
    /// Home's menu is drawn from the top of a cleared screen.
    fn hold(&mut self) -> Result<(), Halt> {
        if self.redraw {
            self.input.line(&label("cli_enter_back"))?;
        }
        Ok(())
    }

    fn about(&self) {
        sayln!();
        sayln!("{}", self.paint.paint(&label("about_title"), BOLD));
        sayln!("{}", label("about_description"));
        sayln!(
            "{}",
            names::format("about_version", &[env!("CARGO_PKG_VERSION").to_owned()])
        );
    }
}

/// A refusal of the app (no game on screen), in words.
pub fn words_of_refusal(refusal: Refusal) -> String {
    // Refusals outside a game name no piece, so any game words them.
    current().word(&refusal.text(GameKind::Dhayam), GameKind::Dhayam)
}
