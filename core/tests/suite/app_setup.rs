//! The setup screen through the app model, on a real store in a temporary directory: it opens on
//! the last setup played; each edit — game, players, seats, tokens, preset, coins, switches, throw
//! sets, skin — does what the screen offers or is refused with a key and changes nothing; a setup
//! the engine can't play is kept with the reason shown and can't start; Start asks before ending a
//! saved game; Play again, clearing the saved game, About; and every refusal met here is a key the
//! strings check lists.

#![allow(clippy::unwrap_used, clippy::panic)]

use crate::app_support;

use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;

use app_support::{AppSession, Drive, announced, computer, play_to_end, store_bytes};
use dhayam_core::app::{
    AppIntent, Arg, Intent, Message, QuestionAbout, Refusal, SWITCHES, ScreenView, SettingChange,
    SetupEdit, SetupView, Text,
};
use dhayam_core::{
    BoardSkin, Field, GameKind, GameRules, GameSetup, Level, OpponentKind, Preset, SeatKind,
    SeatSetup, TokenStyle,
};

const PERSON: SeatKind = SeatKind::Human;
const EASY: SeatKind = computer(Level::Easy);
const MEDIUM: SeatKind = computer(Level::Medium);

/// `edit`, which the screen offers: accepted, asking nothing of the world.
fn edit(app: &mut AppSession, edit: SetupEdit) {
    let effects = app.send(AppIntent::EditSetup { edit });
    assert_eq!(app.app.refusal(), None, "{edit:?} is offered");
    assert_eq!(effects, Vec::new(), "{edit:?}");
}

/// `edit`, which the screen doesn't offer: refused as not offered, changing nothing.
fn not_offered(app: &mut AppSession, edit: SetupEdit) {
    let before = app.setup();
    let effects = app.send(AppIntent::EditSetup { edit });
    assert_eq!(
        effects,
        vec![announced(
            Message::Refused(Refusal::NotOffered),
            GameKind::Dhayam
        )],
        "{edit:?}"
    );
    assert_eq!(app.app.refusal(), Some(Refusal::NotOffered), "{edit:?}");
    assert_eq!(app.setup(), before, "{edit:?} changed nothing");
}

/// A fresh app with the setup screen up, switched to `game`.
fn setup_of(game: GameKind) -> AppSession {
    let mut app = AppSession::fresh();
    app.send(AppIntent::OpenSetup);
    edit(&mut app, SetupEdit::Game { game });
    app
}

/// The seats of the setup on screen, as (kind, token) pairs.
fn seats(app: &AppSession) -> Vec<(SeatKind, TokenStyle)> {
    app.setup()
        .setup
        .seats
        .iter()
        .map(|seat| (seat.kind, seat.token))
        .collect()
}

/// The race rules' coins on screen.
fn coins(view: &SetupView) -> u8 {
    u8::try_from(view.coins.expect("a race game has coins")).unwrap()
}

/// Whether the on/off `field` is on, as the setup screen shows it.
fn switch_on(view: &SetupView, field: Field) -> bool {
    view.switches
        .iter()
        .find(|row| row.field == field)
        .expect("a switch row")
        .on
}

/// Start the setup on screen, then let the computer play until the person can roll, roll, and
/// quit to Home: a game in progress stays saved.
fn start_and_leave_saved(app: &mut AppSession, seed: u64) {
    app.send(AppIntent::StartGame { seed });
    for _ in 0..10_000 {
        if app.game().can_roll {
            app.send(AppIntent::Game {
                intent: Intent::Roll,
            });
            assert_eq!(app.game().refusal, None);
            app.send(AppIntent::Quit);
            assert_eq!(app.app.refusal(), None);
            return;
        }
        Drive::wake(app);
    }
    panic!("the person was never asked to roll");
}

/// The resume card's game on Home, if a game is saved.
fn saved_game_kind(app: &AppSession) -> Option<GameKind> {
    match app.app_view().screen {
        ScreenView::Home { resume } => resume.map(|card| card.game),
        other => panic!("Home is not up: {other:?}"),
    }
}

#[test]
fn the_setup_opens_on_the_last_setup_played_and_forgets_edits_not_started() {
    let mut app = AppSession::fresh();
    app.send(AppIntent::OpenSetup);
    let first = app.setup();
    assert_eq!(
        first.setup,
        GameSetup::default_for(GameKind::Dhayam),
        "a first run opens on Dhayam's usual setup"
    );
    assert_eq!(first.game, GameKind::Dhayam);
    assert_eq!(first.problem, None);

    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Thayam,
        },
    );
    edit(&mut app, SetupEdit::Players { players: 3 });
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 1,
            kind: EASY,
        },
    );
    edit(&mut app, SetupEdit::Coins { coins: 5 });
    edit(
        &mut app,
        SetupEdit::Skin {
            skin: BoardSkin::Ivory,
        },
    );
    let chosen = app.setup().setup;
    start_and_leave_saved(&mut app, 1);

    app.send(AppIntent::OpenSetup);
    assert_eq!(app.setup().setup, chosen, "the setup just played");
    edit(&mut app, SetupEdit::Players { players: 4 });
    edit(
        &mut app,
        SetupEdit::Skin {
            skin: BoardSkin::Ruby,
        },
    );
    app.send(AppIntent::Home);
    assert!(matches!(app.app_view().screen, ScreenView::Home { .. }));
    app.send(AppIntent::OpenSetup);
    assert_eq!(
        app.setup().setup,
        chosen,
        "edits left without starting are not remembered"
    );

    let mut app = app.reopened();
    app.send(AppIntent::OpenSetup);
    assert_eq!(app.setup().setup, chosen, "the store remembered it");
}

