//! The game's screen drawn from the model's view: a header naming the game and its rules, the
//! board with the coins where the view has them at this step, each player's strip, the sticks
//! and the bank, and the person's moves as a numbered list.

use std::fmt::Write as _;

use dhayam_core::app::{Case, GameScreenView, Gate, MoveOption, PlayerStrip, Spot, square};
use dhayam_core::{GameKind, State};

use crate::columns;
use crate::draw::{self, Look, Seat};
use crate::names::{self, format, label, plural};
use crate::paint::{BOLD, DIM, Paint, YELLOW};
use crate::screen::{self, Size, pad};
use crate::words::current;

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
    let look = look(view, &seats, paint, false);
    let mut out = draw::board(state, &look);
    out.push('\n');
    for strip in &view.players {
        let _ = writeln!(out, "{}", strip_line(view, strip, &look));
    }
    for line in sticks_and_bank(view, &look) {
        let _ = writeln!(out, "{line}");
    }
    out
}

/// How to draw the game on screen.
fn look<'a>(view: &'a GameScreenView, seats: &'a [Seat], paint: Paint, compact: bool) -> Look<'a> {
    Look {
        paint,
        skin: view.skin,
        seats,
        ring: if view.ring { &view.destinations } else { &[] },
        coins: &view.coins,
        compact,
    }
}

/// The sticks of the last throw and the bank, a line each when there are any.
fn sticks_and_bank(view: &GameScreenView, look: &Look) -> Vec<String> {
    let paint = look.paint;
    // The bank is the player's to act: their colour, never another player's.
    let owner = view
        .players
        .iter()
        .find(|strip| strip.to_act)
        .map_or(YELLOW, |strip| look.style(strip.player));
    let mut out = Vec::new();
    if let Some(throw) = &view.sticks {
        out.push(format!(
            "  {} {}",
            label("cli_sticks"),
            draw::sticks(throw, paint)
        ));
    }
    if !view.chips.is_empty() {
        let chips: Vec<String> = view
            .chips
            .iter()
            .map(|chip| {
                // A five thrown straight after a 1 may also bring a coin out: `5+`.
                let text = format!("{}{}", chip.value, if chip.releases { "+" } else { "" });
                paint.paint(&text, if chip.usable { owner } else { DIM })
            })
            .collect();
        out.push(format!("  {}   {}", label("play_bank"), chips.join(" ")));
    }
    out
}

/// The game's page on a terminal of `size`: the header, the compact board, and beside it the
/// players, sticks and bank, the person's moves, the last lines of `log` and a refusal.
pub fn page(
    view: &GameScreenView,
    state: &State,
    log: &[String],
    refusal: Option<String>,
    size: Size,
    paint: Paint,
) -> Vec<String> {
    let seats = Seat::of(&view.players);
    let look = look(view, &seats, paint, true);
    let board = draw::board(state, &look);
    // Beside the board the panel is plain, so that it can be cut to fit: the board carries
    // the colours.
    let plain = Look {
        paint: Paint::new(crate::paint::ColorChoice::Never),
        ..look
    };
    let board_width = board.lines().map(columns::width).max().unwrap_or(0);
    let mut fixed = Vec::new();
    for strip in &view.players {
        let marker = if strip.to_act { "▶" } else { " " };
        fixed.push(format!(
            "{marker} {} {} · {}",
            plain.glyph(strip.player),
            names::player(strip.player),
            names::seat_kind(strip.kind)
        ));
        fixed.push(format!("    {}", strip_words(view, strip)));
    }
    fixed.extend(sticks_and_bank(view, &plain));
    let mut moves = Vec::new();
    if !view.moves.is_empty() {
        moves.push(label("cli_moves"));
        moves.extend(
            view.moves
                .iter()
                .enumerate()
                .map(|(i, option)| format!("{:>3}  {}", i + 1, move_line(view, option))),
        );
    }
    let panel = screen::Panel {
        fixed,
        moves,
        log: log.iter().map(|line| format!("· {line}")).collect(),
        refusal,
    };
    let header = paint_header(view, state);
    screen::game_page(&header, &board, board_width, &panel, size)
}

/// The header with how to get the guide.
fn paint_header(view: &GameScreenView, state: &State) -> String {
    format("cli_header_guide", &[header(view, state)])
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
    format!(
        "{marker} {name}  {} {}",
        pad(&names::seat_kind(strip.kind), 18),
        strip_words(view, strip)
    )
}

