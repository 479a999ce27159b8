//! New game setup at the prompt, over the model's setup screen: the game, the preset, players
//! and coins, the rules the preset lets change (the others shown as fixed), and who plays each
//! seat. Each answer is one edit of the model's draft, and every choice offered is one the
//! model's view offers; the model says when the rules can't be played. Every answer defaults
//! to the draft's, which opens on the last setup played.

use dhayam_core::app::{
    AppIntent, Effect, ScreenView, SetupEdit, SetupView, SwitchRow, ThrowChoice, ThrowRow,
};
use dhayam_core::{Field, GameKind, Preset, SeatKind};

use crate::halt::{Halt, Task};
use crate::input::{Ended, Input, Item, shorten};
use crate::learn;
use crate::names::{self, format, label};
use crate::out::sayln;
use crate::paint::{DIM, glyph};
use crate::screen::pad;
use crate::shell::Shell;
use crate::words::current;

/// Set up and start a new game. Returns the effects of its opening, or `None` if the player
/// went back or kept their saved game.
///
/// # Errors
/// Input ended, or the store failed to start the game.
pub fn new_game(shell: &mut Shell) -> Result<Option<Vec<Effect>>, Halt> {
    shell.send(AppIntent::OpenSetup, Task::NewGame)?;
    sayln!();
    let Some(view) = setup_view(shell) else {
        return Ok(None);
    };
    let mut items: Vec<Item> = view
        .games
        .iter()
        .map(|&game| {
            Item::new(
                game_key(game),
                format!("{} — {}", names::game(game), names::game_blurb(game)),
            )
        })
        .collect();
    items.push(Item::new("b", label("back")));
    let title = label("setup_game");
    let game = match shell
        .input
        .menu(&title, &items, Some(game_key(view.game)))?
    {
        "b" => {
            shell.send(AppIntent::Home, Task::NewGame)?;
            return Ok(None);
        }
        key => view
            .games
            .into_iter()
            .find(|&game| game_key(game) == key)
            .unwrap_or(view.game),
    };
    edit(shell, SetupEdit::Game { game })?;
    if !choose_preset(shell)? {
        return back(shell);
    }
    choose_counts(shell)?;
    edit_rules(shell)?;
    if !choose_seats(shell)? {
        return back(shell);
    }
    let seed = shell.seed.take().unwrap_or_else(crate::fresh_seed);
    let started = shell.send(AppIntent::StartGame { seed }, Task::NewGame)?;
    if shell.view().question.is_none() {
        return Ok(in_game(shell).then_some(started));
    }
    // A game is saved: the model asks before it ends it.
    match shell.answer(Task::NewGame)? {
        Some(started) if in_game(shell) => Ok(Some(started)),
        _ => {
            shell.input.note(&label("cli_saved_game_kept"));
            shell.send(AppIntent::Home, Task::NewGame)?;
            Ok(None)
        }
    }
}

/// Leave the setup for Home: the player went back.
fn back(shell: &mut Shell) -> Result<Option<Vec<Effect>>, Halt> {
    shell.send(AppIntent::Home, Task::NewGame)?;
    Ok(None)
}

fn in_game(shell: &Shell) -> bool {
    matches!(shell.view().screen, ScreenView::Game { .. })
}

/// The setup screen's view, while it is up.
fn setup_view(shell: &Shell) -> Option<SetupView> {
    match shell.view().screen {
        ScreenView::Setup { setup: view } => Some(*view),
        _ => None,
    }
}

/// Make one edit of the draft (the model says why, if it refuses).
fn edit(shell: &mut Shell, edit: SetupEdit) -> Result<(), Halt> {
    shell
        .send(AppIntent::EditSetup { edit }, Task::NewGame)
        .map(drop)
}

/// The key that picks a game.
const fn game_key(game: GameKind) -> &'static str {
    match game {
        GameKind::Dhayam => "d",
        GameKind::Thayam => "t",
        GameKind::Paramapadam => "p",
    }
}

/// The key that picks a preset.
const fn preset_key(preset: Preset) -> &'static str {
    match preset {
        Preset::Traditional | Preset::Thayam => "t",
        Preset::Classic => "c",
        Preset::Custom => "u",
    }
}

