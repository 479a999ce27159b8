//! The Rules & Settings reference: generated from the rule set in play, so its table of switches is
//! the rule set's own for every preset and for a Custom game with its own switches; one coin's
//! route runs the whole path; the app opens it over Home, the setup and the game, each with the
//! rules in hand.

#![allow(clippy::unwrap_used, clippy::panic)]

use dhayam_core::app::{AppIntent, AppModel, Refusal, SetupEdit};
use dhayam_core::learn::{Reference, reference};
use dhayam_core::paramapadam::ParamapadamRules;
use dhayam_core::{
    BoardKind, BoardSkin, Field, GameKind, GameRules, GameSetup, Preset, RuleSet, SafeSquares,
    Store,
};
use tempfile::TempDir;

/// Each on/off rule as the rule set's own field holds it (not through the table's lookup).
fn fields(rules: &RuleSet) -> Vec<(Field, bool)> {
    let s = rules.switches;
    vec![
        (Field::MustCutBeforeHome, s.must_cut_before_home),
        (Field::MustCutIfAvailable, s.must_cut_if_available),
        (Field::CutGrantsExtraRoll, s.cut_grants_extra_roll),
        (
            Field::CoinCanMoveAfterCutting,
            s.coin_can_move_after_cutting,
        ),
        (
            Field::CoinCanStackOnCommonPath,
            s.coin_can_stack_on_common_path,
        ),
        (Field::MoveAfterEachRoll, s.move_after_each_roll),
        (Field::JumpAndGo, s.jump_and_go),
        (Field::Roll1Then5ReleasesTwo, s.roll_1_then_5_releases_two),
        (Field::DangerSquares, rules.danger_squares),
        (Field::HomeGrantsExtraRoll, rules.home_grants_extra_roll),
        (
            Field::SafeSquares,
            rules.safe_squares == SafeSquares::OpenToAll,
        ),
    ]
}

/// The table of `reference` matches `rules` in play and `compared` beside them, row by row,
/// and marks exactly the rows where they differ.
fn assert_table(reference: &Reference, rules: &RuleSet, compared: &RuleSet) {
    let in_play = fields(rules);
    let other = fields(compared);
    assert_eq!(reference.switches.len(), in_play.len());
    for ((line, (field, on)), (_, was)) in reference.switches.iter().zip(&in_play).zip(&other) {
        assert_eq!(line.field, *field);
        assert_eq!(line.in_play, *on, "{field} in play");
        assert_eq!(line.compared, *was, "{field} compared");
        assert_eq!(line.differs, on != was, "{field} marked");
    }
    let entry: Vec<u32> = rules.entry.values().map(u32::from).collect();
    let bonus: Vec<u32> = rules.bonus.values().map(u32::from).collect();
    assert_eq!(reference.throws[0].field, Field::Entry);
    assert_eq!(reference.throws[0].in_play, entry);
    assert_eq!(reference.throws[1].field, Field::Bonus);
    assert_eq!(reference.throws[1].in_play, bonus);
    assert_eq!(reference.coins, u32::from(rules.coins));
    assert_eq!(reference.players, u32::from(rules.players));
    assert_eq!(reference.preset, Some(rules.preset));
}

#[test]
fn the_switch_table_is_the_rule_set_in_play_for_every_preset() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let reference = reference(&GameRules::Race { rules }, BoardSkin::Default);
        let compared = reference.compared_with.unwrap().rules();
        assert_table(&reference, &rules, &compared);
        assert_eq!(reference.coin_choices, wide(preset.coin_choices()));
    }
}

#[test]
fn classic_is_set_beside_custom_and_the_rows_they_differ_on_are_marked() {
    let reference = reference(
        &GameRules::Race {
            rules: Preset::Classic.rules(),
        },
        BoardSkin::Ruby,
    );
    assert_eq!(reference.compared_with, Some(Preset::Custom));
    let marked: Vec<Field> = reference
        .switches
        .iter()
        .filter(|line| line.differs)
        .map(|line| line.field)
        .collect();
    // Classic locks the switches Custom leaves at their other setting (docs/RULES.md, "Presets").
    assert_eq!(
        marked,
        [
            Field::CutGrantsExtraRoll,
            Field::CoinCanMoveAfterCutting,
            Field::MoveAfterEachRoll,
            Field::JumpAndGo,
            Field::Roll1Then5ReleasesTwo
        ]
    );
    assert!(
        reference
            .skins
            .iter()
            .all(|s| s.in_play == (s.skin == BoardSkin::Ruby))
    );
}

