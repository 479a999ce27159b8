//! A game's running tally: what its events add to your statistics (turns, cuts, throws),
//! accumulated as the game is played and saved with it, so that a resumed game's statistics
//! continue where they stopped.

use crate::event::{Event, Player};
use crate::game::State;
use crate::position::Phase;
use crate::setup::{GameSetup, SeatKind};
use crate::sticks::{THROW_VALUES, value_index};

/// Your counts in one game so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tally {
    /// Turns you have begun: the game's length, in your turns.
    pub turns: u32,
    /// Opposing coins you cut.
    pub cuts_made: u32,
    /// Your coins cut by others.
    pub cuts_suffered: u32,
    /// Your throws by value, in the order of [`THROW_VALUES`].
    pub throws: [u32; THROW_VALUES.len()],
    /// Hints you asked for.
    pub hints: u32,
}

impl Tally {
    /// The tally of a game that starts at `state`, you being `you`: a first turn is counted if
    /// the game opens on your turn (Paramapadam draws who starts; Dhayam and Thayam open with a
    /// throw-off, whose end passes the turn).
    #[must_use]
    pub fn start(you: Player, state: &State) -> Self {
        let your_turn = match state {
            State::Race(position) => position.phase() == Phase::Roll(you),
            State::Paramapadam(game) => game.to_act() == Some(you),
        };
        Self {
            turns: u32::from(your_turn),
            ..Self::default()
        }
    }

    /// Add what `events` show: the throws of every person at the table (throw-off throws
    /// included), the turns passed to `you` (the first of them), and cuts by a person or of a
    /// person's coins (RULES_DECISIONS.md 23). `people` are the human seats.
    pub fn record(&mut self, you: Player, people: &[Player], events: &[Event]) {
        let person = |player: Player| people.contains(&player);
        for event in events {
            match *event {
                Event::Rolled { player, throw } if person(player) => {
                    if let Some(count) = value_index(throw.value()).map(|i| &mut self.throws[i]) {
                        *count += 1;
                    }
                }
                Event::TurnPassed { player } if player == you => self.turns += 1,
                Event::CoinCut { by, player, .. } => {
                    // A cut between two people at one table is made and suffered there.
                    if person(by) {
                        self.cuts_made += 1;
                    }
                    if person(player) {
                        self.cuts_suffered += 1;
                    }
                }
                _ => {}
            }
        }
    }

    /// How many times you threw `value`.
    #[must_use]
    pub fn throws_of(&self, value: u8) -> u32 {
        value_index(value).map_or(0, |i| self.throws[i])
    }
}

/// The people at the table of `setup`: its human seats, in seat order.
#[must_use]
pub(crate) fn people_in(setup: &GameSetup) -> Vec<Player> {
    setup
        .seats
        .iter()
        .enumerate()
        .filter(|(_, seat)| seat.kind == SeatKind::Human)
        .filter_map(|(seat, _)| Player::try_from(seat).ok())
        .collect()
}

/// Whose turns measure a game of `setup`: the first human seat, or Player 1 if every seat is
/// the computer.
#[must_use]
pub(crate) fn you_in(setup: &GameSetup) -> Player {
    setup
        .seats
        .iter()
        .position(|seat| seat.kind == SeatKind::Human)
        .and_then(|seat| Player::try_from(seat).ok())
        .unwrap_or(0)
}
