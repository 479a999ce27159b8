//! Helpers shared by the game screen's tests: screens opened on positions written in the
//! notation or on the store's game, a session that drives a screen by intents and the
//! wake-ups it asks for (keeping each step's effects and view when asked), and a person who
//! plays by tapping what the view rings. The whole app ([`AppModel`]) is driven the same way
//! by an [`AppSession`] on a store in a temporary directory, and the person plays through
//! either by the one [`Drive`] trait.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::common;

use dhayam_core::app::{
    AppIntent, AppModel, AppView, BoardReading, Effect, GameScreen, GameScreenView, Intent,
    Message, PlaySettings, RecentTurns, ScreenView, SetupView, Spot, Text,
};
use dhayam_core::{
    BoardSkin, Game, GameKind, GameRules, GameSetup, Level, SeatKind, SeatSetup, State, Store,
    TokenStyle,
};
use tempfile::TempDir;

/// The first-run settings: sound, haptics, quick undo and the ring on, auto-roll off, motion.
#[must_use]
pub fn settings() -> PlaySettings {
    PlaySettings::default()
}

/// A game continuing from the position `text` (lines trimmed, blank lines dropped).
#[must_use]
pub fn game(text: &str) -> Game {
    let text: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect();
    Game::new(State::from_notation(&text.join("\n")).expect("the fixture is a valid position"))
}

/// One seat per kind, tokens in the setup screen's order.
#[must_use]
pub fn seats(kinds: &[SeatKind]) -> Vec<SeatSetup> {
    kinds
        .iter()
        .zip(TokenStyle::ALL)
        .map(|(&kind, token)| SeatSetup { kind, token })
        .collect()
}

/// The setup of `game` for `kinds` in turn order, with `coins` coins where the game has them.
#[must_use]
pub fn setup(game: GameKind, kinds: &[SeatKind], coins: Option<u8>) -> GameSetup {
    let mut setup = GameSetup::default_for(game);
    let players = kinds.len() as u8;
    match &mut setup.rules {
        GameRules::Race { rules } => {
            rules.players = players;
            if let Some(coins) = coins {
                rules.coins = coins;
            }
        }
        GameRules::Paramapadam { rules } => rules.players = players,
    }
    setup.seats = seats(kinds);
    setup
}

/// What a session was given at one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// The screen opened.
    Open,
    /// An intent.
    Intent(Intent),
    /// Time passed.
    Advance(u64),
}

/// One step of a session: what went in, and what came out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What went in.
    pub input: Input,
    /// The effects it gave.
    pub effects: Vec<Effect>,
    /// The view after it.
    pub view: GameScreenView,
}

/// A screen driven as a shell drives it: intents, and time as the screen asks for it.
pub struct Session {
    /// The screen.
    pub screen: GameScreen,
    /// The store of a saved game.
    pub store: Option<Store>,
    /// The store's directory, kept until the session ends.
    pub dir: Option<TempDir>,
    /// The wake-up asked for by the last call, if any.
    pub wake: Option<u64>,
    /// Every step, when recording.
    pub steps: Vec<Step>,
    /// Whether to keep every step.
    pub record: bool,
}

impl Session {
    /// A session on the position `text`, played by `kinds`.
    #[must_use]
    pub fn detached(text: &str, kinds: &[SeatKind], settings: PlaySettings) -> Self {
        let (screen, effects) =
            GameScreen::detached(game(text), seats(kinds), BoardSkin::Default, settings)
                .expect("one seat per player");
        Self::opened(screen, None, None, effects)
    }

    /// A session on a new game of `setup` in a fresh store, its sticks seeded with `seed`.
    #[must_use]
    pub fn new_game(setup: GameSetup, seed: u64, settings: PlaySettings) -> Self {
        let dir = TempDir::new().unwrap();
        let mut store = Store::open(dir.path()).unwrap();
        let game = store.start_game(setup, seed).unwrap();
        let (screen, effects) = GameScreen::saved(game, settings);
        Self::opened(screen, Some(store), Some(dir), effects)
    }

    /// A session on the game saved in `dir`, reopening its store.
    #[must_use]
    pub fn resume(dir: TempDir, settings: PlaySettings) -> Self {
        let mut store = Store::open(dir.path()).unwrap();
        let game = store.saved_game().unwrap().expect("a game is saved");
        let (screen, effects) = GameScreen::saved(game, settings);
        Self::opened(screen, Some(store), Some(dir), effects)
    }

