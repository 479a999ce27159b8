//! The game screen's tap rule and refusals: a coin, then a destination; one tap when the coin can
//! go only one way; chips narrowing the moves; the fewest values spent when several moves land on
//! one square; every refused request named by a key and changing nothing; and what the view shows
//! of each board, the moves list and saving.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use app_support::{Session, announced, computer, dhayam, paramapadam, settings, setup};
use dhayam_core::app::{
    Arg, Case as SquareCase, Chip, Cue, Effect, GameScreen, Gate, Intent, Message, MoveOption,
    Pile, Refusal, SaveProblem, Spot, Text, square,
};
use dhayam_core::{BoardSkin, GameKind, Level, Move, SeatKind, Store};
use tempfile::TempDir;

const PERSON: SeatKind = SeatKind::Human;
const EASY: SeatKind = computer(Level::Easy);

/// Player 1 to play the banked `bank` with coins as `p1` says; player 2 all home.
fn to_move(p1: &str, bank: &str) -> Session {
    let text = dhayam(
        p1,
        "cut=no home*6",
        &format!("turn p1 move bank={bank}"),
        &[4],
    );
    Session::detached(&text, &[PERSON, EASY], settings())
}

/// The chip values still banked.
fn bank(session: &Session) -> Vec<u32> {
    session.view().chips.iter().map(|chip| chip.value).collect()
}

#[test]
fn a_coin_with_one_destination_moves_at_the_first_tap() {
    let mut session = to_move("cut=no home*5 40", "3");
    session.intent(Intent::TapSquare { square: 40 });
    session.finish_show();
    assert!(session.notation().contains("p1 cut=no home*5 43\n"));
}

#[test]
fn a_coin_with_several_destinations_is_picked_then_moves_to_the_ring_tapped() {
    let mut session = to_move("cut=no home*5 40", "2,3");
    let before = session.notation();
    session.intent(Intent::TapSquare { square: 40 });
    assert_eq!(session.notation(), before);
    let view = session.view();
    assert_eq!(view.picked, Some(Spot::Square { square: 40 }));
    assert_eq!(view.destinations, [42, 43]);
    assert_eq!(
        view.prompt,
        Some(Message::PickDestination { player: 0 }.text(view.game))
    );
    session.intent(Intent::TapSquare { square: 43 });
    session.finish_show();
    assert!(session.notation().contains("p1 cut=no home*5 43\n"));
    assert_eq!(bank(&session), [2], "the 3 was spent");
}

#[test]
fn a_tap_on_the_picked_coin_lets_it_go() {
    let mut session = to_move("cut=no home*5 40", "2,3");
    session.intent(Intent::TapSquare { square: 40 });
    session.intent(Intent::TapSquare { square: 40 });
    let view = session.view();
    assert_eq!(view.picked, None);
    assert_eq!(
        view.prompt,
        Some(Message::PickCoin { player: 0 }.text(view.game))
    );
}

#[test]
fn a_chip_narrows_the_rings_so_one_tap_on_the_coin_plays() {
    let mut session = to_move("cut=no home*5 40", "2,3");
    session.intent(Intent::TapChip { value: 2 });
    let view = session.view();
    assert_eq!(view.destinations, [42]);
    assert_eq!(
        view.chips,
        [
            Chip {
                value: 2,
                picked: true,
                usable: true,
                releases: false,
                text: Text::with("chip_picked", vec![Arg::Number(2)]),
            },
            Chip {
                value: 3,
                picked: false,
                usable: true,
                releases: false,
                text: Text::with("chip", vec![Arg::Number(3)]),
            },
        ]
    );
    session.intent(Intent::TapSquare { square: 40 });
    session.finish_show();
    assert!(session.notation().contains("p1 cut=no home*5 42\n"));
}

#[test]
fn a_chip_tapped_after_the_coin_plays_at_once() {
    let mut session = to_move("cut=no home*5 40", "2,3");
    session.intent(Intent::TapSquare { square: 40 });
    session.intent(Intent::TapChip { value: 3 });
    session.finish_show();
    assert!(session.notation().contains("p1 cut=no home*5 43\n"));
}

#[test]
fn a_ring_only_one_coin_reaches_plays_without_picking_the_coin() {
    let mut session = to_move("cut=no home*5 40", "2,3");
    session.intent(Intent::TapSquare { square: 42 });
    session.finish_show();
    assert!(session.notation().contains("p1 cut=no home*5 42\n"));
}

