//! The setup screen's view model: every control with its options, what is greyed and why, and
//! whether the engine can play the setup — and if not, why, as a key a player can read.

use crate::error::PositionError;
use crate::game::GameKind;
use crate::rules::{Field, Preset, RuleSetError};
use crate::setup::{BoardSkin, GameSetup, Level, SeatKind, SetupError, TokenStyle};
use crate::sticks::THROW_VALUES;

use super::setup_draft::SetupDraft;
use crate::text::{Arg, SWITCHES, Text, field_key};

/// The setup screen, to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupView {
    /// The setup as it stands (seats in turn order with their kinds and tokens, the skin).
    pub setup: GameSetup,
    /// The game it sets up.
    pub game: GameKind,
    /// The games, in menu order.
    pub games: [GameKind; 3],
    /// The player counts offered.
    pub player_choices: Vec<u8>,
    /// Who may play a seat: a person, or the computer at each level.
    pub seat_kinds: Vec<SeatKind>,
    /// The token styles, in the order offered.
    pub tokens: [TokenStyle; 6],
    /// The presets of this game (none in Paramapadam), and the one chosen.
    pub presets: Vec<Preset>,
    /// The chosen preset.
    pub preset: Option<Preset>,
    /// The coin counts the preset offers, and the one chosen.
    pub coin_choices: Vec<u8>,
    /// The chosen coin count.
    pub coins: Option<u8>,
    /// The throw sets (entry, then roll again), one value a chip.
    pub throw_sets: Vec<ThrowRow>,
    /// The on/off rules, in the order of docs/RULES.md, "The switches".
    pub switches: Vec<SwitchRow>,
    /// The board skins, in the order offered.
    pub skins: [BoardSkin; 5],
    /// Why the engine can't play this setup, if it can't; Start is greyed then.
    pub problem: Option<Text>,
}

/// One on/off rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwitchRow {
    /// The rule.
    pub field: Field,
    /// Whether it is on (safe squares: open to everyone).
    pub on: bool,
    /// Whether the player may change it; greyed otherwise.
    pub editable: bool,
}

/// One throw set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThrowRow {
    /// `Field::Entry` or `Field::Bonus`.
    pub field: Field,
    /// Every throw value with whether it is in the set.
    pub values: Vec<(u8, bool)>,
    /// Whether the player may change it; greyed otherwise.
    pub editable: bool,
}

impl SetupView {
    /// The view of `draft`.
    #[must_use]
    pub fn of(draft: &SetupDraft) -> Self {
        let rules = draft.rules();
        let mut seat_kinds = vec![SeatKind::Human];
        seat_kinds.extend(Level::ALL.map(|level| SeatKind::Computer { level }));
        Self {
            setup: draft.setup().clone(),
            game: draft.game(),
            games: GameKind::ALL,
            player_choices: draft.player_choices(),
            seat_kinds,
            tokens: TokenStyle::ALL,
            presets: draft.presets(),
            preset: rules.map(|rules| rules.preset),
            coin_choices: draft.coin_choices().to_vec(),
            coins: rules.map(|rules| rules.coins),
            throw_sets: rules.map_or_else(Vec::new, |rules| {
                [(Field::Entry, rules.entry), (Field::Bonus, rules.bonus)]
                    .into_iter()
                    .map(|(field, set)| ThrowRow {
                        field,
                        values: THROW_VALUES.map(|v| (v, set.contains(v))).to_vec(),
                        editable: draft.editable(field),
                    })
                    .collect()
            }),
            switches: rules.map_or_else(Vec::new, |rules| {
                SWITCHES
                    .into_iter()
                    .map(|field| SwitchRow {
                        field,
                        on: rules.switch(field) == Some(true),
                        editable: draft.editable(field),
                    })
                    .collect()
            }),
            skins: BoardSkin::ALL,
            problem: draft.setup().validate().err().map(|error| problem(&error)),
        }
    }
}

/// Why a setup can't start, in words.
fn problem(error: &SetupError) -> Text {
    match error {
        SetupError::Rules(rules) | SetupError::Position(PositionError::Rules(rules)) => {
            rules_problem(rules)
        }
        SetupError::Paramapadam(_)
        | SetupError::Position(_)
        | SetupError::Seats { .. }
        | SetupError::NotAThrow { .. } => Text::plain("setup_problem_other"),
        SetupError::SameTokens => Text::plain("setup_problem_same_tokens"),
    }
}

fn rules_problem(error: &RuleSetError) -> Text {
    match *error {
        RuleSetError::FixedByPreset { preset, field } => Text::with(
            "setup_problem_fixed_by_preset",
            vec![name(field_key(field)), name(preset_key(preset))],
        ),
        RuleSetError::Players { min, max, .. } => Text::with(
            "setup_problem_players",
            vec![Arg::Number(min.into()), Arg::Number(max.into())],
        ),
        RuleSetError::Coins { .. } => Text::plain("setup_problem_coins"),
        RuleSetError::NoEntry => Text::plain("setup_problem_no_entry"),
        RuleSetError::EndlessChain => Text::plain("setup_problem_endless_chain"),
        RuleSetError::JumpAndGoNeedsBank => Text::plain("setup_problem_jump_and_go_needs_bank"),
    }
}

fn name(key: &'static str) -> Arg {
    Arg::Text(Box::new(Text::plain(key)))
}

/// The key of a preset's name.
#[must_use]
pub const fn preset_key(preset: Preset) -> &'static str {
    match preset {
        Preset::Traditional => "preset_traditional",
        Preset::Classic => "preset_classic",
        Preset::Custom => "preset_custom",
        Preset::Thayam => "preset_thayam",
    }
}

/// One text of every problem a setup can have, for the list of keys.
pub(crate) fn every_problem_text() -> Vec<Text> {
    let mut errors: Vec<SetupError> = vec![
        RuleSetError::Players {
            players: 7,
            min: 2,
            max: 4,
        }
        .into(),
        RuleSetError::Coins {
            preset: Preset::Classic,
            coins: 5,
            choices: &[4, 6, 12],
        }
        .into(),
        RuleSetError::NoEntry.into(),
        RuleSetError::EndlessChain.into(),
        RuleSetError::JumpAndGoNeedsBank.into(),
        SetupError::SameTokens,
        SetupError::Seats {
            seats: 1,
            players: 2,
        },
    ];
    for preset in Preset::ALL {
        for field in Field::ALL {
            errors.push(RuleSetError::FixedByPreset { preset, field }.into());
        }
    }
    errors.iter().map(problem).collect()
}
