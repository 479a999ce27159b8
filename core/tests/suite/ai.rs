//! The computer players: every level's choice is a legal move, in every preset and house option; a
//! choice is a function of the position and the seed alone; no level chooses when the player must
//! roll or the game is over; and only Easy's choice depends on the seed.
//!
//! The positions come from seeded games played to the end, some by the computer levels
//! themselves (so the positions are the ones they meet) and some by random play (`play_out`, so
//! odd ones appear too). Hard searches ahead, so it is asked at a sample of the decisions only,
//! and only where few values are banked or few coins play (see [`HARD_MAX_BANK`]); it sits at
//! the table only where it is quick (see [`HARD_TABLES`]).
//!
//! A failure names the level, the seed and the position in the notation: the case to report.
//!
//! At full size (`DHAYAM_TEST_SIZE=full`, see `common/size.rs`) the games below are played under
//! every valid combination of Custom's switches; at the small size of `cargo test`, under every
//! eleventh, and with fewer games of the other presets. The least numbers of choices each test
//! checks shrink with them.

use crate::common;

use std::collections::HashSet;
use std::ops::Range;

use common::size;
use dhayam_core::playout::play_out;
use dhayam_core::{Level, Move, Phase, Position, Preset, RuleSet, Silent, Switches, ai};

/// Actions after which a game is abandoned: random and computer games take a few thousand.
const ACTION_CAP: u32 = 100_000;

/// Hard is asked only where at most this many values are banked, or the players have at most
/// [`HARD_ANY_BANK_COINS`] coins each: it searches every order of the bank, which takes seconds for
/// the rare bank of seven or eight values on a full board (docs/BENCHMARKS.md, "Latest figures").
const HARD_MAX_BANK: usize = 5;

/// Coins per player up to which Hard is asked whatever the bank.
const HARD_ANY_BANK_COINS: u8 = 6;

/// `full`, the least number of something a test must see at full size, scaled to the small
/// size, which plays about a fifth to a twelfth of the games: a twentieth of it.
fn least(full: usize) -> usize {
    size::pick(full / 20, full)
}

/// Who plays a game's seats: seat `p` by `levels[p % levels.len()]`.
type Table = &'static [Level];

/// The tables computer games cycle through.
const TABLES: [Table; 4] = [
    &[Level::Easy, Level::Medium],
    &[Level::Medium, Level::Easy],
    &[Level::Medium, Level::Medium, Level::Easy],
    &[Level::Easy, Level::Easy, Level::Medium, Level::Medium],
];

/// Tables with Hard in a seat, for rules where Hard decides in a millisecond or so: each throw
/// played at once, six coins or fewer. With a bank, or more coins, a game of Hard's decisions
/// takes seconds to minutes.
const HARD_TABLES: [Table; 2] = [
    &[Level::Hard, Level::Medium],
    &[Level::Easy, Level::Hard, Level::Medium],
];

/// How a game's moves are chosen.
#[derive(Clone, Copy, Debug)]
enum Play {
    /// By computer players.
    Computer(Table),
    /// Uniformly at random among the legal moves, by `play_out`.
    Random,
}

/// Traditional with each coin count it offers, the gate on and off.
fn traditional() -> Vec<RuleSet> {
    let mut rule_sets = Vec::new();
    for &coins in Preset::Traditional.coin_choices() {
        for gate in [true, false] {
            let mut rules = RuleSet {
                coins,
                ..Preset::Traditional.rules()
            };
            rules.switches.must_cut_before_home = gate;
            rule_sets.push(rules);
        }
    }
    rule_sets
}

/// Classic with each coin count it offers.
fn classic() -> Vec<RuleSet> {
    Preset::Classic
        .coin_choices()
        .iter()
        .map(|&coins| RuleSet {
            coins,
            ..Preset::Classic.rules()
        })
        .collect()
}

