//! The position notation: canonical texts read back exactly, every position of random games
//! survives printing and parsing, short forms fill in defaults, move texts name their moves,
//! and bad texts are refused with the line and column where they go wrong.

use dhayam_core::playout::play_out;
use dhayam_core::{
    BoardKind, ExtraRollReason, Move, NotationError, NotationErrorKind, Phase, Position,
    PositionError, Preset, RuleSet, RuleSetError, Silent, ThrowSet, Values,
};
use proptest::prelude::*;

const THROW_OFF: &str = "\
dhayam 1
rules traditional players=2 coins=12 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=on coin-can-move-after-cutting=on coin-can-stack-on-common-path=on move-after-each-roll=off jump-and-go=off roll-1-then-5-releases-two=off danger-squares=off home-grants-extra-roll=on safe-squares=closed
p1 cut=no home*12
p2 cut=no home*12
turn throw-off p1=5 p2=?
places -
sticks 42 1
";

const ROLL_MID_CHAIN: &str = "\
dhayam 1
rules traditional players=2 coins=12 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=on coin-can-move-after-cutting=on coin-can-stack-on-common-path=on move-after-each-roll=off jump-and-go=off roll-1-then-5-releases-two=off danger-squares=off home-grants-extra-roll=on safe-squares=closed
p1 cut=yes home*9 87 31*2
p2 cut=no home*10 92 30
turn p2 roll bank=1,6,12 extra=no last=12
places -
sticks 7 130
";

const MOVE_WITH_RELEASING_FIVES_AND_MARKED_COINS: &str = "\
dhayam 1
rules classic players=2 coins=6 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=off coin-can-move-after-cutting=off coin-can-stack-on-common-path=on move-after-each-roll=off jump-and-go=on roll-1-then-5-releases-two=on danger-squares=on home-grants-extra-roll=off safe-squares=closed
p1 cut=yes home*2 40 45*2 45!
p2 cut=no home*5 20
turn p1 move bank=2,5,5+ extra=no last=2
places -
sticks 18446744073709551615 99
";

const MOVE_AFTER_EACH_ROLL: &str = "\
dhayam 1
rules custom players=2 coins=4 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=on coin-can-move-after-cutting=on coin-can-stack-on-common-path=on move-after-each-roll=on jump-and-go=off roll-1-then-5-releases-two=off danger-squares=on home-grants-extra-roll=off safe-squares=closed
p1 cut=yes home 86 51 Oval
p2 cut=yes home*3 73
turn p1 move bank=2 extra=home last=6
places -
sticks 3 12
";

const OVER: &str = "\
dhayam 1
rules traditional players=2 coins=6 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=on coin-can-move-after-cutting=on coin-can-stack-on-common-path=on move-after-each-roll=off jump-and-go=off roll-1-then-5-releases-two=off danger-squares=off home-grants-extra-roll=on safe-squares=closed
p1 cut=yes Oval*6
p2 cut=yes home*2 40 Oval*3
turn over
places p1
sticks 5 2000
";

/// The position `text` describes; the fixture must be valid.
fn position(text: &str) -> Position {
    Position::from_notation(text).expect("the fixture is a valid position")
}

/// The error `text` gives; the fixture must be invalid.
fn error(text: &str) -> NotationError {
    Position::from_notation(text).expect_err("the text is refused")
}

fn assert_reads_back_as_written(text: &str) {
    assert_eq!(position(text).notation(), text);
}

// Canonical texts.

#[test]
fn a_throw_off_reads_back_as_written() {
    assert_reads_back_as_written(THROW_OFF);
}

#[test]
fn a_roll_in_the_middle_of_a_banked_chain_reads_back_as_written() {
    assert_reads_back_as_written(ROLL_MID_CHAIN);
}

#[test]
fn a_move_with_releasing_fives_and_coins_that_cut_this_chain_reads_back_as_written() {
    assert_reads_back_as_written(MOVE_WITH_RELEASING_FIVES_AND_MARKED_COINS);
}

#[test]
fn a_move_after_each_roll_with_a_roll_earned_by_a_coin_home_reads_back_as_written() {
    assert_reads_back_as_written(MOVE_AFTER_EACH_ROLL);
}

#[test]
fn a_finished_game_reads_back_as_written() {
    assert_reads_back_as_written(OVER);
}