#[test]
fn switching_game_offers_its_usual_setup_and_switching_back_the_remembered_one() {
    let mut app = setup_of(GameKind::Thayam);
    edit(&mut app, SetupEdit::Players { players: 4 });
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 0,
            kind: EASY,
        },
    );
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 1,
            kind: PERSON,
        },
    );
    edit(&mut app, SetupEdit::Coins { coins: 6 });
    start_and_leave_saved(&mut app, 2);
    app.send(AppIntent::OpenSetup);
    let remembered = app.setup().setup;
    assert_eq!(remembered.game(), GameKind::Thayam);

    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Dhayam,
        },
    );
    assert_eq!(app.setup().setup, GameSetup::default_for(GameKind::Dhayam));
    assert_eq!(app.setup().game, GameKind::Dhayam);
    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Paramapadam,
        },
    );
    assert_eq!(
        app.setup().setup,
        GameSetup::default_for(GameKind::Paramapadam)
    );
    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Thayam,
        },
    );
    assert_eq!(
        app.setup().setup,
        remembered,
        "the Thayam setup played last"
    );

    // Choosing the game already on screen keeps its edits.
    edit(&mut app, SetupEdit::Coins { coins: 5 });
    let edited = app.setup().setup;
    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Thayam,
        },
    );
    assert_eq!(app.setup().setup, edited);

    // The board's look goes along to the other game.
    edit(
        &mut app,
        SetupEdit::Skin {
            skin: BoardSkin::Sapphire,
        },
    );
    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Dhayam,
        },
    );
    assert_eq!(
        app.setup().setup,
        GameSetup {
            skin: BoardSkin::Sapphire,
            ..GameSetup::default_for(GameKind::Dhayam)
        }
    );
}

#[test]
fn more_players_add_medium_computers_with_tokens_no_one_has_and_fewer_keep_the_first_seats() {
    let mut app = setup_of(GameKind::Thayam);
    assert_eq!(
        seats(&app),
        [
            (PERSON, TokenStyle::Terracotta),
            (MEDIUM, TokenStyle::BrassBall)
        ]
    );
    edit(
        &mut app,
        SetupEdit::Token {
            seat: 0,
            token: TokenStyle::LotusCoin,
        },
    );
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 1,
            kind: EASY,
        },
    );
    edit(&mut app, SetupEdit::Players { players: 4 });
    assert_eq!(
        seats(&app),
        [
            (PERSON, TokenStyle::LotusCoin),
            (EASY, TokenStyle::BrassBall),
            (MEDIUM, TokenStyle::Terracotta),
            (MEDIUM, TokenStyle::Pearl),
        ],
        "new seats: the computer at Medium, each with the first token no seat has"
    );
    let view = app.setup();
    assert_eq!(view.setup.players(), 4, "the rules count the new seats");
    assert_eq!(view.problem, None);

    edit(&mut app, SetupEdit::Players { players: 2 });
    assert_eq!(
        seats(&app),
        [
            (PERSON, TokenStyle::LotusCoin),
            (EASY, TokenStyle::BrassBall)
        ],
        "the first seats are kept as they were"
    );
    assert_eq!(app.setup().setup.players(), 2);

    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Paramapadam,
        },
    );
    edit(&mut app, SetupEdit::Players { players: 6 });
    let tokens: BTreeSet<u8> = seats(&app).iter().map(|&(_, t)| t as u8).collect();
    assert_eq!(tokens.len(), 6, "six seats, six tokens");
    assert_eq!(app.setup().problem, None);
}

#[test]
fn a_player_count_the_board_cant_seat_is_refused_and_changes_nothing() {
    let cases = [
        (GameKind::Dhayam, vec![2]),
        (GameKind::Thayam, vec![2, 3, 4]),
        (GameKind::Paramapadam, vec![2, 3, 4, 5, 6]),
    ];
    for (game, choices) in cases {
        let mut app = setup_of(game);
        assert_eq!(app.setup().player_choices, choices, "{game:?}");
        for players in 0..=7 {
            if choices.contains(&u32::from(players)) {
                edit(&mut app, SetupEdit::Players { players });
                assert_eq!(app.setup().setup.seats.len(), usize::from(players));
            } else {
                not_offered(&mut app, SetupEdit::Players { players });
            }
        }
    }
}

