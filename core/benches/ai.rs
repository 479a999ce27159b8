//! Decision time of the computer players: how long `ai::choose` takes at each level (and the
//! tournament's reference player) on realistic positions, one timed call at a time.
//!
//! Goal (docs/BENCHMARKS.md, "Goals"): Hard decides in under 5 ms at the median, 50 ms at the 99th
//! percentile and 100 ms at the most, on decisions from whole games and on the worst kind (banks of
//! five or more values on 12 coins).
//!
//! The positions come from seeded games played by Medium on both sides, so they are the kind a
//! computer player meets. For each case the bench prints the median, 90th and 99th percentile
//! and the maximum per player in µs, and the notation of Hard's slowest position to stderr.
//!
//! Each call is timed by the CPU time of the thread making it (the thread's CPU clock), so that
//! other work on a shared machine, which preempts the bench but does not add to its thread's
//! time, leaves the figures alone; Hard's wall-clock times are printed beside them, to show
//! how far the machine was from quiet.
//!
//! `cargo bench -p dhayam-core --bench ai` runs it in full (a few minutes, most of it the
//! reference's and Hard's slowest decisions); words after `--` run only the cases whose names
//! contain one of them (`-- "classic, 6"`). Without `--bench` (as `cargo test --all-targets`
//! runs it) it times a few positions only, to prove the bench still works.

use std::hint::black_box;
use std::time::{Duration, Instant};

#[path = "support/cpu_time.rs"]
#[allow(dead_code, reason = "its criterion measurement is the engine bench's")]
mod cpu_time;
use cpu_time::thread_time;

use dhayam_core::ai::tournament::Entrant;
use dhayam_core::{Level, Phase, Place, Player, Position, Preset, RuleSet, Silent, ai};

/// Positions timed per case in a full run.
const POSITIONS: usize = 1_000;

/// Positions timed per case when run as a test.
const SMOKE_POSITIONS: usize = 3;

/// Positions taken from any one game at most, spread over its qualifying moments, so the
/// sample covers many games.
const PER_GAME: usize = 12;

/// Actions after which a game is abandoned; Medium's games take a few thousand at most.
const ACTION_CAP: u32 = 100_000;

/// One kind of position to time.
struct Case {
    name: &'static str,
    rules: RuleSet,
    /// Fewest values banked in a timed position.
    min_bank: usize,
    /// Only mid-game positions (every player with a quarter of their coins out), or every
    /// decision of the game.
    mid_game: bool,
}

fn cases() -> [Case; 12] {
    let twelve = RuleSet {
        coins: 12,
        ..Preset::Traditional.rules()
    };
    [
        Case {
            name: "traditional, 12 coins, whole games",
            rules: twelve,
            min_bank: 1,
            mid_game: false,
        },
        Case {
            name: "traditional, 12 coins, bank of 5+",
            rules: twelve,
            min_bank: 5,
            mid_game: true,
        },
        Case {
            name: "traditional, 6 coins, whole games",
            rules: RuleSet {
                coins: 6,
                ..Preset::Traditional.rules()
            },
            min_bank: 1,
            mid_game: false,
        },
        Case {
            name: "traditional, 8 coins, whole games",
            rules: RuleSet {
                coins: 8,
                ..Preset::Traditional.rules()
            },
            min_bank: 1,
            mid_game: false,
        },
        Case {
            name: "thayam, 2 players, 4 pawns, move after each roll",
            rules: Preset::Thayam.rules(),
            min_bank: 1,
            mid_game: true,
        },
        Case {
            name: "classic, 6 coins, bank of 3+",
            rules: RuleSet {
                coins: 6,
                ..Preset::Classic.rules()
            },
            min_bank: 3,
            mid_game: true,
        },
        // Custom banked with twelve's model judging Classic with twelve.
        Case {
            name: "classic, 12 coins, bank of 5+",
            rules: RuleSet {
                coins: 12,
                ..Preset::Classic.rules()
            },
            min_bank: 5,
            mid_game: true,
        },
        Case {
            name: "classic, 4 coins, whole games",
            rules: RuleSet {
                coins: 4,
                ..Preset::Classic.rules()
            },
            min_bank: 1,
            mid_game: false,
        },
        Case {
            name: "custom, 6 coins, move after each roll",
            rules: Preset::Custom.rules(),
            min_bank: 1,
            mid_game: false,
        },
        // Six coins' model judging twelve.
        Case {
            name: "custom, 12 coins, move after each roll",
            rules: RuleSet {
                coins: 12,
                ..Preset::Custom.rules()
            },
            min_bank: 1,
            mid_game: false,
        },
        // Four models, as Classic's, judging banked play.
        Case {
            name: "custom, 6 coins, banked, bank of 3+",
            rules: RuleSet::from_notation("custom move-after-each-roll=off")
                .expect("rules Custom lets a player set"),
            min_bank: 3,
            mid_game: true,
        },
        // A model told of the danger square: the widest banks a player can set up.
        Case {
            name: "custom, 12 coins, banked, bank of 5+",
            rules: RuleSet::from_notation("custom coins=12 move-after-each-roll=off")
                .expect("rules Custom lets a player set"),
            min_bank: 5,
            mid_game: true,
        },
    ]
}

