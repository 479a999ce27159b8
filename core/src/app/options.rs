//! The legal moves as the game screen offers them: which coin moves (by the square it stands
//! on, or the home circle), which banked values it spends, the square it lands on and whether
//! it cuts there. The taps narrow this list; screen readers and the terminal choose from it.

use crate::board::SquareId;
use crate::game::State;
use crate::moves::Move;

use super::picture::Spot;

/// One legal move of the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveOption {
    /// The move, to hand back with [`Intent::Play`](super::Intent::Play).
    pub mv: Move,
    /// Where the moving coin is: a square, or the home circle for a coin coming out.
    pub from: Spot,
    /// The banked values it spends, ascending.
    pub values: Vec<u8>,
    /// The square it lands on.
    pub to: SquareId,
    /// Whether landing there cuts opponent coins.
    pub cuts: bool,
    /// Whether it lands on the goal.
    pub reaches_goal: bool,
}

/// The legal moves in `state`, in the engine's order; none when the player to act must roll,
/// in Paramapadam, or once the game is over.
pub(crate) fn of(state: &State) -> Vec<MoveOption> {
    let State::Race(position) = state else {
        return Vec::new();
    };
    let Some(player) = position.to_act() else {
        return Vec::new();
    };
    let goal = position.board().goal();
    position
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let landing = position.landing_of(player, mv)?;
            Some(MoveOption {
                mv,
                from: mv.from().map_or(Spot::Home, |from| {
                    Spot::Square(position.square_at(player, from))
                }),
                values: mv.values().iter().collect(),
                to: position.square_at(player, landing.to),
                cuts: landing.cuts,
                reaches_goal: landing.to == goal,
            })
        })
        .collect()
}