#[test]
fn the_text_says_what_the_position_holds() {
    let game = position(MOVE_WITH_RELEASING_FIVES_AND_MARKED_COINS);
    assert_eq!(game.rules(), &Preset::Classic.rules());
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(game.bank().values, Values::of(&[2, 5, 5]));
    assert_eq!(game.bank().releasing_fives, 1);
    assert!(game.has_cut(0) && !game.has_cut(1));
    assert_eq!(game.sticks(), (u64::MAX, 99));
    let marked = game.to_setup().coins[0]
        .iter()
        .filter(|coin| coin.cut_this_chain)
        .count();
    assert_eq!(marked, 1);
    assert_eq!(
        position(MOVE_AFTER_EACH_ROLL).extra_roll(),
        Some(ExtraRollReason::Home)
    );
    assert_eq!(position(OVER).places(), [0]);
}

#[test]
fn display_and_from_str_are_the_notation() {
    let game: Position = ROLL_MID_CHAIN.parse().expect("a valid position");
    assert_eq!(game.to_string(), ROLL_MID_CHAIN);
    assert_eq!(game.to_string(), game.notation());
}

#[test]
fn a_new_game_prints_as_a_throw_off_with_every_coin_home() {
    let game = Position::new(Preset::Traditional.rules(), 42).expect("valid rules");
    assert_eq!(
        game.notation(),
        THROW_OFF.replace("p1=5", "p1=?").replace("42 1", "42 0")
    );
}

// Every position of random games.

/// Play random games under every preset, calling `check` on every position reached.
fn every_position_of_random_games(mut check: impl FnMut(&Position)) {
    for preset in Preset::ALL {
        for seed in 0..4 {
            let mut game = Position::new(preset.rules(), seed).expect("valid rules");
            check(&game);
            let outcome = play_out(&mut game, seed + 100, 20_000, &mut Silent, |p, _| check(p));
            assert!(outcome.is_some(), "the {preset} game {seed} ends");
        }
    }
}

#[test]
fn every_position_of_random_games_prints_and_parses_back_to_itself() {
    every_position_of_random_games(|game| {
        let text = game.notation();
        let back = Position::from_notation(&text);
        assert_eq!(back.as_ref(), Ok(game), "{text}");
        assert_eq!(back.map(|p| p.notation()), Ok(text));
    });
}

#[test]
fn every_legal_move_of_random_games_reads_back_from_its_text() {
    every_position_of_random_games(|game| {
        for mv in game.legal_moves() {
            let text = game.move_text(mv);
            assert_eq!(game.parse_move(&text), Ok(mv), "{text} in\n{game}");
        }
    });
}

// Short forms.

#[test]
fn a_rules_line_with_only_a_preset_takes_the_presets_rules() {
    for preset in Preset::ALL {
        let coins = preset.rules().coins;
        let game = match preset.board() {
            BoardKind::Cloth => "dhayam",
            BoardKind::Grid => "thayam",
        };
        let text = format!(
            "{game} 1\nrules {preset}\np1 home*{coins}\np2 home*{coins}\nturn throw-off p1=? p2=?"
        );
        let expected = Position::new(preset.rules(), 0).expect("valid rules");
        assert_eq!(position(&text), expected);
    }
}

#[test]
fn rule_fields_may_come_in_any_order_and_the_rest_keep_the_presets_values() {
    let short = position(
        "dhayam 1
         rules custom roll-1-then-5-releases-two=on coins=4 move-after-each-roll=off
         p1 home*4
         p2 home*4
         turn throw-off p1=? p2=?",
    );
    let mut rules = Preset::Custom.rules();
    rules.coins = 4;
    rules.switches.move_after_each_roll = false;
    rules.switches.roll_1_then_5_releases_two = true;
    assert_eq!(short.rules(), &rules);
}

#[test]
fn left_out_turn_fields_places_sticks_and_cut_take_their_defaults() {
    let short = position(
        "dhayam 1
         rules classic
         p1 cut=yes home*2 40 45*2 45!
         p2 home*5 20
         turn p1 move bank=2,5,5+",
    );
    let canonical = MOVE_WITH_RELEASING_FIVES_AND_MARKED_COINS
        .replace("last=2", "last=-")
        .replace("sticks 18446744073709551615 99", "sticks 0 0");
    assert_eq!(short.notation(), canonical);
    assert!(!short.has_cut(1));
    assert_eq!(short.extra_roll(), None);
}

#[test]
fn coins_may_come_in_any_order_and_squares_in_any_case() {
    let shuffled = MOVE_AFTER_EACH_ROLL.replace("home 86 51 Oval", "oval 51 HOME 86");
    assert_eq!(position(&shuffled), position(MOVE_AFTER_EACH_ROLL));
    let split = OVER.replace("Oval*6", "Oval*2 OVAL oval*3");
    assert_eq!(position(&split), position(OVER));
}