#[test]
fn taking_a_token_another_seat_has_swaps_them_so_tokens_stay_distinct() {
    let mut app = setup_of(GameKind::Thayam);
    edit(&mut app, SetupEdit::Players { players: 3 });
    assert_eq!(
        seats(&app).iter().map(|&(_, t)| t).collect::<Vec<_>>(),
        [
            TokenStyle::Terracotta,
            TokenStyle::BrassBall,
            TokenStyle::LotusCoin
        ]
    );
    edit(
        &mut app,
        SetupEdit::Token {
            seat: 2,
            token: TokenStyle::Terracotta,
        },
    );
    assert_eq!(
        seats(&app).iter().map(|&(_, t)| t).collect::<Vec<_>>(),
        [
            TokenStyle::LotusCoin,
            TokenStyle::BrassBall,
            TokenStyle::Terracotta
        ],
        "seat 1 takes seat 3's old token"
    );
    edit(
        &mut app,
        SetupEdit::Token {
            seat: 1,
            token: TokenStyle::Conch,
        },
    );
    assert_eq!(
        seats(&app).iter().map(|&(_, t)| t).collect::<Vec<_>>(),
        [
            TokenStyle::LotusCoin,
            TokenStyle::Conch,
            TokenStyle::Terracotta
        ],
        "a token no one has is simply taken"
    );
    assert_eq!(app.setup().problem, None, "tokens stay distinct");
    not_offered(
        &mut app,
        SetupEdit::Token {
            seat: 3,
            token: TokenStyle::Pearl,
        },
    );
    not_offered(
        &mut app,
        SetupEdit::Seat {
            seat: 3,
            kind: EASY,
        },
    );
}

#[test]
fn a_preset_keeps_the_seats_and_keeps_the_coins_when_it_offers_them() {
    let mut app = setup_of(GameKind::Dhayam);
    let view = app.setup();
    assert_eq!(
        view.presets,
        [Preset::Traditional, Preset::Classic, Preset::Custom]
    );
    assert_eq!(view.preset, Some(Preset::Traditional));
    assert_eq!(coins(&view), 12);
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 0,
            kind: EASY,
        },
    );
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 1,
            kind: PERSON,
        },
    );
    edit(
        &mut app,
        SetupEdit::Token {
            seat: 0,
            token: TokenStyle::Pearl,
        },
    );
    let players = seats(&app);

    edit(
        &mut app,
        SetupEdit::Preset {
            preset: Preset::Classic,
        },
    );
    let view = app.setup();
    assert_eq!(view.preset, Some(Preset::Classic));
    assert_eq!(seats(&app), players, "the seats are kept");
    assert_eq!(view.setup.players(), 2);
    assert_eq!(view.coin_choices, [4, 6, 12]);
    assert_eq!(coins(&view), 12, "Classic offers 12 coins: kept");
    assert!(switch_on(&view, Field::JumpAndGo), "Classic's own switches");
    assert_eq!(view.problem, None);

    edit(
        &mut app,
        SetupEdit::Preset {
            preset: Preset::Traditional,
        },
    );
    edit(&mut app, SetupEdit::Coins { coins: 8 });
    edit(
        &mut app,
        SetupEdit::Preset {
            preset: Preset::Custom,
        },
    );
    let view = app.setup();
    assert_eq!(
        coins(&view),
        Preset::Custom.rules().coins,
        "Custom doesn't offer 8: its own count"
    );
    assert_eq!(seats(&app), players);
    assert_eq!(view.problem, None);

    not_offered(
        &mut app,
        SetupEdit::Preset {
            preset: Preset::Thayam,
        },
    );
    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Thayam,
        },
    );
    assert_eq!(app.setup().presets, [Preset::Thayam]);
    not_offered(
        &mut app,
        SetupEdit::Preset {
            preset: Preset::Classic,
        },
    );
}

#[test]
fn coins_the_preset_doesnt_offer_are_refused() {
    let mut app = setup_of(GameKind::Dhayam);
    assert_eq!(app.setup().coin_choices, [6, 8, 10, 12]);
    for count in [0, 4, 5, 7, 13] {
        not_offered(&mut app, SetupEdit::Coins { coins: count });
    }
    edit(&mut app, SetupEdit::Coins { coins: 10 });
    assert_eq!(coins(&app.setup()), 10);

    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Thayam,
        },
    );
    assert_eq!(app.setup().coin_choices, [4, 5, 6]);
    not_offered(&mut app, SetupEdit::Coins { coins: 8 });
    edit(&mut app, SetupEdit::Coins { coins: 5 });
    assert_eq!(coins(&app.setup()), 5);
}

