//! The game screen in words for screen readers: the board read square by square in the order of the
//! reader's path with each player's coins counted, each legal move worded with its values and
//! victims, and the labels of the bank chips, the Undo bar, the players' strips and the sticks —
//! all string keys the shells only look up.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use app_support::{SEED, Session, computer, dhayam, drawn_for, paramapadam, settings, setup};
use dhayam_core::app::{
    Arg, BoardReading, Case, GameScreenView, Intent, Spot, SquareReading, Text, square,
};
use dhayam_core::paramapadam::LayoutKind;
use dhayam_core::{GameKind, Level, SeatKind};

const PERSON: SeatKind = SeatKind::Human;

const EASY: SeatKind = computer(Level::Easy);

fn name(player: u8) -> Arg {
    Arg::Text(Box::new(Text::player(u32::from(player))))
}

/// The reading of `spot` (a home circle: `player`'s).
fn read(board: &BoardReading, spot: Spot, player: Option<u8>) -> SquareReading {
    board
        .squares
        .iter()
        .find(|reading| reading.spot == spot && reading.player == player.map(u32::from))
        .unwrap_or_else(|| panic!("{spot:?} is read"))
        .clone()
}

/// The keys of `text`'s sentences, the first first.
fn keys(text: &Text) -> Vec<&'static str> {
    std::iter::once(text.key)
        .chain(text.more.iter().map(|more| more.key))
        .collect()
}

#[test]
fn a_square_reads_its_safe_mark_and_each_players_coins_yours_first() {
    // Thayam's safe squares are open to all: both players stand on player 1's home square,
    // r6c3 (45), safe and on both paths.
    let text = format!(
        "thayam 1\nrules thayam players=2\np1 cut=no home*2 r6c3*2\np2 cut=no home*3 r6c3\n\
         turn p1 roll\nsticks {SEED} {}",
        drawn_for(&[3])
    );
    let session = Session::detached(&text, &[PERSON, EASY], settings());
    let board = session.reading();
    let reading = read(&board, Spot::Square { square: 45 }, None);
    let mut theirs = Text::counting("reading_pawns_of", 1);
    theirs.args.push(name(1));
    assert_eq!(
        reading.text,
        Text {
            more: vec![
                Text::plain("reading_safe"),
                Text::counting("reading_pawns_yours", 2),
                theirs,
            ],
            ..Text::with(
                "reading_square",
                vec![Arg::Text(Box::new(Text::with(
                    "square_number",
                    vec![Arg::Number(1)]
                )))]
            )
        },
        "1. Safe square. 2 pawns of yours. 1 pawn of Player 2's."
    );
    assert_eq!(
        read(&board, Spot::Square { square: 46 }, None).text,
        Text::with(
            "reading_square",
            vec![square(GameKind::Thayam, 46_u32, Case::Plain)]
        ),
        "an empty plain square is its name alone"
    );
    let home = read(&board, Spot::Home, Some(1)).text;
    assert_eq!(keys(&home), ["reading_home_of", "count_waiting"]);
    assert_eq!(home.more[0].count, Some(3));
}

#[test]
fn the_reading_follows_the_path_of_the_player_to_act_then_homes_then_the_goal() {
    let spots = |turn: &str| -> Vec<(Spot, Option<u32>)> {
        let text = dhayam("cut=no home*5 40", "cut=no home*5 44", turn, &[3]);
        Session::detached(&text, &[PERSON, PERSON], settings())
            .reading()
            .squares
            .iter()
            .map(|reading| (reading.spot, reading.player))
            .collect()
    };
    let square = |square| (Spot::Square { square }, None);
    let first = spots("turn p1 roll");
    assert_eq!(
        first[..9],
        [86, 87, 88, 89, 90, 91, 92, 85, 84].map(square),
        "player 1's end of the bar, then up the neck"
    );
    let second = spots("turn p2 roll");
    assert_eq!(
        second[..9],
        [98, 97, 96, 95, 94, 93, 92, 85, 84].map(square),
        "player 2's end of the bar"
    );
    for reading in [&first, &second] {
        let squares = reading
            .iter()
            .filter(|(spot, _)| matches!(spot, Spot::Square { .. }))
            .count();
        assert_eq!(squares, 99, "every square once, the Oval among them");
        assert_eq!(reading.last(), Some(&square(0)), "the Oval last");
    }
    assert_eq!(
        first[first.len() - 3..first.len() - 1],
        [(Spot::Home, Some(0)), (Spot::Home, Some(1))]
    );
    assert_eq!(
        second[second.len() - 3..second.len() - 1],
        [(Spot::Home, Some(1)), (Spot::Home, Some(0))],
        "the reader's home circle first"
    );
}