#[test]
fn a_ring_two_coins_reach_asks_for_the_coin_first() {
    let mut session = to_move("cut=no home*4 41 42", "2,3");
    let before = session.notation();
    session.intent(Intent::TapSquare { square: 44 });
    assert_eq!(
        session.view().refusal,
        Some(Refusal::SeveralCoinsReach { square: 44 }.text(session.view().game))
    );
    assert_eq!(session.notation(), before);
}

#[test]
fn a_tap_on_a_movable_coin_picks_it_even_where_another_coin_could_land() {
    let mut session = to_move("cut=no home*4 40 42", "2,3");
    session.intent(Intent::TapSquare { square: 42 });
    let view = session.view();
    assert_eq!(view.picked, Some(Spot::Square { square: 42 }));
    assert_eq!(view.destinations, [44, 45]);
}

/// Player 1 to bring a coin out with a 1 or with a 5 thrown straight after it.
fn one_then_five() -> Session {
    let text = "dhayam 1
        rules custom players=2 coins=6 entry=1 bonus=5,6,12 must-cut-before-home=on must-cut-if-available=off cut-grants-extra-roll=on coin-can-move-after-cutting=off coin-can-stack-on-common-path=on move-after-each-roll=off jump-and-go=off roll-1-then-5-releases-two=on danger-squares=on home-grants-extra-roll=off safe-squares=closed
        p1 cut=no home*6
        p2 cut=no home*6
        turn p1 move bank=1,5+ last=5";
    Session::detached(text, &[PERSON, EASY], settings())
}

#[test]
fn of_two_moves_onto_one_square_the_one_spending_the_lower_value_is_played() {
    let mut session = one_then_five();
    let entering: Vec<Move> = session
        .view()
        .moves
        .iter()
        .filter(|option| option.from == Spot::Home)
        .map(|option| option.action)
        .collect();
    assert_eq!(
        entering,
        [Move::Enter { value: 1 }, Move::Enter { value: 5 }]
    );
    assert!(session.view().chips[1].releases);
    session.intent(Intent::TapHome);
    assert_eq!(
        bank(&session),
        [5],
        "the 1 brought the coin out; the 5 is kept"
    );
}

#[test]
fn a_chip_picked_first_chooses_the_other_move_onto_the_square() {
    let mut session = one_then_five();
    session.intent(Intent::TapChip { value: 5 });
    session.intent(Intent::TapHome);
    assert_eq!(
        bank(&session),
        [1],
        "the 5 brought the coin out; the 1 is kept"
    );
}

#[test]
fn the_moves_list_names_each_move_and_playing_one_moves_it() {
    let text = dhayam(
        "cut=no home*5 40",
        "cut=no home*5 44",
        "turn p1 move bank=1,4",
        &[4],
    );
    let mut session = Session::detached(&text, &[PERSON, EASY], settings());
    let moves = session.view().moves;
    let cut = MoveOption {
        action: Move::Advance { from: 21, value: 4 },
        from: Spot::Square { square: 40 },
        values: vec![4],
        to: 44,
        cuts: true,
        reaches_goal: false,
        text: Text {
            more: vec![Text::with(
                "move_cuts",
                vec![Arg::Text(Box::new(Text::player(1)))],
            )],
            ..Text::with(
                "move_coin",
                vec![
                    square(GameKind::Dhayam, 40_u32, SquareCase::At),
                    Arg::Numbers(vec![4]),
                    square(GameKind::Dhayam, 44_u32, SquareCase::To),
                ],
            )
        },
        label: Text {
            more: vec![Text::plain("move_label_cuts")],
            ..Text::with(
                "move_label",
                vec![
                    square(GameKind::Dhayam, 40_u32, SquareCase::Plain),
                    square(GameKind::Dhayam, 44_u32, SquareCase::Plain),
                    Arg::Numbers(vec![4]),
                ],
            )
        },
    };
    assert!(moves.contains(&cut), "{moves:?}");
    assert!(
        moves
            .iter()
            .any(|option| option.from == Spot::Home && option.to == 86 && !option.cuts)
    );
    let mut effects = session.intent(Intent::Play { action: cut.action });
    while session.view().walking {
        effects.extend(session.wake());
    }
    assert!(effects.contains(&Effect::Sound { cue: Cue::Cut }));
    assert!(effects.contains(&announced(
        Message::Cut {
            by: 0,
            victim: 1,
            square: 44
        },
        GameKind::Dhayam
    )));
}

/// Requests the screen must refuse: the position, the seats, what to do first, the request and
/// the refusal.
type Case = (String, [SeatKind; 2], Vec<Intent>, Intent, Refusal);

