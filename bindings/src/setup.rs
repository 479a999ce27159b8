//! A new game's setup as the shells build it — game, rules, seats, token styles, skin — and the
//! menus' data: the rule presets with the fields each lets the player edit, the token styles and
//! the board skins, in the order the setup screen offers them.

use dhayam_core as dc;
use dhayam_core::paramapadam::ParamapadamRules as CoreParamapadam;

use crate::error::{DhayamError, narrow, wide};

pub use dc::GameKind;

pub use dc::Level;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SeatKind {
    /// A person at the device.
    Human,
    /// The computer, at a level.
    Computer {
        /// How strong.
        level: Level,
    },
}

pub use dc::TokenStyle;

pub use dc::BoardSkin;

/// One seat of a game, in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SeatSetup {
    /// Who plays it.
    pub kind: SeatKind,
    /// Their tokens' look; distinct per player.
    pub token: TokenStyle,
}

/// Whom a game is played against: the key statistics are filed under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum OpponentKind {
    /// People only, passing the device.
    PassAndPlay,
    /// The computer at a level (the strongest computer seat).
    Computer {
        /// The level.
        level: Level,
    },
}

pub use dc::Preset;

pub use dc::BoardKind;

pub use dc::SafeSquares;

/// The eight switches (docs/RULES.md, "The switches").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
#[allow(clippy::struct_excessive_bools)] // eight independent switches are what the rules have
pub struct Switches {
    /// A coin can't pass the gate until its player has cut.
    pub must_cut_before_home: bool,
    /// If any legal move cuts, a cutting move must be played.
    pub must_cut_if_available: bool,
    /// A cut earns a roll.
    pub cut_grants_extra_roll: bool,
    /// In a bank, a coin that cut may take further values from the same bank.
    pub coin_can_move_after_cutting: bool,
    /// Two own coins may share a non-safe shared square.
    pub coin_can_stack_on_common_path: bool,
    /// Each throw is played before the next roll (off: banked chains).
    pub move_after_each_roll: bool,
    /// When no single banked value can be played, one coin may use a sum of banked values.
    pub jump_and_go: bool,
    /// A 5 thrown immediately after a 1 may also bring a coin out.
    pub roll_1_then_5_releases_two: bool,
}

/// Every option of a game of Dhayam or Thayam. Throw sets are lists of throw values (1–6, 12).
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct RuleSet {
    /// The preset; it decides which other fields may differ from its defaults.
    pub preset: Preset,
    /// The board played on.
    pub board: BoardKind,
    /// Number of players.
    pub players: u32,
    /// Coins per player.
    pub coins: u32,
    /// Throws that bring a coin out.
    pub entry: Vec<u32>,
    /// Throws that, besides the entry throws, mean rolling again.
    pub bonus: Vec<u32>,
    /// The eight switches.
    pub switches: Switches,
    /// The last square before the goal is a danger square.
    pub danger_squares: bool,
    /// A coin reaching the goal earns an extra roll.
    pub home_grants_extra_roll: bool,
    /// Who may stand on a safe square.
    pub safe_squares: SafeSquares,
}

pub use dhayam_core::paramapadam::LayoutKind;

/// The options of a game of Paramapadam.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ParamapadamRules {
    /// Number of players, 2 to 6.
    pub players: u32,
    /// Throws that bring a token onto the board.
    pub entry: Vec<u32>,
    /// Throws that, on the board, roll again after the move.
    pub bonus: Vec<u32>,
    /// Where the ladders and snakes are.
    pub layout: LayoutKind,
}

/// The rules of a new game, by the family of game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameRules {
    /// Dhayam or Thayam: the rule set's board says which.
    Race {
        /// The rule set.
        rules: RuleSet,
    },
    /// Paramapadam.
    Paramapadam {
        /// Its options.
        rules: ParamapadamRules,
    },
}

/// Everything a player chooses before a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct GameSetup {
    /// The rules, which also say which game and how many players.
    pub rules: GameRules,
    /// Each seat in turn order; one per player.
    pub seats: Vec<SeatSetup>,
    /// The board's look.
    pub skin: BoardSkin,
}

