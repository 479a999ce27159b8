//! The game screen in words for screen readers: the board read square by square with what stands on
//! each, every legal move, and the labels of the controls whose state matters — a bank chip, the
//! Undo bar, a player's strip, the sticks. Like every text the core says, each is a [`Text`] of
//! string keys that the shells word in English or Tamil.
//!
//! "You" is the reader: the person to act, or else the one person at the table, so a blind
//! player facing the computer keeps hearing their own coins as theirs while it plays. When
//! there is no such person, each coin is named by its player. The board is read along the
//! reader's path (or else along the path of the player to act, or Player 1's), goal left out;
//! then the squares only the other players' paths cross, along their paths in turn order;
//! then each home circle from the reader's round the table; then the goal. Every square is
//! read, an empty plain one by its name alone.

use crate::board::{MAX_SQUARES, SquareId};
use crate::event::Player;
use crate::game::{GameKind, State};
use crate::paramapadam::LAST_SQUARE;
use crate::position::Position;
use crate::setup::{Level, SeatKind, SeatSetup};
use crate::sticks::Throw;

use super::picture::{Picture, Spot};
use super::strip::{Gate, PlayerStrip};
use crate::text::{Arg, Case, Piece, Text, piece, player, square as named};

/// One place on the board, read aloud.
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SquareReading {
    /// A square (the goal among them), or a home circle.
    pub spot: Spot,
    /// Whose home circle, for [`Spot::Home`]; none for a square.
    pub player: Option<u32>,
    /// Its name, what kind of square it is and the coins on it, each player's counted.
    pub text: Text,
}

/// Written short, as [`Text`] is, for the golden transcript: `□31: …`, `home 1: …`.
impl std::fmt::Debug for SquareReading {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.spot, self.player) {
            (Spot::Square { square }, _) => write!(f, "□{square}: {:?}", self.text),
            (Spot::Home, Some(player)) => write!(f, "home {player}: {:?}", self.text),
            (Spot::Home, None) => write!(f, "home: {:?}", self.text),
        }
    }
}

/// What a square is, beyond its name.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Mark {
    /// Marked with an X.
    Safe,
    /// The last square this player's coins reach before they cut.
    Gate(Player),
    /// This player's last square before the goal, where a cut can reach them from afar.
    Danger(Player),
    /// The goal.
    Goal,
    /// A ladder's foot, and where its top is.
    Ladder(SquareId),
    /// A snake's head, and where its tail is.
    Snake(SquareId),
}

/// The reader (see the module's words): the person to act, or else the one person seated.
pub(crate) fn reader(state: &State, seats: &[SeatSetup]) -> Option<Player> {
    let person = |p: Player| {
        seats
            .get(usize::from(p))
            .is_none_or(|seat| seat.kind == SeatKind::Human)
    };
    if let Some(p) = state.to_act()
        && person(p)
    {
        return Some(p);
    }
    let mut people = (0..players(state)).filter(|&p| person(p));
    match (people.next(), people.next()) {
        (Some(p), None) => Some(p),
        _ => None,
    }
}

fn players(state: &State) -> Player {
    match state {
        State::Race(position) => position.rules().players,
        State::Paramapadam(game) => game.rules().players,
    }
}

/// The board of `state` as drawn in `picture`, read for `you`.
pub(crate) fn board(state: &State, picture: &Picture, you: Option<Player>) -> Vec<SquareReading> {
    let count = players(state);
    let first = you.or_else(|| state.to_act()).unwrap_or(0) % count.max(1);
    let order: Vec<Player> = (0..count).map(|i| (first + i) % count).collect();
    let reading = Reading {
        game: state.kind(),
        picture,
        you,
        order: &order,
    };
    let mut out = Vec::with_capacity(MAX_SQUARES + 2 * usize::from(count));
    let goal = match state {
        State::Race(position) => {
            race_squares(position, &reading, &mut out);
            position.square_at(0, position.board().goal())
        }
        State::Paramapadam(game) => {
            let layout = game.rules().layout;
            for square in 1..LAST_SQUARE {
                let mark = layout.link_at(square).map(|link| {
                    if link.is_ladder() {
                        Mark::Ladder(link.to)
                    } else {
                        Mark::Snake(link.to)
                    }
                });
                out.push(reading.square(square, mark));
            }
            LAST_SQUARE
        }
    };
    let start = matches!(state, State::Paramapadam(_));
    for &p in &order {
        out.push(SquareReading {
            spot: Spot::Home,
            player: Some(u32::from(p)),
            text: home_text(start, p, you, picture.count(Spot::Home, p)),
        });
    }
    out.push(reading.square(goal, Some(Mark::Goal)));
    out
}

