//! The bank's limits (docs/RULES_DECISIONS.md 14): a bank holds up to 255 of each value and a throw
//! beyond that is lost; the notation takes every bank a game can reach; under jump & go a bank
//! holds only what a chain banks, so no position lists millions of jumps; and jump & go over the
//! largest such bank finds its moves from the sums a coin can use, without listing every way to
//! split the bank.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::common;

use common::{legal, position, roll, story, throwing, tidy};
use dhayam_core::{Move, Phase, Position, State, THROW_VALUES, Values};

/// `count` of each of `values`, comma-separated as a bank is written.
fn bank_of(values: &[u8], count: usize) -> String {
    let each: Vec<String> = values
        .iter()
        .flat_map(|value| std::iter::repeat_n(value.to_string(), count))
        .collect();
    each.join(",")
}

/// The bank of the issue: forty each of 2, 3, 4, 5, 6 and 12.
fn issue_bank() -> String {
    bank_of(&[2, 3, 4, 5, 6, 12], 40)
}

/// The largest bank a chain under jump & go can make: 255 of each throw that rolls again (1, 5,
/// 6 and 12), then the `plain` throw that ended it.
fn largest_chain(plain: u8) -> String {
    format!("{},{plain}", bank_of(&[1, 5, 6, 12], 255))
}

/// How many parts of two or more values of `bank` sum to each number of steps below 128,
/// counted here with a plain table rather than the engine's walk.
fn parts_by_sum(bank: &Values) -> [u64; 128] {
    let mut ways = [0u64; 128];
    ways[0] = 1;
    for (value, count) in THROW_VALUES.into_iter().zip(bank.counts()) {
        let mut next = [0u64; 128];
        for (sum, &n) in ways.iter().enumerate() {
            for k in 0..=usize::from(count) {
                let Some(slot) = next.get_mut(sum + k * usize::from(value)) else {
                    break;
                };
                *slot += n;
            }
        }
        ways = next;
    }
    // A part of one value is no jump.
    for value in bank.distinct() {
        ways[usize::from(value)] -= 1;
    }
    ways[0] = 0;
    ways
}

#[test]
fn the_issues_660_byte_position_is_refused_for_a_bank_no_chain_can_make() {
    let text = format!(
        "dhayam 1\n\
         rules custom players=2 coins=6 entry=1 move-after-each-roll=off jump-and-go=on\n\
         p1 cut=no home*6\n\
         p2 cut=no home*6\n\
         turn p1 move bank={}\n",
        issue_bank()
    );
    assert_eq!(text.len(), 660);
    let refused = Position::from_notation(&text).map(drop).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "line 5, column 1: inconsistent turn: under jump & go a bank holds only throws that \
         rolled again, and the one that ended the chain once it is played"
    );
    // The saved game is read through `State`: the same answer.
    let refused = State::from_notation(&text).map(drop).unwrap_err();
    assert!(refused.to_string().contains("under jump & go"), "{refused}");
    // Without jump & go the bank is harmless and read; with every coin at home and no 1 to
    // bring one out, no value can be played.
    let text = text.replace("jump-and-go=on", "jump-and-go=off");
    let refused = Position::from_notation(&text).map(drop).unwrap_err();
    assert!(refused.to_string().contains("no legal move"), "{refused}");
    let game = Position::from_notation(&text.replace("turn p1 move", "turn p1 roll")).unwrap();
    assert_eq!(game.bank().to_string(), issue_bank());
}

#[test]
fn under_jump_and_go_a_bank_holds_the_throws_that_rolled_again_and_one_that_ended_the_chain() {
    let text = |rules: &str, turn: &str| {
        tidy(&format!(
            "dhayam 1
             rules {rules}
             p1 cut=no home*5 40
             p2 cut=no home*6
             turn p1 {turn}"
        ))
    };
    let read = |rules: &str, turn: &str| Position::from_notation(&text(rules, turn)).map(drop);
    let refusal = |rules: &str, turn: &str| read(rules, turn).unwrap_err().to_string();
    assert_eq!(read("classic", "move bank=1,1,3,5,6,12,12"), Ok(()));
    assert_eq!(read("classic", "roll bank=1,1,5,6,12,12"), Ok(()));
    assert_eq!(
        read("classic", "move bank=1,5"),
        Ok(()),
        "the 3 already played"
    );
    assert!(refusal("classic", "move bank=3,4").contains("under jump & go"));
    assert!(refusal("classic", "roll bank=1,3").contains("under jump & go"));
    // Without jump & go a bank's makeup costs nothing, and tests write any bank they need.
    let custom = "custom move-after-each-roll=off";
    assert_eq!(read(custom, "move bank=3,4"), Ok(()));
    assert!(refusal(&format!("{custom} jump-and-go=on"), "move bank=3,4").contains("jump & go"));
}

/// Player 1's coin on 92 walled in: five of their own coins, marked as having cut this chain
/// (so they can't move), stand on the neck just ahead, where coins may not stack; player 2
/// holds the safe squares 31 and 37, six and twelve steps on. No single value can be played,
/// so the coin may jump by any sum of two or more values that lands on an open square: 7 to 73
/// steps, but not 12. Both players' other coins stay where they are.
fn walled_in(bank: &str) -> Position {
    position(&format!(
        "dhayam 1
         rules custom coins=6 move-after-each-roll=off jump-and-go=on coin-can-move-after-cutting=off coin-can-stack-on-common-path=off
         p1 cut=yes 92 85! 84! 83! 82! 81!
         p2 cut=no home*4 31 37
         turn p1 move bank={bank}"
    ))
}