#[test]
fn against_the_computer_your_coins_stay_yours_while_it_plays() {
    let text = dhayam("cut=no home*5 40", "cut=no home*5 44", "turn p2 roll", &[3]);
    let session = Session::detached(&text, &[PERSON, EASY], settings());
    let board = session.reading();
    assert_eq!(
        board.squares[0].spot,
        Spot::Square { square: 86 },
        "player 1's path"
    );
    assert_eq!(
        read(&board, Spot::Square { square: 40 }, None).text.more,
        [Text::counting("reading_coins_yours", 1)]
    );
}

#[test]
fn a_paramapadam_ladder_foot_reads_its_top_and_a_snake_head_its_tail() {
    let text = paramapadam("off", "57", "turn p1 roll", &[3]);
    let session = Session::detached(&text, &[PERSON, EASY], settings());
    let board = session.reading();
    let links = LayoutKind::Default.links();
    let ladder = links.iter().find(|link| link.is_ladder()).unwrap();
    let snake = links.iter().find(|link| !link.is_ladder()).unwrap();
    assert_eq!(
        read(
            &board,
            Spot::Square {
                square: u32::from(ladder.from)
            },
            None
        )
        .text
        .more,
        [Text::with(
            "reading_ladder",
            vec![square(GameKind::Paramapadam, ladder.to, Case::To)]
        )]
    );
    assert_eq!(
        read(
            &board,
            Spot::Square {
                square: u32::from(snake.from)
            },
            None
        )
        .text
        .more,
        [Text::with(
            "reading_snake",
            vec![square(GameKind::Paramapadam, snake.to, Case::To)]
        )]
    );
    let order: Vec<Spot> = board.squares.iter().map(|reading| reading.spot).collect();
    assert_eq!(
        order[..3],
        [1, 2, 3].map(|square| Spot::Square { square }),
        "1 to 132"
    );
    assert_eq!(order.last(), Some(&Spot::Square { square: 132 }));
    assert_eq!(
        keys(&read(&board, Spot::Home, Some(0)).text),
        ["reading_start_yours", "count_waiting"]
    );
    assert_eq!(
        keys(&read(&board, Spot::Square { square: 132 }, None).text),
        ["reading_square", "reading_goal"]
    );
}

#[test]
fn a_cut_moves_words_name_the_victim() {
    let text = dhayam(
        "cut=no home*5 40",
        "cut=no home*5 44",
        "turn p1 move bank=1,4",
        &[4],
    );
    let session = Session::detached(&text, &[PERSON, EASY], settings());
    let view = session.view();
    let cut = view.moves.iter().find(|option| option.cuts).unwrap();
    assert_eq!(
        cut.text,
        Text {
            more: vec![Text::with("move_cuts", vec![name(1)])],
            ..Text::with(
                "move_coin",
                vec![
                    square(GameKind::Dhayam, 40_u32, Case::At),
                    Arg::Numbers(vec![4]),
                    square(GameKind::Dhayam, 44_u32, Case::To)
                ],
            )
        },
        "Move the coin on 40 by 4 to 44. Cuts Player 2."
    );
    let out = view
        .moves
        .iter()
        .find(|option| option.from == Spot::Home)
        .unwrap();
    assert_eq!(
        out.text,
        Text::with(
            "move_out_coin",
            vec![
                Arg::Numbers(vec![1]),
                square(GameKind::Dhayam, 86_u32, Case::At)
            ]
        )
    );
}