    fn opened(
        screen: GameScreen,
        store: Option<Store>,
        dir: Option<TempDir>,
        effects: Vec<Effect>,
    ) -> Self {
        let mut session = Self {
            screen,
            store,
            dir,
            wake: None,
            steps: Vec::new(),
            record: false,
        };
        session.took(Input::Open, &effects);
        session
    }

    /// Keep every step from now on.
    #[must_use]
    pub fn recording(mut self) -> Self {
        self.record = true;
        self.steps.clear();
        self
    }

    /// The player does `intent`.
    pub fn intent(&mut self, intent: Intent) -> Vec<Effect> {
        let effects = self.screen.intent(intent, self.store.as_mut());
        self.took(Input::Intent(intent), &effects);
        effects
    }

    /// `ms` milliseconds pass.
    pub fn advance(&mut self, ms: u64) -> Vec<Effect> {
        let effects = self.screen.advance(ms, self.store.as_mut());
        self.took(Input::Advance(ms), &effects);
        effects
    }

    /// The wake-up the screen asked for fires.
    pub fn wake(&mut self) -> Vec<Effect> {
        let ms = self.wake.expect("the screen asked for a wake-up");
        self.advance(ms)
    }

    /// Fire wake-ups until the action on show has been shown.
    pub fn finish_show(&mut self) {
        while self.view().walking {
            self.wake();
        }
    }

    /// The view now.
    #[must_use]
    pub fn view(&self) -> GameScreenView {
        self.screen.view()
    }

    /// The board read aloud as drawn now; the view carries its version.
    #[must_use]
    pub fn reading(&self) -> BoardReading {
        let reading = self.screen.board_reading();
        assert_eq!(
            self.view().reading_version,
            reading.version,
            "the view's version"
        );
        reading
    }

    /// The game's position in the notation.
    #[must_use]
    pub fn notation(&self) -> String {
        self.screen.state().notation()
    }

    fn took(&mut self, input: Input, effects: &[Effect]) {
        self.wake = effects.iter().find_map(|effect| match effect {
            Effect::WakeIn { ms } => Some(*ms),
            _ => None,
        });
        assert!(
            effects
                .iter()
                .filter(|effect| matches!(effect, Effect::WakeIn { .. }))
                .count()
                <= 1,
            "one wake-up per call"
        );
        if self.record {
            self.steps.push(Step {
                input,
                effects: effects.to_vec(),
                view: self.screen.view(),
            });
        }
    }
}

/// The announcement of `message` in a game of `game`, as the screen makes it.
pub fn announced(message: Message, game: GameKind) -> Effect {
    Effect::announce(&message, game)
}

/// What `effects` announce, in order.
pub fn announcements(effects: &[Effect]) -> Vec<Text> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Announce { text } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// What `messages` say in a game of `game`.
pub fn said<const N: usize>(messages: [Message; N], game: GameKind) -> Vec<Text> {
    messages.iter().map(|message| message.text(game)).collect()
}

/// Whether `effects` hold a refusal.
#[must_use]
pub fn refused(effects: &[Effect]) -> bool {
    effects.iter().any(
        |effect| matches!(effect, Effect::Announce { text } if text.key.starts_with("refusal_")),
    )
}

/// How a game played by [`play_to_end`] went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Played {
    /// Rolls a person asked for.
    pub rolls: usize,
    /// Moves a person played by tapping.
    pub tapped_moves: usize,
    /// Chips a person picked on the way.
    pub chips: usize,
    /// Wake-ups fired.
    pub wakes: usize,
}

/// Play the session's game to its end: people roll and tap what the view offers (sometimes a
/// chip first, a coin from the movable ones, then a ringed destination), and time passes only
/// as the screen asks. Every show must end on the game's own picture, and every tap must be
/// accepted.
pub fn play_to_end<D: Drive>(session: &mut D, limit: usize) -> Played {
    let mut played = Played::default();
    for turn in 0..limit {
        let view = session.view();
        if view.game_over.is_some() && !view.walking {
            return played;
        }
        if view.can_roll {
            assert!(
                !refused(&session.intent(Intent::Roll)),
                "a roll the view offers"
            );
            played.rolls += 1;
        } else if !view.moves.is_empty() {
            tap_a_move(session, &view, turn, &mut played);
        } else {
            played.wakes += 1;
            session.wake();
            let after = session.view();
            if view.walking && !after.walking {
                assert_eq!(
                    view.coins, after.coins,
                    "a show ends on the game's own picture"
                );
            }
        }
    }
    panic!("the game did not end within {limit} steps");
}

