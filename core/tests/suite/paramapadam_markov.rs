//! How many throws one token takes to finish on the default layout (docs/RULES.md, "The sticks" and
//! "The layout"), worked out exactly as a Markov chain and checked against games played by the
//! engine.
//!
//! The chain's state is the square the token stands on before a throw, 0 for off the board. A
//! token ends a turn only where no snake or ladder starts, so a state on a snake's head or a
//! ladder's foot is always mid-turn: that square has not acted yet. From square `s` a throw `v`:
//!
//! - off the board: an entry throw goes to 1 and throws again; any other stays off;
//! - past 132: the turn ends where the token stands, whose snake or ladder acts;
//! - exactly 132: finished;
//! - a bonus throw: moves to `s + v` and throws again, nothing acting there yet;
//! - any other throw: moves to `s + v`, the turn ends, and its snake or ladder acts.
//!
//! With `Q` the chance of going from one unfinished state to another in one throw, the expected
//! throws to finish `E` solve `(I - Q) E = 1`, solved here by Gaussian elimination. Their
//! expected squares `M` solve `(I - Q) M = 2E - 1` (the throws are one plus those left after the
//! first), which give the spread of the throws to finish.
//!
//! The engine plays 100,000 games at full size (`DHAYAM_TEST_SIZE=full`, see `common/size.rs`)
//! and 10,000 at the small size of `cargo test`. Its mean must lie within four standard errors
//! of the chain's, the standard error worked out from the chain's spread and the number of
//! games: about 0.7% of the mean at full size (where it was a flat 1%), 2.3% at small.

use crate::common;

use common::{SEED, drawn_for, size};
use dhayam_core::paramapadam::{LAST_SQUARE, Paramapadam, ParamapadamRules, ParamapadamSetup};
use dhayam_core::{Silent, THROW_SIXTEENTHS, THROW_VALUES};

/// Chance of each throw value in [`THROW_VALUES`] (1, 2, 3, 4, 5, 6, 12), in sixteenths.
const SIXTEENTHS: [u32; 7] = [2, 3, 4, 3, 2, 1, 1];

/// Unfinished states: off the board, then squares 1 to 131.
const STATES: usize = LAST_SQUARE as usize;

/// Games simulated.
fn games() -> u64 {
    size::pick(10_000, 100_000)
}

/// Standard errors the engine's mean may stray from the chain's: a fair engine strays further
/// once in about 16,000 runs (two-sided, normal).
const STANDARD_ERRORS: f64 = 4.0;

/// Where a throw takes the token: another state, or finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    /// Standing on this square before the next throw (0 for off the board).
    Square(u8),
    /// On 132.
    Finished,
}

/// Where the throw `value` takes a token standing on `square` before it, by the rules.
fn step(rules: &ParamapadamRules, square: u8, value: u8) -> Next {
    let rest = |square: u8| rules.layout.link_at(square).map_or(square, |link| link.to);
    if square == 0 {
        return Next::Square(if rules.entry.contains(value) { 1 } else { 0 });
    }
    let to = square + value;
    if to > LAST_SQUARE {
        Next::Square(rest(square))
    } else if to == LAST_SQUARE {
        Next::Finished
    } else if rules.bonus.contains(value) {
        Next::Square(to)
    } else {
        Next::Square(rest(to))
    }
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        assert!(
            a[col][col].abs() > 1e-12,
            "a singular system at column {col}"
        );
        let pivot_row = a[col].clone();
        for row in col + 1..n {
            let factor = a[row][col] / pivot_row[col];
            if factor != 0.0 {
                for (x, p) in a[row][col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= factor * p;
                }
                b[row] -= factor * b[col];
            }
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let known: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - known) / a[row][row];
    }
    x
}

