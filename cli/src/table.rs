//! The game's screen drawn from the model's view: a header naming the game and its rules, the
//! board with the coins where the view has them at this step, each player's strip, the sticks
//! and the bank, and the person's moves as a numbered list.

use std::fmt::Write as _;

use dhayam_core::State;
use dhayam_core::app::{GameScreenView, Gate, MoveOption, PlayerStrip, Spot};

use crate::draw::{self, Look, Seat};
use crate::names::{self, format, label};
use crate::paint::{BOLD, DIM, Paint, YELLOW};
use crate::words::square_label;

/// `Dhayam · Traditional · 6 coins each`: the game and its rules, in the phones' words.
pub fn header(view: &GameScreenView, state: &State) -> String {
    let mut parts = vec![names::game(view.game)];
    if let State::Race(position) = state {
        let rules = position.rules();
        // Thayam's one preset is named after the game: saying it twice tells nothing.
        let preset = names::preset(rules.preset);
        if preset != parts[0] {
            parts.push(preset);
        }
        parts.push(format("rules_coins", &[rules.coins.to_string()]));
    }
    parts.join(" · ")
}

/// The board and everything beside it: strips, sticks, bank.
pub fn screen(view: &GameScreenView, state: &State, paint: Paint) -> String {
    let seats = Seat::of(&view.players);
    let ring: &[u8] = if view.ring { &view.destinations } else { &[] };
    let look = Look {
        paint,
        skin: view.skin,
        seats: &seats,
        ring,
        coins: &view.coins,
    };
    let mut out = draw::board(state, &look);
    out.push('\n');
    for strip in &view.players {
        let _ = writeln!(out, "{}", strip_line(view, strip, &look));
    }
    if let Some(throw) = view.sticks {
        let _ = writeln!(out, "  sticks {}", draw::sticks(throw, paint));
    }
    if !view.chips.is_empty() {
        let chips: Vec<String> = view
            .chips
            .iter()
            .map(|chip| {
                // A five thrown straight after a 1 may also bring a coin out: `5+`.
                let text = format!("{}{}", chip.value, if chip.releases { "+" } else { "" });
                paint.paint(&text, if chip.usable { YELLOW } else { DIM })
            })
            .collect();
        let _ = writeln!(out, "  {}   {}", label("play_bank"), chips.join(" "));
    }
    out
}

/// One player's strip: who, and where their coins are.
fn strip_line(view: &GameScreenView, strip: &PlayerStrip, look: &Look) -> String {
    let p = strip.player;
    let marker = if strip.to_act {
        look.paint.paint("▶", YELLOW)
    } else {
        " ".to_owned()
    };
    let name = look.paint.paint(
        &format!("{} {}", look.glyph(p), names::player(p)),
        look.style(p),
    );
    let mut parts = Vec::new();
    if view.game == dhayam_core::GameKind::Paramapadam {
        let on = view
            .coins
            .iter()
            .find(|pile| pile.player == p && pile.spot != Spot::Home);
        parts.push(match on.map(|pile| pile.spot) {
            Some(Spot::Square(square)) => format!("on {square}"),
            _ => format("play_waiting", &[strip.waiting.to_string()]),
        });
    } else {
        parts.push(format("play_waiting", &[strip.waiting.to_string()]));
        parts.push(format!("{} on the board", strip.on_board));
        parts.push(format("play_home_count", &[strip.finished.to_string()]));
    }
    if strip.gate == Gate::Closed {
        parts.push(label("play_gate_closed"));
    }
    if let Some(place) = strip.place {
        parts.push(format!("place {place}"));
    }
    format!(
        "{marker} {name}  {:<18} {}",
        names::seat_kind(strip.kind),
        parts.join(" · ")
    )
}

/// The person's moves, numbered from 1: where the coin is, where it lands, the values it
/// spends, and whether it cuts.
pub fn moves(view: &GameScreenView, paint: Paint) -> String {
    let mut out = String::new();
    if view.moves.is_empty() {
        return out;
    }
    let _ = writeln!(out, "{}", paint.paint("Moves:", BOLD));
    for (i, option) in view.moves.iter().enumerate() {
        let _ = writeln!(out, "  {:>3}  {}", i + 1, move_line(view, option));
    }
    out
}

/// `31 → 36 with 5, cuts`.
fn move_line(view: &GameScreenView, option: &MoveOption) -> String {
    let from = match option.from {
        Spot::Home => "come out".to_owned(),
        Spot::Square(square) => square_label(view.game, square),
    };
    let values: Vec<String> = option.values.iter().map(u8::to_string).collect();
    let mut line = format!(
        "{from} → {} with {}",
        square_label(view.game, option.to),
        values.join(" + ")
    );
    if option.cuts {
        line.push_str(", cuts");
    }
    line
}
