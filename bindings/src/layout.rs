//! The boards as the shells draw them: every square with its coordinates and kind, each seat's
//! path, where coins wait before entering, and Paramapadam's ladders and snakes with their
//! English and Tamil names. All of it is the core's data, converted.

use dhayam_core as dc;
use dhayam_core::paramapadam::{self, LayoutKind as CoreLayoutKind};

use crate::error::wide;
use crate::setup::{GameKind, LayoutKind};

/// A point in board units: x to the right, y down; one unit is one square.
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct Point {
    /// Distance from the left edge.
    pub x: f32,
    /// Distance from the top edge.
    pub y: f32,
}

/// What part of a board a square belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SquareKind {
    /// Cloth board: the 13x13 ring, 1–48.
    Frame,
    /// Cloth board: a leg of the upside-down M.
    Leg,
    /// Cloth board: a diagonal of the M.
    Diagonal,
    /// Cloth board: the M's peak, 61.
    Peak,
    /// Cloth board: the spine from the peak down to the frame.
    Spine,
    /// Cloth board: a flank square beside the spine's foot.
    Flank,
    /// Cloth board: the neck below the frame.
    Neck,
    /// Cloth board: the bar between the home circles.
    Bar,
    /// Cloth board: the Oval, where coins finish.
    Oval,
    /// 7x7 board: the outer ring.
    OuterRing,
    /// 7x7 board: the middle ring.
    MiddleRing,
    /// 7x7 board: the inner ring.
    InnerRing,
    /// 7x7 board: the centre, where pawns finish.
    Centre,
    /// Paramapadam: one of the numbered squares 1–132.
    Numbered,
}

/// What a player calls a square: what buttons show and words say. Not the notation's label,
/// which for the 7x7 board is a row and column (`r6c3`) no player says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SquareName {
    /// A number: the cloth board's or Paramapadam's own, or the step along the 7x7 board's
    /// bottom path, 1 to 48.
    Number {
        /// The number.
        value: u32,
    },
    /// The cloth board's goal (string `square_oval`).
    Oval,
    /// The 7x7 board's goal (string `square_centre`).
    Centre,
}

impl From<dc::SquareName> for SquareName {
    fn from(name: dc::SquareName) -> Self {
        match name {
            dc::SquareName::Number(value) => Self::Number {
                value: value.into(),
            },
            dc::SquareName::Oval => Self::Oval,
            dc::SquareName::Centre => Self::Centre,
        }
    }
}

/// One square of a board.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct Square {
    /// The square's id, as states and events name it: on the cloth board 1–98 and 0 for the
    /// Oval; on the 7x7 board `row * 7 + col`; in Paramapadam its number 1–132.
    pub id: u32,
    /// How it is written in positions and bug reports ("31", "Oval", "r3c3", "132").
    pub label: String,
    /// What a player calls it: shown on buttons and said in words.
    pub name: SquareName,
    /// Which part of the board it is.
    pub kind: SquareKind,
    /// Marked with an X: coins on it can't be cut.
    pub safe: bool,
    /// The seat whose path alone crosses it, or none if paths share it.
    pub owner: Option<u32>,
    /// Where its centre is drawn.
    pub centre: Point,
    /// Width and height it is drawn at (an ellipse for the Oval, a box for the rest).
    pub size: Point,
    /// Degrees the box is turned clockwise about its centre (45 for the cloth board's
    /// diagonals, 0 for the rest).
    pub turn: f32,
}

/// A line drawn between two points, in board units.
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct Segment {
    /// One end.
    pub from: Point,
    /// The other end.
    pub to: Point,
}

/// How a Paramapadam ladder or snake is drawn, in board units: the core's one drawing of it.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum Course {
    /// A ladder: two rails past its foot and top, and the rungs between, bottom first.
    Ladder {
        /// The two rails.
        rails: Vec<Segment>,
        /// The rungs.
        rungs: Vec<Segment>,
    },
    /// A snake: the middle of its body from head to tail, the body's width at each of those
    /// points, and the way its head points (a unit vector, kept inside the board).
    Snake {
        /// The spine, head first.
        spine: Vec<Point>,
        /// The width at each point of the spine.
        widths: Vec<f32>,
        /// The head's direction.
        facing: Point,
    },
}

impl From<&paramapadam::Course> for Course {
    fn from(course: &paramapadam::Course) -> Self {
        let segment = |&(from, to): &(dc::Point, dc::Point)| Segment {
            from: from.into(),
            to: to.into(),
        };
        match course {
            paramapadam::Course::Ladder(ladder) => Self::Ladder {
                rails: ladder.rails.iter().map(segment).collect(),
                rungs: ladder.rungs.iter().map(segment).collect(),
            },
            paramapadam::Course::Snake(snake) => Self::Snake {
                spine: snake.spine.iter().copied().map(Into::into).collect(),
                widths: snake.widths.clone(),
                facing: snake.facing.into(),
            },
        }
    }
}

/// A Paramapadam ladder or snake.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct Link {
    /// A ladder's foot or a snake's head.
    pub from: u32,
    /// A ladder's top or a snake's tail.
    pub to: u32,
    /// Whether it is a ladder (it goes up).
    pub is_ladder: bool,
    /// The virtue or vice it is named after, in English.
    pub english: String,
    /// The same name in Tamil.
    pub tamil: String,
    /// How it is drawn.
    pub course: Course,
}

