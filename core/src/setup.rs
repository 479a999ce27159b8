//! A new game's setup as a player chooses it (docs/RULES.md, "A new game and the app's settings"):
//! which game, who sits in each seat (a person, or the computer at a level) with which token style,
//! the rules, and the board skin; and how a setup becomes the starting [`State`].
//!
//! The skin and token styles change nothing in the rules; they live here because the setup is
//! what the app remembers and what statistics are filed under.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::board::BoardKind;
use crate::error::PositionError;
use crate::game::{GameKind, State};
use crate::paramapadam::{Paramapadam, ParamapadamError, ParamapadamRules};
use crate::position::Position;
use crate::rules::{Field, Preset, RuleSet, RuleSetError};

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Level {
    /// Legal and plausible, but beatable.
    Easy,
    /// A hand-tuned evaluation of the position.
    Medium,
    /// Looks ahead over the sticks.
    Hard,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Self; 3] = [Self::Easy, Self::Medium, Self::Hard];

    /// The level's name in menus and files.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Easy => "easy",
            Self::Medium => "medium",
            Self::Hard => "hard",
        }
    }

    /// The level called `name`, if any.
    #[must_use]
    pub fn named(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|level| level.name() == name)
    }
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum SeatKind {
    /// A person at the device.
    Human,
    /// The computer, at a level. Stored as the level alone (`{"Computer":"Medium"}`), as
    /// saved setups have it.
    #[serde(
        serialize_with = "Serialize::serialize",
        deserialize_with = "Deserialize::deserialize"
    )]
    Computer {
        /// How strong.
        level: Level,
    },
}

/// The look of a player's tokens, no two players' alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TokenStyle {
    /// A terracotta coin.
    Terracotta,
    /// A brass ball.
    BrassBall,
    /// A lotus coin.
    LotusCoin,
    /// A pearl.
    Pearl,
    /// An emerald.
    Emerald,
    /// A conch shell.
    Conch,
}

impl TokenStyle {
    /// All six, in the order a setup screen offers them.
    pub const ALL: [Self; 6] = [
        Self::Terracotta,
        Self::BrassBall,
        Self::LotusCoin,
        Self::Pearl,
        Self::Emerald,
        Self::Conch,
    ];
}

/// The board's look; purely cosmetic.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum BoardSkin {
    /// The default cloth.
    #[default]
    Default,
    /// Ruby.
    Ruby,
    /// Emerald.
    Emerald,
    /// Ivory.
    Ivory,
    /// Sapphire.
    Sapphire,
}

impl BoardSkin {
    /// All five, in the order a setup screen offers them.
    pub const ALL: [Self; 5] = [
        Self::Default,
        Self::Ruby,
        Self::Emerald,
        Self::Ivory,
        Self::Sapphire,
    ];

    /// The skin's name in menus and files.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Default => "default",
            Self::Ruby => "ruby",
            Self::Emerald => "emerald",
            Self::Ivory => "ivory",
            Self::Sapphire => "sapphire",
        }
    }

    /// The skin called `name`, if any.
    #[must_use]
    pub fn named(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|skin| skin.name() == name)
    }
}

/// One seat of a new game, in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SeatSetup {
    /// Who plays it.
    pub kind: SeatKind,
    /// Their tokens' look; distinct per player.
    pub token: TokenStyle,
}

/// The rules of a new game, by the family of game. Each is stored as its rules alone
/// (`{"Race":{…}}`), as saved setups have it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum GameRules {
    /// Dhayam or Thayam: the rule set says which board.
    #[serde(
        serialize_with = "Serialize::serialize",
        deserialize_with = "Deserialize::deserialize"
    )]
    Race {
        /// The rule set.
        rules: RuleSet,
    },
    /// Paramapadam.
    #[serde(
        serialize_with = "Serialize::serialize",
        deserialize_with = "Deserialize::deserialize"
    )]
    Paramapadam {
        /// Its options.
        rules: ParamapadamRules,
    },
}

/// Everything a player chooses before a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GameSetup {
    /// The rules, which also say which game and how many players.
    pub rules: GameRules,
    /// Each seat in turn order; one per player.
    pub seats: Vec<SeatSetup>,
    /// The board's look.
    pub skin: BoardSkin,
}

/// Whom a game was played against, the key statistics are filed under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum OpponentKind {
    /// People only, passing the device.
    PassAndPlay,
    /// The computer at a level (the strongest computer seat). Stored as the level alone.
    #[serde(
        serialize_with = "Serialize::serialize",
        deserialize_with = "Deserialize::deserialize"
    )]
    Computer {
        /// The level.
        level: Level,
    },
}

