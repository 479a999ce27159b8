//! The interactive program: Home and its menu, from which the player opens every other screen
//! (each in its own file), until they quit.

use dhayam_core::app::{AppIntent, ScreenView};

use crate::halt::{Halt, StoreFailure, Task};
use crate::input::Item;
use crate::names::{self, label};
use crate::out::sayln;
use crate::paint::BOLD;
use crate::play::{self, Leave};
use crate::shell::Shell;
use crate::{learn, screen, settings, setup, statistics};

impl Shell {
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

    /// Whether a game is saved, to say so on leaving: Home's resume card says, or the game on
    /// screen if it goes on. (From any other screen the program goes Home to see.)
    fn game_saved(&mut self) -> bool {
        if !matches!(
            self.view().screen,
            ScreenView::Home { .. } | ScreenView::Game { .. }
        ) {
            self.model.intent(AppIntent::Home);
        }
        match self.view().screen {
            ScreenView::Home { resume } => resume.is_some(),
            ScreenView::Game { game } => game.game_over.is_none(),
            _ => false,
        }
    }

    /// Home's menu until the player quits; returns whether a game is saved to resume.
    fn home(&mut self) -> Result<bool, Halt> {
        loop {
            if let ScreenView::Game { .. } = self.view().screen {
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