/// Custom with every combination of the eight switches that validates (all but jump & go with
/// moving after each roll), the coin counts it offers taken in turn; every eleventh combination
/// at the small size.
fn custom() -> Vec<RuleSet> {
    let coins = Preset::Custom.coin_choices();
    (0u16..256)
        .map(|bits| {
            let on = |bit: u16| bits & (1 << bit) != 0;
            RuleSet {
                coins: coins[usize::from(bits) % coins.len()],
                switches: Switches {
                    must_cut_before_home: on(0),
                    must_cut_if_available: on(1),
                    cut_grants_extra_roll: on(2),
                    coin_can_move_after_cutting: on(3),
                    coin_can_stack_on_common_path: on(4),
                    move_after_each_roll: on(5),
                    jump_and_go: on(6),
                    roll_1_then_5_releases_two: on(7),
                },
                ..Preset::Custom.rules()
            }
        })
        .filter(|rules| rules.validate().is_ok())
        .step_by(size::pick(11, 1))
        .collect()
}

/// Thayam with two to four players, four to six pawns, banked chains on and off.
fn thayam() -> Vec<RuleSet> {
    let mut rule_sets = Vec::new();
    for players in 2..=4 {
        for &coins in Preset::Thayam.coin_choices() {
            for move_after_each_roll in [true, false] {
                let mut rules = RuleSet {
                    players,
                    coins,
                    ..Preset::Thayam.rules()
                };
                rules.switches.move_after_each_roll = move_after_each_roll;
                rule_sets.push(rules);
            }
        }
    }
    rule_sets
}

/// Every rule set above.
fn every_rule_set() -> Vec<RuleSet> {
    [traditional(), classic(), custom(), thayam()].concat()
}

/// The `n`th computer table for `rules`: every other one has Hard in a seat, where Hard is
/// quick enough.
fn table(rules: &RuleSet, n: usize) -> Table {
    if !rules.banked() && rules.coins <= HARD_ANY_BANK_COINS && n % 2 == 1 {
        HARD_TABLES[n / 2 % HARD_TABLES.len()]
    } else {
        TABLES[n % TABLES.len()]
    }
}

/// Game `seed` under `rules`, played to the end as `play` says; `visit` sees every position
/// from the first.
fn play_game(rules: RuleSet, seed: u64, play: Play, mut visit: impl FnMut(&Position)) {
    let mut position = Position::new(rules, seed).expect("the test's rule sets are valid");
    visit(&position);
    match play {
        Play::Random => {
            play_out(&mut position, seed, ACTION_CAP, &mut Silent, |p, _| {
                visit(p)
            });
        }
        Play::Computer(levels) => {
            for action in 0..ACTION_CAP {
                let Some(player) = position.to_act() else {
                    break;
                };
                if position.must_roll() {
                    position
                        .roll(player, &mut Silent)
                        .expect("the player to act may roll");
                } else {
                    let level = levels[usize::from(player) % levels.len()];
                    let mv = ai::choose(&position, level, seed ^ u64::from(action))
                        .expect("a player to move gets a choice");
                    position
                        .play(player, mv, &mut Silent)
                        .expect("the computer's choice is legal");
                }
                visit(&position);
            }
        }
    }
}

/// Games `0..games` of each rule set, each played once by computer players (the tables taken
/// in turn over all the games) and once at random; `visit` sees every position of every game.
fn play_games(rule_sets: &[RuleSet], games: u64, mut visit: impl FnMut(&Position)) {
    for (i, rules) in rule_sets.iter().enumerate() {
        for game in 0..games {
            let seed = (i as u64) << 20 | game;
            let table = table(rules, i + game as usize);
            play_game(*rules, seed, Play::Computer(table), &mut visit);
            play_game(*rules, seed, Play::Random, &mut visit);
        }
    }
}

/// Every `every`th decision (Move phase) of the games, as [`play_games`] plays them.
fn decisions(rule_sets: &[RuleSet], games: u64, every: usize) -> Vec<Position> {
    let mut seen = 0;
    let mut sample = Vec::new();
    play_games(rule_sets, games, |position| {
        if matches!(position.phase(), Phase::Move(_)) {
            seen += 1;
            if seen % every == 0 {
                sample.push(position.clone());
            }
        }
    });
    sample
}

/// Whether Hard is asked about `position` in these tests.
fn hard_affords(position: &Position) -> bool {
    position.bank().values.len() <= HARD_MAX_BANK || position.rules().coins <= HARD_ANY_BANK_COINS
}

