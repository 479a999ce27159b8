//! Every message, refusal and notice as the shells word it: a string key and its arguments
//! ([`Text`]). The core chooses the key — which sentence, which noun the game uses (a coin in
//! Dhayam, a pawn in Thayam, a token in Paramapadam), which plural form is counted, what a
//! square is called and in which case (`square`) — and the shells look the key up in their own
//! English and Tamil resources, so no shell decides what is said. `tests/golden/text_keys.txt` lists every key with its arguments; the strings check
//! proves both platforms have both languages of each.

use crate::event::ExtraRollReason;
use crate::game::GameKind;

mod fields;
mod message;
mod square;

pub use fields::{SWITCHES, field_key};
pub use message::{Message, Refusal, SaveProblem, TurnSummary};
pub(crate) use square::every_name as every_square_name;
pub use square::{Case, square};

/// One sentence: the key of a string resource, its arguments in placeholder order, the count
/// that picks its plural form (then the key names a plural resource), and sentences said after
/// it, each in its own words.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Text {
    /// The resource's key.
    pub key: &'static str,
    /// Its arguments, `%1$…` first.
    pub args: Vec<Arg>,
    /// The number that picks the plural form; the key is a plural resource when there is one.
    pub count: Option<u32>,
    /// Sentences that follow, joined with a space.
    pub more: Vec<Text>,
}

/// Written short for the golden transcript and bug reports, which hold hundreds of texts a
/// line: `key(args)`, `key#count(args)` for a counted sentence, the sentences after it joined
/// with ` + `; arguments `7`, `[1, 5]`, `name_key` or `name_key[2]` for a name, a square's
/// among them (as the shells receive it: a key and the numbers that fill it).
impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key)?;
        if let Some(count) = self.count {
            write!(f, "#{count}")?;
        }
        f.write_str("(")?;
        for (i, arg) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match arg {
                Arg::Number(value) => write!(f, "{value}")?,
                Arg::Numbers(values) => write!(f, "{values:?}")?,
                Arg::Text(name) => {
                    let numbers = name.numbers();
                    f.write_str(name.key)?;
                    if !numbers.is_empty() {
                        write!(f, "{numbers:?}")?;
                    }
                }
            }
        }
        f.write_str(")")?;
        for next in &self.more {
            write!(f, " + {next:?}")?;
        }
        Ok(())
    }
}

/// One argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A number, written as a number (`%d`).
    Number(u32),
    /// Throw values, written as a list (`%s`).
    Numbers(Vec<u32>),
    /// Another text, such as a player's name or a square's in its case (`%s`).
    Text(Box<Text>),
}

impl Arg {
    /// The kind of argument, as `text_keys.txt` writes it: a name says whose it is, a square's
    /// or a player's, so the list shows which placeholder holds which.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Number(_) => "number",
            Self::Numbers(_) => "numbers",
            Self::Text(text) if square::is_square_key(text.key) => "square",
            Self::Text(text) if text.key == "player_n" => "player",
            Self::Text(_) => "text",
        }
    }
}

impl Text {
    /// A sentence with no arguments.
    #[must_use]
    pub const fn plain(key: &'static str) -> Self {
        Self {
            key,
            args: Vec::new(),
            count: None,
            more: Vec::new(),
        }
    }

    /// A sentence with `args`.
    #[must_use]
    pub const fn with(key: &'static str, args: Vec<Arg>) -> Self {
        Self {
            key,
            args,
            count: None,
            more: Vec::new(),
        }
    }

    /// A plural sentence counting `count`, which is also its first argument.
    #[must_use]
    pub fn counting(key: &'static str, count: u32) -> Self {
        Self {
            key,
            args: vec![Arg::Number(count)],
            count: Some(count),
            more: Vec::new(),
        }
    }

    /// The numbers among its arguments: all that a name inside a sentence holds (a player's
    /// number), and all the shells receive of one.
    #[must_use]
    pub fn numbers(&self) -> Vec<u32> {
        self.args
            .iter()
            .filter_map(|arg| match arg {
                Arg::Number(value) => Some(*value),
                Arg::Numbers(_) | Arg::Text(_) => None,
            })
            .collect()
    }

    /// A player's name: "Player 2".
    #[must_use]
    pub fn player(player: u32) -> Self {
        Self::with("player_n", vec![Arg::Number(player + 1)])
    }
}

/// A player's name as an argument.
pub(crate) fn player(player: impl Into<u32>) -> Arg {
    Arg::Text(Box::new(Text::player(player.into())))
}

