//! New game setup at the prompt: the game, the preset, players and coins, who plays each seat,
//! and the rule switches the preset lets change (the others shown as fixed). Every answer
//! defaults to the last setup's.

use dhayam_core::paramapadam::{MAX_PLAYERS, MIN_PLAYERS, ParamapadamRules};
use dhayam_core::{
    Field, GameKind, GameRules, GameSetup, Level, Preset, RuleSet, SeatKind, SeatSetup,
    THROW_VALUES, ThrowSet, TokenStyle,
};

use crate::draw::title;
use crate::input::{Ended, Input, Item, shorten};
use crate::paint::{DIM, glyph, token_name};

/// Ask for a new game's setup, starting from `last`.
///
/// # Errors
/// Input ended.
pub fn ask(input: &mut Input, last: &GameSetup) -> Result<GameSetup, Ended> {
    println!();
    let game_items = [
        Item::new("d", "Dhayam — the 98-square cloth board, 2 players"),
        Item::new("t", "Thayam — the 7x7 board, 2 to 4 players"),
        Item::new("p", "Paramapadam — snakes and ladders, 2 to 6 players"),
    ];
    let default_game = match last.game() {
        GameKind::Dhayam => "d",
        GameKind::Thayam => "t",
        GameKind::Paramapadam => "p",
    };
    let game = match input.menu("Which game?", &game_items, Some(default_game))? {
        "t" => GameKind::Thayam,
        "p" => GameKind::Paramapadam,
        _ => GameKind::Dhayam,
    };
    let same_game = last.game() == game;
    let rules = match game {
        GameKind::Paramapadam => {
            let mut rules = match last.rules {
                GameRules::Paramapadam(rules) => rules,
                GameRules::Race(_) => ParamapadamRules::default(),
            };
            rules.players = ask_number(input, "players", MIN_PLAYERS..=MAX_PLAYERS, rules.players)?;
            GameRules::Paramapadam(edit_paramapadam(input, rules)?)
        }
        _ => {
            let preset = if game == GameKind::Thayam {
                Preset::Thayam
            } else {
                let items = [
                    Item::new(
                        "t",
                        "traditional — the cloth board's own rules; the house options are yours to set",
                    ),
                    Item::new("c", "classic — every switch fixed"),
                    Item::new("u", "custom — every switch yours to set"),
                ];
                let default = match last.rules {
                    GameRules::Race(rules) if rules.preset == Preset::Classic => "c",
                    GameRules::Race(rules) if rules.preset == Preset::Custom => "u",
                    _ => "t",
                };
                match input.menu("Which rules?", &items, Some(default))? {
                    "c" => Preset::Classic,
                    "u" => Preset::Custom,
                    _ => Preset::Traditional,
                }
            };
            let mut rules = match last.rules {
                GameRules::Race(rules) if rules.preset == preset => rules,
                _ => preset.rules(),
            };
            if preset.lets_edit(Field::Players) {
                rules.players = ask_number(input, "players", 2..=4, rules.players)?;
            }
            let coins = preset.coin_choices();
            rules.coins = ask_choice(input, "coins per player", coins, rules.coins)?;
            GameRules::Race(edit_race(input, rules)?)
        }
    };
    let mut setup = GameSetup {
        rules,
        seats: Vec::new(),
        skin: last.skin,
    };
    let players = usize::from(setup.players());
    for i in 0..players {
        let remembered = last
            .seats
            .get(i)
            .filter(|_| same_game)
            .map(|seat| seat.kind);
        let default = remembered.unwrap_or(if i == 0 {
            SeatKind::Human
        } else {
            SeatKind::Computer(Level::Medium)
        });
        let token = TokenStyle::ALL[i % TokenStyle::ALL.len()];
        let kind = ask_seat(input, i, token, game, default)?;
        setup.seats.push(SeatSetup { kind, token });
    }
    Ok(setup)
}

