//! The notation's parser: a position's text read line by line (game, rules, one coins line per
//! player, turn, places, sticks) into a [`Setup`] the engine then validates, and a single move's
//! text read on the path of the player to act. Each error points at the word that is wrong or,
//! for a position that breaks the rules, at the line the broken rule concerns.

use super::error::{NotationError, NotationErrorKind};
use super::token::{Line, Lines, Token, decimal};
use super::{GAMES, VERSION, player_name};
use crate::bank::{Bank, Values};
use crate::board::{Board, BoardKind};
use crate::error::PositionError;
use crate::event::{ExtraRollReason, Player};
use crate::game::GameKind;
use crate::moves::Move;
use crate::position::{CoinSetup, MAX_PLAYERS, Phase, Place, Position, Setup};
use crate::rules::{Field, Preset, RuleSet, RuleSetError, SafeSquares, ThrowSet};
use crate::sticks::value_index;

/// What the values of a throw set or a bank may be.
pub(super) const THROW: &str = "a throw: 1, 2, 3, 4, 5, 6 or 12";

/// The turn line's contents.
struct Turn {
    phase: Phase,
    bank: Bank,
    extra_roll: Option<ExtraRollReason>,
    last_throw: Option<u8>,
}

/// The position `text` describes; see [`Position::from_notation`].
pub(super) fn position(text: &str) -> Result<Position, NotationError> {
    let mut lines = Lines::new(text);
    let (mut header, name) = lines.first("the game line `dhayam 1`")?;
    let board = game(&mut header, name)?;
    let (mut line, rules_at) = lines.keyword("rules", "the rules line")?;
    let rules = rules_line(&mut line, Some(board))?;
    let mut coins = Vec::new();
    let mut has_cut = Vec::new();
    let mut coins_at = Vec::new();
    for player in 0..rules.players {
        let name = player_name(player);
        let what = format!("the coins line of player {}", u16::from(player) + 1);
        let (mut line, at) = lines.keyword(&name, &what)?;
        let (player_coins, cut) = coins_line(&mut line, &rules, player, at)?;
        coins.push(player_coins);
        has_cut.push(cut);
        coins_at.push(at);
    }
    let (mut line, turn_at) = lines.keyword("turn", "the turn line")?;
    let turn = turn_line(&mut line, &rules)?;
    let places = match lines.optional("places") {
        Some(mut line) => places_line(&mut line, rules.players)?,
        None => Vec::new(),
    };
    let sticks = match lines.optional("sticks") {
        Some(mut line) => sticks_line(&mut line)?,
        None => (0, 0),
    };
    lines.finish()?;
    let setup = Setup {
        rules,
        coins,
        has_cut,
        phase: turn.phase,
        bank: turn.bank,
        extra_roll: turn.extra_roll,
        last_throw: turn.last_throw,
        places,
        sticks,
    };
    Position::from_setup(setup).map_err(|error| {
        // Each rule the engine checks concerns one line: point there.
        let at = match &error {
            PositionError::Rules(_) => rules_at,
            PositionError::CoinCount { player, .. }
            | PositionError::OffPath { player, .. }
            | PositionError::Stacked { player, .. }
            | PositionError::PastGate { player } => coins_at
                .get(usize::from(*player))
                .copied()
                .unwrap_or(rules_at),
            PositionError::SharedSquare { .. } => coins_at.first().copied().unwrap_or(rules_at),
            PositionError::Turn(_) | PositionError::Places => turn_at,
        };
        at.error(NotationErrorKind::Position(error))
    })
}

/// The move `text` names for the player to act; see [`Position::parse_move`].
pub(super) fn one_move(position: &Position, text: &str) -> Result<Move, NotationError> {
    let mut line = Line::new(1, text);
    let token = line.expect("a move such as `home+1` or `31+5`")?;
    line.finish()?;
    let (coin, values) = token
        .split_once('+')
        .ok_or_else(|| token.expected("a move such as `home+1` or `31+5`"))?;
    let values = values
        .split('+')
        .map(|part| throw_value(part.text).ok_or_else(|| part.bad("a move", THROW)))
        .collect::<Result<Vec<u8>, _>>()?;
    let from = if coin.text.eq_ignore_ascii_case("home") {
        None
    } else {
        let mover = position.mover();
        Some(path_index(
            position.board(),
            position.seat(mover),
            mover,
            coin,
        )?)
    };
    match (from, values.as_slice()) {
        (None, &[value]) => Ok(Move::Enter { value }),
        (None, _) => Err(token.expected("one value for a coin leaving home, such as `home+1`")),
        (Some(from), &[value]) => Ok(Move::Advance { from, value }),
        (Some(from), values) => Ok(Move::Jump {
            from,
            values: Values::of(values),
        }),
    }
}