fn refused_requests() -> Vec<Case> {
    let roll = dhayam("cut=no home*5 40", "cut=no home*6", "turn p1 roll", &[3]);
    let three = dhayam(
        "cut=no home*5 40",
        "cut=no home*6",
        "turn p1 move bank=3",
        &[3],
    );
    let gate = dhayam(
        "cut=no home*5 28",
        "cut=no home*6",
        "turn p1 move bank=2,4",
        &[3],
    );
    let theirs = dhayam("cut=no home*5 40", "cut=no home*6", "turn p2 roll", &[3]);
    let over = paramapadam("132", "40", "turn over\nplaces p1", &[3]);
    let both = [PERSON, EASY];
    vec![
        (
            roll.clone(),
            both,
            vec![],
            Intent::TapSquare { square: 40 },
            Refusal::RollFirst,
        ),
        (
            roll.clone(),
            both,
            vec![],
            Intent::TapHome,
            Refusal::RollFirst,
        ),
        (
            roll.clone(),
            both,
            vec![],
            Intent::TapChip { value: 3 },
            Refusal::RollFirst,
        ),
        (
            roll.clone(),
            both,
            vec![Intent::Roll],
            Intent::Roll,
            Refusal::Walking,
        ),
        (
            roll.clone(),
            both,
            vec![Intent::Pause],
            Intent::Roll,
            Refusal::Paused,
        ),
        (
            roll.clone(),
            both,
            vec![Intent::Background],
            Intent::Roll,
            Refusal::InBackground,
        ),
        (roll, both, vec![], Intent::Undo, Refusal::NothingToUndo),
        (
            three.clone(),
            both,
            vec![],
            Intent::Roll,
            Refusal::MoveFirst,
        ),
        (
            three.clone(),
            both,
            vec![],
            Intent::TapSquare { square: 10 },
            Refusal::NothingToMoveOn { square: 10 },
        ),
        (
            three.clone(),
            both,
            vec![],
            Intent::TapHome,
            Refusal::NoCoinComesOut,
        ),
        (
            three.clone(),
            both,
            vec![],
            Intent::TapChip { value: 5 },
            Refusal::NoSuchChip { value: 5 },
        ),
        (
            three,
            both,
            vec![],
            Intent::Play {
                action: Move::Advance { from: 21, value: 4 },
            },
            Refusal::IllegalMove,
        ),
        (
            gate,
            both,
            vec![],
            Intent::TapChip { value: 4 },
            Refusal::ChipMovesNothing { value: 4 },
        ),
        (
            theirs.clone(),
            both,
            vec![],
            Intent::TapSquare { square: 40 },
            Refusal::ComputerToAct { player: 1 },
        ),
        (
            theirs,
            both,
            vec![],
            Intent::Roll,
            Refusal::ComputerToAct { player: 1 },
        ),
        (over.clone(), both, vec![], Intent::Roll, Refusal::GameOver),
        (
            over,
            both,
            vec![],
            Intent::TapSquare { square: 40 },
            Refusal::GameOver,
        ),
    ]
}

#[test]
fn every_refused_request_changes_nothing_but_names_its_refusal() {
    for (text, kinds, first, request, refusal) in refused_requests() {
        let mut session = Session::detached(&text, &kinds, settings());
        for intent in first {
            session.intent(intent);
        }
        let before = session.view();
        let notation = session.notation();
        let wake = session.wake;
        let effects = session.intent(request);
        let spoken: Vec<&Effect> = effects
            .iter()
            .filter(|effect| !matches!(effect, Effect::WakeIn { .. }))
            .collect();
        assert_eq!(
            spoken,
            [&announced(Message::Refused(refusal), session.screen.game())],
            "{request:?}"
        );
        assert_eq!(session.wake, wake, "{request:?}: the same wake-up");
        assert_eq!(session.notation(), notation, "{request:?}");
        let after = session.view();
        assert_eq!(after.refusal, Some(refusal.text(after.game)));
        assert_eq!(
            dhayam_core::app::GameScreenView {
                refusal: None,
                ..after
            },
            before,
            "{request:?}: only the refusal changed"
        );
    }
}