/// Everything needed to draw one game's board.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct BoardLayout {
    /// Which game.
    pub game: GameKind,
    /// Every square, ordered by id (Paramapadam: square n at index n - 1).
    pub squares: Vec<Square>,
    /// Each seat's path, first square to goal, as square ids. A player's seat is in
    /// `PlayerView::seat`. Paramapadam has one path, 1 to 132, shared by every player.
    pub paths: Vec<Vec<u32>>,
    /// The last path index a coin may reach before its player has cut (none in Paramapadam).
    pub gate: Option<u32>,
    /// Where each seat's coins wait before entering (none in Paramapadam, whose tokens wait
    /// off the board).
    pub homes: Vec<Point>,
    /// Width and height of the drawing, in board units.
    pub size: Point,
    /// Paramapadam's ladders and snakes (none on the other boards).
    pub links: Vec<Link>,
}

/// The board of `game` (for Paramapadam, its default layout).
#[uniffi::export]
pub fn board_layout(game: GameKind) -> BoardLayout {
    match game {
        GameKind::Dhayam => race_layout(game, dc::BoardKind::Cloth.board()),
        GameKind::Thayam => race_layout(game, dc::BoardKind::Grid.board()),
        GameKind::Paramapadam => paramapadam_layout(LayoutKind::Default),
    }
}

/// The Paramapadam board with the ladders and snakes of `layout`.
#[uniffi::export]
pub fn paramapadam_layout(layout: LayoutKind) -> BoardLayout {
    let unit = Point { x: 1.0, y: 1.0 };
    BoardLayout {
        game: GameKind::Paramapadam,
        squares: (1..=paramapadam::LAST_SQUARE)
            .map(|n| Square {
                id: n.into(),
                label: n.to_string(),
                name: SquareName::Number { value: n.into() },
                kind: SquareKind::Numbered,
                safe: false,
                owner: None,
                centre: paramapadam::centre(n).into(),
                size: unit,
                turn: 0.0,
            })
            .collect(),
        paths: vec![wide(1..=paramapadam::LAST_SQUARE)],
        gate: None,
        homes: Vec::new(),
        size: Point {
            x: f32::from(paramapadam::COLUMNS),
            y: f32::from(paramapadam::ROWS),
        },
        links: links(layout),
    }
}

/// The ladders and snakes of `layout`, each with its course.
fn links(layout: CoreLayoutKind) -> Vec<Link> {
    layout
        .links()
        .iter()
        .filter_map(|link| {
            Some(Link {
                from: link.from.into(),
                to: link.to.into(),
                is_ladder: link.is_ladder(),
                english: link.english.to_owned(),
                tamil: link.tamil.to_owned(),
                // Every link of a layout has its course.
                course: layout.course(link.from)?.into(),
            })
        })
        .collect()
}

fn race_layout(game: GameKind, board: &dc::Board) -> BoardLayout {
    BoardLayout {
        game,
        squares: board
            .squares
            .iter()
            .map(|square| Square {
                id: square.id.into(),
                label: square.label.clone(),
                // Every square of a board has a name.
                name: board.name(square.id).map_or(
                    SquareName::Number {
                        value: square.id.into(),
                    },
                    Into::into,
                ),
                kind: square.kind.into(),
                safe: square.safe,
                owner: square.owner.map(Into::into),
                centre: square.centre.into(),
                size: square.size.into(),
                turn: square.turn,
            })
            .collect(),
        paths: board
            .paths
            .iter()
            .map(|path| wide(path.iter().copied()))
            .collect(),
        gate: Some(board.gate.into()),
        homes: board.homes.iter().copied().map(Into::into).collect(),
        size: board.size.into(),
        links: Vec::new(),
    }
}

impl From<dc::Point> for Point {
    fn from(point: dc::Point) -> Self {
        Self {
            x: point.x,
            y: point.y,
        }
    }
}

impl SquareKind {
    /// The core's kind of a race board's square; none for Paramapadam's numbered squares.
    pub(crate) fn race_kind(self) -> Option<dc::SquareKind> {
        use dc::SquareKind as K;
        Some(match self {
            Self::Frame => K::Frame,
            Self::Leg => K::Leg,
            Self::Diagonal => K::Diagonal,
            Self::Peak => K::Peak,
            Self::Spine => K::Spine,
            Self::Flank => K::Flank,
            Self::Neck => K::Neck,
            Self::Bar => K::Bar,
            Self::Oval => K::Oval,
            Self::OuterRing => K::OuterRing,
            Self::MiddleRing => K::MiddleRing,
            Self::InnerRing => K::InnerRing,
            Self::Centre => K::Centre,
            Self::Numbered => return None,
        })
    }
}

impl From<dc::SquareKind> for SquareKind {
    fn from(kind: dc::SquareKind) -> Self {
        use dc::SquareKind as K;
        match kind {
            K::Frame => Self::Frame,
            K::Leg => Self::Leg,
            K::Diagonal => Self::Diagonal,
            K::Peak => Self::Peak,
            K::Spine => Self::Spine,
            K::Flank => Self::Flank,
            K::Neck => Self::Neck,
            K::Bar => Self::Bar,
            K::Oval => Self::Oval,
            K::OuterRing => Self::OuterRing,
            K::MiddleRing => Self::MiddleRing,
            K::InnerRing => Self::InnerRing,
            K::Centre => Self::Centre,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_path_square_is_a_square_of_its_board() {
        for game in [GameKind::Dhayam, GameKind::Thayam, GameKind::Paramapadam] {
            let layout = board_layout(game);
            for path in &layout.paths {
                for id in path {
                    assert!(layout.squares.iter().any(|s| s.id == *id), "{game:?} {id}");
                }
            }
        }
    }

    #[test]
    fn paramapadam_square_n_is_at_index_n_minus_one_with_twenty_four_links() {
        let layout = board_layout(GameKind::Paramapadam);
        assert!(layout.squares.iter().zip(1..).all(|(s, n)| s.id == n));
        assert_eq!(layout.links.len(), 24);
    }
}
