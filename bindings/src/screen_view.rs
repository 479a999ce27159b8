//! The game screen's view model as the shells draw it ([`GameScreenView`] and its parts),
//! converted from `dhayam_core::app`: the coins at the current step of an animation, what may
//! be tapped, the chips, the sticks, the status and prompt as message keys, each player's
//! strip, the Undo bar, the pause menu and how the game ended — and, for screen readers, each
//! control's label in the core's words and the version of the board read in order, which is
//! fetched apart ([`BoardReading`]); likewise the version of the last turns ([`RecentTurns`]).

use dhayam_core::app as da;

use crate::learn::{Hint, LogTurn, LogView};

use crate::error::wide;
use crate::moves::{Move, Throw};
use crate::setup::{BoardSkin, GameKind, SeatKind, TokenStyle};
use crate::text::{Text, of_message};

/// Where a coin is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Spot {
    /// In its player's home circle, waiting to come out (Paramapadam: waiting to come in).
    Home,
    /// On a square; the goal square holds the coins that reached it.
    Square {
        /// The square's id in the board's layout.
        square: u32,
    },
}

/// Some coins of one player drawn together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Pile {
    /// Where they are.
    pub spot: Spot,
    /// Whose they are.
    pub player: u32,
    /// How many (at least one).
    pub coins: u32,
}

/// One place on the board, read aloud.
#[derive(Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SquareReading {
    /// A square (the goal among them), or a home circle.
    pub spot: Spot,
    /// Whose home circle, for `Spot::Home`; none for a square.
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

/// The board read aloud, fetched apart from the view: it is most of the game screen's bytes and
/// changes only when the coins drawn or the player to act do, so a shell keeps it while the
/// view's `reading_version` equals its `version`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct BoardReading {
    /// Changes whenever `squares` does; the same words have the same version, in any game.
    pub version: u64,
    /// Every square along the reader's path, then the squares only other paths cross, each
    /// home circle and the goal, each with what stands on it as drawn.
    pub squares: Vec<SquareReading>,
}

/// What the last few turns did, fetched apart from the view: half of the game screen's bytes
/// once the board reading left it, and changed about once a turn, so a shell keeps it while the
/// view's `recent_version` equals its `version`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct RecentTurns {
    /// Changes whenever `turns` does; the same turns have the same version, in any game and
    /// after a resume.
    pub version: u64,
    /// The last turns that did something (three at most), oldest first.
    pub turns: Vec<LogTurn>,
}

impl From<da::RecentTurns> for RecentTurns {
    fn from(recent: da::RecentTurns) -> Self {
        Self {
            version: recent.version,
            turns: recent.turns.iter().cloned().map(Into::into).collect(),
        }
    }
}

impl From<da::BoardReading> for BoardReading {
    fn from(reading: da::BoardReading) -> Self {
        Self {
            version: reading.version,
            squares: reading.squares.iter().map(Into::into).collect(),
        }
    }
}

/// One banked value.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
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

pub use da::Gate;

/// One player's strip beside the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PlayerStrip {
    /// The player's number, 0 for Player 1.
    pub player: u32,
    /// Which path of the board's layout they follow and which home circle is theirs.
    pub path: u32,
    /// A person, or the computer at a level.
    pub kind: SeatKind,
    /// Their coins' look.
    pub token: TokenStyle,
    /// Coins waiting in the home circle (Paramapadam: the token waiting to come in), as drawn.
    pub waiting: u32,
    /// Coins on the board, short of the goal, as drawn.
    pub on_board: u32,
    /// Coins at the goal, as drawn.
    pub finished: u32,
    /// Their gate.
    pub gate: Gate,
    /// Their finishing place, 1 for first, once they have one.
    pub place: Option<u32>,
    /// It is their turn.
    pub to_act: bool,
    /// The strip in words: "Player 2, computer, Medium. To play. 3 at the goal. 4 waiting.
    /// Gate closed."
    pub text: Text,
}

/// The quick Undo bar.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct UndoBar {
    /// Milliseconds before it goes; it starts counting once the action has been shown.
    pub ms_left: u64,
    /// Its label with the whole seconds left: "Undo, 2 seconds left."
    pub text: Text,
}

/// How a game ended (the core's `GameOver`, renamed here because the generated Kotlin nests
/// `Event.GameOver` and `Refusal.GameOver` beside it).
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct GameResult {
    /// The winner, or none for a draw (no coin could ever move again).
    pub winner: Option<u32>,
    /// Every place, first first: those who finished, then the one player left, if one was.
    pub places: Vec<u32>,
}

/// One legal move of the person to move, as the screen offers it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveOption {
    /// The move, to hand back with `Intent::Play`.
    pub action: Move,
    /// Where the moving coin is: a square, or the home circle for a coin coming out.
    pub from: Spot,
    /// The banked values it spends, ascending.
    pub values: Vec<u32>,
    /// The square it lands on.
    pub to: u32,
    /// Whether landing there cuts opponent coins.
    pub cuts: bool,
    /// Whether it lands on the goal.
    pub reaches_goal: bool,
    /// The move in words: "Move the coin on 88 by 5 to 85. Cuts Player 2."
    pub text: Text,
    /// The move in short, as its button shows it: "88 → 85 (5) ✕".
    pub label: Text,
}