#[test]
fn a_switch_the_preset_fixes_is_greyed_and_refused() {
    let mut app = setup_of(GameKind::Dhayam);
    edit(
        &mut app,
        SetupEdit::Preset {
            preset: Preset::Classic,
        },
    );
    let view = app.setup();
    assert_eq!(
        view.switches
            .iter()
            .map(|row| row.field)
            .collect::<Vec<_>>(),
        SWITCHES
    );
    for row in &view.switches {
        assert!(!row.editable, "Classic fixes {:?}", row.field);
        not_offered(
            &mut app,
            SetupEdit::Switch {
                field: row.field,
                on: !row.on,
            },
        );
    }
    for row in &view.throw_sets {
        assert!(!row.editable, "Classic fixes {:?}", row.field);
        not_offered(
            &mut app,
            SetupEdit::Throw {
                field: row.field,
                value: 3,
                on: true,
            },
        );
    }

    // Traditional lets the gate be turned off, and fixes jump & go.
    edit(
        &mut app,
        SetupEdit::Preset {
            preset: Preset::Traditional,
        },
    );
    let view = app.setup();
    let editable: Vec<Field> = view
        .switches
        .iter()
        .filter(|row| row.editable)
        .map(|row| row.field)
        .collect();
    assert_eq!(editable, [Field::MustCutBeforeHome]);
    not_offered(
        &mut app,
        SetupEdit::Switch {
            field: Field::JumpAndGo,
            on: true,
        },
    );
    edit(
        &mut app,
        SetupEdit::Switch {
            field: Field::MustCutBeforeHome,
            on: false,
        },
    );
    assert!(!switch_on(&app.setup(), Field::MustCutBeforeHome));
    assert_eq!(app.setup().problem, None);
}

#[test]
fn custom_jump_and_go_with_move_after_each_roll_is_kept_shows_why_and_cant_start() {
    let mut app = setup_of(GameKind::Dhayam);
    edit(
        &mut app,
        SetupEdit::Preset {
            preset: Preset::Custom,
        },
    );
    let view = app.setup();
    assert!(switch_on(&view, Field::MoveAfterEachRoll));
    assert!(!switch_on(&view, Field::JumpAndGo));
    for field in [Field::MoveAfterEachRoll, Field::JumpAndGo] {
        let row = view.switches.iter().find(|row| row.field == field).unwrap();
        assert!(row.editable, "Custom lets {field:?} change");
    }
    edit(
        &mut app,
        SetupEdit::Switch {
            field: Field::MoveAfterEachRoll,
            on: false,
        },
    );
    edit(
        &mut app,
        SetupEdit::Switch {
            field: Field::JumpAndGo,
            on: true,
        },
    );
    assert_eq!(app.setup().problem, None, "jump & go with banked chains");

    edit(
        &mut app,
        SetupEdit::Switch {
            field: Field::MoveAfterEachRoll,
            on: true,
        },
    );
    let view = app.setup();
    assert!(switch_on(&view, Field::MoveAfterEachRoll) && switch_on(&view, Field::JumpAndGo));
    assert_eq!(
        view.problem,
        Some(Text::plain("setup_problem_jump_and_go_needs_bank"))
    );
    assert_eq!(
        view.player_choices,
        [2],
        "the player picker stays as it was"
    );

    let settings = app.app.settings().clone();
    let bytes = store_bytes(app.dir.path());
    let effects = app.send(AppIntent::StartGame { seed: 4 });
    assert_eq!(
        effects,
        vec![announced(
            Message::Refused(Refusal::SetupCantStart),
            GameKind::Dhayam
        )]
    );
    let after = app.app_view();
    assert_eq!(app.app.refusal(), Some(Refusal::SetupCantStart));
    assert_eq!(after.question, None);
    assert_eq!(
        after.screen,
        ScreenView::Setup {
            setup: Box::new(view)
        },
        "still set up"
    );
    assert_eq!(app.app.settings(), &settings, "the last setup is unchanged");
    assert_eq!(store_bytes(app.dir.path()), bytes, "nothing was saved");

    edit(
        &mut app,
        SetupEdit::Switch {
            field: Field::JumpAndGo,
            on: false,
        },
    );
    assert_eq!(app.setup().problem, None);
    app.send(AppIntent::StartGame { seed: 4 });
    assert_eq!(app.game().game, GameKind::Dhayam, "now it starts");
}

