//! A square as a sentence names it: the board's name for it (a number, the Oval, the centre)
//! in the case the sentence puts it in. Tamil marks case with a suffix, and a suffix glued to a
//! placeholder reads only for a number ("31-க்கு"), not for a word ("நீள்வட்டத்துக்கு", not
//! "நீள்வட்டம்-க்கு"), so the core chooses the key of each name in each case and the strings
//! word it whole; the sentence's template puts nothing against the placeholder.

use crate::board::{BoardKind, SquareId, SquareName};
use crate::game::GameKind;

use super::{Arg, Text};

/// The case a sentence puts a square in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// Named alone, as a label: "31 → Oval", "31."
    Plain,
    /// Where something is or happens: on 31, on the Oval (Tamil -இல்).
    At,
    /// Where something goes: to 31, to the Oval (Tamil -க்கு).
    To,
    /// Where something leaves: from 31, from the Oval (Tamil -இலிருந்து).
    From,
}

impl Case {
    /// Every case, for the key list.
    pub(crate) const ALL: [Self; 4] = [Self::Plain, Self::At, Self::To, Self::From];
}

/// Square `square` of a game of `game`, named as a player calls it (see
/// [`Board::name`](crate::Board::name)) in `case`: a name that is a string key, holding the
/// square's number when it has one. Paramapadam's squares are their numbers; a square the
/// board lacks is named by its id rather than by nothing.
#[must_use]
pub fn square(game: GameKind, square: impl Into<u32>, case: Case) -> Arg {
    Arg::Text(Box::new(name(game, square.into(), case)))
}

/// The name [`square`] gives.
fn name(game: GameKind, square: u32, case: Case) -> Text {
    let board = match game {
        GameKind::Dhayam => Some(BoardKind::Cloth.board()),
        GameKind::Thayam => Some(BoardKind::Grid.board()),
        GameKind::Paramapadam => None,
    };
    let called = board
        .zip(SquareId::try_from(square).ok())
        .and_then(|(board, id)| board.name(id))
        .unwrap_or(SquareName::Number { value: square });
    // The keys run by name, then by case in the order of `Case::ALL`.
    let key = |row: usize| KEYS[row * Case::ALL.len() + case as usize];
    match called {
        SquareName::Number { value } => Text::with(key(0), vec![Arg::Number(value)]),
        SquareName::Oval => Text::plain(key(1)),
        SquareName::Centre => Text::plain(key(2)),
    }
}

/// The keys [`square`] names a square with: a number's, the Oval's, the centre's, each in
/// every case of [`Case::ALL`], in that order.
const KEYS: [&str; 12] = [
    "square_number",
    "square_number_at",
    "square_number_to",
    "square_number_from",
    "square_oval",
    "square_oval_at",
    "square_oval_to",
    "square_oval_from",
    "square_centre",
    "square_centre_at",
    "square_centre_to",
    "square_centre_from",
];

/// Whether `key` is one of the keys [`square`] names a square with.
pub(crate) fn is_square_key(key: &str) -> bool {
    KEYS.contains(&key)
}

/// Every name [`square`] gives, once each: a number, the Oval and the centre in every case.
pub(crate) fn every_name() -> Vec<Text> {
    let oval = goal(BoardKind::Cloth);
    let centre = goal(BoardKind::Grid);
    Case::ALL
        .into_iter()
        .flat_map(|case| {
            [
                name(GameKind::Dhayam, 31, case),
                name(GameKind::Dhayam, oval.into(), case),
                name(GameKind::Thayam, centre.into(), case),
            ]
        })
        .collect()
}

/// The goal square of `board`: the last of every path.
fn goal(board: BoardKind) -> SquareId {
    let board = board.board();
    board.path(0)[usize::from(board.goal())]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The key and the numbers of a name; none for an argument that is not a name.
    fn named(arg: &Arg) -> Option<(&'static str, Vec<u32>)> {
        match arg {
            Arg::Text(text) => Some((text.key, text.numbers())),
            Arg::Number(_) | Arg::Numbers(_) => None,
        }
    }

    /// The name of `square` in each case, `Plain` first.
    fn in_every_case(
        game: GameKind,
        square: impl Into<u32> + Copy,
    ) -> Vec<Option<(&'static str, Vec<u32>)>> {
        Case::ALL
            .into_iter()
            .map(|case| named(&self::square(game, square, case)))
            .collect()
    }

    fn expected(keys: [&'static str; 4], numbers: &[u32]) -> Vec<Option<(&'static str, Vec<u32>)>> {
        keys.into_iter()
            .map(|key| Some((key, numbers.to_vec())))
            .collect()
    }

    #[test]
    fn the_oval_is_named_in_each_case_by_its_own_key() {
        assert_eq!(
            in_every_case(GameKind::Dhayam, goal(BoardKind::Cloth)),
            expected(
                [
                    "square_oval",
                    "square_oval_at",
                    "square_oval_to",
                    "square_oval_from"
                ],
                &[]
            )
        );
    }

    #[test]
    fn the_centre_is_named_in_each_case_by_its_own_key() {
        assert_eq!(
            in_every_case(GameKind::Thayam, goal(BoardKind::Grid)),
            expected(
                [
                    "square_centre",
                    "square_centre_at",
                    "square_centre_to",
                    "square_centre_from"
                ],
                &[]
            )
        );
    }

    #[test]
    fn a_numbered_square_is_its_number_in_each_cases_key() {
        assert_eq!(
            in_every_case(GameKind::Dhayam, 31_u8),
            expected(
                [
                    "square_number",
                    "square_number_at",
                    "square_number_to",
                    "square_number_from"
                ],
                &[31]
            )
        );
    }

    #[test]
    fn a_thayam_square_is_named_by_its_step_along_the_bottom_path_not_its_id() {
        let grid = BoardKind::Grid.board();
        let path = grid.path(0);
        for (step, &id) in (1..).zip(&path[..path.len() - 1]) {
            assert_eq!(
                named(&square(GameKind::Thayam, id, Case::To)),
                Some(("square_number_to", vec![step]))
            );
        }
    }

    #[test]
    fn a_paramapadam_square_is_named_by_its_number() {
        for number in [1_u32, 17, 100, 132] {
            assert_eq!(
                named(&square(GameKind::Paramapadam, number, Case::At)),
                Some(("square_number_at", vec![number]))
            );
        }
    }

    #[test]
    fn a_square_the_board_lacks_is_named_by_its_id() {
        for game in [GameKind::Dhayam, GameKind::Thayam] {
            assert_eq!(
                named(&square(game, 300_u32, Case::From)),
                Some(("square_number_from", vec![300]))
            );
        }
    }

    #[test]
    fn every_name_a_square_is_given_has_one_of_the_square_keys() {
        let keys: Vec<&str> = every_name().iter().map(|name| name.key).collect();
        assert_eq!(keys.len(), KEYS.len());
        assert!(KEYS.iter().all(|key| keys.contains(key)), "{keys:?}");
        assert!(keys.iter().all(|key| is_square_key(key)));
        assert!(!is_square_key("player_n"));
    }
}
