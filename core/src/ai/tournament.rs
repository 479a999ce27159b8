//! The tournament harness: seeded games between computer players, seats rotating, spread over
//! threads, with each entrant's win rate and its 95% confidence interval; or a match of two in
//! pairs of games, judged by a sequential probability ratio test ([`super::sprt`]).
//!
//! Game `i` is played with sticks seeded `seed + i` and the seats rotated by `i`, so a tournament
//! is the same whatever the number of threads, and every entrant sits in every seat equally. A
//! match's pair `k` is games `2k` and `2k + 1`, both with sticks seeded `seed + k` and the seats
//! swapped between them. The test is taken over the pairs in their order, so it stops at the
//! same pair whichever thread finishes first; pairs played past it are not counted.
//!
//! That is also why a thread the system refuses to start costs nothing but time: its share of
//! the games is played on the calling thread instead, and the outcome is the same.
//!
//! The moves come from a [`Chooser`], one per thread: [`InProcess`] for the entrants this crate
//! plays, or the caller's own for an [`Entrant::Engine`] (the terminal asks another build of the
//! program, in a process of its own).

use std::collections::BTreeMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;

use super::sprt::{Pentanomial, Sprt, Verdict};
use crate::event::{Player, Silent};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::RuleSet;
use crate::setup::Level;

/// Who sits at a tournament's table: a computer level a player can choose, the reference, or
/// another build's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entrant {
    /// A level of the game's computer player.
    Level(Level),
    /// The yardstick for Hard ([`super::choose_reference`]): fixed weights, plus a look at the
    /// opponent's next chain in banked games.
    Reference,
    /// A player outside this process (the terminal's `--engine`: a saved build of the program,
    /// asked through its `engine` command). Its moves come from the [`Chooser`] the tournament
    /// is run with; this crate makes none.
    Engine,
}

impl Entrant {
    /// Every entrant this crate plays itself, weakest first.
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
            Self::Engine => "engine",
        }
    }

    /// The entrant called `name`, if any.
    #[must_use]
    pub fn named(name: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .chain([Self::Engine])
            .find(|entrant| entrant.name() == name)
    }

    /// The entrant's move in `position` (`seed` as for [`super::choose`]); `None` when no one
    /// is to move, and always for the [`Entrant::Engine`], whose moves are not made here.
    #[must_use]
    pub fn choose(self, position: &Position, seed: u64) -> Option<Move> {
        match self {
            Self::Level(level) => super::choose(position, level, seed),
            Self::Reference => super::choose_reference(position),
            Self::Engine => None,
        }
    }
}

/// Chooses the moves of a table's entrants in one thread's games.
pub trait Chooser {
    /// The move `entrant` plays in `position` for the player to move, seeded `seed` as
    /// [`Entrant::choose`] is; `None` if no one is to move.
    ///
    /// # Errors
    /// The entrant could not choose (a process that stopped answering, say): the tournament
    /// stops, with this reason.
    fn choose(
        &mut self,
        entrant: Entrant,
        position: &Position,
        seed: u64,
    ) -> Result<Option<Move>, String>;
}

/// The entrants this crate plays, chosen in this process. It refuses an [`Entrant::Engine`].
#[derive(Clone, Copy, Debug, Default)]
pub struct InProcess;

