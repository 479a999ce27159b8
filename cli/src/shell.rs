//! The terminal as a shell of the core's app model: it opens the model on the store in the data
//! directory, sends what the player chooses as the model's intents, shows pages, and answers the
//! model's questions by asking the player. A write the store refuses ends the program (see
//! `halt`). Each screen (Home in `app`, the others in their own files) draws through it.

use std::path::Path;

use dhayam_core::app::{AppIntent, AppModel, AppView, Effect, Refusal};
use dhayam_core::{GameKind, Store, StoreError};

use crate::clock::Clock;
use crate::halt::{Halt, StoreFailure, Task};
use crate::input::Input;
use crate::names::label;
use crate::out::sayln;
use crate::paint::{BOLD, Paint};
use crate::screen;
use crate::words::{self, current};

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

    /// Send `intent` to the model. A refusal is said; a write the store refused at `task` stops
    /// the program.
    ///
    /// # Errors
    /// The store failed.
    pub fn send(&mut self, intent: AppIntent, task: Task) -> Result<Vec<Effect>, Halt> {
        let effects = self.model.intent(intent);
        match self.model.refusal() {
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
        let word = |text| current().word(text);
        let asked = format!(
            "{}\n{}",
            self.paint.paint(&word(&question.title), BOLD),
            word(&question.body)
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
    pub fn notice(&self) {
        if let Some(notice) = self.model.view().notice {
            self.input.note(&current().word(&notice));
        }
    }
}

/// A refusal of the app (no game on screen), in words.
pub fn words_of_refusal(refusal: Refusal) -> String {
    // Refusals outside a game name no piece, so any game words them.
    current().word(&refusal.text(GameKind::Dhayam))
}
