//! The Statistics screen: the model's figures for every game and opponent the player has met,
//! worded with the phones' labels, and a bar chart of their throws.

use dhayam_core::THROW_VALUES;
use dhayam_core::app::{AppIntent, ScreenView, Statistics};

use crate::halt::{Halt, Task};
use crate::names::{self, format, label};
use crate::out::sayln;
use crate::paint::BOLD;
use crate::shell::Shell;

/// Open Statistics, show it, and go back Home.
///
/// # Errors
/// The store failed.
pub fn show(shell: &mut Shell) -> Result<(), Halt> {
    // Opening only reads: a read that fails is said, and nothing stops.
    shell.send(AppIntent::OpenStatistics, Task::Resume)?;
    if let ScreenView::Statistics { figures } = shell.view().screen {
        print(shell, &figures);
        shell.send(AppIntent::Home, Task::Resume)?;
    }
    Ok(())
}

fn print(shell: &Shell, figures: &[Statistics]) {
    sayln!();
    sayln!(
        "{}",
        shell.paint.paint(
            &format!("{} ({})", label("stats_title"), label("cli_stats_whose")),
            BOLD
        )
    );
    let met: Vec<&Statistics> = figures
        .iter()
        .filter(|s| s.played > 0 || s.abandoned > 0)
        .collect();
    if met.is_empty() {
        sayln!("  {}", label("stats_none"));
        return;
    }
    let dash = || label("stats_dash");
    let pair = |key: &str, value: String| format!("{} {value}", label(key));
    let mut throws = [0u64; THROW_VALUES.len()];
    for s in &met {
        sayln!(
            "  {}",
            shell.paint.paint(
                &format!("{} · {}", names::game(s.game), names::opponent(s.opponent)),
                BOLD
            )
        );
        let rate = s.win_rate.map_or_else(dash, |rate| {
            format("stats_percent", &[format!("{:.0}", rate * 100.0)])
        });
        let lines = [
            vec![
                pair("stats_played", s.played.to_string()),
                pair("stats_won", s.won.to_string()),
                pair("stats_lost", s.lost.to_string()),
                pair("stats_drawn", s.drawn.to_string()),
                pair("stats_abandoned", s.abandoned.to_string()),
                pair("stats_win_rate", rate),
            ],
            vec![
                pair("stats_current_streak", s.current_streak.to_string()),
                pair("stats_best_streak", s.best_streak.to_string()),
                pair("stats_cuts_made", s.cuts_made.to_string()),
                pair("stats_cuts_suffered", s.cuts_suffered.to_string()),
            ],
            vec![
                pair(
                    "stats_fastest_win",
                    s.fastest_win
                        .map_or_else(dash, |t| format("stats_turns", &[t.to_string()])),
                ),
                pair(
                    "stats_average_length",
                    s.average_turns.map_or_else(dash, |t| {
                        format("stats_average_turns", &[format!("{t:.1}")])
                    }),
                ),
            ],
        ];
        for line in lines {
            sayln!("    {}", line.join(" · "));
        }
        for (sum, n) in throws.iter_mut().zip(&s.throw_counts) {
            *sum += n.count;
        }
    }
    let most = throws.iter().copied().max().unwrap_or(0).max(1);
    sayln!("  {}:", label("stats_throws"));
    for (value, n) in THROW_VALUES.iter().zip(throws) {
        let bar = "█".repeat(((n * 40).div_ceil(most)) as usize);
        sayln!("  {value:>4} {bar} {n}");
    }
}