/// Coins of `player` on the board: out of home and short of the goal.
fn coins_out(position: &Position, player: Player) -> usize {
    let goal = position.board().goal();
    position
        .places_of(player)
        .filter(|&place| place != Place::Home && place != Place::Path(goal))
        .count()
}

/// A decision the case times: a player to move with at least `min_bank` values banked, and
/// for a mid-game case every player with at least a quarter of their coins on the board.
fn is_timed(position: &Position, case: &Case) -> bool {
    let quarter = usize::from(position.rules().coins).div_ceil(4);
    matches!(position.phase(), Phase::Move(_))
        && position.bank().values.len() >= case.min_bank
        && (!case.mid_game
            || position
                .players()
                .all(|p| coins_out(position, p) >= quarter))
}

/// Medium plays game `seed` on both sides; the timed decisions it meets, at most
/// [`PER_GAME`] of them spread evenly over the game.
fn decisions_of(case: &Case, seed: u64) -> Vec<Position> {
    let mut position = Position::new(case.rules, seed).expect("the bench's rule sets are valid");
    let mut found = Vec::new();
    for _ in 0..ACTION_CAP {
        let Some(player) = position.to_act() else {
            break;
        };
        if position.must_roll() {
            position
                .roll(player, &mut Silent)
                .expect("the player to act may roll");
            continue;
        }
        if is_timed(&position, case) {
            found.push(position.clone());
        }
        let mv = ai::choose(&position, Level::Medium, seed).expect("a player to move has a move");
        position
            .play(player, mv, &mut Silent)
            .expect("Medium's choice is legal");
    }
    let stride = found.len().div_ceil(PER_GAME).max(1);
    found.into_iter().step_by(stride).collect()
}

/// `count` timed positions of `case`, from games seeded 1, 2, ...
fn decisions(case: &Case, count: usize) -> Vec<Position> {
    let mut positions = Vec::with_capacity(count);
    for seed in 1.. {
        positions.extend(decisions_of(case, seed));
        if positions.len() >= count {
            positions.truncate(count);
            return positions;
        }
    }
    positions
}

/// How long each call took.
struct Timings {
    /// Every call's time, shortest first.
    sorted: Vec<Duration>,
    /// The index of the slowest call, in the order the positions were timed.
    slowest: usize,
}

impl Timings {
    fn of(times: &[Duration]) -> Self {
        let slowest = (0..times.len()).max_by_key(|&i| times[i]).unwrap_or(0);
        let mut sorted = times.to_vec();
        sorted.sort_unstable();
        Self { sorted, slowest }
    }

    /// The `p`th percentile by nearest rank.
    fn percentile(&self, p: usize) -> Duration {
        let rank = (p * self.sorted.len()).div_ceil(100).max(1);
        self.sorted[rank - 1]
    }

