//! The notation of a Paramapadam position, printed and parsed with the same tokens, error
//! types and shared lines (places, sticks) as Dhayam's:
//!
//! ```text
//! paramapadam 1
//! rules players=3 entry=1 bonus=1,5,6,12 layout=default
//! p1 off
//! p2 45
//! p3 132
//! turn p2 roll
//! places p3
//! sticks 42 17
//! ```
//!
//! - `rules`: every field is optional when parsing (missing ones take the defaults) and always
//!   printed: `players` 2–6, `entry` and `bonus` throw sets, `layout` a layout name.
//! - One line per player: `off` for a token not yet on the board, or its square 1–132.
//! - `turn <player> roll` at the start of a turn, `turn <player> roll-again` within one (the
//!   square the token stands on has not acted yet), or `turn over`.
//! - `places` and `sticks` as in Dhayam's notation, both optional when parsing.

use std::fmt;

use super::error::{NotationError, NotationErrorKind};
use super::parse::{game_line, places_line, player, sticks_line, throw_set};
use super::token::{Line, Lines, Token};
use super::{VERSION, player_name};
use crate::game::GameKind;
use crate::paramapadam::{
    LayoutKind, Paramapadam, ParamapadamError, ParamapadamRules, ParamapadamSetup,
};

/// The rules fields, in the order they are printed.
const FIELDS: [&str; 4] = ["players", "entry", "bonus", "layout"];

impl Paramapadam {
    /// The position `text` describes.
    ///
    /// # Errors
    /// The first place the text breaks the grammar, or the first way the position breaks the
    /// rules, with its line and column.
    pub fn from_notation(text: &str) -> Result<Self, NotationError> {
        let mut lines = Lines::new(text);
        let (mut header, name) = lines.first("the game line `paramapadam 1`")?;
        if game_line(&mut header, name)? != GameKind::Paramapadam {
            return Err(name.expected("`paramapadam`"));
        }
        let (mut line, rules_at) = lines.keyword("rules", "the rules line")?;
        let rules = rules_line(&mut line)?;
        let mut tokens = Vec::new();
        let mut tokens_at = Vec::new();
        for player in 0..rules.players {
            let what = format!("the token line of player {}", u16::from(player) + 1);
            let (mut line, at) = lines.keyword(&player_name(player), &what)?;
            tokens.push(token_line(&mut line)?);
            tokens_at.push(at);
        }
        let (mut line, turn_at) = lines.keyword("turn", "the turn line")?;
        let (to_act, rolling_again) = turn_line(&mut line, rules.players)?;
        let places = match lines.optional("places") {
            Some(mut line) => places_line(&mut line, rules.players)?,
            None => Vec::new(),
        };
        let sticks = match lines.optional("sticks") {
            Some(mut line) => sticks_line(&mut line)?,
            None => (0, 0),
        };
        lines.finish()?;
        let setup = ParamapadamSetup {
            rules,
            tokens,
            to_act,
            rolling_again,
            places,
            sticks,
        };
        Self::from_setup(setup).map_err(|error| {
            let at = match error {
                ParamapadamError::Players(_) | ParamapadamError::NoEntry => rules_at,
                ParamapadamError::OffBoard { player, .. }
                | ParamapadamError::OnLink { player, .. } => tokens_at
                    .get(usize::from(player))
                    .copied()
                    .unwrap_or(turn_at),
                ParamapadamError::Turn(_) => turn_at,
            };
            at.error(NotationErrorKind::Paramapadam(error))
        })
    }

    /// This position in the notation, ending with a newline.
    #[must_use]
    pub fn notation(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Paramapadam {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let setup = self.to_setup();
        let rules = setup.rules;
        writeln!(f, "{} {VERSION}", GameKind::Paramapadam.name())?;
        writeln!(
            f,
            "rules players={} entry={} bonus={} layout={}",
            rules.players,
            rules.entry,
            rules.bonus,
            rules.layout.name()
        )?;
        for (player, &square) in (0..).zip(&setup.tokens) {
            match square {
                0 => writeln!(f, "{} off", player_name(player))?,
                _ => writeln!(f, "{} {square}", player_name(player))?,
            }
        }
        match setup.to_act {
            None => writeln!(f, "turn over")?,
            Some(player) => {
                let roll = if setup.rolling_again {
                    "roll-again"
                } else {
                    "roll"
                };
                writeln!(f, "turn {} {roll}", player_name(player))?;
            }
        }
        let places: Vec<String> = setup.places.iter().map(|&p| player_name(p)).collect();
        match places.as_slice() {
            [] => writeln!(f, "places -")?,
            _ => writeln!(f, "places {}", places.join(","))?,
        }
        writeln!(f, "sticks {} {}", setup.sticks.0, setup.sticks.1)
    }
}

/// `rules [players=N] [entry=..] [bonus=..] [layout=..]`, any order, each at most once.
fn rules_line(line: &mut Line<'_>) -> Result<ParamapadamRules, NotationError> {
    let mut rules = ParamapadamRules::default();
    let mut written: Vec<&str> = Vec::new();
    while let Some(token) = line.next() {
        let (name, value) = token.key_value("a rule such as `players=3`")?;
        let Some(&field) = FIELDS.iter().find(|&&field| field == name.text) else {
            return Err(name.error(NotationErrorKind::UnknownField(name.text.to_owned())));
        };
        if written.contains(&field) {
            return Err(name.duplicate());
        }
        written.push(field);
        match field {
            "players" => rules.players = value.number("players")?,
            "entry" => rules.entry = throw_set("entry", value)?,
            "bonus" => rules.bonus = throw_set("bonus", value)?,
            _ => rules.layout = layout(value)?,
        }
    }
    Ok(rules)
}

fn layout(value: Token<'_>) -> Result<LayoutKind, NotationError> {
    LayoutKind::ALL
        .into_iter()
        .find(|layout| layout.name() == value.text)
        .ok_or_else(|| value.bad("layout", "a layout name: default"))
}

/// `pK off` or `pK <square>`.
fn token_line(line: &mut Line<'_>) -> Result<u8, NotationError> {
    let square = line.expect("`off` or the token's square")?;
    line.finish()?;
    if square.text == "off" {
        return Ok(0);
    }
    square
        .number::<u8>("the token's square")
        .and_then(|n| match n {
            0 => Err(square.bad("the token's square", "`off` or a square from 1 to 132")),
            n => Ok(n),
        })
}

/// `turn <player> roll|roll-again` or `turn over`.
fn turn_line(line: &mut Line<'_>, players: u8) -> Result<(Option<u8>, bool), NotationError> {
    let first = line.expect("`over` or the player to throw")?;
    if first.text == "over" {
        line.finish()?;
        return Ok((None, false));
    }
    let to_act = player(
        first,
        players,
        "`over` or the player to throw, such as `p1`",
    )?;
    let roll = line.expect("`roll` or `roll-again`")?;
    line.finish()?;
    match roll.text {
        "roll" => Ok((Some(to_act), false)),
        "roll-again" => Ok((Some(to_act), true)),
        _ => Err(roll.expected("`roll` or `roll-again`")),
    }
}
