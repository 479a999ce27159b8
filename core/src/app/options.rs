//! The legal moves as the game screen offers them: which coin moves (by the square it stands
//! on, or the home circle), which banked values it spends, the square it lands on and whether
//! it cuts there. The taps narrow this list; screen readers and the terminal choose from it.

use crate::board::{PathIndex, SquareId};
use crate::event::Player;
use crate::game::State;
use crate::moves::Move;
use crate::position::Position;

use super::picture::Spot;
use super::reading;
use crate::text::Text;

/// One legal move of the player to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveOption {
    /// The move, to hand back with [`Intent::Play`](super::Intent::Play).
    pub action: Move,
    /// Where the moving coin is: a square, or the home circle for a coin coming out.
    pub from: Spot,
    /// The banked values it spends, ascending.
    pub values: Vec<u32>,
    /// The square it lands on.
    pub to: u32,
    /// Whether landing there cuts opponent coins.
    pub cuts: bool,
    /// Whether it lands on the goal.
    pub reaches_goal: bool,
    /// The move in words, for screen readers: "Move the coin on 88 by 5 to 85. Cuts Player 2."
    pub text: Text,
    /// The move in short, as its button shows it: "88 → 85 (5) ✕".
    pub label: Text,
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
    let game = state.kind();
    position
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let landing = position.landing_of(player, mv)?;
            let from = mv.from().map_or(Spot::Home, |from| Spot::Square {
                square: u32::from(position.square_at(player, from)),
            });
            let values: Vec<u32> = mv.values().iter().map(u32::from).collect();
            let to = position.square_at(player, landing.to);
            let reaches_goal = landing.to == goal;
            let victims = landing
                .cuts
                .then(|| victims(position, player, to, landing.to))
                .into_iter()
                .flatten();
            let text = reading::move_text(game, from, &values, to, reaches_goal, victims);
            let label = reading::move_label(game, from, &values, to, landing.cuts);
            Some(MoveOption {
                action: mv,
                from,
                values,
                to: u32::from(to),
                cuts: landing.cuts,
                reaches_goal,
                text,
                label,
            })
        })
        .collect()
}

/// The players whose coins `player` cuts by landing on `square` (path index `index`): those on
/// it unless it is safe, and those on their danger squares when it is `player`'s own (as the
/// engine cuts them).
fn victims(
    position: &Position,
    player: Player,
    square: SquareId,
    index: PathIndex,
) -> impl Iterator<Item = Player> + '_ {
    let danger =
        position.rules().danger_squares && index == position.board().goal().saturating_sub(1);
    let here = !position.is_safe(square, player);
    position.players().filter(move |&q| {
        q != player
            && ((here && position.coins_on(q, square) > 0)
                || (danger && position.coins_on(q, position.danger_square(q)) > 0))
    })
}