#[test]
fn taking_every_entry_throw_out_says_no_coin_could_come_out() {
    let mut app = setup_of(GameKind::Dhayam);
    let view = app.setup();
    let entry = view
        .throw_sets
        .iter()
        .find(|row| row.field == Field::Entry)
        .unwrap();
    assert!(entry.editable, "Traditional lets the entry throws change");
    let entering: Vec<u32> = entry
        .values
        .iter()
        .filter(|choice| choice.chosen)
        .map(|choice| choice.value)
        .collect();
    assert_eq!(entering, [1]);

    edit(
        &mut app,
        SetupEdit::Throw {
            field: Field::Entry,
            value: 5,
            on: true,
        },
    );
    for value in [1, 5] {
        assert_eq!(app.setup().problem, None);
        edit(
            &mut app,
            SetupEdit::Throw {
                field: Field::Entry,
                value,
                on: false,
            },
        );
    }
    let view = app.setup();
    let entry = &view.throw_sets[0];
    assert_eq!(entry.field, Field::Entry);
    assert!(
        entry.values.iter().all(|choice| !choice.chosen),
        "the set is empty"
    );
    assert_eq!(view.problem, Some(Text::plain("setup_problem_no_entry")));
    app.send(AppIntent::StartGame { seed: 1 });
    assert_eq!(app.app.refusal(), Some(Refusal::SetupCantStart));

    not_offered(
        &mut app,
        SetupEdit::Throw {
            field: Field::Entry,
            value: 7,
            on: true,
        },
    );
    not_offered(
        &mut app,
        SetupEdit::Throw {
            field: Field::MoveAfterEachRoll,
            value: 1,
            on: true,
        },
    );
    edit(
        &mut app,
        SetupEdit::Throw {
            field: Field::Entry,
            value: 12,
            on: true,
        },
    );
    assert_eq!(app.setup().problem, None, "one entry throw is enough");
}

#[test]
fn paramapadam_offers_no_presets_coins_or_switches_and_two_to_six_players() {
    let mut app = setup_of(GameKind::Paramapadam);
    let view = app.setup();
    assert_eq!(view.game, GameKind::Paramapadam);
    assert_eq!(view.player_choices, [2, 3, 4, 5, 6]);
    assert_eq!(view.presets, []);
    assert_eq!(view.preset, None);
    assert_eq!(view.coin_choices, Vec::<u32>::new());
    assert_eq!(view.coins, None);
    assert_eq!(view.switches, []);
    assert_eq!(view.throw_sets, []);
    assert_eq!(view.problem, None);
    assert!(matches!(view.setup.rules, GameRules::Paramapadam { .. }));
    not_offered(
        &mut app,
        SetupEdit::Preset {
            preset: Preset::Traditional,
        },
    );
    not_offered(&mut app, SetupEdit::Coins { coins: 6 });
    not_offered(
        &mut app,
        SetupEdit::Switch {
            field: Field::SafeSquares,
            on: true,
        },
    );
    not_offered(
        &mut app,
        SetupEdit::Throw {
            field: Field::Entry,
            value: 5,
            on: true,
        },
    );
    // Who plays and with which token are the player's choices here too.
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 1,
            kind: EASY,
        },
    );
    edit(
        &mut app,
        SetupEdit::Skin {
            skin: BoardSkin::Emerald,
        },
    );
    assert_eq!(app.setup().setup.seats[1].kind, EASY);
}

#[test]
fn start_with_a_game_saved_asks_first_and_cancel_keeps_the_setup_as_edited() {
    let mut app = setup_of(GameKind::Thayam);
    start_and_leave_saved(&mut app, 3);
    let bytes = store_bytes(app.dir.path());
    app.send(AppIntent::OpenSetup);
    edit(
        &mut app,
        SetupEdit::Game {
            game: GameKind::Paramapadam,
        },
    );
    edit(&mut app, SetupEdit::Players { players: 3 });
    let draft = app.setup();

    let effects = app.send(AppIntent::StartGame { seed: 8 });
    assert_eq!(effects, Vec::new(), "a question asks nothing of the world");
    let view = app.app_view();
    let Some(QuestionAbout::NewGame {
        saved, new_game, ..
    }) = view.question.as_ref().map(|question| question.about)
    else {
        panic!("Start asks first: {:?}", view.question);
    };
    assert_eq!(saved.game, GameKind::Thayam, "it names the saved game");
    assert_eq!(new_game, GameKind::Paramapadam);
    assert_eq!(
        view.screen,
        ScreenView::Setup {
            setup: Box::new(draft.clone())
        }
    );
    app.send(AppIntent::EditSetup {
        edit: SetupEdit::Players { players: 4 },
    });
    assert_eq!(
        app.app.refusal(),
        Some(Refusal::ConfirmFirst),
        "the question is answered first"
    );

    assert_eq!(app.send(AppIntent::Cancel), Vec::new());
    let view = app.app_view();
    assert_eq!((&view.question, &view.refusal), (&None, &None));
    assert_eq!(
        view.screen,
        ScreenView::Setup {
            setup: Box::new(draft)
        },
        "the setup screen, the draft unchanged"
    );
    assert_eq!(store_bytes(app.dir.path()), bytes, "nothing was written");
    app.send(AppIntent::Home);
    assert_eq!(saved_game_kind(&app), Some(GameKind::Thayam));

    app.send(AppIntent::OpenSetup);
    app.send(AppIntent::StartGame { seed: 8 });
    app.send(AppIntent::Confirm);
    let view = app.app_view();
    assert_eq!((&view.question, &view.refusal), (&None, &None));
    assert_eq!(
        app.game().game,
        GameKind::Thayam,
        "confirmed: a new game of the last setup started"
    );
    let thayam = app
        .app
        .store()
        .statistics(
            GameKind::Thayam,
            OpponentKind::Computer {
                level: Level::Medium,
            },
        )
        .unwrap();
    assert_eq!(
        (thayam.abandoned, thayam.played),
        (1, 0),
        "the saved game was filed as abandoned"
    );
}

