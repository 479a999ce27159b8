//! A game of Thayam as a whole (docs/RULES.md, "Thayam"): the Thayam preset and what it lets a
//! player change, two to four players and the order their turns pass in, who starts, the throw a
//! roll reports, and undo. How a game ends is in `thayam_game_end.rs`.

use crate::common;

use common::{position, race, roll, thayam_story as story, throwing};
use dhayam_core::{
    BoardKind, Event, Field, Game, GameKind, NotationErrorKind, Phase, Position, Preset, RuleSet,
    RuleSetError, SafeSquares, State, ThrowSet,
};

fn thayam(players: u8) -> RuleSet {
    RuleSet {
        players,
        ..Preset::Thayam.rules()
    }
}

/// A position of `players` players, every pawn at home, the turn line `turn`.
fn all_home(players: u8, turn: &str) -> String {
    let lines: Vec<String> = (1..=players)
        .map(|p| format!("p{p} cut=no home*4"))
        .collect();
    format!(
        "thayam 1\nrules thayam players={players}\n{}\n{turn}",
        lines.join("\n")
    )
}

// The preset.

#[test]
fn the_thayam_preset_is_2_players_4_pawns_entry_on_a_1_and_moving_after_each_roll() {
    let rules = Preset::Thayam.rules();
    assert_eq!(rules.preset, Preset::Thayam);
    assert_eq!(rules.board, BoardKind::Grid);
    assert_eq!((rules.players, rules.coins), (2, 4));
    assert_eq!(rules.entry, ThrowSet::of(&[1]));
    assert_eq!(rules.bonus, ThrowSet::of(&[5, 6, 12]));
    let s = rules.switches;
    assert!(s.move_after_each_roll, "move after each roll");
    assert!(s.must_cut_before_home, "the gate");
    assert!(s.cut_grants_extra_roll, "a cut earns a roll");
    assert!(
        !s.coin_can_stack_on_common_path,
        "one pawn on a plain square"
    );
    assert!(!s.must_cut_if_available && !s.jump_and_go && !s.roll_1_then_5_releases_two);
    assert_eq!(rules.safe_squares, SafeSquares::OpenToAll);
    assert!(!rules.danger_squares && !rules.home_grants_extra_roll);
    assert_eq!(rules.validate(), Ok(rules));
}

#[test]
fn throws_of_1_5_6_and_12_give_another_roll() {
    assert_eq!(
        Preset::Thayam.rules().roll_again(),
        ThrowSet::of(&[1, 5, 6, 12])
    );
}

#[test]
fn thayam_plays_with_4_5_or_6_pawns_each() {
    assert_eq!(Preset::Thayam.coin_choices(), [4, 5, 6]);
    for coins in [4, 5, 6] {
        let rules = RuleSet {
            coins,
            ..Preset::Thayam.rules()
        };
        assert_eq!(rules.validate(), Ok(rules), "{coins} pawns");
    }
    for coins in [3, 7, 12] {
        let rules = RuleSet {
            coins,
            ..Preset::Thayam.rules()
        };
        assert!(
            matches!(rules.validate(), Err(RuleSetError::Coins { coins: c, .. }) if c == coins),
            "{coins} pawns"
        );
    }
}

#[test]
fn thayam_seats_2_to_4_players() {
    for players in 2..=4 {
        assert_eq!(thayam(players).validate(), Ok(thayam(players)));
    }
    for players in [1, 5] {
        assert_eq!(
            thayam(players).validate(),
            Err(RuleSetError::Players {
                players,
                min: 2,
                max: 4
            })
        );
    }
}

