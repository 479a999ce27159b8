//! The game screen's pace: its three timers and what happens as each runs out.
//!
//! Never two run at once: first the frames of the action on show, then the quick Undo bar
//! (which counts down only once the action has been shown), then the wait before a computer
//! seat acts or auto-roll throws. While the pause menu is open or the app is in the
//! background, time does not pass for the screen: the walk, the Undo bar and the waits all
//! hold where they were. Coming back, a walk and the Undo bar go on from there, but a
//! computer's or auto-roll's wait starts afresh, so the player sees the board before anything
//! moves.

use crate::setup::SeatKind;
use crate::store::Store;

use super::effect::Effect;
use super::held::Action;
use super::screen::GameScreen;
use super::telling::By;
use super::timers::{Wait, Waiter};

impl GameScreen {
    /// Milliseconds until the screen next needs time to pass, if anything is due and the
    /// screen is not held by the pause menu or the background.
    #[must_use]
    pub fn next_wake(&self) -> Option<u64> {
        if self.held_by().is_some() {
            return None;
        }
        self.show
            .as_ref()
            .map(|show| show.ms_left)
            .or_else(|| self.undo.map(|undo| undo.ms_left))
            .or_else(|| self.wait.map(|wait| wait.ms_left))
    }

    /// `ms` milliseconds have passed (or the wake-up the screen asked for has fired): show
    /// the next frames, close the Undo bar, let computer seats and auto-roll act — each in
    /// turn, as their times come. Nothing passes while the screen is held.
    pub fn advance(&mut self, ms: u64, mut store: Option<&mut Store>) -> Vec<Effect> {
        let mut effects = Vec::new();
        let mut left = ms;
        while let Some(due) = self.next_wake() {
            if due > left {
                self.pass(left);
                break;
            }
            self.pass(due);
            left -= due;
            self.fire(store.as_deref_mut(), &mut effects);
        }
        self.refresh_words();
        self.wake(&mut effects);
        effects
    }

    fn pass(&mut self, ms: u64) {
        if let Some(show) = &mut self.show {
            show.ms_left -= ms;
        } else if let Some(undo) = &mut self.undo {
            undo.ms_left -= ms;
        } else if let Some(wait) = &mut self.wait {
            wait.ms_left -= ms;
        }
    }

    /// The timer running now has run out.
    fn fire(&mut self, store: Option<&mut Store>, effects: &mut Vec<Effect>) {
        if let Some(show) = &mut self.show {
            show.index += 1;
            if show.index < show.frames.len() {
                self.enter_frame(effects);
            } else {
                self.show = None;
                self.schedule();
            }
        } else if self.undo.is_some() {
            self.undo = None;
            self.schedule();
        } else if let Some(wait) = self.wait.take() {
            self.act_by_itself(wait.by, store, effects);
        }
    }

    /// A computer seat or auto-roll acts. If the action can't be saved, the game stops in
    /// the pause menu with the reason: Resume tries again.
    fn act_by_itself(&mut self, by: Waiter, store: Option<&mut Store>, effects: &mut Vec<Effect>) {
        let state = self.held.state();
        let Some(player) = state.to_act() else {
            return;
        };
        let (action, by) = match by {
            Waiter::Computer(level) => (Action::computer(state, player, level), By::Computer),
            Waiter::AutoRoll => (Action::Roll(player), By::AutoRoll),
        };
        if let Err(refusal) = self.act(action, by, store, effects) {
            self.paused = true;
            self.refuse(refusal, effects);
        }
    }

    /// Start (or keep) the wait for whatever acts by itself next, once nothing is on show and
    /// the Undo bar has gone.
    pub(super) fn schedule(&mut self) {
        let next = self.waiter();
        self.wait = match (self.wait, next) {
            (Some(wait), Some(by)) if wait.by == by => Some(wait),
            (_, Some(by)) => Some(Wait {
                by,
                ms_left: match by {
                    Waiter::Computer(_) => self.timing.computer_pace,
                    Waiter::AutoRoll => self.timing.auto_roll,
                },
            }),
            (_, None) => None,
        };
    }

    /// Begin the wait afresh (coming back from the pause menu or the background).
    pub(super) fn restart_wait(&mut self) {
        self.wait = None;
        self.schedule();
    }

    fn waiter(&self) -> Option<Waiter> {
        if self.show.is_some() || self.undo.is_some() {
            return None;
        }
        let state = self.held.state();
        let player = state.to_act()?;
        match self.held.seat_kind(player) {
            SeatKind::Computer { level } => Some(Waiter::Computer(level)),
            SeatKind::Human => {
                (state.must_roll() && self.settings.auto_roll).then_some(Waiter::AutoRoll)
            }
        }
    }

    /// Ask for a wake-up when the next timer runs out.
    pub(super) fn wake(&self, effects: &mut Vec<Effect>) {
        effects.extend(self.next_wake().map(Effect::wake_in));
    }
}
