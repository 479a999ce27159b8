//! A game at the terminal, over the model's game screen: the terminal draws the view, sends
//! the person's commands as intents, and — being the shell — keeps the model's time.
//!
//! When a person is to act, the terminal waits for their command. Otherwise the model has
//! asked to be woken (a walk on show, a computer seat or auto-roll about to act), and the
//! terminal lets that time pass — really, on a terminal, at the `--pace` asked; at once when
//! piped. The one wait a person may break into is the quick Undo bar after their own action:
//! its prompt offers `u`, and anything else lets time run on. The pace, the undo window, which
//! move a command plays and every sentence are the model's; a store write the model couldn't
//! make stops the program (see `halt`).

use dhayam_core::State;
use dhayam_core::app::{AppIntent, Effect, GameScreenView, Intent, Message, Refusal, ScreenView};

use crate::command::{self, Command};
use crate::halt::{Halt, Task};
use crate::input::shorten;
use crate::log::Log;
use crate::names::{self, format, label};
use crate::out::{self, say, sayln};
use crate::paint::{BOLD, GREEN, RED};
use crate::shell::Shell;
use crate::table;
use crate::words::current;
use crate::{guide, learn, screen};

/// Where a game hands back to.
pub enum Leave {
    /// Back to Home.
    Menu,
    /// Quit the program.
    Quit,
}

/// Lines of the game's log kept for a redrawn page, which shows as many as fit.
const LOG_LINES: usize = 40;

/// A game being played: its log, the wake-up the model asked for, and the state last drawn
/// (when the screen is not redrawn, the board is printed again only once it changed).
struct Table {
    log: Log,
    wake: Option<u64>,
    drawn: Option<State>,
}

/// What the game loop does after a prompt.
enum Next {
    /// Carry on.
    Go,
    /// Leave the game.
    Leave(Leave),
}

/// Play the game on the model's screen until it ends or the player leaves; `opened` are the
/// effects of the intent that put it there, `resumed` whether it is a saved game resumed.
///
/// # Errors
/// Input ended (the game is saved), or the store failed.
pub fn play(shell: &mut Shell, opened: Vec<Effect>, resumed: bool) -> Result<Leave, Halt> {
    let mut table = Table {
        log: Log::default(),
        wake: wake_in(&opened),
        drawn: None,
    };
    if resumed {
        // A resumed game starts with no history: the phones can't undo across a restart
        // either.
        table.log.say(label("cli_resumed"));
    }
    announce(shell);
    loop {
        let Some((view, state)) = on_screen(shell) else {
            return Ok(Leave::Menu);
        };
        table.log.read(&view, &state);
        let screen = shell.model.game_screen();
        let (refusal, prompt) = screen.map_or((None, None), |s| (s.refusal(), s.prompt()));
        if let Some(Refusal::NotSaved(problem)) = refusal {
            show(shell, &mut table, &view, &state, false);
            return Err(Halt::store(
                Task::SaveGame,
                problem,
                shell.model.store().path(),
            ));
        }
        let auto_roll = matches!(prompt, Some(Message::AutoRolling { .. }));
        let person = !view.walking && (!view.moves.is_empty() || (view.can_roll && !auto_roll));
        show(shell, &mut table, &view, &state, person);
        let next = if view.walking {
            pass_time(shell, &mut table, true);
            Next::Go
        } else if view.game_over.is_some() {
            game_over(shell, &mut table, &view)?
        } else if person {
            person_acts(shell, &mut table, &view, &state)?
        } else if view.undo.is_some() {
            undo_window(shell, &mut table, &view, &state)?
        } else if table.wake.is_some() {
            pass_time(shell, &mut table, true);
            Next::Go
        } else {
            // Nothing is due and no one is to act: the screen is held. The terminal never
            // pauses it, so this is not expected; go Home rather than wait for ever.
            quit(shell)?;
            Next::Leave(Leave::Menu)
        };
        if let Next::Leave(leave) = next {
            return Ok(leave);
        }
    }
}

