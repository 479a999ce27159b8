//! The hint: on a person's turn, the move Hard would play, with one short reason a beginner
//! can follow — it finishes a coin, opens the gate, cuts, escapes a threat, reaches a safe
//! square, brings a coin out, or else simply moves ahead. The reason is read off the move and
//! the board; the choice is Hard's own, seeded as the computer seeds it, so the hint in a
//! position is always the same.

use crate::ai;
use crate::game::GameKind;
use crate::moves::Move;
use crate::position::Position;
use crate::setup::Level;
use crate::text::Text;

/// Why the hinted move is good, the first that applies in this order (a coin coming out is
/// said to enter, wherever it lands, unless it cuts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum HintReason {
    /// It brings a coin to the goal.
    Finishes,
    /// It cuts the player's first coin, opening their gate.
    OpensGate,
    /// It cuts.
    Cuts,
    /// It brings a coin out of the home circle.
    Enters,
    /// It moves a coin an opponent could cut next turn to where none is likely to.
    EscapesThreat,
    /// It lands on a safe square.
    ReachesSafeSquare,
    /// None of the above: it moves a coin ahead.
    MovesAhead,
}

impl HintReason {
    /// Every reason, in the order they are tried.
    pub const ALL: [Self; 7] = [
        Self::Finishes,
        Self::OpensGate,
        Self::Cuts,
        Self::Enters,
        Self::EscapesThreat,
        Self::ReachesSafeSquare,
        Self::MovesAhead,
    ];

    /// The reason in words, for a game of `game` (which names the piece).
    #[must_use]
    pub const fn text(self, game: GameKind) -> Text {
        let pawns = matches!(game, GameKind::Thayam);
        Text::plain(match self {
            Self::Finishes if pawns => "hint_finishes_pawn",
            Self::Finishes => "hint_finishes_coin",
            Self::OpensGate => "hint_opens_gate",
            Self::Cuts => "hint_cuts",
            Self::EscapesThreat => "hint_escapes_threat",
            Self::ReachesSafeSquare => "hint_reaches_safe_square",
            Self::Enters if pawns => "hint_enters_pawn",
            Self::Enters => "hint_enters_coin",
            Self::MovesAhead => "hint_moves_ahead",
        })
    }
}

/// A threat this likely (an opponent cutting the coin next turn) is worth escaping.
const THREAT: f32 = 0.1;

/// The move Hard would play in `position` and why, or none when no one is to move.
#[must_use]
pub fn hint(position: &Position) -> Option<(Move, HintReason)> {
    let mv = ai::choose(position, Level::Hard, ai::choice_seed(position))?;
    Some((mv, reason(position, mv)?))
}

/// Why `mv`, a legal move in `position`, is good; none if it isn't legal.
#[must_use]
pub fn reason(position: &Position, mv: Move) -> Option<HintReason> {
    let player = position.to_act()?;
    let landing = position.landing_of(player, mv)?;
    let goal = position.board().goal();
    if landing.to == goal {
        return Some(HintReason::Finishes);
    }
    if landing.cuts {
        return Some(if position.gate_closed(player) {
            HintReason::OpensGate
        } else {
            HintReason::Cuts
        });
    }
    let Some(from) = mv.from() else {
        return Some(HintReason::Enters);
    };
    let before = ai::chance_of_cut(position, player, from);
    let mut after = position.clone();
    after.play_legal(player, mv, &mut crate::event::Silent);
    if before >= THREAT && ai::chance_of_cut(&after, player, landing.to) < before / 2.0 {
        return Some(HintReason::EscapesThreat);
    }
    let square = position.square_at(player, landing.to);
    Some(if position.is_safe(square, player) {
        HintReason::ReachesSafeSquare
    } else {
        HintReason::MovesAhead
    })
}
