//! A game at the terminal: the board and the log of what happened, a prompt for the human seat
//! to act (roll, a move by its number or its text, undo, the position in the notation), the
//! computer seats playing by themselves, and the game saved after every action — or play
//! stopped, if it can't be (see `halt`).

use std::io::Write;
use std::thread;

use dhayam_core::ai;
use dhayam_core::{Event, Move, Phase, Player, Position, SavedGame, SeatKind, State, Throw};

use crate::app::App;
use crate::describe::{self, Choice};
use crate::draw::{self, Look, Seat};
use crate::halt::{Halt, Task};
use crate::input::{Ended, shorten};
use crate::paint::{DIM, GREEN, RED};
use crate::setup::summary;

/// Where a game hands back to.
pub enum Leave {
    /// Back to the main menu.
    Menu,
    /// Quit the program.
    Quit,
}

/// What the human seat asked for.
enum Ask {
    Roll,
    Move(Move),
    Undo,
    Position,
    Menu,
    Quit,
    Help,
}

/// Lines of the game's log shown under the board on a terminal.
const LOG_LINES: usize = 10;

/// A game being played.
struct Table {
    game: SavedGame,
    seats: Vec<Seat>,
    log: Vec<String>,
    /// Log lines already printed (when the screen is not redrawn).
    printed: usize,
    last_throw: Option<Throw>,
    /// The last action was a human seat's, so quick undo may take it back.
    undoable: bool,
}

/// Play `game` until it ends or the player leaves.
///
/// # Errors
/// Input ended (the game is saved), or the game could not be saved after an action.
pub fn play(app: &mut App, game: SavedGame) -> Result<Leave, Halt> {
    let seats = Seat::of(&game.setup().seats);
    let mut table = Table {
        game,
        seats,
        log: Vec::new(),
        printed: 0,
        last_throw: None,
        undoable: false,
    };
    app.input.note(&format!(
        "{} — game {}, saved after every action",
        summary(table.game.setup()),
        table.game.number()
    ));
    loop {
        let state = table.game.state().clone();
        let Some(player) = state.to_act() else {
            return game_over(app, &mut table).map_err(Halt::from);
        };
        match table.seat_kind(player) {
            SeatKind::Computer(level) => {
                let throw_off = matches!(&state, State::Race(position) if matches!(position.phase(), Phase::ThrowOff { .. }));
                if table.undoable
                    && !throw_off
                    && app.settings.quick_undo
                    && table.game.game().can_undo()
                {
                    show(app, &mut table, &[]);
                    let answer = app.input.ask(
                        &format!(
                            "P{} (computer) plays next — Enter to go on, u to undo, m menu, q quit:",
                            player + 1
                        ),
                        |answer| match answer.to_ascii_lowercase().as_str() {
                            "" => Ok(None),
                            "u" | "undo" => Ok(Some(Ask::Undo)),
                            "m" | "menu" => Ok(Some(Ask::Menu)),
                            "q" | "quit" => Ok(Some(Ask::Quit)),
                            _ => Err(format!(
                                "“{}”: press Enter, or u to undo",
                                shorten(answer)
                            )),
                        },
                    )?;
                    table.undoable = false;
                    match answer {
                        Some(Ask::Undo) => {
                            undo(app, &mut table)?;
                            continue;
                        }
                        Some(Ask::Menu) => return Ok(Leave::Menu),
                        Some(Ask::Quit) => return Ok(Leave::Quit),
                        _ => {}
                    }
                }
                computer_acts(app, &mut table, player, level)?;
            }
            SeatKind::Human => {
                if state.must_roll() && app.settings.auto_roll {
                    roll(app, &mut table, player)?;
                    continue;
                }
                match human_asks(app, &mut table, player)? {
                    Ask::Roll => roll(app, &mut table, player)?,
                    Ask::Move(mv) => play_move(app, &mut table, player, mv)?,
                    Ask::Undo => undo(app, &mut table)?,
                    Ask::Position => print!("{}", table.game.state().notation()),
                    Ask::Help => help(app),
                    Ask::Menu => return Ok(Leave::Menu),
                    Ask::Quit => return Ok(Leave::Quit),
                }
            }
        }
    }
}

impl Table {
    fn seat_kind(&self, player: Player) -> SeatKind {
        self.seats
            .get(usize::from(player))
            .and_then(|seat| seat.kind)
            .unwrap_or(SeatKind::Human)
    }