/// The first line: the game, which decides the board, and the notation version.
fn game(line: &mut Line<'_>, name: Token<'_>) -> Result<BoardKind, NotationError> {
    let game = game_line(line, name)?;
    GAMES
        .iter()
        .find(|&&(kind, _)| kind == game)
        .map(|&(_, board)| board)
        .ok_or_else(|| name.error(NotationErrorKind::UnknownGame(name.text.to_owned())))
}

/// `<game> 1`: the game the first line names, checked for the notation version.
pub(super) fn game_line(line: &mut Line<'_>, name: Token<'_>) -> Result<GameKind, NotationError> {
    let game = GameKind::ALL
        .into_iter()
        .find(|game| game.name() == name.text)
        .ok_or_else(|| name.error(NotationErrorKind::UnknownGame(name.text.to_owned())))?;
    let version = line.expect("the notation version")?;
    if version.text != VERSION {
        return Err(version.error(NotationErrorKind::UnknownVersion(version.text.to_owned())));
    }
    line.finish()?;
    Ok(game)
}

/// The rule set `text` describes, as a rules line without its keyword; see
/// [`RuleSet::from_notation`].
pub(super) fn rules(text: &str) -> Result<RuleSet, NotationError> {
    rules_line(&mut Line::new(1, text), None)
}

