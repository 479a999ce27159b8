//! The Rules & Settings reference of one game, generated from the rule set in play: a few
//! steps of how to play, one coin's whole route for the shells to draw on the board, the rule
//! switches beside a preset's with the rows where they differ marked, the rules no switch
//! changes, the coins, the board skins and the app's settings. Every word is a key.
//!
//! The table is read from the rule set itself (`RuleSet::switch`), so a Custom game shows its
//! own switches and a test proves the table and the rules agree for every preset.

use crate::board::BoardKind;
use crate::game::GameKind;
use crate::paramapadam::{LAST_SQUARE, ParamapadamRules};
use crate::rules::{Field, Preset, RuleSet, SafeSquares, ThrowSet};
use crate::setup::{BoardSkin, GameRules};
use crate::text::{SWITCHES, Text, field_key};

/// The reference of one game, to draw.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Reference {
    /// Which game.
    pub game: GameKind,
    /// How to play, in a few steps, in order.
    pub steps: Vec<Text>,
    /// One coin's whole route, Player 1's, from the first square to the goal: the shells
    /// draw it on the board.
    pub route: Vec<u32>,
    /// The route in words.
    pub route_text: Text,
    /// The preset in play (none in Paramapadam).
    pub preset: Option<Preset>,
    /// The preset the table sets the rules in play beside (none in Paramapadam).
    pub compared_with: Option<Preset>,
    /// The on/off rules: in play and in the compared preset.
    pub switches: Vec<SwitchLine>,
    /// The throws that bring a coin out and that roll again: in play and compared.
    pub throws: Vec<ThrowLine>,
    /// The rules no switch changes, for this board and these rules.
    pub fixed: Vec<Text>,
    /// Players in play.
    pub players: u32,
    /// Coins (pawns, tokens) per player in play.
    pub coins: u32,
    /// The coin counts the preset offers.
    pub coin_choices: Vec<u32>,
    /// The board skins, the one in play marked.
    pub skins: Vec<SkinLine>,
    /// The app's settings, each with what it does.
    pub settings: Vec<SettingLine>,
}

/// One on/off rule of the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SwitchLine {
    /// The rule.
    pub field: Field,
    /// Its name.
    pub name: Text,
    /// What it means.
    pub detail: Text,
    /// On in the rules in play (safe squares: open to everyone).
    pub in_play: bool,
    /// On in the compared preset.
    pub compared: bool,
    /// The two differ: the row is marked.
    pub differs: bool,
}

/// One throw set of the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ThrowLine {
    /// `Field::Entry` or `Field::Bonus`.
    pub field: Field,
    /// Its name.
    pub name: Text,
    /// What it means.
    pub detail: Text,
    /// The values in play, ascending.
    pub in_play: Vec<u32>,
    /// The values of the compared preset, ascending.
    pub compared: Vec<u32>,
    /// The two differ: the row is marked.
    pub differs: bool,
}

/// One board skin.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SkinLine {
    /// The skin.
    pub skin: BoardSkin,
    /// Its name.
    pub name: Text,
    /// It is the one on the board now.
    pub in_play: bool,
}

/// One of the app's settings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SettingLine {
    /// Its name.
    pub name: Text,
    /// What it does.
    pub detail: Text,
}

/// The reference of a game played by `rules`, on a board of `skin`.
#[must_use]
pub fn reference(rules: &GameRules, skin: BoardSkin) -> Reference {
    let game = game_of(rules);
    let base = Reference {
        game,
        steps: steps(game).iter().map(|&key| Text::plain(key)).collect(),
        route: Vec::new(),
        route_text: Text::plain(match game {
            GameKind::Dhayam => "guide_route_dhayam",
            GameKind::Thayam => "guide_route_thayam",
            GameKind::Paramapadam => "guide_route_paramapadam",
        }),
        preset: None,
        compared_with: None,
        switches: Vec::new(),
        throws: Vec::new(),
        fixed: Vec::new(),
        players: 0,
        coins: 1,
        coin_choices: vec![1],
        skins: BoardSkin::ALL
            .into_iter()
            .map(|each| SkinLine {
                skin: each,
                name: Text::plain(skin_key(each)),
                in_play: each == skin,
            })
            .collect(),
        settings: SETTINGS
            .iter()
            .map(|&(name, detail)| SettingLine {
                name: Text::plain(name),
                detail: Text::plain(detail),
            })
            .collect(),
    };
    match rules {
        GameRules::Race { rules } => race(base, rules),
        GameRules::Paramapadam { rules } => Reference {
            route: (1..=LAST_SQUARE).map(u32::from).collect(),
            throws: throw_lines([
                (Field::Entry, rules.entry, ParamapadamRules::default().entry),
                (Field::Bonus, rules.bonus, ParamapadamRules::default().bonus),
            ]),
            players: rules.players.into(),
            fixed: PARAMAPADAM_FIXED
                .iter()
                .map(|&key| Text::plain(key))
                .collect(),
            ..base
        },
    }
}

