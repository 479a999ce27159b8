//! The tap rule: how taps on coins, the home circle, chips and squares become one legal move.
//!
//! The person picks a coin (by the square it stands on, or the home circle) and then a
//! destination; a chip narrows the moves to those spending its value. As soon as the picked
//! coin has a single destination left, it moves at once — so with a chip picked, or a coin
//! that can go only one way, one tap plays. A ringed destination may be tapped without picking
//! a coin when only one coin can reach it; when several can, the person picks the coin first.
//! A tap on a square holding a coin that may move picks that coin, even if the square is also
//! a destination of another coin: that coin is reached by picking it first.
//!
//! Several moves of one coin can land on one square: entering with a 1 or a releasing 5, or
//! jump & go's different sums of banked values. Then the move spending the fewest values is
//! played, and among those the one spending the lowest values, keeping the rest banked: a low
//! value moves a coin least, so spending it keeps the most reach in the bank. Picking a chip
//! first chooses otherwise. Android played the fewest values; iOS waited until one candidate
//! was left, which could never happen for a destination reached two ways.
//!
//! A tap that fits nothing is refused and changes nothing, the picks included.

use crate::bank::Values;
use crate::board::SquareId;
use crate::moves::Move;

use super::options::MoveOption;
use super::picture::Spot;
use crate::text::Refusal;

/// What the person has picked towards their next move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Pick {
    /// The chip picked: only moves spending this value.
    pub chip: Option<u8>,
    /// The coin picked, by where it is.
    pub coin: Option<Spot>,
}

/// What a tap comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tapped {
    /// The picks change; nothing is played yet.
    Picked(Pick),
    /// This move is played.
    Play(Move),
}

impl Pick {
    /// Whether `option` agrees with every pick.
    fn fits(self, option: &MoveOption) -> bool {
        self.chip
            .is_none_or(|chip| option.values.contains(&u32::from(chip)))
            && self.coin.is_none_or(|coin| option.from == coin)
    }

    /// The moves of `options` that agree with every pick.
    pub(crate) fn candidates(self, options: &[MoveOption]) -> impl Iterator<Item = &MoveOption> {
        options.iter().filter(move |option| self.fits(option))
    }

    /// A tap on `square`.
    pub(crate) fn tap_square(
        self,
        square: SquareId,
        options: &[MoveOption],
    ) -> Result<Tapped, Refusal> {
        let here = Spot::on(square);
        if self.coin == Some(here) {
            return Ok(Tapped::Picked(Self { coin: None, ..self }));
        }
        if self.coin.is_some() {
            let landing: Vec<&MoveOption> = self
                .candidates(options)
                .filter(|option| option.to == u32::from(square))
                .collect();
            if let Some(mv) = resolve(&landing) {
                return Ok(Tapped::Play(mv));
            }
        }
        let any_coin = Self { coin: None, ..self };
        if any_coin
            .candidates(options)
            .any(|option| option.from == here)
        {
            return Ok(Self {
                coin: Some(here),
                ..self
            }
            .settle(options));
        }
        let reaching: Vec<&MoveOption> = any_coin
            .candidates(options)
            .filter(|option| option.to == u32::from(square))
            .collect();
        if reaching
            .first()
            .is_some_and(|first| reaching.iter().any(|option| option.from != first.from))
        {
            return Err(Refusal::SeveralCoinsReach { square });
        }
        if let Some(mv) = resolve(&reaching) {
            return Ok(Tapped::Play(mv));
        }
        // A coin that may move, but not with the picked chip: the coin wins, the chip goes.
        if options.iter().any(|option| option.from == here) {
            return Ok(Self {
                chip: None,
                coin: Some(here),
            }
            .settle(options));
        }
        Err(Refusal::NothingToMoveOn { square })
    }

