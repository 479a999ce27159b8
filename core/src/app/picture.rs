//! The coins as drawn at one step of an animation: how many coins of whom stand on each
//! square, wait in a home circle, or have reached the goal.
//!
//! Coins on one square are interchangeable, so a picture counts them rather than naming them;
//! moving a coin is taking one from a pile and adding it to another. The game's own state
//! gives the picture at rest ([`Picture::of`]); the frames of an action change a copy of the
//! picture before it, one event at a time.

use crate::board::SquareId;
use crate::event::Player;
use crate::game::State;
use crate::position::Place;

/// Where a coin is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Spot {
    /// In its player's home circle, waiting to come out (Paramapadam: off the board, waiting
    /// to come in).
    Home,
    /// On a square; the goal square holds the coins that reached it.
    Square {
        /// The square's id in the board's layout.
        square: u32,
    },
}

impl Spot {
    /// The spot of the square `square`.
    #[must_use]
    pub fn on(square: SquareId) -> Self {
        Self::Square {
            square: square.into(),
        }
    }
}

/// Some coins of one player drawn together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Pile {
    /// Where they are.
    pub spot: Spot,
    /// Whose they are.
    pub player: u32,
    /// How many (at least one).
    pub coins: u32,
}

/// Every coin of a game, as piles ordered by spot and then player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Picture {
    piles: Vec<Pile>,
}

impl Picture {
    /// The coins where `state` has them.
    pub(crate) fn of(state: &State) -> Self {
        let mut picture = Self::default();
        match state {
            State::Race(position) => {
                for player in position.players() {
                    for place in position.places_of(player) {
                        let spot = match place {
                            Place::Home => Spot::Home,
                            Place::Path(index) => Spot::Square {
                                square: u32::from(position.square_at(player, index)),
                            },
                        };
                        picture.add(spot, player);
                    }
                }
            }
            State::Paramapadam(game) => {
                for (player, &square) in (0..).zip(game.tokens()) {
                    let spot = if square == 0 {
                        Spot::Home
                    } else {
                        Spot::on(square)
                    };
                    picture.add(spot, player);
                }
            }
        }
        picture
    }

    /// The piles, ordered by spot and then player.
    pub(crate) fn piles(&self) -> &[Pile] {
        &self.piles
    }

    /// How many of `player`'s coins are at `spot`.
    pub(crate) fn count(&self, spot: Spot, player: Player) -> u32 {
        self.find(spot, player).map_or(0, |i| self.piles[i].coins)
    }

    /// Move one of `player`'s coins from `from` to `to`. A coin that isn't there stays put:
    /// the frames then end on the game's own picture anyway.
    pub(crate) fn shift(&mut self, player: Player, from: Spot, to: Spot) {
        let Some(i) = self.find(from, player) else {
            return;
        };
        self.piles[i].coins -= 1;
        if self.piles[i].coins == 0 {
            self.piles.remove(i);
        }
        self.add(to, player);
    }

    fn add(&mut self, spot: Spot, player: Player) {
        match self
            .piles
            .binary_search_by(|pile| (pile.spot, pile.player).cmp(&(spot, u32::from(player))))
        {
            Ok(i) => self.piles[i].coins += 1,
            Err(i) => self.piles.insert(
                i,
                Pile {
                    spot,
                    player: u32::from(player),
                    coins: 1,
                },
            ),
        }
    }

    fn find(&self, spot: Spot, player: Player) -> Option<usize> {
        self.piles
            .binary_search_by(|pile| (pile.spot, pile.player).cmp(&(spot, u32::from(player))))
            .ok()
    }
}