#[test]
fn a_custom_game_shows_its_own_switches_beside_classic() {
    let mut rules = Preset::Custom.rules();
    rules.switches.must_cut_if_available = true;
    rules.switches.must_cut_before_home = false;
    rules.coins = 12;
    let rules = rules.validate().unwrap();
    let reference = reference(&GameRules::Race { rules }, BoardSkin::Default);
    assert_eq!(reference.compared_with, Some(Preset::Classic));
    assert_table(&reference, &rules, &Preset::Classic.rules());
    assert!(!reference.throws[0].differs);
}

#[test]
fn a_traditional_game_with_other_entry_throws_marks_that_row() {
    let mut rules = Preset::Traditional.rules();
    rules.entry = dhayam_core::ThrowSet::of(&[1, 5]);
    let rules = rules.validate().unwrap();
    let reference = reference(&GameRules::Race { rules }, BoardSkin::Default);
    assert_table(&reference, &rules, &Preset::Classic.rules());
    assert!(reference.throws[0].differs);
    assert_eq!(reference.throws[0].in_play, [1, 5]);
    assert_eq!(reference.throws[0].compared, [1]);
}

#[test]
fn the_route_is_one_coins_whole_path_from_its_first_square_to_the_goal() {
    let cloth = reference(
        &GameRules::Race {
            rules: Preset::Classic.rules(),
        },
        BoardSkin::Default,
    );
    assert_eq!(cloth.route, wide(BoardKind::Cloth.board().path(0)));
    let grid = reference(
        &GameRules::Race {
            rules: Preset::Thayam.rules(),
        },
        BoardSkin::Default,
    );
    assert_eq!(grid.route, wide(BoardKind::Grid.board().path(0)));
    let snakes = reference(
        &GameRules::Paramapadam {
            rules: ParamapadamRules::default(),
        },
        BoardSkin::Default,
    );
    assert_eq!(snakes.route.len(), 132);
    assert_eq!((snakes.route[0], snakes.route[131]), (1, 132));
    assert!(snakes.switches.is_empty());
    assert!(!snakes.fixed.is_empty());
}

#[test]
fn the_app_opens_the_reference_over_home_the_setup_and_the_game_with_the_rules_in_hand() {
    let dir = TempDir::new().unwrap();
    let mut app = AppModel::open(Store::open(dir.path()).unwrap(), false).unwrap();
    app.intent(AppIntent::OpenReference {
        game: Some(GameKind::Thayam),
    });
    let home = app.view().reference.unwrap();
    assert_eq!(home.game, GameKind::Thayam);
    assert_eq!(home.preset, Some(Preset::Thayam));
    app.intent(AppIntent::CloseReference);
    assert!(app.view().reference.is_none());
    app.intent(AppIntent::CloseReference);
    assert_eq!(app.refusal(), Some(Refusal::NothingToClose));

    app.intent(AppIntent::OpenSetup);
    app.intent(AppIntent::EditSetup {
        edit: SetupEdit::Game {
            game: GameKind::Dhayam,
        },
    });
    app.intent(AppIntent::EditSetup {
        edit: SetupEdit::Preset {
            preset: Preset::Custom,
        },
    });
    for (field, on) in [(Field::MoveAfterEachRoll, false), (Field::JumpAndGo, true)] {
        app.intent(AppIntent::EditSetup {
            edit: SetupEdit::Switch { field, on },
        });
        assert_eq!(app.refusal(), None);
    }
    app.intent(AppIntent::OpenReference { game: None });
    let setup = app.view().reference.unwrap();
    let GameRules::Race { rules } = setup_rules(&app) else {
        panic!("a Dhayam setup");
    };
    assert_table(&setup, &rules, &Preset::Classic.rules());
    assert!(
        setup
            .switches
            .iter()
            .any(|line| line.field == Field::JumpAndGo && line.in_play)
    );
    app.intent(AppIntent::CloseReference);

    app.intent(AppIntent::StartGame { seed: 7 });
    app.intent(AppIntent::OpenReference { game: None });
    let game = app.view().reference.unwrap();
    assert_table(&game, &rules, &Preset::Classic.rules());
}

fn setup_rules(app: &AppModel) -> GameRules {
    match app.view().screen {
        dhayam_core::app::ScreenView::Setup { setup } => setup.setup.rules,
        _ => panic!("the setup is on screen"),
    }
}

#[test]
fn every_game_has_steps_and_fixed_rules_worded_by_keys() {
    for game in GameKind::ALL {
        let reference = reference(&GameSetup::default_for(game).rules, BoardSkin::Default);
        assert!(reference.steps.len() >= 4);
        assert!(
            reference
                .steps
                .iter()
                .all(|text| text.key.starts_with("learn_step_"))
        );
        assert_eq!(reference.settings.len(), 6);
    }
}

/// `numbers` as the reference lists them.
fn wide(numbers: &[u8]) -> Vec<u32> {
    numbers.iter().copied().map(u32::from).collect()
}
