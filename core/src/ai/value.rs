//! Hard's judgement of two-player Thayam: a small network, learned by self-play
//! (`train/thayam.rs`), giving the chance that a player wins from a position.
//!
//! Each player is described by a few numbers (pawns home and at the centre, pawns in each stretch
//! of the path, progress, an open gate, what they stand to lose to a cut next turn, pawns on safe
//! squares, whether they roll next). The network scores one player's description beside the
//! opponent's; the win chance is the logistic of that score less the score with the two swapped,
//! so the two players' chances always add up to one. The same description and network, on the
//! cloth board's path, correct Hard's weights in the Dhayam games that have learned models
//! (`cloth.rs`).
//!
//! The description and the network's layers are `network.rs`'s; this file holds the committed
//! network (`weights/thayam-value.bin`, learned by `dhayam-train`; its manifest beside it says
//! what made it) and when it judges.

use super::network::{Laid, PARAMS, SafeCount, Threats, describe, logistic, network};
use crate::event::Player;
use crate::position::Position;
use crate::rules::{Preset, RuleSet};

/// Whether the learned value judges positions under `rules`: only the two-player, four-pawn
/// game it learned from.
pub(super) fn applies(rules: &RuleSet) -> bool {
    *rules == Preset::Thayam.rules()
}

/// The chance that `me` wins `position` (not over), by the committed network.
pub(super) fn win_chance(threats: &Threats, position: &Position, me: Player) -> f32 {
    let (mine, theirs) = describe(position, me, threats, SafeCount::Marked);
    let (ahead, behind) = LAID.scores(&mine, &theirs);
    logistic(ahead - behind)
}

/// The committed network's parameters, laid out as [`PARAMS`] says.
pub(super) const WEIGHTS: [f32; PARAMS] = network(include_bytes!("weights/thayam-value.bin"));

/// The committed network, laid out for judging.
static LAID: Laid = Laid::of(&WEIGHTS);

/// Calls `look` on each position of a game from `position` to its end, with how many came
/// before it, every player taking their first legal move; returns how many there were.
#[cfg(test)]
pub(super) fn each_position_of_a_game(
    mut position: Position,
    mut look: impl FnMut(&Position, usize),
) -> usize {
    use crate::event::Silent;
    let mut seen = 0;
    while let Some(player) = position.to_act() {
        look(&position, seen);
        seen += 1;
        match position.legal_moves().first() {
            Some(&mv) => position.play_legal(player, mv, &mut Silent),
            None => {
                let _ = position.roll(player, &mut Silent);
            }
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Evaluator;
    use crate::ai::network::{HIDDEN, Network, SafeCount, describe};
    use crate::rules::Preset;

    #[test]
    fn the_laid_out_network_scores_to_the_bit_as_the_network_learned_through_a_whole_game() {
        let position = Position::new(Preset::Thayam.rules(), 3).expect("a preset's rules");
        let evaluator = Evaluator::hard(&position);
        let judged = each_position_of_a_game(position, |position, judged| {
            let (mine, theirs) =
                describe(position, 0, &evaluator.threats(position), SafeCount::Marked);
            let learned =
                Network(&WEIGHTS).scores(&mine, &theirs, &mut [0.0; HIDDEN], &mut [0.0; HIDDEN]);
            let laid = LAID.scores(&mine, &theirs);
            assert_eq!(
                (laid.0.to_bits(), laid.1.to_bits()),
                (learned.0.to_bits(), learned.1.to_bits()),
                "after {judged} positions"
            );
        });
        assert!(judged > 100, "{judged} positions judged");
    }
}