/// The person picks one of the moves `view` offers by tapping, the `turn`th way.
fn tap_a_move<D: Drive>(session: &mut D, view: &GameScreenView, turn: usize, played: &mut Played) {
    let before = session.notation();
    let mut view = view.clone();
    if turn.is_multiple_of(3)
        && let Some(chip) = view.chips.iter().find(|chip| chip.usable && !chip.picked)
    {
        assert!(!refused(&session.intent(Intent::TapChip {
            value: u8::try_from(chip.value).unwrap()
        })));
        played.chips += 1;
        view = session.view();
    }
    let coin = view.movable[turn % view.movable.len()];
    let tap = match coin {
        Spot::Home => Intent::TapHome,
        Spot::Square { square } => Intent::TapSquare {
            square: u8::try_from(square).unwrap(),
        },
    };
    assert!(!refused(&session.intent(tap)), "a tap on a movable coin");
    let picked = session.view();
    if session.notation() == before {
        assert_eq!(picked.picked, Some(coin), "the coin is picked");
        let to = picked.destinations[turn % picked.destinations.len()];
        assert!(
            !refused(&session.intent(Intent::TapSquare {
                square: u8::try_from(to).unwrap()
            })),
            "a tap on a ring"
        );
    }
    assert_ne!(session.notation(), before, "the taps played a move");
    played.tapped_moves += 1;
}

/// A game screen as a shell drives it: the person's intents, the wake-ups it asks for, and
/// what it shows — the game screen alone ([`Session`]) or inside the whole app
/// ([`AppSession`]).
pub trait Drive {
    /// The player does `intent` on the game screen.
    fn intent(&mut self, intent: Intent) -> Vec<Effect>;
    /// The wake-up the screen asked for fires.
    fn wake(&mut self) -> Vec<Effect>;
    /// The game screen's view now.
    fn view(&self) -> GameScreenView;
    /// The game's position in the notation.
    fn notation(&self) -> String;
}

impl Drive for Session {
    fn intent(&mut self, intent: Intent) -> Vec<Effect> {
        Self::intent(self, intent)
    }

    fn wake(&mut self) -> Vec<Effect> {
        Self::wake(self)
    }

    fn view(&self) -> GameScreenView {
        Self::view(self)
    }

    fn notation(&self) -> String {
        Self::notation(self)
    }
}

/// The wake-up among `effects`, if one was asked for (at most one per call).
#[must_use]
pub fn wake_in(effects: &[Effect]) -> Option<u64> {
    assert!(
        effects
            .iter()
            .filter(|effect| matches!(effect, Effect::WakeIn { .. }))
            .count()
            <= 1,
        "one wake-up per call: {effects:?}"
    );
    effects.iter().find_map(|effect| match effect {
        Effect::WakeIn { ms } => Some(*ms),
        _ => None,
    })
}

/// The whole app on a store in a temporary directory, driven as a shell drives it: intents,
/// and time as the app asks for it.
pub struct AppSession {
    /// The app.
    pub app: AppModel,
    /// The store's directory, kept until the session ends.
    pub dir: TempDir,
    /// The wake-up asked for by the last call, if any.
    pub wake: Option<u64>,
}

impl AppSession {
    /// The app on a fresh store (a first run), at Home.
    #[must_use]
    pub fn fresh() -> Self {
        let dir = TempDir::new().unwrap();
        let app = AppModel::open(Store::open(dir.path()).unwrap(), false).unwrap();
        Self {
            app,
            dir,
            wake: None,
        }
    }

    /// The app closed (the model dropped, the store with it) and opened again on the same
    /// store, at Home.
    #[must_use]
    pub fn reopened(self) -> Self {
        let Self { app, dir, .. } = self;
        drop(app);
        let app = AppModel::open(Store::open(dir.path()).unwrap(), false).unwrap();
        Self {
            app,
            dir,
            wake: None,
        }
    }