/// Which word the game uses for what moves.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Piece {
    Coin,
    Pawn,
    Token,
}

pub(crate) const fn piece(game: GameKind) -> Piece {
    match game {
        GameKind::Dhayam => Piece::Coin,
        GameKind::Thayam => Piece::Pawn,
        GameKind::Paramapadam => Piece::Token,
    }
}

impl Message {
    /// This message in words, for a game of `game`.
    #[must_use]
    pub fn text(&self, game: GameKind) -> Text {
        let piece = piece(game);
        match *self {
            Self::Rolled { player: p, value } => {
                Text::with("event_rolled", vec![player(p), Arg::Number(value.into())])
            }
            Self::ThrowOffTied { .. } => Text::plain("event_throw_off_tied"),
            Self::TurnPassed { player: p } => Text::with("event_turn", vec![player(p)]),
            Self::CoinEntered { player: p, square } => Text::with(
                match piece {
                    Piece::Coin => "event_entered_coin",
                    Piece::Pawn => "event_entered_pawn",
                    Piece::Token => "event_entered_token",
                },
                vec![player(p), self::square(game, square, Case::At)],
            ),
            Self::Cut { by, victim, square } => Text::with(
                match piece {
                    Piece::Coin | Piece::Token => "event_cut_coin",
                    Piece::Pawn => "event_cut_pawn",
                },
                vec![
                    player(by),
                    player(victim),
                    self::square(game, square, Case::At),
                ],
            ),
            Self::ReachedGoal { player: p } => Text::with(
                match piece {
                    Piece::Coin => "event_reached_goal_coin",
                    Piece::Pawn => "event_reached_goal_pawn",
                    Piece::Token => "event_reached_goal_token",
                },
                vec![player(p)],
            ),
            Self::Ladder {
                player: p,
                from,
                to,
            } => Text::with(
                "event_ladder",
                vec![
                    player(p),
                    square(game, from, Case::From),
                    square(game, to, Case::To),
                ],
            ),
            Self::Snake {
                player: p,
                from,
                to,
            } => Text::with(
                "event_snake",
                vec![
                    player(p),
                    square(game, from, Case::From),
                    square(game, to, Case::To),
                ],
            ),
            Self::ValueLost { player: p, value } => Text::with(
                "event_value_lost",
                vec![player(p), Arg::Number(value.into())],
            ),
            Self::ExtraRoll { player: p, reason } => match reason {
                ExtraRollReason::BonusThrow(value) => Text::with(
                    "event_extra_roll_throw",
                    vec![player(p), Arg::Number(value.into())],
                ),
                ExtraRollReason::Cut => Text::with("event_extra_roll_cut", vec![player(p)]),
                ExtraRollReason::Home => Text::with("event_extra_roll_goal", vec![player(p)]),
                ExtraRollReason::Entered => Text::with("event_extra_roll_entered", vec![player(p)]),
            },
            Self::Finished { player: p, place } => {
                Text::with("event_finished", vec![player(p), Arg::Number(place.into())])
            }
            Self::Won { player: p } => Text::with("event_won", vec![player(p)]),
            Self::Drawn => Text::plain("event_drawn"),
            Self::Undone { player: p } => Text::with("event_undone", vec![player(p)]),
            Self::ComputerTurn(ref summary) => summary.text(piece),
            Self::ThrowOffRoll { player: p } => Text::with("prompt_throw_off", vec![player(p)]),
            Self::YourTurnToRoll { player: p } => Text::with("prompt_roll", vec![player(p)]),
            Self::AutoRolling { player: p } => Text::with("prompt_auto_rolling", vec![player(p)]),
            Self::PickCoin { player: p } => Text::with(
                match piece {
                    Piece::Coin | Piece::Token => "prompt_pick_coin",
                    Piece::Pawn => "prompt_pick_pawn",
                },
                vec![player(p)],
            ),
            Self::PickDestination { player: p } => {
                Text::with("prompt_pick_destination", vec![player(p)])
            }
            Self::ComputerThinking { player: p } => Text::with("prompt_thinking", vec![player(p)]),
            Self::Paused => Text::plain("prompt_paused"),
            Self::Refused(refusal) => refusal.text(game),
            Self::SavedGameSetAside => Text::plain("notice_saved_game_set_aside"),
            Self::SavedGameCleared => Text::plain("notice_saved_game_cleared"),
        }
    }
}

