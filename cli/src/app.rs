//! The interactive program: the store opened in the data directory, the main menu (resume, new
//! game, statistics, settings, quit), and the screens behind it. A write the store refuses ends
//! the program (see `halt`).

use std::path::PathBuf;
use std::time::Duration;

use dhayam_core::{OpponentKind, SavedGame, Settings, Store, StoreError, THROW_VALUES};

use crate::draw::title;
use crate::halt::{self, Halt, StoreFailure, Task};
use crate::input::{Input, Item};
use crate::paint::{BOLD, Paint};
use crate::play::{self, Leave};
use crate::setup;

/// Everything the interactive program holds.
pub struct App {
    /// The store in the data directory.
    pub store: Store,
    /// Answers.
    pub input: Input,
    /// Colour or not.
    pub paint: Paint,
    /// The settings, as last saved.
    pub settings: Settings,
    /// Redraw the screen after every action (standard output is a terminal).
    pub redraw: bool,
    /// Pause after each computer action when redrawing.
    pub pace: Duration,
    /// The seed of the next new game, when given on the command line.
    pub seed: Option<u64>,
}

impl App {
    /// Open the store in `dir`.
    ///
    /// # Errors
    /// The store can't be opened.
    pub fn open(
        dir: &PathBuf,
        paint: Paint,
        redraw: bool,
        pace: Duration,
        seed: Option<u64>,
    ) -> Result<Self, StoreError> {
        let store = Store::open(dir)?;
        let settings = store.settings()?;
        Ok(Self {
            store,
            input: Input::stdin(paint),
            paint,
            settings,
            redraw,
            pace,
            seed,
        })
    }

    /// The main menu, until the player quits or input ends.
    ///
    /// # Errors
    /// The store failed: the program stops.
    pub fn run(&mut self) -> Result<(), StoreFailure> {
        println!(
            "{}",
            self.paint
                .paint("Dhayam — the games of the Dayakattai sticks", BOLD)
        );
        self.input
            .note(&format!("store: {}", self.store.path().display()));
        if self
            .store
            .unreadable_settings()
            .is_ok_and(|unreadable| unreadable.contains(&"last_setup"))
        {
            self.input.note(
                "the setup of your last new game couldn't be read; New Game offers the default setup.",
            );
        }
        match self.menu() {
            Ok(()) => Ok(()),
            Err(Halt::Ended) => {
                self.input
                    .note("input ended; the game in progress is saved.");
                Ok(())
            }
            Err(Halt::Store(failure)) => Err(failure),
        }
    }

    fn menu(&mut self) -> Result<(), Halt> {
        loop {
            let saved = self.saved_game()?;
            let mut items = Vec::new();
            if let Some(game) = &saved {
                items.push(Item::new(
                    "r",
                    format!("resume {}", setup::summary(game.setup())),
                ));
            }
            items.extend([
                Item::new("n", "new game"),
                Item::new("s", "statistics"),
                Item::new("o", "settings"),
                Item::new("q", "quit"),
            ]);
            let default = if saved.is_some() { "r" } else { "n" };
            println!();
            let leave = match self.input.menu("Main menu", &items, Some(default))? {
                "r" => match saved {
                    Some(game) => play::play(self, game)?,
                    None => Leave::Menu,
                },
                "n" => self.new_game()?,
                "s" => {
                    self.statistics();
                    Leave::Menu
                }
                "o" => {
                    self.settings_menu()?;
                    Leave::Menu
                }
                _ => Leave::Quit,
            };
            if let Leave::Quit = leave {
                if self.store.saved_game().ok().flatten().is_some() {
                    self.input
                        .note("the game is saved; start dhayam again to resume it.");
                }
                return Ok(());
            }
        }
    }

    /// The saved game, if there is one; one that fails validation is reported (the store has
    /// set it aside, and a new game can start).
    ///
    /// # Errors
    /// The store can't read it: the program stops rather than offer a new game over it.
    fn saved_game(&mut self) -> Result<Option<SavedGame>, Halt> {
        match self.store.saved_game() {
            Ok(game) => Ok(game),
            Err(error @ StoreError::SavedGameRejected { .. }) => {
                self.input.refuse(&error.to_string());
                Ok(None)
            }
            Err(error) => Err(Halt::store(Task::Resume)(error)),
        }
    }

    fn new_game(&mut self) -> Result<Leave, Halt> {
        let last = self.settings.last_setup.clone();
        let setup = setup::ask(&mut self.input, &last)?;
        let seed = self.seed.take().unwrap_or_else(crate::fresh_seed);
        match self.store.start_game(setup, seed) {
            Ok(game) => {
                if let Ok(settings) = self.store.settings() {
                    self.settings = settings;
                }
                play::play(self, game)
            }
            Err(StoreError::Setup(error)) => {
                self.input
                    .refuse(&format!("can't start that game: {error}"));
                Ok(Leave::Menu)
            }
            Err(error) => Err(Halt::store(Task::NewGame)(error)),
        }
    }