/// The preset, where there is a choice; returns false if the player went back.
fn choose_preset(shell: &mut Shell) -> Result<bool, Halt> {
    let Some(view) = setup_view(shell) else {
        return Ok(true);
    };
    let (Some(current), true) = (view.preset, view.presets.len() > 1) else {
        return Ok(true);
    };
    let mut items: Vec<Item> = view
        .presets
        .iter()
        .map(|&preset| {
            Item::new(
                preset_key(preset),
                format!(
                    "{} — {}",
                    names::preset(preset),
                    names::preset_detail(preset)
                ),
            )
        })
        .collect();
    items.push(Item::new("b", label("back")));
    let key = shell
        .input
        .menu(&label("setup_preset"), &items, Some(preset_key(current)))?;
    if key == "b" {
        return Ok(false);
    }
    let preset = view
        .presets
        .iter()
        .copied()
        .find(|&preset| preset_key(preset) == key)
        .unwrap_or(current);
    edit(shell, SetupEdit::Preset { preset })?;
    Ok(true)
}

/// Players and coins, where the setup offers more than one.
fn choose_counts(shell: &mut Shell) -> Result<(), Halt> {
    let Some(view) = setup_view(shell) else {
        return Ok(());
    };
    if view.player_choices.len() > 1 {
        let players = ask_choice(
            &mut shell.input,
            &label("setup_players"),
            &view.player_choices,
            view.setup.players(),
        )?;
        edit(shell, SetupEdit::Players { players })?;
    }
    let Some(view) = setup_view(shell) else {
        return Ok(());
    };
    if let (Some(coins), true) = (view.coins, view.coin_choices.len() > 1) {
        let coins = ask_choice(
            &mut shell.input,
            &label("setup_coins"),
            &view.coin_choices,
            small(coins),
        )?;
        edit(shell, SetupEdit::Coins { coins })?;
    }
    Ok(())
}

/// A number of the view as the edits take it: the core made each from a `u8`.
fn small(n: u32) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// One of `choices`, `default` for an empty answer.
fn ask_choice(input: &mut Input, what: &str, choices: &[u32], default: u8) -> Result<u8, Ended> {
    let list: Vec<String> = choices.iter().map(u32::to_string).collect();
    let prompt = format!("{what} ({}) [{default}]:", list.join(", "));
    input.ask(&prompt, |answer| {
        if answer.is_empty() {
            return Ok(default);
        }
        answer
            .parse::<u8>()
            .ok()
            .filter(|&n| choices.contains(&n.into()))
            .ok_or_else(|| format("cli_not_one_of", &[shorten(answer), list.join(", ")]))
    })
}

/// A rule the player may change: a throw set or a switch.
#[derive(Clone, Copy)]
enum Rule {
    Throws(Field),
    Switch(Field, bool),
    /// Not a rule: `g`, the Rules & Settings reference of the rules as they stand.
    Reference,
}

/// Show every rule and let the player change those the preset lets change, until the rules
/// can be played and the player goes on.
fn edit_rules(shell: &mut Shell) -> Result<(), Halt> {
    loop {
        let Some(view) = setup_view(shell) else {
            return Ok(());
        };
        if view.switches.is_empty() && view.throw_sets.is_empty() {
            return Ok(());
        }
        let editable = print_rules(shell, &view);
        if editable.is_empty() {
            return Ok(());
        }
        let count = editable.len();
        shell.input.note(&label("cli_setup_reference"));
        let pick = shell.input.ask(&label("cli_change_rule"), |answer| {
            if answer.is_empty() {
                return Ok(None);
            }
            if answer.eq_ignore_ascii_case("g") {
                return Ok(Some(Rule::Reference));
            }
            answer
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=count).contains(n))
                .map(|n| Some(editable[n - 1]))
                .ok_or_else(|| {
                    if count == 1 {
                        format("cli_one_rule", &[shorten(answer)])
                    } else {
                        format("cli_choose_rule", &[shorten(answer), count.to_string()])
                    }
                })
        })?;
        match pick {
            None if view.problem.is_none() => return Ok(()),
            None => {}
            Some(Rule::Switch(field, on)) => edit(shell, SetupEdit::Switch { field, on: !on })?,
            Some(Rule::Reference) => {
                shell.send(AppIntent::OpenReference { game: None }, Task::NewGame)?;
                learn::show_reference(shell)?;
            }
            Some(Rule::Throws(field)) => {
                let Some(row) = view.throw_sets.iter().find(|row| row.field == field) else {
                    continue;
                };
                let wanted = ask_throws(&mut shell.input, &names::field(field), row)?;
                for &ThrowChoice { value, chosen } in &row.values {
                    let value = small(value);
                    if wanted.contains(&value) != chosen {
                        edit(
                            shell,
                            SetupEdit::Throw {
                                field,
                                value,
                                on: !chosen,
                            },
                        )?;
                    }
                }
            }
        }
        let Some(view) = setup_view(shell) else {
            return Ok(());
        };
        if let Some(problem) = &view.problem {
            let why = current().word(problem);
            shell.input.refuse(&format("setup_invalid", &[why]));
        }
    }
}

