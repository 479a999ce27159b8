//! The list of every text key the core says (`tests/golden/text_keys.txt`) is the one the core
//! makes: the strings check reads it to prove both platforms word every key, in English and
//! Tamil, with placeholders of the right kinds. `UPDATE_GOLDEN=1` rewrites it after a change.

use std::path::PathBuf;

use dhayam_core::GameKind;
use dhayam_core::app::{
    Arg, Case, Message, Refusal, SaveProblem, Text, TurnSummary, every_key, key_list, square,
};

fn golden() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/golden/text_keys.txt")
}

#[test]
fn the_committed_key_list_is_the_one_the_core_makes() {
    let made = key_list();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(golden(), &made).expect("write the key list");
    }
    let committed = std::fs::read_to_string(golden()).expect("tests/golden/text_keys.txt");
    assert!(
        committed == made,
        "tests/golden/text_keys.txt is out of date: run UPDATE_GOLDEN=1 cargo test -p dhayam-core --test suite text_keys::"
    );
}

#[test]
fn each_game_names_its_own_piece() {
    let entered = Message::CoinEntered {
        player: 0,
        square: 5,
    };
    let keys: Vec<&str> = GameKind::ALL
        .into_iter()
        .map(|game| entered.text(game).key)
        .collect();
    assert_eq!(
        keys,
        [
            "event_entered_coin",
            "event_entered_pawn",
            "event_entered_token"
        ]
    );
}

#[test]
fn a_player_is_named_not_numbered_from_zero() {
    let text = Message::Rolled {
        player: 1,
        value: 4,
    }
    .text(GameKind::Dhayam);
    assert_eq!(text.key, "event_rolled");
    assert_eq!(
        text.args,
        [Arg::Text(Box::new(Text::player(1))), Arg::Number(4)],
        "the player, then the throw: two arguments a translation can order"
    );
    assert_eq!(Text::player(1).args, [Arg::Number(2)], "Player 2");
}

#[test]
fn the_key_list_says_whose_name_fills_a_placeholder_a_squares_or_a_players() {
    let cut = Message::Cut {
        by: 0,
        victim: 1,
        square: 0,
    }
    .text(GameKind::Dhayam);
    let kinds: Vec<&str> = cut.args.iter().map(Arg::kind).collect();
    assert_eq!(kinds, ["player", "player", "square"]);
    assert_eq!(
        cut.args[2],
        square(GameKind::Dhayam, 0_u8, Case::At),
        "the Oval, in the case \"on\" needs"
    );
    let level = Arg::Text(Box::new(Text::plain("level_easy")));
    assert_eq!(level.kind(), "text", "any other name");
}

#[test]
fn a_computer_turn_counts_only_what_happened_each_with_its_plural() {
    let summary = TurnSummary {
        player: 1,
        throws: vec![1, 5, 3],
        cuts: 2,
        ..TurnSummary::default()
    };
    let text = Message::ComputerTurn(summary).text(GameKind::Thayam);
    assert_eq!(text.key, "event_computer_turn");
    assert_eq!(text.args[1], Arg::Numbers(vec![1, 5, 3]));
    let more: Vec<(&str, Option<u32>)> = text.more.iter().map(|t| (t.key, t.count)).collect();
    assert_eq!(more, [("event_computer_turn_cuts", Some(2))]);
}

#[test]
fn a_store_failure_says_what_the_player_can_do_about_it() {
    let text = Refusal::NotSaved(SaveProblem::DiskFull).text(GameKind::Dhayam);
    assert_eq!(text.key, "refusal_not_saved");
    assert_eq!(text.more, [Text::plain("problem_disk_full")]);
}

#[test]
fn every_key_is_a_resource_name() {
    for key in every_key().keys() {
        assert!(
            key.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
            "{key} can't name an Android resource"
        );
    }
}
