//! What a player calls a square, which is not always what the notation writes.
//!
//! The cloth board prints its numbers, so a square is its number and the goal is the Oval. The
//! 7x7 board prints none: the notation's `r6c3` is a bug report's name, not one a player says or
//! a screen reader should read out, so a square is named by its step along the bottom seat's
//! path (1 at that home square, round the outer ring and spiralling in) and the goal is the
//! centre. The core's sentences name squares this way (`text::square`, in the case each sentence
//! needs), and so does the terminal's drawing of the 7x7 board.

use super::{Board, BoardKind, SquareId, SquareKind};

/// A square as a player names it: what the core's sentences say and the terminal's board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareName {
    /// A number: the cloth board's own or Paramapadam's, or the step along the 7x7 board's
    /// first path.
    Number {
        /// The number.
        value: u32,
    },
    /// The cloth board's goal (string `square_oval`).
    Oval,
    /// The 7x7 board's goal (string `square_centre`).
    Centre,
}

impl Board {
    /// The name a player gives `square`; `None` if the board has no such square.
    #[must_use]
    pub fn name(&self, square: SquareId) -> Option<SquareName> {
        let kind = self.squares.get(usize::from(square))?.kind;
        Some(match (self.kind, kind) {
            (_, SquareKind::Oval) => SquareName::Oval,
            (_, SquareKind::Centre) => SquareName::Centre,
            (BoardKind::Cloth, _) => SquareName::Number {
                value: square.into(),
            },
            (BoardKind::Grid, _) => {
                let step = self.index_on_path(0, square)?;
                SquareName::Number {
                    value: u32::from(step) + 1,
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cloth_board_names_squares_by_their_printed_numbers_and_the_goal_the_oval() {
        let cloth = BoardKind::Cloth.board();
        for square in &cloth.squares {
            let name = cloth.name(square.id);
            if square.kind == SquareKind::Oval {
                assert_eq!(name, Some(SquareName::Oval));
            } else {
                assert_eq!(
                    name,
                    square
                        .label
                        .parse()
                        .ok()
                        .map(|value| SquareName::Number { value })
                );
            }
        }
    }

    #[test]
    fn the_grid_names_squares_by_their_step_along_the_bottom_path_and_never_by_row_and_column() {
        let grid = BoardKind::Grid.board();
        let path = grid.path(0);
        // The bottom home square is step 1; the centre is the goal, named as such.
        assert_eq!(grid.name(path[0]), Some(SquareName::Number { value: 1 }));
        assert_eq!(
            path.last().and_then(|&goal| grid.name(goal)),
            Some(SquareName::Centre)
        );
        // Every square of the board lies on the bottom path, so each has its own number.
        let mut numbers: Vec<u32> = grid
            .squares
            .iter()
            .filter_map(|s| match grid.name(s.id) {
                Some(SquareName::Number { value }) => Some(value),
                _ => None,
            })
            .collect();
        numbers.sort_unstable();
        assert_eq!(numbers, (1..=48).collect::<Vec<_>>());
    }
}