#[test]
fn every_board_shows_its_goal_gates_and_coins_waiting_to_come_in() {
    let text = dhayam(
        "cut=no home*5 40",
        "cut=yes home*5 44",
        "turn p1 roll",
        &[3],
    );
    let view = Session::detached(&text, &[PERSON, EASY], settings()).view();
    assert_eq!(view.goal, 0, "the Oval");
    let gates: Vec<Gate> = view.players.iter().map(|strip| strip.gate).collect();
    assert_eq!(gates, [Gate::Closed, Gate::Open]);
    assert_eq!((view.players[0].waiting, view.players[0].on_board), (5, 1));

    let thayam = Session::new_game(
        setup(GameKind::Thayam, &[PERSON, EASY], Some(4)),
        1,
        settings(),
    );
    let view = thayam.view();
    assert_eq!(view.goal, 24, "the centre, row 3 column 3");
    assert!(view.players.iter().all(|strip| strip.gate == Gate::Closed));
    assert_eq!(
        view.players
            .iter()
            .map(|strip| strip.path)
            .collect::<Vec<_>>(),
        [0, 2],
        "two players sit facing each other"
    );

    let text = paramapadam("off", "57", "turn p1 roll", &[3]);
    let view = Session::detached(&text, &[PERSON, EASY], settings()).view();
    assert_eq!(view.goal, 132);
    assert!(view.players.iter().all(|strip| strip.gate == Gate::None));
    assert_eq!(
        view.players[0].waiting, 1,
        "player 1's token waits to come in"
    );
    assert_eq!(
        view.coins,
        [
            Pile {
                spot: Spot::Home,
                player: 0,
                coins: 1
            },
            Pile {
                spot: Spot::Square { square: 57 },
                player: 1,
                coins: 1
            },
        ]
    );
}

#[test]
fn an_action_that_cannot_be_saved_is_refused_and_the_game_stays_as_it_was() {
    let dir = TempDir::new().unwrap();
    let mut store = Store::open(dir.path()).unwrap();
    let mut start = setup(GameKind::Paramapadam, &[PERSON, PERSON], None);
    start.skin = BoardSkin::Default;
    store.start_game(start, 8).unwrap();
    // Two copies of the saved game: once one has been saved, the other is stale.
    let (mut first, _) = GameScreen::saved(store.saved_game().unwrap().unwrap(), settings());
    let (mut second, _) = GameScreen::saved(store.saved_game().unwrap().unwrap(), settings());
    let unsaved = second.state().notation();
    first.intent(Intent::Roll, Some(&mut store));
    assert_ne!(first.state().notation(), unsaved);
    let effects = second.intent(Intent::Roll, Some(&mut store));
    let refusal = Refusal::NotSaved(SaveProblem::SavedElsewhere);
    assert!(effects.contains(&announced(Message::Refused(refusal), GameKind::Paramapadam)));
    assert_eq!(second.state().notation(), unsaved);
    assert_eq!(
        second.view().refusal,
        Some(refusal.text(second.view().game))
    );
    // Without its store, a saved game can't be saved either.
    let effects = first.intent(
        Intent::ChangeSkin {
            skin: BoardSkin::Ruby,
        },
        None,
    );
    let refusal = Refusal::NotSaved(SaveProblem::NoStore);
    assert!(effects.contains(&announced(Message::Refused(refusal), GameKind::Paramapadam)));
    assert_eq!(first.view().skin, BoardSkin::Default);
}

#[test]
fn a_computer_action_that_cannot_be_saved_stops_the_game_in_the_pause_menu() {
    let dir = TempDir::new().unwrap();
    let mut store = Store::open(dir.path()).unwrap();
    store
        .start_game(setup(GameKind::Paramapadam, &[EASY, EASY], None), 8)
        .unwrap();
    let (mut first, _) = GameScreen::saved(store.saved_game().unwrap().unwrap(), settings());
    let (mut second, _) = GameScreen::saved(store.saved_game().unwrap().unwrap(), settings());
    let unsaved = second.state().notation();
    first.advance(1_000, Some(&mut store));
    let effects = second.advance(1_000, Some(&mut store));
    assert_eq!(second.state().notation(), unsaved);
    let view = second.view();
    assert!(view.paused);
    assert_eq!(
        view.refusal,
        Some(Refusal::NotSaved(SaveProblem::SavedElsewhere).text(view.game))
    );
    assert!(
        !effects
            .iter()
            .any(|effect| matches!(effect, Effect::WakeIn { .. })),
        "nothing more happens until the player resumes"
    );
}

#[test]
fn a_new_skin_is_saved_with_the_game() {
    let mut session = Session::new_game(
        setup(GameKind::Dhayam, &[PERSON, EASY], Some(6)),
        4,
        settings(),
    );
    session.intent(Intent::ChangeSkin {
        skin: BoardSkin::Sapphire,
    });
    assert_eq!(session.view().skin, BoardSkin::Sapphire);
    let Session {
        screen, store, dir, ..
    } = session;
    drop((screen, store));
    let resumed = Session::resume(dir.unwrap(), settings());
    assert_eq!(resumed.view().skin, BoardSkin::Sapphire);
}