/// Who plays seat `i`.
fn ask_seat(
    input: &mut Input,
    i: usize,
    token: TokenStyle,
    game: GameKind,
    default: SeatKind,
) -> Result<SeatKind, Ended> {
    let title = format!(
        "Who plays P{} ({} {})?",
        i + 1,
        glyph(token),
        token_name(token)
    );
    if game == GameKind::Paramapadam {
        // Paramapadam has no choices, so the computer's level changes nothing.
        let items = [Item::new("1", "human"), Item::new("2", "computer")];
        let default = if default == SeatKind::Human { "1" } else { "2" };
        return Ok(match input.menu(&title, &items, Some(default))? {
            "1" => SeatKind::Human,
            _ => SeatKind::Computer(Level::Medium),
        });
    }
    let items = [
        Item::new("1", "human"),
        Item::new("2", "easy"),
        Item::new("3", "medium"),
        Item::new("4", "hard"),
    ];
    let default = match default {
        SeatKind::Human => "1",
        SeatKind::Computer(Level::Easy) => "2",
        SeatKind::Computer(Level::Medium) => "3",
        SeatKind::Computer(Level::Hard) => "4",
    };
    Ok(
        match input.menu(
            &format!("{title} (a person, or the computer at a level)"),
            &items,
            Some(default),
        )? {
            "1" => SeatKind::Human,
            "2" => SeatKind::Computer(Level::Easy),
            "4" => SeatKind::Computer(Level::Hard),
            _ => SeatKind::Computer(Level::Medium),
        },
    )
}

/// A number in `range`, `default` for an empty answer.
fn ask_number(
    input: &mut Input,
    what: &str,
    range: std::ops::RangeInclusive<u8>,
    default: u8,
) -> Result<u8, Ended> {
    let prompt = format!("{what} ({}–{}) [{default}]:", range.start(), range.end());
    input.ask(&prompt, |answer| {
        if answer.is_empty() {
            return Ok(default);
        }
        answer
            .parse::<u8>()
            .ok()
            .filter(|n| range.contains(n))
            .ok_or_else(|| {
                format!(
                    "“{}” is not a number from {} to {}",
                    shorten(answer),
                    range.start(),
                    range.end()
                )
            })
    })
}

/// One of `choices`, `default` for an empty answer.
fn ask_choice(input: &mut Input, what: &str, choices: &[u8], default: u8) -> Result<u8, Ended> {
    let list: Vec<String> = choices.iter().map(u8::to_string).collect();
    let prompt = format!("{what} ({}) [{default}]:", list.join(", "));
    input.ask(&prompt, |answer| {
        if answer.is_empty() {
            return Ok(default);
        }
        answer
            .parse::<u8>()
            .ok()
            .filter(|n| choices.contains(n))
            .ok_or_else(|| format!("“{}” is not one of {}", shorten(answer), list.join(", ")))
    })
}

/// The fields a race game's setup lists, in order (players and coins were asked already).
const RACE_FIELDS: [Field; 13] = [
    Field::Entry,
    Field::Bonus,
    Field::MustCutBeforeHome,
    Field::MustCutIfAvailable,
    Field::CutGrantsExtraRoll,
    Field::CoinCanMoveAfterCutting,
    Field::CoinCanStackOnCommonPath,
    Field::MoveAfterEachRoll,
    Field::JumpAndGo,
    Field::Roll1Then5ReleasesTwo,
    Field::DangerSquares,
    Field::HomeGrantsExtraRoll,
    Field::SafeSquares,
];

