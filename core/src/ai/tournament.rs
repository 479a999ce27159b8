//! The tournament harness: seeded games between computer players, seats rotating, spread over
//! threads, with each entrant's win rate and its 95% confidence interval.
//!
//! Game `i` is played with sticks seeded `seed + i` and the seats rotated by `i`, so a tournament
//! is the same whatever the number of threads, and every entrant sits in every seat equally.
//!
//! That is also why a thread the system refuses to start costs nothing but time: its share of
//! the games is played on the calling thread instead, and the outcome is the same.

use std::fmt;
use std::thread;

use crate::event::{Player, Silent};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::RuleSet;
use crate::setup::Level;

/// Who sits at a tournament's table: a computer level a player can choose, or the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entrant {
    /// A level of the game's computer player.
    Level(Level),
    /// The yardstick for Hard ([`super::choose_reference`]): fixed weights, plus a look at the
    /// opponent's next chain in banked games.
    Reference,
}

impl Entrant {
    /// Every entrant, weakest first.
    pub const ALL: [Self; 4] = [
        Self::Level(Level::Easy),
        Self::Level(Level::Medium),
        Self::Level(Level::Hard),
        Self::Reference,
    ];

    /// The entrant's name on the command line and in reports.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Level(level) => level.name(),
            Self::Reference => "reference",
        }
    }

    /// The entrant called `name`, if any.
    #[must_use]
    pub fn named(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|entrant| entrant.name() == name)
    }

    /// The entrant's move in `position` (`seed` as for [`super::choose`]).
    #[must_use]
    pub fn choose(self, position: &Position, seed: u64) -> Option<Move> {
        match self {
            Self::Level(level) => super::choose(position, level, seed),
            Self::Reference => super::choose_reference(position),
        }
    }
}

/// What to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    /// The rules of every game; `players` seats per game.
    pub rules: RuleSet,
    /// The table's players, one per seat before rotation.
    pub table: Vec<Entrant>,
    /// Number of games.
    pub games: u32,
    /// Seed of the first game.
    pub seed: u64,
    /// Threads to spread the games over.
    pub threads: usize,
}

/// How a tournament went.
#[derive(Clone, Debug, PartialEq)]
pub struct Standings {
    /// The table as given.
    pub table: Vec<Entrant>,
    /// Games played.
    pub games: u32,
    /// Games won by each entrant of the table.
    pub wins: Vec<u32>,
    /// Games with no winner (no coin could move again).
    pub draws: u32,
    /// Actions (rolls and moves) over all games.
    pub actions: u64,
    /// Threads the games were played on: fewer than asked when there were fewer games, or when
    /// the system refused to start some (their games were then played on the calling thread).
    pub threads: usize,
}

impl Tournament {
    /// Play every game, shared among `threads` threads (one per game at most).
    ///
    /// # Panics
    /// Never for a valid rule set, nor when the system refuses a thread; a thread that panics
    /// is reported by re-raising its panic.
    #[must_use]
    pub fn run(&self) -> Standings {
        self.run_with(|_| thread::Builder::new())
    }

    /// [`Tournament::run`], the thread for share `s` made by `builder(s)`, so that a test can
    /// have the system refuse some.
    fn run_with(&self, builder: impl Fn(usize) -> thread::Builder) -> Standings {
        let shares = self
            .threads
            .clamp(1, usize::try_from(self.games).unwrap_or(usize::MAX).max(1));
        let mut total = self.empty();
        thread::scope(|scope| {
            let mut handles = Vec::new();
            for share in 0..shares {
                match builder(share).spawn_scoped(scope, move || self.play_share(share, shares)) {
                    Ok(handle) => handles.push(handle),
                    Err(error) => {
                        log::warn!(
                            "tournament: the system refused a thread ({error}); the calling \
                             thread plays the games of {} of the {shares} shares",
                            shares - share
                        );
                        // The next would most likely be refused too: stop asking.
                        break;
                    }
                }
            }
            let started = handles.len();
            total.threads = started + usize::from(started < shares);
            for share in started..shares {
                total.add(&self.play_share(share, shares));
            }
            for handle in handles {
                let part = handle
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e));
                total.add(&part);
            }
        });
        total
    }

    fn empty(&self) -> Standings {
        Standings {
            table: self.table.clone(),
            games: 0,
            wins: vec![0; self.table.len()],
            draws: 0,
            actions: 0,
            threads: 1,
        }
    }

    /// Play games `share`, `share + shares`, ...
    fn play_share(&self, share: usize, shares: usize) -> Standings {
        let mut outcome = self.empty();
        for game in (share..self.games as usize).step_by(shares) {
            let (winner, actions) = self.play(game as u64);
            outcome.games += 1;
            outcome.actions += actions;
            match winner {
                Some(entrant) => outcome.wins[entrant] += 1,
                None => outcome.draws += 1,
            }
        }
        outcome
    }

    /// Play game `game`; returns the winning entrant (index into the table) and the actions.
    fn play(&self, game: u64) -> (Option<usize>, u64) {
        let seats = self.table.len();
        // Entrant of player p: the table rotated by the game number.
        let entrant = |player: Player| (usize::from(player) + game as usize) % seats;
        let (winner, actions) = play_out(
            self.rules,
            self.seed.wrapping_add(game),
            |position, player, actions| {
                let seed = self.seed ^ game.rotate_left(32) ^ actions;
                self.table[entrant(player)].choose(position, seed)
            },
        );
        (winner.map(entrant), actions)
    }
}