/// Checks that the legal moves of `game`, walled in as [`walled_in`] sets it, are exactly the
/// jumps from 92 by every part of the bank summing to 7-73 steps but 12, each once; returns how
/// many there are.
fn assert_every_open_jump_from_92(game: &Position) -> usize {
    let from = game.board().path(0).iter().position(|&s| s == 92).unwrap();
    let moves = game.legal_moves();
    let bank = game.bank().values;
    for mv in &moves {
        let Move::Jump { from: at, values } = *mv else {
            panic!("{} is not a jump", game.move_text(*mv));
        };
        assert_eq!(usize::from(at), from);
        assert!(bank.contains_all(&values) && values.len() >= 2);
    }
    let mut distinct = moves.clone();
    distinct.sort_by_key(|mv| (mv.steps(), mv.values().counts()));
    distinct.dedup();
    assert_eq!(distinct.len(), moves.len(), "no move comes twice");
    let by_sum = parts_by_sum(&bank);
    let expected: u64 = (7..=73).filter(|&s| s != 12).map(|s| by_sum[s]).sum();
    assert_eq!(moves.len() as u64, expected);
    moves.len()
}

#[test]
fn a_walled_in_coin_may_jump_by_every_sum_of_the_largest_bank_that_lands_on_an_open_square() {
    for (plain, jumps) in [(2, 11_615), (3, 11_354), (4, 11_103)] {
        let game = walled_in(&largest_chain(plain));
        assert!(game.has_legal_move());
        assert_eq!(assert_every_open_jump_from_92(&game), jumps);
        let moves = game.legal_moves();
        // Parts come fewest 12s first, then fewest 6s, and so on: the order random players
        // rely on.
        assert_eq!(game.move_text(moves[0]), "92+1+1+1+1+1+1+1");
        assert_eq!(
            game.move_text(moves[moves.len() - 1]),
            "92+1+12+12+12+12+12+12"
        );
    }
}

#[test]
fn with_no_coin_on_the_board_the_largest_bank_offers_only_coming_out() {
    let game = position(&format!(
        "dhayam 1
         rules custom coins=12 move-after-each-roll=off jump-and-go=on
         p1 cut=no home*12
         p2 cut=no home*12
         turn p1 move bank={}",
        largest_chain(3)
    ));
    assert_eq!(legal(&game), ["home+1"]);
}

#[test]
fn the_notation_takes_255_of_each_value_and_refuses_a_256th() {
    // 255 of each value, and `fives` fives thrown straight after a 1.
    let text = |fives: usize| {
        tidy(&format!(
            "dhayam 1
             rules custom coins=6 move-after-each-roll=off roll-1-then-5-releases-two=on
             p1 cut=no home*5 40
             p2 cut=no home*6
             turn p1 roll bank={},{} last=1",
            bank_of(&[1, 2, 3, 4, 6, 12], 255),
            vec!["5+"; fives].join(",")
        ))
    };
    let full = Position::from_notation(&text(255)).unwrap();
    assert_eq!(full.bank().values.counts(), [255; 7]);
    assert_eq!(full.bank().releasing_fives, 255);
    assert_eq!(Position::from_notation(&full.notation()).unwrap(), full);
    let refused = Position::from_notation(&text(256)).map(drop).unwrap_err();
    assert!(
        refused.to_string().contains("at most 255 of each value"),
        "{refused}"
    );
}

#[test]
fn a_throw_the_bank_has_no_room_for_is_lost_and_the_chain_stops_rolling() {
    let mut game = throwing(
        &format!(
            "dhayam 1
             rules custom coins=6 move-after-each-roll=off
             p1 cut=no home*5 40
             p2 cut=no home*6
             turn p1 roll bank={}",
            bank_of(&[5], 255)
        ),
        &[5],
    );
    // A 5 rolls again, but this one has no room: it is lost and the fives are played.
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 5", "p1 lost 5"]);
    assert_eq!(game.phase(), Phase::Move(0));
    assert_eq!(game.bank().values.count(5), 255);
    assert_eq!(legal(&game), ["40+5"]);
}

#[test]
fn a_releasing_five_the_bank_has_no_room_for_is_lost_with_the_count_of_releasing_fives_kept() {
    let mut game = throwing(
        &format!(
            "dhayam 1
             rules custom coins=6 move-after-each-roll=off roll-1-then-5-releases-two=on
             p1 cut=no home*5 40
             p2 cut=no home*6
             turn p1 roll bank={} last=1",
            vec!["5+"; 255].join(",")
        ),
        &[5],
    );
    assert_eq!(story(&roll(&mut game)), ["p1 rolled 5", "p1 lost 5"]);
    assert_eq!(game.bank().values.count(5), 255);
    assert_eq!(game.bank().releasing_fives, 255);
    assert_eq!(legal(&game), ["40+5", "home+5"]);
}