/// Why a setup can't start a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SetupError {
    /// The Dhayam or Thayam rules are invalid.
    #[error(transparent)]
    Rules(#[from] RuleSetError),
    /// The starting position can't be set up.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// The Paramapadam rules are invalid.
    #[error(transparent)]
    Paramapadam(#[from] ParamapadamError),
    /// The seats don't match the number of players.
    #[error("{seats} seats for {players} players")]
    Seats {
        /// Seats given.
        seats: usize,
        /// Players the rules give.
        players: u8,
    },
    /// Two players chose the same token style.
    #[error("each player needs a different token style")]
    SameTokens,
    /// A throw set was read from a number no throw has ([`crate::ThrowSet::has_stray`]).
    #[error("{field}: every value must be a throw value (1-6 or 12)")]
    NotAThrow {
        /// The set: entry or bonus.
        field: Field,
    },
}

impl GameRules {
    /// Whether every throw set of the rules holds throw values only: a shell's list of numbers
    /// can hold one no throw has ([`crate::ThrowSet::has_stray`]). [`GameSetup::validate`]
    /// checks this first; this is for what takes rules without validating them.
    ///
    /// # Errors
    /// [`SetupError::NotAThrow`] naming the first set that holds one.
    pub const fn check_throws(&self) -> Result<(), SetupError> {
        let (entry, bonus) = match self {
            Self::Race { rules } => (rules.entry, rules.bonus),
            Self::Paramapadam { rules } => (rules.entry, rules.bonus),
        };
        if entry.has_stray() {
            Err(SetupError::NotAThrow {
                field: Field::Entry,
            })
        } else if bonus.has_stray() {
            Err(SetupError::NotAThrow {
                field: Field::Bonus,
            })
        } else {
            Ok(())
        }
    }
}

impl GameSetup {
    /// The default setup of `game`: player 1 a person, the others the computer at Medium,
    /// distinct token styles, the game's usual rules.
    #[must_use]
    pub fn default_for(game: GameKind) -> Self {
        let rules = match game {
            GameKind::Dhayam => GameRules::Race {
                rules: Preset::Traditional.rules(),
            },
            GameKind::Thayam => GameRules::Race {
                rules: Preset::Thayam.rules(),
            },
            GameKind::Paramapadam => GameRules::Paramapadam {
                rules: ParamapadamRules::default(),
            },
        };
        let seats = TokenStyle::ALL
            .into_iter()
            .take(2)
            .enumerate()
            .map(|(i, token)| SeatSetup {
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer {
                        level: Level::Medium,
                    }
                },
                token,
            })
            .collect();
        Self {
            rules,
            seats,
            skin: BoardSkin::Default,
        }
    }

    /// Which game the setup is for.
    #[must_use]
    pub const fn game(&self) -> GameKind {
        match self.rules {
            GameRules::Race { rules } => match rules.board {
                BoardKind::Cloth => GameKind::Dhayam,
                BoardKind::Grid => GameKind::Thayam,
            },
            GameRules::Paramapadam { .. } => GameKind::Paramapadam,
        }
    }

    /// Number of players the rules give.
    #[must_use]
    pub const fn players(&self) -> u8 {
        match self.rules {
            GameRules::Race { rules } => rules.players,
            GameRules::Paramapadam { rules } => rules.players,
        }
    }

    /// Whom the game is against: the strongest computer seat, or pass-and-play.
    #[must_use]
    pub fn opponent_kind(&self) -> OpponentKind {
        self.seats
            .iter()
            .filter_map(|seat| match seat.kind {
                SeatKind::Computer { level } => Some(level),
                SeatKind::Human => None,
            })
            .max()
            .map_or(OpponentKind::PassAndPlay, |level| OpponentKind::Computer {
                level,
            })
    }

    /// The setup if a game can start from it.
    ///
    /// # Errors
    /// A throw set read from a number no throw has, invalid rules, a seat count that isn't the
    /// number of players, or repeated token styles.
    pub fn validate(&self) -> Result<(), SetupError> {
        self.rules.check_throws()?;
        match self.rules {
            GameRules::Race { rules } => drop(rules.validate()?),
            GameRules::Paramapadam { rules } => drop(rules.validate()?),
        }
        if self.seats.len() != usize::from(self.players()) {
            return Err(SetupError::Seats {
                seats: self.seats.len(),
                players: self.players(),
            });
        }
        let mut tokens: Vec<TokenStyle> = self.seats.iter().map(|seat| seat.token).collect();
        tokens.sort_by_key(|&token| token as u8);
        tokens.dedup();
        if tokens.len() != self.seats.len() {
            return Err(SetupError::SameTokens);
        }
        Ok(())
    }

    /// The starting state of a game from this setup, its sticks seeded with `seed` (the shell
    /// supplies it, from the system's random source; the core has none).
    ///
    /// # Errors
    /// As [`GameSetup::validate`].
    pub fn start(&self, seed: u64) -> Result<State, SetupError> {
        self.validate()?;
        Ok(match self.rules {
            GameRules::Race { rules } => State::Race(Position::new(rules, seed)?),
            GameRules::Paramapadam { rules } => State::Paramapadam(Paramapadam::new(rules, seed)?),
        })
    }
}