/// Asks every level for its choice at the decisions it is shown, and checks the choice is
/// legal; Hard at every `hard_every`th decision (or the next one it affords, [`hard_affords`]).
struct Referee {
    hard_every: usize,
    hard_due: bool,
    decisions: usize,
    /// Choices checked, by level.
    checked: [usize; 3],
}

impl Referee {
    fn new(hard_every: usize) -> Self {
        Self {
            hard_every,
            hard_due: false,
            decisions: 0,
            checked: [0; 3],
        }
    }

    fn visit(&mut self, position: &Position) {
        if !matches!(position.phase(), Phase::Move(_)) {
            return;
        }
        self.decisions += 1;
        self.hard_due |= self.decisions.is_multiple_of(self.hard_every);
        let seed = self.decisions as u64;
        let legal = position.legal_moves();
        for (i, level) in Level::ALL.into_iter().enumerate() {
            if level == Level::Hard {
                if !self.hard_due || !hard_affords(position) {
                    continue;
                }
                self.hard_due = false;
            }
            let choice = ai::choose(position, level, seed);
            assert!(
                choice.is_some_and(|mv| legal.contains(&mv)),
                "{} with seed {seed} chose {choice:?}, not one of {legal:?}, in\n{}",
                level.name(),
                position.notation()
            );
            self.checked[i] += 1;
        }
    }

    /// Every level was asked at least `least` times, Hard at least `least_hard` times.
    fn assert_checked(&self, least: usize, least_hard: usize) {
        let [easy, medium, hard] = self.checked;
        println!("checked {easy} Easy, {medium} Medium and {hard} Hard choices");
        assert!(easy >= least && medium >= least && hard >= least_hard);
    }
}

#[test]
fn every_level_chooses_a_legal_move_under_traditional_rules_with_any_coins_and_gate() {
    let mut referee = Referee::new(50);
    play_games(&traditional(), size::pick(1, 10), |position| {
        referee.visit(position);
    });
    referee.assert_checked(least(5_000), least(300));
}

#[test]
fn every_level_chooses_a_legal_move_under_classic_rules_with_any_coins() {
    let mut referee = Referee::new(25);
    play_games(&classic(), size::pick(1, 12), |position| {
        referee.visit(position);
    });
    referee.assert_checked(least(5_000), least(300));
}

#[test]
fn every_level_chooses_a_legal_move_under_custom_rules_with_any_valid_switches() {
    let mut referee = Referee::new(60);
    play_games(&custom(), 1, |position| referee.visit(position));
    referee.assert_checked(least(5_000), least(300));
}

#[test]
fn every_level_chooses_a_legal_move_in_thayam_with_two_to_four_players_banked_or_not() {
    let mut referee = Referee::new(30);
    play_games(&thayam(), size::pick(1, 5), |position| {
        referee.visit(position);
    });
    referee.assert_checked(least(5_000), least(300));
}

#[test]
fn every_level_chooses_the_same_move_again_on_a_clone_and_after_the_notation() {
    let positions = decisions(&every_rule_set(), 1, 40);
    let mut hard = 0;
    for (i, position) in positions.iter().enumerate() {
        let seed = i as u64 * 0x9e37_79b9;
        let reread = Position::from_notation(&position.notation()).expect("a position reads back");
        for level in Level::ALL {
            if level == Level::Hard && !(i % 4 == 0 && hard_affords(position)) {
                continue;
            }
            hard += usize::from(level == Level::Hard);
            let first = ai::choose(position, level, seed);
            let again = [
                ai::choose(position, level, seed),
                ai::choose(&position.clone(), level, seed),
                ai::choose(&reread, level, seed),
            ];
            assert!(
                again.iter().all(|&choice| choice == first),
                "{} with seed {seed} chose {first:?}, then (again, on a clone, reread) \
                 {again:?}, in\n{}",
                level.name(),
                position.notation()
            );
        }
    }
    println!(
        "{} positions, {hard} of them asked of Hard",
        positions.len()
    );
    assert!(positions.len() >= least(1_000) && hard >= least(200));
}