/// The game on screen and its state, while there is one.
fn on_screen(shell: &Shell) -> Option<(GameScreenView, State)> {
    let ScreenView::Game { game: view } = shell.view().screen else {
        return None;
    };
    let state = shell.model.game_screen()?.state().clone();
    Some((*view, state))
}

/// The wake-up a call's effects ask for: each call's replaces the last, and none means none.
fn wake_in(effects: &[Effect]) -> Option<u64> {
    effects.iter().rev().find_map(|effect| match effect {
        Effect::WakeIn { ms } => Some(*ms),
        _ => None,
    })
}

/// Say which game this is, as it opens.
fn announce(shell: &Shell) {
    if let Some((view, state)) = on_screen(shell) {
        shell.input.note(&format(
            "cli_saved_every_action",
            &[table::header(&view, &state)],
        ));
    }
}

/// Let the time the model asked for pass: on a terminal, `wait` for it really.
fn pass_time(shell: &mut Shell, table: &mut Table, wait: bool) {
    let Some(ms) = table.wake else {
        return;
    };
    if wait {
        shell.clock.wait(ms);
    }
    let effects = shell.model.advance(ms);
    table.wake = wake_in(&effects);
}

/// Send a request for the game screen; returns its refusal, if any.
fn send(shell: &mut Shell, table: &mut Table, intent: AppIntent) -> Option<Refusal> {
    let effects = shell.model.intent(intent);
    table.wake = wake_in(&effects);
    shell.model.game_screen()?.refusal()
}

/// Draw what changed: on a terminal, the whole screen in place; otherwise the new lines of the
/// log, and the board when someone is to be asked and it has changed.
fn show(shell: &Shell, table: &mut Table, view: &GameScreenView, state: &State, person: bool) {
    let paint = shell.paint;
    if shell.redraw {
        let refusal = view.refusal.as_ref().map(|refusal| current().word(refusal));
        draw_page(shell, table, view, state, refusal);
    } else {
        for line in table.log.unprinted() {
            sayln!("  {line}");
        }
        let asking = person || (view.game_over.is_some() && !view.walking);
        if asking && table.drawn.as_ref() != Some(state) {
            say!("\n{}", table::screen(view, state, paint));
            say!("{}", table::moves(view, paint));
            table.drawn = Some(state.clone());
        }
    }
    out::flush();
}

/// The game's page on a terminal, in place, with `refusal` (in words) on it.
fn draw_page(
    shell: &Shell,
    table: &mut Table,
    view: &GameScreenView,
    state: &State,
    refusal: Option<String>,
) {
    let log = table.log.tail(LOG_LINES);
    let refusal = refusal.map(|why| format!("✗ {why}"));
    let page = table::page(view, state, log, refusal, screen::size(), shell.paint);
    screen::draw(&page);
}

/// Say why a typed line was refused: on a terminal on the page, drawn again in place, so that
/// a refused line never pushes the board up; otherwise under it.
fn refuse(shell: &Shell, table: &mut Table, view: &GameScreenView, state: &State, why: &str) {
    if shell.redraw {
        draw_page(shell, table, view, state, Some(why.to_owned()));
    } else {
        shell.input.refuse(why);
    }
}

/// A game screen's refusal, in words, marked.
fn refused(shell: &Shell, view: &GameScreenView, refusal: Refusal) -> String {
    let text = current().word(&refusal.text(view.game));
    shell.paint.paint(&format!("✗ {text}"), RED)
}

/// The model's prompt in words, or whose turn it is.
fn prompt_words(view: &GameScreenView) -> String {
    match &view.prompt {
        Some(prompt) => current().word(prompt),
        None => view.to_act.map(names::player).unwrap_or_default(),
    }
}