/// Where a player's coins are, in words.
fn strip_words(view: &GameScreenView, strip: &PlayerStrip) -> String {
    let p = strip.player;
    let mut parts = Vec::new();
    if view.game == GameKind::Paramapadam {
        let on = view
            .coins
            .iter()
            .find(|pile| pile.player == p && pile.spot != Spot::Home);
        parts.push(match on.map(|pile| pile.spot) {
            Some(Spot::Square { square: on }) => format(
                "cli_on_square",
                &[current().argument(&square(view.game, on, Case::At))],
            ),
            _ => format("play_waiting", &[strip.waiting.to_string()]),
        });
    } else {
        parts.push(format("play_waiting", &[strip.waiting.to_string()]));
        parts.push(plural(
            "cli_on_board",
            strip.on_board,
            &[strip.on_board.to_string()],
        ));
        parts.push(format("play_home_count", &[strip.finished.to_string()]));
    }
    if strip.gate == Gate::Closed {
        parts.push(label("play_gate_closed"));
    }
    if let Some(place) = strip.place {
        parts.push(format("cli_place", &[place.to_string()]));
    }
    parts.join(" · ")
}

/// The person's moves, numbered from 1: where the coin is, where it lands, the values it
/// spends, and whether it cuts.
pub fn moves(view: &GameScreenView, paint: Paint) -> String {
    let mut out = String::new();
    if view.moves.is_empty() {
        return out;
    }
    let _ = writeln!(out, "{}", paint.paint(&label("cli_moves"), BOLD));
    for (i, option) in view.moves.iter().enumerate() {
        let _ = writeln!(out, "  {:>3}  {}", i + 1, move_line(view, option));
    }
    out
}

/// `31 → 36 with 5, cuts`.
fn move_line(view: &GameScreenView, option: &MoveOption) -> String {
    let words = current();
    let from = match option.from {
        Spot::Home => label(match view.game {
            GameKind::Thayam => "cli_pawn_comes_out",
            _ => "cli_coin_comes_out",
        }),
        Spot::Square { square: on } => words.argument(&square(view.game, on, Case::Plain)),
    };
    let to = words.argument(&square(view.game, option.to, Case::Plain));
    let values: Vec<String> = option.values.iter().map(u32::to_string).collect();
    let line = format("cli_move", &[from, to, values.join(" + ")]);
    if option.cuts {
        format("cli_move_cuts", &[line])
    } else {
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::{ColorChoice, token_style};
    use dhayam_core::app::{GameScreen, PlaySettings};
    use dhayam_core::{BoardSkin, Game, SeatKind, SeatSetup, TokenStyle};

    /// A position with two values banked, `who` to move them.
    fn banked(who: &str) -> State {
        let notation = format!(
            "dhayam 1\nrules traditional players=2 coins=6\np1 cut=yes home*2 88 31 45 Oval\n\
             p2 cut=no home*3 85 20 7\nturn {who} move bank=2,5 extra=no last=5\nplaces -\n\
             sticks 42 17\n"
        );
        State::from_notation(&notation).expect("the position parses")
    }

    /// The bank's line as the game screen prints it in colour, player 1 in terracotta and
    /// player 2 in brass.
    fn bank_line(state: &State) -> String {
        let seats = [TokenStyle::Terracotta, TokenStyle::BrassBall]
            .map(|token| SeatSetup {
                kind: SeatKind::Human,
                token,
            })
            .to_vec();
        let (game_screen, _) = GameScreen::detached(
            Game::new(state.clone()),
            seats,
            BoardSkin::Default,
            PlaySettings::default(),
        )
        .expect("a seat for each player");
        let printed = screen(&game_screen.view(), state, Paint::new(ColorChoice::Always));
        printed
            .lines()
            .find(|line| line.contains(&label("play_bank")))
            .expect("a bank line")
            .to_owned()
    }

    #[test]
    fn the_bank_is_drawn_in_the_colour_of_the_player_to_act_never_another() {
        let colour = |token| format!("\x1b[{}m", token_style(token));
        let (terracotta, brass) = (
            colour(TokenStyle::Terracotta),
            colour(TokenStyle::BrassBall),
        );
        let first = bank_line(&banked("p1"));
        assert!(first.contains(&format!("{terracotta}2")), "{first:?}");
        assert!(!first.contains(&brass), "{first:?}");
        let second = bank_line(&banked("p2"));
        assert!(second.contains(&format!("{brass}2")), "{second:?}");
        assert!(!second.contains(&terracotta), "{second:?}");
    }
}
