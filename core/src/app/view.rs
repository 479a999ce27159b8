//! The view model of the game screen: everything a shell draws, as plain data, at the moment
//! asked — the coins at the current step of an animation, what may be tapped, the chips, the
//! sticks, the status, prompt and refusal in words, each player's strip, the Undo bar, the
//! pause menu and the game's end — and, for screen readers, each control's label in words
//! (`reading`) and the versions of the board read aloud and of the last turns, which a shell
//! fetches apart when they change. With the core's `ffi` feature these types cross to the
//! shells as they are.

use crate::bank::Bank;
use crate::board::SquareId;
use crate::event::Player;
use crate::game::{GameKind, State};
use crate::learn::{HintReason, LogView};
use crate::paramapadam::LAST_SQUARE;
use crate::position::Phase;
use crate::setup::{BoardSkin, SeatKind, SeatSetup, TokenStyle};
use crate::sticks;

use super::options::MoveOption;
use super::picture::{Picture, Pile, Spot};
use super::reading;
use super::strip::{Gate, PlayerStrip};
use crate::text::Text;

/// The game screen, to draw.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GameScreenView {
    /// Which game.
    pub game: GameKind,
    /// The board's look.
    pub skin: BoardSkin,
    /// The goal square (the Oval, the centre, 132): coins that reached it stand there.
    pub goal: u32,
    /// Every coin as drawn at this step of the action on show, pile by pile, ordered by spot
    /// (home circles first) and then player.
    pub coins: Vec<Pile>,
    /// An action is on show: coins walk, and taps wait.
    pub walking: bool,
    /// The sticks as last thrown, once any throw has been seen.
    pub sticks: Option<Throw>,
    /// The sticks in words ("Sticks: 5."), once any throw has been seen.
    pub sticks_text: Option<Text>,
    /// The game banks its throws, so the bank is shown, empty or not (Paramapadam has none:
    /// each throw moves the token at once).
    pub shows_bank: bool,
    /// The banked values, ascending, one chip per value banked.
    pub chips: Vec<Chip>,
    /// The coin the person has picked, if any.
    pub picked: Option<Spot>,
    /// Where the person's coins that may move now are (with the chip picked, if any).
    pub movable: Vec<Spot>,
    /// The squares the person's move may land on now (narrowed by the picks), ascending.
    pub destinations: Vec<u32>,
    /// Draw the pulsing ring on `destinations` (the legal-move ring setting).
    pub ring: bool,
    /// The person's legal moves, for screen readers and the terminal; empty while they must
    /// roll, while someone else acts, or while taps wait.
    pub moves: Vec<MoveOption>,
    /// Each player's strip, in turn order.
    pub players: Vec<PlayerStrip>,
    /// Who is to act, or none once the game is over.
    pub to_act: Option<u32>,
    /// The Roll button is live.
    pub can_roll: bool,
    /// The Hint button is live: a person is to move in Dhayam or Thayam (not in a lesson, which
    /// rings its own move).
    pub can_hint: bool,
    /// What the action on show has told so far, oldest first (after it, all it told); a shell
    /// with room for one line shows the last.
    pub status: Vec<Text>,
    /// What to do now, if anything.
    pub prompt: Option<Text>,
    /// Why the person's last request was refused, until the next is accepted or an action
    /// happens.
    pub refusal: Option<Text>,
    /// The quick Undo bar, while it shows.
    pub undo: Option<UndoBar>,
    /// The Pause button is live: the game is not over (the game-over card has the screen then).
    pub can_pause: bool,
    /// The pause menu is open.
    pub paused: bool,
    /// The app is in the background.
    pub in_background: bool,
    /// How the game ended, once it has.
    pub game_over: Option<GameOver>,
    /// The game's number in the store, or none for a game that isn't saved.
    pub saved_number: Option<i64>,
    /// The version of the board read aloud as drawn now (`BoardReading::version`): the reading
    /// itself, for screen readers, is fetched apart (`AppModel::board_reading`), only when this
    /// differs from the version of the one the shell holds. It reads every square along the
    /// path of the player read for (the person to act, or the one person seated; else the
    /// player to act, or Player 1), then the squares only other paths cross, each home circle
    /// and the goal, each with what stands on it as drawn now.
    pub reading_version: u64,
    /// The hint asked for: the move Hard would play, to ring, and why; until the next action.
    pub hint: Option<Hint>,
    /// The game's log, while it is open (from the pause menu).
    pub log: Option<LogView>,
    /// The version of what the last few turns did (`RecentTurns::version`; `RECENT_TURNS` at
    /// most, none that did nothing yet), shown beside the board where there is room, as the
    /// terminal does: the turns themselves are fetched apart (`AppModel::recent`), only when
    /// this differs from the version of those the shell holds.
    pub recent_version: u64,
}

/// The sticks as last thrown, as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Throw {
    /// Pips showing on each of the two sticks, 0 to 3.
    pub faces: Vec<u32>,
    /// The throw's value: the sum, or 12 for two blanks.
    pub value: u32,
}

impl From<sticks::Throw> for Throw {
    fn from(throw: sticks::Throw) -> Self {
        Self {
            faces: throw.faces.map(u32::from).to_vec(),
            value: throw.value().into(),
        }
    }
}

