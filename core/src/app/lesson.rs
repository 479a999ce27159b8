//! A guided lesson on screen: the lesson's steps one after another, each a game set up from
//! the step's position with its scripted throws, played by people only and kept nowhere. The
//! player must make the action the step asks for: any other action that would change the game
//! is refused with a key saying so, and changes nothing; taps that only pick pass through.
//! Once the asked action is made the step is done, and Next opens the following one.

use crate::game::{Game, GameKind, State};
use crate::learn::{self, Asked, Lesson, Step};
use crate::setup::{BoardSkin, SeatKind, SeatSetup, TokenStyle};

use super::effect::Effect;
use super::intent::Intent;
use super::options::MoveOption;
use super::screen::GameScreen;
use super::settings::PlaySettings;
use super::view::GameScreenView;
use crate::text::{Refusal, Text};

/// A lesson being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonRun {
    lesson: &'static Lesson,
    /// Its place among its game's lessons.
    number: u8,
    step: usize,
    screen: GameScreen,
    /// The game as the asked action leaves it.
    expected: State,
    done: bool,
    settings: PlaySettings,
    skin: BoardSkin,
}

/// A lesson step, to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LessonView {
    /// Which game it teaches.
    pub game: GameKind,
    /// The lesson's number among its game's lessons, 0 for the first.
    pub lesson: u32,
    /// How many lessons the game has.
    pub lessons: u32,
    /// The lesson's title.
    pub title: Text,
    /// The step's number, 0 for the first.
    pub step: u32,
    /// How many steps the lesson has.
    pub steps: u32,
    /// What the step shows.
    pub explain: Text,
    /// The move the step asks for, to ring (none when it asks for a throw).
    pub asked: Option<MoveOption>,
    /// The step asks for a throw of the sticks.
    pub asks_roll: bool,
    /// The asked action is made: Next goes on (or, at the last step, the lesson is over).
    pub done: bool,
    /// This is the lesson's last step.
    pub last: bool,
    /// The board, as the game screen draws it (its refusal says why a move was refused).
    pub board: Box<GameScreenView>,
}

impl LessonRun {
    /// Lesson `number` of `game` on screen, at its first step, with the player's `settings`
    /// (auto-roll and quick undo off: the step waits for the player's own action).
    ///
    /// # Errors
    /// [`Refusal::NotOffered`] if the game has no such lesson.
    pub fn start(
        game: GameKind,
        number: u8,
        settings: PlaySettings,
        skin: BoardSkin,
    ) -> Result<(Self, Vec<Effect>), Refusal> {
        let lesson = learn::lessons_of(game)
            .nth(usize::from(number))
            .ok_or(Refusal::NotOffered)?;
        let settings = for_lessons(settings);
        let (screen, expected, effects) = open(&lesson.steps[0], settings, skin)?;
        Ok((
            Self {
                lesson,
                number,
                step: 0,
                screen,
                expected,
                done: false,
                settings,
                skin,
            },
            effects,
        ))
    }

    /// The game screen of the step on show.
    #[must_use]
    pub const fn screen(&self) -> &GameScreen {
        &self.screen
    }

    /// The player (or the app's lifecycle, or a setting changed) did something on the board.
    pub fn intent(&mut self, intent: Intent) -> Vec<Effect> {
        if let Intent::ChangeSettings { settings } = intent {
            // Kept for the steps to come, and never with auto-roll or the Undo bar.
            self.settings = for_lessons(settings);
            return self.screen.intent(
                Intent::ChangeSettings {
                    settings: self.settings,
                },
                None,
            );
        }
        let acts = matches!(
            intent,
            Intent::Roll
                | Intent::TapSquare { .. }
                | Intent::TapHome
                | Intent::TapChip { .. }
                | Intent::Play { .. }
                | Intent::Undo
                | Intent::Hint
        );
        if !acts {
            return self.screen.intent(intent, None);
        }
        let mut effects = Vec::new();
        if self.done {
            self.screen.refuse(Refusal::LessonStepDone, &mut effects);
            return effects;
        }
        let mut trial = self.screen.clone();
        let tried = trial.intent(intent, None);
        if trial.state() == self.screen.state() || *trial.state() == self.expected {
            self.done = *trial.state() == self.expected;
            self.screen = trial;
            return tried;
        }
        self.screen.refuse(Refusal::NotTheLessonsMove, &mut effects);
        effects
    }

