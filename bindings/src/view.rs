//! A game as the shells draw and drive it: the whole state as records ([`GameView`]), the legal
//! moves with where they go ([`LegalMove`]), a move the player chose ([`Move`]) and what an action
//! caused ([`Event`]), each converted from the core's types.
//!
//! Players are numbered from 0 (Player 1). Squares are named by their id in the game's
//! [`BoardLayout`](crate::layout::BoardLayout).

use dhayam_core as dc;
use dhayam_core::paramapadam::{LAST_SQUARE, Paramapadam};

use crate::error::{DhayamError, narrow, wide};
use crate::setup::{BoardSkin, GameKind, GameRules, SeatKind, TokenStyle};

/// One throw of the two sticks.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Throw {
    /// Pips showing on each of the two sticks, 0 to 3.
    pub faces: Vec<u32>,
    /// The throw's value: the sum, or 12 for two blanks.
    pub value: u32,
}

/// Why a player rolls again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ExtraRollReason {
    /// The throw was an entry or bonus value.
    BonusThrow {
        /// The value thrown.
        value: u32,
    },
    /// A cut earned it.
    Cut,
    /// A coin reaching the goal earned it.
    Home,
    /// A Paramapadam token came onto the board.
    Entered,
}

/// One thing an action caused, in order, for the shells to animate, sound and vibrate.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Event {
    /// A player threw the sticks.
    Rolled {
        /// Who threw.
        player: u32,
        /// Both faces and the value.
        sticks: Throw,
    },
    /// Players tied for the highest throw-off throw and throw again.
    ThrowOffTied {
        /// The tied players, ascending.
        players: Vec<u32>,
    },
    /// It is now `player`'s turn.
    TurnPassed {
        /// Whose turn it is.
        player: u32,
    },
    /// A coin came out onto its first square.
    CoinEntered {
        /// Whose coin.
        player: u32,
        /// The square it entered on.
        square: u32,
    },
    /// A coin moved forward.
    CoinMoved {
        /// Whose coin.
        player: u32,
        /// Where it started.
        from: u32,
        /// Where it landed.
        to: u32,
        /// Every square it passed, in order, ending with `to`.
        squares: Vec<u32>,
    },
    /// A coin was cut and went back home.
    CoinCut {
        /// Whose coin was cut.
        player: u32,
        /// Where it stood.
        square: u32,
        /// Who cut it.
        by: u32,
    },
    /// A coin reached the goal.
    CoinHome {
        /// Whose coin.
        player: u32,
    },
    /// A Paramapadam token climbed a ladder.
    Ladder {
        /// Whose token.
        player: u32,
        /// The ladder's foot.
        from: u32,
        /// The ladder's top.
        to: u32,
    },
    /// A Paramapadam token slid down a snake.
    Snake {
        /// Whose token.
        player: u32,
        /// The snake's head.
        from: u32,
        /// The snake's tail.
        to: u32,
    },
    /// A value no coin could play is gone.
    ValueLost {
        /// Whose value.
        player: u32,
        /// The value.
        value: u32,
    },
    /// The player rolls again.
    ExtraRoll {
        /// Who rolls.
        player: u32,
        /// Why.
        reason: ExtraRollReason,
    },
    /// A player has every coin at the goal.
    PlayerFinished {
        /// Who finished.
        player: u32,
        /// Their place, 1 for first.
        place: u32,
    },
    /// The game is over.
    GameOver {
        /// The player in first place, or none for a game drawn because no coin can move.
        winner: Option<u32>,
    },
}

/// A choice of the player to move. Coins on one square are interchangeable, so a move names
/// the path index (step) a coin leaves, not the coin.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Move {
    /// Spend `value` to bring a coin out onto its first square.
    Enter {
        /// The value spent.
        value: u32,
    },
    /// Move the coin at path index `from` forward by `value`.
    Advance {
        /// The coin's path index.
        from: u32,
        /// The value spent.
        value: u32,
    },
    /// Jump & go: move the coin at `from` by the sum of two or more banked `values`.
    Jump {
        /// The coin's path index.
        from: u32,
        /// The values spent, ascending.
        values: Vec<u32>,
    },
}