/// Show every rule and let the player change those the preset lets change.
fn edit_race(input: &mut Input, mut rules: RuleSet) -> Result<RuleSet, Ended> {
    let editable: Vec<Field> = RACE_FIELDS
        .into_iter()
        .filter(|&field| rules.preset.lets_edit(field))
        .collect();
    loop {
        println!("Rules ({} preset):", rules.preset);
        let mut keys = Vec::new();
        for field in RACE_FIELDS {
            let value = rules.get(field);
            if let Some(i) = editable.iter().position(|&f| f == field) {
                keys.push(i + 1);
                println!("  {:>2}  {:<30} {value}", i + 1, field.name());
            } else {
                let line = format!("      {:<30} {value} (fixed by the preset)", field.name());
                println!("{}", input.paint().paint(&line, DIM));
            }
        }
        if editable.is_empty() {
            return Ok(rules);
        }
        let count = editable.len();
        let pick = input.ask("change a rule (its number), or Enter to go on:", |answer| {
            if answer.is_empty() {
                return Ok(None);
            }
            answer
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=count).contains(n))
                .map(|n| Some(editable[n - 1]))
                .ok_or_else(|| {
                    format!(
                        "“{}” is not a rule number from 1 to {count}",
                        shorten(answer)
                    )
                })
        })?;
        let Some(field) = pick else {
            return Ok(rules);
        };
        let mut changed = rules;
        match field {
            Field::Entry => changed.entry = ask_throws(input, "entry throws", rules.entry)?,
            Field::Bonus => changed.bonus = ask_throws(input, "bonus throws", rules.bonus)?,
            switch => {
                let on = rules.switch(switch).unwrap_or_default();
                changed.set_switch(switch, !on);
            }
        }
        match changed.validate() {
            Ok(valid) => rules = valid,
            Err(error) => input.refuse(&format!("can't: {error}")),
        }
    }
}

/// Paramapadam's entry and bonus throws.
fn edit_paramapadam(
    input: &mut Input,
    mut rules: ParamapadamRules,
) -> Result<ParamapadamRules, Ended> {
    loop {
        println!("Rules:");
        println!(
            "   1  entry (throws that bring a token in)   {}",
            rules.entry
        );
        println!(
            "   2  bonus (throws that roll again)          {}",
            rules.bonus
        );
        println!(
            "      layout                                  {}",
            rules.layout.name()
        );
        let pick =
            input.ask(
                "change a rule (its number), or Enter to go on:",
                |answer| match answer {
                    "" => Ok(0),
                    "1" => Ok(1),
                    "2" => Ok(2),
                    _ => Err(format!("“{}” is not 1 or 2", shorten(answer))),
                },
            )?;
        let mut changed = rules;
        match pick {
            1 => changed.entry = ask_throws(input, "entry throws", rules.entry)?,
            2 => changed.bonus = ask_throws(input, "bonus throws", rules.bonus)?,
            _ => return Ok(rules),
        }
        match changed.validate() {
            Ok(valid) => rules = valid,
            Err(error) => input.refuse(&format!("can't: {error}")),
        }
    }
}

/// A set of throw values, `1,5` or `-` for none.
fn ask_throws(input: &mut Input, what: &str, current: ThrowSet) -> Result<ThrowSet, Ended> {
    let values = THROW_VALUES.map(|v| v.to_string()).join(" ");
    let prompt = format!("{what}, comma-separated from {values}, or - for none [{current}]:");
    input.ask(&prompt, |answer| parse_throws(answer, current))
}

/// `1,5` as a throw set; empty keeps `current`.
pub fn parse_throws(answer: &str, current: ThrowSet) -> Result<ThrowSet, String> {
    match answer.trim() {
        "" => return Ok(current),
        "-" => return Ok(ThrowSet::EMPTY),
        _ => {}
    }
    let mut values = Vec::new();
    for word in answer.split([',', ' ']).filter(|w| !w.is_empty()) {
        // The throw values are the core's: a word that isn't one is refused, not dropped.
        match word.parse::<u8>() {
            Ok(value) if THROW_VALUES.contains(&value) => values.push(value),
            _ => {
                return Err(format!(
                    "“{}” is not a throw; throws are 1, 2, 3, 4, 5, 6 and 12",
                    shorten(word)
                ));
            }
        }
    }
    Ok(ThrowSet::of(&values))
}

/// One line describing a setup, for the resume option and the game's header.
pub fn summary(setup: &GameSetup) -> String {
    let rules = match setup.rules {
        GameRules::Race(rules) => format!("{}, {} coins", rules.preset, rules.coins),
        GameRules::Paramapadam(_) => "snakes and ladders".to_owned(),
    };
    format!(
        "{} ({rules}, {} players)",
        title(setup.game()),
        setup.players()
    )
}