    /// Next: the following step, once this one is done.
    ///
    /// # Errors
    /// [`Refusal::LessonStepNotDone`] before the asked action, or at the last step.
    pub fn next_step(&mut self) -> Result<Vec<Effect>, Refusal> {
        let step = self
            .lesson
            .steps
            .get(self.step + 1)
            .filter(|_| self.done)
            .ok_or(Refusal::LessonStepNotDone)?;
        let (screen, expected, effects) = open(step, self.settings, self.skin)?;
        self.step += 1;
        self.screen = screen;
        self.expected = expected;
        self.done = false;
        Ok(effects)
    }

    /// `ms` milliseconds passed: the step's board moves on.
    pub fn advance(&mut self, ms: u64) -> Vec<Effect> {
        self.screen.advance(ms, None)
    }

    /// The step, to draw.
    #[must_use]
    pub fn view(&self) -> LessonView {
        let step = &self.lesson.steps[self.step];
        let mut board = self.screen.view();
        let asked = match step.asked {
            Asked::Move(text) if !self.done => learn::asked_move(step, text).and_then(|mv| {
                board
                    .moves
                    .iter()
                    .find(|option| option.action == mv)
                    .cloned()
            }),
            Asked::Move(_) | Asked::Roll => None,
        };
        // The asked move's landing is ringed as a picked coin's landings are, so every shell
        // draws the lesson's board as it draws a game's.
        if let Some(option) = &asked {
            board.destinations = vec![option.to];
            board.ring = true;
        }
        board.can_hint = false;
        LessonView {
            game: self.lesson.game,
            lesson: u32::from(self.number),
            lessons: u32::try_from(learn::lessons_of(self.lesson.game).count()).unwrap_or(0),
            title: Text::plain(self.lesson.title),
            step: u32::try_from(self.step).unwrap_or(0),
            steps: u32::try_from(self.lesson.steps.len()).unwrap_or(0),
            explain: Text::plain(step.explain),
            asked,
            asks_roll: step.asked == Asked::Roll && !self.done,
            done: self.done,
            last: self.step + 1 == self.lesson.steps.len(),
            board: Box::new(board),
        }
    }
}

/// The player's `settings` as a lesson plays by them: auto-roll and the quick Undo bar off, as
/// each step waits for the player's own action, which the lesson checks.
const fn for_lessons(settings: PlaySettings) -> PlaySettings {
    PlaySettings {
        auto_roll: false,
        quick_undo: false,
        ..settings
    }
}

/// The screen of `step`, and the game as its asked action leaves it.
fn open(
    step: &Step,
    settings: PlaySettings,
    skin: BoardSkin,
) -> Result<(GameScreen, State, Vec<Effect>), Refusal> {
    // The lessons are checked by a test; a step that can't be set up is a bug, refused here
    // rather than brought down.
    let state = learn::step_state(step).ok_or(Refusal::NotOffered)?;
    let expected = learn::asked_result(step).ok_or(Refusal::NotOffered)?;
    let players = match &state {
        State::Race(position) => position.rules().players,
        State::Paramapadam(game) => game.rules().players,
    };
    let seats = TokenStyle::ALL
        .into_iter()
        .take(usize::from(players))
        .map(|token| SeatSetup {
            kind: SeatKind::Human,
            token,
        })
        .collect();
    let (screen, effects) = GameScreen::detached(Game::new(state), seats, skin, settings)
        .map_err(|_| Refusal::NotOffered)?;
    Ok((screen, expected, effects))
}