#[test]
fn start_plays_the_setup_on_screen_and_it_becomes_the_last_setup() {
    let mut app = setup_of(GameKind::Thayam);
    edit(&mut app, SetupEdit::Players { players: 3 });
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 2,
            kind: EASY,
        },
    );
    edit(
        &mut app,
        SetupEdit::Token {
            seat: 0,
            token: TokenStyle::Emerald,
        },
    );
    edit(
        &mut app,
        SetupEdit::Skin {
            skin: BoardSkin::Ruby,
        },
    );
    let chosen = app.setup().setup;
    let effects = app.send(AppIntent::StartGame { seed: 5 });
    let view = app.app_view();
    assert_eq!(
        (view.question, view.refusal),
        (None, None),
        "none was saved"
    );
    let game = app.game();
    assert_eq!(game.game, GameKind::Thayam);
    assert_eq!(game.skin, BoardSkin::Ruby);
    assert!(game.saved_number.is_some(), "the new game is saved");
    let drawn: Vec<SeatSetup> = game
        .players
        .iter()
        .map(|strip| SeatSetup {
            kind: strip.kind,
            token: strip.token,
        })
        .collect();
    assert_eq!(drawn, chosen.seats, "each seat as set up");
    assert!(
        app_support::wake_in(&effects).is_some() || game.can_roll,
        "the game goes on by itself or waits for the person"
    );
    assert_eq!(app.app.settings().last_setup, chosen);
    assert_eq!(app.app.settings().board_skin, BoardSkin::Ruby);

    app.send(AppIntent::Quit);
    let app = app.reopened();
    assert_eq!(
        app.app.settings().last_setup,
        chosen,
        "written to the store"
    );
    assert_eq!(saved_game_kind(&app), Some(GameKind::Thayam));
}

/// The pause menu's skin and the Settings screen's are "the board's look for the next game":
/// the setup opens with it.
#[test]
fn the_setup_opens_with_the_board_skin_chosen_last() {
    let mut app = setup_of(GameKind::Thayam);
    app.send(AppIntent::StartGame { seed: 6 });
    app.send(AppIntent::Game {
        intent: Intent::Pause,
    });
    app.send(AppIntent::Game {
        intent: Intent::ChangeSkin {
            skin: BoardSkin::Ivory,
        },
    });
    assert_eq!(app.game().skin, BoardSkin::Ivory);
    app.send(AppIntent::Quit);
    app.send(AppIntent::OpenSetup);
    let view = app.setup();
    assert_eq!(view.setup.skin, BoardSkin::Ivory, "the pause menu's choice");
    assert_eq!(view.game, GameKind::Thayam, "on the last setup played");

    app.send(AppIntent::Home);
    app.send(AppIntent::OpenSettings);
    app.send(AppIntent::ChangeSetting {
        change: SettingChange::BoardSkin {
            skin: BoardSkin::Sapphire,
        },
    });
    app.send(AppIntent::Home);
    let mut app = app.reopened();
    app.send(AppIntent::OpenSetup);
    assert_eq!(
        app.setup().setup.skin,
        BoardSkin::Sapphire,
        "the Settings screen's choice"
    );
}

#[test]
fn play_again_after_a_finished_game_starts_the_same_setup_without_asking() {
    let mut app = setup_of(GameKind::Paramapadam);
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 0,
            kind: EASY,
        },
    );
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 1,
            kind: EASY,
        },
    );
    let chosen = app.setup().setup;
    app.send(AppIntent::StartGame { seed: 13 });
    app.send(AppIntent::PlayAgain { seed: 14 });
    assert_eq!(
        app.app.refusal(),
        Some(Refusal::LeaveGameFirst),
        "not before the game is over"
    );
    let played = play_to_end(&mut app, 400_000);
    assert_eq!(played.rolls, 0, "the computer against itself");
    let finished = app.game();
    assert!(finished.game_over.is_some());

    let effects = app.send(AppIntent::PlayAgain { seed: 14 });
    let view = app.app_view();
    assert_eq!(
        (&view.question, &view.refusal),
        (&None, &None),
        "no question"
    );
    let again = app.game();
    assert_eq!(again.game, GameKind::Paramapadam);
    assert_eq!(again.game_over, None, "a new game");
    assert_ne!(again.saved_number, finished.saved_number);
    assert!(
        app_support::wake_in(&effects).is_some(),
        "its computer plays"
    );
    assert_eq!(app.app.settings().last_setup, chosen, "the same setup");
    let stats = app
        .app
        .store()
        .statistics(
            GameKind::Paramapadam,
            OpponentKind::Computer { level: Level::Easy },
        )
        .unwrap();
    // The computer against itself counts for no one (RULES_DECISIONS.md 23), and the game
    // played again is not filed as abandoned.
    assert_eq!(
        (stats.played, stats.abandoned),
        (0, 0),
        "nothing counted, nothing abandoned"
    );

    app.send(AppIntent::Quit);
    app.send(AppIntent::PlayAgain { seed: 15 });
    assert_eq!(app.app.refusal(), Some(Refusal::NoGameOnScreen));
}