/// The move Hard would play, and why.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Hint {
    /// The move, as the screen offers it (ring its `from` and `to`).
    pub option: MoveOption,
    /// Why it is good.
    pub reason: HintReason,
    /// The reason in words.
    pub text: Text,
}

/// One banked value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Chip {
    /// The value.
    pub value: u32,
    /// It is the chip picked.
    pub picked: bool,
    /// Some legal move spends it now.
    pub usable: bool,
    /// A five thrown straight after a 1 that may also bring a coin out.
    pub releases: bool,
    /// Its label: "5, picked." / "5, can't move now.", and "Also brings a coin out."
    pub text: Text,
}

/// The quick Undo bar.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct UndoBar {
    /// Milliseconds before it goes; it starts counting once the action has been shown.
    pub ms_left: u64,
    /// Its label with the whole seconds left, rounded up: "Undo, 2 seconds left."
    pub text: Text,
}

impl UndoBar {
    /// The bar with `ms_left` milliseconds left.
    #[must_use]
    pub fn new(ms_left: u64) -> Self {
        Self {
            ms_left,
            text: reading::undo_text(ms_left),
        }
    }
}

/// How a game ended (exported as `GameResult`, the name the shells know it by). Its players are
/// `u32`s, as a list of numbers crosses to the shells (UniFFI would make a list of `u8` bytes).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record), uniffi(name = "GameResult"))]
pub struct GameOver {
    /// The winner, or none for a draw (no coin could ever move again).
    pub winner: Option<u32>,
    /// Every place, first first: those who finished, then the one player left, if one was.
    pub places: Vec<u32>,
}

/// The goal square of `state`'s board.
pub(crate) fn goal(state: &State) -> SquareId {
    match state {
        State::Race(position) => position.square_at(0, position.board().goal()),
        State::Paramapadam(_) => LAST_SQUARE,
    }
}

/// The chips of `bank` in a game of `game`: `pick` is the value picked, `options` the legal
/// moves.
pub(crate) fn chips(
    game: GameKind,
    bank: &Bank,
    pick: Option<u8>,
    options: &[MoveOption],
) -> Vec<Chip> {
    let fives = bank.values.count(5);
    let mut picked = pick;
    let mut five = 0;
    bank.values
        .iter()
        .map(|value| {
            let is_picked = picked == Some(value);
            let usable = options
                .iter()
                .any(|option| option.values.contains(&u32::from(value)));
            // The bank spends plain fives first, so the releasing ones are the last.
            let releases = value == 5 && five >= fives.saturating_sub(bank.releasing_fives);
            if is_picked {
                picked = None;
            }
            five += u8::from(value == 5);
            Chip {
                value: u32::from(value),
                picked: is_picked,
                usable,
                releases,
                text: reading::chip_text(game, value, is_picked, usable, releases),
            }
        })
        .collect()
}

/// Each player's strip: counts from the `picture` on show, the rest from `state`.
pub(crate) fn strips(state: &State, seats: &[SeatSetup], picture: &Picture) -> Vec<PlayerStrip> {
    let goal = goal(state);
    let (players, coins) = match state {
        State::Race(position) => (position.rules().players, position.rules().coins),
        State::Paramapadam(game) => (game.rules().players, 1),
    };
    let places = state.places();
    (0..players)
        .map(|player| {
            let waiting = picture.count(Spot::Home, player);
            let finished = picture.count(Spot::on(goal), player);
            let seat = seats.get(usize::from(player));
            let mut strip = PlayerStrip {
                player: u32::from(player),
                path: match state {
                    State::Race(position) => u32::from(position.seat(player)),
                    State::Paramapadam(_) => 0,
                },
                kind: seat.map_or(SeatKind::Human, |seat| seat.kind),
                token: seat.map_or(TokenStyle::ALL[usize::from(player)], |seat| seat.token),
                waiting,
                on_board: u32::from(coins).saturating_sub(waiting + finished),
                finished,
                gate: match state {
                    State::Race(position) if position.rules().switches.must_cut_before_home => {
                        if position.gate_closed(player) {
                            Gate::Closed
                        } else {
                            Gate::Open
                        }
                    }
                    State::Race(_) | State::Paramapadam(_) => Gate::None,
                },
                place: (1..)
                    .zip(places)
                    .find(|&(_, &p)| p == player)
                    .map(|(place, _)| place),
                to_act: state.to_act() == Some(player),
                text: Text::plain(""),
            };
            strip.text = reading::strip_text(&strip);
            strip
        })
        .collect()
}

/// How `state` ended, once it has.
pub(crate) fn game_over(state: &State) -> Option<GameOver> {
    if state.to_act().is_some() {
        return None;
    }
    let players = match state {
        State::Race(position) => position.rules().players,
        State::Paramapadam(game) => game.rules().players,
    };
    let mut places = state.places().to_vec();
    let left: Vec<Player> = (0..players).filter(|p| !places.contains(p)).collect();
    let drawn = state.winner().is_none();
    if let [last] = left[..]
        && !drawn
    {
        places.push(last);
    }
    Some(GameOver {
        winner: state.winner().map(u32::from),
        places: places.into_iter().map(u32::from).collect(),
    })
}

/// Whether `state` is deciding who starts.
pub(crate) const fn in_throw_off(state: &State) -> bool {
    matches!(state, State::Race(position) if matches!(position.phase(), Phase::ThrowOff { .. }))
}