#[test]
fn a_jump_and_go_move_names_its_values() {
    // After 84+4 the coin on 31 is stuck: 37 and 43 are safe squares player 2 holds, so it
    // may only jump by the 6 and the 12 together (the position of tests/switches.rs).
    let text = format!(
        "dhayam 1\nrules custom coins=4 move-after-each-roll=off jump-and-go=on\n\
         p1 cut=no home*3 84\np2 cut=no home 37 40 43\nturn p1 move bank=4,6,12\n\
         sticks {SEED} {}",
        drawn_for(&[3])
    );
    let mut session = Session::detached(&text, &[PERSON, PERSON], settings());
    let four = session
        .view()
        .moves
        .into_iter()
        .find(|option| option.values == [4])
        .unwrap();
    session.intent(Intent::Play {
        action: four.action,
    });
    session.finish_show();
    let moves = session.view().moves;
    assert_eq!(moves.len(), 1, "{moves:?}");
    assert_eq!(
        moves[0].text,
        Text::with(
            "move_coin",
            vec![
                square(GameKind::Dhayam, 31_u32, Case::At),
                Arg::Numbers(vec![6, 12]),
                square(GameKind::Dhayam, 1_u32, Case::To)
            ]
        ),
        "Move the coin on 31 by 6 and 12 to 1."
    );
}

#[test]
fn a_picked_chip_and_an_unusable_chip_say_so() {
    // The coin on 28 waits at the closed gate: a 2 moves it, a 4 would pass the gate.
    let text = dhayam(
        "cut=no home*5 28",
        "cut=no home*6",
        "turn p1 move bank=2,4",
        &[3],
    );
    let mut session = Session::detached(&text, &[PERSON, EASY], settings());
    let texts = |session: &Session| -> Vec<Text> {
        session
            .view()
            .chips
            .into_iter()
            .map(|chip| chip.text)
            .collect()
    };
    assert_eq!(
        texts(&session),
        [
            Text::with("chip", vec![Arg::Number(2)]),
            Text::with("chip_unusable", vec![Arg::Number(4)]),
        ]
    );
    session.intent(Intent::TapChip { value: 2 });
    assert_eq!(
        texts(&session)[0],
        Text::with("chip_picked", vec![Arg::Number(2)])
    );
}

#[test]
fn the_undo_bar_says_the_whole_seconds_left_and_the_sticks_their_value() {
    let text = dhayam("cut=no home*5 40", "cut=no home*6", "turn p1 roll", &[3, 3]);
    let mut session = Session::detached(&text, &[PERSON, EASY], settings());
    assert_eq!(session.view().sticks_text, None, "nothing thrown yet");
    session.intent(Intent::Roll);
    let bar = |session: &Session| session.view().undo.unwrap().text;
    assert_eq!(bar(&session), Text::counting("undo_seconds_left", 2));
    session.finish_show();
    assert_eq!(
        session.view().sticks_text,
        Some(Text::with("sticks_showing", vec![Arg::Number(3)]))
    );
    session.advance(999);
    assert_eq!(
        bar(&session),
        Text::counting("undo_seconds_left", 2),
        "1.001 seconds left"
    );
    session.advance(1);
    assert_eq!(bar(&session), Text::counting("undo_seconds_left", 1));
}

#[test]
fn a_strip_says_who_plays_it_and_whether_its_gate_is_closed() {
    let text = dhayam(
        "cut=no home*5 40",
        "cut=yes home*5 44",
        "turn p1 roll",
        &[3],
    );
    let session = Session::detached(&text, &[PERSON, computer(Level::Medium)], settings());
    let view = session.view();
    let [mine, theirs] = [&view.players[0].text, &view.players[1].text];
    assert_eq!(
        keys(mine),
        [
            "strip_person",
            "strip_to_play",
            "count_on_board",
            "count_waiting",
            "strip_gate_closed"
        ]
    );
    assert_eq!(
        *theirs,
        Text {
            more: vec![
                Text::counting("count_on_board", 1),
                Text::counting("count_waiting", 5),
                Text::plain("strip_gate_open"),
            ],
            ..Text::with(
                "strip_computer",
                vec![name(1), Arg::Text(Box::new(Text::plain("level_medium")))]
            )
        },
        "Player 2, computer, Medium. 1 on the board. 5 waiting. Gate open."
    );
}

