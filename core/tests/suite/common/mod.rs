//! Helpers shared by the rule tests: positions written in the position notation, sticks set up
//! to throw chosen values, moves written as text, and events told as short sentences so that
//! an expected story reads like the game.
//!
//! [`size`] says how much the statistical and whole-game tests play: `DHAYAM_TEST_SIZE=full`
//! for the full samples, small otherwise.

pub mod size;

use dhayam_core::{
    Board, BoardKind, Event, ExtraRollReason, Game, NotationErrorKind, Place, Player, Position,
    SquareId, State, Sticks,
};

/// The seed of every fixture's sticks.
pub const SEED: u64 = 2024;

/// How many words the sticks of `seed` must have drawn for their next throws to be `values`.
#[must_use]
pub fn drawn_for(seed: u64, values: &[u8]) -> u64 {
    let start = Sticks::drawn_for(seed, values, 100_000_000).expect("the run of throws is found");
    let mut check = Sticks::resume(seed, start);
    assert!(values.iter().all(|&v| check.throw().value() == v));
    start
}

/// The position `text` describes; each line is trimmed, so fixtures may be indented.
#[must_use]
pub fn position(text: &str) -> Position {
    Position::from_notation(&tidy(text)).expect("the fixture is a valid position")
}

/// Why the position `text` describes is refused.
#[must_use]
pub fn refusal(text: &str) -> NotationErrorKind {
    Position::from_notation(&tidy(text))
        .map(drop)
        .expect_err("the position is refused")
        .kind
}

/// The position `text` describes, its sticks set to throw `values` next.
#[must_use]
pub fn throwing(text: &str, values: &[u8]) -> Position {
    let sticks = format!("sticks {SEED} {}", drawn_for(SEED, values));
    position(&format!("{}\n{sticks}", tidy(text)))
}