/// The game screen, to draw.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
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
    /// The game banks its throws, so the bank is shown, empty or not (Paramapadam has none).
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
    /// The person's legal moves, for screen readers; empty while they must roll, while
    /// someone else acts, or while taps wait.
    pub moves: Vec<MoveOption>,
    /// Each player's strip, in turn order.
    pub players: Vec<PlayerStrip>,
    /// Who is to act, or none once the game is over.
    pub to_act: Option<u32>,
    /// The Roll button is live.
    pub can_roll: bool,
    /// The Hint button is live.
    pub can_hint: bool,
    /// What the action on show has told so far, oldest first; a shell with room for one
    /// line shows the last.
    pub status: Vec<Text>,
    /// What to do now, if anything.
    pub prompt: Option<Text>,
    /// Why the person's last request was refused, until the next is accepted or an action
    /// happens.
    pub refusal: Option<Text>,
    /// The quick Undo bar, while it shows.
    pub undo: Option<UndoBar>,
    /// The Pause button is live: the game is not over.
    pub can_pause: bool,
    /// The pause menu is open.
    pub paused: bool,
    /// The app is in the background.
    pub in_background: bool,
    /// How the game ended, once it has.
    pub game_over: Option<GameResult>,
    /// The game's number in the store, or none for a game that isn't saved.
    pub saved_number: Option<i64>,
    /// The version of the board read aloud as drawn now ([`BoardReading::version`]): the
    /// reading itself is fetched apart (`AppHandle::board_reading`), only when this differs
    /// from the version of the one the shell holds.
    pub reading_version: u64,
    /// The hint asked for, until the next action: ring its move, say its reason.
    pub hint: Option<Hint>,
    /// The game's log, while it is open.
    pub log: Option<LogView>,
    /// The version of what the last few turns did ([`RecentTurns::version`]), shown beside the
    /// board where there is room: the turns themselves are fetched apart
    /// (`AppHandle::recent`), only when this differs from the version of those the shell holds.
    pub recent_version: u64,
}

impl From<da::Spot> for Spot {
    fn from(spot: da::Spot) -> Self {
        match spot {
            da::Spot::Home => Self::Home,
            da::Spot::Square(square) => Self::Square {
                square: square.into(),
            },
        }
    }
}

impl From<da::Pile> for Pile {
    fn from(pile: da::Pile) -> Self {
        Self {
            spot: pile.spot.into(),
            player: pile.player.into(),
            coins: pile.coins.into(),
        }
    }
}

impl From<&da::SquareReading> for SquareReading {
    fn from(reading: &da::SquareReading) -> Self {
        Self {
            spot: reading.spot.into(),
            player: reading.player.map(Into::into),
            text: reading.text.clone(),
        }
    }
}

impl From<da::Chip> for Chip {
    fn from(chip: da::Chip) -> Self {
        Self {
            value: chip.value.into(),
            picked: chip.picked,
            usable: chip.usable,
            releases: chip.releases,
            text: chip.text,
        }
    }
}

impl From<da::PlayerStrip> for PlayerStrip {
    fn from(strip: da::PlayerStrip) -> Self {
        Self {
            player: strip.player.into(),
            path: strip.path.into(),
            kind: strip.kind,
            token: strip.token,
            waiting: strip.waiting.into(),
            on_board: strip.on_board.into(),
            finished: strip.finished.into(),
            gate: strip.gate,
            place: strip.place.map(Into::into),
            to_act: strip.to_act,
            text: strip.text,
        }
    }
}

impl From<da::GameOver> for GameResult {
    fn from(over: da::GameOver) -> Self {
        Self {
            winner: over.winner.map(Into::into),
            places: wide(over.places),
        }
    }
}

impl From<da::MoveOption> for MoveOption {
    fn from(option: da::MoveOption) -> Self {
        Self {
            action: option.mv,
            from: option.from.into(),
            values: wide(option.values),
            to: option.to.into(),
            cuts: option.cuts,
            reaches_goal: option.reaches_goal,
            text: option.text,
            label: option.label,
        }
    }
}

/// Each of `items` converted.
fn all<T, U: From<T>>(items: Vec<T>) -> Vec<U> {
    items.into_iter().map(Into::into).collect()
}

impl From<da::GameScreenView> for GameScreenView {
    fn from(view: da::GameScreenView) -> Self {
        Self {
            status: view
                .status
                .iter()
                .map(|m| of_message(m, view.game))
                .collect(),
            prompt: view.prompt.as_ref().map(|m| of_message(m, view.game)),
            refusal: view.refusal.map(|r| r.text(view.game)),
            game: view.game,
            skin: view.skin,
            goal: view.goal.into(),
            coins: all(view.coins),
            walking: view.walking,
            sticks: view.sticks.map(Into::into),
            sticks_text: view.sticks_text,
            shows_bank: view.shows_bank,
            chips: all(view.chips),
            picked: view.picked.map(Into::into),
            movable: all(view.movable),
            destinations: wide(view.destinations),
            ring: view.ring,
            moves: all(view.moves),
            players: all(view.players),
            to_act: view.to_act.map(Into::into),
            can_roll: view.can_roll,
            can_hint: view.can_hint,
            undo: view.undo.map(|undo| UndoBar {
                ms_left: undo.ms_left,
                text: undo.text,
            }),
            can_pause: view.can_pause,
            paused: view.paused,
            in_background: view.in_background,
            game_over: view.game_over.map(Into::into),
            saved_number: view.saved_number,
            reading_version: view.reading.version,
            hint: view.hint.map(Into::into),
            log: view.log.map(Into::into),
            recent_version: view.recent.version,
        }
    }
}