pub use dc::Field;

/// One field as a preset's setup screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FieldInfo {
    /// The field.
    pub field: Field,
    /// Its name in positions and error messages (`jump-and-go`).
    pub name: String,
    /// Whether it is one of the eight switches.
    pub is_switch: bool,
    /// Whether the player may change it under this preset; otherwise it is shown greyed out.
    pub editable: bool,
}

/// A preset as the setup screen offers it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PresetInfo {
    /// The preset.
    pub preset: Preset,
    /// Its name in positions and menus.
    pub name: String,
    /// The game it is for (Dhayam or Thayam).
    pub game: GameKind,
    /// Coin counts it offers.
    pub coin_choices: Vec<u32>,
    /// Its rule set with its default number of coins.
    pub defaults: RuleSet,
    /// Every field, in the order positions print them, with whether it is editable.
    pub fields: Vec<FieldInfo>,
}

/// The presets of Dhayam and Thayam, in the order a setup screen lists them.
#[uniffi::export]
pub fn presets() -> Vec<PresetInfo> {
    Preset::ALL
        .into_iter()
        .map(|preset| PresetInfo {
            preset,
            name: preset.name().to_owned(),
            game: match preset.board() {
                BoardKind::Cloth => GameKind::Dhayam,
                BoardKind::Grid => GameKind::Thayam,
            },
            coin_choices: wide(preset.coin_choices().iter().copied()),
            defaults: preset.rules().into(),
            fields: Field::ALL
                .into_iter()
                .map(|field| FieldInfo {
                    field,
                    name: field.name().to_owned(),
                    is_switch: field.is_switch(),
                    editable: preset.lets_edit(field),
                })
                .collect(),
        })
        .collect()
}

/// The default Paramapadam options.
#[uniffi::export]
pub fn paramapadam_defaults() -> ParamapadamRules {
    CoreParamapadam::default().into()
}

/// The default setup of `game`: player 1 a person, player 2 the computer at Medium, distinct
/// token styles, the game's usual rules.
#[uniffi::export]
pub fn default_setup(game: GameKind) -> GameSetup {
    dc::GameSetup::default_for(game).into()
}

/// Whether a game can start from `setup`, without starting one (a new game replaces the saved
/// game; this doesn't).
///
/// # Errors
/// [`DhayamError::InvalidSetup`] saying what is wrong.
#[uniffi::export]
pub fn check_setup(setup: GameSetup) -> Result<(), DhayamError> {
    crate::error::guarded(|| Ok(dc::GameSetup::try_from(setup)?.validate()?))
}

/// Whom `setup` is played against, the key its statistics are filed under.
///
/// # Errors
/// [`DhayamError::InvalidSetup`] if the setup can't be read (a throw value that isn't one).
#[uniffi::export]
pub fn opponent_of(setup: GameSetup) -> Result<OpponentKind, DhayamError> {
    crate::error::guarded(|| Ok(dc::GameSetup::try_from(setup)?.opponent_kind().into()))
}

/// Whether the on/off `field` of `rules` is on (safe squares: open to everyone), or none for a
/// field that isn't on/off — what a setup screen's switch shows.
///
/// # Errors
/// [`DhayamError::InvalidSetup`] if the rules can't be read (a throw value that isn't one).
#[uniffi::export]
pub fn rule_switch(rules: RuleSet, field: Field) -> Result<Option<bool>, DhayamError> {
    crate::error::guarded(|| Ok(dc::RuleSet::try_from(rules)?.switch(field)))
}

/// `rules` with the on/off `field` set to `on` (unchanged for a field that isn't on/off);
/// whether the result can be played is [`check_setup`]'s to say.
///
/// # Errors
/// [`DhayamError::InvalidSetup`] if the rules can't be read (a throw value that isn't one).
#[uniffi::export]
pub fn with_rule_switch(rules: RuleSet, field: Field, on: bool) -> Result<RuleSet, DhayamError> {
    crate::error::guarded(|| {
        let mut rules = dc::RuleSet::try_from(rules)?;
        rules.set_switch(field, on);
        Ok(rules.into())
    })
}

