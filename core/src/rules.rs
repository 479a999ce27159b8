//! The rule set: every option of docs/RULES.md, "Presets" and "The switches", in one value, the
//! presets that fill it, and the validation that turns a proposed rule set into one the engine can
//! play.
//!
//! A preset is a label plus the fields it lets the player edit; everything else it fixes.
//! [`RuleSet::validate`] rejects both impossible combinations (jump & go without a bank) and
//! fields a preset fixes but that differ from it, so a rule set labelled Classic always plays
//! Classic.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::board::BoardKind;
use crate::sticks::{THROW_VALUES, value_index};

/// Most coins a player can have.
pub const MAX_COINS: usize = 12;

/// A set of throw values, such as the throws that bring a coin out. It prints (`{:?}`) as the
/// list of its values, ascending, `[5, 6, 12]`, and the shells see it as that list of numbers
/// (the `ffi` feature).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ThrowSet(u8);

impl ThrowSet {
    /// No values.
    pub const EMPTY: Self = Self(0);

    /// The bit no throw value uses: set in a set read from a list of numbers holding one no
    /// throw has (see [`ThrowSet::has_stray`]).
    const STRAY: u8 = 0x80;

    /// The set of `values`; values no throw can have are left out.
    #[must_use]
    pub const fn of(values: &[u8]) -> Self {
        let mut bits = 0;
        let mut i = 0;
        while i < values.len() {
            if let Some(index) = value_index(values[i]) {
                bits |= 1 << index;
            }
            i += 1;
        }
        Self(bits)
    }

    /// Whether `value` is in the set.
    #[must_use]
    pub const fn contains(self, value: u8) -> bool {
        match value_index(value) {
            Some(index) => self.0 & (1 << index) != 0,
            None => false,
        }
    }

    /// A bit per value in the set: bit `i` for `THROW_VALUES[i]`.
    #[must_use]
    pub(crate) const fn bits(self) -> u8 {
        self.0 & 0x7f
    }

    /// Values in both sets.
    #[must_use]
    pub const fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    /// Whether both sets hold the same throw values (bits no throw has, which only a damaged
    /// saved game could carry, are ignored, as printing the sets ignores them).
    #[must_use]
    const fn same_values(self, other: Self) -> bool {
        (self.0 ^ other.0) & 0x7f == 0
    }

    /// Whether the set holds no value.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds every throw value.
    #[must_use]
    pub const fn is_full(self) -> bool {
        self.0 == 0x7f
    }

    /// The values, ascending.
    pub fn values(self) -> impl Iterator<Item = u8> {
        THROW_VALUES.into_iter().filter(move |&v| self.contains(v))
    }

    /// Whether the set was read from a list of numbers holding one no throw has. A shell hands
    /// a set over as such a list (the `ffi` feature); that number is kept as this mark, not
    /// left out as [`ThrowSet::of`] leaves it, so that a setup holding it is refused
    /// ([`crate::SetupError::NotAThrow`]) rather than played without it. Nothing else sets it.
    #[must_use]
    pub const fn has_stray(self) -> bool {
        self.0 & Self::STRAY != 0
    }
}

impl fmt::Debug for ThrowSet {
    /// The values, ascending, then a 0 for the mark of [`ThrowSet::has_stray`]: the list of
    /// numbers the shells see.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut list = f.debug_list();
        list.entries(self.values());
        if self.has_stray() {
            list.entry(&0);
        }
        list.finish()
    }
}

// The shells' form: the values as a list of numbers (a list of `u8` would cross as bytes). A
// number no throw has is kept as the mark of `has_stray`, and goes back as a 0.
#[cfg(feature = "ffi")]
uniffi::custom_type!(ThrowSet, Vec<u32>, {
    lower: |set| set
        .values()
        .map(u32::from)
        .chain(set.has_stray().then_some(0))
        .collect(),
    try_lift: |numbers| Ok(numbers.into_iter().fold(ThrowSet::EMPTY, |set, number| {
        match u8::try_from(number).ok().and_then(value_index) {
            Some(index) => ThrowSet(set.0 | 1 << index),
            None => ThrowSet(set.0 | ThrowSet::STRAY),
        }
    })),
});