/// Every square of a race board but the goal, along each path in turn from the reader's.
fn race_squares(position: &Position, reading: &Reading<'_>, out: &mut Vec<SquareReading>) {
    let board = position.board();
    let rules = position.rules();
    let goal = board.goal();
    let mut seen = [false; MAX_SQUARES];
    seen[usize::from(position.square_at(0, goal))] = true;
    let mut read = |square: SquareId, out: &mut Vec<SquareReading>| {
        if std::mem::replace(&mut seen[usize::from(square)], true) {
            return;
        }
        let safe = board
            .squares
            .get(usize::from(square))
            .is_some_and(|s| s.safe)
            .then_some(Mark::Safe);
        let gates = reading
            .order
            .iter()
            .filter(|&&p| {
                rules.switches.must_cut_before_home && position.square_at(p, board.gate) == square
            })
            .map(|&p| Mark::Gate(p));
        let dangers = reading
            .order
            .iter()
            .filter(|&&p| rules.danger_squares && position.danger_square(p) == square)
            .map(|&p| Mark::Danger(p));
        out.push(reading.square(square, safe.into_iter().chain(gates).chain(dangers)));
    };
    for &p in reading.order {
        for index in 0..goal {
            read(position.square_at(p, index), out);
        }
    }
    for square in &board.squares {
        read(square.id, out);
    }
}

/// What reading a square needs: the game, the coins as drawn, the reader, and the players in
/// the order they are read.
struct Reading<'a> {
    game: GameKind,
    picture: &'a Picture,
    you: Option<Player>,
    order: &'a [Player],
}

impl Reading<'_> {
    fn square(&self, square: SquareId, marks: impl IntoIterator<Item = Mark>) -> SquareReading {
        let coins = self.order.iter().map(|&p| {
            let n = self.picture.count(Spot::on(square), p);
            (p, n)
        });
        SquareReading {
            spot: Spot::on(square),
            player: None,
            text: square_text(self.game, square, marks, coins, self.you),
        }
    }
}

/// "31. Safe square. 2 coins of yours. 1 coin of Player 2's.": the name, the marks, then each
/// player's coins (`coins`: a count per player, empty ones skipped).
pub(crate) fn square_text(
    game: GameKind,
    square: SquareId,
    marks: impl IntoIterator<Item = Mark>,
    coins: impl IntoIterator<Item = (Player, u32)>,
    you: Option<Player>,
) -> Text {
    let mut text = Text::with("reading_square", vec![named(game, square, Case::Plain)]);
    text.more
        .extend(marks.into_iter().map(|mark| mark_text(game, mark, you)));
    text.more.extend(
        coins
            .into_iter()
            .filter(|&(_, n)| n > 0)
            .map(|(p, n)| coins_text(piece(game), p, n, you)),
    );
    text
}

fn mark_text(game: GameKind, mark: Mark, you: Option<Player>) -> Text {
    let yours = |p: Player| you == Some(p);
    match mark {
        Mark::Safe => Text::plain("reading_safe"),
        Mark::Gate(p) if yours(p) => Text::plain("reading_gate_yours"),
        Mark::Gate(p) => Text::with("reading_gate", vec![player(p)]),
        Mark::Danger(p) if yours(p) => Text::plain("reading_danger_yours"),
        Mark::Danger(p) => Text::with("reading_danger", vec![player(p)]),
        Mark::Goal => Text::plain("reading_goal"),
        Mark::Ladder(top) => Text::with("reading_ladder", vec![named(game, top, Case::To)]),
        Mark::Snake(tail) => Text::with("reading_snake", vec![named(game, tail, Case::To)]),
    }
}

