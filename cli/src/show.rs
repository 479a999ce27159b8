//! `dhayam show`: draw a position given in the core's notation (from a file, or standard input),
//! with whose turn it is and, when a player is to move, the legal moves.

use std::io::Read;
use std::path::PathBuf;

use dhayam_core::app::{GameScreen, Pile, PlaySettings};
use dhayam_core::{BoardSkin, Game, SeatKind, SeatSetup, State, TokenStyle};

use crate::describe;
use crate::draw::{self, Look, Seat};
use crate::out::{say, sayln};
use crate::paint::Paint;

/// What to show.
#[derive(clap::Args)]
pub struct Args {
    /// A file holding the position; `-` or nothing reads standard input
    file: Option<PathBuf>,
}

/// Parse the position and print it.
///
/// # Errors
/// The file can't be read, or the text is not a valid position (with its line and column).
pub fn run(args: &Args, paint: Paint) -> Result<(), String> {
    let text = match &args.file {
        Some(path) if path.as_os_str() != "-" => std::fs::read_to_string(path)
            .map_err(|error| format!("can't read {}: {error}", path.display()))?,
        _ => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|error| format!("can't read standard input: {error}"))?;
            text
        }
    };
    let state = State::from_notation(&text).map_err(|error| format!("not a position: {error}"))?;
    let players = match &state {
        State::Race(position) => usize::from(position.rules().players),
        State::Paramapadam(game) => usize::from(game.rules().players),
    };
    let seats = Seat::anonymous(players);
    let coins = coins_of(&state, players);
    let look = Look {
        paint,
        skin: BoardSkin::Default,
        seats: &seats,
        ring: &[],
        coins: &coins,
        compact: false,
    };
    let choices = match &state {
        State::Race(position) => describe::choices(position, &look),
        State::Paramapadam(_) => Vec::new(),
    };
    let ring: Vec<u32> = choices.iter().filter_map(|c| c.to).map(u32::from).collect();
    let look = Look {
        ring: &ring,
        ..look
    };
    say!(
        "{}\n{}",
        draw::board(&state, &look),
        draw::status(&state, &look)
    );
    if !choices.is_empty() {
        sayln!("Legal moves:");
        for choice in &choices {
            sayln!("  {:<10} {}", choice.text, choice.outcome);
        }
    }
    Ok(())
}

/// Every coin of `state` as the app model draws it at rest: the game screen of the position,
/// kept nowhere, asked for its view.
fn coins_of(state: &State, players: usize) -> Vec<Pile> {
    let seats = TokenStyle::ALL
        .into_iter()
        .cycle()
        .take(players)
        .map(|token| SeatSetup {
            kind: SeatKind::Human,
            token,
        })
        .collect();
    let game = Game::new(state.clone());
    GameScreen::detached(game, seats, BoardSkin::Default, PlaySettings::default())
        .map(|(screen, _)| screen.view().coins)
        .unwrap_or_default()
}