impl fmt::Display for ThrowSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (i, value) in self.values().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{value}")?;
        }
        Ok(())
    }
}

/// The named rule presets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Preset {
    /// The cloth-board game as traditionally played, with its house options editable.
    Traditional,
    /// Classic: every switch locked.
    Classic,
    /// Custom: every switch editable, starting from its defaults.
    Custom,
    /// Thayam on the 7x7 board: 2 to 4 players, move after each roll.
    Thayam,
}

impl Preset {
    /// All presets, in the order a setup screen lists them.
    pub const ALL: [Self; 4] = [Self::Traditional, Self::Classic, Self::Custom, Self::Thayam];

    /// The name used in positions and menus.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Traditional => "traditional",
            Self::Classic => "classic",
            Self::Custom => "custom",
            Self::Thayam => "thayam",
        }
    }

    /// The preset called `name`, if any.
    #[must_use]
    pub fn named(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|preset| preset.name() == name)
    }

    /// The board the preset is played on.
    #[must_use]
    pub const fn board(self) -> BoardKind {
        match self {
            Self::Traditional | Self::Classic | Self::Custom => BoardKind::Cloth,
            Self::Thayam => BoardKind::Grid,
        }
    }

    /// Coin counts the preset offers.
    #[must_use]
    pub const fn coin_choices(self) -> &'static [u8] {
        match self {
            Self::Traditional => &[6, 8, 10, 12],
            Self::Classic | Self::Custom => &[4, 6, 12],
            Self::Thayam => &[4, 5, 6],
        }
    }

    /// The preset's rule set, with its default number of coins.
    #[must_use]
    pub const fn rules(self) -> RuleSet {
        let (coins, home_grants_extra_roll, danger_squares) = match self {
            Self::Traditional => (12, true, false),
            Self::Classic | Self::Custom => (6, false, true),
            Self::Thayam => (4, false, false),
        };
        let bonus = ThrowSet::of(&[5, 6, 12]);
        let thayam = matches!(self, Self::Thayam);
        RuleSet {
            preset: self,
            board: self.board(),
            players: 2,
            coins,
            entry: ThrowSet::of(&[1]),
            bonus,
            switches: self.switches(),
            danger_squares,
            home_grants_extra_roll,
            safe_squares: if thayam {
                SafeSquares::OpenToAll
            } else {
                SafeSquares::ClosedToOpponents
            },
        }
    }

    const fn switches(self) -> Switches {
        let classic = matches!(self, Self::Classic);
        let custom = matches!(self, Self::Custom);
        let thayam = matches!(self, Self::Thayam);
        Switches {
            must_cut_before_home: true,
            must_cut_if_available: false,
            cut_grants_extra_roll: !classic,
            coin_can_move_after_cutting: !classic,
            // On the 7x7 board a plain square holds one pawn: your own pawn blocks it.
            coin_can_stack_on_common_path: !thayam,
            move_after_each_roll: custom || thayam,
            jump_and_go: classic,
            roll_1_then_5_releases_two: classic,
        }
    }

    /// Whether a player may change `field` under this preset.
    #[must_use]
    pub const fn lets_edit(self, field: Field) -> bool {
        match (self, field) {
            (_, Field::Coins) => true,
            (Self::Traditional, Field::Entry | Field::Bonus | Field::MustCutBeforeHome) => true,
            (Self::Custom, field) => field.is_switch(),
            (
                Self::Thayam,
                Field::Players
                | Field::Entry
                | Field::MoveAfterEachRoll
                | Field::CutGrantsExtraRoll,
            ) => true,
            _ => false,
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who may stand on a safe square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum SafeSquares {
    /// One player at a time: while an opponent stands there, you can't land (the cloth board).
    ClosedToOpponents,
    /// Any number of coins of any players (the 7x7 board).
    OpenToAll,
}

/// The eight switches (docs/RULES.md, "The switches").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
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

/// Every field of a rule set a preset may fix or let the player edit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)] // each variant is the rule-set field of the same name
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Field {
    Board,
    Players,
    Coins,
    Entry,
    Bonus,
    MustCutBeforeHome,
    MustCutIfAvailable,
    CutGrantsExtraRoll,
    CoinCanMoveAfterCutting,
    CoinCanStackOnCommonPath,
    MoveAfterEachRoll,
    JumpAndGo,
    Roll1Then5ReleasesTwo,
    DangerSquares,
    HomeGrantsExtraRoll,
    SafeSquares,
}

impl Field {
    /// Every field, in the order positions print them.
    pub const ALL: [Self; 16] = [
        Self::Board,
        Self::Players,
        Self::Coins,
        Self::Entry,
        Self::Bonus,
        Self::MustCutBeforeHome,
        Self::MustCutIfAvailable,
        Self::CutGrantsExtraRoll,
        Self::CoinCanMoveAfterCutting,
        Self::CoinCanStackOnCommonPath,
        Self::MoveAfterEachRoll,
        Self::JumpAndGo,
        Self::Roll1Then5ReleasesTwo,
        Self::DangerSquares,
        Self::HomeGrantsExtraRoll,
        Self::SafeSquares,
    ];

    /// The field's name in positions and error messages.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Board => "board",
            Self::Players => "players",
            Self::Coins => "coins",
            Self::Entry => "entry",
            Self::Bonus => "bonus",
            Self::MustCutBeforeHome => "must-cut-before-home",
            Self::MustCutIfAvailable => "must-cut-if-available",
            Self::CutGrantsExtraRoll => "cut-grants-extra-roll",
            Self::CoinCanMoveAfterCutting => "coin-can-move-after-cutting",
            Self::CoinCanStackOnCommonPath => "coin-can-stack-on-common-path",
            Self::MoveAfterEachRoll => "move-after-each-roll",
            Self::JumpAndGo => "jump-and-go",
            Self::Roll1Then5ReleasesTwo => "roll-1-then-5-releases-two",
            Self::DangerSquares => "danger-squares",
            Self::HomeGrantsExtraRoll => "home-grants-extra-roll",
            Self::SafeSquares => "safe-squares",
        }
    }

    /// Whether the field is one of the eight switches.
    #[must_use]
    pub const fn is_switch(self) -> bool {
        matches!(
            self,
            Self::MustCutBeforeHome
                | Self::MustCutIfAvailable
                | Self::CutGrantsExtraRoll
                | Self::CoinCanMoveAfterCutting
                | Self::CoinCanStackOnCommonPath
                | Self::MoveAfterEachRoll
                | Self::JumpAndGo
                | Self::Roll1Then5ReleasesTwo
        )
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Every option of a game of Dhayam or Thayam.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RuleSet {
    /// The preset the player chose; it decides which other fields may differ from its defaults.
    pub preset: Preset,
    /// The board played on.
    pub board: BoardKind,
    /// Number of players.
    pub players: u8,
    /// Coins per player.
    pub coins: u8,
    /// Throws that bring a coin out.
    pub entry: ThrowSet,
    /// Throws that, besides the entry throws, mean rolling again.
    pub bonus: ThrowSet,
    /// The eight switches.
    pub switches: Switches,
    /// The last square before the goal is a danger square (docs/RULES.md, "Danger squares").
    pub danger_squares: bool,
    /// A coin reaching the goal earns an extra roll.
    pub home_grants_extra_roll: bool,
    /// Who may stand on a safe square.
    pub safe_squares: SafeSquares,
}

/// Why a rule set can't be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum RuleSetError {
    /// A field the preset fixes differs from the preset.
    #[error("the {preset} preset fixes {field}; choose the custom preset to change it")]
    FixedByPreset {
        /// The preset.
        preset: Preset,
        /// The field that differs.
        field: Field,
    },
    /// The number of players doesn't suit the board.
    #[error("{players} players can't play on this board; it seats {min} to {max}")]
    Players {
        /// Players asked for.
        players: u8,
        /// Fewest the board seats.
        min: u8,
        /// Most the board seats.
        max: u8,
    },
    /// The preset doesn't offer this many coins.
    #[error("the {preset} preset plays with {choices:?} coins per player, not {coins}")]
    Coins {
        /// The preset.
        preset: Preset,
        /// Coins asked for.
        coins: u8,
        /// What the preset offers.
        choices: &'static [u8],
    },
    /// No throw brings a coin out, so no game could start.
    #[error("at least one throw must bring a coin out")]
    NoEntry,
    /// Every throw means rolling again, so a chain would never end.
    #[error("at least one throw must end a chain; entry and bonus throws cover all of 1-6 and 12")]
    EndlessChain,
    /// Jump & go combines banked values; playing each throw at once leaves none to combine.
    #[error("jump & go needs banked chains; it can't be on with move-after-each-roll")]
    JumpAndGoNeedsBank,
}

impl RuleSet {
    /// Throws that mean rolling again: the entry values and the bonus values.
    #[must_use]
    pub const fn roll_again(&self) -> ThrowSet {
        self.entry.union(self.bonus)
    }

    /// The seat (which path on the board) `player` plays from. Seats go round anticlockwise;
    /// two players on the 7x7 board sit facing each other.
    #[must_use]
    pub const fn seat(&self, player: u8) -> u8 {
        match (self.board, self.players) {
            (BoardKind::Grid, 2) => player * 2,
            _ => player,
        }
    }

    /// Whether throws pile up in a bank before any is played.
    #[must_use]
    pub const fn banked(&self) -> bool {
        !self.switches.move_after_each_roll
    }

    /// The rule set if the engine can play it.
    ///
    /// # Errors
    /// The first reason it can't: a field its preset fixes, the wrong number of players or coins,
    /// no entry throw, no throw ending a chain, or jump & go without a bank.
    pub fn validate(self) -> Result<Self, RuleSetError> {
        let seats = self.board.board().seats();
        if !(2..=seats).contains(&self.players) {
            return Err(RuleSetError::Players {
                players: self.players,
                min: 2,
                max: seats,
            });
        }
        let choices = self.preset.coin_choices();
        if !choices.contains(&self.coins) {
            return Err(RuleSetError::Coins {
                preset: self.preset,
                coins: self.coins,
                choices,
            });
        }
        if let Some(field) = self.first_fixed_difference() {
            return Err(RuleSetError::FixedByPreset {
                preset: self.preset,
                field,
            });
        }
        if self.entry.is_empty() {
            return Err(RuleSetError::NoEntry);
        }
        if self.roll_again().is_full() {
            return Err(RuleSetError::EndlessChain);
        }
        if self.switches.jump_and_go && self.switches.move_after_each_roll {
            return Err(RuleSetError::JumpAndGoNeedsBank);
        }
        Ok(self)
    }

    /// The first field the preset fixes whose value differs from the preset's.
    fn first_fixed_difference(&self) -> Option<Field> {
        let reference = self.preset.rules();
        Field::ALL
            .into_iter()
            .filter(|&field| !self.preset.lets_edit(field))
            .find(|&field| !self.agrees_on(&reference, field))
    }

    /// Whether `other` has the same value of `field`: the values [`RuleSet::get`] prints are
    /// equal, compared without printing them (a new game validates its rules on every start).
    fn agrees_on(&self, other: &Self, field: Field) -> bool {
        match field {
            Field::Board => self.board == other.board,
            Field::Players => self.players == other.players,
            Field::Coins => self.coins == other.coins,
            Field::Entry => self.entry.same_values(other.entry),
            Field::Bonus => self.bonus.same_values(other.bonus),
            switch => self.switch(switch) == other.switch(switch),
        }
    }

    /// Whether the on/off `field` is on (safe squares: open to everyone), or none for a field
    /// that isn't on/off (board, players, coins, entry, bonus).
    #[must_use]
    pub fn switch(&self, field: Field) -> Option<bool> {
        let s = &self.switches;
        Some(match field {
            Field::Board | Field::Players | Field::Coins | Field::Entry | Field::Bonus => {
                return None;
            }
            Field::MustCutBeforeHome => s.must_cut_before_home,
            Field::MustCutIfAvailable => s.must_cut_if_available,
            Field::CutGrantsExtraRoll => s.cut_grants_extra_roll,
            Field::CoinCanMoveAfterCutting => s.coin_can_move_after_cutting,
            Field::CoinCanStackOnCommonPath => s.coin_can_stack_on_common_path,
            Field::MoveAfterEachRoll => s.move_after_each_roll,
            Field::JumpAndGo => s.jump_and_go,
            Field::Roll1Then5ReleasesTwo => s.roll_1_then_5_releases_two,
            Field::DangerSquares => self.danger_squares,
            Field::HomeGrantsExtraRoll => self.home_grants_extra_roll,
            Field::SafeSquares => self.safe_squares == SafeSquares::OpenToAll,
        })
    }

    /// Set the on/off `field` to `on` (safe squares: open to everyone); returns false, changing
    /// nothing, for a field that isn't on/off. Whether the result can be played is
    /// [`RuleSet::validate`]'s to say.
    pub fn set_switch(&mut self, field: Field, on: bool) -> bool {
        let s = &mut self.switches;
        let flag = match field {
            Field::Board | Field::Players | Field::Coins | Field::Entry | Field::Bonus => {
                return false;
            }
            Field::SafeSquares => {
                self.safe_squares = if on {
                    SafeSquares::OpenToAll
                } else {
                    SafeSquares::ClosedToOpponents
                };
                return true;
            }
            Field::MustCutBeforeHome => &mut s.must_cut_before_home,
            Field::MustCutIfAvailable => &mut s.must_cut_if_available,
            Field::CutGrantsExtraRoll => &mut s.cut_grants_extra_roll,
            Field::CoinCanMoveAfterCutting => &mut s.coin_can_move_after_cutting,
            Field::CoinCanStackOnCommonPath => &mut s.coin_can_stack_on_common_path,
            Field::MoveAfterEachRoll => &mut s.move_after_each_roll,
            Field::JumpAndGo => &mut s.jump_and_go,
            Field::Roll1Then5ReleasesTwo => &mut s.roll_1_then_5_releases_two,
            Field::DangerSquares => &mut self.danger_squares,
            Field::HomeGrantsExtraRoll => &mut self.home_grants_extra_roll,
        };
        *flag = on;
        true
    }

    /// The value of `field`, as it is written in a position.
    #[must_use]
    pub fn get(&self, field: Field) -> String {
        match field {
            Field::Board => match self.board {
                BoardKind::Cloth => "cloth".to_owned(),
                BoardKind::Grid => "grid".to_owned(),
            },
            Field::Players => self.players.to_string(),
            Field::Coins => self.coins.to_string(),
            Field::Entry => self.entry.to_string(),
            Field::Bonus => self.bonus.to_string(),
            Field::SafeSquares => match self.safe_squares {
                SafeSquares::ClosedToOpponents => "closed".to_owned(),
                SafeSquares::OpenToAll => "open".to_owned(),
            },
            switch => if self.switch(switch) == Some(true) {
                "on"
            } else {
                "off"
            }
            .to_owned(),
        }
    }
}

/// Whether the on/off `field` of `rules` is on (safe squares: open to everyone), or none for a
/// field that isn't on/off — what a setup screen's switch shows ([`RuleSet::switch`]).
#[cfg_attr(feature = "ffi", uniffi::export)]
#[must_use]
pub fn rule_switch(rules: &RuleSet, field: Field) -> Option<bool> {
    rules.switch(field)
}

/// `rules` with the on/off `field` set to `on`, unchanged for a field that isn't on/off
/// ([`RuleSet::set_switch`]); whether the result can be played is [`RuleSet::validate`]'s to say.
#[cfg_attr(feature = "ffi", uniffi::export)]
#[must_use]
pub fn with_rule_switch(mut rules: RuleSet, field: Field, on: bool) -> RuleSet {
    rules.set_switch(field, on);
    rules
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_on_off_field_is_read_and_set_through_switch() {
        let mut on_off = 0;
        for field in Field::ALL {
            let mut rules = Preset::Custom.rules();
            match rules.switch(field) {
                None => assert!(!rules.set_switch(field, true), "{field:?} isn't on/off"),
                Some(was) => {
                    on_off += 1;
                    assert!(rules.set_switch(field, !was));
                    assert_eq!(rules.switch(field), Some(!was), "{field:?}");
                    let expected = if was { "off" } else { "on" };
                    if field != Field::SafeSquares {
                        assert_eq!(rules.get(field), expected, "{field:?} prints as it reads");
                    }
                }
            }
        }
        assert_eq!(
            on_off, 11,
            "eight switches, danger squares, home extra roll, safe squares"
        );
    }

    #[test]
    fn fields_agree_exactly_when_they_print_the_same() {
        let mut variants = Vec::new();
        for preset in Preset::ALL {
            let rules = preset.rules();
            variants.push(rules);
            for field in Field::ALL {
                let mut changed = rules;
                if let Some(on) = changed.switch(field) {
                    changed.set_switch(field, !on);
                    variants.push(changed);
                }
            }
            for players in [3, 4] {
                variants.push(RuleSet { players, ..rules });
            }
            for coins in [4, 12] {
                variants.push(RuleSet { coins, ..rules });
            }
            variants.push(RuleSet {
                entry: ThrowSet::of(&[1, 5]),
                bonus: ThrowSet::of(&[6]),
                ..rules
            });
        }
        for a in &variants {
            for b in &variants {
                for field in Field::ALL {
                    assert_eq!(
                        a.agrees_on(b, field),
                        a.get(field) == b.get(field),
                        "{field:?}: {a:?} and {b:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_preset_validates() {
        for preset in Preset::ALL {
            assert_eq!(preset.rules().validate(), Ok(preset.rules()));
        }
    }

    #[test]
    fn switch_table_matches_seed_001() {
        let t = Preset::Traditional.rules().switches;
        let c = Preset::Classic.rules().switches;
        let u = Preset::Custom.rules().switches;
        let rows = |s: Switches| {
            [
                s.must_cut_before_home,
                s.must_cut_if_available,
                s.cut_grants_extra_roll,
                s.coin_can_move_after_cutting,
                s.coin_can_stack_on_common_path,
                s.move_after_each_roll,
                s.jump_and_go,
                s.roll_1_then_5_releases_two,
            ]
        };
        assert_eq!(
            rows(t),
            [true, false, true, true, true, false, false, false]
        );
        assert_eq!(
            rows(c),
            [true, false, false, false, true, false, true, true]
        );
        assert_eq!(rows(u), [true, false, true, true, true, true, false, false]);
    }

    #[test]
    fn classic_rejects_a_changed_switch() {
        let mut rules = Preset::Classic.rules();
        rules.switches.jump_and_go = false;
        assert_eq!(
            rules.validate(),
            Err(RuleSetError::FixedByPreset {
                preset: Preset::Classic,
                field: Field::JumpAndGo
            })
        );
    }

    #[test]
    fn jump_and_go_with_move_after_each_roll_is_rejected() {
        let mut rules = Preset::Custom.rules();
        rules.switches.jump_and_go = true;
        assert_eq!(rules.validate(), Err(RuleSetError::JumpAndGoNeedsBank));
    }

    #[test]
    fn traditional_house_options_validate_and_impossible_ones_are_rejected() {
        let mut rules = Preset::Traditional.rules();
        rules.coins = 8;
        rules.entry = ThrowSet::of(&[1, 5]);
        rules.bonus = ThrowSet::of(&[6, 12]);
        rules.switches.must_cut_before_home = false;
        assert!(rules.validate().is_ok());
        rules.entry = ThrowSet::EMPTY;
        assert_eq!(rules.validate(), Err(RuleSetError::NoEntry));
        rules.entry = ThrowSet::of(&[1, 2, 3]);
        rules.bonus = ThrowSet::of(&[4, 5, 6, 12]);
        assert_eq!(rules.validate(), Err(RuleSetError::EndlessChain));
        rules.bonus = ThrowSet::of(&[5]);
        rules.coins = 4;
        assert!(matches!(
            rules.validate(),
            Err(RuleSetError::Coins { coins: 4, .. })
        ));
    }
}