impl TurnSummary {
    /// "Player 2 threw 3, 5, 12." then what came of it, one counted sentence each.
    fn text(&self, piece: Piece) -> Text {
        let mut text = Text::with(
            "event_computer_turn",
            vec![
                player(self.player),
                Arg::Numbers(self.throws.iter().copied().map(u32::from).collect()),
            ],
        );
        let goal = match piece {
            Piece::Coin => "event_computer_turn_goal_coins",
            Piece::Pawn => "event_computer_turn_goal_pawns",
            Piece::Token => "event_computer_turn_goal_tokens",
        };
        for (key, count) in [
            ("event_computer_turn_cuts", self.cuts),
            (goal, self.reached_goal),
            ("event_computer_turn_ladders", self.ladders),
            ("event_computer_turn_snakes", self.snakes),
        ] {
            if count > 0 {
                text.more.push(Text::counting(key, u32::from(count)));
            }
        }
        text
    }
}

impl Refusal {
    /// Why the request was refused, in words, for a game of `game` (any game where none is on
    /// screen: only the game screen's refusals name a piece).
    #[must_use]
    pub fn text(self, game: GameKind) -> Text {
        let pawns = matches!(piece(game), Piece::Pawn);
        match self {
            Self::Walking => Text::plain("refusal_walking"),
            Self::Paused => Text::plain("refusal_paused"),
            Self::InBackground => Text::plain("refusal_in_background"),
            Self::ComputerToAct { player: p } => {
                Text::with("refusal_computer_to_act", vec![player(p)])
            }
            Self::NotYourTurn { expected } => {
                Text::with("refusal_not_your_turn", vec![player(expected)])
            }
            Self::GameOver => Text::plain("refusal_game_over"),
            Self::RollFirst => Text::plain("refusal_roll_first"),
            Self::MoveFirst => Text::plain("refusal_move_first"),
            Self::NothingToMoveOn { square } => Text::with(
                "refusal_nothing_to_move_on",
                vec![self::square(game, square, Case::At)],
            ),
            Self::NoCoinComesOut => Text::plain(if pawns {
                "refusal_no_pawn_comes_out"
            } else {
                "refusal_no_coin_comes_out"
            }),
            Self::SeveralCoinsReach { square } => Text::with(
                if pawns {
                    "refusal_several_pawns_reach"
                } else {
                    "refusal_several_coins_reach"
                },
                vec![self::square(game, square, Case::To)],
            ),
            Self::NoSuchChip { value } => {
                Text::with("refusal_no_such_chip", vec![Arg::Number(value.into())])
            }
            Self::ChipMovesNothing { value } => Text::with(
                "refusal_chip_moves_nothing",
                vec![Arg::Number(value.into())],
            ),
            Self::IllegalMove => Text::plain("refusal_illegal_move"),
            Self::NothingToUndo => Text::plain("refusal_nothing_to_undo"),
            Self::NotSaved(problem) => Text {
                more: vec![problem.text()],
                ..Text::plain("refusal_not_saved")
            },
            Self::NotRead(problem) => Text {
                more: vec![problem.text()],
                ..Text::plain("refusal_not_read")
            },
            Self::SetupCantStart => Text::plain("refusal_setup_cant_start"),
            Self::NoSavedGame => Text::plain("refusal_no_saved_game"),
            Self::NothingToConfirm => Text::plain("refusal_nothing_to_confirm"),
            Self::ConfirmFirst => Text::plain("refusal_confirm_first"),
            Self::NoGameOnScreen => Text::plain("refusal_no_game_on_screen"),
            Self::LeaveGameFirst => Text::plain("refusal_leave_game_first"),
            Self::NotOffered => Text::plain("refusal_not_offered"),
            Self::NoSetupOnScreen => Text::plain("refusal_no_setup_on_screen"),
            Self::NothingToClose => Text::plain("refusal_nothing_to_close"),
            Self::NotTheLessonsMove => Text::plain("refusal_not_the_lessons_move"),
            Self::LessonStepDone => Text::plain("refusal_lesson_step_done"),
            Self::LessonStepNotDone => Text::plain("refusal_lesson_step_not_done"),
        }
    }
}

impl SaveProblem {
    /// What went wrong with the store, as the player can act on it.
    #[must_use]
    pub const fn text(self) -> Text {
        Text::plain(match self {
            Self::DiskFull => "problem_disk_full",
            Self::Unwritable => "problem_unwritable",
            Self::Damaged => "problem_damaged",
            Self::InUse => "problem_in_use",
            Self::NotTheSavedGame => "problem_not_the_saved_game",
            Self::SavedElsewhere => "problem_saved_elsewhere",
            Self::NoStore => "problem_no_store",
            Self::Database => "problem_database",
        })
    }
}