    /// Record an action's events in the log.
    fn record(&mut self, app: &App, events: &[Event]) {
        let look = look(app, &self.seats, &[]);
        for event in events {
            if let Event::Rolled { throw, .. } = event {
                self.last_throw = Some(*throw);
            }
            let line = describe::event(self.game.state(), event, &look);
            self.log.push(line);
        }
    }
}

fn look<'a>(app: &App, seats: &'a [Seat], ring: &'a [u8]) -> Look<'a> {
    Look {
        paint: app.paint,
        skin: app.settings.board_skin,
        seats,
        ring,
    }
}

/// Save after an action. A failure stops play: the store still holds the game as of the last
/// action it saved, and playing on would only lose more.
fn save(app: &mut App, table: &mut Table) -> Result<(), Halt> {
    app.store
        .autosave(&mut table.game)
        .map(|_| ())
        .map_err(Halt::store(Task::SaveGame))
}

/// Draw the screen: on a terminal, cleared and redrawn with the log's tail; otherwise the new
/// log lines, then the board.
fn show(app: &App, table: &mut Table, ring: &[u8]) {
    let look = look(app, &table.seats, ring);
    let board = draw::state(table.game.state(), &look, table.last_throw);
    if app.redraw {
        println!("\x1b[2J\x1b[H{board}");
        let start = table.log.len().saturating_sub(LOG_LINES);
        for line in &table.log[start..] {
            println!("  {line}");
        }
    } else {
        flush_log(table);
        print!("\n{board}");
    }
    table.printed = table.log.len();
    let _ = std::io::stdout().flush();
}

/// Print the log lines not yet shown (when the screen is not redrawn).
fn flush_log(table: &mut Table) {
    for line in &table.log[table.printed..] {
        println!("  {line}");
    }
    table.printed = table.log.len();
}

fn roll(app: &mut App, table: &mut Table, player: Player) -> Result<(), Halt> {
    match table.game.roll(player) {
        Ok((_, events)) => {
            table.record(app, &events);
            table.undoable = table.seat_kind(player) == SeatKind::Human;
            save(app, table)?;
        }
        Err(error) => app.input.refuse(&error.to_string()),
    }
    Ok(())
}

fn play_move(app: &mut App, table: &mut Table, player: Player, mv: Move) -> Result<(), Halt> {
    let text = match table.game.state() {
        State::Race(position) => position.move_text(mv),
        State::Paramapadam(_) => String::new(),
    };
    match table.game.play(player, mv) {
        Ok(events) => {
            table.log.push(format!("P{} plays {text}", player + 1));
            table.record(app, &events);
            table.undoable = table.seat_kind(player) == SeatKind::Human;
            save(app, table)?;
        }
        Err(error) => app.input.refuse(&error.to_string()),
    }
    Ok(())
}

fn undo(app: &mut App, table: &mut Table) -> Result<(), Halt> {
    match table.game.undo() {
        Ok(()) => {
            table.undoable = false;
            table.log.push(
                app.paint
                    .paint("undone: back to before the last action", DIM),
            );
            save(app, table)?;
        }
        Err(error) => app.input.refuse(&error.to_string()),
    }
    Ok(())
}

/// The computer seat plays one action.
fn computer_acts(
    app: &mut App,
    table: &mut Table,
    player: Player,
    level: dhayam_core::Level,
) -> Result<(), Halt> {
    let state = table.game.state().clone();
    if state.must_roll() {
        roll(app, table, player)?;
    } else if let State::Race(position) = &state {
        let Some(mv) = ai::choose(position, level, ai::choice_seed(position)) else {
            return Ok(());
        };
        let text = position.move_text(mv);
        match table.game.play(player, mv) {
            Ok(events) => {
                table.log.push(format!("P{} plays {text}", player + 1));
                table.record(app, &events);
                save(app, table)?;
            }
            Err(error) => app.input.refuse(&error.to_string()),
        }
    }
    table.undoable = false;
    if app.redraw {
        show(app, table, &[]);
        thread::sleep(app.pace);
    } else {
        flush_log(table);
    }
    Ok(())
}

