//! The state of a position in words, under the board of `dhayam show`: who plays, each
//! player's coins, the sticks, the bank and whose turn it is. (A game being played shows the app
//! model's view instead.)

use std::fmt::Write as _;

use dhayam_core::{ExtraRollReason, GameKind, Phase, Place, SeatKind, State};

use super::{Look, Seat};
use crate::paint::{BOLD, YELLOW};

/// Who plays player `p`'s seat: `human`, `computer, hard`, or nothing when not known.
fn who(seats: &[Seat], p: u8) -> String {
    match seats.get(usize::from(p)).and_then(|seat| seat.kind) {
        Some(SeatKind::Human) => "human".to_owned(),
        Some(SeatKind::Computer { level }) => format!("computer, {}", level.name()),
        None => String::new(),
    }
}

/// Who plays, the bank, and whose turn it is.
pub fn status(state: &State, look: &Look) -> String {
    let paint = look.paint;
    let mut out = String::new();
    match state {
        State::Race(position) => {
            let rules = position.rules();
            let _ = writeln!(
                out,
                "{} · {} · {} coins each",
                paint.paint(title(state.kind()), BOLD),
                rules.preset,
                rules.coins
            );
            let goal = position.board().goal();
            for p in position.players() {
                let home = position.places_of(p).filter(|&c| c == Place::Home).count();
                let done = position
                    .places_of(p)
                    .filter(|&c| c == Place::Path(goal))
                    .count();
                let out_now = usize::from(rules.coins) - home - done;
                let gate = if position.has_cut(p) {
                    "gate open"
                } else {
                    "gate closed"
                };
                let _ = writeln!(
                    out,
                    "  {} {:<22} home {home:>2} · out {out_now:>2} · {} {done:>2} · {gate}",
                    look.player(p),
                    who(look.seats, p),
                    goal_name(state.kind()),
                );
            }
        }
        State::Paramapadam(game) => {
            let _ = writeln!(
                out,
                "{} · {} players",
                paint.paint(title(state.kind()), BOLD),
                game.rules().players
            );
            for (p, &square) in game.tokens().iter().enumerate() {
                let p = p as u8;
                let at = if square == 0 {
                    "off the board".to_owned()
                } else {
                    format!("on {square}")
                };
                let _ = writeln!(out, "  {} {:<22} {at}", look.player(p), who(look.seats, p),);
            }
        }
    }
    if let State::Race(position) = state {
        let bank = &position.bank();
        if !bank.is_empty() {
            // Fives that may bring a coin out (roll 1 then 5) are written `5+`, after the plain ones.
            let plain_fives = bank.values.count(5).saturating_sub(bank.releasing_fives);
            let mut fives = 0;
            let values: Vec<String> = bank
                .values
                .iter()
                .map(|value| {
                    if value == 5 {
                        fives += 1;
                        if fives > plain_fives {
                            return "5+".to_owned();
                        }
                    }
                    value.to_string()
                })
                .collect();
            let _ = writeln!(out, "  bank   {}", paint.paint(&values.join(" "), YELLOW));
        }
        if let Some(reason) = position.extra_roll() {
            let _ = writeln!(out, "  earned an extra roll: {}", extra_reason(reason));
        }
    }
    let _ = writeln!(out, "{}", turn_line(state, look));
    if !state.places().is_empty() {
        let places: Vec<String> = state
            .places()
            .iter()
            .enumerate()
            .map(|(i, &p)| format!("{} {}", ordinal(i + 1), look.player(p)))
            .collect();
        let _ = writeln!(out, "  places: {}", places.join(", "));
    }
    out
}

/// `▶ P1 to roll` and the like.
fn turn_line(state: &State, look: &Look) -> String {
    let Some(p) = state.to_act() else {
        return match state.winner() {
            Some(winner) => format!("■ game over: {} wins", look.player(winner)),
            None => "■ game over: a draw, no coin can move again".to_owned(),
        };
    };
    let what = match state {
        State::Race(position) => match position.phase() {
            Phase::ThrowOff { .. } => "to throw for who starts",
            Phase::Move(_) => "to move",
            _ => "to roll",
        },
        State::Paramapadam(game) if game.rolling_again() => "to roll again",
        State::Paramapadam(_) => "to roll",
    };
    format!(
        "{} {} {what}",
        look.paint.paint("▶", YELLOW),
        look.player(p)
    )
}

/// The game's name for titles.
const fn title(game: GameKind) -> &'static str {
    match game {
        GameKind::Dhayam => "Dhayam",
        GameKind::Thayam => "Thayam",
        GameKind::Paramapadam => "Paramapadam",
    }
}

/// Where coins finish.
const fn goal_name(game: GameKind) -> &'static str {
    match game {
        GameKind::Thayam => "centre",
        _ => "Oval",
    }
}

/// Why a player rolls again.
fn extra_reason(reason: ExtraRollReason) -> String {
    match reason {
        ExtraRollReason::BonusThrow(value) => format!("a throw of {value}"),
        ExtraRollReason::Cut => "a cut".to_owned(),
        ExtraRollReason::Home => "a coin home".to_owned(),
        ExtraRollReason::Entered => "coming onto the board".to_owned(),
    }
}

/// `1st`, `2nd`, ...
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
