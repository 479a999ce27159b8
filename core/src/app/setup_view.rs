//! The setup screen's view model: every control with its options, what is greyed and why, and
//! whether the engine can play the setup — and if not, why, as a key a player can read.

use crate::error::PositionError;
use crate::game::GameKind;
use crate::learn::detail_key;
use crate::rules::{Field, Preset, RuleSetError};
use crate::setup::{BoardSkin, GameSetup, Level, SeatKind, SetupError, TokenStyle};
use crate::sticks::THROW_VALUES;

use super::setup_draft::SetupDraft;
use crate::text::{Arg, SWITCHES, Text, field_key};

/// The setup screen, to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SetupView {
    /// The setup as it stands (seats in turn order with their kinds and tokens, the skin).
    pub setup: GameSetup,
    /// The game it sets up.
    pub game: GameKind,
    /// The games, in menu order.
    pub games: Vec<GameKind>,
    /// The player counts offered.
    pub player_choices: Vec<u32>,
    /// Who may play a seat: a person, or the computer at each level.
    pub seat_kinds: Vec<SeatKind>,
    /// The token styles, in the order offered.
    pub tokens: Vec<TokenStyle>,
    /// The presets of this game (none in Paramapadam), and the one chosen.
    pub presets: Vec<Preset>,
    /// The chosen preset.
    pub preset: Option<Preset>,
    /// The coin counts the preset offers, and the one chosen.
    pub coin_choices: Vec<u32>,
    /// The chosen coin count.
    pub coins: Option<u32>,
    /// The throw sets (entry, then roll again), one value a chip.
    pub throw_sets: Vec<ThrowRow>,
    /// The on/off rules, in the order of docs/RULES.md, "The switches".
    pub switches: Vec<SwitchRow>,
    /// The board skins, in the order offered.
    pub skins: Vec<BoardSkin>,
    /// Why the engine can't play this setup, if it can't; Start is greyed then.
    pub problem: Option<Text>,
}

/// One on/off rule.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SwitchRow {
    /// The rule.
    pub field: Field,
    /// Its name's key.
    pub name_key: String,
    /// The key of what it means (the setup's "what does this mean", as the reference says it).
    pub detail_key: String,
    /// Whether it is on (safe squares: open to everyone).
    pub on: bool,
    /// Whether the player may change it; greyed otherwise.
    pub editable: bool,
}

/// One throw set.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ThrowRow {
    /// `Field::Entry` or `Field::Bonus`.
    pub field: Field,
    /// Its name's key.
    pub name_key: String,
    /// The key of what it means.
    pub detail_key: String,
    /// Every throw value with whether it is in the set.
    pub values: Vec<ThrowChoice>,
    /// Whether the player may change it; greyed otherwise.
    pub editable: bool,
}

/// One throw value of a throw set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ThrowChoice {
    /// The value.
    pub value: u32,
    /// It is in the set.
    pub chosen: bool,
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
            games: GameKind::ALL.to_vec(),
            player_choices: draft.player_choices().into_iter().map(u32::from).collect(),
            seat_kinds,
            tokens: TokenStyle::ALL.to_vec(),
            presets: draft.presets(),
            preset: rules.map(|rules| rules.preset),
            coin_choices: draft
                .coin_choices()
                .iter()
                .copied()
                .map(u32::from)
                .collect(),
            coins: rules.map(|rules| rules.coins.into()),
            throw_sets: rules.map_or_else(Vec::new, |rules| {
                [(Field::Entry, rules.entry), (Field::Bonus, rules.bonus)]
                    .into_iter()
                    .map(|(field, set)| ThrowRow {
                        field,
                        name_key: field_key(field).to_owned(),
                        detail_key: detail_key(field).to_owned(),
                        values: THROW_VALUES
                            .map(|value| ThrowChoice {
                                value: u32::from(value),
                                chosen: set.contains(value),
                            })
                            .to_vec(),
                        editable: draft.editable(field),
                    })
                    .collect()
            }),
            switches: rules.map_or_else(Vec::new, |rules| {
                SWITCHES
                    .into_iter()
                    .map(|field| SwitchRow {
                        field,
                        name_key: field_key(field).to_owned(),
                        detail_key: detail_key(field).to_owned(),
                        on: rules.switch(field) == Some(true),
                        editable: draft.editable(field),
                    })
                    .collect()
            }),
            skins: BoardSkin::ALL.to_vec(),
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
