//! The boards as the shells draw them: every square with its coordinates and kind, each seat's
//! path, where coins wait before entering, and Paramapadam's
//! ladders and snakes with their English and Tamil names and their courses. One game's board is
//! one [`BoardLayout`], made from the boards' data here and Paramapadam's layout.

use super::{Board, BoardKind, Point, SquareKind};
use crate::GameKind;
use crate::paramapadam::{self, Course, LayoutKind};

/// One square of a board, as drawn.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record), uniffi(name = "Square"))]
pub struct DrawnSquare {
    /// The square's id, as states and events name it: on the cloth board 1–98 and 0 for the
    /// Oval; on the 7x7 board `row * 7 + col`; in Paramapadam its number 1–132.
    pub id: u32,
    /// How it is written in positions and bug reports ("31", "Oval", "r3c3", "132").
    pub label: String,
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

/// A Paramapadam ladder or snake, as drawn and named.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record), uniffi(name = "Link"))]
pub struct DrawnLink {
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
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BoardLayout {
    /// Which game.
    pub game: GameKind,
    /// Every square, ordered by id (Paramapadam: square n at index n - 1).
    pub squares: Vec<DrawnSquare>,
    /// Each seat's path, first square to goal, as square ids. Paramapadam has one path, 1 to
    /// 132, shared by every player.
    pub paths: Vec<Vec<u32>>,
    /// The last path index a coin may reach before its player has cut (none in Paramapadam).
    pub gate: Option<u32>,
    /// Where each seat's coins wait before entering (none in Paramapadam, whose tokens wait
    /// off the board).
    pub homes: Vec<Point>,
    /// Width and height of the drawing, in board units.
    pub size: Point,
    /// Paramapadam's ladders and snakes (none on the other boards).
    pub links: Vec<DrawnLink>,
}

/// The board of `game` (for Paramapadam, its default layout).
#[must_use]
#[cfg_attr(feature = "ffi", uniffi::export)]
pub fn board_layout(game: GameKind) -> BoardLayout {
    match game {
        GameKind::Dhayam => race_layout(game, BoardKind::Cloth.board()),
        GameKind::Thayam => race_layout(game, BoardKind::Grid.board()),
        GameKind::Paramapadam => paramapadam_layout(LayoutKind::Default),
    }
}

/// The Paramapadam board with the ladders and snakes of `layout`.
#[must_use]
#[cfg_attr(feature = "ffi", uniffi::export)]
pub fn paramapadam_layout(layout: LayoutKind) -> BoardLayout {
    let unit = Point { x: 1.0, y: 1.0 };
    BoardLayout {
        game: GameKind::Paramapadam,
        squares: (1..=paramapadam::LAST_SQUARE)
            .map(|n| DrawnSquare {
                id: n.into(),
                label: n.to_string(),
                kind: SquareKind::Numbered,
                safe: false,
                owner: None,
                centre: paramapadam::centre(n),
                size: unit,
                turn: 0.0,
            })
            .collect(),
        paths: vec![(1..=paramapadam::LAST_SQUARE).map(u32::from).collect()],
        gate: None,
        homes: Vec::new(),
        size: Point {
            x: f32::from(paramapadam::COLUMNS),
            y: f32::from(paramapadam::ROWS),
        },
        links: layout
            .links()
            .iter()
            .filter_map(|link| {
                Some(DrawnLink {
                    from: link.from.into(),
                    to: link.to.into(),
                    is_ladder: link.is_ladder(),
                    english: link.english.to_owned(),
                    tamil: link.tamil.to_owned(),
                    // Every link of a layout has its course.
                    course: layout.course(link.from)?.clone(),
                })
            })
            .collect(),
    }
}

/// A race board (the cloth board, the 7x7 board) as `game` draws it.
fn race_layout(game: GameKind, board: &Board) -> BoardLayout {
    BoardLayout {
        game,
        squares: board
            .squares
            .iter()
            .map(|square| DrawnSquare {
                id: square.id.into(),
                label: square.label.clone(),
                kind: square.kind,
                safe: square.safe,
                owner: square.owner.map(Into::into),
                centre: square.centre,
                size: square.size,
                turn: square.turn,
            })
            .collect(),
        paths: board
            .paths
            .iter()
            .map(|path| path.iter().copied().map(u32::from).collect())
            .collect(),
        gate: Some(board.gate.into()),
        homes: board.homes.clone(),
        size: board.size,
        links: Vec::new(),
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