/// Ask the person to act, and do what they ask.
fn person_acts(
    shell: &mut Shell,
    table: &mut Table,
    view: &GameScreenView,
    state: &State,
) -> Result<Next, Halt> {
    let mut keys = Vec::new();
    if view.can_roll {
        keys.push("cli_key_roll");
    }
    if !view.moves.is_empty() {
        keys.push("cli_key_move");
    }
    if view.undo.is_some() {
        keys.push("cli_key_undo");
    }
    keys.extend(["cli_key_guide", "cli_key_help"]);
    let prompt = with_keys(&prompt_words(view), &keys);
    loop {
        let line = shell.input.line(&prompt)?;
        match command::parse(&line, view, state) {
            Ok(Command::Game(intent)) => {
                if let Some(refusal) = send(shell, table, AppIntent::Game { intent })
                    && !shell.redraw
                {
                    sayln!("  {}", refused(shell, view, refusal));
                }
                if intent == Intent::Hint {
                    show_hint(shell)?;
                }
                return Ok(Next::Go);
            }
            // Enter where the one thing to do is throw the sticks throws them.
            Ok(Command::Nothing) if view.can_roll && view.moves.is_empty() => {
                send(
                    shell,
                    table,
                    AppIntent::Game {
                        intent: Intent::Roll,
                    },
                );
                return Ok(Next::Go);
            }
            Ok(Command::Nothing) => {
                let why = label(if view.can_roll {
                    "cli_type_roll"
                } else {
                    "cli_type_move"
                });
                refuse(shell, table, view, state, &why);
            }
            Ok(other) => {
                if let Some(next) = aside(shell, other, state)? {
                    return Ok(next);
                }
            }
            Err(why) => refuse(shell, table, view, state, &why),
        }
    }
}

/// The quick Undo bar is up after the person's action, and no person is to act next: `u`
/// takes the action back; anything else (or, on a terminal, the window running out) lets time
/// run on.
fn undo_window(
    shell: &mut Shell,
    table: &mut Table,
    view: &GameScreenView,
    state: &State,
) -> Result<Next, Halt> {
    let prompt = with_keys(
        &prompt_words(view),
        &[
            "cli_key_undo",
            "cli_key_go_on",
            "cli_key_guide",
            "cli_key_help",
        ],
    );
    let ms_left = view.undo.as_ref().map_or(0, |bar| bar.ms_left);
    loop {
        let line = if shell.clock.windows_pass() {
            shell
                .input
                .line_within(&prompt, shell.clock.real(ms_left))?
        } else {
            Some(shell.input.line(&prompt)?)
        };
        let Some(line) = line else {
            // The window ran out as the person watched.
            pass_time(shell, table, false);
            return Ok(Next::Go);
        };
        match command::parse(&line, view, state) {
            Ok(Command::Game(Intent::Undo)) => {
                send(
                    shell,
                    table,
                    AppIntent::Game {
                        intent: Intent::Undo,
                    },
                );
                return Ok(Next::Go);
            }
            Ok(
                command @ (Command::Position
                | Command::Help
                | Command::Guide
                | Command::Log
                | Command::Menu
                | Command::Quit),
            ) => {
                if let Some(next) = aside(shell, command, state)? {
                    return Ok(next);
                }
            }
            _ => {
                pass_time(shell, table, false);
                return Ok(Next::Go);
            }
        }
    }
}

/// A command that doesn't act on the game: the position, help, leaving.
fn aside(shell: &mut Shell, command: Command, state: &State) -> Result<Option<Next>, Halt> {
    match command {
        Command::Position => {
            let lines: Vec<String> = state.notation().lines().map(str::to_owned).collect();
            shell.page(&lines)?;
        }
        Command::Help => {
            let lines = help(state);
            shell.page(&lines)?;
        }
        Command::Guide => {
            for page in guide::pages(state, shell.paint) {
                shell.page(&page)?;
            }
            shell.send(AppIntent::OpenReference { game: None }, Task::Resume)?;
            learn::show_reference(shell)?;
        }
        Command::Log => {
            if let Some(screen) = shell.model.game_screen() {
                let log = screen.log_view();
                for page in learn::log_pages(&log, current()) {
                    shell.page(&page)?;
                }
            }
        }
        Command::Menu => {
            quit(shell)?;
            return Ok(Some(Next::Leave(Leave::Menu)));
        }
        Command::Quit => {
            quit(shell)?;
            return Ok(Some(Next::Leave(Leave::Quit)));
        }
        Command::Game(_) | Command::Nothing => {}
    }
    Ok(None)
}

