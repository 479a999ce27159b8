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
use crate::rules::{Preset, RuleSet, RuleSetError};

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
pub enum SeatKind {
    /// A person at the device.
    Human,
    /// The computer, at a level.
    Computer(Level),
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

/// One seat of a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSetup {
    /// Who plays it.
    pub kind: SeatKind,
    /// Their tokens' look.
    pub token: TokenStyle,
}

/// The rules of a new game, by the family of game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameRules {
    /// Dhayam or Thayam: the rule set says which board.
    Race(RuleSet),
    /// Paramapadam.
    Paramapadam(ParamapadamRules),
}

/// Everything a player chooses before a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
pub enum OpponentKind {
    /// People only, passing the device.
    PassAndPlay,
    /// The computer at a level (the strongest computer seat).
    Computer(Level),
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
}

impl GameSetup {
    /// The default setup of `game`: player 1 a person, the others the computer at Medium,
    /// distinct token styles, the game's usual rules.
    #[must_use]
    pub fn default_for(game: GameKind) -> Self {
        let rules = match game {
            GameKind::Dhayam => GameRules::Race(Preset::Traditional.rules()),
            GameKind::Thayam => GameRules::Race(Preset::Thayam.rules()),
            GameKind::Paramapadam => GameRules::Paramapadam(ParamapadamRules::default()),
        };
        let seats = TokenStyle::ALL
            .into_iter()
            .take(2)
            .enumerate()
            .map(|(i, token)| SeatSetup {
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer(Level::Medium)
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
            GameRules::Race(rules) => match rules.board {
                BoardKind::Cloth => GameKind::Dhayam,
                BoardKind::Grid => GameKind::Thayam,
            },
            GameRules::Paramapadam(_) => GameKind::Paramapadam,
        }
    }

    /// Number of players the rules give.
    #[must_use]
    pub const fn players(&self) -> u8 {
        match self.rules {
            GameRules::Race(rules) => rules.players,
            GameRules::Paramapadam(rules) => rules.players,
        }
    }

    /// Whom the game is against: the strongest computer seat, or pass-and-play.
    #[must_use]
    pub fn opponent_kind(&self) -> OpponentKind {
        self.seats
            .iter()
            .filter_map(|seat| match seat.kind {
                SeatKind::Computer(level) => Some(level),
                SeatKind::Human => None,
            })
            .max()
            .map_or(OpponentKind::PassAndPlay, OpponentKind::Computer)
    }

    /// The setup if a game can start from it.
    ///
    /// # Errors
    /// Invalid rules, a seat count that isn't the number of players, or repeated token styles.
    pub fn validate(&self) -> Result<(), SetupError> {
        match self.rules {
            GameRules::Race(rules) => drop(rules.validate()?),
            GameRules::Paramapadam(rules) => drop(rules.validate()?),
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
            GameRules::Race(rules) => State::Race(Position::new(rules, seed)?),
            GameRules::Paramapadam(rules) => State::Paramapadam(Paramapadam::new(rules, seed)?),
        })
    }
}
