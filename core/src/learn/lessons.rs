//! The guided lessons as data: for each game, a few lessons of a few steps, each step a
//! position in the notation, the throws its sticks make next, the one action it asks for and
//! what the position must show after it. `core/tests/suite/learn_lessons.rs` plays every step and
//! proves the asked action is legal and leads where the step says.

use crate::game::{Game, GameKind, State};
use crate::moves::Move;
use crate::sticks::Sticks;

/// One lesson: its title and its steps, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Which game it teaches.
    pub game: GameKind,
    /// The key of its title.
    pub title: &'static str,
    /// Its steps.
    pub steps: &'static [Step],
}

/// One step of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The position, in the notation, without its sticks line (the throws set the sticks).
    pub position: &'static str,
    /// The throws the sticks make next, in order (none where the step asks for a move).
    pub throws: &'static [u8],
    /// What the player must do.
    pub asked: Asked,
    /// The key of what the step shows.
    pub explain: &'static str,
    /// Lines the position's notation holds once the asked action is done.
    pub leads_to: &'static [&'static str],
}

/// The action a step asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Throw the sticks.
    Roll,
    /// Play this move, written as the notation writes moves (`home+1`, `40+4`).
    Move(&'static str),
}

/// A two-player Traditional position with six coins each: the coins lines and the turn.
macro_rules! dhayam {
    ($rest:literal) => {
        concat!("dhayam 1\nrules traditional coins=6\n", $rest)
    };
}

/// A two-player position on the 7x7 board, four pawns each.
macro_rules! thayam {
    ($rest:literal) => {
        concat!("thayam 1\nrules thayam\n", $rest)
    };
}

/// A two-player Paramapadam position.
macro_rules! paramapadam {
    ($rest:literal) => {
        concat!("paramapadam 1\nrules players=2\n", $rest)
    };
}

/// A step that asks for a move.
const fn play(
    position: &'static str,
    mv: &'static str,
    explain: &'static str,
    leads_to: &'static [&'static str],
) -> Step {
    Step {
        position,
        throws: &[],
        asked: Asked::Move(mv),
        explain,
        leads_to,
    }
}

/// A step that asks for a throw, the sticks making `throws` next.
const fn throw(
    position: &'static str,
    throws: &'static [u8],
    explain: &'static str,
    leads_to: &'static [&'static str],
) -> Step {
    Step {
        position,
        throws,
        asked: Asked::Roll,
        explain,
        leads_to,
    }
}

