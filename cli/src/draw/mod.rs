//! Drawing a board in the terminal (cloth, 7x7 or Paramapadam) from the core's drawing
//! coordinates, with the coins where the app model's view has them at this step of an action,
//! and the sticks. `status` says who plays and whose turn it is for `dhayam show`.

mod canvas;
mod cloth;
mod grid;
mod ladder;
mod status;

use dhayam_core::app::{Pile, PlayerStrip, Spot, Throw};
use dhayam_core::{BoardSkin, GameKind, Player, Position, SeatKind, SquareId, State, TokenStyle};

use crate::paint::{self, BOLD, DIM, Paint, Style, YELLOW};

pub use canvas::Canvas;
pub use status::status;

/// One player as the screen shows them.
#[derive(Clone, Debug)]
pub struct Seat {
    /// Their tokens' look.
    pub token: TokenStyle,
    /// Who plays it, or `None` when not known (a position shown on its own).
    pub kind: Option<SeatKind>,
}

impl Seat {
    /// The seats of a game on screen, from its players' strips.
    pub fn of(strips: &[PlayerStrip]) -> Vec<Self> {
        strips
            .iter()
            .map(|strip| Self {
                token: strip.token,
                kind: Some(strip.kind),
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

/// How to draw: colour, skin, the players' tokens, the coins, and the squares to ring.
pub struct Look<'a> {
    /// Whether to colour.
    pub paint: Paint,
    /// The board's look.
    pub skin: BoardSkin,
    /// Each player's seat.
    pub seats: &'a [Seat],
    /// Squares a legal move lands on (the legal-move ring), empty when the ring is off.
    pub ring: &'a [u32],
    /// Every coin where it is drawn now (the model's picture: mid-walk, a coin is on its way).
    pub coins: &'a [Pile],
    /// Draw the board small enough to leave room beside it on an 80×24 terminal.
    pub compact: bool,
}

impl Look<'_> {
    /// Player `p`'s seat.
    fn seat(&self, p: impl Into<u32>) -> Option<&Seat> {
        self.seats.get(usize::try_from(p.into()).ok()?)
    }

    /// How many of `player`'s coins are drawn at `spot`.
    pub fn coins_at(&self, spot: Spot, player: Player) -> u32 {
        self.coins
            .iter()
            .find(|pile| pile.spot == spot && pile.player == u32::from(player))
            .map_or(0, |pile| pile.coins)
    }

    /// Player `p`'s token glyph.
    pub fn glyph(&self, p: impl Into<u32>) -> char {
        self.seat(p).map_or('?', |seat| paint::glyph(seat.token))
    }

    /// Player `p`'s token colour.
    pub fn style(&self, p: impl Into<u32>) -> Style {
        self.seat(p)
            .map_or(BOLD, |seat| paint::token_style(seat.token))
    }

    /// Player `p`'s tint, for their private squares.
    pub fn tint(&self, p: impl Into<u32>) -> Style {
        self.seat(p)
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

/// The coins of every player on `square`, as glyphs with counts: `●3`, `●○`.
pub fn occupants(position: &Position, square: SquareId, look: &Look) -> Option<(String, Style)> {
    let holders: Vec<(u8, u32)> = position
        .players()
        .map(|p| (p, look.coins_at(Spot::on(square), p)))
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

/// The board of `state` with its coins as `look` has them.
pub fn board(state: &State, look: &Look) -> String {
    match state {
        State::Race(position) => match state.kind() {
            GameKind::Thayam => grid::draw(position, look),
            _ => cloth::draw(position, look),
        },
        State::Paramapadam(game) => ladder::draw(game, look),
    }
}

/// The two sticks' faces and the value: `▕●●·▏▕●··▏ 3`.
pub fn sticks(throw: &Throw, paint: Paint) -> String {
    let face = |&pips: &u32| {
        let pips = usize::try_from(pips.min(3)).unwrap_or(3);
        format!("▕{}{}▏", "●".repeat(pips), "·".repeat(3 - pips))
    };
    let faces: String = throw.faces.iter().map(face).collect();
    format!("{faces} {}", paint.paint(&throw.value.to_string(), YELLOW))
}
