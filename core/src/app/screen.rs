//! [`GameScreen`]: one game on screen, as a state machine of intents and elapsed time.
//!
//! Its timers — the action on show, the quick Undo bar, the computer's and auto-roll's
//! waits — are in `pace`.
//!
//! The Undo button works from the moment of the person's action, mid-walk included, so a
//! mis-tap can be taken back at once; the two seconds start when the action has been shown,
//! so the player sees what they did before the chance to take it back runs out.

use crate::board::SquareId;
use crate::event::Player;
use crate::game::{Game, GameKind, State};
use crate::learn::{self, HintReason, LogView};
use crate::moves::Move;
use crate::setup::{BoardSkin, SeatKind, SeatSetup, SetupError};
use crate::sticks::Throw;
use crate::store::{SavedGame, Store};

use super::board_reading::{self, BoardReading};
use super::effect::Effect;
use super::frames;
use super::held::{Action, Held};
use super::intent::Intent;
use super::options::{self, MoveOption};
use super::pick::{Pick, Tapped};
use super::picture::Picture;
use super::reading;
use super::recent_turns::{self, RecentTurns};
use super::settings::PlaySettings;
use super::telling::{Announcer, By};
use super::timers::{Show, UndoOffer, Wait};
use super::timing::Timing;
use super::view::{self, GameScreenView, Hint, UndoBar};
use crate::text::{Message, Refusal};

/// One game on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameScreen {
    pub(super) held: Held,
    pub(super) settings: PlaySettings,
    pub(super) timing: Timing,
    pub(super) pick: Pick,
    pub(super) show: Option<Show>,
    /// What the action on show has told so far.
    pub(super) told: Vec<Message>,
    pub(super) sticks: Option<Throw>,
    pub(super) undo: Option<UndoOffer>,
    pub(super) wait: Option<Wait>,
    pub(super) paused: bool,
    pub(super) background: bool,
    pub(super) refusal: Option<Refusal>,
    pub(super) announcer: Announcer,
    /// The board read aloud for what is drawn now.
    pub(super) reading: board_reading::Cached,
    /// The last turns, as the log now ends.
    pub(super) recent: recent_turns::Cached,
    /// The hint asked for, until the next action.
    pub(super) hint: Option<(Move, HintReason)>,
    /// The game's log is open.
    pub(super) log_open: bool,
}

impl GameScreen {
    /// The screen of the store's game in progress; returns the effects of opening it (a
    /// wake-up if a computer seat or auto-roll is to act).
    #[must_use]
    pub fn saved(game: SavedGame, settings: PlaySettings) -> (Self, Vec<Effect>) {
        Self::open(Held::Saved(game), settings)
    }

    /// The screen of a game kept nowhere (set up from a position, for puzzles and tests),
    /// played by `seats` in turn order.
    ///
    /// # Errors
    /// [`SetupError::Seats`] if there isn't one seat per player.
    pub fn detached(
        game: Game,
        seats: Vec<SeatSetup>,
        skin: BoardSkin,
        settings: PlaySettings,
    ) -> Result<(Self, Vec<Effect>), SetupError> {
        let players = match game.state() {
            State::Race(position) => position.rules().players,
            State::Paramapadam(game) => game.rules().players,
        };
        if seats.len() != usize::from(players) {
            return Err(SetupError::Seats {
                seats: seats.len(),
                players,
            });
        }
        Ok(Self::open(Held::Detached { game, seats, skin }, settings))
    }

    fn open(held: Held, settings: PlaySettings) -> (Self, Vec<Effect>) {
        let mut screen = Self {
            held,
            settings,
            timing: Timing::STANDARD,
            pick: Pick::default(),
            show: None,
            told: Vec::new(),
            sticks: None,
            undo: None,
            wait: None,
            paused: false,
            background: false,
            refusal: None,
            announcer: Announcer::default(),
            reading: board_reading::Cached::default(),
            recent: recent_turns::Cached::default(),
            hint: None,
            log_open: false,
        };
        screen.schedule();
        let mut effects = Vec::new();
        screen.refresh_words();
        screen.wake(&mut effects);
        (screen, effects)
    }

    /// Which game is on screen.
    #[must_use]
    pub fn game(&self) -> GameKind {
        self.state().kind()
    }

    /// The game's state now (after the action on show, whatever step it is drawn at).
    #[must_use]
    pub const fn state(&self) -> &State {
        self.held.state()
    }