/// The six token styles, in the order a setup screen offers them.
#[uniffi::export]
pub fn token_styles() -> Vec<TokenStyle> {
    TokenStyle::ALL.into_iter().collect()
}

/// The five board skins, in the order a setup screen offers them.
#[uniffi::export]
pub fn board_skins() -> Vec<BoardSkin> {
    BoardSkin::ALL.into_iter().collect()
}

/// Every value a throw of the sticks can have, ascending: 1–6 and 12.
#[uniffi::export]
pub fn throw_values() -> Vec<u32> {
    wide(dc::THROW_VALUES)
}

impl From<dc::SeatKind> for SeatKind {
    fn from(kind: dc::SeatKind) -> Self {
        match kind {
            dc::SeatKind::Human => Self::Human,
            dc::SeatKind::Computer(level) => Self::Computer { level },
        }
    }
}

impl From<SeatKind> for dc::SeatKind {
    fn from(kind: SeatKind) -> Self {
        match kind {
            SeatKind::Human => Self::Human,
            SeatKind::Computer { level } => Self::Computer(level),
        }
    }
}

impl From<dc::OpponentKind> for OpponentKind {
    fn from(kind: dc::OpponentKind) -> Self {
        match kind {
            dc::OpponentKind::PassAndPlay => Self::PassAndPlay,
            dc::OpponentKind::Computer(level) => Self::Computer { level },
        }
    }
}

impl From<OpponentKind> for dc::OpponentKind {
    fn from(kind: OpponentKind) -> Self {
        match kind {
            OpponentKind::PassAndPlay => Self::PassAndPlay,
            OpponentKind::Computer { level } => Self::Computer(level),
        }
    }
}

impl From<dc::SeatSetup> for SeatSetup {
    fn from(seat: dc::SeatSetup) -> Self {
        Self {
            kind: seat.kind.into(),
            token: seat.token,
        }
    }
}

impl From<SeatSetup> for dc::SeatSetup {
    fn from(seat: SeatSetup) -> Self {
        Self {
            kind: seat.kind.into(),
            token: seat.token,
        }
    }
}

impl From<dc::Switches> for Switches {
    fn from(s: dc::Switches) -> Self {
        Self {
            must_cut_before_home: s.must_cut_before_home,
            must_cut_if_available: s.must_cut_if_available,
            cut_grants_extra_roll: s.cut_grants_extra_roll,
            coin_can_move_after_cutting: s.coin_can_move_after_cutting,
            coin_can_stack_on_common_path: s.coin_can_stack_on_common_path,
            move_after_each_roll: s.move_after_each_roll,
            jump_and_go: s.jump_and_go,
            roll_1_then_5_releases_two: s.roll_1_then_5_releases_two,
        }
    }
}

impl From<Switches> for dc::Switches {
    fn from(s: Switches) -> Self {
        Self {
            must_cut_before_home: s.must_cut_before_home,
            must_cut_if_available: s.must_cut_if_available,
            cut_grants_extra_roll: s.cut_grants_extra_roll,
            coin_can_move_after_cutting: s.coin_can_move_after_cutting,
            coin_can_stack_on_common_path: s.coin_can_stack_on_common_path,
            move_after_each_roll: s.move_after_each_roll,
            jump_and_go: s.jump_and_go,
            roll_1_then_5_releases_two: s.roll_1_then_5_releases_two,
        }
    }
}

/// The throw set of `values`, refusing a value no throw has (the core would drop it silently).
fn throw_set(what: &str, values: &[u32]) -> Result<dc::ThrowSet, DhayamError> {
    let values: Vec<u8> = values.iter().map(|&v| narrow(v)).collect();
    match values.iter().find(|&&v| dc::value_index(v).is_none()) {
        Some(_) => Err(DhayamError::InvalidSetup {
            detail: format!("{what}: every value must be a throw value (1-6 or 12)"),
        }),
        None => Ok(dc::ThrowSet::of(&values)),
    }
}

