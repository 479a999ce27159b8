//! Quick undo (docs/RULES.md, "Undo and refused actions"): undo restores the exact position before
//! the last roll or move, the sticks' state included, so rolling again after undoing a roll gives
//! the same throw.

use crate::common;

use common::{position, race, throwing};
use dhayam_core::{Game, PlayError, Position, Preset};

fn game(text: &str) -> Game {
    Game::from(position(text))
}

#[test]
fn undoing_a_roll_restores_the_exact_position_sticks_included() {
    let mut game = game(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 roll
         sticks 99 5",
    );
    let before = race(&game).clone();
    game.roll(0).expect("p1 may roll");
    assert_ne!(race(&game).sticks(), before.sticks());
    game.undo().expect("a roll to undo");
    assert_eq!(race(&game), &before);
    assert_eq!(race(&game).sticks(), (99, 5));
}

#[test]
fn rolling_again_after_undoing_a_roll_gives_the_same_throw() {
    let mut game = Game::from(Position::new(Preset::Traditional.rules(), 31).expect("valid rules"));
    let (first, first_events) = game.roll(0).expect("p1 throws off");
    game.undo().expect("a roll to undo");
    let (again, again_events) = game.roll(0).expect("p1 throws off again");
    assert_eq!(again, first);
    assert_eq!(again_events, first_events);
}

#[test]
fn undoing_a_move_restores_the_position_before_it() {
    let text = "dhayam 1
        rules traditional coins=6
        p1 cut=no home*4 20 40
        p2 cut=no home*5 44
        turn p1 move bank=3,4";
    let mut game = game(text);
    let mv = race(&game).parse_move("40+4").expect("a move");
    game.play(0, mv).expect("a legal move");
    assert!(race(&game).has_cut(0));
    game.undo().expect("a move to undo");
    assert_eq!(race(&game), &position(text));
    assert!(!race(&game).has_cut(0));
    assert_eq!(race(&game).coins_on(1, 44), 1);
}

#[test]
fn undoing_the_move_that_won_reopens_the_game() {
    let text = "dhayam 1
        rules traditional coins=6
        p1 cut=yes 49 Oval*5
        p2 cut=no home*6
        turn p1 move bank=1";
    let mut game = game(text);
    let mv = race(&game).parse_move("49+1").expect("a move");
    game.play(0, mv).expect("a legal move");
    assert_eq!(race(&game).winner(), Some(0));
    game.undo().expect("a move to undo");
    assert_eq!(race(&game), &position(text));
    assert_eq!(race(&game).winner(), None);
}

#[test]
fn there_is_nothing_to_undo_in_a_new_game() {
    let mut game = Game::from(Position::new(Preset::Traditional.rules(), 1).expect("valid rules"));
    assert!(!game.can_undo());
    assert_eq!(game.undo(), Err(PlayError::NothingToUndo));
}

#[test]
fn only_the_last_action_can_be_undone() {
    let mut game = Game::from(throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 roll",
        &[3],
    ));
    game.roll(0).expect("p1 may roll");
    let mv = race(&game).parse_move("40+3").expect("a move");
    game.play(0, mv).expect("a legal move");
    let after_roll = {
        let mut probe = game.clone();
        probe.undo().expect("the move to undo");
        race(&probe).clone()
    };
    game.undo().expect("the move to undo");
    assert_eq!(race(&game), &after_roll);
    assert_eq!(game.undo(), Err(PlayError::NothingToUndo));
}

#[test]
fn a_refused_action_leaves_the_last_action_to_undo() {
    let mut game = Game::from(throwing(
        "dhayam 1
         rules traditional coins=6
         p1 cut=no home*5 40
         p2 cut=no home*6
         turn p1 roll",
        &[3],
    ));
    let before: Position = race(&game).clone();
    game.roll(0).expect("p1 may roll");
    assert_eq!(game.roll(0), Err(PlayError::MustMove));
    game.undo().expect("the roll to undo");
    assert_eq!(race(&game), &before);
}

#[test]
fn a_game_saved_in_notation_and_resumed_throws_what_the_original_would_have() {
    let mut original =
        Game::from(Position::new(Preset::Traditional.rules(), 5).expect("valid rules"));
    original.roll(0).expect("p1 throws off");
    let mut resumed = Game::from(
        Position::from_notation(&race(&original).notation()).expect("a saved game loads"),
    );
    assert_eq!(race(&resumed), race(&original));
    for _ in 0..20 {
        let Some(player) = race(&original).to_act() else {
            break;
        };
        if !race(&original).must_roll() {
            let mv = race(&original).legal_moves()[0];
            assert_eq!(resumed.play(player, mv), original.play(player, mv));
            continue;
        }
        assert_eq!(resumed.roll(player), original.roll(player));
    }
    assert_eq!(race(&resumed), race(&original));
}