    /// The store's game, if this screen shows one.
    #[must_use]
    pub const fn saved_game(&self) -> Option<&SavedGame> {
        match &self.held {
            Held::Saved(game) => Some(game),
            Held::Detached { .. } => None,
        }
    }

    /// The player did something. `store` is the store of a saved game (none for a detached
    /// one); an action on a saved game is kept only once the store has saved it.
    pub fn intent(&mut self, intent: Intent, store: Option<&mut Store>) -> Vec<Effect> {
        let mut effects = Vec::new();
        self.refusal = None;
        let done = match intent {
            Intent::Roll => self.roll(store, &mut effects),
            Intent::TapSquare { square } => self.tap(Tap::Square(square), store, &mut effects),
            Intent::TapHome => self.tap(Tap::Home, store, &mut effects),
            Intent::TapChip { value } => self.tap(Tap::Chip(value), store, &mut effects),
            Intent::Play { action: mv } => self.play(mv, store, &mut effects),
            Intent::Undo => self.undo(store, &mut effects),
            // Over, the game has nothing to pause: the game-over card has the screen.
            Intent::Pause if self.state().to_act().is_none() => Err(Refusal::GameOver),
            Intent::Pause => {
                self.paused = true;
                Ok(())
            }
            Intent::Resume => {
                self.paused = false;
                self.restart_wait();
                Ok(())
            }
            Intent::Background => {
                self.background = true;
                Ok(())
            }
            Intent::Foreground => {
                self.background = false;
                self.restart_wait();
                Ok(())
            }
            Intent::ChangeSkin { skin } => self.held.set_skin(skin, store),
            Intent::Hint => self.hint(store),
            Intent::OpenLog => {
                self.log_open = true;
                Ok(())
            }
            Intent::CloseLog => {
                if self.log_open {
                    self.log_open = false;
                    Ok(())
                } else {
                    Err(Refusal::NothingToClose)
                }
            }
            Intent::ChangeSettings { settings } => {
                self.settings = settings;
                if !settings.quick_undo {
                    self.undo = None;
                }
                self.schedule();
                Ok(())
            }
        };
        if let Err(refusal) = done {
            self.refuse(refusal, &mut effects);
        }
        self.refresh_words();
        self.wake(&mut effects);
        effects
    }

    /// The coins as drawn now: at the step of the action on show, or where the game has them.
    fn picture(&self) -> Picture {
        self.show.as_ref().map_or_else(
            || Picture::of(self.held.state()),
            |show| show.frames[show.index].picture.clone(),
        )
    }

    /// Read the board again if what is drawn or who it is read for has changed, and word the
    /// last turns again if the log's tail has (after every call that can change them).
    pub(super) fn refresh_words(&mut self) {
        let picture = self.picture();
        self.reading
            .refresh(self.held.state(), &picture, self.held.seats());
        self.recent.refresh(self.game(), self.held.log());
    }

    /// The board read aloud as drawn now, with its version (the view's `reading_version`): for
    /// a shell that fetches it apart from the view, when the version changes.
    #[must_use]
    pub fn board_reading(&self) -> BoardReading {
        self.reading.get()
    }

    /// The last turns, with their version (the view's `recent_version`): for a shell that
    /// fetches them apart from the view, when the version changes.
    #[must_use]
    pub fn recent(&self) -> RecentTurns {
        self.recent.get()
    }

    /// Why the person's last request was refused (the view's `refusal`, as the refusal it
    /// words), until the next is accepted or an action happens.
    #[must_use]
    pub const fn refusal(&self) -> Option<Refusal> {
        self.refusal
    }

