//! The legal moves of a position as `dhayam show` lists them: each in the notation, with where
//! it lands and whether it cuts or reaches home (found by playing it on a copy, so the words
//! come from the engine). A game being played lists the app model's moves instead.

use dhayam_core::{Event, Position, SquareId, State};

use crate::draw::Look;

/// A square's name in `state`'s game.
fn square_name(state: &State, square: SquareId) -> String {
    match state {
        State::Race(position) => position
            .board()
            .squares
            .get(usize::from(square))
            .map_or_else(|| square.to_string(), |s| s.label.clone()),
        State::Paramapadam(_) => square.to_string(),
    }
}

/// A legal move as the player picks it: its text, where it lands, and what it does.
pub struct Choice {
    /// Its text in the notation (`31+5`).
    pub text: String,
    /// The square it lands on.
    pub to: Option<SquareId>,
    /// `→ 36, cuts P2`.
    pub outcome: String,
}

/// Every legal move of the player to move, with what each would do (found by playing it on a
/// copy of the position, so the words come from the engine).
pub fn choices(position: &Position, look: &Look) -> Vec<Choice> {
    let Some(player) = position.to_act() else {
        return Vec::new();
    };
    let state = State::Race(position.clone());
    position
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let mut copy = position.clone();
            let mut events = Vec::new();
            let _ = copy.play(player, mv, &mut events);
            let mut to = None;
            let mut notes = Vec::new();
            for event in &events {
                match event {
                    Event::CoinEntered { square, .. } => to = Some(*square),
                    Event::CoinMoved { to: square, .. } => to = Some(*square),
                    Event::CoinCut { player, .. } => {
                        notes.push(format!("cuts {}", look.player(*player)));
                    }
                    Event::CoinHome { .. } => notes.push("home".to_owned()),
                    _ => {}
                }
            }
            let mut outcome =
                to.map_or_else(String::new, |s| format!("→ {}", square_name(&state, s)));
            for note in notes {
                outcome.push_str(", ");
                outcome.push_str(&note);
            }
            Choice {
                text: position.move_text(mv),
                to,
                outcome,
            }
        })
        .collect()
}
