//! The new game's setup while the player edits it: which game, how many players, who plays each
//! seat and with which tokens, the preset, coins, rule switches and throw sets, and the board's
//! look. Each edit is one [`SetupEdit`]; an edit the setup screen doesn't offer (a player count
//! the board can't seat, a switch the preset fixes) is refused and changes nothing, while an
//! offered edit that makes rules the engine can't play is kept and the screen says why
//! ([`SetupView::problem`](super::SetupView)).

use crate::game::GameKind;
use crate::rules::{Field, Preset, RuleSet, ThrowSet};
use crate::setup::{BoardSkin, GameRules, GameSetup, Level, SeatKind, SeatSetup, TokenStyle};
use crate::sticks::THROW_VALUES;

use crate::text::Refusal;

/// Most players any game seats (Paramapadam's six); which counts a game takes is asked of the
/// rules.
const MOST_PLAYERS: u8 = 6;

/// One edit of the setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[non_exhaustive]
pub enum SetupEdit {
    /// Another game, with its usual setup (or the one last played of it).
    Game {
        /// Which.
        game: GameKind,
    },
    /// This many players: new seats are the computer at Medium with tokens no one has.
    Players {
        /// How many.
        players: u8,
    },
    /// Seat `seat` (0 for Player 1) played by `kind`.
    Seat {
        /// Which seat.
        seat: u8,
        /// Who plays it.
        kind: SeatKind,
    },
    /// Seat `seat` takes `token`; a seat that had it takes this seat's old one.
    Token {
        /// Which seat.
        seat: u8,
        /// The token style.
        token: TokenStyle,
    },
    /// The rules of `preset`, keeping the players and, where it offers them, the coins.
    Preset {
        /// Which.
        preset: Preset,
    },
    /// This many coins (pawns) each.
    Coins {
        /// How many.
        coins: u8,
    },
    /// An on/off rule turned on or off.
    Switch {
        /// The rule.
        field: Field,
        /// On or off.
        on: bool,
    },
    /// A throw `value` added to or taken from a throw set (`Field::Entry` or `Field::Bonus`).
    Throw {
        /// Which set.
        field: Field,
        /// The throw value.
        value: u8,
        /// In the set or not.
        on: bool,
    },
    /// The board's look.
    Skin {
        /// Which.
        skin: BoardSkin,
    },
}

/// A setup being edited, and the setup it opened with (offered again when the player comes
/// back to that game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupDraft {
    setup: GameSetup,
    remembered: GameSetup,
}

impl SetupDraft {
    /// A draft opened on `setup` (the last setup played).
    #[must_use]
    pub fn new(setup: GameSetup) -> Self {
        Self {
            remembered: setup.clone(),
            setup,
        }
    }

    /// The setup as it stands.
    #[must_use]
    pub const fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The game it sets up.
    #[must_use]
    pub const fn game(&self) -> GameKind {
        self.setup.game()
    }

    /// The rules of the race games, if this is one.
    #[must_use]
    pub const fn rules(&self) -> Option<&RuleSet> {
        match &self.setup.rules {
            GameRules::Race { rules } => Some(rules),
            GameRules::Paramapadam { .. } => None,
        }
    }

    /// Whether the preset lets the player change `field` (never, in Paramapadam).
    #[must_use]
    pub fn editable(&self, field: Field) -> bool {
        self.rules()
            .is_some_and(|rules| rules.preset.lets_edit(field))
    }

    /// The player counts this game takes under its preset's own rules, so that switches edited
    /// into a combination the engine refuses don't hide them.
    #[must_use]
    pub fn player_choices(&self) -> Vec<u8> {
        let plain = match self.setup.rules {
            GameRules::Race { rules } => GameRules::Race {
                rules: RuleSet {
                    coins: rules.preset.rules().coins,
                    ..rules.preset.rules()
                },
            },
            GameRules::Paramapadam { .. } => GameSetup::default_for(GameKind::Paramapadam).rules,
        };
        (1..=MOST_PLAYERS)
            .filter(|&players| {
                let mut setup = self.setup.clone();
                setup.rules = plain;
                resize(&mut setup, players);
                setup.validate().is_ok()
            })
            .collect()
    }