/// Every lesson, games in menu order.
pub const LESSONS: [Lesson; 10] = [
    Lesson {
        game: GameKind::Dhayam,
        title: "lesson_dhayam_enter",
        steps: &[
            play(
                dhayam!("p1 cut=no home*6\np2 cut=no home*6\nturn p1 move bank=1"),
                "home+1",
                "lesson_dhayam_enter_1",
                &["p1 cut=no home*5 86"],
            ),
            play(
                dhayam!("p1 cut=no home*5 86\np2 cut=no home*6\nturn p1 move bank=4"),
                "86+4",
                "lesson_dhayam_enter_2",
                &["p1 cut=no home*5 90"],
            ),
        ],
    },
    Lesson {
        game: GameKind::Dhayam,
        title: "lesson_dhayam_cut",
        steps: &[
            play(
                dhayam!("p1 cut=no home*5 40\np2 cut=no home*5 44\nturn p1 move bank=4"),
                "40+4",
                "lesson_dhayam_cut_1",
                &["p1 cut=yes home*5 44", "p2 cut=no home*6"],
            ),
            play(
                dhayam!("p1 cut=no home*4 28 40\np2 cut=no home*6\nturn p1 move bank=2"),
                "28+2",
                "lesson_dhayam_cut_2",
                &["p1 cut=no home*4 40 30"],
            ),
        ],
    },
    Lesson {
        game: GameKind::Dhayam,
        title: "lesson_dhayam_safe",
        steps: &[
            play(
                dhayam!("p1 cut=yes home*5 82\np2 cut=no home*6\nturn p1 move bank=2"),
                "82+2",
                "lesson_dhayam_safe_1",
                &["p1 cut=yes home*5 31"],
            ),
            play(
                dhayam!("p1 cut=yes home*4 84 82\np2 cut=no home*5 31\nturn p1 move bank=5"),
                "84+5",
                "lesson_dhayam_safe_2",
                &["p1 cut=yes home*4 82 32", "p2 cut=no home*5 31"],
            ),
        ],
    },
    Lesson {
        game: GameKind::Dhayam,
        title: "lesson_dhayam_bank",
        steps: &[
            throw(
                dhayam!("p1 cut=no home*5 28\np2 cut=no home*6\nturn p1 roll"),
                &[5],
                "lesson_dhayam_bank_1",
                &["turn p1 roll bank=5"],
            ),
            throw(
                dhayam!("p1 cut=no home*5 28\np2 cut=no home*6\nturn p1 roll bank=5 last=5"),
                &[2],
                "lesson_dhayam_bank_2",
                &["turn p1 move bank=2,5"],
            ),
            play(
                dhayam!("p1 cut=no home*5 28\np2 cut=no home*6\nturn p1 move bank=2,5 last=2"),
                "28+2",
                "lesson_dhayam_bank_3",
                &["p1 cut=no home*5 30", "turn p2 roll"],
            ),
        ],
    },
    Lesson {
        game: GameKind::Thayam,
        title: "lesson_thayam_enter",
        steps: &[
            play(
                thayam!("p1 cut=no home*4\np2 cut=no home*4\nturn p1 move bank=1"),
                "home+1",
                "lesson_thayam_enter_1",
                &["p1 cut=no home*3 r6c3"],
            ),
            play(
                thayam!("p1 cut=no home*3 r6c3\np2 cut=no home*4\nturn p1 move bank=3"),
                "r6c3+3",
                "lesson_thayam_enter_2",
                &["p1 cut=no home*3 r6c6"],
            ),
        ],
    },
    Lesson {
        game: GameKind::Thayam,
        title: "lesson_thayam_cut",
        steps: &[
            play(
                thayam!("p1 cut=no home*3 r6c4\np2 cut=no home*3 r5c6\nturn p1 move bank=3"),
                "r6c4+3",
                "lesson_thayam_cut_1",
                &["p1 cut=yes home*3 r5c6", "p2 cut=no home*4"],
            ),
            play(
                thayam!("p1 cut=no home*3 r6c4\np2 cut=no home*3 r3c6\nturn p1 move bank=5"),
                "r6c4+5",
                "lesson_thayam_cut_2",
                &["p1 cut=no home*3 r3c6", "p2 cut=no home*3 r3c6"],
            ),
        ],
    },
    Lesson {
        game: GameKind::Thayam,
        title: "lesson_thayam_gate",
        steps: &[play(
            thayam!("p1 cut=no home*3 r6c1\np2 cut=no home*4\nturn p1 move bank=1"),
            "r6c1+1",
            "lesson_thayam_gate_1",
            &["p1 cut=no home*3 r6c2"],
        )],
    },
    Lesson {
        game: GameKind::Paramapadam,
        title: "lesson_paramapadam_enter",
        steps: &[throw(
            paramapadam!("p1 off\np2 off\nturn p1 roll"),
            &[1],
            "lesson_paramapadam_enter_1",
            &["p1 1"],
        )],
    },
    Lesson {
        game: GameKind::Paramapadam,
        title: "lesson_paramapadam_links",
        steps: &[
            throw(
                paramapadam!("p1 5\np2 off\nturn p1 roll"),
                &[4],
                "lesson_paramapadam_links_1",
                &["p1 31"],
            ),
            throw(
                paramapadam!("p1 4\np2 off\nturn p1 roll"),
                &[5],
                "lesson_paramapadam_links_2",
                &["p1 9"],
            ),
            throw(
                paramapadam!("p1 22\np2 off\nturn p1 roll"),
                &[4],
                "lesson_paramapadam_links_3",
                &["p1 3"],
            ),
        ],
    },
    Lesson {
        game: GameKind::Paramapadam,
        title: "lesson_paramapadam_exact",
        steps: &[
            throw(
                paramapadam!("p1 130\np2 off\nturn p1 roll"),
                &[3],
                "lesson_paramapadam_exact_1",
                &["p1 130"],
            ),
            throw(
                paramapadam!("p1 130\np2 off\nturn p1 roll"),
                &[2],
                "lesson_paramapadam_exact_2",
                &["p1 132"],
            ),
        ],
    },
];

/// The lessons of `game`, in order.
pub fn lessons_of(game: GameKind) -> impl Iterator<Item = &'static Lesson> {
    LESSONS.iter().filter(move |lesson| lesson.game == game)
}

/// The seed of every lesson's sticks.
const SEED: u64 = 18;

/// The game at `step`: its position, the sticks set to make its throws.
#[must_use]
pub fn step_state(step: &Step) -> Option<State> {
    // Three throws in a row turn up within some thousands of draws; the bound only stops a
    // throw no stick can make.
    let drawn = Sticks::drawn_for(SEED, step.throws, 1_000_000)?;
    State::from_notation(&format!("{}\nsticks {SEED} {drawn}\n", step.position)).ok()
}

/// The move `text` in `step`'s position, if it is one.
#[must_use]
pub fn asked_move(step: &Step, text: &str) -> Option<Move> {
    match step_state(step)? {
        State::Race(position) => position.parse_move(text).ok(),
        State::Paramapadam(_) => None,
    }
}

/// The game as `step`'s asked action leaves it, if the action is legal there.
#[must_use]
pub fn asked_result(step: &Step) -> Option<State> {
    let state = step_state(step)?;
    let player = state.to_act()?;
    let mut game = Game::new(state);
    match step.asked {
        Asked::Roll => game.roll(player).ok().map(drop),
        Asked::Move(text) => {
            let mv = asked_move(step, text)?;
            game.play(player, mv).ok().map(drop)
        }
    }?;
    Some(game.state().clone())
}
