//! Engine throughput: legal-move generation in mid-game positions, and whole random games, both
//! through the engine's own path (`play_out`) and through the public calls a shell makes
//! (`legal_moves_into`, then `Position::play`, which checks the move again).
//!
//! Goals (docs/BENCHMARKS.md): legal moves of a mid-game position in under 1 µs; at least
//! 16,000 complete random two-player 12-coin games per second on one core; the public path
//! within 10% of the engine's own.
//!
//! `cargo bench -p dhayam-core --bench engine` runs every group in about two minutes. Times
//! are the bench thread's CPU time (`support/cpu_time.rs`), so that a game a second means on one core
//! even while other work shares the machine.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Throughput, criterion_group, criterion_main};
use dhayam_core::paramapadam::{Paramapadam, ParamapadamRules};
use dhayam_core::playout::play_out;
use dhayam_core::{Move, Phase, Place, Position, Preset, RuleSet, Silent};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[path = "support/cpu_time.rs"]
mod cpu_time;
use cpu_time::ThreadTime;

/// Criterion, timing by the thread's CPU time.
type Criterion = criterion::Criterion<ThreadTime>;

/// Actions cap for the random games: far more than any game takes.
const ACTION_CAP: u32 = 1_000_000;

/// Mid-game positions of Traditional 12-coin games: (sticks and choice seed, first action to
/// look from). Each is the first position from that action on where the player to move has
/// two to four banked values, at least two of them different, and both players have at least
/// three coins out on the board.
const MID_GAMES: [(u64, u32); 3] = [(1, 400), (2, 600), (3, 800)];

fn traditional(coins: u8) -> RuleSet {
    RuleSet {
        coins,
        ..Preset::Traditional.rules()
    }
}

fn new_game(rules: RuleSet, seed: u64) -> Position {
    Position::new(rules, seed).expect("the bench's rule sets are valid")
}

/// Coins of `position`'s `player` on the board: out of home and not yet in the Oval.
fn coins_out(position: &Position, player: u8) -> usize {
    let goal = position.board().goal();
    position
        .places_of(player)
        .filter(|&place| place != Place::Home && place != Place::Path(goal))
        .count()
}

/// The position described by one entry of [`MID_GAMES`].
fn mid_game(seed: u64, from_action: u32) -> Position {
    let mut found = None;
    let mut actions = 0;
    play_out(
        &mut new_game(traditional(12), seed),
        seed,
        ACTION_CAP,
        &mut Silent,
        |position, _| {
            actions += 1;
            let banked = position.bank().values.len();
            if found.is_none()
                && actions >= from_action
                && matches!(position.phase(), Phase::Move(_))
                && (2..=4).contains(&banked)
                && position.bank().values.distinct().count() >= 2
                && position.players().all(|p| coins_out(position, p) >= 3)
            {
                found = Some(position.clone());
            }
        },
    );
    found.expect("each mid game reaches a position of the kind asked for")
}

fn legal_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_moves");
    group
        .sample_size(50)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    let mut moves = Vec::with_capacity(64);
    for (seed, from_action) in MID_GAMES {
        let position = mid_game(seed, from_action);
        position.legal_moves_into(&mut moves);
        // The name stays the same while the engine changes; what the position is goes to
        // stderr, so that a change of game under the same seed shows.
        let name = format!("seed_{seed}_from_action_{from_action}");
        eprintln!(
            "legal_moves/traditional_12/{name}: bank {}, coins out {}+{}, {} legal moves\n{}",
            position.bank(),
            coins_out(&position, 0),
            coins_out(&position, 1),
            moves.len(),
            position.notation()
        );
        group.bench_function(BenchmarkId::new("traditional_12", name), |b| {
            b.iter(|| {
                black_box(&position).legal_moves_into(&mut moves);
                black_box(moves.len())
            });
        });
    }
    group.finish();
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group
        .sample_size(30)
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(8))
        .throughput(Throughput::Elements(1));
    let cases = [
        ("traditional_12", traditional(12)),
        ("classic_6", Preset::Classic.rules()),
        ("custom_6", Preset::Custom.rules()),
        (
            "thayam_4_players",
            RuleSet {
                players: 4,
                ..Preset::Thayam.rules()
            },
        ),
    ];
    for (name, rules) in cases {
        // Every iteration plays a new game, so the figure is an average over many games.
        let mut seed = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                let mut position = new_game(rules, seed);
                black_box(play_out(
                    &mut position,
                    seed,
                    ACTION_CAP,
                    &mut Silent,
                    |_, _| {},
                ))
            });
        });
    }
    group.finish();
}

/// A random game through the public calls, choosing as `play_out` chooses (so the games are the
/// same ones): returns the actions taken.
fn play_through_public_calls(position: &mut Position, choice_seed: u64) -> u32 {
    let mut chooser = ChaCha8Rng::seed_from_u64(choice_seed);
    let mut moves: Vec<Move> = Vec::with_capacity(64);
    let mut actions = 0;
    while let Some(player) = position.to_act() {
        if position.must_roll() {
            position.roll(player, &mut Silent).expect("a legal roll");
        } else {
            position.legal_moves_into(&mut moves);
            let pick = ((u64::from(chooser.next_u32()) * moves.len() as u64) >> 32) as usize;
            position
                .play(player, moves[pick], &mut Silent)
                .expect("a legal move");
        }
        actions += 1;
    }
    actions
}

fn public_random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game_public");
    group
        .sample_size(30)
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(8))
        .throughput(Throughput::Elements(1));
    let rules = traditional(12);
    let mut seed = 0u64;
    group.bench_function("traditional_12", |b| {
        b.iter(|| {
            seed += 1;
            let mut position = new_game(rules, seed);
            black_box(play_through_public_calls(&mut position, seed))
        });
    });
    group.finish();
}

fn paramapadam_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group
        .sample_size(30)
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(5))
        .throughput(Throughput::Elements(1));
    let rules = ParamapadamRules {
        players: 6,
        ..ParamapadamRules::default()
    };
    let mut seed = 0u64;
    group.bench_function("paramapadam_6_players", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = Paramapadam::new(rules, seed).expect("valid rules");
            // Paramapadam has no choices: every action is a throw.
            while let Some(player) = game.to_act() {
                black_box(game.roll(player, &mut Silent).ok());
            }
            black_box(game.places().len())
        });
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = criterion::Criterion::default().with_measurement(ThreadTime);
    targets = legal_moves, random_games, public_random_games, paramapadam_games
}
criterion_main!(benches);
