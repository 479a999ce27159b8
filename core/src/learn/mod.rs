//! Learning to play, for every front end: the Rules & Settings reference of a game, generated
//! from the rule set in play (`reference`); the guided lessons, positions in the notation with
//! scripted throws and the move each asks for (`lessons` the data, `lesson` the runner); the
//! hint, the move Hard would play with one reason (`hint`); and the game's turn-by-turn log,
//! saved with the game (`log`). Every word is a key the shells look up.

mod hint;
mod lessons;
mod log;
mod reference;

pub use hint::{HintReason, hint, reason};
pub use lessons::{Asked, LESSONS, Lesson, Step, asked_move, asked_result, lessons_of, step_state};
pub use log::{Entry, GameLog, LogTurn, LogView};

pub use reference::{
    REFERENCE_LABELS, Reference, SettingLine, SkinLine, SwitchLine, ThrowLine, detail_key, game_of,
    reference,
};

use crate::game::GameKind;
use crate::text::Text;

/// The words of the shells' own controls for what this module gives: the Hint button and its
/// heading, the log's title and its copy button, the statistic of hints used; Learn to play,
/// a lesson's Next, its step count (`lesson_step_of`: step, steps) and its end.
pub const LABELS: [&str; 9] = [
    "learn_to_play",
    "lesson_next",
    "lesson_step_of",
    "lesson_finished",
    "hint_button",
    "hint_title",
    "log_title",
    "log_copy_position",
    "stats_hints",
];

/// Every text this module can say, for the list of keys.
pub(crate) fn every_text() -> Vec<Text> {
    let mut texts = reference::every_text();
    texts.extend(log::every_text());
    texts.extend(
        LABELS
            .iter()
            .filter(|&&key| key != "lesson_step_of")
            .map(|&key| Text::plain(key)),
    );
    texts.push(Text::with(
        "lesson_step_of",
        vec![crate::text::Arg::Number(1), crate::text::Arg::Number(2)],
    ));
    for lesson in &LESSONS {
        texts.push(Text::plain(lesson.title));
        texts.extend(lesson.steps.iter().map(|step| Text::plain(step.explain)));
    }
    texts.extend(
        GameKind::ALL
            .into_iter()
            .flat_map(|game| HintReason::ALL.map(|reason| reason.text(game))),
    );
    texts
}