    /// The coin counts the preset offers (none in Paramapadam).
    #[must_use]
    pub fn coin_choices(&self) -> &'static [u8] {
        self.rules()
            .map_or(&[], |rules| rules.preset.coin_choices())
    }

    /// The presets of this game, in menu order (none in Paramapadam).
    #[must_use]
    pub fn presets(&self) -> Vec<Preset> {
        self.rules().map_or_else(Vec::new, |rules| {
            Preset::ALL
                .into_iter()
                .filter(|preset| preset.board() == rules.board)
                .collect()
        })
    }

    /// The draft with `edit` made.
    ///
    /// # Errors
    /// [`Refusal::NotOffered`] for an edit the setup screen doesn't offer; nothing changes.
    pub fn edit(&mut self, edit: SetupEdit) -> Result<(), Refusal> {
        let mut next = self.setup.clone();
        match edit {
            SetupEdit::Game { game } if game == self.game() => {}
            SetupEdit::Game { game } => {
                let skin = next.skin;
                next = if self.remembered.game() == game {
                    self.remembered.clone()
                } else {
                    GameSetup::default_for(game)
                };
                next.skin = skin;
            }
            SetupEdit::Players { players } => {
                offered(self.player_choices().contains(&players))?;
                resize(&mut next, players);
            }
            SetupEdit::Seat { seat, kind } => {
                let place = next.seats.get_mut(usize::from(seat));
                place.ok_or(Refusal::NotOffered)?.kind = kind;
            }
            SetupEdit::Token { seat, token } => {
                let old = next
                    .seats
                    .get(usize::from(seat))
                    .ok_or(Refusal::NotOffered)?;
                let old = old.token;
                for (index, place) in next.seats.iter_mut().enumerate() {
                    if index == usize::from(seat) {
                        place.token = token;
                    } else if place.token == token {
                        place.token = old;
                    }
                }
            }
            SetupEdit::Preset { preset } => {
                let rules = race(&mut next)?;
                offered(preset.board() == rules.board)?;
                let coins = if preset.coin_choices().contains(&rules.coins) {
                    rules.coins
                } else {
                    preset.rules().coins
                };
                *rules = RuleSet {
                    players: rules.players,
                    coins,
                    ..preset.rules()
                };
            }
            SetupEdit::Coins { coins } => {
                offered(self.coin_choices().contains(&coins))?;
                race(&mut next)?.coins = coins;
            }
            SetupEdit::Switch { field, on } => {
                offered(self.editable(field))?;
                offered(race(&mut next)?.set_switch(field, on))?;
            }
            SetupEdit::Throw { field, value, on } => {
                offered(self.editable(field) && THROW_VALUES.contains(&value))?;
                let rules = race(&mut next)?;
                let set = match field {
                    Field::Entry => &mut rules.entry,
                    Field::Bonus => &mut rules.bonus,
                    _ => return Err(Refusal::NotOffered),
                };
                let values: Vec<u8> = THROW_VALUES
                    .into_iter()
                    .filter(|&v| if v == value { on } else { set.contains(v) })
                    .collect();
                *set = ThrowSet::of(&values);
            }
            SetupEdit::Skin { skin } => next.skin = skin,
        }
        self.setup = next;
        Ok(())
    }
}

const fn offered(ok: bool) -> Result<(), Refusal> {
    if ok { Ok(()) } else { Err(Refusal::NotOffered) }
}

/// The race rules of `setup`, for an edit only they have.
const fn race(setup: &mut GameSetup) -> Result<&mut RuleSet, Refusal> {
    match &mut setup.rules {
        GameRules::Race { rules } => Ok(rules),
        GameRules::Paramapadam { .. } => Err(Refusal::NotOffered),
    }
}

/// `setup` with `players` seats: the first kept, new ones the computer at Medium with the first
/// token style no seat has.
fn resize(setup: &mut GameSetup, players: u8) {
    setup.seats.truncate(usize::from(players));
    while setup.seats.len() < usize::from(players) {
        let free = TokenStyle::ALL
            .into_iter()
            .find(|style| setup.seats.iter().all(|seat| seat.token != *style))
            .unwrap_or(TokenStyle::Terracotta);
        setup.seats.push(SeatSetup {
            kind: SeatKind::Computer {
                level: Level::Medium,
            },
            token: free,
        });
    }
    match &mut setup.rules {
        GameRules::Race { rules } => rules.players = players,
        GameRules::Paramapadam { rules } => rules.players = players,
    }
}
