//! Boards as data: every square with its kind, safety, owner and drawing coordinates, and each
//! seat's path from its first square to the goal.
//!
//! The engine reads only the paths, the safe and shared flags and the gate index; the shells draw
//! the board from the same data, so a board is complete here or nowhere.

mod cloth;
mod grid;
mod layout;
mod name;

pub use layout::{BoardLayout, DrawnLink, DrawnSquare, board_layout, paramapadam_layout};
pub use name::SquareName;

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

/// A square's number on its board. On the cloth board 1–98 are the numbered squares and 0 is
/// the Oval; on the 7x7 board it is `row * 7 + col`.
pub type SquareId = u8;

/// Index of a step along a path: 0 is the first square, the last index is the goal.
pub type PathIndex = u8;

/// Most squares any board has, the goal included.
pub const MAX_SQUARES: usize = 99;

/// Most seats any board has.
pub const MAX_SEATS: usize = 4;

/// Most steps any path has, the goal included.
pub const MAX_PATH: usize = 80;

/// Which board a game is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum BoardKind {
    /// The 98-square cloth board of Dhayam, two seats.
    Cloth,
    /// The 7x7 board of Thayam, four seats.
    Grid,
}

impl BoardKind {
    /// The board's data.
    #[must_use]
    pub fn board(self) -> &'static Board {
        match self {
            Self::Cloth => &CLOTH,
            Self::Grid => &GRID,
        }
    }
}

static CLOTH: LazyLock<Board> = LazyLock::new(cloth::board);
static GRID: LazyLock<Board> = LazyLock::new(grid::board);

/// What part of the board a square belongs to, for drawing and for naming it to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum SquareKind {
    /// The 13x13 ring, 1–48.
    Frame,
    /// A leg of the upside-down M, 49–55 and 67–73.
    Leg,
    /// A diagonal of the M, 56–60 and 62–66.
    Diagonal,
    /// The M's peak, 61.
    Peak,
    /// The spine from the peak down to the frame, 74–78.
    Spine,
    /// A flank square beside the spine's foot, 79 and 80.
    Flank,
    /// The neck below the frame, 81–85.
    Neck,
    /// The bar between the home circles, 86–98.
    Bar,
    /// The Oval at the top, where coins finish.
    Oval,
    /// The outer ring of the 7x7 board.
    OuterRing,
    /// The middle ring of the 7x7 board.
    MiddleRing,
    /// The inner ring of the 7x7 board.
    InnerRing,
    /// The centre of the 7x7 board, where pawns finish.
    Centre,
    /// One of Paramapadam's numbered squares, 1–132 (its drawing, [`paramapadam_layout`]; the
    /// race boards have none).
    Numbered,
}

/// A point in board units: x to the right, y down; one unit is one frame square.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Point {
    /// Distance from the left edge.
    pub x: f32,
    /// Distance from the top edge.
    pub y: f32,
}

/// One square of a board.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Square {
    /// The square's number.
    pub id: SquareId,
    /// How the square is written in positions and shown to players ("31", "Oval").
    pub label: String,
    /// Which part of the board it is.
    pub kind: SquareKind,
    /// Marked with an X: coins on it can't be cut.
    pub safe: bool,
    /// The seat whose path alone crosses it, or `None` if paths share it.
    pub owner: Option<u8>,
    /// Where its centre is drawn.
    pub centre: Point,
    /// Width and height it is drawn at (an ellipse for the Oval, a box for the rest).
    pub size: Point,
    /// Degrees the box is turned clockwise about its centre: 45 for the cloth board's
    /// diagonals, whose squares run corner to corner; 0 for the rest.
    pub turn: f32,
}

/// A board: squares, paths and the landmarks the rules name.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Board {
    /// Which board this is.
    pub kind: BoardKind,
    /// Every square, indexed by id.
    pub squares: Vec<Square>,
    /// Each seat's path, first square to goal.
    pub paths: Vec<Vec<SquareId>>,
    /// The last path index a coin may reach before its player has cut (the gate).
    pub gate: PathIndex,
    /// Where each seat's home circle (coins not yet entered) is drawn.
    pub homes: Vec<Point>,
    /// Width and height of the drawing, in board units.
    pub size: Point,
    /// The same facts packed for the engine's inner loops.
    #[serde(skip)]
    pub(crate) lookup: Lookup,
}