/// The game `rules` are for.
#[must_use]
pub const fn game_of(rules: &GameRules) -> GameKind {
    match rules {
        GameRules::Race { rules } => match rules.board {
            BoardKind::Cloth => GameKind::Dhayam,
            BoardKind::Grid => GameKind::Thayam,
        },
        GameRules::Paramapadam { .. } => GameKind::Paramapadam,
    }
}

/// The race games' part: the route on the board, the table, the fixed rules, the coins.
fn race(base: Reference, rules: &RuleSet) -> Reference {
    let compared_with = compared_with(rules.preset);
    let compared = compared_with.rules();
    let switches = SWITCHES
        .into_iter()
        .map(|field| {
            let in_play = rules.switch(field) == Some(true);
            let other = compared.switch(field) == Some(true);
            SwitchLine {
                field,
                name: Text::plain(field_key(field)),
                detail: Text::plain(detail_key(field)),
                in_play,
                compared: other,
                differs: in_play != other,
            }
        })
        .collect();
    let throws = throw_lines([
        (Field::Entry, rules.entry, compared.entry),
        (Field::Bonus, rules.bonus, compared.bonus),
    ]);
    let mut fixed = vec!["learn_fixed_sticks", "learn_fixed_throw_off"];
    fixed.push("learn_fixed_cut");
    fixed.push(match rules.safe_squares {
        SafeSquares::ClosedToOpponents => "learn_fixed_safe_closed",
        SafeSquares::OpenToAll => "learn_fixed_safe_open",
    });
    fixed.push(match rules.board {
        BoardKind::Cloth => "learn_fixed_exact_oval",
        BoardKind::Grid => "learn_fixed_exact_centre",
    });
    fixed.push("learn_fixed_win");
    Reference {
        route: wide(rules.board.board().path(rules.seat(0))),
        preset: Some(rules.preset),
        compared_with: Some(compared_with),
        switches,
        throws,
        fixed: fixed.into_iter().map(Text::plain).collect(),
        players: rules.players.into(),
        coins: rules.coins.into(),
        coin_choices: wide(rules.preset.coin_choices()),
        ..base
    }
}

/// The throw-set rows: each field with its values in play and compared.
fn throw_lines(rows: [(Field, ThrowSet, ThrowSet); 2]) -> Vec<ThrowLine> {
    rows.into_iter()
        .map(|(field, in_play, other)| ThrowLine {
            field,
            name: Text::plain(field_key(field)),
            detail: Text::plain(detail_key(field)),
            in_play: in_play.values().map(u32::from).collect(),
            compared: other.values().map(u32::from).collect(),
            differs: in_play != other,
        })
        .collect()
}

/// The preset the rules in play are set beside: on the cloth, Classic (Custom beside Classic
/// itself, so the table still shows what Custom would change); on the 7x7 board, its preset.
pub(crate) const fn compared_with(preset: Preset) -> Preset {
    match preset {
        Preset::Classic => Preset::Custom,
        Preset::Traditional | Preset::Custom => Preset::Classic,
        Preset::Thayam => Preset::Thayam,
    }
}

/// How to play `game`, step by step.
const fn steps(game: GameKind) -> &'static [&'static str] {
    match game {
        GameKind::Dhayam => &[
            "learn_step_dhayam_throw",
            "learn_step_dhayam_enter",
            "learn_step_dhayam_cut",
            "learn_step_dhayam_gate",
            "learn_step_dhayam_oval",
        ],
        GameKind::Thayam => &[
            "learn_step_thayam_throw",
            "learn_step_thayam_enter",
            "learn_step_thayam_cut",
            "learn_step_thayam_gate",
            "learn_step_thayam_centre",
        ],
        GameKind::Paramapadam => &[
            "learn_step_paramapadam_throw",
            "learn_step_paramapadam_enter",
            "learn_step_paramapadam_snakes",
            "learn_step_paramapadam_exact",
        ],
    }
}