/// Play a game of `rules` with sticks seeded `seed` to its end, each move chosen by
/// `choose(position, player, actions so far)` (a game stops where it chooses none); returns
/// the winner, if any, and the actions (rolls and moves) taken.
pub(super) fn play_out(
    rules: RuleSet,
    seed: u64,
    mut choose: impl FnMut(&Position, Player, u64) -> Option<Move>,
) -> (Option<Player>, u64) {
    let Ok(mut position) = Position::new(rules, seed) else {
        return (None, 0);
    };
    let mut actions = 0;
    while let Some(player) = position.to_act() {
        actions += 1;
        if position.must_roll() {
            // The player to act may always roll in a roll phase.
            let _ = position.roll(player, &mut Silent);
            continue;
        }
        match choose(&position, player, actions) {
            Some(mv) => position.play_legal(player, mv, &mut Silent),
            None => break,
        }
    }
    (position.winner(), actions)
}

impl Standings {
    /// Count `part`'s games in this outcome.
    fn add(&mut self, part: &Self) {
        self.games += part.games;
        self.draws += part.draws;
        self.actions += part.actions;
        for (sum, wins) in self.wins.iter_mut().zip(&part.wins) {
            *sum += wins;
        }
    }

    /// The share of games entrant `i` won (a draw counts half a win for each side of a
    /// two-player table), with its 95% Wilson score interval.
    #[must_use]
    pub fn win_rate(&self, i: usize) -> (f64, f64, f64) {
        let n = f64::from(self.games.max(1));
        let half_draws = if self.table.len() == 2 {
            f64::from(self.draws) / 2.0
        } else {
            0.0
        };
        let p = (f64::from(self.wins[i]) + half_draws) / n;
        let z: f64 = 1.96;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        (p, centre - half, centre + half)
    }
}

impl fmt::Display for Standings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} games, {} drawn, {:.0} actions/game",
            self.games,
            self.draws,
            self.actions as f64 / f64::from(self.games.max(1))
        )?;
        for (i, level) in self.table.iter().enumerate() {
            let (p, low, high) = self.win_rate(i);
            // A two-player draw counts half to each side: say so, so the count adds up.
            let drawn = if self.table.len() == 2 && self.draws > 0 {
                format!(" and drew {} (half each)", self.draws)
            } else {
                String::new()
            };
            writeln!(
                f,
                "{} #{}: won {}{drawn} = {:.1}% (95% CI {:.1}% to {:.1}%)",
                level.name(),
                i + 1,
                self.wins[i],
                100.0 * p,
                // The interval is a rate's: clamped to 0–100%, and never written `-0.0`.
                (100.0 * low).clamp(0.0, 100.0) + 0.0,
                (100.0 * high).clamp(0.0, 100.0) + 0.0
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    /// A quick tournament: Thayam between two Easy players.
    fn tournament(games: u32, threads: usize) -> Tournament {
        Tournament {
            rules: Preset::Thayam
                .rules()
                .validate()
                .expect("the preset is valid"),
            table: vec![Entrant::Level(Level::Easy); 2],
            games,
            seed: 5,
            threads,
        }
    }

    /// A thread whose stack could never be mapped: the system refuses to start it.
    fn refused() -> thread::Builder {
        thread::Builder::new().stack_size(1 << 56)
    }

    #[test]
    fn threads_the_system_refuses_leave_their_games_to_the_calling_thread() {
        let alone = tournament(8, 1).run();
        assert_eq!((alone.games, alone.threads), (8, 1));
        assert!(alone.actions > 0);
        let some_refused = tournament(8, 4).run_with(|share| match share {
            0 => thread::Builder::new(),
            _ => refused(),
        });
        assert_eq!(some_refused.threads, 2, "one thread and the calling one");
        let all_refused = tournament(8, 4).run_with(|_| refused());
        assert_eq!(all_refused.threads, 1, "the calling thread alone");
        for outcome in [some_refused, all_refused] {
            assert_eq!(
                Standings {
                    threads: 1,
                    ..outcome
                },
                alone
            );
        }
    }

    #[test]
    fn a_report_counts_draws_beside_wins_so_the_rate_adds_up() {
        let outcome = Standings {
            table: vec![Entrant::Level(Level::Hard), Entrant::Reference],
            games: 10,
            wins: vec![6, 2],
            draws: 2,
            actions: 100,
            threads: 1,
        };
        let report = outcome.to_string();
        assert!(
            report.contains("hard #1: won 6 and drew 2 (half each) = 70.0%"),
            "{report}"
        );
        assert!(
            report.contains("reference #2: won 2 and drew 2 (half each) = 30.0%"),
            "{report}"
        );
        let no_draws = Standings {
            wins: vec![7, 3],
            draws: 0,
            ..outcome
        };
        assert!(no_draws.to_string().contains("hard #1: won 7 = 70.0%"));
    }

    #[test]
    fn no_more_threads_start_than_there_are_games() {
        let outcome = tournament(3, 3000).run();
        assert_eq!(outcome.threads, 3);
        assert_eq!(
            Standings {
                threads: 1,
                ..outcome
            },
            tournament(3, 1).run()
        );
        assert_eq!(tournament(0, 8).run().threads, 1);
    }
}