    fn statistics(&mut self) {
        let all = match self.store.all_statistics() {
            Ok(all) => all,
            Err(error) => {
                self.input.refuse(&format!(
                    "can't show the statistics: {}",
                    halt::cause(&error)
                ));
                return;
            }
        };
        println!();
        println!(
            "{}",
            self.paint
                .paint("Statistics (yours: the first human seat)", BOLD)
        );
        let played: Vec<_> = all
            .iter()
            .filter(|s| s.played > 0 || s.abandoned > 0)
            .collect();
        if played.is_empty() {
            println!("  no games finished yet");
            return;
        }
        println!(
            "  {:<12} {:<14} {:>6} {:>4} {:>4} {:>5} {:>6} {:>9} {:>10} {:>8} {:>8}",
            "game",
            "against",
            "played",
            "won",
            "lost",
            "drawn",
            "win %",
            "streak",
            "cuts",
            "fastest",
            "avg turns"
        );
        let mut throws = [0u64; THROW_VALUES.len()];
        for stats in &played {
            let opponent = match stats.opponent {
                OpponentKind::PassAndPlay => "pass-and-play".to_owned(),
                OpponentKind::Computer(level) => format!("computer {}", level.name()),
            };
            println!(
                "  {:<12} {:<14} {:>6} {:>4} {:>4} {:>5} {:>6} {:>9} {:>10} {:>8} {:>8}",
                title(stats.game),
                opponent,
                stats.played,
                stats.won,
                stats.lost,
                stats.drawn,
                stats
                    .win_rate()
                    .map_or("-".to_owned(), |r| format!("{:.0}%", r * 100.0)),
                format!("{}/{}", stats.current_streak, stats.best_streak),
                format!("{}/{}", stats.cuts_made, stats.cuts_suffered),
                stats.fastest_win.map_or("-".to_owned(), |t| t.to_string()),
                stats
                    .average_turns()
                    .map_or("-".to_owned(), |t| format!("{t:.1}")),
            );
            for (sum, n) in throws.iter_mut().zip(stats.throws) {
                *sum += n;
            }
        }
        self.input
            .note("  streak: current/best · cuts: made/suffered · fastest: turns");
        let most = throws.iter().copied().max().unwrap_or(0).max(1);
        println!("  your throws:");
        for (value, n) in THROW_VALUES.iter().zip(throws) {
            let bar = "█".repeat(((n * 40).div_ceil(most)) as usize);
            println!("  {value:>4} {bar} {n}");
        }
    }

    fn settings_menu(&mut self) -> Result<(), Halt> {
        loop {
            let s = &self.settings;
            let on = |b: bool| if b { "on" } else { "off" };
            let items = [
                Item::new("1", format!("sound effects        {}", on(s.sound))),
                Item::new("2", format!("haptics              {}", on(s.haptics))),
                Item::new("3", format!("auto-roll dice       {}", on(s.auto_roll))),
                Item::new("4", format!("quick undo           {}", on(s.quick_undo))),
                Item::new(
                    "5",
                    format!("legal-move ring      {}", on(s.legal_move_ring)),
                ),
                Item::new("6", format!("language             {}", s.language.name())),
                Item::new("7", format!("board skin           {}", s.board_skin.name())),
                Item::new("b", "back"),
            ];
            println!();
            let pick = self
                .input
                .menu("Settings (a number changes it)", &items, Some("b"))?;
            let mut settings = self.settings.clone();
            match pick {
                "1" => settings.sound = !settings.sound,
                "2" => settings.haptics = !settings.haptics,
                "3" => settings.auto_roll = !settings.auto_roll,
                "4" => settings.quick_undo = !settings.quick_undo,
                "5" => settings.legal_move_ring = !settings.legal_move_ring,
                "6" => settings.language = next(&dhayam_core::Language::ALL, settings.language),
                "7" => {
                    settings.board_skin = next(&dhayam_core::BoardSkin::ALL, settings.board_skin);
                    settings.last_setup.skin = settings.board_skin;
                }
                _ => return Ok(()),
            }
            self.store
                .set_settings(&settings)
                .map_err(Halt::store(Task::SaveSettings))?;
            self.settings = settings;
        }
    }
}

/// The option after `current` in `all`, round again after the last.
fn next<T: Copy + PartialEq>(all: &[T], current: T) -> T {
    let i = all.iter().position(|&x| x == current).unwrap_or(0);
    all[(i + 1) % all.len()]
}