#[test]
fn spaces_blank_lines_and_crlf_line_ends_are_accepted() {
    let loose: String = ROLL_MID_CHAIN
        .lines()
        .map(|line| format!("  {}  \r\n\r\n", line.replace(' ', "   ")))
        .collect();
    assert_eq!(position(&loose), position(ROLL_MID_CHAIN));
}

// Move texts.

#[test]
fn move_texts_name_the_square_left_and_the_values_spent() {
    let game = position(MOVE_WITH_RELEASING_FIVES_AND_MARKED_COINS);
    // On player 1's path, square 40 is index 21.
    let cases = [
        ("home+5", Move::Enter { value: 5 }),
        ("40+2", Move::Advance { from: 21, value: 2 }),
        (
            "40+2+5",
            Move::Jump {
                from: 21,
                values: Values::of(&[2, 5]),
            },
        ),
        ("92+1", Move::Advance { from: 6, value: 1 }),
    ];
    for (text, mv) in cases {
        assert_eq!(game.move_text(mv), text);
        assert_eq!(game.parse_move(text), Ok(mv));
    }
    assert_eq!(game.parse_move(" HOME+5 "), Ok(Move::Enter { value: 5 }));
}

#[test]
fn move_texts_are_read_on_the_path_of_the_player_to_act() {
    let game = position(ROLL_MID_CHAIN);
    // Player 2 is to act: square 30 is index 13 on their path (it is 59 on player 1's).
    assert_eq!(
        game.parse_move("30+2"),
        Ok(Move::Advance { from: 13, value: 2 })
    );
}

#[test]
fn bad_move_texts_are_refused_where_they_go_wrong() {
    let game = position(MOVE_WITH_RELEASING_FIVES_AND_MARKED_COINS);
    let cases = [
        ("", 1, "a move such as `home+1` or `31+5` is missing"),
        (
            "40",
            1,
            "expected a move such as `home+1` or `31+5`, found `40`",
        ),
        ("98+2", 1, "square 98 is not on player 1's path"),
        ("40+7", 4, "bad value `7` for a move"),
        ("40+", 4, "bad value `` for a move"),
        ("home+1+5", 1, "expected one value for a coin leaving home"),
        ("40+2 45+2", 6, "expected the end of the line, found `45+2`"),
    ];
    for (text, column, message) in cases {
        let error = game.parse_move(text).expect_err(text);
        assert_eq!((error.line, error.column), (1, column), "{text}: {error}");
        assert!(error.to_string().contains(message), "{text}: {error}");
    }
}

// Bad texts.

/// A small valid position, one line per part, that the bad texts below each break once.
const BASE: &str = "\
dhayam 1
rules traditional coins=6
p1 cut=no home*5 31
p2 cut=no home*6
turn p1 move bank=3
";

/// `BASE` with line `number` (from 1) replaced by `line`, or removed if `line` is empty.
fn with_line(number: usize, line: &str) -> String {
    BASE.lines()
        .enumerate()
        .filter_map(|(i, old)| match (i + 1 == number, line) {
            (true, "") => None,
            (true, new) => Some(format!("{new}\n")),
            (false, _) => Some(format!("{old}\n")),
        })
        .collect()
}

#[test]
fn the_base_of_the_bad_texts_is_valid() {
    position(BASE);
}

