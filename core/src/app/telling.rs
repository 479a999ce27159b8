//! Which event gives which line of text, which cue, and what a screen reader hears.
//!
//! A person hears every event of their own actions as it is shown. A computer seat's turn
//! would be a flood — a chain of throws, moves and lost values — so it is gathered into one
//! [`TurnSummary`] said when the turn ends, followed by whatever ends it (the next turn, a
//! finish, the game's end), which every player needs to hear.

use crate::event::{Event, Player};

use super::effect::Cue;
use crate::text::{Message, TurnSummary};

/// Who took an action, which decides how it is announced and whether it may be undone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum By {
    /// A person, by a tap or a button.
    Person,
    /// Auto-roll, for a person.
    AutoRoll,
    /// A computer seat.
    Computer,
}

/// The line of text `event` gives, if any: a coin's plain move is shown, not told.
pub(crate) fn told(event: &Event) -> Option<Message> {
    Some(match *event {
        Event::Rolled { player, throw } => Message::Rolled {
            player,
            value: throw.value(),
        },
        Event::ThrowOffTied { ref players } => Message::ThrowOffTied {
            players: players.clone(),
        },
        Event::TurnPassed { player } => Message::TurnPassed { player },
        Event::CoinEntered { player, square } => Message::CoinEntered { player, square },
        Event::CoinMoved { .. } => return None,
        Event::CoinCut { player, square, by } => Message::Cut {
            by,
            victim: player,
            square,
        },
        Event::CoinHome { player } => Message::ReachedGoal { player },
        Event::Ladder { player, from, to } => Message::Ladder { player, from, to },
        Event::Snake { player, from, to } => Message::Snake { player, from, to },
        Event::ValueLost { player, value } => Message::ValueLost { player, value },
        Event::ExtraRoll { player, reason } => Message::ExtraRoll { player, reason },
        Event::PlayerFinished { player, place } => Message::Finished { player, place },
        Event::GameOver { winner } => {
            winner.map_or(Message::Drawn, |player| Message::Won { player })
        }
    })
}

/// The cue `event` gives, if any. A coin's walk cues once, as it lands.
pub(crate) const fn cue(event: &Event) -> Option<Cue> {
    match event {
        Event::Rolled { .. } => Some(Cue::Roll),
        Event::CoinEntered { .. }
        | Event::CoinMoved { .. }
        | Event::Ladder { .. }
        | Event::Snake { .. } => Some(Cue::Move),
        Event::CoinCut { .. } => Some(Cue::Cut),
        Event::CoinHome { .. } => Some(Cue::Goal),
        Event::GameOver { winner: Some(_) } => Some(Cue::Win),
        Event::GameOver { winner: None }
        | Event::ThrowOffTied { .. }
        | Event::TurnPassed { .. }
        | Event::ValueLost { .. }
        | Event::ExtraRoll { .. }
        | Event::PlayerFinished { .. } => None,
    }
}

/// What the screen reader is told, keeping a computer's turn until it ends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Announcer {
    summary: Option<TurnSummary>,
}

impl Announcer {
    /// What to announce for `event` of an action taken `by`.
    pub(crate) fn announce(&mut self, event: &Event, by: By) -> Vec<Message> {
        let mut said = Vec::new();
        if by != By::Computer {
            self.flush(&mut said);
            said.extend(told(event));
            return said;
        }
        match *event {
            Event::Rolled { player, throw } => {
                self.turn_of(player, &mut said).throws.push(throw.value())
            }
            Event::CoinCut { by, .. } => self.turn_of(by, &mut said).cuts += 1,
            Event::CoinHome { player } => self.turn_of(player, &mut said).reached_goal += 1,
            Event::Ladder { player, .. } => self.turn_of(player, &mut said).ladders += 1,
            Event::Snake { player, .. } => self.turn_of(player, &mut said).snakes += 1,
            Event::TurnPassed { .. }
            | Event::ThrowOffTied { .. }
            | Event::PlayerFinished { .. }
            | Event::GameOver { .. } => {
                self.flush(&mut said);
                said.extend(told(event));
            }
            Event::CoinEntered { .. }
            | Event::CoinMoved { .. }
            | Event::ValueLost { .. }
            | Event::ExtraRoll { .. } => {}
        }
        said
    }

    /// The summary of `player`'s turn, saying the one before first if it was someone else's
    /// (in a throw-off, computer seats throw one after another with no turn passing between).
    fn turn_of(&mut self, player: Player, said: &mut Vec<Message>) -> &mut TurnSummary {
        if self
            .summary
            .as_ref()
            .is_some_and(|summary| summary.player != player)
        {
            self.flush(said);
        }
        self.summary.get_or_insert_with(|| TurnSummary {
            player,
            ..TurnSummary::default()
        })
    }

    fn flush(&mut self, said: &mut Vec<Message>) {
        said.extend(self.summary.take().map(Message::ComputerTurn));
    }
}