#[test]
fn no_level_chooses_when_the_player_must_roll_or_the_game_is_over() {
    let (mut rolls, mut overs) = (0, 0);
    play_games(&every_rule_set(), 1, |position| {
        if matches!(position.phase(), Phase::Move(_)) {
            return;
        }
        rolls += usize::from(position.must_roll());
        overs += usize::from(position.phase() == Phase::Over);
        for level in Level::ALL {
            let choice = ai::choose(position, level, 7);
            assert!(
                choice.is_none(),
                "{} chose {choice:?} where no one may move, in\n{}",
                level.name(),
                position.notation()
            );
        }
    });
    println!("{rolls} rolls and {overs} games over");
    assert!(rolls >= least(10_000) && overs >= least(300));
}

/// Easy's distinct choices in `position` under each of `seeds`.
fn easy_choices(position: &Position, seeds: Range<u64>) -> HashSet<Move> {
    seeds
        .filter_map(|seed| ai::choose(position, Level::Easy, seed))
        .collect()
}

#[test]
fn easy_chooses_differently_under_different_seeds() {
    let positions = decisions(&every_rule_set(), 1, 10);
    let varied = positions
        .iter()
        .filter(|position| easy_choices(position, 0..16).len() > 1)
        .count();
    println!("{varied} of {} positions", positions.len());
    // Easy's liking for a move outweighs its chance by design, so many positions have one
    // clear choice; in the others the seed decides.
    assert!(varied >= positions.len() / 20);
}

#[test]
fn medium_and_hard_choose_the_same_whatever_the_seed() {
    let positions = decisions(&every_rule_set(), 1, 40);
    let seeds = [0, 1, 2024, u64::MAX];
    let mut hard = 0;
    for (i, position) in positions.iter().enumerate() {
        for level in [Level::Medium, Level::Hard] {
            if level == Level::Hard && !(i % 4 == 1 && hard_affords(position)) {
                continue;
            }
            hard += usize::from(level == Level::Hard);
            let choices = seeds.map(|seed| ai::choose(position, level, seed));
            assert!(
                choices.iter().all(|&choice| choice == choices[0]),
                "{} chose {choices:?} under seeds {seeds:?}, in\n{}",
                level.name(),
                position.notation()
            );
        }
    }
    println!(
        "{} positions, {hard} of them asked of Hard",
        positions.len()
    );
    assert!(positions.len() >= least(1_000) && hard >= least(200));
}

#[test]
fn hard_and_the_reference_play_a_forced_move_at_once() {
    // Positions with exactly one legal move, from games of every rule set.
    let forced: Vec<Position> = decisions(&every_rule_set(), 1, 1)
        .into_iter()
        .filter(|position| position.legal_moves().len() == 1)
        .collect();
    let mut slowest = std::time::Duration::ZERO;
    for position in &forced {
        let only = position.legal_moves()[0];
        let start = std::time::Instant::now();
        let hard = ai::choose(position, Level::Hard, 0);
        slowest = slowest.max(start.elapsed());
        assert_eq!(hard, Some(only), "Hard, in\n{}", position.notation());
        assert_eq!(
            ai::choose_reference(position),
            Some(only),
            "the reference, in\n{}",
            position.notation()
        );
    }
    println!(
        "{} forced positions, Hard's slowest answer {slowest:?}",
        forced.len()
    );
    assert!(forced.len() >= least(1_000));
    // No search: a forced answer costs the legal moves alone, far below a searched one (a
    // millisecond or more with big banks), even on a busy machine.
    assert!(
        slowest < std::time::Duration::from_millis(20),
        "{slowest:?}"
    );
}

#[test]
fn the_reference_chooses_a_legal_move_again_and_again_in_banked_games() {
    // Six coins or fewer: the reference searches every bank, like Hard, then weighs answers.
    let banked: Vec<RuleSet> = every_rule_set()
        .into_iter()
        .filter(|rules| rules.banked() && rules.coins <= HARD_ANY_BANK_COINS)
        .collect();
    let positions: Vec<Position> = decisions(&banked, 1, 30)
        .into_iter()
        .filter(|position| position.bank().values.len() <= HARD_MAX_BANK)
        .collect();
    for position in &positions {
        let choice = ai::choose_reference(position);
        assert!(
            choice.is_some_and(|mv| position.legal_moves().contains(&mv)),
            "the reference chose {choice:?} in\n{}",
            position.notation()
        );
        assert_eq!(ai::choose_reference(&position.clone()), choice);
    }
    println!("{} banked positions", positions.len());
    assert!(positions.len() >= least(300));
}