#[test]
fn bad_texts_are_refused_with_the_line_and_column_where_they_go_wrong() {
    let cases: Vec<(&str, String, usize, usize, &str)> = vec![
        (
            "unknown game",
            with_line(1, "chess 1"),
            1,
            1,
            "unknown game `chess`",
        ),
        (
            "wrong version",
            with_line(1, "dhayam 2"),
            1,
            8,
            "unknown notation version `2`",
        ),
        (
            "unknown preset",
            with_line(2, "rules modern"),
            2,
            7,
            "unknown preset `modern`",
        ),
        (
            "unknown field",
            with_line(2, "rules traditional colour=red"),
            2,
            19,
            "unknown rule `colour`",
        ),
        (
            "bad value",
            with_line(2, "rules traditional coins=six"),
            2,
            25,
            "bad value `six` for coins",
        ),
        (
            "bad switch value",
            with_line(2, "rules traditional coins=6 must-cut-before-home=yes"),
            2,
            48,
            "expected on or off",
        ),
        (
            "bad throw in a throw set",
            with_line(2, "rules traditional coins=6 entry=1,7"),
            2,
            35,
            "bad value `7` for entry",
        ),
        (
            "duplicate field",
            with_line(2, "rules traditional coins=6 coins=6"),
            2,
            27,
            "rule `coins` is given twice",
        ),
        (
            "the board is not a rule",
            with_line(2, "rules traditional coins=6 board=cloth"),
            2,
            27,
            "the game name on the first line decides it",
        ),
        (
            "a field the preset fixes",
            with_line(2, "rules classic jump-and-go=off"),
            2,
            15,
            "the classic preset fixes jump-and-go",
        ),
        (
            "coins the preset doesn't offer",
            with_line(2, "rules traditional coins=7"),
            2,
            19,
            "plays with [6, 8, 10, 12] coins",
        ),
        (
            "square not on the path",
            with_line(3, "p1 cut=no home*5 98"),
            3,
            18,
            "square 98 is not on player 1's path",
        ),
        (
            "square not on the board",
            with_line(3, "p1 cut=no home*5 99"),
            3,
            18,
            "square 99 is not on player 1's path",
        ),
        (
            "zero coins alike",
            with_line(3, "p1 cut=no home*0 home*6"),
            3,
            16,
            "bad value `0` for the coin count",
        ),
        (
            "wrong coin count",
            with_line(3, "p1 cut=no home*4 31"),
            3,
            1,
            "player 1 has 5 coins; the rules give 6",
        ),
        (
            "a huge coin count",
            with_line(3, "p1 cut=no home*99999999999999999999"),
            3,
            16,
            "bad value",
        ),
        (
            "bad cut flag",
            with_line(3, "p1 cut=maybe home*6"),
            3,
            8,
            "expected yes or no",
        ),
        (
            "two players on one square",
            BASE.replace("p1 cut=no home*5 31", "p1 cut=no home*5 40")
                .replace("p2 cut=no home*6", "p2 cut=no home*5 40"),
            3,
            1,
            "square 40 holds coins of two players",
        ),
        (
            "a coin past a closed gate",
            with_line(3, "p1 cut=no home*5 79"),
            3,
            1,
            "past the gate",
        ),
        (
            "coins lines out of order",
            BASE.replace(
                "p1 cut=no home*5 31\np2 cut=no home*6",
                "p2 cut=no home*6\np1 cut=no home*5 31",
            ),
            3,
            1,
            "expected the coins line of player 1, starting `p1`, found `p2`",
        ),
        (
            "missing turn line",
            with_line(5, ""),
            5,
            1,
            "the turn line is missing",
        ),
        (
            "an impossible turn",
            with_line(5, "turn p2 move bank=3"),
            5,
            1,
            "the player to move has no legal move",
        ),
        (
            "no such player",
            with_line(5, "turn p3 move bank=3"),
            5,
            6,
            "there is no player `p3`",
        ),
        (
            "bad action",
            with_line(5, "turn p1 jump bank=3"),
            5,
            9,
            "expected `roll` or `move`",
        ),
        (
            "bad bank value",
            with_line(5, "turn p1 move bank=3,7"),
            5,
            21,
            "bad value `7` for bank",
        ),
        (
            "an earned roll that is never stored",
            with_line(5, "turn p1 move bank=3 extra=bonus"),
            5,
            27,
            "expected no, cut or home",
        ),
        (
            "duplicate turn field",
            with_line(5, "turn p1 move bank=3 bank=3"),
            5,
            21,
            "`bank` is given twice",
        ),
        (
            "duplicate throw-off contender",
            with_line(5, "turn throw-off p1=? p1=3"),
            5,
            21,
            "`p1` is given twice",
        ),
        (
            "empty string",
            String::new(),
            1,
            1,
            "the game line `dhayam 1` is missing",
        ),
        ("only blanks", " \n\r\n  ".to_owned(), 4, 1, "is missing"),
        (
            "garbage bytes",
            String::from_utf8_lossy(b"\x00\xff\x1b[31m\xfe garbage").into_owned(),
            1,
            1,
            "unknown game",
        ),
        (
            "trailing junk on a line",
            with_line(1, "dhayam 1 please"),
            1,
            10,
            "end of the line",
        ),
        (
            "trailing junk after the position",
            format!("{BASE}hello\n"),
            6,
            1,
            "end of the position",
        ),
        (
            "places after sticks",
            format!("{BASE}sticks 1 2\nplaces -\n"),
            7,
            1,
            "expected the end of the position, found `places`",
        ),
        (
            "a place for no player",
            format!("{BASE}places p1,p0\n"),
            6,
            11,
            "there is no player `p0`",
        ),
        (
            "sticks not a number",
            format!("{BASE}sticks 1 -2\n"),
            6,
            10,
            "bad value `-2`",
        ),
        (
            "sticks missing a number",
            format!("{BASE}sticks 1\n"),
            6,
            9,
            "the words drawn is missing",
        ),
    ];
    for (name, text, line, column, message) in cases {
        let error = error(&text);
        assert_eq!(
            (error.line, error.column),
            (line, column),
            "{name}: {error}"
        );
        assert!(error.to_string().contains(message), "{name}: {error}");
    }
}