    fn max(&self) -> Duration {
        self.sorted.last().copied().unwrap_or_default()
    }

    /// One line of the table: calls, median, 90th and 99th percentile and maximum in µs.
    fn row(&self, label: &str) -> String {
        format!(
            "  {label:<10}{:>7}{:>12}{:>12}{:>12}{:>12}",
            self.sorted.len(),
            micros(self.percentile(50)),
            micros(self.percentile(90)),
            micros(self.percentile(99)),
            micros(self.max())
        )
    }
}

/// How long `entrant`'s choice took in each position, one call each, in order: the thread's
/// CPU time, and the wall-clock time.
fn time(positions: &[Position], entrant: Entrant) -> (Vec<Duration>, Vec<Duration>) {
    positions
        .iter()
        .enumerate()
        .map(|(i, position)| {
            let (wall, cpu) = (Instant::now(), thread_time());
            black_box(entrant.choose(black_box(position), i as u64));
            (thread_time().saturating_sub(cpu), wall.elapsed())
        })
        .unzip()
}

/// Hard's times again, by the number of values banked: where the slow decisions come from.
fn by_bank_size(positions: &[Position], times: &[Duration]) {
    let size = |p: &Position| p.bank().values.len().min(7);
    let mut sizes: Vec<usize> = positions.iter().map(size).collect();
    sizes.sort_unstable();
    sizes.dedup();
    for banked in sizes {
        let of_size: Vec<Duration> = positions
            .iter()
            .zip(times)
            .filter(|&(p, _)| size(p) == banked)
            .map(|(_, &t)| t)
            .collect();
        let label = if banked == 7 {
            "  bank 7+".to_owned()
        } else {
            format!("  bank {banked}")
        };
        println!("{}", Timings::of(&of_size).row(&label));
    }
}

fn micros(duration: Duration) -> String {
    format!("{:.1}", duration.as_secs_f64() * 1e6)
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test` runs the binary without it.
    let full = std::env::args().any(|arg| arg == "--bench");
    // Any other word names the cases to run: those whose name contains it.
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with("--"))
        .collect();
    let count = if full { POSITIONS } else { SMOKE_POSITIONS };
    if !full {
        println!("a test run on {count} positions a case; `cargo bench` for the figures");
    }
    for case in cases() {
        if !only.is_empty() && !only.iter().any(|word| case.name.contains(word.as_str())) {
            continue;
        }
        let positions = decisions(&case, count);
        let banked: usize = positions.iter().map(|p| p.bank().values.len()).sum();
        let moves: usize = positions.iter().map(|p| p.legal_moves().len()).sum();
        println!(
            "{}: {} positions, {:.1} values banked and {:.1} legal moves on average",
            case.name,
            positions.len(),
            banked as f64 / positions.len() as f64,
            moves as f64 / positions.len() as f64
        );
        // Warm up caches, the branch predictor and the evaluator's shared reach tables.
        for entrant in Entrant::ALL {
            time(&positions[..positions.len().min(50)], entrant);
        }
        println!(
            "  {:<10}{:>7}{:>12}{:>12}{:>12}{:>12}",
            "level", "calls", "median µs", "p90 µs", "p99 µs", "max µs"
        );
        println!(
            "  (CPU time of the deciding thread; Hard's wall-clock time on the line below it)"
        );
        for entrant in Entrant::ALL.into_iter().rev() {
            let (times, wall) = time(&positions, entrant);
            let timings = Timings::of(&times);
            println!("{}", timings.row(entrant.name()));
            if entrant == Entrant::Level(Level::Hard) && full {
                println!("{}", Timings::of(&wall).row("  wall"));
                if case.rules.banked() {
                    by_bank_size(&positions, &times);
                }
                eprintln!(
                    "  hard's slowest position ({} µs):\n{}",
                    micros(timings.max()),
                    positions[timings.slowest].notation()
                );
            }
        }
    }
}