    /// The screen, to draw.
    #[must_use]
    pub fn view(&self) -> GameScreenView {
        let state = self.held.state();
        let game = state.kind();
        let picture = self.picture();
        let taps_open = self.person_to_act().is_ok() && !state.must_roll();
        let options = if taps_open {
            options::of(state)
        } else {
            Vec::new()
        };
        let candidates: Vec<&MoveOption> = self.pick.candidates(&options).collect();
        let mut movable: Vec<_> = candidates.iter().map(|option| option.from).collect();
        movable.sort_unstable();
        movable.dedup();
        let mut destinations: Vec<u32> = candidates.iter().map(|option| option.to).collect();
        destinations.sort_unstable();
        destinations.dedup();
        let chips = match state {
            State::Race(position) => {
                view::chips(state.kind(), position.bank(), self.pick.chip, &options)
            }
            State::Paramapadam(_) => Vec::new(),
        };
        let hint = self.hint.and_then(|(mv, reason)| {
            let option = options.iter().find(|option| option.action == mv)?.clone();
            Some(Hint {
                option,
                reason,
                text: reason.text(state.kind()),
            })
        });
        // The hinted move's landing is ringed as a picked coin's landings are, so every shell
        // draws it as it draws those; once the player picks a coin, the pick's landings show.
        let hinted = hint.as_ref().filter(|_| self.pick.coin.is_none());
        if let Some(hint) = hinted {
            destinations = vec![hint.option.to];
        }
        GameScreenView {
            ring: self.settings.legal_move_ring || hinted.is_some(),
            hint,
            log: self.log_open.then(|| self.log_view()),
            recent_version: self.recent.version(),
            game: state.kind(),
            skin: self.held.skin(),
            goal: u32::from(view::goal(state)),
            coins: picture.piles().to_vec(),
            walking: self.show.is_some(),
            sticks: self.sticks.map(Into::into),
            sticks_text: self.sticks.map(reading::sticks_text),
            shows_bank: matches!(state, State::Race(_)),
            chips,
            picked: self.pick.coin,
            movable,
            destinations,
            players: view::strips(state, self.held.seats(), &picture),
            reading_version: self.reading.version(),
            to_act: state.to_act().map(u32::from),
            can_roll: self.person_to_act().is_ok() && state.must_roll(),
            can_hint: matches!(state, State::Race(_)) && !options.is_empty(),
            status: self.told.iter().map(|told| told.text(game)).collect(),
            prompt: self.prompt().map(|prompt| prompt.text(game)),
            refusal: self.refusal.map(|refusal| refusal.text(game)),
            undo: self.undo.map(|undo| UndoBar::new(undo.ms_left)),
            can_pause: state.to_act().is_some(),
            paused: self.paused,
            in_background: self.background,
            game_over: view::game_over(state),
            saved_number: self.held.number(),
            moves: options,
        }
    }

    /// The game's log, with the position now to copy.
    pub fn log_view(&self) -> LogView {
        let state = self.held.state();
        self.held
            .log()
            .cloned()
            .unwrap_or_default()
            .view(state.kind(), state.notation())
    }

    /// The Hint button: the move Hard would play now, counted once it is saved.
    fn hint(&mut self, store: Option<&mut Store>) -> Result<(), Refusal> {
        self.person_to_act()?;
        let State::Race(position) = self.held.state() else {
            return Err(Refusal::RollFirst);
        };
        if position.must_roll() {
            return Err(Refusal::RollFirst);
        }
        let hint = learn::hint(position).ok_or(Refusal::RollFirst)?;
        self.held.count_hint(store)?;
        self.hint = Some(hint);
        Ok(())
    }

    /// What to do now, if anything (the view's `prompt`, as the message it words).
    #[must_use]
    pub fn prompt(&self) -> Option<Message> {
        if self.held_by().is_some() {
            return Some(Message::Paused);
        }
        if self.show.is_some() {
            return None;
        }
        let state = self.held.state();
        let player = state.to_act()?;
        Some(match self.held.seat_kind(player) {
            SeatKind::Computer { .. } => Message::ComputerThinking { player },
            SeatKind::Human if state.must_roll() && self.settings.auto_roll => {
                Message::AutoRolling { player }
            }
            SeatKind::Human if state.must_roll() && view::in_throw_off(state) => {
                Message::ThrowOffRoll { player }
            }
            SeatKind::Human if state.must_roll() => Message::YourTurnToRoll { player },
            SeatKind::Human if self.pick.coin.is_some() => Message::PickDestination { player },
            SeatKind::Human => Message::PickCoin { player },
        })
    }

    // --- The player's requests ----------------------------------------------------------

    /// Why nothing can happen now, if the pause menu or the background holds the screen.
    pub(super) const fn held_by(&self) -> Option<Refusal> {
        if self.background {
            Some(Refusal::InBackground)
        } else if self.paused {
            Some(Refusal::Paused)
        } else {
            None
        }
    }

    /// The person to act, if a person's request can be taken now.
    fn person_to_act(&self) -> Result<Player, Refusal> {
        if let Some(refusal) = self.held_by() {
            return Err(refusal);
        }
        let player = self.held.state().to_act().ok_or(Refusal::GameOver)?;
        if self.show.is_some() {
            return Err(Refusal::Walking);
        }
        match self.held.seat_kind(player) {
            SeatKind::Computer { .. } => Err(Refusal::ComputerToAct { player }),
            SeatKind::Human => Ok(player),
        }
    }