    /// The player (or the operating system) does `intent`.
    pub fn send(&mut self, intent: AppIntent) -> Vec<Effect> {
        let effects = self.app.intent(intent.clone());
        self.took(&effects, &format!("{intent:?}"));
        effects
    }

    /// `ms` milliseconds pass.
    pub fn advance(&mut self, ms: u64) -> Vec<Effect> {
        let effects = self.app.advance(ms);
        self.took(&effects, &format!("advance({ms})"));
        effects
    }

    /// Keep the wake-up `effects` ask for. Each call's wake-up replaces the one before, so
    /// every call must restate the one the game on screen needs, whatever it was.
    fn took(&mut self, effects: &[Effect], input: &str) {
        self.wake = wake_in(effects);
        let due = self.app.next_wake();
        assert_eq!(
            self.wake, due,
            "{input}: the wake-up asked for is the one the game needs"
        );
    }

    /// The app's view now.
    #[must_use]
    pub fn app_view(&self) -> AppView {
        self.app.view()
    }

    /// The game screen's view (a game must be up).
    #[must_use]
    pub fn game(&self) -> GameScreenView {
        match self.app.view().screen {
            ScreenView::Game { game: view } => *view,
            other => panic!("no game is up: {other:?}"),
        }
    }

    /// The last turns of the game or lesson up (one must be); the view carries their version.
    #[must_use]
    pub fn recent(&self) -> RecentTurns {
        let recent = self.app.recent().expect("a game or lesson is up");
        let version = match self.app.view().screen {
            ScreenView::Game { game: view } => view.recent_version,
            ScreenView::Lesson { lesson } => lesson.board.recent_version,
            other => panic!("no game is up: {other:?}"),
        };
        assert_eq!(version, recent.version, "the view's version");
        recent
    }

    /// The setup screen's view (the setup must be up).
    #[must_use]
    pub fn setup(&self) -> SetupView {
        match self.app.view().screen {
            ScreenView::Setup { setup: view } => *view,
            other => panic!("the setup is not up: {other:?}"),
        }
    }
}

impl Drive for AppSession {
    fn intent(&mut self, intent: Intent) -> Vec<Effect> {
        self.send(AppIntent::Game { intent })
    }

    fn wake(&mut self) -> Vec<Effect> {
        let ms = self.wake.expect("the app asked for a wake-up");
        self.advance(ms)
    }

    fn view(&self) -> GameScreenView {
        self.game()
    }

    fn notation(&self) -> String {
        self.app
            .game_screen()
            .expect("a game is on screen")
            .state()
            .notation()
    }
}

/// A computer seat at `level`.
#[must_use]
pub const fn computer(level: Level) -> SeatKind {
    SeatKind::Computer { level }
}

/// The seed of every fixture's sticks.
pub const SEED: u64 = 2024;

/// How many words the sticks of [`SEED`] must have drawn for their next throws to be `values`.
#[must_use]
pub fn drawn_for(values: &[u8]) -> u64 {
    common::drawn_for(SEED, values)
}

/// A two-player Dhayam position under the Traditional rules with six coins each: player 1's
/// and player 2's coins lines, then the turn line; the sticks throw `throws` next.
#[must_use]
pub fn dhayam(p1: &str, p2: &str, turn: &str, throws: &[u8]) -> String {
    format!(
        "dhayam 1\nrules traditional coins=6\np1 {p1}\np2 {p2}\n{turn}\nsticks {SEED} {}",
        drawn_for(throws)
    )
}

/// A two-player Paramapadam position, the sticks throwing `throws` next.
#[must_use]
pub fn paramapadam(p1: &str, p2: &str, turn: &str, throws: &[u8]) -> String {
    format!(
        "paramapadam 1\nrules players=2\np1 {p1}\np2 {p2}\n{turn}\nsticks {SEED} {}",
        drawn_for(throws)
    )
}

/// The store's files in `dir`, byte for byte (the database and its write-ahead log): to show a
/// refused request wrote nothing.
pub fn store_bytes(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            path.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("dhayam.sqlite3")
        })
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).unwrap())
        })
        .collect();
    files.sort();
    assert!(!files.is_empty(), "the store's files are found");
    files
}