impl From<dc::RuleSet> for RuleSet {
    fn from(rules: dc::RuleSet) -> Self {
        Self {
            preset: rules.preset,
            board: rules.board,
            players: rules.players.into(),
            coins: rules.coins.into(),
            entry: wide(rules.entry.values()),
            bonus: wide(rules.bonus.values()),
            switches: rules.switches.into(),
            danger_squares: rules.danger_squares,
            home_grants_extra_roll: rules.home_grants_extra_roll,
            safe_squares: rules.safe_squares,
        }
    }
}

impl TryFrom<RuleSet> for dc::RuleSet {
    type Error = DhayamError;

    fn try_from(rules: RuleSet) -> Result<Self, DhayamError> {
        Ok(Self {
            preset: rules.preset,
            board: rules.board,
            players: narrow(rules.players),
            coins: narrow(rules.coins),
            entry: throw_set("entry", &rules.entry)?,
            bonus: throw_set("bonus", &rules.bonus)?,
            switches: rules.switches.into(),
            danger_squares: rules.danger_squares,
            home_grants_extra_roll: rules.home_grants_extra_roll,
            safe_squares: rules.safe_squares,
        })
    }
}

impl From<CoreParamapadam> for ParamapadamRules {
    fn from(rules: CoreParamapadam) -> Self {
        Self {
            players: rules.players.into(),
            entry: wide(rules.entry.values()),
            bonus: wide(rules.bonus.values()),
            layout: rules.layout,
        }
    }
}

impl TryFrom<ParamapadamRules> for CoreParamapadam {
    type Error = DhayamError;

    fn try_from(rules: ParamapadamRules) -> Result<Self, DhayamError> {
        Ok(Self {
            players: narrow(rules.players),
            entry: throw_set("entry", &rules.entry)?,
            bonus: throw_set("bonus", &rules.bonus)?,
            layout: rules.layout,
        })
    }
}

impl From<dc::GameRules> for GameRules {
    fn from(rules: dc::GameRules) -> Self {
        match rules {
            dc::GameRules::Race(rules) => Self::Race {
                rules: rules.into(),
            },
            dc::GameRules::Paramapadam(rules) => Self::Paramapadam {
                rules: rules.into(),
            },
        }
    }
}

impl TryFrom<GameRules> for dc::GameRules {
    type Error = DhayamError;

    fn try_from(rules: GameRules) -> Result<Self, DhayamError> {
        Ok(match rules {
            GameRules::Race { rules } => Self::Race(rules.try_into()?),
            GameRules::Paramapadam { rules } => Self::Paramapadam(rules.try_into()?),
        })
    }
}

impl From<dc::GameSetup> for GameSetup {
    fn from(setup: dc::GameSetup) -> Self {
        Self {
            rules: setup.rules.into(),
            seats: setup.seats.into_iter().map(Into::into).collect(),
            skin: setup.skin,
        }
    }
}

impl TryFrom<GameSetup> for dc::GameSetup {
    type Error = DhayamError;

    fn try_from(setup: GameSetup) -> Result<Self, DhayamError> {
        Ok(Self {
            rules: setup.rules.try_into()?,
            seats: setup.seats.into_iter().map(Into::into).collect(),
            skin: setup.skin,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_setup_survives_the_round_trip() {
        for game in GameKind::ALL {
            let core = dc::GameSetup::default_for(game);
            let ours = GameSetup::from(core.clone());
            assert_eq!(dc::GameSetup::try_from(ours), Ok(core));
        }
    }

    #[test]
    fn a_throw_value_no_throw_has_is_an_invalid_setup() {
        let mut setup = default_setup(GameKind::Dhayam);
        if let GameRules::Race { rules } = &mut setup.rules {
            rules.entry = vec![1, 7];
        }
        assert!(matches!(
            check_setup(setup),
            Err(DhayamError::InvalidSetup { .. })
        ));
    }

    #[test]
    fn classic_locks_every_switch_and_custom_opens_them() {
        let all = presets();
        let find = |preset| all.iter().find(|p| p.preset == preset).expect("listed");
        let (classic, custom) = (find(Preset::Classic), find(Preset::Custom));
        assert!(classic.fields.iter().all(|f| !f.is_switch || !f.editable));
        assert!(custom.fields.iter().all(|f| !f.is_switch || f.editable));
    }
}
