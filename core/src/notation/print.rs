//! The notation's printer: `Display` for [`Position`], which writes every line and every field
//! in the grammar's order, and the text of a single move. The parser is its inverse, so what is
//! printed here is what `parse` must read back.

use std::fmt;

use super::{GAMES, VERSION, player_name};
use crate::event::{ExtraRollReason, Player};
use crate::moves::Move;
use crate::position::{CoinSetup, Phase, Place, Position, Setup};
use crate::rules::{Field, RuleSet};

impl fmt::Display for Position {
    /// The notation: the printer the parser is the inverse of.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let setup = self.to_setup();
        game_line(f, &setup.rules)?;
        rules_line(f, &setup.rules)?;
        for ((player, coins), has_cut) in (0..).zip(&setup.coins).zip(&setup.has_cut) {
            coins_line(f, self, player, coins, *has_cut)?;
        }
        turn_line(f, &setup)?;
        places_line(f, &setup.places)?;
        writeln!(f, "sticks {} {}", setup.sticks.0, setup.sticks.1)
    }
}

/// The text of `mv` for the player to act; see [`Position::move_text`].
pub(super) fn move_text(position: &Position, mv: Move) -> String {
    // Written piece by piece into one allocation rather than through `format!`: the bindings
    // write a text for every legal move they list, and the formatting machinery (a `String`
    // per value of a jump, besides) was most of that call's time (docs/BENCHMARKS.md).
    let mut text = String::with_capacity(16);
    let from = match mv {
        Move::Enter { .. } => None,
        Move::Advance { from, .. } | Move::Jump { from, .. } => Some(from),
    };
    match from {
        None => text.push_str("home"),
        Some(from) => text.push_str(position.label_at(position.mover(), from).unwrap_or("?")),
    }
    match mv {
        Move::Enter { value } | Move::Advance { value, .. } => push_value(&mut text, value),
        Move::Jump { values, .. } => values.iter().for_each(|value| push_value(&mut text, value)),
    }
    text
}

/// `+` and `value` in decimal, as `format!("+{value}")` writes it.
fn push_value(text: &mut String, value: u8) {
    text.push('+');
    if value >= 100 {
        text.push(char::from(b'0' + value / 100));
    }
    if value >= 10 {
        text.push(char::from(b'0' + value / 10 % 10));
    }
    text.push(char::from(b'0' + value % 10));
}

/// `dhayam 1`: the game the board belongs to, and the notation version.
fn game_line(f: &mut fmt::Formatter<'_>, rules: &RuleSet) -> fmt::Result {
    match GAMES.iter().find(|&&(_, board)| board == rules.board) {
        Some((game, _)) => writeln!(f, "{} {VERSION}", game.name()),
        // A board with no game row: print something the parser rejects, not a wrong game.
        None => writeln!(f, "{} {VERSION}", rules.get(Field::Board)),
    }
}

/// `rules <preset> <field>=<value>...`, every field but the board, which the game decides.
fn rules_line(f: &mut fmt::Formatter<'_>, rules: &RuleSet) -> fmt::Result {
    write!(f, "rules {}", rules.preset)?;
    for field in Field::ALL
        .into_iter()
        .filter(|&field| field != Field::Board)
    {
        write!(f, " {field}={}", rules.get(field))?;
    }
    writeln!(f)
}

/// `pK cut=yes|no <coin>...`, one word per group of coins alike.
fn coins_line(
    f: &mut fmt::Formatter<'_>,
    position: &Position,
    player: Player,
    coins: &[CoinSetup],
    has_cut: bool,
) -> fmt::Result {
    write!(f, "{} cut={}", player_name(player), yes_no(has_cut))?;
    let mut coins = coins.to_vec();
    // Home sorts before the path, and the path in order; unmarked before marked.
    coins.sort_by_key(|coin| (coin.place, coin.cut_this_chain));
    for group in coins.chunk_by(|a, b| a == b) {
        let [coin, ..] = group else { continue };
        let label = match coin.place {
            Place::Home => "home",
            Place::Path(index) => position.label_at(player, index).unwrap_or("?"),
        };
        let mark = if coin.cut_this_chain { "!" } else { "" };
        write!(f, " {label}{mark}")?;
        if group.len() > 1 {
            write!(f, "*{}", group.len())?;
        }
    }
    writeln!(f)
}

/// `turn throw-off ...`, `turn pK roll|move bank=.. extra=.. last=..` or `turn over`.
fn turn_line(f: &mut fmt::Formatter<'_>, setup: &Setup) -> fmt::Result {
    match setup.phase {
        Phase::ThrowOff { contenders, throws } => {
            write!(f, "turn throw-off")?;
            for (player, throw) in (0..).zip(throws) {
                if contenders & (1 << player) != 0 {
                    match throw {
                        0 => write!(f, " {}=?", player_name(player))?,
                        _ => write!(f, " {}={throw}", player_name(player))?,
                    }
                }
            }
            writeln!(f)
        }
        Phase::Roll(player) | Phase::Move(player) => {
            let action = if matches!(setup.phase, Phase::Roll(_)) {
                "roll"
            } else {
                "move"
            };
            let extra = match setup.extra_roll {
                None => "no",
                Some(ExtraRollReason::Cut) => "cut",
                Some(ExtraRollReason::Home) => "home",
                // Never stored by the engine; printed so the parser points at it.
                Some(ExtraRollReason::BonusThrow(_) | ExtraRollReason::Entered) => "bonus",
            };
            let last = setup
                .last_throw
                .map_or_else(|| "-".to_owned(), |throw| throw.to_string());
            writeln!(
                f,
                "turn {} {action} bank={} extra={extra} last={last}",
                player_name(player),
                setup.bank
            )
        }
        Phase::Over => writeln!(f, "turn over"),
    }
}

/// `places -` or `places p2,p1`.
fn places_line(f: &mut fmt::Formatter<'_>, places: &[Player]) -> fmt::Result {
    let places: Vec<String> = places.iter().map(|&p| player_name(p)).collect();
    match places.as_slice() {
        [] => writeln!(f, "places -"),
        _ => writeln!(f, "places {}", places.join(",")),
    }
}

const fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

#[cfg(test)]
mod tests {
    use super::push_value;

    #[test]
    fn a_value_is_written_as_format_writes_it() {
        for value in 0..=u8::MAX {
            let mut text = String::new();
            push_value(&mut text, value);
            assert_eq!(text, format!("+{value}"));
        }
    }
}