#[test]
fn clearing_the_saved_game_asks_then_clears_it_and_keeps_the_statistics() {
    let mut app = setup_of(GameKind::Paramapadam);
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 0,
            kind: EASY,
        },
    );
    app.send(AppIntent::StartGame { seed: 13 });
    play_to_end(&mut app, 400_000);
    app.send(AppIntent::Quit);
    app.send(AppIntent::OpenSetup);
    edit(
        &mut app,
        SetupEdit::Seat {
            seat: 0,
            kind: PERSON,
        },
    );
    start_and_leave_saved(&mut app, 21);
    assert_eq!(saved_game_kind(&app), Some(GameKind::Paramapadam));
    let statistics = app.app.store().all_statistics().unwrap();
    // The computer's game against itself counts for no one (RULES_DECISIONS.md 23).
    assert_eq!(
        statistics.iter().map(|s| s.played).sum::<u32>(),
        0,
        "the computer's game is in no one's statistics"
    );

    app.send(AppIntent::OpenSettings);
    assert_eq!(app.send(AppIntent::ClearSavedGame), Vec::new());
    let view = app.app_view();
    assert_eq!(
        view.question.map(|question| question.about),
        Some(QuestionAbout::ClearSavedGame)
    );
    assert!(matches!(view.screen, ScreenView::Settings { .. }));
    app.send(AppIntent::Cancel);
    app.send(AppIntent::Home);
    assert_eq!(
        saved_game_kind(&app),
        Some(GameKind::Paramapadam),
        "cancelled: still saved"
    );

    app.send(AppIntent::OpenSettings);
    app.send(AppIntent::ClearSavedGame);
    assert_eq!(app.send(AppIntent::Confirm), Vec::new());
    let view = app.app_view();
    assert_eq!(
        view.notice,
        Some(Message::SavedGameCleared.text(GameKind::Dhayam))
    );
    assert_eq!((&view.question, &view.refusal), (&None, &None));
    assert!(matches!(view.screen, ScreenView::Settings { .. }));
    assert_eq!(
        app.app.store().all_statistics().unwrap(),
        statistics,
        "the statistics are kept"
    );
    app.send(AppIntent::Home);
    assert_eq!(saved_game_kind(&app), None, "nothing to resume");

    app.send(AppIntent::OpenSettings);
    let effects = app.send(AppIntent::ClearSavedGame);
    assert_eq!(
        effects,
        vec![announced(
            Message::Refused(Refusal::NoSavedGame),
            GameKind::Dhayam
        )]
    );
    assert_eq!(app.app.refusal(), Some(Refusal::NoSavedGame));
    assert_eq!(app.app_view().question, None, "nothing to ask about");

    let mut app = app.reopened();
    assert_eq!(saved_game_kind(&app), None, "the store cleared it");
    app.send(AppIntent::Resume);
    assert_eq!(app.app.refusal(), Some(Refusal::NoSavedGame));
}

#[test]
fn about_opens_and_home_returns() {
    let mut app = AppSession::fresh();
    assert_eq!(app.send(AppIntent::OpenAbout), Vec::new());
    let view = app.app_view();
    assert_eq!(view.screen, ScreenView::About);
    assert_eq!(view.refusal, None);
    app.send(AppIntent::Home);
    assert_eq!(app.app_view().screen, ScreenView::Home { resume: None });
    app.send(AppIntent::OpenSetup);
    app.send(AppIntent::OpenAbout);
    assert_eq!(
        app.app_view().screen,
        ScreenView::About,
        "from the setup too"
    );
}

/// `tests/golden/text_keys.txt`: each key with its argument kinds and plural-or-one.
fn listed_keys() -> HashMap<String, (String, String)> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/golden/text_keys.txt");
    std::fs::read_to_string(path)
        .expect("tests/golden/text_keys.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 3, "{line}");
            (
                fields[0].to_owned(),
                (fields[1].to_owned(), fields[2].to_owned()),
            )
        })
        .collect()
}