/// A legal move with what a shell needs to offer it: which coin, and where it lands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct LegalMove {
    /// The move, to hand back to `GameHandle::play`.
    pub action: Move,
    /// The square of the coin that moves, or none for a coin coming out.
    pub coin_square: Option<u32>,
    /// The square it lands on.
    pub to_square: u32,
    /// How many steps along its path it goes.
    pub steps: u32,
    /// The move in the position notation (`home+1`, `31+5`, `31+3+5`), for logs and tests.
    pub text: String,
}

/// What the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Phase {
    /// Dhayam and Thayam: deciding who starts.
    ThrowOff {
        /// Players still in the throw-off.
        contenders: Vec<u32>,
        /// Each player's throw this round, none if not yet thrown (or not a contender).
        thrown: Vec<Option<u32>>,
    },
    /// `player` must roll.
    Roll {
        /// Who.
        player: u32,
    },
    /// `player` must play a banked value.
    Move {
        /// Who.
        player: u32,
    },
    /// The game has ended.
    Over,
}

/// One player of a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PlayerView {
    /// The player's number, 0 for Player 1.
    pub player: u32,
    /// Which path of the board layout the player follows (and which home they wait in).
    pub seat: u32,
    /// Who plays them.
    pub kind: SeatKind,
    /// Their tokens' look.
    pub token: TokenStyle,
    /// Whether they have cut this game. Always false in Paramapadam.
    pub has_cut: bool,
    /// Whether their gate is still closed: the rules make coins wait before it until they cut.
    pub gate_closed: bool,
    /// Their finishing place, 1 for first, once they have finished.
    pub place: Option<u32>,
}

/// One coin (Paramapadam: one token).
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Coin {
    /// Whose coin.
    pub player: u32,
    /// The square it stands on, or none while it waits to enter.
    pub square: Option<u32>,
    /// Its index along its player's path, or none while it waits to enter.
    pub step: Option<u32>,
    /// Whether it has reached the goal.
    pub at_goal: bool,
    /// It cut in the current chain and may not move again in it (Classic).
    pub cut_this_chain: bool,
}

/// The whole state of a game, to draw.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct GameView {
    /// Which game.
    pub game: GameKind,
    /// Its rules, for the pause menu's rules summary.
    pub rules: GameRules,
    /// The board's look.
    pub skin: BoardSkin,
    /// Every player, in turn order.
    pub players: Vec<PlayerView>,
    /// Every coin of every player, player by player, furthest first.
    pub coins: Vec<Coin>,
    /// What the game waits for.
    pub phase: Phase,
    /// Who must act, or none once the game is over.
    pub to_act: Option<u32>,
    /// Whether the player to act must roll (rather than choose a move).
    pub must_roll: bool,
    /// Values banked and not yet played, ascending (the chips to pick from).
    pub bank: Vec<u32>,
    /// How many of the banked fives may bring a coin out (thrown straight after a 1).
    pub releasing_fives: u32,
    /// The extra roll already earned in this chain.
    pub extra_roll: Option<ExtraRollReason>,
    /// The previous throw of the current turn.
    pub last_throw: Option<u32>,
    /// Paramapadam: the player to act is rolling again within their turn.
    pub rolling_again: bool,
    /// Players who have finished, first place first.
    pub places: Vec<u32>,
    /// The winner, once someone has finished.
    pub winner: Option<u32>,
    /// Whether the game has ended.
    pub over: bool,
    /// Whether the last action can be undone.
    pub can_undo: bool,
    /// The game's number in the store, or none for a game that isn't saved.
    pub saved_number: Option<i64>,
}