/// What a rule means, for its row and the setup screen's "what does this mean".
#[must_use]
pub const fn detail_key(field: Field) -> &'static str {
    match field {
        Field::Board | Field::Players | Field::Coins => "learn_detail_players_coins",
        Field::Entry => "learn_detail_entry",
        Field::Bonus => "learn_detail_bonus",
        Field::MustCutBeforeHome => "learn_detail_must_cut_before_home",
        Field::MustCutIfAvailable => "learn_detail_must_cut_if_available",
        Field::CutGrantsExtraRoll => "learn_detail_cut_grants_extra_roll",
        Field::CoinCanMoveAfterCutting => "learn_detail_coin_can_move_after_cutting",
        Field::CoinCanStackOnCommonPath => "learn_detail_coin_can_stack_on_common_path",
        Field::MoveAfterEachRoll => "learn_detail_move_after_each_roll",
        Field::JumpAndGo => "learn_detail_jump_and_go",
        Field::Roll1Then5ReleasesTwo => "learn_detail_roll_1_then_5_releases_two",
        Field::DangerSquares => "learn_detail_danger_squares",
        Field::HomeGrantsExtraRoll => "learn_detail_home_grants_extra_roll",
        Field::SafeSquares => "learn_detail_safe_squares_open",
    }
}

/// The key of a skin's name.
const fn skin_key(skin: BoardSkin) -> &'static str {
    match skin {
        BoardSkin::Default => "skin_default",
        BoardSkin::Ruby => "skin_ruby",
        BoardSkin::Emerald => "skin_emerald",
        BoardSkin::Ivory => "skin_ivory",
        BoardSkin::Sapphire => "skin_sapphire",
    }
}

/// The settings, with what each does (the Settings screen's own words).
const SETTINGS: [(&str, &str); 6] = [
    ("settings_sound", "settings_sound_detail"),
    ("settings_haptics", "settings_haptics_detail"),
    ("settings_auto_roll", "settings_auto_roll_detail"),
    ("settings_quick_undo", "settings_quick_undo_detail"),
    (
        "settings_legal_move_ring",
        "settings_legal_move_ring_detail",
    ),
    ("settings_language", "learn_detail_language"),
];

/// Paramapadam's rules, none of which a switch changes.
const PARAMAPADAM_FIXED: [&str; 5] = [
    "learn_fixed_sticks",
    "learn_fixed_paramapadam_first",
    "learn_fixed_paramapadam_exact",
    "learn_fixed_paramapadam_turn_end",
    "learn_fixed_paramapadam_places",
];

/// Every text the reference can say, for the list of keys.
pub(crate) fn every_text() -> Vec<Text> {
    let mut rules: Vec<GameRules> = Preset::ALL
        .into_iter()
        .map(|preset| GameRules::Race {
            rules: preset.rules(),
        })
        .collect();
    rules.push(GameRules::Paramapadam {
        rules: ParamapadamRules::default(),
    });
    let mut texts = Vec::new();
    for rules in rules {
        let reference = reference(&rules, BoardSkin::Default);
        texts.extend(reference.steps);
        texts.push(reference.route_text);
        texts.extend(reference.fixed);
        for line in reference.switches {
            texts.extend([line.name, line.detail]);
        }
        for line in reference.throws {
            texts.extend([line.name, line.detail]);
        }
        texts.extend(reference.skins.into_iter().map(|line| line.name));
        for line in reference.settings {
            texts.extend([line.name, line.detail]);
        }
    }
    // Both safe-square rules and both goals, whichever presets there are.
    for key in [
        "learn_fixed_safe_closed",
        "learn_fixed_safe_open",
        "learn_fixed_exact_oval",
        "learn_fixed_exact_centre",
    ] {
        texts.push(Text::plain(key));
    }
    texts.push(Text::plain(detail_key(Field::Coins)));
    texts.extend(REFERENCE_LABELS.iter().map(|&key| Text::plain(key)));
    texts
}

/// The reference page's headings and column labels, said by the shells.
pub const REFERENCE_LABELS: [&str; 9] = [
    "learn_reference_title",
    "learn_how_to_play",
    "learn_route",
    "learn_rules_table",
    "learn_in_play",
    "learn_differs",
    "learn_fixed_rules",
    "learn_coins",
    "learn_skins_and_settings",
];

/// Small numbers (squares, throw values, coin counts) as the `u32`s the reference lists them
/// in: a list of bytes would reach the shells as a byte buffer, not as numbers.
fn wide(numbers: &[u8]) -> Vec<u32> {
    numbers.iter().copied().map(u32::from).collect()
}