/// `text` and every text inside it are listed, with the arguments and plural form given.
fn assert_listed(text: &Text, listed: &HashMap<String, (String, String)>) {
    let (args, form) = listed
        .get(text.key)
        .unwrap_or_else(|| panic!("{} is not in text_keys.txt", text.key));
    let kinds: Vec<&str> = text.args.iter().map(Arg::kind).collect();
    assert_eq!(&kinds.join(","), args, "{}'s arguments", text.key);
    let plural = if text.count.is_some() {
        "plural"
    } else {
        "one"
    };
    assert_eq!(plural, form, "{}", text.key);
    for arg in &text.args {
        if let Arg::Text(inner) = arg {
            assert_listed(inner, listed);
        }
    }
    for more in &text.more {
        assert_listed(more, listed);
    }
}

#[test]
fn every_refusal_and_problem_of_the_setup_words_as_a_listed_key() {
    let mut app = AppSession::fresh();
    let mut refusals = Vec::new();
    let mut problems = Vec::new();
    let mut send = |app: &mut AppSession, intent: AppIntent| {
        let effects = app.send(intent);
        let view = app.app_view();
        if let Some(refusal) = app.app.refusal() {
            assert_eq!(
                effects,
                vec![announced(Message::Refused(refusal), GameKind::Dhayam)],
                "a refusal is announced as it is shown"
            );
            refusals.push(refusal);
        }
        if let ScreenView::Setup { setup } = view.screen
            && let Some(problem) = setup.problem
        {
            problems.push(problem);
        }
    };
    send(
        &mut app,
        AppIntent::EditSetup {
            edit: SetupEdit::Players { players: 2 },
        },
    );
    send(&mut app, AppIntent::StartGame { seed: 1 });
    send(&mut app, AppIntent::ClearSavedGame);
    send(&mut app, AppIntent::Cancel);
    send(&mut app, AppIntent::OpenSetup);
    send(
        &mut app,
        AppIntent::EditSetup {
            edit: SetupEdit::Players { players: 5 },
        },
    );
    send(
        &mut app,
        AppIntent::EditSetup {
            edit: SetupEdit::Coins { coins: 5 },
        },
    );
    send(
        &mut app,
        AppIntent::EditSetup {
            edit: SetupEdit::Throw {
                field: Field::Entry,
                value: 1,
                on: false,
            },
        },
    );
    send(&mut app, AppIntent::StartGame { seed: 1 });
    send(
        &mut app,
        AppIntent::EditSetup {
            edit: SetupEdit::Preset {
                preset: Preset::Custom,
            },
        },
    );
    for (field, on) in [
        (Field::MoveAfterEachRoll, false),
        (Field::JumpAndGo, true),
        (Field::MoveAfterEachRoll, true),
    ] {
        send(
            &mut app,
            AppIntent::EditSetup {
                edit: SetupEdit::Switch { field, on },
            },
        );
    }
    send(&mut app, AppIntent::StartGame { seed: 1 });
    send(
        &mut app,
        AppIntent::EditSetup {
            edit: SetupEdit::Preset {
                preset: Preset::Traditional,
            },
        },
    );
    send(&mut app, AppIntent::StartGame { seed: 1 });
    send(&mut app, AppIntent::OpenSetup);
    send(&mut app, AppIntent::PlayAgain { seed: 2 });
    send(&mut app, AppIntent::Quit);
    send(&mut app, AppIntent::Quit);
    send(&mut app, AppIntent::OpenSetup);
    send(&mut app, AppIntent::StartGame { seed: 3 });
    send(
        &mut app,
        AppIntent::EditSetup {
            edit: SetupEdit::Players { players: 2 },
        },
    );
    send(&mut app, AppIntent::Cancel);
    send(&mut app, AppIntent::Confirm);

    let expected = [
        Refusal::NoSetupOnScreen,
        Refusal::NoSetupOnScreen,
        Refusal::NoSavedGame,
        Refusal::NothingToConfirm,
        Refusal::NotOffered,
        Refusal::NotOffered,
        Refusal::SetupCantStart,
        Refusal::SetupCantStart,
        Refusal::LeaveGameFirst,
        Refusal::LeaveGameFirst,
        Refusal::NoGameOnScreen,
        Refusal::ConfirmFirst,
        Refusal::NothingToConfirm,
    ];
    assert_eq!(refusals, expected, "the script met each refusal");
    let keys: BTreeSet<&str> = problems.iter().map(|text| text.key).collect();
    assert_eq!(
        keys,
        BTreeSet::from([
            "setup_problem_jump_and_go_needs_bank",
            "setup_problem_no_entry"
        ])
    );

    let listed = listed_keys();
    for refusal in refusals {
        for game in GameKind::ALL {
            let text = refusal.text(game);
            assert_listed(&text, &listed);
            assert_eq!(Message::Refused(refusal).text(game), text);
        }
    }
    for problem in &problems {
        assert_listed(problem, &listed);
    }
}