/// `rules <preset> <field>=<value> ...`, validated, on `board` (the game line's) or, with none,
/// the preset's own.
fn rules_line(line: &mut Line<'_>, board: Option<BoardKind>) -> Result<RuleSet, NotationError> {
    let preset_at = line.expect("the preset")?;
    let preset = Preset::named(preset_at.text)
        .ok_or_else(|| preset_at.error(NotationErrorKind::UnknownPreset(preset_at.text.into())))?;
    let mut rules = preset.rules();
    rules.board = board.unwrap_or(rules.board);
    let mut written: Vec<(Field, Token<'_>)> = Vec::new();
    while let Some(token) = line.next() {
        let (name, value) = token.key_value("a rule such as `coins=12`")?;
        let field = Field::ALL
            .into_iter()
            .find(|field| field.name() == name.text)
            .ok_or_else(|| name.error(NotationErrorKind::UnknownField(name.text.to_owned())))?;
        if written.iter().any(|&(seen, _)| seen == field) {
            return Err(name.error(NotationErrorKind::Duplicate(format!("rule `{field}`"))));
        }
        written.push((field, name));
        set_rule(&mut rules, field, name, value)?;
    }
    rules.validate().map_err(|error| {
        // Point at the field written that the error is about; else the preset it came from.
        let blamed: &[Field] = match &error {
            RuleSetError::FixedByPreset { field, .. } => &[*field],
            RuleSetError::Players { .. } => &[Field::Players],
            RuleSetError::Coins { .. } => &[Field::Coins],
            RuleSetError::NoEntry => &[Field::Entry],
            RuleSetError::EndlessChain => &[Field::Bonus, Field::Entry],
            RuleSetError::JumpAndGoNeedsBank => &[Field::JumpAndGo, Field::MoveAfterEachRoll],
        };
        let at = blamed
            .iter()
            .find_map(|field| written.iter().find(|(seen, _)| seen == field))
            .map_or(preset_at, |&(_, at)| at);
        at.error(NotationErrorKind::Rules(error))
    })
}

/// Set `field` (written at `name`) of `rules` to `value`.
fn set_rule(
    rules: &mut RuleSet,
    field: Field,
    name: Token<'_>,
    value: Token<'_>,
) -> Result<(), NotationError> {
    let label = field.name();
    match field {
        Field::Board => return Err(name.error(NotationErrorKind::BoardInRules)),
        Field::Players => rules.players = value.number(label)?,
        Field::Coins => rules.coins = value.number(label)?,
        Field::Entry => rules.entry = throw_set(label, value)?,
        Field::Bonus => rules.bonus = throw_set(label, value)?,
        Field::SafeSquares => {
            rules.safe_squares = match value.text {
                "closed" => SafeSquares::ClosedToOpponents,
                "open" => SafeSquares::OpenToAll,
                _ => return Err(value.bad(label, "closed or open")),
            };
        }
        switch => {
            rules.set_switch(switch, value.on_off(label)?);
        }
    }
    Ok(())
}

/// `-` or comma-separated throw values.
pub(super) fn throw_set(name: &'static str, value: Token<'_>) -> Result<ThrowSet, NotationError> {
    if value.text == "-" {
        return Ok(ThrowSet::EMPTY);
    }
    let mut values = Vec::new();
    for item in value.split(',') {
        values.push(throw_value(item.text).ok_or_else(|| item.bad(name, THROW))?);
    }
    Ok(ThrowSet::of(&values))
}

/// `pK cut=yes|no <coin>...`: the player's coins and whether they have cut.
fn coins_line(
    line: &mut Line<'_>,
    rules: &RuleSet,
    player: Player,
    at: Token<'_>,
) -> Result<(Vec<CoinSetup>, bool), NotationError> {
    let board = rules.board.board();
    let mut has_cut = None;
    let mut groups = Vec::new();
    let mut total = 0usize;
    while let Some(token) = line.next() {
        if let Some((key, value)) = token.split_once('=') {
            if key.text != "cut" {
                return Err(key.expected("`cut=yes`, `cut=no` or a coin"));
            }
            if has_cut.is_some() {
                return Err(key.duplicate());
            }
            has_cut = Some(match value.text {
                "yes" => true,
                "no" => false,
                _ => return Err(value.bad("cut", "yes or no")),
            });
            continue;
        }
        let (coin, count) = coin_group(token, board, rules.seat(player), player)?;
        total = total.saturating_add(count);
        groups.push((coin, count));
    }
    // Counted before the coins are laid out, so `home*99999999` can't ask for the memory.
    if total != usize::from(rules.coins) {
        return Err(
            at.error(NotationErrorKind::Position(PositionError::CoinCount {
                player,
                found: total,
                expected: rules.coins,
            })),
        );
    }
    let coins = groups
        .into_iter()
        .flat_map(|(coin, count)| std::iter::repeat_n(coin, count))
        .collect();
    Ok((coins, has_cut.unwrap_or(false)))
}

/// One coin word: `home` or a square label, then `!` if it cut this chain, then `*K`.
fn coin_group(
    token: Token<'_>,
    board: &Board,
    seat: u8,
    player: Player,
) -> Result<(CoinSetup, usize), NotationError> {
    let (coin, count) = match token.split_once('*') {
        Some((coin, count)) => {
            let k = decimal::<usize>(count.text).filter(|&k| k >= 1);
            let k = k.ok_or_else(|| count.bad("the coin count", "a whole number from 1"))?;
            (coin, k)
        }
        None => (token, 1),
    };
    let (place, cut_this_chain) = match coin.text.strip_suffix('!') {
        Some(text) => (Token { text, ..coin }, true),
        None => (coin, false),
    };
    let place = if place.text.eq_ignore_ascii_case("home") {
        Place::Home
    } else if place.text.is_empty() {
        return Err(token.expected("a coin: `home` or a square such as `31`"));
    } else {
        Place::Path(path_index(board, seat, player, place)?)
    };
    Ok((
        CoinSetup {
            place,
            cut_this_chain,
        },
        count,
    ))
}

/// The index of the square labelled `label` on the path of `seat`, where `player` sits.
fn path_index(
    board: &Board,
    seat: u8,
    player: Player,
    label: Token<'_>,
) -> Result<u8, NotationError> {
    board
        .square_labelled(label.text)
        .and_then(|square| board.index_on_path(seat, square.id))
        .ok_or_else(|| {
            label.error(NotationErrorKind::NotOnPath {
                square: label.text.to_owned(),
                player,
            })
        })
}

/// `turn throw-off p1=? p2=5`, `turn p1 roll|move bank=.. extra=.. last=..` or `turn over`.
fn turn_line(line: &mut Line<'_>, rules: &RuleSet) -> Result<Turn, NotationError> {
    const WHAT: &str = "`throw-off`, `over` or the player to act, such as `p1`";
    let mut turn = Turn {
        phase: Phase::Over,
        bank: Bank::default(),
        extra_roll: None,
        last_throw: None,
    };
    let first = line.expect(WHAT)?;
    match first.text {
        "over" => {}
        "throw-off" => turn.phase = throw_off(line, rules)?,
        _ => {
            let player = player(first, rules.players, WHAT)?;
            let action = line.expect("`roll` or `move`")?;
            turn.phase = match action.text {
                "roll" => Phase::Roll(player),
                "move" => Phase::Move(player),
                _ => return Err(action.expected("`roll` or `move`")),
            };
            chain(line, &mut turn)?;
        }
    }
    line.finish()?;
    Ok(turn)
}

/// The contenders of a throw-off and their throws: `p1=? p2=5`.
fn throw_off(line: &mut Line<'_>, rules: &RuleSet) -> Result<Phase, NotationError> {
    const WHAT: &str = "a contender's throw, such as `p1=5` or `p2=?`";
    let mut contenders = 0u8;
    let mut throws = [0; MAX_PLAYERS];
    while let Some(token) = line.next() {
        let (name, value) = token.key_value(WHAT)?;
        let p = player(name, rules.players, WHAT)?;
        if contenders & (1 << p) != 0 {
            return Err(name.duplicate());
        }
        contenders |= 1 << p;
        if value.text != "?" {
            let throw = throw_value(value.text).ok_or_else(|| value.bad("a throw", THROW))?;
            if let Some(slot) = throws.get_mut(usize::from(p)) {
                *slot = throw;
            }
        }
    }
    Ok(Phase::ThrowOff { contenders, throws })
}

/// `bank=`, `extra=` and `last=`, each at most once, in any order.
fn chain(line: &mut Line<'_>, turn: &mut Turn) -> Result<(), NotationError> {
    let mut seen: Vec<&str> = Vec::new();
    while let Some(token) = line.next() {
        let (name, value) = token.key_value("`bank=`, `extra=` or `last=`")?;
        if seen.contains(&name.text) {
            return Err(name.duplicate());
        }
        seen.push(name.text);
        match name.text {
            "bank" => turn.bank = bank(value)?,
            "extra" => {
                turn.extra_roll = match value.text {
                    "no" => None,
                    "cut" => Some(ExtraRollReason::Cut),
                    "home" => Some(ExtraRollReason::Home),
                    _ => return Err(value.bad("extra", "no, cut or home")),
                };
            }
            "last" if value.text == "-" => turn.last_throw = None,
            "last" => {
                turn.last_throw =
                    Some(throw_value(value.text).ok_or_else(|| {
                        value.bad("last", "a throw: 1, 2, 3, 4, 5, 6 or 12, or -")
                    })?);
            }
            _ => return Err(name.expected("`bank=`, `extra=` or `last=`")),
        }
    }
    Ok(())
}

/// `-` or the banked values, `5+` for a five that may bring a coin out.
fn bank(value: Token<'_>) -> Result<Bank, NotationError> {
    const WHAT: &str = "throws such as `3,5,5+,6`, or -";
    let mut bank = Bank::default();
    if value.text == "-" {
        return Ok(bank);
    }
    for item in value.split(',') {
        let (throw, releases) = match item.text {
            "5+" => (5, true),
            text => (
                throw_value(text).ok_or_else(|| item.bad("bank", WHAT))?,
                false,
            ),
        };
        // As many as a chain can bank (docs/RULES_DECISIONS.md 14), no more.
        if !bank.push(throw, releases) {
            return Err(item.bad("bank", "at most 255 of each value"));
        }
    }
    Ok(bank)
}

/// `places -` or `places p2,p1`.
pub(super) fn places_line(line: &mut Line<'_>, players: u8) -> Result<Vec<Player>, NotationError> {
    const WHAT: &str = "a finished player, such as `p1`";
    let list = line.expect("the finishing order, `-` or players such as `p2,p1`")?;
    line.finish()?;
    let mut places = Vec::new();
    if list.text == "-" {
        return Ok(places);
    }
    for item in list.split(',') {
        let p = player(item, players, WHAT)?;
        if places.contains(&p) {
            return Err(item.duplicate());
        }
        places.push(p);
    }
    Ok(places)
}

/// `sticks <seed> <drawn>`.
pub(super) fn sticks_line(line: &mut Line<'_>) -> Result<(u64, u64), NotationError> {
    let seed = line.expect("the sticks' seed")?.number("the seed")?;
    let drawn = line.expect("the words drawn")?.number("the words drawn")?;
    line.finish()?;
    Ok((seed, drawn))
}

/// The player `token` names, one of the game's.
pub(super) fn player(token: Token<'_>, players: u8, what: &str) -> Result<Player, NotationError> {
    let number = token
        .text
        .strip_prefix('p')
        .and_then(decimal::<u64>)
        .ok_or_else(|| token.expected(what))?;
    match u8::try_from(number) {
        Ok(n @ 1..) if n <= players => Ok(n - 1),
        _ => Err(token.error(NotationErrorKind::NoSuchPlayer {
            name: token.text.to_owned(),
            players,
        })),
    }
}

/// A throw value written in decimal.
pub(super) fn throw_value(text: &str) -> Option<u8> {
    decimal::<u8>(text).filter(|&value| value_index(value).is_some())
}