#[test]
fn errors_say_line_and_column_first() {
    let error = error(&with_line(3, "p1 cut=no home*5 99"));
    assert_eq!(
        error.to_string(),
        "line 3, column 18: square 99 is not on player 1's path"
    );
}

#[test]
fn rule_and_position_errors_keep_the_engines_reason() {
    let fixed = error(&with_line(2, "rules classic jump-and-go=off"));
    assert!(matches!(
        fixed.kind,
        NotationErrorKind::Rules(RuleSetError::FixedByPreset { .. })
    ));
    let shared = error(
        &BASE
            .replace("home*5 31", "home*5 40")
            .replace("p2 cut=no home*6", "p2 cut=no home*5 40"),
    );
    assert!(matches!(
        shared.kind,
        NotationErrorKind::Position(PositionError::SharedSquare { .. })
    ));
}

#[test]
fn a_rule_set_alone_is_read_as_a_rules_line_without_its_keyword() {
    let rules = RuleSet::from_notation("custom coins=4 must-cut-if-available=on")
        .expect("a rule set Custom lets a player make");
    let mut expected = Preset::Custom.rules();
    expected.coins = 4;
    expected.switches.must_cut_if_available = true;
    assert_eq!(rules, expected);
    let rules = RuleSet::from_notation("traditional entry=1,5").expect("Traditional's entry");
    assert_eq!(rules.entry, ThrowSet::of(&[1, 5]));
    // The board is the preset's own, and the preset alone is its rules.
    let thayam = RuleSet::from_notation("thayam players=3").expect("three players");
    assert_eq!(thayam.board, BoardKind::Grid);
    assert_eq!(thayam.players, 3);
    assert_eq!(
        RuleSet::from_notation("classic"),
        Ok(Preset::Classic.rules())
    );
    // Refused as a rules line is, at the word that is wrong.
    for (text, column, message) in [
        ("classic jump-and-go=off", 9, "classic"),
        ("custom coins=5", 8, "coins"),
        ("custom must-cut=on", 8, "must-cut"),
        ("snakes", 1, "snakes"),
        ("", 1, "preset"),
    ] {
        let error = RuleSet::from_notation(text).expect_err(text);
        assert_eq!((error.line, error.column), (1, column), "{text}: {error}");
        assert!(error.to_string().contains(message), "{text}: {error}");
    }
}

// No input makes the parser panic.

/// Apply `edits` to `text`: each deletes, inserts or replaces the character at an index.
fn edited(text: &str, edits: &[(prop::sample::Index, char, u8)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for (at, ch, kind) in edits {
        let i = at.index(chars.len() + 1);
        match (kind, i < chars.len()) {
            (0, true) => {
                chars.remove(i);
            }
            (1, true) => chars[i] = *ch,
            _ => chars.insert(i, *ch),
        }
    }
    chars.into_iter().collect()
}

/// A character a notation edit might plausibly bring in.
fn notation_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select(
            &[
                ' ', '\n', '=', '*', '!', '+', ',', '-', '?', '0', '1', '5', '9'
            ][..]
        ),
        any::<char>(),
    ]
}

proptest! {
    #[test]
    fn no_text_makes_the_parser_panic(text in any::<String>()) {
        let _ = Position::from_notation(&text);
        let _ = position(BASE).parse_move(&text);
    }

    #[test]
    fn edited_positions_are_refused_or_read_back_to_themselves(
        base in prop::sample::select(&[
            THROW_OFF,
            ROLL_MID_CHAIN,
            MOVE_WITH_RELEASING_FIVES_AND_MARKED_COINS,
            MOVE_AFTER_EACH_ROLL,
            OVER,
            BASE,
        ][..]),
        edits in prop::collection::vec(
            (any::<prop::sample::Index>(), notation_char(), 0..3u8),
            1..4,
        ),
    ) {
        let text = edited(base, &edits);
        match Position::from_notation(&text) {
            Ok(game) => prop_assert_eq!(Position::from_notation(&game.notation()), Ok(game)),
            Err(error) => {
                prop_assert!(error.line >= 1 && error.line <= text.lines().count() + 1);
                prop_assert!(error.column >= 1);
            }
        }
    }
}