impl Chooser for InProcess {
    fn choose(
        &mut self,
        entrant: Entrant,
        position: &Position,
        seed: u64,
    ) -> Result<Option<Move>, String> {
        match entrant {
            Entrant::Engine => Err(String::from(
                "the engine's moves come from another program, which this tournament was not \
                 given",
            )),
            _ => Ok(entrant.choose(position, seed)),
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

/// How a match of two judged by a sequential probability ratio test went: the pairs counted,
/// which are every pair up to the one where the test stopped, or every pair the games allow.
#[derive(Clone, Debug, PartialEq)]
pub struct Match {
    /// The test.
    pub test: Sprt,
    /// The games of the pairs counted: wins of each entrant, draws, actions.
    pub standings: Standings,
    /// The first entrant's score in each pair counted.
    pub pairs: Pentanomial,
    /// The test's log-likelihood ratio over them.
    pub llr: f64,
    /// What it decided.
    pub verdict: Verdict,
}

impl Tournament {
    /// Play every game, shared among `threads` threads (one per game at most), the table's
    /// entrants choosing in this process.
    ///
    /// # Errors
    /// The table seats an [`Entrant::Engine`], which needs [`Tournament::run_by`].
    ///
    /// # Panics
    /// Never for a valid rule set, nor when the system refuses a thread; a thread that panics
    /// is reported by re-raising its panic.
    pub fn run(&self) -> Result<Standings, String> {
        self.run_by(&|| Ok(InProcess))
    }

    /// [`Tournament::run`] with the moves chosen by `open()`'s choosers, one opened for each
    /// thread.
    ///
    /// # Errors
    /// A chooser could not be opened, or could not choose; or one chose an illegal move. The
    /// other threads stop at their next game.
    ///
    /// # Panics
    /// As [`Tournament::run`].
    pub fn run_by<C: Chooser>(
        &self,
        open: &(impl Fn() -> Result<C, String> + Sync),
    ) -> Result<Standings, String> {
        self.run_with(|_| thread::Builder::new(), open)
    }

    /// [`Tournament::run_by`], the thread for share `s` made by `builder(s)`, so that a test
    /// can have the system refuse some.
    fn run_with<C: Chooser>(
        &self,
        builder: impl Fn(usize) -> thread::Builder,
        open: &(impl Fn() -> Result<C, String> + Sync),
    ) -> Result<Standings, String> {
        let shares = self
            .threads
            .clamp(1, usize::try_from(self.games).unwrap_or(usize::MAX).max(1));
        let halt = AtomicBool::new(false);
        let mut total = self.empty();
        let mut failure = None;
        thread::scope(|scope| {
            let halt = &halt;
            let mut handles = Vec::new();
            for share in 0..shares {
                match builder(share)
                    .spawn_scoped(scope, move || self.play_share(share, shares, open, halt))
                {
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
            let mut parts: Vec<_> = (started..shares)
                .map(|share| self.play_share(share, shares, open, halt))
                .collect();
            for handle in handles {
                parts.push(
                    handle
                        .join()
                        .unwrap_or_else(|e| std::panic::resume_unwind(e)),
                );
            }
            for part in parts {
                match part {
                    Ok(part) => total.add(&part),
                    Err(error) => {
                        failure.get_or_insert(error);
                    }
                }
            }
        });
        failure.map_or(Ok(total), Err)
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

    /// Play games `share`, `share + shares`, ... with a chooser of `open`'s, until `halt`.
    fn play_share<C: Chooser>(
        &self,
        share: usize,
        shares: usize,
        open: &impl Fn() -> Result<C, String>,
        halt: &AtomicBool,
    ) -> Result<Standings, String> {
        // Any failure stops the other threads at their next game: the tournament has failed.
        let stop = |error: String| {
            halt.store(true, Ordering::Relaxed);
            error
        };
        let mut chooser = open().map_err(stop)?;
        let mut outcome = self.empty();
        for game in (share..self.games as usize).step_by(shares) {
            if halt.load(Ordering::Relaxed) {
                break;
            }
            let game = game as u64;
            let (winner, actions) = self
                .play(game, self.seed.wrapping_add(game), &mut chooser)
                .map_err(stop)?;
            outcome.games += 1;
            outcome.actions += actions;
            match winner {
                Some(entrant) => outcome.wins[entrant] += 1,
                None => outcome.draws += 1,
            }
        }
        Ok(outcome)
    }

    /// Play game `game` with sticks seeded `sticks`; returns the winning entrant (index into
    /// the table) and the actions.
    fn play(
        &self,
        game: u64,
        sticks: u64,
        chooser: &mut impl Chooser,
    ) -> Result<(Option<usize>, u64), String> {
        let seats = self.table.len();
        // Entrant of player p: the table rotated by the game number.
        let entrant = |player: Player| (usize::from(player) + game as usize) % seats;
        let (winner, actions) = try_play_out(self.rules, sticks, |position, player, actions| {
            let seed = self.seed ^ game.rotate_left(32) ^ actions;
            let who = self.table[entrant(player)];
            match chooser.choose(who, position, seed)? {
                Some(mv) if !position.is_legal(mv) => Err(format!(
                    "{} #{} chose {}, which is not a legal move in this position:\n{position}",
                    who.name(),
                    entrant(player) + 1,
                    position.move_text(mv)
                )),
                chosen => Ok(chosen),
            }
        })?;
        Ok((winner.map(entrant), actions))
    }

    /// Play a match of the table's two entrants in pairs of games (see the module's comment)
    /// until `test` decides, or until the pairs that [`Tournament::games`] allows are played,
    /// shared among `threads` threads (one per pair at most), with the moves chosen by
    /// `open()`'s choosers, one opened for each thread.
    ///
    /// # Errors
    /// The table does not seat two, or as [`Tournament::run_by`].
    ///
    /// # Panics
    /// As [`Tournament::run`].
    pub fn run_sprt<C: Chooser>(
        &self,
        test: Sprt,
        open: &(impl Fn() -> Result<C, String> + Sync),
    ) -> Result<Match, String> {
        self.run_sprt_with(test, |_| thread::Builder::new(), open)
    }

    /// [`Tournament::run_sprt`], the thread for worker `w` made by `builder(w)`.
    fn run_sprt_with<C: Chooser>(
        &self,
        test: Sprt,
        builder: impl Fn(usize) -> thread::Builder,
        open: &(impl Fn() -> Result<C, String> + Sync),
    ) -> Result<Match, String> {
        if self.table.len() != 2 {
            return Err(format!(
                "a match judged by an SPRT is between two entrants, not {}",
                self.table.len()
            ));
        }
        let most = self.games / 2;
        let progress = Progress {
            next: AtomicUsize::new(0),
            end: AtomicUsize::new(most as usize),
            counted: Mutex::new(Counted {
                waiting: BTreeMap::new(),
                pairs: Pentanomial::default(),
                standings: self.empty(),
                decided: false,
                failure: None,
            }),
        };
        let workers = self.threads.clamp(1, (most as usize).max(1));
        let started = thread::scope(|scope| {
            let progress = &progress;
            let mut handles = Vec::new();
            for worker in 0..workers {
                match builder(worker)
                    .spawn_scoped(scope, move || self.play_pairs(test, progress, open))
                {
                    Ok(handle) => handles.push(handle),
                    Err(error) => {
                        log::warn!(
                            "tournament: the system refused a thread ({error}); the calling \
                             thread plays pairs in its place"
                        );
                        break;
                    }
                }
            }
            let started = handles.len();
            if started < workers {
                self.play_pairs(test, progress, open);
            }
            for handle in handles {
                handle
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e));
            }
            started
        });
        let counted = progress
            .counted
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(error) = counted.failure {
            return Err(error);
        }
        let mut standings = counted.standings;
        standings.threads = started + usize::from(started < workers);
        Ok(Match {
            test,
            standings,
            pairs: counted.pairs,
            llr: test.llr(&counted.pairs),
            verdict: test.verdict(&counted.pairs),
        })
    }

    /// One worker of a match: take the next pair to play, play it and count it, until the
    /// test has decided or the pairs run out.
    fn play_pairs<C: Chooser>(
        &self,
        test: Sprt,
        progress: &Progress,
        open: &impl Fn() -> Result<C, String>,
    ) {
        let mut chooser = match open() {
            Ok(chooser) => chooser,
            Err(error) => return progress.fail(error),
        };
        loop {
            // A stale `end` only plays a pair that is then not counted.
            let pair = progress.next.fetch_add(1, Ordering::Relaxed);
            if pair >= progress.end.load(Ordering::Relaxed) {
                return;
            }
            match self.play_pair(pair, &mut chooser) {
                Ok(played) => progress.count(pair, played, test),
                Err(error) => return progress.fail(error),
            }
        }
    }

    /// Play pair `pair`: games `2 pair` and `2 pair + 1`, with the same sticks and the seats
    /// swapped.
    fn play_pair(&self, pair: usize, chooser: &mut impl Chooser) -> Result<Pair, String> {
        let sticks = self.seed.wrapping_add(pair as u64);
        let mut played = Pair::default();
        for game in [2 * pair, 2 * pair + 1] {
            let (winner, actions) = self.play(game as u64, sticks, chooser)?;
            played.actions += actions;
            match winner {
                Some(entrant) => {
                    played.wins[entrant] += 1;
                    if entrant == 0 {
                        played.halves += 2;
                    }
                }
                None => {
                    played.draws += 1;
                    played.halves += 1;
                }
            }
        }
        Ok(played)
    }
}

/// One pair of a match as played.
#[derive(Clone, Copy, Debug, Default)]
struct Pair {
    /// The first entrant's score in half-games, 0 to 4.
    halves: usize,
    /// Games won by each entrant.
    wins: [u32; 2],
    draws: u32,
    actions: u64,
}

/// A match as its workers play it.
struct Progress {
    /// The next pair to play.
    next: AtomicUsize,
    /// The pairs to play: lowered to those counted when the test decides, to none on a
    /// failure.
    end: AtomicUsize,
    counted: Mutex<Counted>,
}

/// The pairs counted, in order, and those played ahead of a pair still being played.
struct Counted {
    waiting: BTreeMap<usize, Pair>,
    pairs: Pentanomial,
    standings: Standings,
    decided: bool,
    failure: Option<String>,
}

impl Progress {
    /// Count pair `pair`, and every pair waiting for it; stop the match at the first pair after
    /// which the test decides.
    fn count(&self, pair: usize, played: Pair, test: Sprt) {
        let mut counted = self.counted.lock().unwrap_or_else(PoisonError::into_inner);
        if counted.decided {
            return;
        }
        counted.waiting.insert(pair, played);
        loop {
            let next = counted.pairs.pairs() as usize;
            let Some(played) = counted.waiting.remove(&next) else {
                break;
            };
            counted.pairs.add(played.halves);
            let standings = &mut counted.standings;
            standings.games += 2;
            standings.draws += played.draws;
            standings.actions += played.actions;
            for (sum, wins) in standings.wins.iter_mut().zip(played.wins) {
                *sum += wins;
            }
            if test.verdict(&counted.pairs) != Verdict::Undecided {
                counted.decided = true;
                counted.waiting.clear();
                self.end.store(next + 1, Ordering::Relaxed);
                break;
            }
        }
    }

    /// Stop the match: a worker failed.
    fn fail(&self, error: String) {
        self.end.store(0, Ordering::Relaxed);
        let mut counted = self.counted.lock().unwrap_or_else(PoisonError::into_inner);
        counted.failure.get_or_insert(error);
    }
}

/// Play a game of `rules` with sticks seeded `seed` to its end, each move chosen by
/// `choose(position, player, actions so far)` (a game stops where it chooses none); returns
/// the winner, if any, and the actions (rolls and moves) taken. Tuning plays with it.
#[cfg(any(test, feature = "train"))]
pub(super) fn play_out(
    rules: RuleSet,
    seed: u64,
    mut choose: impl FnMut(&Position, Player, u64) -> Option<Move>,
) -> (Option<Player>, u64) {
    let Ok(outcome) = try_play_out(rules, seed, |position, player, actions| {
        Ok::<_, std::convert::Infallible>(choose(position, player, actions))
    });
    outcome
}

/// [`play_out`] with a choice that may fail, which ends the game with its error. A chosen move
/// must be legal.
fn try_play_out<E>(
    rules: RuleSet,
    seed: u64,
    mut choose: impl FnMut(&Position, Player, u64) -> Result<Option<Move>, E>,
) -> Result<(Option<Player>, u64), E> {
    let Ok(mut position) = Position::new(rules, seed) else {
        return Ok((None, 0));
    };
    let mut actions = 0;
    while let Some(player) = position.to_act() {
        actions += 1;
        if position.must_roll() {
            // The player to act may always roll in a roll phase.
            let _ = position.roll(player, &mut Silent);
            continue;
        }
        match choose(&position, player, actions)? {
            Some(mv) => position.play_legal(player, mv, &mut Silent),
            None => break,
        }
    }
    Ok((position.winner(), actions))
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

impl fmt::Display for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        } = self.test;
        let standings = &self.standings;
        let first = |i: usize| format!("{} #{}", standings.table[i].name(), i + 1);
        let pairs = match self.pairs.pairs() {
            1 => String::from("1 pair"),
            n => format!("{n} pairs"),
        };
        writeln!(
            f,
            "SPRT of {} against {}: elo0 {elo0}, elo1 {elo1}, alpha {alpha}, beta {beta}",
            first(0),
            first(1)
        )?;
        match self.verdict {
            Verdict::H1 => writeln!(
                f,
                "H1 accepted after {pairs}: Elo {elo1} rather than {elo0}"
            )?,
            Verdict::H0 => writeln!(
                f,
                "H0 accepted after {pairs}: Elo {elo0} rather than {elo1}"
            )?,
            Verdict::Undecided => {
                writeln!(f, "undecided after {pairs}, all that the games allow")?;
            }
        }
        writeln!(
            f,
            "{} games in {pairs} (each pair's two with the same sticks, seats swapped), \
             {:.0} actions/game",
            standings.games,
            standings.actions as f64 / f64::from(standings.games.max(1))
        )?;
        writeln!(
            f,
            "{}: won {}, drew {}, lost {}",
            first(0),
            standings.wins[0],
            standings.draws,
            standings.wins[1]
        )?;
        let [lost, half, one, one_half, won] = self.pairs.0;
        writeln!(
            f,
            "pairs scoring 0, 1/2, 1, 3/2, 2 for {}: {lost}, {half}, {one}, {one_half}, {won}",
            first(0)
        )?;
        let (score, low, high) = self.pairs.score();
        // The normal approximation's interval can reach past 0 or 100% over a few pairs.
        let percent = |share: f64| (100.0 * share).clamp(0.0, 100.0) + 0.0;
        writeln!(
            f,
            "score {:.1}% (95% CI {:.1}% to {:.1}%)",
            percent(score),
            percent(low),
            percent(high)
        )?;
        let (elo, low, high) = self.pairs.elo();
        writeln!(f, "Elo {elo:+.1} (95% CI {low:+.1} to {high:+.1})")?;
        let (lower, upper) = self.test.bounds();
        writeln!(
            f,
            "LLR {:+.2} (bounds {lower:+.2} and {upper:+.2})",
            self.llr
        )
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

    /// The tournament's outcome, its entrants choosing in this process.
    fn run(tournament: &Tournament) -> Standings {
        tournament.run().expect("in-process entrants choose")
    }

    /// A thread whose stack could never be mapped: the system refuses to start it.
    fn refused() -> thread::Builder {
        thread::Builder::new().stack_size(1 << 56)
    }

    #[test]
    fn threads_the_system_refuses_leave_their_games_to_the_calling_thread() {
        let alone = run(&tournament(8, 1));
        assert_eq!((alone.games, alone.threads), (8, 1));
        assert!(alone.actions > 0);
        let some_refused = tournament(8, 4)
            .run_with(
                |share| match share {
                    0 => thread::Builder::new(),
                    _ => refused(),
                },
                &|| Ok(InProcess),
            )
            .expect("in-process entrants choose");
        assert_eq!(some_refused.threads, 2, "one thread and the calling one");
        let all_refused = tournament(8, 4)
            .run_with(|_| refused(), &|| Ok(InProcess))
            .expect("in-process entrants choose");
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
        let outcome = run(&tournament(3, 3000));
        assert_eq!(outcome.threads, 3);
        assert_eq!(
            Standings {
                threads: 1,
                ..outcome
            },
            run(&tournament(3, 1))
        );
        assert_eq!(run(&tournament(0, 8)).threads, 1);
    }

    /// A match of Easy against Easy judged by a test of 0 against 200 Elo: wide enough that a
    /// few dozen pairs decide it.
    fn sprt() -> Sprt {
        Sprt::new(0.0, 200.0, 0.05, 0.05).expect("a valid test")
    }

    /// The match's outcome, its entrants choosing in this process.
    fn run_sprt(tournament: &Tournament) -> Match {
        tournament
            .run_sprt(sprt(), &|| Ok(InProcess))
            .expect("in-process entrants choose")
    }

    #[test]
    fn a_match_stops_at_the_first_pair_after_which_the_test_decides_whatever_the_threads() {
        let alone = run_sprt(&tournament(400, 1));
        assert_ne!(alone.verdict, Verdict::Undecided, "{alone}");
        let pairs = alone.pairs.pairs();
        assert!(pairs < 200, "{alone}");
        assert_eq!(alone.standings.games, 2 * pairs);
        // The pairs one by one, each seen by the test as it is counted.
        let tournament = tournament(400, 1);
        let mut counted = Pentanomial::default();
        let mut stopped = None;
        for pair in 0..200 {
            let played = tournament
                .play_pair(pair, &mut InProcess)
                .expect("in-process entrants choose");
            counted.add(played.halves);
            if sprt().verdict(&counted) != Verdict::Undecided {
                stopped = Some(counted);
                break;
            }
        }
        assert_eq!(stopped, Some(alone.pairs));
        for threads in [2, 3, 8] {
            let outcome = run_sprt(&self::tournament(400, threads));
            assert_eq!(outcome.standings.threads, threads);
            assert_eq!(
                Match {
                    standings: Standings {
                        threads: 1,
                        ..outcome.standings
                    },
                    ..outcome
                },
                alone,
                "on {threads} threads"
            );
        }
        let refused = self::tournament(400, 4)
            .run_sprt_with(sprt(), |_| refused(), &|| Ok(InProcess))
            .expect("in-process entrants choose");
        assert_eq!(refused.standings.threads, 1, "the calling thread alone");
        assert_eq!(refused, alone);
    }

    /// Chooses as [`InProcess`], noting who chose for which player over which sticks' seed.
    struct Noting(Vec<(Entrant, Player, u64)>);

    impl Chooser for Noting {
        fn choose(
            &mut self,
            entrant: Entrant,
            position: &Position,
            seed: u64,
        ) -> Result<Option<Move>, String> {
            if let Some(player) = position.to_act() {
                self.0.push((entrant, player, position.sticks().0));
            }
            InProcess.choose(entrant, position, seed)
        }
    }

    #[test]
    fn a_pair_swaps_the_seats_over_the_same_sticks() {
        let mut tournament = tournament(8, 1);
        let (easy, medium) = (Entrant::Level(Level::Easy), Entrant::Level(Level::Medium));
        tournament.table = vec![easy, medium];
        let mut noting = Noting(Vec::new());
        let played = tournament
            .play_pair(3, &mut noting)
            .expect("in-process entrants choose");
        assert_eq!(played.wins.iter().sum::<u32>() + played.draws, 2);
        assert_eq!(
            usize::try_from(2 * played.wins[0] + played.draws).ok(),
            Some(played.halves)
        );
        let seats: std::collections::HashSet<_> = noting.0.iter().copied().collect();
        let seed = tournament.seed + 3;
        assert!(
            seats.is_subset(
                &[
                    (easy, 0, seed),
                    (medium, 1, seed),
                    (medium, 0, seed),
                    (easy, 1, seed)
                ]
                .into()
            )
        );
        // The first game seats Easy as player 1, the second Medium.
        let first = noting.0.iter().position(|&(_, player, _)| player == 0);
        let swapped = noting
            .0
            .iter()
            .position(|&(entrant, player, _)| (entrant, player) == (medium, 0));
        assert!(first.is_some_and(|first| noting.0[first].0 == easy));
        assert!(swapped.is_some(), "{:?}", noting.0);
    }

    #[test]
    fn a_match_needs_two_entrants() {
        let mut three = tournament(10, 1);
        three.rules.players = 3;
        three.table = vec![Entrant::Level(Level::Easy); 3];
        let error = three
            .run_sprt(sprt(), &|| Ok(InProcess))
            .expect_err("three entrants");
        assert!(error.contains("two entrants, not 3"), "{error}");
    }

    /// A chooser that plays Easy until its `n`th choice, which is `last`.
    struct FailsAt {
        n: u32,
        last: Result<Option<Move>, String>,
    }

    impl Chooser for FailsAt {
        fn choose(
            &mut self,
            entrant: Entrant,
            position: &Position,
            seed: u64,
        ) -> Result<Option<Move>, String> {
            self.n -= 1;
            if self.n == 0 {
                return self.last.clone();
            }
            InProcess.choose(entrant, position, seed)
        }
    }

    #[test]
    fn a_chooser_that_fails_or_cheats_stops_the_tournament_with_the_reason() {
        let failing = || {
            Ok(FailsAt {
                n: 5,
                last: Err(String::from("the engine stopped answering")),
            })
        };
        for threads in [1, 3] {
            let tournament = tournament(6, threads);
            assert_eq!(
                tournament.run_by(&failing),
                Err(String::from("the engine stopped answering"))
            );
            assert_eq!(
                tournament.run_sprt(sprt(), &failing),
                Err(String::from("the engine stopped answering"))
            );
        }
        // Moving a coin from the far end of the path is never legal.
        let cheating = || {
            Ok(FailsAt {
                n: 5,
                last: Ok(Some(Move::Advance { from: 60, value: 1 })),
            })
        };
        let error = tournament(2, 1)
            .run_by(&cheating)
            .expect_err("an illegal move");
        assert!(error.contains("easy #"), "{error}");
        assert!(error.contains("which is not a legal move"), "{error}");
        let no_chooser = || Err::<InProcess, _>(String::from("no such engine"));
        assert_eq!(
            tournament(4, 2).run_by(&no_chooser),
            Err(String::from("no such engine"))
        );
    }

    #[test]
    fn the_engine_needs_a_chooser_from_outside_this_crate() {
        assert_eq!(Entrant::named("engine"), Some(Entrant::Engine));
        assert!(!Entrant::ALL.contains(&Entrant::Engine));
        let mut with_engine = tournament(2, 1);
        with_engine.table[1] = Entrant::Engine;
        let error = with_engine.run().expect_err("no engine was given");
        assert!(error.contains("another program"), "{error}");
    }

    #[test]
    fn a_match_report_gives_the_pairs_the_score_the_elo_and_the_verdict() {
        let report = Match {
            test: Sprt::new(0.0, 10.0, 0.05, 0.05).expect("a valid test"),
            standings: Standings {
                table: vec![Entrant::Level(Level::Hard), Entrant::Engine],
                games: 20,
                wins: vec![11, 8],
                draws: 1,
                actions: 2000,
                threads: 2,
            },
            pairs: Pentanomial([1, 2, 4, 2, 1]),
            llr: -0.25,
            verdict: Verdict::Undecided,
        }
        .to_string();
        for line in [
            "SPRT of hard #1 against engine #2: elo0 0, elo1 10, alpha 0.05, beta 0.05",
            "undecided after 10 pairs, all that the games allow",
            "20 games in 10 pairs",
            "hard #1: won 11, drew 1, lost 8",
            "pairs scoring 0, 1/2, 1, 3/2, 2 for hard #1: 1, 2, 4, 2, 1",
            "score 50.0% (95% CI 33.0% to 67.0%)",
            "Elo +0.0 (95% CI -122.8 to +122.8)",
            "LLR -0.25 (bounds -2.94 and +2.94)",
        ] {
            assert!(report.contains(line), "{line} is not in\n{report}");
        }
    }
}