/// What the engine asks of a board on every move, in flat arrays: the square at each step of
/// each seat's path, and which squares are safe or shared.
///
/// Each table has a slot for every `u8`, so a path index or square id reads it without a
/// bounds check (several on every move); the slots past the board are never read for a valid
/// position, and [`Position::square_at`](crate::Position::square_at) debug-asserts its index.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Lookup {
    pub path: [[SquareId; BYTE_SLOTS]; MAX_SEATS],
    pub safe: [bool; BYTE_SLOTS],
    pub shared: [bool; BYTE_SLOTS],
    pub goal: PathIndex,
    pub gate: PathIndex,
    /// A bit for each path index up to the gate, and up to the goal.
    pub up_to_gate: u128,
    pub up_to_goal: u128,
    /// A bit for each path index before the goal: where a coin may still move from.
    pub before_goal: u128,
    /// Each seat's path index of each square, `NOT_ON_PATH` where the path doesn't cross it.
    index: [[PathIndex; BYTE_SLOTS]; MAX_SEATS],
}

/// A table slot for every value of a `u8` (a path index or a square id).
const BYTE_SLOTS: usize = 256;

const NOT_ON_PATH: PathIndex = PathIndex::MAX;

impl Lookup {
    /// Where `square` lies on the path of `seat`, if it does.
    pub fn index_on_path(&self, seat: usize, square: SquareId) -> Option<PathIndex> {
        let index = self.index[seat][usize::from(square)];
        (index != NOT_ON_PATH).then_some(index)
    }

    fn of(squares: &[Square], paths: &[Vec<SquareId>], gate: PathIndex) -> Self {
        let mut lookup = Self {
            path: [[0; BYTE_SLOTS]; MAX_SEATS],
            safe: [false; BYTE_SLOTS],
            shared: [false; BYTE_SLOTS],
            goal: (paths[0].len() - 1) as PathIndex,
            gate,
            up_to_gate: (1 << (gate + 1)) - 1,
            up_to_goal: (1 << paths[0].len()) - 1,
            before_goal: (1 << (paths[0].len() - 1)) - 1,
            index: [[NOT_ON_PATH; BYTE_SLOTS]; MAX_SEATS],
        };
        for (seat, path) in paths.iter().enumerate() {
            // The landing masks give each path index a bit of a `u128`.
            assert!(path.len() <= MAX_PATH, "a path fits the landing masks");
            lookup.path[seat][..path.len()].copy_from_slice(path);
            for (index, &square) in path.iter().enumerate() {
                lookup.index[seat][usize::from(square)] = index as PathIndex;
            }
        }
        for square in squares {
            lookup.safe[usize::from(square.id)] = square.safe;
            lookup.shared[usize::from(square.id)] = square.owner.is_none();
        }
        lookup
    }
}

impl Board {
    /// A board of these squares and paths; the engine's lookup tables are derived here.
    fn new(
        kind: BoardKind,
        squares: Vec<Square>,
        paths: Vec<Vec<SquareId>>,
        gate: PathIndex,
        homes: Vec<Point>,
        size: Point,
    ) -> Self {
        let lookup = Lookup::of(&squares, &paths, gate);
        Self {
            kind,
            squares,
            paths,
            gate,
            homes,
            size,
            lookup,
        }
    }

    /// The path of `seat`.
    #[must_use]
    pub fn path(&self, seat: u8) -> &[SquareId] {
        &self.paths[usize::from(seat)]
    }

    /// The goal's index on every path (the Oval, or the centre).
    #[must_use]
    pub fn goal(&self) -> PathIndex {
        // Every path has the same length, at most 80 steps.
        (self.paths[0].len() - 1) as PathIndex
    }

    /// The square with label `label`, if there is one.
    #[must_use]
    pub fn square_labelled(&self, label: &str) -> Option<&Square> {
        self.squares
            .iter()
            .find(|square| square.label.eq_ignore_ascii_case(label))
    }

    /// Where `square` lies on the path of `seat`, if it does.
    #[must_use]
    pub fn index_on_path(&self, seat: u8, square: SquareId) -> Option<PathIndex> {
        self.path(seat)
            .iter()
            .position(|&s| s == square)
            .map(|i| i as PathIndex)
    }

    /// Number of seats the board has paths for.
    #[must_use]
    pub fn seats(&self) -> u8 {
        self.paths.len() as u8
    }
}