/// Print the rules, numbering those the player may change; returns them in that order.
fn print_rules(shell: &Shell, view: &SetupView) -> Vec<Rule> {
    sayln!("{}:", label("setup_preset"));
    let mut editable = Vec::new();
    let rows = view
        .throw_sets
        .iter()
        .map(|row: &ThrowRow| {
            let values: Vec<String> = row
                .values
                .iter()
                .filter(|choice| choice.chosen)
                .map(|choice| choice.value.to_string())
                .collect();
            let values = if values.is_empty() {
                label("stats_dash")
            } else {
                values.join(", ")
            };
            (Rule::Throws(row.field), row.field, values, row.editable)
        })
        .chain(view.switches.iter().map(|row: &SwitchRow| {
            (
                Rule::Switch(row.field, row.on),
                row.field,
                names::on_off(row.on),
                row.editable,
            )
        }));
    let fixed = label("setup_switch_fixed");
    for (rule, field, value, can_change) in rows {
        let name = names::field(field);
        if can_change {
            editable.push(rule);
            sayln!("  {:>2}  {} {value}", editable.len(), pad(&name, 38));
        } else {
            let line = format!("      {} {value} ({fixed})", pad(&name, 38));
            sayln!("{}", shell.paint.paint(&line, DIM));
        }
    }
    editable
}

/// A set of throw values, `1,5` or `-` for none; Enter keeps it.
fn ask_throws(input: &mut Input, what: &str, row: &ThrowRow) -> Result<Vec<u8>, Ended> {
    let all: Vec<u8> = row
        .values
        .iter()
        .map(|choice| small(choice.value))
        .collect();
    let current: Vec<u8> = row
        .values
        .iter()
        .filter(|choice| choice.chosen)
        .map(|choice| small(choice.value))
        .collect();
    let list = |values: &[u8]| {
        values
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let prompt = format(
        "cli_throws_prompt",
        &[what.to_owned(), list(&all), list(&current)],
    );
    input.ask(&prompt, |answer| parse_throws(answer, &all, &current))
}

/// `1,5` as throw values; empty keeps `current`, `-` is none.
fn parse_throws(answer: &str, all: &[u8], current: &[u8]) -> Result<Vec<u8>, String> {
    match answer.trim() {
        "" => return Ok(current.to_vec()),
        "-" => return Ok(Vec::new()),
        _ => {}
    }
    let mut values = Vec::new();
    for word in answer.split([',', ' ']).filter(|w| !w.is_empty()) {
        // The throws are the model's: a word that isn't one is refused, not dropped.
        match word.parse::<u8>() {
            Ok(value) if all.contains(&value) => values.push(value),
            _ => {
                let all: Vec<String> = all.iter().map(u8::to_string).collect();
                return Err(format("cli_not_a_throw", &[shorten(word), all.join(", ")]));
            }
        }
    }
    Ok(values)
}

/// Who plays each seat: a person, or the computer at a level.
/// Returns false if the player went back.
fn choose_seats(shell: &mut Shell) -> Result<bool, Halt> {
    let Some(view) = setup_view(shell) else {
        return Ok(true);
    };
    let kinds = view.seat_kinds.clone();
    let keys = ["1", "2", "3", "4", "5", "6"];
    for (seat, setup) in view.setup.seats.iter().enumerate() {
        let mut items: Vec<Item> = kinds
            .iter()
            .zip(keys)
            .map(|(&kind, key)| Item::new(key, names::seat_kind(kind)))
            .collect();
        items.push(Item::new("b", label("back")));
        let default = kinds
            .iter()
            .position(|&kind| kind == setup.kind)
            .and_then(|i| keys.get(i).copied());
        let title = format(
            "cli_who_plays",
            &[
                names::player(seat as u8),
                format!("{} {}", glyph(setup.token), names::token(setup.token)),
            ],
        );
        let key = shell.input.menu(&title, &items, default)?;
        if key == "b" {
            return Ok(false);
        }
        let kind = keys
            .iter()
            .position(|&k| k == key)
            .and_then(|i| kinds.get(i).copied())
            .unwrap_or(SeatKind::Human);
        if kind != setup.kind {
            edit(
                shell,
                SetupEdit::Seat {
                    seat: seat as u8,
                    kind,
                },
            )?;
        }
    }
    Ok(true)
}
