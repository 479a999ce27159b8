//! Drawing a game in the terminal: the board (cloth, 7x7 or Paramapadam) from the core's drawing
//! coordinates, then who plays, the sticks, the bank and whose turn it is.

mod canvas;
mod cloth;
mod grid;
mod ladder;

use std::fmt::Write as _;

use dhayam_core::{
    BoardSkin, ExtraRollReason, GameKind, Phase, Place, Position, SeatKind, SeatSetup, SquareId,
    State, Throw, TokenStyle,
};

use crate::paint::{self, BOLD, DIM, Paint, Style, YELLOW};

pub use canvas::Canvas;

/// One player as the screen shows them.
#[derive(Clone, Debug)]
pub struct Seat {
    /// Their tokens' look.
    pub token: TokenStyle,
    /// Who plays it, or `None` when not known (a position shown on its own).
    pub kind: Option<SeatKind>,
}

impl Seat {
    /// The seats of a game's setup.
    pub fn of(seats: &[SeatSetup]) -> Vec<Self> {
        seats
            .iter()
            .map(|seat| Self {
                token: seat.token,
                kind: Some(seat.kind),
            })
            .collect()
    }

    /// `players` seats with the default token styles and no one known to play them.
    pub fn anonymous(players: usize) -> Vec<Self> {
        TokenStyle::ALL
            .into_iter()
            .cycle()
            .take(players)
            .map(|token| Self { token, kind: None })
            .collect()
    }
}

/// How to draw: colour, skin, the players' tokens, and the squares to ring.
pub struct Look<'a> {
    /// Whether to colour.
    pub paint: Paint,
    /// The board's look.
    pub skin: BoardSkin,
    /// Each player's seat.
    pub seats: &'a [Seat],
    /// Squares a legal move lands on (the legal-move ring), empty when the ring is off.
    pub ring: &'a [SquareId],
}

impl Look<'_> {
    /// Player `p`'s token glyph.
    pub fn glyph(&self, p: u8) -> char {
        self.seats
            .get(usize::from(p))
            .map_or('?', |seat| paint::glyph(seat.token))
    }

    /// Player `p`'s token colour.
    pub fn style(&self, p: u8) -> Style {
        self.seats
            .get(usize::from(p))
            .map_or(BOLD, |seat| paint::token_style(seat.token))
    }

    /// Player `p`'s tint, for their private squares.
    pub fn tint(&self, p: u8) -> Style {
        self.seats
            .get(usize::from(p))
            .map_or(DIM, |seat| paint::token_tint(seat.token))
    }

    /// The board's line colour.
    pub const fn lines(&self) -> Style {
        paint::skin_style(self.skin)
    }

    /// `P1`, coloured, with the token glyph.
    pub fn player(&self, p: u8) -> String {
        self.paint
            .paint(&format!("{} P{}", self.glyph(p), p + 1), self.style(p))
    }
}

/// Who plays player `p`'s seat: `human`, `computer, hard`, or nothing when not known.
pub fn who(seats: &[Seat], p: u8) -> String {
    match seats.get(usize::from(p)).and_then(|seat| seat.kind) {
        Some(SeatKind::Human) => "human".to_owned(),
        Some(SeatKind::Computer(level)) => format!("computer, {}", level.name()),
        None => String::new(),
    }
}

/// The coins of every player on `square`, as glyphs with counts: `●3`, `●○`.
pub fn occupants(position: &Position, square: SquareId, look: &Look) -> Option<(String, Style)> {
    let holders: Vec<(u8, u8)> = position
        .players()
        .map(|p| (p, position.coins_on(p, square)))
        .filter(|&(_, n)| n > 0)
        .collect();
    match holders.as_slice() {
        [] => None,
        [(p, 1)] => Some((look.glyph(*p).to_string(), look.style(*p))),
        [(p, n)] => Some((format!("{}{n}", look.glyph(*p)), look.style(*p))),
        many => Some((
            many.iter()
                .map(|&(p, n)| {
                    if n > 1 {
                        format!("{}{n}", look.glyph(p))
                    } else {
                        look.glyph(p).to_string()
                    }
                })
                .collect(),
            BOLD,
        )),
    }
}

/// The whole screen of a state: board, players, sticks, bank and turn.
pub fn state(state: &State, look: &Look, last_throw: Option<Throw>) -> String {
    let mut out = match state {
        State::Race(position) => match state.kind() {
            GameKind::Thayam => grid::draw(position, look),
            _ => cloth::draw(position, look),
        },
        State::Paramapadam(game) => ladder::draw(game, look),
    };
    out.push('\n');
    out.push_str(&status(state, look, last_throw));
    out
}

/// Who plays, the sticks, the bank, and whose turn it is.
pub fn status(state: &State, look: &Look, last_throw: Option<Throw>) -> String {
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
    if let Some(throw) = last_throw {
        let _ = writeln!(out, "  sticks {}", sticks(throw, paint));
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

/// The two sticks' faces and the value: `▕●●·▏▕●··▏ 3`.
pub fn sticks(throw: Throw, paint: Paint) -> String {
    let face = |pips: u8| {
        let pips = usize::from(pips.min(3));
        format!("▕{}{}▏", "●".repeat(pips), "·".repeat(3 - pips))
    };
    format!(
        "{}{} {}",
        face(throw.faces[0]),
        face(throw.faces[1]),
        paint.paint(&throw.value().to_string(), YELLOW)
    )
}

/// The game's name for titles.
pub const fn title(game: GameKind) -> &'static str {
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
pub fn extra_reason(reason: ExtraRollReason) -> String {
    match reason {
        ExtraRollReason::BonusThrow(value) => format!("a throw of {value}"),
        ExtraRollReason::Cut => "a cut".to_owned(),
        ExtraRollReason::Home => "a coin home".to_owned(),
        ExtraRollReason::Entered => "coming onto the board".to_owned(),
    }
}

/// `1st`, `2nd`, ...
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