/// One field of a rule set as a preset's setup screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
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
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PresetInfo {
    /// The preset.
    pub preset: Preset,
    /// Its name in positions and menus.
    pub name: String,
    /// The game it is for (Dhayam or Thayam).
    pub game: GameKind,
    /// Coin counts it offers (numbers, not the bytes a list of `u8` would cross as).
    pub coin_choices: Vec<u32>,
    /// Its rule set with its default number of coins.
    pub defaults: RuleSet,
    /// Every field, in the order positions print them, with whether it is editable.
    pub fields: Vec<FieldInfo>,
}

/// The presets of Dhayam and Thayam, in the order a setup screen lists them, each with the
/// fields it lets the player edit.
#[cfg_attr(feature = "ffi", uniffi::export)]
#[must_use]
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
            coin_choices: preset
                .coin_choices()
                .iter()
                .copied()
                .map(u32::from)
                .collect(),
            defaults: preset.rules(),
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

/// The default setup of `game`: player 1 a person, player 2 the computer at Medium, distinct
/// token styles, the game's usual rules ([`GameSetup::default_for`]).
#[cfg_attr(feature = "ffi", uniffi::export)]
#[must_use]
pub fn default_setup(game: GameKind) -> GameSetup {
    GameSetup::default_for(game)
}

/// Whom `setup` is played against, the key its statistics are filed under
/// ([`GameSetup::opponent_kind`]).
#[cfg_attr(feature = "ffi", uniffi::export)]
#[must_use]
pub fn opponent_of(setup: &GameSetup) -> OpponentKind {
    setup.opponent_kind()
}

/// The six token styles, in the order a setup screen offers them.
#[cfg_attr(feature = "ffi", uniffi::export)]
#[must_use]
pub fn token_styles() -> Vec<TokenStyle> {
    TokenStyle::ALL.into()
}

/// The five board skins, in the order a setup screen offers them.
#[cfg_attr(feature = "ffi", uniffi::export)]
#[must_use]
pub fn board_skins() -> Vec<BoardSkin> {
    BoardSkin::ALL.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_is_stored_in_the_form_saved_setups_have() {
        let mut setup = GameSetup::default_for(GameKind::Dhayam);
        setup.seats[1].kind = SeatKind::Computer { level: Level::Hard };
        let json = serde_json::to_string(&setup).expect("plain data");
        assert!(
            json.starts_with(r#"{"rules":{"Race":{"preset":"Traditional","#),
            "{json}"
        );
        assert!(
            json.contains(r#"{"kind":{"Computer":"Hard"},"token":"BrassBall"}"#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<GameSetup>(&json).ok(), Some(setup));
        let paramapadam = GameSetup::default_for(GameKind::Paramapadam);
        let json = serde_json::to_string(&paramapadam).expect("plain data");
        assert!(
            json.starts_with(r#"{"rules":{"Paramapadam":{"players":2,"#),
            "{json}"
        );
        assert_eq!(
            serde_json::from_str::<GameSetup>(&json).ok(),
            Some(paramapadam)
        );
        let opponent = OpponentKind::Computer { level: Level::Easy };
        let json = serde_json::to_string(&opponent).expect("plain data");
        assert_eq!(json, r#"{"Computer":"Easy"}"#);
        assert_eq!(
            serde_json::from_str::<OpponentKind>(&json).ok(),
            Some(opponent)
        );
    }

    #[test]
    fn classic_locks_every_switch_and_custom_opens_them() {
        let all = presets();
        let find = |preset| all.iter().find(|p| p.preset == preset).expect("listed");
        let (classic, custom) = (find(Preset::Classic), find(Preset::Custom));
        assert!(classic.fields.iter().all(|f| !f.is_switch || !f.editable));
        assert!(custom.fields.iter().all(|f| !f.is_switch || f.editable));
        assert_eq!(find(Preset::Thayam).game, GameKind::Thayam);
    }
}
