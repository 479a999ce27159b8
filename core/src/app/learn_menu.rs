//! Home's Learn to play, as a screen: for each of the three games its Rules & Settings
//! reference and its guided lessons, in order, each with its title and how many steps it has.
//! The lessons are the core's data (`learn::LESSONS`); a shell lists what this gives and sends
//! `AppIntent::OpenReference` or `AppIntent::StartLesson` for the one chosen.

use crate::game::GameKind;
use crate::learn;

use crate::text::Text;

/// One game on the Learn to play screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LearnGame {
    /// Which game.
    pub game: GameKind,
    /// Its lessons, in the order they are taught (`StartLesson`'s `lesson` is the index).
    pub lessons: Vec<LessonInfo>,
}

/// One lesson on offer.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LessonInfo {
    /// Its title.
    pub title: Text,
    /// How many steps it has.
    pub steps: u32,
}

/// The Learn to play screen: every game in menu order, with its lessons.
#[must_use]
pub fn learn_menu() -> Vec<LearnGame> {
    [GameKind::Dhayam, GameKind::Thayam, GameKind::Paramapadam]
        .into_iter()
        .map(|game| LearnGame {
            game,
            lessons: learn::lessons_of(game)
                .map(|lesson| LessonInfo {
                    title: Text::plain(lesson.title),
                    steps: u32::try_from(lesson.steps.len()).unwrap_or(u32::MAX),
                })
                .collect(),
        })
        .collect()
}