/// Show the board and ask the human seat what to do.
fn human_asks(app: &mut App, table: &mut Table, player: Player) -> Result<Ask, Ended> {
    let state = table.game.state().clone();
    let choices = match &state {
        State::Race(position) if !state.must_roll() => {
            describe::choices(position, &look(app, &table.seats, &[]))
        }
        _ => Vec::new(),
    };
    let ring: Vec<u8> = if app.settings.legal_move_ring {
        choices.iter().filter_map(|c| c.to).collect()
    } else {
        Vec::new()
    };
    show(app, table, &ring);
    if !choices.is_empty() {
        println!("Moves:");
        for (i, choice) in choices.iter().enumerate() {
            println!("  {:>3}  {:<10} {}", i + 1, choice.text, choice.outcome);
        }
    }
    let can_undo = table.undoable && table.game.game().can_undo();
    let mut keys = Vec::new();
    if state.must_roll() {
        keys.push("r roll");
    } else {
        keys.push("1-N or a move like 31+5");
    }
    if can_undo {
        keys.push("u undo");
    }
    keys.extend(["p position", "m menu", "q quit", "? help"]);
    let prompt = format!("P{} [{}]:", player + 1, keys.join(" · "));
    let position = match &state {
        State::Race(position) => Some(position.clone()),
        State::Paramapadam(_) => None,
    };
    app.input.ask(&prompt, |answer| {
        parse_answer(
            answer,
            state.must_roll(),
            &choices,
            position.as_ref(),
            can_undo,
        )
    })
}

/// What an answer at the human's prompt asks for.
fn parse_answer(
    answer: &str,
    must_roll: bool,
    choices: &[Choice],
    position: Option<&Position>,
    can_undo: bool,
) -> Result<Ask, String> {
    let word = answer.to_ascii_lowercase();
    match word.as_str() {
        "r" | "roll" if must_roll => return Ok(Ask::Roll),
        "r" | "roll" => return Err("you have banked values to play first: pick a move".into()),
        "u" | "undo" if can_undo => return Ok(Ask::Undo),
        "u" | "undo" => return Err("there is nothing of yours to undo".into()),
        "p" | "position" => return Ok(Ask::Position),
        "m" | "menu" => return Ok(Ask::Menu),
        "q" | "quit" => return Ok(Ask::Quit),
        "?" | "h" | "help" => return Ok(Ask::Help),
        "" => {
            return Err(if must_roll {
                "type r to roll".into()
            } else {
                "type a move's number".into()
            });
        }
        _ => {}
    }
    if must_roll {
        return Err(format!(
            "“{}” is not an option here; type r to roll",
            shorten(answer)
        ));
    }
    if let Ok(n) = word.parse::<usize>() {
        return choices
            .get(n.wrapping_sub(1))
            .map(|choice| Ask::Move(choice.mv))
            .ok_or_else(|| format!("there is no move {n}; pick 1 to {}", choices.len()));
    }
    let Some(position) = position else {
        return Err(format!("“{}” is not an option here", shorten(answer)));
    };
    match position.parse_move(answer) {
        Ok(mv) if choices.iter().any(|c| c.mv == mv) => Ok(Ask::Move(mv)),
        Ok(_) => Err(format!("{} is not a legal move now", shorten(answer))),
        Err(error) => Err(format!("“{}” is not a move: {error}", shorten(answer))),
    }
}

fn help(app: &App) {
    app.input.note(
        "r rolls the sticks; a number plays that move from the list (or type it: home+1 brings a \
         coin out with a 1, 31+5 moves the coin on 31 by 5, 31+3+5 jumps); u undoes your last \
         roll or move; p prints the position in the notation (for bug reports); m goes back to \
         the menu and q quits — the game is saved either way and resumes where it was.",
    );
}

/// The game has ended: show it, say how it went for you, and go back to the menu.
fn game_over(app: &mut App, table: &mut Table) -> Result<Leave, Ended> {
    show(app, table, &[]);
    let you = table.game.you();
    let verdict = match table.game.state().winner() {
        Some(winner) if winner == you => app.paint.paint("You won!", GREEN),
        Some(winner) => app.paint.paint(&format!("P{} won.", winner + 1), RED),
        None => "A draw.".to_owned(),
    };
    println!("{verdict} The result is in your statistics.");
    app.input.ask("Enter for the menu:", |_| Ok(()))?;
    Ok(Leave::Menu)
}