/// `text` with every line trimmed and blank lines dropped.
#[must_use]
pub fn tidy(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The Dhayam or Thayam position of `game`.
#[must_use]
pub fn race(game: &Game) -> &Position {
    let position = match game.state() {
        State::Race(position) => Some(position),
        State::Paramapadam(_) => None,
    };
    position.expect("a Dhayam or Thayam game")
}

/// The player to act; the game must not be over.
#[must_use]
pub fn actor(position: &Position) -> Player {
    position.to_act().expect("someone is to act")
}

/// The player to act throws the sticks; returns what it caused.
pub fn roll(position: &mut Position) -> Vec<Event> {
    let mut events = Vec::new();
    position
        .roll(actor(position), &mut events)
        .expect("the player to act may roll");
    events
}

/// The player to act plays `text` (`31+5`, `home+1`, `31+6+12`); returns what it caused.
pub fn play(position: &mut Position, text: &str) -> Vec<Event> {
    let mv = position
        .parse_move(text)
        .expect("the move is written correctly");
    let mut events = Vec::new();
    position
        .play(actor(position), mv, &mut events)
        .expect("the move is legal");
    events
}

/// The legal moves as text, sorted.
#[must_use]
pub fn legal(position: &Position) -> Vec<String> {
    let mut moves: Vec<String> = position
        .legal_moves()
        .into_iter()
        .map(|mv| position.move_text(mv))
        .collect();
    moves.sort();
    moves
}

/// `player`'s coins as a coins line of the notation: `home*K` first, then each square from the
/// start of the path to the Oval, `*K` where K coins share it.
#[must_use]
pub fn coins(position: &Position, player: Player) -> String {
    coins_named(position, player, label)
}

/// `player`'s pawns as a coins line of the notation, squares named as the position's board
/// labels them (`r6c3` on the 7x7 board): `home*K` first, then each square from the start of
/// the path to the goal, `*K` where K pawns share it.
#[must_use]
pub fn pawns(position: &Position, player: Player) -> String {
    let board = position.board();
    coins_named(position, player, |square| label_on(board, square))
}

fn coins_named(position: &Position, player: Player, name: impl Fn(SquareId) -> String) -> String {
    let mut places: Vec<Place> = position.places_of(player).collect();
    places.sort();
    let mut tokens: Vec<(String, usize)> = Vec::new();
    for place in places {
        let token = match place {
            Place::Home => "home".to_owned(),
            Place::Path(index) => name(position.square_at(player, index)),
        };
        match tokens.last_mut() {
            Some((last, count)) if *last == token => *count += 1,
            _ => tokens.push((token, 1)),
        }
    }
    tokens
        .into_iter()
        .map(|(token, count)| {
            if count == 1 {
                token
            } else {
                format!("{token}*{count}")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// How a square is written: its number, or `Oval`.
#[must_use]
pub fn label(square: SquareId) -> String {
    if square == 0 {
        "Oval".to_owned()
    } else {
        square.to_string()
    }
}

/// How `square` is written on `board`: its label (`31`, `Oval`, `r6c3`).
#[must_use]
pub fn label_on(board: &Board, square: SquareId) -> String {
    board.squares[usize::from(square)].label.clone()
}

fn who(player: Player) -> String {
    format!("p{}", player + 1)
}

/// One event as a short sentence:
///
/// - `p1 rolled 3`, `tied p1 p2`, `turn p2`
/// - `p1 entered 86`, `p1 moved 40-44 [41 42 43 44]` (every square passed, in brackets)
/// - `p2 cut at 44 by p1`, `p1 home`, `p1 lost 4`
/// - `p1 rolls again: bonus 6` / `: cut` / `: home` / `: entered`
/// - `p1 climbed 9-31`, `p1 slid 26-3` (Paramapadam)
/// - `p1 finished 1`, `game over: p1 wins`, `game over: drawn`
#[must_use]
pub fn tell(event: &Event) -> String {
    tell_named(event, &label)
}

/// One event as [`tell`] tells it, squares named by `label`.
fn tell_named(event: &Event, label: &dyn Fn(SquareId) -> String) -> String {
    match event {
        Event::Rolled { player, throw } => format!("{} rolled {}", who(*player), throw.value()),
        Event::ThrowOffTied { players } => {
            let players: Vec<String> = players.iter().map(|&p| who(p)).collect();
            format!("tied {}", players.join(" "))
        }
        Event::TurnPassed { player } => format!("turn {}", who(*player)),
        Event::CoinEntered { player, square } => {
            format!("{} entered {}", who(*player), label(*square))
        }
        Event::CoinMoved {
            player,
            from,
            to,
            squares,
        } => {
            let squares: Vec<String> = squares.iter().map(|&s| label(s)).collect();
            format!(
                "{} moved {}-{} [{}]",
                who(*player),
                label(*from),
                label(*to),
                squares.join(" ")
            )
        }
        Event::CoinCut { player, square, by } => {
            format!("{} cut at {} by {}", who(*player), label(*square), who(*by))
        }
        Event::CoinHome { player } => format!("{} home", who(*player)),
        Event::ValueLost { player, value } => format!("{} lost {value}", who(*player)),
        Event::Ladder { player, from, to } => format!("{} climbed {from}-{to}", who(*player)),
        Event::Snake { player, from, to } => format!("{} slid {from}-{to}", who(*player)),
        Event::ExtraRoll { player, reason } => {
            let why = match reason {
                ExtraRollReason::BonusThrow(value) => format!("bonus {value}"),
                ExtraRollReason::Cut => "cut".to_owned(),
                ExtraRollReason::Home => "home".to_owned(),
                ExtraRollReason::Entered => "entered".to_owned(),
            };
            format!("{} rolls again: {why}", who(*player))
        }
        Event::PlayerFinished { player, place } => format!("{} finished {place}", who(*player)),
        Event::GameOver { winner } => match winner {
            Some(player) => format!("game over: {} wins", who(*player)),
            None => "game over: drawn".to_owned(),
        },
    }
}

/// Every event as a short sentence, in order.
#[must_use]
pub fn story(events: &[Event]) -> Vec<String> {
    events.iter().map(tell).collect()
}

/// Every event as a short sentence, in order, squares named as `board` labels them (`r6c3` on
/// the 7x7 board).
#[must_use]
pub fn story_on(board: &Board, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|event| tell_named(event, &|square| label_on(board, square)))
        .collect()
}

/// Every event as a short sentence, in order, squares named as the 7x7 board of Thayam labels
/// them: `p1 moved r6c4-r6c6 [r6c5 r6c6]`.
#[must_use]
pub fn thayam_story(events: &[Event]) -> Vec<String> {
    story_on(BoardKind::Grid.board(), events)
}

/// Paramapadam fixtures: positions in its notation, sticks set to throw chosen values, and
/// throws made by whoever is to throw.
pub mod paramapadam {
    use dhayam_core::Event;
    use dhayam_core::paramapadam::Paramapadam;

    use super::{SEED, drawn_for, story, tidy};

    /// The position `text` describes; each line is trimmed, so fixtures may be indented.
    #[must_use]
    pub fn position(text: &str) -> Paramapadam {
        Paramapadam::from_notation(&tidy(text)).expect("the fixture is a valid position")
    }

    /// The position `text` describes, its sticks set to throw `values` next.
    #[must_use]
    pub fn throwing(text: &str, values: &[u8]) -> Paramapadam {
        let sticks = format!("sticks {SEED} {}", drawn_for(SEED, values));
        position(&format!("{}\n{sticks}", tidy(text)))
    }

    /// The player to throw throws the sticks; returns what it caused.
    pub fn throw(game: &mut Paramapadam) -> Vec<Event> {
        let player = game.to_act().expect("someone is to throw");
        let mut events = Vec::new();
        game.roll(player, &mut events)
            .expect("the player to throw may throw");
        events
    }

    /// `count` throws in a row, by whoever is to throw; what they caused, told as [`story`] tells it.
    pub fn throws(game: &mut Paramapadam, count: usize) -> Vec<String> {
        let mut events = Vec::new();
        for _ in 0..count {
            events.extend(throw(game));
        }
        story(&events)
    }
}
