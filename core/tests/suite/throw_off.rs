//! Who starts (docs/RULES.md, "Who starts"): every player throws once, the highest throw starts, 12
//! is the highest, and players tied for the highest throw again.

use crate::common;

use common::{roll, story, throwing};
use dhayam_core::{Phase, Position, Preset};

const START: &str = "
    dhayam 1
    rules traditional coins=6
    p1 cut=no home*6
    p2 cut=no home*6
    turn throw-off p1=? p2=?";

#[test]
fn a_new_game_begins_with_the_throw_off_player_1_throwing_first() {
    let game = Position::new(Preset::Traditional.rules(), 7).expect("valid rules");
    assert!(matches!(game.phase(), Phase::ThrowOff { .. }));
    assert_eq!(game.to_act(), Some(0));
    assert!(game.must_roll());
}

#[test]
fn every_player_throws_once_and_the_highest_throw_starts() {
    let mut game = throwing(START, &[3, 5]);
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 3"]);
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(story(&roll(&mut game)), ["p2 rolled 5", "turn p2"]);
    assert_eq!(game.phase(), Phase::Roll(1));

    let mut game = throwing(START, &[4, 2]);
    roll(&mut game);
    assert_eq!(story(&roll(&mut game)), ["p2 rolled 2", "turn p1"]);
    assert_eq!(game.phase(), Phase::Roll(0));
}

#[test]
fn twelve_is_the_highest_throw_off_throw() {
    let mut game = throwing(START, &[6, 12]);
    roll(&mut game);
    assert_eq!(story(&roll(&mut game)), ["p2 rolled 12", "turn p2"]);

    let mut game = throwing(START, &[12, 6]);
    roll(&mut game);
    assert_eq!(story(&roll(&mut game)), ["p2 rolled 6", "turn p1"]);
}

#[test]
fn players_tied_for_the_highest_throw_throw_again() {
    let mut game = throwing(START, &[4, 4, 2, 3]);
    roll(&mut game);
    assert_eq!(story(&roll(&mut game)), ["p2 rolled 4", "tied p1 p2"]);
    assert!(matches!(game.phase(), Phase::ThrowOff { .. }));
    assert_eq!(game.to_act(), Some(0));
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 2"]);
    assert_eq!(story(&roll(&mut game)), ["p2 rolled 3", "turn p2"]);
}

#[test]
fn a_throw_off_throw_is_neither_banked_nor_a_bonus() {
    let mut game = throwing(START, &[6, 1]);
    let mut told = story(&roll(&mut game));
    told.extend(story(&roll(&mut game)));
    assert_eq!(told, ["p1 rolled 6", "p2 rolled 1", "turn p1"]);
    assert!(game.bank().is_empty());
    assert_eq!(game.phase(), Phase::Roll(0));
}

#[test]
fn a_throw_off_half_thrown_waits_for_the_player_who_has_not_thrown() {
    let game = common::position(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*6
         p2 cut=no home*6
         turn throw-off p1=5 p2=?",
    );
    assert_eq!(game.to_act(), Some(1));
}

#[test]
fn a_new_game_is_the_position_its_setup_describes_under_every_preset() {
    // `Position::new` builds the position directly; `from_setup` counts and checks everything.
    for preset in Preset::ALL {
        for &coins in preset.coin_choices() {
            let seats = preset.board().board().seats();
            for players in 2..=seats {
                let rules = dhayam_core::RuleSet {
                    coins,
                    players,
                    ..preset.rules()
                };
                if rules.validate().is_err() {
                    continue;
                }
                for seed in [0, 1, u64::MAX] {
                    let new = Position::new(rules, seed).expect("valid rules");
                    let described = Position::from_setup(new.to_setup()).expect("a valid setup");
                    assert_eq!(
                        new, described,
                        "{preset:?}, {coins} coins, {players} players"
                    );
                    assert_eq!(new.notation(), described.notation());
                }
            }
        }
    }
}
