//! The Settings screen: the model's settings with the phones' labels, each changed by its
//! number (a switch flips, a choice moves to the next), and clearing the saved game, which the
//! model asks about first.

use dhayam_core::app::{AppIntent, ScreenView, SettingChange};
use dhayam_core::{BoardSkin, Language, Settings};

use crate::halt::{Halt, Task};
use crate::input::Item;
use crate::names::{self, label};
use crate::out::sayln;
use crate::screen::pad;
use crate::shell::Shell;
use crate::{columns, words};

/// Open Settings, change what the player asks, and go back Home.
///
/// # Errors
/// Input ended, or the store failed to keep a change.
pub fn menu(shell: &mut Shell) -> Result<(), Halt> {
    shell.send(AppIntent::OpenSettings, Task::SaveSettings)?;
    loop {
        let ScreenView::Settings { settings } = shell.view().screen else {
            return Ok(());
        };
        // Sound and haptics are the phones'; the ring and the skin show only in colour.
        let phones = |on: bool| format!("{} ({})", names::on_off(on), label("cli_phones_only"));
        let colour = |value: String| format!("{value} ({})", label("cli_colour_only"));
        let rows = [
            ("1", label("settings_sound"), phones(settings.sound)),
            ("2", label("settings_haptics"), phones(settings.haptics)),
            (
                "3",
                label("settings_auto_roll"),
                names::on_off(settings.auto_roll),
            ),
            (
                "4",
                label("settings_quick_undo"),
                names::on_off(settings.quick_undo),
            ),
            (
                "5",
                label("settings_legal_move_ring"),
                colour(names::on_off(settings.legal_move_ring)),
            ),
            (
                "6",
                label("settings_language"),
                names::language(settings.language),
            ),
            (
                "7",
                label("pause_skin"),
                colour(names::skin(settings.board_skin)),
            ),
        ];
        let width = rows
            .iter()
            .map(|(_, name, _)| columns::width(name))
            .max()
            .unwrap_or(0);
        let mut items: Vec<Item> = rows
            .iter()
            .map(|(key, name, value)| Item::new(key, format!("{}  {value}", pad(name, width))))
            .collect();
        items.push(Item::new("c", label("settings_reset_saved")));
        items.push(Item::new("b", label("back")));
        sayln!();
        let title = names::format("cli_settings_hint", &[label("settings_title")]);
        let change = match shell.input.menu(&title, &items, Some("b"))? {
            "c" => {
                shell.send(AppIntent::ClearSavedGame, Task::ClearSavedGame)?;
                shell.answer(Task::ClearSavedGame)?;
                continue;
            }
            "b" => {
                shell.send(AppIntent::Home, Task::SaveSettings)?;
                return Ok(());
            }
            key => change(key, &settings),
        };
        if let Some(change) = change {
            shell.send(AppIntent::ChangeSetting { change }, Task::SaveSettings)?;
            // Language switches the terminal too.
            words::speak_tamil(words::is_tamil(shell.view().language));
        }
    }
}

/// The change the row `key` makes to `settings`.
fn change(key: &str, settings: &Settings) -> Option<SettingChange> {
    Some(match key {
        "1" => SettingChange::Sound {
            on: !settings.sound,
        },
        "2" => SettingChange::Haptics {
            on: !settings.haptics,
        },
        "3" => SettingChange::AutoRoll {
            on: !settings.auto_roll,
        },
        "4" => SettingChange::QuickUndo {
            on: !settings.quick_undo,
        },
        "5" => SettingChange::LegalMoveRing {
            on: !settings.legal_move_ring,
        },
        "6" => SettingChange::Language {
            language: next(&Language::ALL, settings.language),
        },
        "7" => SettingChange::BoardSkin {
            skin: next(&BoardSkin::ALL, settings.board_skin),
        },
        _ => return None,
    })
}

/// The option after `current` in `all`, round again after the last.
fn next<T: Copy + PartialEq>(all: &[T], current: T) -> T {
    let i = all.iter().position(|&x| x == current).unwrap_or(0);
    all[(i + 1) % all.len()]
}
