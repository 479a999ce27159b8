//! What a line typed during a game asks for: a roll, a move by its number in the list (or in
//! the notation), undo, the position, help, the menu, quitting. Only the typing is checked here;
//! whether the game takes the request is the model's to say.

use dhayam_core::State;
use dhayam_core::app::{GameScreenView, Intent};

use crate::input::shorten;
use crate::names::format;

/// A request typed during a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// A request for the game screen.
    Game(Intent),
    /// Print the position in the notation (for bug reports).
    Position,
    /// Say what the commands are.
    Help,
    /// How to play this game: the rules, the route, the legend, then the reference.
    Guide,
    /// The game's log, turn by turn, with the position to copy.
    Log,
    /// Back to Home; the game stays saved.
    Menu,
    /// Leave the program; the game stays saved.
    Quit,
    /// Nothing: an empty line.
    Nothing,
}

/// The command `answer` types, with `view` and `state` the game as it is now.
///
/// # Errors
/// The line is no command, or names a move that isn't in the list.
pub fn parse(answer: &str, view: &GameScreenView, state: &State) -> Result<Command, String> {
    let word = answer.trim().to_ascii_lowercase();
    Ok(match word.as_str() {
        "" => Command::Nothing,
        "r" | "roll" => Command::Game(Intent::Roll),
        "u" | "undo" => Command::Game(Intent::Undo),
        "p" | "position" => Command::Position,
        "?" | "h" | "help" => Command::Help,
        "g" | "guide" => Command::Guide,
        "t" | "tip" | "hint" => Command::Game(Intent::Hint),
        "l" | "log" => Command::Log,
        "m" | "menu" => Command::Menu,
        "q" | "quit" => Command::Quit,
        _ => return play(answer, &word, view, state),
    })
}

/// A move, by its number in the view's list or in the notation (`31+5`).
fn play(answer: &str, word: &str, view: &GameScreenView, state: &State) -> Result<Command, String> {
    if let Ok(n) = word.parse::<usize>() {
        return match view.moves.len() {
            0 => Err(format("cli_no_move_now", &[shorten(answer)])),
            count => view
                .moves
                .get(n.wrapping_sub(1))
                .map(|option| {
                    Command::Game(Intent::Play {
                        action: option.action,
                    })
                })
                .ok_or_else(|| {
                    if count == 1 {
                        format("cli_no_such_move_one", &[n.to_string()])
                    } else {
                        format("cli_no_such_move", &[n.to_string(), count.to_string()])
                    }
                }),
        };
    }
    match state {
        State::Race(position) => position
            .parse_move(answer)
            .map(|mv| Command::Game(Intent::Play { action: mv }))
            .map_err(|_| format("cli_not_command_or_move", &[shorten(answer)])),
        State::Paramapadam(_) => Err(format("cli_not_command", &[shorten(answer)])),
    }
}