#[test]
fn the_reading_kept_between_actions_is_the_one_a_fresh_screen_makes() {
    let text = dhayam(
        "cut=no home*5 40",
        "cut=no home*5 44",
        "turn p1 move bank=1,4",
        &[4],
    );
    let mut session = Session::detached(&text, &[PERSON, PERSON], settings());
    let cut = session.view().moves.into_iter().find(|o| o.cuts).unwrap();
    session.intent(Intent::Play { action: cut.action });
    assert!(session.view().walking);
    let walking = session.reading();
    session.finish_show();
    let fresh = Session::detached(&session.notation(), &[PERSON, PERSON], settings()).reading();
    assert_eq!(session.reading(), fresh);
    assert_ne!(
        walking, fresh,
        "mid-walk, the coins are read where they are drawn"
    );
}

#[test]
fn the_reading_version_changes_exactly_when_the_reading_does() {
    // A whole game between two computers, view by view through every step of every walk: the
    // version a shell caches the reading by moves with the words and only with them.
    let mut session = Session::new_game(
        setup(GameKind::Dhayam, &[EASY, EASY], None),
        SEED,
        settings(),
    );
    let mut before = session.reading();
    let (mut same, mut changed) = (0, 0);
    for _ in 0..2_000 {
        let Some(ms) = session.wake else { break };
        session.advance(ms);
        let after = session.reading();
        assert_eq!(
            after.squares == before.squares,
            after.version == before.version,
            "the version follows the reading"
        );
        if after.squares == before.squares {
            same += 1;
        } else {
            changed += 1;
        }
        before = after;
    }
    assert!(
        same > 100 && changed > 100,
        "{same} views kept it, {changed} changed it"
    );
    // The same words have the same version on another screen: a fresh one of the position.
    session.finish_show();
    let kept = session.reading();
    let fresh = Session::detached(&session.notation(), &[EASY, EASY], settings()).reading();
    assert_eq!(kept.squares, fresh.squares);
    assert_eq!(kept.version, fresh.version);
}

/// Each legal move's button label, as the core words it: from where (the home circle or a
/// square) to where, by which values, and a cut marked.
fn assert_labelled(view: &GameScreenView) {
    for option in &view.moves {
        let values = Arg::Numbers(option.values.clone());
        let (key, args) = match option.from {
            Spot::Home => (
                "move_label_from_home",
                vec![square(view.game, option.to, Case::Plain), values],
            ),
            Spot::Square { square: from } => (
                "move_label",
                vec![
                    square(view.game, from, Case::Plain),
                    square(view.game, option.to, Case::Plain),
                    values,
                ],
            ),
        };
        assert_eq!((option.label.key, &option.label.args), (key, &args));
        let cut: Vec<&str> = option.label.more.iter().map(|text| text.key).collect();
        assert_eq!(
            cut,
            if option.cuts {
                vec!["move_label_cuts"]
            } else {
                vec![]
            }
        );
    }
}

#[test]
fn every_move_is_labelled_from_where_to_where_with_its_values_and_its_cut() {
    let mut session = Session::new_game(
        setup(GameKind::Dhayam, &[PERSON, PERSON], Some(6)),
        5,
        settings(),
    );
    let (mut labelled, mut cuts) = (0, 0);
    for _ in 0..20_000 {
        let view = session.view();
        if view.game_over.is_some() || (labelled > 50 && cuts > 0) {
            break;
        }
        if view.walking {
            session.wake();
        } else if view.can_roll {
            session.intent(Intent::Roll);
        } else if !view.moves.is_empty() {
            assert_labelled(&view);
            labelled += view.moves.len();
            let cutting = view.moves.iter().find(|option| option.cuts);
            cuts += usize::from(cutting.is_some());
            let option = cutting.unwrap_or(&view.moves[0]);
            session.intent(Intent::Play {
                action: option.action,
            });
        } else {
            session.wake();
        }
    }
    assert!(
        labelled > 50 && cuts > 0,
        "{labelled} moves labelled, {cuts} with a cut"
    );
}