/// The view of `state`, played by `seats`.
pub(crate) fn game_view(
    state: &dc::State,
    seats: &[dc::SeatSetup],
    skin: BoardSkin,
    can_undo: bool,
    saved_number: Option<i64>,
) -> GameView {
    let places = state.places();
    let player_view = |player: u8, board_seat: u8, has_cut: bool, gate_closed: bool| {
        let seat = seats.get(usize::from(player));
        PlayerView {
            player: player.into(),
            seat: board_seat.into(),
            kind: seat.map_or(SeatKind::Human, |seat| seat.kind.into()),
            token: seat.map_or(TokenStyle::Terracotta, |seat| seat.token),
            has_cut,
            gate_closed,
            place: (1..)
                .zip(places)
                .find(|&(_, &p)| p == player)
                .map(|(place, _)| place),
        }
    };
    let mut view = GameView {
        game: state.kind(),
        rules: match state {
            dc::State::Race(position) => dc::GameRules::Race(*position.rules()),
            dc::State::Paramapadam(game) => dc::GameRules::Paramapadam(*game.rules()),
        }
        .into(),
        skin,
        players: Vec::new(),
        coins: Vec::new(),
        phase: Phase::Over,
        to_act: state.to_act().map(Into::into),
        must_roll: state.to_act().is_some() && state.must_roll(),
        bank: Vec::new(),
        releasing_fives: 0,
        extra_roll: None,
        last_throw: None,
        rolling_again: false,
        places: wide(places.iter().copied()),
        winner: state.winner().map(Into::into),
        over: state.to_act().is_none(),
        can_undo,
        saved_number,
    };
    match state {
        dc::State::Race(position) => race_view(&mut view, position, &player_view),
        dc::State::Paramapadam(game) => paramapadam_view(&mut view, game, &player_view),
    }
    view
}

fn race_view(
    view: &mut GameView,
    position: &dc::Position,
    player_view: &dyn Fn(u8, u8, bool, bool) -> PlayerView,
) {
    let setup = position.to_setup();
    let goal = position.board().goal();
    for player in position.players() {
        view.players.push(player_view(
            player,
            position.seat(player),
            position.has_cut(player),
            position.gate_closed(player),
        ));
    }
    for (player, coins) in (0..).zip(&setup.coins) {
        view.coins.extend(coins.iter().map(|coin| {
            let step = match coin.place {
                dc::Place::Home => None,
                dc::Place::Path(step) => Some(step),
            };
            Coin {
                player: player.into(),
                square: step.map(|step| position.square_at(player, step).into()),
                step: step.map(Into::into),
                at_goal: step == Some(goal),
                cut_this_chain: coin.cut_this_chain,
            }
        }));
    }
    view.phase = race_phase(position);
    view.bank = wide(position.bank().values.iter());
    view.releasing_fives = position.bank().releasing_fives.into();
    view.extra_roll = position.extra_roll().map(Into::into);
    view.last_throw = setup.last_throw.map(Into::into);
}

fn paramapadam_view(
    view: &mut GameView,
    game: &Paramapadam,
    player_view: &dyn Fn(u8, u8, bool, bool) -> PlayerView,
) {
    for (player, &square) in (0..).zip(game.tokens()) {
        view.players.push(player_view(player, 0, false, false));
        let on_board = square > 0;
        view.coins.push(Coin {
            player: player.into(),
            square: on_board.then_some(square.into()),
            step: on_board.then(|| u32::from(square) - 1),
            at_goal: square == LAST_SQUARE,
            cut_this_chain: false,
        });
    }
    view.phase = game.to_act().map_or(Phase::Over, |player| Phase::Roll {
        player: player.into(),
    });
    view.rolling_again = game.rolling_again();
}

fn race_phase(position: &dc::Position) -> Phase {
    match position.phase() {
        dc::Phase::ThrowOff { contenders, throws } => Phase::ThrowOff {
            contenders: wide(position.players().filter(|p| contenders & (1 << p) != 0)),
            thrown: position
                .players()
                .map(|p| Some(u32::from(throws[usize::from(p)])).filter(|&t| t > 0))
                .collect(),
        },
        dc::Phase::Roll(player) => Phase::Roll {
            player: player.into(),
        },
        dc::Phase::Move(player) => Phase::Move {
            player: player.into(),
        },
        dc::Phase::Over => Phase::Over,
    }
}

/// The legal moves of the player to act in `state`, with where each lands.
pub(crate) fn legal_moves(state: &dc::State) -> Vec<LegalMove> {
    let dc::State::Race(position) = state else {
        return Vec::new();
    };
    let Some(player) = position.to_act() else {
        return Vec::new();
    };
    let path = position.board().path(position.seat(player));
    let moves = position.legal_moves();
    // Sized once: growing it move by move reallocated several times a call.
    let mut listed = Vec::with_capacity(moves.len());
    listed.extend(moves.into_iter().filter_map(|mv| {
        let steps = mv.steps();
        // A coin comes out onto the first square of its path, whatever the value spent.
        let to_step = mv.from().map_or(0, |from| u32::from(from) + steps);
        Some(LegalMove {
            action: mv.into(),
            coin_square: mv
                .from()
                .map(|from| position.square_at(player, from).into()),
            to_square: (*path.get(usize::try_from(to_step).ok()?)?).into(),
            steps,
            text: position.move_text(mv),
        })
    }));
    listed
}