/// The expected number of throws to finish from each unfinished state, and the expected square
/// of that number.
fn expected_throws(rules: &ParamapadamRules) -> (Vec<f64>, Vec<f64>) {
    let mut a = vec![vec![0.0; STATES]; STATES];
    for (s, row) in a.iter_mut().enumerate() {
        row[s] += 1.0;
        let square = u8::try_from(s).expect("a square");
        for (value, sixteenths) in THROW_VALUES.into_iter().zip(SIXTEENTHS) {
            if let Next::Square(next) = step(rules, square, value) {
                row[usize::from(next)] -= f64::from(sixteenths) / 16.0;
            }
        }
    }
    let mean = solve(a.clone(), vec![1.0; STATES]);
    let square = solve(a, mean.iter().map(|e| 2.0 * e - 1.0).collect());
    (mean, square)
}

/// Player 1's throws until their token reaches 132 in a two-player game of `seed` played by the
/// engine. Player 2 sits out: whenever the turn passes to them, the position is set up again
/// with player 1 to throw, the sticks carrying on, so that player 2 can't end the game first.
fn throws_to_finish(seed: u64) -> u32 {
    let rules = ParamapadamRules::default();
    let mut game = Paramapadam::new(rules, seed).expect("the default rules");
    let mut throws = 0;
    loop {
        if game.to_act() != Some(0) {
            let setup = ParamapadamSetup {
                to_act: Some(0),
                ..game.to_setup()
            };
            game = Paramapadam::from_setup(setup).expect("player 1 to throw");
        }
        throws += 1;
        game.roll(0, &mut Silent).expect("player 1 throws");
        if game.tokens()[0] == LAST_SQUARE {
            return throws;
        }
    }
}

#[test]
fn the_chain_throws_with_the_chances_of_the_sticks() {
    assert_eq!(SIXTEENTHS, THROW_SIXTEENTHS);
    assert_eq!(SIXTEENTHS.iter().sum::<u32>(), 16);
}

#[test]
fn the_chain_moves_a_token_as_the_engine_does() {
    let rules = ParamapadamRules::default();
    for (value, drawn) in THROW_VALUES.map(|value| (value, drawn_for(SEED, &[value]))) {
        for square in 0..LAST_SQUARE {
            // A token on a snake's head or ladder's foot is mid-turn; elsewhere it makes no odds.
            let turn = if square == 0 { "roll" } else { "roll-again" };
            let token = if square == 0 {
                "off".to_owned()
            } else {
                square.to_string()
            };
            let text = format!(
                "paramapadam 1\nrules players=2\np1 {token}\np2 off\nturn p1 {turn}\n\
                 sticks {SEED} {drawn}"
            );
            let mut game = Paramapadam::from_notation(&text).expect("a valid position");
            game.roll(0, &mut Silent).expect("p1 throws");
            let engine = if game.tokens()[0] == LAST_SQUARE {
                Next::Finished
            } else {
                Next::Square(game.tokens()[0])
            };
            assert_eq!(engine, step(&rules, square, value), "{value} from {square}");
        }
    }
}

#[test]
fn the_expected_throws_to_finish_match_games_played_by_the_engine() {
    let (expected, squares_expected) = expected_throws(&ParamapadamRules::default());
    let exact = expected[0];
    let spread = (squares_expected[0] - exact * exact).sqrt();
    let games = games();
    let (mut sum, mut squares) = (0.0, 0.0);
    for seed in 0..games {
        let throws = f64::from(throws_to_finish(seed));
        sum += throws;
        squares += throws * throws;
    }
    let count = games as f64;
    let mean = sum / count;
    let error = (squares / count - mean * mean).sqrt() / count.sqrt();
    let tolerance = STANDARD_ERRORS * spread / count.sqrt();
    println!("Markov chain: {exact:.4} throws expected for one token to finish from off the board");
    println!("Markov chain: standard deviation {spread:.4} throws");
    println!("Engine: {mean:.4} throws on average over {games} games (standard error {error:.4})");
    let from_square_1 = expected[1];
    println!("Markov chain: {from_square_1:.4} throws expected from square 1");
    assert!(
        (mean - exact).abs() < tolerance,
        "the engine's {mean} is more than {tolerance:.4} ({STANDARD_ERRORS} standard errors \
         over {games} games) from the chain's {exact}"
    );
}