/// "2 coins of yours." or "1 coin of Player 2's.", in the game's own word.
fn coins_text(piece: Piece, p: Player, count: u32, you: Option<Player>) -> Text {
    if you == Some(p) {
        return Text::counting(
            match piece {
                Piece::Coin => "reading_coins_yours",
                Piece::Pawn => "reading_pawns_yours",
                Piece::Token => "reading_tokens_yours",
            },
            count,
        );
    }
    let mut text = Text::counting(
        match piece {
            Piece::Coin => "reading_coins_of",
            Piece::Pawn => "reading_pawns_of",
            Piece::Token => "reading_tokens_of",
        },
        count,
    );
    text.args.push(player(p));
    text
}

/// "Your home circle. 4 waiting." (Paramapadam, `start`: where a token waits to come in).
pub(crate) fn home_text(start: bool, p: Player, you: Option<Player>, waiting: u32) -> Text {
    let mut text = match (start, you == Some(p)) {
        (false, true) => Text::plain("reading_home_yours"),
        (false, false) => Text::with("reading_home_of", vec![player(p)]),
        (true, true) => Text::plain("reading_start_yours"),
        (true, false) => Text::with("reading_start_of", vec![player(p)]),
    };
    text.more.push(Text::counting("count_waiting", waiting));
    text
}

/// A legal move: "Move the coin on 88 by 5 to 85. Cuts Player 2." — `values` the banked values
/// it spends (several for jump & go), `victims` the players it cuts.
pub(crate) fn move_text(
    game: GameKind,
    from: Spot,
    values: &[u32],
    to: SquareId,
    reaches_goal: bool,
    victims: impl IntoIterator<Item = Player>,
) -> Text {
    let pawn = matches!(piece(game), Piece::Pawn);
    let by = Arg::Numbers(values.to_vec());
    let mut text = match from {
        Spot::Home => Text::with(
            if pawn {
                "move_out_pawn"
            } else {
                "move_out_coin"
            },
            vec![by, named(game, to, Case::At)],
        ),
        Spot::Square { square } if reaches_goal => Text::with(
            if pawn {
                "move_pawn_to_goal"
            } else {
                "move_coin_to_goal"
            },
            vec![named(game, square, Case::At), by],
        ),
        Spot::Square { square } => Text::with(
            if pawn { "move_pawn" } else { "move_coin" },
            vec![named(game, square, Case::At), by, named(game, to, Case::To)],
        ),
    };
    text.more.extend(
        victims
            .into_iter()
            .map(|victim| Text::with("move_cuts", vec![player(victim)])),
    );
    text
}

/// A move as its button shows it, short: "31 → 36 (5)", "⌂ → 86 (1)" for a coin coming out,
/// then "✕" when it cuts.
pub(crate) fn move_label(
    game: GameKind,
    from: Spot,
    values: &[u32],
    to: SquareId,
    cuts: bool,
) -> Text {
    let by = Arg::Numbers(values.to_vec());
    let mut label = match from {
        Spot::Home => Text::with(
            "move_label_from_home",
            vec![named(game, to, Case::Plain), by],
        ),
        Spot::Square { square } => Text::with(
            "move_label",
            vec![
                named(game, square, Case::Plain),
                named(game, to, Case::Plain),
                by,
            ],
        ),
    };
    if cuts {
        label.more.push(Text::plain("move_label_cuts"));
    }
    label
}

/// A bank chip: "5, picked." / "5, can't move now." / "5.", then "Also brings a coin out."
/// for a five that may release a second coin.
pub(crate) fn chip_text(
    game: GameKind,
    value: u8,
    picked: bool,
    usable: bool,
    releases: bool,
) -> Text {
    let key = if picked {
        "chip_picked"
    } else if usable {
        "chip"
    } else {
        "chip_unusable"
    };
    let mut text = Text::with(key, vec![Arg::Number(value.into())]);
    if releases {
        text.more.push(Text::plain(match piece(game) {
            Piece::Pawn => "chip_releases_pawn",
            Piece::Coin | Piece::Token => "chip_releases_coin",
        }));
    }
    text
}

/// The Undo bar: "Undo, 2 seconds left.", the seconds rounded up.
pub(crate) fn undo_text(ms_left: u64) -> Text {
    let seconds = u8::try_from(ms_left.div_ceil(1000)).unwrap_or(u8::MAX);
    Text::counting("undo_seconds_left", u32::from(seconds))
}