    fn roll(
        &mut self,
        store: Option<&mut Store>,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Refusal> {
        let player = self.person_to_act()?;
        if !self.held.state().must_roll() {
            return Err(Refusal::MoveFirst);
        }
        self.act(Action::Roll(player), By::Person, store, effects)
    }

    fn play(
        &mut self,
        mv: Move,
        store: Option<&mut Store>,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Refusal> {
        let player = self.person_to_act()?;
        if self.held.state().must_roll() {
            return Err(Refusal::RollFirst);
        }
        self.act(Action::Play(player, mv), By::Person, store, effects)
    }

    fn tap(
        &mut self,
        tap: Tap,
        store: Option<&mut Store>,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Refusal> {
        let player = self.person_to_act()?;
        let state = self.held.state();
        let State::Race(position) = state else {
            return Err(Refusal::RollFirst);
        };
        if state.must_roll() {
            return Err(Refusal::RollFirst);
        }
        let options = options::of(state);
        let tapped = match tap {
            Tap::Square(square) => self.pick.tap_square(square, &options),
            Tap::Home => self.pick.tap_home(&options),
            Tap::Chip(value) => self.pick.tap_chip(value, &position.bank().values, &options),
        }?;
        match tapped {
            Tapped::Picked(pick) => {
                self.pick = pick;
                Ok(())
            }
            Tapped::Play(mv) => self.act(Action::Play(player, mv), By::Person, store, effects),
        }
    }

    fn undo(
        &mut self,
        store: Option<&mut Store>,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Refusal> {
        if let Some(refusal) = self.held_by() {
            return Err(refusal);
        }
        let offer = self.undo.ok_or(Refusal::NothingToUndo)?;
        self.held.act(Action::Undo, store)?;
        self.undo = None;
        self.show = None;
        self.pick = Pick::default();
        self.hint = None;
        self.sticks = offer.sticks_before;
        let undone = Message::Undone {
            player: offer.player,
        };
        self.told = vec![undone.clone()];
        effects.push(Effect::announce(&undone, self.game()));
        self.schedule();
        Ok(())
    }

    pub(super) fn refuse(&mut self, refusal: Refusal, effects: &mut Vec<Effect>) {
        self.refusal = Some(refusal);
        effects.push(Effect::announce(&Message::Refused(refusal), self.game()));
    }

    // --- Actions and their show ---------------------------------------------------------

    /// Do `action`, taken `by` someone, and start showing what it caused.
    pub(super) fn act(
        &mut self,
        action: Action,
        by: By,
        store: Option<&mut Store>,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Refusal> {
        let before = Picture::of(self.held.state());
        let sticks_before = self.sticks;
        let events = self.held.act(action, store)?;
        self.refusal = None;
        self.pick = Pick::default();
        self.wait = None;
        self.hint = None;
        let goes_on = self.held.state().to_act().is_some();
        self.undo = match action {
            // Auto-roll's throws are not offered: undoing one would only bring the same
            // throw straight back.
            Action::Roll(player) | Action::Play(player, _)
                if by == By::Person && self.settings.quick_undo && goes_on =>
            {
                Some(UndoOffer {
                    player,
                    ms_left: self.timing.undo_window,
                    sticks_before,
                })
            }
            _ => None,
        };
        let frames = frames::of(
            &events,
            before,
            by,
            &mut self.announcer,
            &self.timing,
            self.settings.reduced_motion,
        );
        self.told.clear();
        self.show = (!frames.is_empty()).then_some(Show {
            frames,
            index: 0,
            ms_left: 0,
        });
        self.enter_frame(effects);
        self.schedule();
        Ok(())
    }

    /// The frame on show appears: its sticks, text, cues and announcements.
    pub(super) fn enter_frame(&mut self, effects: &mut Vec<Effect>) {
        let game = self.game();
        let Some(show) = &mut self.show else {
            return;
        };
        let frame = &show.frames[show.index];
        show.ms_left = frame.ms;
        if frame.sticks.is_some() {
            self.sticks = frame.sticks;
        }
        self.told.extend(frame.told.iter().cloned());
        for &cue in &frame.cues {
            if self.settings.sound {
                effects.push(Effect::Sound { cue });
            }
            if self.settings.haptics {
                effects.push(Effect::Haptic { cue });
            }
        }
        effects.extend(
            frame
                .announce
                .iter()
                .map(|message| Effect::announce(message, game)),
        );
    }
}

/// What was tapped.
#[derive(Clone, Copy, Debug)]
enum Tap {
    Square(SquareId),
    Home,
    Chip(u8),
}