/// The Thayam preset with `field` changed to another value the engine could play.
fn changed(field: Field) -> RuleSet {
    let mut rules = Preset::Thayam.rules();
    let s = &mut rules.switches;
    match field {
        Field::Board => rules.board = BoardKind::Cloth,
        Field::Players => rules.players = 3,
        Field::Coins => rules.coins = 6,
        Field::Entry => rules.entry = ThrowSet::of(&[1, 5]),
        Field::Bonus => rules.bonus = ThrowSet::of(&[6, 12]),
        Field::MustCutBeforeHome => s.must_cut_before_home = false,
        Field::MustCutIfAvailable => s.must_cut_if_available = true,
        Field::CutGrantsExtraRoll => s.cut_grants_extra_roll = false,
        Field::CoinCanMoveAfterCutting => s.coin_can_move_after_cutting = false,
        Field::CoinCanStackOnCommonPath => s.coin_can_stack_on_common_path = true,
        Field::MoveAfterEachRoll => s.move_after_each_roll = false,
        Field::JumpAndGo => s.jump_and_go = true,
        Field::Roll1Then5ReleasesTwo => s.roll_1_then_5_releases_two = true,
        Field::DangerSquares => rules.danger_squares = true,
        Field::HomeGrantsExtraRoll => rules.home_grants_extra_roll = true,
        Field::SafeSquares => rules.safe_squares = SafeSquares::ClosedToOpponents,
    }
    assert_ne!(
        rules.get(field),
        Preset::Thayam.rules().get(field),
        "{field}"
    );
    rules
}

const EDITABLE: [Field; 5] = [
    Field::Players,
    Field::Coins,
    Field::Entry,
    Field::MoveAfterEachRoll,
    Field::CutGrantsExtraRoll,
];

#[test]
fn thayam_lets_players_pawns_entry_move_after_each_roll_and_cut_grants_extra_roll_change() {
    for field in Field::ALL {
        assert_eq!(
            Preset::Thayam.lets_edit(field),
            EDITABLE.contains(&field),
            "{field}"
        );
    }
    for field in EDITABLE {
        assert_eq!(changed(field).validate(), Ok(changed(field)), "{field}");
    }
}

#[test]
fn thayam_fixes_every_other_field() {
    for field in Field::ALL.into_iter().filter(|f| !EDITABLE.contains(f)) {
        assert_eq!(
            changed(field).validate(),
            Err(RuleSetError::FixedByPreset {
                preset: Preset::Thayam,
                field
            }),
            "{field}"
        );
    }
}

#[test]
fn a_thayam_position_changing_a_fixed_field_is_refused_naming_the_field() {
    let refused = Position::from_notation(&all_home(2, "turn p1 roll").replace(
        "rules thayam players=2",
        "rules thayam players=2 bonus=6,12",
    ));
    let message = refused
        .map(drop)
        .expect_err("the rules are refused")
        .to_string();
    assert!(message.contains("thayam preset fixes bonus"), "{message}");
}

#[test]
fn thayam_rules_are_played_only_on_the_7x7_board() {
    let refused =
        Position::from_notation(&all_home(2, "turn p1 roll").replace("thayam 1", "dhayam 1"));
    assert_eq!(
        refused.map(drop).map_err(|e| e.kind),
        Err(NotationErrorKind::Rules(RuleSetError::FixedByPreset {
            preset: Preset::Thayam,
            field: Field::Board
        }))
    );
}

#[test]
fn a_thayam_position_is_written_thayam_1_rules_thayam_and_reads_back_as_printed() {
    let game = Position::new(thayam(3), 5).expect("valid rules");
    let text = game.notation();
    assert!(
        text.starts_with("thayam 1\nrules thayam players=3 coins=4 entry=1 bonus=5,6,12 "),
        "{text}"
    );
    assert_eq!(Position::from_notation(&text), Ok(game));
    let state = State::from_notation(&text).expect("a Thayam position");
    assert_eq!(state.kind(), GameKind::Thayam);
}

// Players and turns.

#[test]
fn a_new_thayam_game_begins_with_every_player_in_the_throw_off() {
    let game = Position::new(thayam(4), 7).expect("valid rules");
    assert_eq!(
        game.phase(),
        Phase::ThrowOff {
            contenders: 0b1111,
            throws: [0; 4]
        }
    );
    assert_eq!(game.to_act(), Some(0));
}

#[test]
fn with_four_players_every_player_throws_off_once_and_the_highest_starts() {
    let start = all_home(4, "turn throw-off p1=? p2=? p3=? p4=?");
    let mut game = throwing(&start, &[3, 2, 5, 4]);
    let mut told = Vec::new();
    for _ in 0..4 {
        told.extend(story(&roll(&mut game)));
    }
    assert_eq!(
        told,
        [
            "p1 rolled 3",
            "p2 rolled 2",
            "p3 rolled 5",
            "p4 rolled 4",
            "turn p3"
        ]
    );
    assert_eq!(game.phase(), Phase::Roll(2));
}