    /// A tap on the home circle: a coin coming out.
    pub(crate) fn tap_home(self, options: &[MoveOption]) -> Result<Tapped, Refusal> {
        if self.coin == Some(Spot::Home) {
            return Ok(Tapped::Picked(Self { coin: None, ..self }));
        }
        let home = Self {
            coin: Some(Spot::Home),
            ..self
        };
        if home.candidates(options).next().is_some() {
            return Ok(home.settle(options));
        }
        let any_chip = Self {
            chip: None,
            coin: Some(Spot::Home),
        };
        if any_chip.candidates(options).next().is_some() {
            return Ok(any_chip.settle(options));
        }
        Err(Refusal::NoCoinComesOut)
    }

    /// A tap on a chip of `value`, with `bank` the values banked.
    pub(crate) fn tap_chip(
        self,
        value: u8,
        bank: &Values,
        options: &[MoveOption],
    ) -> Result<Tapped, Refusal> {
        if bank.count(value) == 0 {
            return Err(Refusal::NoSuchChip { value });
        }
        if self.chip == Some(value) {
            return Ok(Tapped::Picked(Self { chip: None, ..self }));
        }
        let any_coin = Self {
            chip: Some(value),
            coin: None,
        };
        if any_coin.candidates(options).next().is_none() {
            return Err(Refusal::ChipMovesNothing { value });
        }
        let picked = Self {
            chip: Some(value),
            ..self
        };
        if picked.candidates(options).next().is_none() {
            // The picked coin can't move with this chip: the chip wins, the coin goes.
            return Ok(Tapped::Picked(any_coin));
        }
        Ok(picked.settle(options))
    }

    /// Play at once if the picked coin has one destination left; otherwise keep the picks.
    fn settle(self, options: &[MoveOption]) -> Tapped {
        if self.coin.is_none() {
            return Tapped::Picked(self);
        }
        let candidates: Vec<&MoveOption> = self.candidates(options).collect();
        let single = candidates
            .first()
            .is_some_and(|first| candidates.iter().all(|option| option.to == first.to));
        match resolve(&candidates) {
            Some(mv) if single => Tapped::Play(mv),
            _ => Tapped::Picked(self),
        }
    }
}

/// Of `moves`, all landing on one square, the one to play: the fewest values spent, then the
/// lowest values; the engine's order breaks what is left.
fn resolve(moves: &[&MoveOption]) -> Option<Move> {
    moves
        .iter()
        .min_by_key(|option| (option.values.len(), option.values.clone()))
        .map(|option| option.action)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Jump & go from square 10 by `values`, landing on square 20.
    fn jump(values: &[u8]) -> MoveOption {
        MoveOption {
            action: Move::Jump {
                from: 3,
                values: Values::of(values),
            },
            from: Spot::Square { square: 10 },
            values: values.iter().copied().map(u32::from).collect(),
            to: 20,
            cuts: false,
            reaches_goal: false,
            text: crate::app::Text::plain("move_coin"),
            label: crate::app::Text::plain("move_label"),
        }
    }

    fn played(options: &[MoveOption]) -> Tapped {
        let picked = Pick {
            chip: None,
            coin: Some(Spot::Square { square: 10 }),
        };
        picked.tap_square(20, options).expect("20 is a destination")
    }

    #[test]
    fn of_moves_onto_one_square_the_one_spending_the_fewest_values_is_played() {
        let options = [jump(&[1, 2, 3]), jump(&[2, 4])];
        assert_eq!(played(&options), Tapped::Play(options[1].action));
    }

    #[test]
    fn of_as_few_values_the_lowest_are_spent() {
        let options = [jump(&[2, 4]), jump(&[1, 5])];
        assert_eq!(played(&options), Tapped::Play(options[1].action));
    }

    #[test]
    fn a_coin_whose_moves_all_land_on_one_square_moves_at_the_first_tap() {
        let options = [jump(&[2, 4]), jump(&[1, 5])];
        let tapped = Pick::default().tap_square(10, &options);
        assert_eq!(tapped, Ok(Tapped::Play(options[1].action)));
    }
}
