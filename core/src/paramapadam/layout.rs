//! Snakes and ladders as data: a named layout of ladders (virtues) and snakes (vices), each with
//! its English and Tamil name, and the 132-square zigzag board they sit on (docs/RULES.md,
//! "Paramapadam").

use serde::{Deserialize, Serialize};

use crate::board::Point;

/// The last square: reaching it exactly finishes.
pub const LAST_SQUARE: u8 = 132;

/// Squares per row of the board.
pub const COLUMNS: u8 = 11;

/// Rows of the board.
pub const ROWS: u8 = 12;

/// A ladder or a snake: where it starts, where it takes a token, and what it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Link {
    /// A ladder's foot or a snake's head.
    pub from: u8,
    /// A ladder's top or a snake's tail.
    pub to: u8,
    /// The virtue or vice it is named after, in English.
    pub english: &'static str,
    /// The same name in Tamil.
    pub tamil: &'static str,
}

impl Link {
    /// Whether it is a ladder (it goes up).
    #[must_use]
    pub const fn is_ladder(&self) -> bool {
        self.to > self.from
    }
}

/// Which layout a game uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum LayoutKind {
    /// The default layout (docs/RULES.md, "The layout").
    #[default]
    Default,
}

impl LayoutKind {
    /// Every layout, in the order a setup screen lists them.
    pub const ALL: [Self; 1] = [Self::Default];

    /// The layout's name in positions and menus.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Default => "default",
        }
    }

    /// The ladders and snakes.
    #[must_use]
    pub const fn links(self) -> &'static [Link] {
        match self {
            Self::Default => &DEFAULT,
        }
    }

    /// The ladder or snake starting on `square`, if any.
    #[must_use]
    pub fn link_at(self, square: u8) -> Option<&'static Link> {
        self.links().iter().find(|link| link.from == square)
    }
}

const fn link(from: u8, to: u8, english: &'static str, tamil: &'static str) -> Link {
    Link {
        from,
        to,
        english,
        tamil,
    }
}

const DEFAULT: [Link; 24] = [
    // Ladders: the foot below the top.
    link(9, 31, "Kindness", "இரக்கம்"),
    link(16, 28, "Patience", "பொறுமை"),
    link(19, 42, "Truthfulness", "வாய்மை"),
    link(30, 53, "Generosity", "ஈகை"),
    link(41, 62, "Knowledge", "அறிவு"),
    link(52, 75, "Humility", "பணிவு"),
    link(63, 86, "Discipline", "ஒழுக்கம்"),
    link(65, 94, "Charity", "தானம்"),
    link(74, 97, "Courage", "துணிவு"),
    link(79, 101, "Love", "அன்பு"),
    link(87, 110, "Faith", "நம்பிக்கை"),
    link(106, 127, "Devotion", "பக்தி"),
    // Snakes: the head above the tail.
    link(26, 3, "Laziness", "சோம்பல்"),
    link(37, 12, "Lying", "பொய்"),
    link(48, 23, "Envy", "பொறாமை"),
    link(58, 35, "Theft", "திருட்டு"),
    link(69, 44, "Anger", "கோபம்"),
    link(83, 57, "Deceit", "வஞ்சகம்"),
    link(92, 66, "Gambling", "சூது"),
    link(99, 71, "Cruelty", "கொடுமை"),
    link(112, 81, "Lust", "காமம்"),
    link(119, 88, "Greed", "பேராசை"),
    link(125, 95, "Slander", "புறங்கூறல்"),
    link(131, 54, "Pride", "ஆணவம்"),
];

/// Where square `n` (1–132; others are taken as the nearest) is drawn: rows zigzag up from the bottom, the bottom row left to
/// right, so 132 is at the top left. Centres are at whole units, one unit a square.
#[must_use]
pub fn centre(n: u8) -> Point {
    let n = n.clamp(1, LAST_SQUARE);
    let row = (n - 1) / COLUMNS;
    let along = (n - 1) % COLUMNS;
    let column = if row.is_multiple_of(2) {
        along
    } else {
        COLUMNS - 1 - along
    };
    Point {
        x: f32::from(column),
        y: f32::from(ROWS - 1 - row),
    }
}