#[test]
fn players_tied_for_the_highest_throw_off_throw_throw_again_and_the_others_drop_out() {
    let start = all_home(4, "turn throw-off p1=? p2=? p3=? p4=?");
    let mut game = throwing(&start, &[3, 6, 6, 2, 4, 5]);
    for _ in 0..3 {
        roll(&mut game);
    }
    assert_eq!(story(&roll(&mut game)), ["p4 rolled 2", "tied p2 p3"]);
    assert_eq!(game.to_act(), Some(1));
    assert_eq!(story(&roll(&mut game)), ["p2 rolled 4"]);
    assert_eq!(story(&roll(&mut game)), ["p3 rolled 5", "turn p3"]);
}

/// The player to act throws each of `values` in turn, none of which brings a pawn out; the
/// players whose turn it is after each throw.
fn turns_after(players: u8, values: &[u8]) -> Vec<String> {
    let mut game = throwing(&all_home(players, "turn p1 roll"), values);
    values
        .iter()
        .filter_map(|_| story(&roll(&mut game)).pop())
        .collect()
}

#[test]
fn with_two_players_on_opposite_sides_turns_alternate() {
    assert_eq!(
        turns_after(2, &[2, 3, 4]),
        ["turn p2", "turn p1", "turn p2"]
    );
}

#[test]
fn with_three_players_turns_pass_anticlockwise_bottom_right_top() {
    let game = position(&all_home(3, "turn p1 roll"));
    let homes: Vec<u8> = (0..3).map(|p| game.square_at(p, 0)).collect();
    assert_eq!(homes, [45, 27, 3], "r6c3, r3c6, r0c3");
    assert_eq!(
        turns_after(3, &[2, 3, 4, 2]),
        ["turn p2", "turn p3", "turn p1", "turn p2"]
    );
}

#[test]
fn with_four_players_turns_pass_anticlockwise_bottom_right_top_left() {
    let game = position(&all_home(4, "turn p1 roll"));
    let homes: Vec<u8> = (0..4).map(|p| game.square_at(p, 0)).collect();
    assert_eq!(homes, [45, 27, 3, 21], "r6c3, r3c6, r0c3, r3c0");
    assert_eq!(
        turns_after(4, &[2, 3, 4, 2, 3]),
        ["turn p2", "turn p3", "turn p4", "turn p1", "turn p2"]
    );
}

// Events and undo.

#[test]
fn a_thayam_roll_reports_both_stick_faces() {
    let mut game = throwing(&all_home(2, "turn p1 roll"), &[12]);
    let throw = roll(&mut game)
        .into_iter()
        .find_map(|event| match event {
            Event::Rolled { throw, .. } => Some(throw),
            _ => None,
        })
        .expect("a roll reports the throw");
    assert_eq!(throw.faces, [0, 0]);
    assert_eq!(throw.value(), 12);
}

#[test]
fn undoing_a_thayam_roll_restores_the_exact_position_and_rolling_again_gives_the_same_throw() {
    let mut game = Game::from(position(&all_home(3, "turn p2 roll")));
    let before = race(&game).clone();
    let (first, first_events) = game.roll(1).expect("p2 may roll");
    game.undo().expect("a roll to undo");
    assert_eq!(race(&game), &before);
    let (again, again_events) = game.roll(1).expect("p2 may roll again");
    assert_eq!(again, first);
    assert_eq!(again_events, first_events);
}

#[test]
fn undoing_a_cut_puts_the_cut_pawn_back_and_closes_the_gate_again() {
    let text = "thayam 1
        rules thayam
        p1 cut=no home*3 r6c4
        p2 cut=no home*3 r6c6
        turn p1 move bank=2";
    let mut game = Game::from(position(text));
    let mv = race(&game).parse_move("r6c4+2").expect("a move");
    game.play(0, mv).expect("a legal move");
    assert!(race(&game).has_cut(0));
    game.undo().expect("a move to undo");
    assert_eq!(race(&game), &position(text));
    assert!(!race(&game).has_cut(0));
}
