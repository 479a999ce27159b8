//! Words for what happened and what may happen: each event of an action as a line of the game's
//! log, and each legal move with where it lands and whether it cuts or reaches home.

use dhayam_core::{Event, GameKind, Move, Position, SquareId, State};

use crate::draw::{Look, extra_reason, ordinal, sticks};
use crate::paint::{GREEN, RED};

/// A square's name in `state`'s game.
pub fn square_name(state: &State, square: SquareId) -> String {
    match state {
        State::Race(position) => position
            .board()
            .squares
            .get(usize::from(square))
            .map_or_else(|| square.to_string(), |s| s.label.clone()),
        State::Paramapadam(_) => square.to_string(),
    }
}

/// One line for `event`, which happened in the game now at `state`.
pub fn event(state: &State, event: &Event, look: &Look) -> String {
    let paint = look.paint;
    let who = |p: u8| look.player(p);
    let at = |square: SquareId| square_name(state, square);
    let paramapadam = state.kind() == GameKind::Paramapadam;
    match event {
        Event::Rolled { player, throw } => {
            format!("{} throws {}", who(*player), sticks(*throw, paint))
        }
        Event::ThrowOffTied { players } => {
            let names: Vec<String> = players.iter().map(|&p| who(p)).collect();
            format!("{} tie and throw again", names.join(" and "))
        }
        Event::TurnPassed { player } => format!("{}'s turn", who(*player)),
        Event::CoinEntered { player, square } if paramapadam => {
            format!("{} comes onto square {}", who(*player), at(*square))
        }
        Event::CoinEntered { player, square } => {
            format!("{} brings a coin out onto {}", who(*player), at(*square))
        }
        Event::CoinMoved {
            player, from, to, ..
        } => format!("{} moves {} → {}", who(*player), at(*from), at(*to)),
        Event::CoinCut { player, square, by } => paint.paint(
            &format!(
                "{} cuts {}'s coin on {}: it goes back home",
                who(*by),
                who(*player),
                at(*square)
            ),
            RED,
        ),
        Event::CoinHome { player } => {
            let goal = match state.kind() {
                GameKind::Dhayam => "reaches the Oval",
                GameKind::Thayam => "reaches the centre",
                GameKind::Paramapadam => "reaches 132",
            };
            format!("{} {goal}", who(*player))
        }
        Event::Ladder { player, from, to } => paint.paint(
            &format!(
                "{} climbs the ladder{} {from} → {to}",
                who(*player),
                link_name(state, *from)
            ),
            GREEN,
        ),
        Event::Snake { player, from, to } => paint.paint(
            &format!(
                "{} slides down the snake{} {from} → {to}",
                who(*player),
                link_name(state, *from)
            ),
            RED,
        ),
        Event::ValueLost { player, value } if paramapadam => {
            format!("{}'s {value} takes the token nowhere", who(*player))
        }
        Event::ValueLost { player, value } => {
            format!("{}'s {value} is lost: no coin can use it", who(*player))
        }
        Event::ExtraRoll { player, reason } => {
            format!("{} rolls again for {}", who(*player), extra_reason(*reason))
        }
        Event::PlayerFinished { player, place } => {
            format!("{} finishes {}", who(*player), ordinal(usize::from(*place)))
        }
        Event::GameOver { winner: Some(p) } => {
            paint.paint(&format!("Game over: {} wins", who(*p)), GREEN)
        }
        Event::GameOver { winner: None } => {
            "Game over: a draw — no coin can ever move again".to_owned()
        }
    }
}

/// ` of Kindness (இரக்கம்)`: the virtue or vice of the snake or ladder starting on `from`.
fn link_name(state: &State, from: SquareId) -> String {
    match state {
        State::Paramapadam(game) => game
            .rules()
            .layout
            .link_at(from)
            .map(|link| format!(" of {} ({})", link.english, link.tamil))
            .unwrap_or_default(),
        State::Race(_) => String::new(),
    }
}

/// A legal move as the player picks it: its text, where it lands, and what it does.
pub struct Choice {
    /// The move.
    pub mv: Move,
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
                mv,
                text: position.move_text(mv),
                to,
                outcome,
            }
        })
        .collect()
}