/// The sticks: "Sticks: 5."
pub(crate) fn sticks_text(throw: Throw) -> Text {
    Text::with("sticks_showing", vec![Arg::Number(throw.value().into())])
}

/// The string key of a computer level's name.
pub(crate) const fn level_key(level: Level) -> &'static str {
    match level {
        Level::Easy => "level_easy",
        Level::Medium => "level_medium",
        Level::Hard => "level_hard",
    }
}

/// A player's strip: "Player 2, computer, Medium. To play. 3 at the goal. 2 on the board.
/// 1 waiting. Gate closed." — counts of none left out.
pub(crate) fn strip_text(strip: &PlayerStrip) -> Text {
    let mut text = match strip.kind {
        SeatKind::Human => Text::with("strip_person", vec![player(strip.player)]),
        SeatKind::Computer { level } => Text::with(
            "strip_computer",
            vec![
                player(strip.player),
                Arg::Text(Box::new(Text::plain(level_key(level)))),
            ],
        ),
    };
    if strip.to_act {
        text.more.push(Text::plain("strip_to_play"));
    }
    if let Some(place) = strip.place {
        text.more
            .push(Text::with("strip_place", vec![Arg::Number(place)]));
    }
    for (key, count) in [
        ("count_at_goal", strip.finished),
        ("count_on_board", strip.on_board),
        ("count_waiting", strip.waiting),
    ] {
        if count > 0 {
            text.more.push(Text::counting(key, count));
        }
    }
    match strip.gate {
        Gate::None => {}
        Gate::Closed => text.more.push(Text::plain("strip_gate_closed")),
        Gate::Open => text.more.push(Text::plain("strip_gate_open")),
    }
    text
}

/// One sample of every text this file says, for the key list: every mark, coins and home
/// circles of the reader's and of another player's, in each game; every kind of move; each
/// state of a chip; the Undo bar, the sticks, and a strip of each kind in each state.
pub(crate) fn every_sample() -> Vec<Text> {
    let marks = [
        Mark::Safe,
        Mark::Gate(0),
        Mark::Gate(1),
        Mark::Danger(0),
        Mark::Danger(1),
        Mark::Goal,
        Mark::Ladder(45),
        Mark::Snake(7),
    ];
    let mut samples = Vec::new();
    for game in GameKind::ALL {
        samples.push(square_text(game, 31, marks, [(0, 2), (1, 1)], Some(0)));
        for (start, you) in [
            (false, Some(0)),
            (false, None),
            (true, Some(0)),
            (true, None),
        ] {
            samples.push(home_text(start, 0, you, 4));
        }
        for (from, goal) in [
            (Spot::Home, false),
            (Spot::Square { square: 88 }, false),
            (Spot::Square { square: 88 }, true),
        ] {
            samples.push(move_text(game, from, &[3, 4], 85, goal, [1]));
            samples.push(move_label(game, from, &[3, 4], 85, true));
        }
        for (picked, usable) in [(true, true), (false, true), (false, false)] {
            samples.push(chip_text(game, 5, picked, usable, true));
        }
    }
    samples.push(undo_text(2_000));
    samples.push(sticks_text(Throw { faces: [2, 3] }));
    let strip = |kind, gate, place| PlayerStrip {
        player: 1,
        path: 1,
        kind,
        token: crate::setup::TokenStyle::ALL[1],
        waiting: 1,
        on_board: 2,
        finished: 3,
        gate,
        place,
        to_act: true,
        text: Text::plain("strip_person"),
    };
    samples.push(strip_text(&strip(SeatKind::Human, Gate::Closed, Some(1))));
    for level in Level::ALL {
        samples.push(strip_text(&strip(
            SeatKind::Computer { level },
            Gate::Open,
            None,
        )));
    }
    for mark in marks {
        witness(mark);
    }
    samples
}

/// Matches every mark without a catch-all: a new one fails to compile here, the reminder to
/// give it a sample above.
const fn witness(mark: Mark) {
    match mark {
        Mark::Safe
        | Mark::Gate(_)
        | Mark::Danger(_)
        | Mark::Goal
        | Mark::Ladder(_)
        | Mark::Snake(_) => {}
    }
}