impl From<dc::Move> for Move {
    fn from(mv: dc::Move) -> Self {
        match mv {
            dc::Move::Enter { value } => Self::Enter {
                value: value.into(),
            },
            dc::Move::Advance { from, value } => Self::Advance {
                from: from.into(),
                value: value.into(),
            },
            dc::Move::Jump { from, values } => Self::Jump {
                from: from.into(),
                values: wide(values.iter()),
            },
        }
    }
}

impl TryFrom<Move> for dc::Move {
    type Error = DhayamError;

    fn try_from(mv: Move) -> Result<Self, DhayamError> {
        let not_a_throw = |value: &u32| dc::value_index(narrow(*value)).is_none();
        let bad = |detail: String| Err(DhayamError::IllegalMove { detail });
        match mv {
            Move::Enter { value } | Move::Advance { value, .. } if not_a_throw(&value) => {
                bad(format!("{value} is not a throw value"))
            }
            Move::Jump { values, .. } if values.iter().any(not_a_throw) => {
                bad(format!("{values:?} are not all throw values"))
            }
            Move::Jump { values, .. } if values.len() < 2 => {
                bad("jump & go spends two or more values".to_owned())
            }
            Move::Enter { value } => Ok(Self::Enter {
                value: narrow(value),
            }),
            Move::Advance { from, value } => Ok(Self::Advance {
                from: narrow(from),
                value: narrow(value),
            }),
            Move::Jump { from, values } => Ok(Self::Jump {
                from: narrow(from),
                values: dc::Values::of(&values.into_iter().map(narrow).collect::<Vec<_>>()),
            }),
        }
    }
}

impl From<dc::Throw> for Throw {
    fn from(throw: dc::Throw) -> Self {
        Self {
            faces: wide(throw.faces),
            value: throw.value().into(),
        }
    }
}

impl From<dc::ExtraRollReason> for ExtraRollReason {
    fn from(reason: dc::ExtraRollReason) -> Self {
        match reason {
            dc::ExtraRollReason::BonusThrow(value) => Self::BonusThrow {
                value: value.into(),
            },
            dc::ExtraRollReason::Cut => Self::Cut,
            dc::ExtraRollReason::Home => Self::Home,
            dc::ExtraRollReason::Entered => Self::Entered,
        }
    }
}

impl From<dc::Event> for Event {
    fn from(event: dc::Event) -> Self {
        use dc::Event as E;
        let n = u32::from;
        match event {
            E::Rolled { player, throw } => Self::Rolled {
                player: n(player),
                sticks: throw.into(),
            },
            E::ThrowOffTied { players } => Self::ThrowOffTied {
                players: wide(players),
            },
            E::TurnPassed { player } => Self::TurnPassed { player: n(player) },
            E::CoinEntered { player, square } => Self::CoinEntered {
                player: n(player),
                square: n(square),
            },
            E::CoinMoved {
                player,
                from,
                to,
                squares,
            } => Self::CoinMoved {
                player: n(player),
                from: n(from),
                to: n(to),
                squares: wide(squares),
            },
            E::CoinCut { player, square, by } => Self::CoinCut {
                player: n(player),
                square: n(square),
                by: n(by),
            },
            E::CoinHome { player } => Self::CoinHome { player: n(player) },
            E::Ladder { player, from, to } => Self::Ladder {
                player: n(player),
                from: n(from),
                to: n(to),
            },
            E::Snake { player, from, to } => Self::Snake {
                player: n(player),
                from: n(from),
                to: n(to),
            },
            E::ValueLost { player, value } => Self::ValueLost {
                player: n(player),
                value: n(value),
            },
            E::ExtraRoll { player, reason } => Self::ExtraRoll {
                player: n(player),
                reason: reason.into(),
            },
            E::PlayerFinished { player, place } => Self::PlayerFinished {
                player: n(player),
                place: n(place),
            },
            E::GameOver { winner } => Self::GameOver {
                winner: winner.map(n),
            },
        }
    }
}