/// The hint the model gives, on a page of its own.
fn show_hint(shell: &mut Shell) -> Result<(), Halt> {
    if let ScreenView::Game { game: view } = shell.view().screen
        && let Some(hint) = &view.hint
    {
        let lines = learn::hint_lines(hint, current());
        shell.page(&lines)?;
    }
    Ok(())
}

/// Back Home; the game stays saved.
fn quit(shell: &mut Shell) -> Result<(), Halt> {
    shell.send(AppIntent::Quit, Task::SaveGame).map(drop)
}

/// A prompt and the keys that answer it: `Player 1 to roll [r roll · g guide · ? help]:`.
fn with_keys(prompt: &str, keys: &[&str]) -> String {
    let keys: Vec<String> = keys.iter().map(|&key| label(key)).collect();
    format!("{prompt} [{}]:", keys.join(" · "))
}

/// What each key does, in lines that fit the page.
fn help(state: &State) -> Vec<String> {
    const WIDTH: usize = 78;
    let rows = [
        ("r", "cli_help_roll"),
        ("1, 2, …", "cli_help_move"),
        ("u", "cli_help_undo"),
        ("g", "cli_help_guide"),
        ("t", "cli_help_hint"),
        ("l", "cli_help_log"),
        ("p", "cli_help_position"),
        ("m", "cli_help_leave"),
    ];
    let mut lines = vec![label("cli_help_title")];
    for (key, words) in rows {
        lines.extend(screen::hang(&format!("  {key:<8} "), &label(words), WIDTH));
    }
    if let State::Race(_) = state {
        let notation = label(match state.kind() {
            dhayam_core::GameKind::Thayam => "cli_help_notation_pawn",
            _ => "cli_help_notation_coin",
        });
        lines.extend(screen::wrap(&notation, WIDTH, ""));
    }
    lines
}

/// The game has ended: say how, and go Home, play again, or quit.
fn game_over(shell: &mut Shell, table: &mut Table, view: &GameScreenView) -> Result<Next, Halt> {
    let Some(over) = &view.game_over else {
        return Ok(Next::Go);
    };
    let verdict = match over.winner {
        Some(winner) => format("over_winner", &[names::player(winner)]),
        None => label("over_draw"),
    };
    let mut lines = vec![
        shell.paint.paint(&label("over_title"), BOLD),
        shell.paint.paint(&verdict, GREEN),
    ];
    for (place, &player) in (1..).zip(&over.places) {
        let line = format("over_place", &[place.to_string(), names::player(player)]);
        lines.push(format!("  {line}"));
    }
    lines.push(counted(shell, view));
    shell.show(&lines);
    let after = shell.input.ask(&label("cli_over_prompt"), |answer| {
        match answer.to_ascii_lowercase().as_str() {
            "" | "m" | "menu" => Ok(After::Menu),
            "a" | "again" => Ok(After::Again),
            "q" | "quit" => Ok(After::Quit),
            _ => Err(format("cli_over_refused", &[shorten(answer)])),
        }
    })?;
    match after {
        After::Menu => {
            quit(shell)?;
            Ok(Next::Leave(Leave::Menu))
        }
        After::Quit => {
            quit(shell)?;
            Ok(Next::Leave(Leave::Quit))
        }
        After::Again => {
            let seed = shell.seed.take().unwrap_or_else(crate::fresh_seed);
            let opened = shell.send(AppIntent::PlayAgain { seed }, Task::NewGame)?;
            table.wake = wake_in(&opened);
            table.drawn = None;
            announce(shell);
            Ok(Next::Go)
        }
    }
}

/// Whether the game's result went into the statistics, and for whom.
fn counted(shell: &Shell, view: &GameScreenView) -> String {
    let _ = shell;
    label(
        if view
            .players
            .iter()
            .any(|strip| strip.kind == dhayam_core::SeatKind::Human)
        {
            "cli_counted"
        } else {
            "cli_not_counted"
        },
    )
}

/// What the player chose at the game's end.
enum After {
    Menu,
    Again,
    Quit,
}
