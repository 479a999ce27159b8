//! Bounded-input fuzzing of the notation and the saved game: no text of any size the parser
//! accepts, and no saved-game row, may abort the process, panic, or take long. A 660-byte position
//! once made the position check list billions of ways to split the bank; the allocation aborted,
//! which no panic guard can catch, and as a saved game it did so at every launch.
//!
//! The inputs are positions of seeded random games of all three games (Dhayam under every
//! Custom switch combination and other presets, Thayam, Paramapadam), each mutated: banks of up
//! to the parser's limit of every value (and one past it), the longest banks a chain can make,
//! random byte edits, truncations, duplicated, dropped and swapped lines, numbers swapped for
//! extreme ones; and a few made by hand: the issue's, and the largest jump & go searches known.
//! Each goes to `State::from_notation`, and what parses to `legal_moves` and one action; some
//! also go to the store, written over the saved game's row (with a setup that agrees with the
//! position's rules, or one that doesn't), for `saved_game` to resume or reject with its typed
//! error.
//!
//! The work runs in a child process (this test binary again, selecting the ignored
//! [`fuzz_child`] by name) under a 256 MB address-space limit set by `prlimit` (util-linux), so
//! that a runaway allocation fails at once and shows as the child dying of a signal, not as a
//! machine out of memory; without `prlimit` the child runs unlimited, and says so. The child
//! asserts that no input took more than 100 ms (ten times that in an unoptimised build). Each
//! run is seeded: the seed and the slowest input of each kind are printed, and
//! `DHAYAM_FUZZ_SEED=<seed>` runs that seed again.

#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::panic)]

use std::hint::black_box;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use dhayam_core::paramapadam::ParamapadamRules;
use dhayam_core::{
    DATABASE_FILE, Field, Game, GameKind, GameRules, GameSetup, Level, Preset, SeatKind, SeatSetup,
    State, Store, StoreError, THROW_VALUES, ThrowSet, TokenStyle,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tempfile::TempDir;

/// Reruns one seed.
const SEED_VAR: &str = "DHAYAM_FUZZ_SEED";

/// Tells the child its seed and scale, `seed,scale`; unset, the child test does nothing.
const CHILD_VAR: &str = "DHAYAM_NOTATION_FUZZ_CHILD";

/// The child's address-space limit.
const ADDRESS_SPACE: u64 = 256 * 1024 * 1024;

/// The longest any one input may take: a position read, checked and its legal moves listed, one
/// action on it, or a saved game resumed.
fn budget() -> Duration {
    // An unoptimised build runs the engine about ten times slower.
    Duration::from_millis(if cfg!(debug_assertions) { 1000 } else { 100 })
}

/// The printer's full rules fields of each switch, as `RuleSet::set_switch` names them.
const CUSTOM_SWITCHES: [Field; 8] = [
    Field::MustCutBeforeHome,
    Field::MustCutIfAvailable,
    Field::CutGrantsExtraRoll,
    Field::CoinCanMoveAfterCutting,
    Field::CoinCanStackOnCommonPath,
    Field::MoveAfterEachRoll,
    Field::JumpAndGo,
    Field::Roll1Then5ReleasesTwo,
];

// --- The parent ---------------------------------------------------------------------------

#[test]
fn notation_and_saved_games_survive_bounded_fuzzing() {
    run_child(1);
}

#[test]
#[ignore = "ten times the inputs of the usual run; about a minute"]
fn notation_and_saved_games_survive_long_fuzzing() {
    run_child(10);
}

/// Run [`fuzz_child`] at `scale` under the address-space limit and check that it finished.
fn run_child(scale: u32) {
    let seed = std::env::var(SEED_VAR).map_or_else(
        |_| {
            let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
            nanos.as_nanos() as u64
        },
        |text| text.trim().parse().expect("DHAYAM_FUZZ_SEED is a number"),
    );
    eprintln!("notation fuzz seed {seed} (rerun with {SEED_VAR}={seed})");
    let exe = std::env::current_exe().unwrap();
    let args = [
        "--ignored",
        "--exact",
        "notation_limits::fuzz_child",
        "--nocapture",
        "--test-threads=1",
    ];
    let limited = Command::new("prlimit").arg("--version").output();
    let mut command = if limited.is_ok_and(|out| out.status.success()) {
        let mut command = Command::new("prlimit");
        command
            .arg(format!("--as={ADDRESS_SPACE}"))
            .arg("--")
            .arg(&exe);
        command
    } else {
        eprintln!(
            "prlimit (util-linux) is not installed: the child runs WITHOUT its 256 MB \
             address-space limit, so a runaway allocation may take the machine's memory \
             before it fails"
        );
        Command::new(&exe)
    };
    let output = command
        .args(args)
        .env(CHILD_VAR, format!("{seed},{scale}"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    // The child's report, from behind libtest's `test fuzz_child ... ` where it shares a line.
    for line in stdout
        .lines()
        .filter_map(|line| line.find("fuzz ").map(|at| &line[at..]))
    {
        eprintln!("{line}");
    }
    let status = output.status;
    assert!(
        status.success(),
        "the fuzz child (seed {seed}) failed: {}\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        match status.signal() {
            Some(signal) => format!("killed by signal {signal} (6 is an abort)"),
            None => format!("exit code {:?}", status.code()),
        }
    );
    assert!(
        stdout.contains("fuzz done"),
        "the child ran no fuzzing: was `fuzz_child` renamed?\n{stdout}"
    );
}

// --- The child ----------------------------------------------------------------------------

/// Run by the parent tests: fuzz with the seed and scale it is given.
#[test]
#[ignore = "the child process of the fuzz tests"]
fn fuzz_child() {
    let Ok(given) = std::env::var(CHILD_VAR) else {
        return;
    };
    let (seed, scale) = given.split_once(',').unwrap();
    let (seed, scale): (u64, u32) = (seed.parse().unwrap(), scale.parse().unwrap());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let started = Instant::now();

    let bases = random_positions(&mut rng, scale);
    let mut worst = Worst::default();
    let mut store = StoreFuzz::new();
    let mut inputs = 0;
    for text in made_by_hand() {
        let input = Input {
            label: "made by hand".into(),
            bytes: text.into_bytes(),
            rules: None,
        };
        worst.note(&input, check_text(&input, &mut rng));
        store.check(&input, &mut rng, &mut worst);
        inputs += 1;
    }
    for base in &bases {
        for input in mutations(base, &mut rng) {
            worst.note(&input, check_text(&input, &mut rng));
            // The store is slower (a database written and read for each): some inputs.
            if rng.random_ratio(1, 40) {
                store.check(&input, &mut rng, &mut worst);
            }
            inputs += 1;
        }
    }
    println!(
        "fuzz seed {seed}: {} base positions, {inputs} inputs, {} saved games ({} rejected) \
         in {:.1} s",
        bases.len(),
        store.checked,
        store.rejected,
        started.elapsed().as_secs_f64()
    );
    worst.report(seed);
    println!("fuzz done");
}

/// One text to feed in, with what it came from.
struct Input {
    /// Where it came from and how it was changed.
    label: String,
    /// The text, which byte edits may have left not UTF-8.
    bytes: Vec<u8>,
    /// The rules of the position it came from.
    rules: Option<GameRules>,
}

impl Input {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

/// Read `input`, list the legal moves of what it describes, then take one action; returns how
/// long the reading and listing took, and the action.
fn check_text(input: &Input, rng: &mut ChaCha8Rng) -> [Duration; 2] {
    let text = input.text();
    let read = least_time(|| {
        let start = Instant::now();
        drop(black_box(
            State::from_notation(&text).map(|state| state.legal_moves()),
        ));
        start.elapsed()
    });
    let Ok(state) = State::from_notation(&text) else {
        return [read, Duration::ZERO];
    };
    let moves = state.legal_moves();
    let choice = rng.random_range(0..moves.len().max(1));
    let action = least_time(|| {
        let start = Instant::now();
        let mut game = Game::new(state.clone());
        if let Some(player) = game.state().to_act() {
            if game.state().must_roll() {
                game.roll(player).unwrap();
            } else {
                game.play(player, moves[choice]).unwrap();
            }
        }
        black_box(game);
        start.elapsed()
    });
    [read, action]
}

/// The time `attempt` reports: once, or, if that is over the budget, the least of three tries,
/// so that a stall of a busy machine (the tests share it with builds) isn't taken for slow code,
/// which is slow every time.
fn least_time(mut attempt: impl FnMut() -> Duration) -> Duration {
    let mut least = attempt();
    for _ in 0..2 {
        if least <= budget() {
            break;
        }
        least = least.min(attempt());
    }
    least
}

/// The slowest input of each kind so far.
#[derive(Default)]
struct Worst {
    /// Reading a position and listing its legal moves.
    read: (Duration, String),
    /// One action on a position read.
    action: (Duration, String),
    /// `saved_game` on a row written over.
    saved_game: (Duration, String),
}

impl Worst {
    fn note(&mut self, input: &Input, [read, action]: [Duration; 2]) {
        let describe = || format!("{} ({} bytes)", input.label, input.bytes.len());
        for (time, worst, what) in [
            (read, &mut self.read, "reading and listing legal moves"),
            (action, &mut self.action, "one action"),
        ] {
            assert!(
                time <= budget(),
                "{what} took {time:?} on {}:\n{}",
                describe(),
                input.text()
            );
            if time > worst.0 {
                *worst = (time, describe());
            }
        }
    }

    fn note_saved_game(&mut self, input: &Input, time: Duration) {
        assert!(
            time <= budget(),
            "saved_game took {time:?} on {}:\n{}",
            input.label,
            input.text()
        );
        if time > self.saved_game.0 {
            self.saved_game = (
                time,
                format!("{} ({} bytes)", input.label, input.bytes.len()),
            );
        }
    }

    fn report(&self, seed: u64) {
        for (what, (time, input)) in [
            ("read + legal moves", &self.read),
            ("one action", &self.action),
            ("saved_game", &self.saved_game),
        ] {
            println!("fuzz seed {seed}: slowest {what}: {time:?}, {input}");
        }
    }
}

// --- Positions of random games ------------------------------------------------------------

/// A position reached in a random game, and its rules.
struct Base {
    label: String,
    text: String,
    rules: GameRules,
}

/// Every rule set the random games are played under, each `scale` times over: each Custom switch
/// combination that validates, and random Traditional, Classic, Thayam and Paramapadam options.
fn rule_sets(rng: &mut ChaCha8Rng, scale: u32) -> Vec<(String, GameRules)> {
    let mut sets = Vec::new();
    for bits in (0..scale).flat_map(|_| 0..1u32 << CUSTOM_SWITCHES.len()) {
        let mut rules = Preset::Custom.rules();
        rules.coins = [4, 6, 12][rng.random_range(0..3)];
        for (i, field) in CUSTOM_SWITCHES.into_iter().enumerate() {
            rules.set_switch(field, bits >> i & 1 == 1);
        }
        if rules.validate().is_ok() {
            sets.push((
                format!("custom switches {bits:08b}"),
                GameRules::Race { rules },
            ));
        }
    }
    let random_set = |rng: &mut ChaCha8Rng| {
        let values: Vec<u8> = THROW_VALUES
            .into_iter()
            .filter(|_| rng.random_bool(0.4))
            .collect();
        ThrowSet::of(&values)
    };
    for _ in 0..8 * scale {
        let mut rules = Preset::Traditional.rules();
        rules.coins = [6, 8, 10, 12][rng.random_range(0..4)];
        rules.entry = random_set(rng);
        rules.bonus = random_set(rng);
        rules.switches.must_cut_before_home = rng.random_bool(0.5);
        if rules.validate().is_ok() {
            sets.push(("traditional".into(), GameRules::Race { rules }));
        }
        let mut rules = Preset::Classic.rules();
        rules.coins = [4, 6, 12][rng.random_range(0..3)];
        sets.push(("classic".into(), GameRules::Race { rules }));
        let mut rules = Preset::Thayam.rules();
        rules.players = rng.random_range(2..=4);
        rules.coins = rng.random_range(4..=6);
        let entry: &[u8] = if rng.random_bool(0.5) { &[1] } else { &[1, 5] };
        rules.entry = ThrowSet::of(entry);
        rules.switches.move_after_each_roll = rng.random_bool(0.5);
        rules.switches.cut_grants_extra_roll = rng.random_bool(0.5);
        sets.push(("thayam".into(), GameRules::Race { rules }));
        let rules = ParamapadamRules {
            players: rng.random_range(2..=6),
            entry: random_set(rng),
            bonus: random_set(rng),
            ..ParamapadamRules::default()
        };
        if rules.validate().is_ok() {
            sets.push(("paramapadam".into(), GameRules::Paramapadam { rules }));
        }
    }
    sets
}

/// A setup for `rules`: a person in the first seat, the computer in the others.
fn setup_for(rules: GameRules) -> GameSetup {
    let players = match rules {
        GameRules::Race { rules } => rules.players,
        GameRules::Paramapadam { rules } => rules.players,
    };
    let seats = TokenStyle::ALL
        .into_iter()
        .take(usize::from(players))
        .enumerate()
        .map(|(i, token)| SeatSetup {
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Computer { level: Level::Easy }
            },
            token,
        })
        .collect();
    GameSetup {
        rules,
        seats,
        ..GameSetup::default_for(GameKind::Dhayam)
    }
}

/// Positions of one random game under each rule set: a few taken along the way, and the last.
fn random_positions(rng: &mut ChaCha8Rng, scale: u32) -> Vec<Base> {
    let mut bases = Vec::new();
    for (label, rules) in rule_sets(rng, scale) {
        let game_seed = rng.random::<u64>();
        let mut game = Game::new(setup_for(rules).start(game_seed).unwrap());
        let take = |game: &Game, when: String| Base {
            label: format!("{label}, game {game_seed}, {when}"),
            text: game.state().notation(),
            rules,
        };
        for action in 0..3000 {
            let Some(player) = game.state().to_act() else {
                break;
            };
            if rng.random_ratio(1, 60) {
                bases.push(take(&game, format!("action {action}")));
            }
            if game.state().must_roll() {
                game.roll(player).unwrap();
            } else {
                let moves = game.state().legal_moves();
                game.play(player, moves[rng.random_range(0..moves.len())])
                    .unwrap();
            }
        }
        bases.push(take(&game, "its end".into()));
    }
    bases
}

// --- Mutations ----------------------------------------------------------------------------

/// A bank of up to the parser's limit of every value, sometimes one past it.
fn any_bank(rng: &mut ChaCha8Rng) -> Vec<String> {
    let mut items = Vec::new();
    for value in THROW_VALUES {
        let count = match rng.random_range(0..10) {
            0..=3 => 0,
            4 => 255,
            5 => 256,
            _ => rng.random_range(1..=255),
        };
        let releasing = if value == 5 {
            rng.random_range(0..=count)
        } else {
            0
        };
        items.extend(std::iter::repeat_n(value.to_string(), count - releasing));
        items.extend(std::iter::repeat_n("5+".to_owned(), releasing));
    }
    items
}

/// A bank a long chain under `rules` could make: up to 255 of each throw that rolls again, then
/// (mostly) one that ended it.
fn chain_bank(rules: &GameRules, rng: &mut ChaCha8Rng) -> Vec<String> {
    let again = match rules {
        GameRules::Race { rules } => rules.roll_again(),
        GameRules::Paramapadam { rules } => rules.entry.union(rules.bonus),
    };
    let mut items = Vec::new();
    for value in again.values() {
        let count = if rng.random_bool(0.5) {
            255
        } else {
            rng.random_range(0..=255)
        };
        items.extend(std::iter::repeat_n(value.to_string(), count));
    }
    let enders: Vec<u8> = THROW_VALUES
        .into_iter()
        .filter(|&value| !again.contains(value))
        .collect();
    if !enders.is_empty() && rng.random_bool(0.8) {
        items.push(enders[rng.random_range(0..enders.len())].to_string());
    }
    items
}

/// `text` with its turn line set to play (or roll) `bank`, and sometimes jump & go switched on
/// so that the bank's sums are searched.
fn with_bank(text: &str, bank: &[String], rng: &mut ChaCha8Rng) -> String {
    let player = text
        .lines()
        .find_map(|line| line.strip_prefix("turn p"))
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or("1")
        .to_owned();
    let phase = if rng.random_bool(0.8) { "move" } else { "roll" };
    let last = if rng.random_bool(0.3) { " last=1" } else { "" };
    let bank = if bank.is_empty() {
        "-".to_owned()
    } else {
        bank.join(",")
    };
    let turn = format!("turn p{player} {phase} bank={bank}{last}");
    let mut lines: Vec<String> = text
        .lines()
        .map(|line| {
            if line.starts_with("turn ") {
                turn.clone()
            } else {
                line.to_owned()
            }
        })
        .collect();
    if !lines.iter().any(|line| line.starts_with("turn ")) {
        lines.push(turn);
    }
    let mut text = lines.join("\n") + "\n";
    if rng.random_bool(0.5) {
        text = text
            .replace("jump-and-go=off", "jump-and-go=on")
            .replace("move-after-each-roll=on", "move-after-each-roll=off");
    }
    text
}

/// Numbers the parser might choke on.
const EXTREME_NUMBERS: [&str; 12] = [
    "0",
    "1",
    "12",
    "13",
    "79",
    "99",
    "255",
    "256",
    "65536",
    "4294967296",
    "18446744073709551616",
    "999999999999999999999999999999",
];

/// `bytes` with one run of digits replaced by an extreme number.
fn with_extreme_number(bytes: &[u8], rng: &mut ChaCha8Rng) -> Vec<u8> {
    let runs: Vec<(usize, usize)> = bytes
        .iter()
        .enumerate()
        .filter(|&(i, b)| b.is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_digit()))
        .map(|(start, _)| {
            let len = bytes[start..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            (start, start + len)
        })
        .collect();
    if runs.is_empty() {
        return bytes.to_vec();
    }
    let (start, end) = runs[rng.random_range(0..runs.len())];
    let number = EXTREME_NUMBERS[rng.random_range(0..EXTREME_NUMBERS.len())];
    [&bytes[..start], number.as_bytes(), &bytes[end..]].concat()
}

/// `bytes` with up to eight bytes replaced, inserted or removed.
fn with_byte_edits(bytes: &[u8], rng: &mut ChaCha8Rng) -> Vec<u8> {
    const ALPHABET: &[u8] = b"0123456789,+*!-=? \n\rpx";
    let mut bytes = bytes.to_vec();
    for _ in 0..rng.random_range(1..=8) {
        let at = rng.random_range(0..=bytes.len());
        let byte = if rng.random_bool(0.7) {
            ALPHABET[rng.random_range(0..ALPHABET.len())]
        } else {
            rng.random::<u8>()
        };
        match rng.random_range(0..3) {
            0 if at < bytes.len() => bytes[at] = byte,
            1 if at < bytes.len() => drop(bytes.remove(at)),
            _ => bytes.insert(at, byte),
        }
    }
    bytes
}

/// `text` with its lines rearranged: one duplicated, dropped, or two swapped.
fn with_lines_changed(text: &str, rng: &mut ChaCha8Rng) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    if lines.is_empty() {
        return text.to_owned();
    }
    let i = rng.random_range(0..lines.len());
    let j = rng.random_range(0..lines.len());
    match rng.random_range(0..3) {
        0 => lines.insert(j, lines[i]),
        1 => drop(lines.remove(i)),
        _ => lines.swap(i, j),
    }
    lines.join("\n") + "\n"
}

/// The inputs made from one base position.
fn mutations(base: &Base, rng: &mut ChaCha8Rng) -> Vec<Input> {
    let input = |how: &str, bytes: Vec<u8>| Input {
        label: format!("{}, {how}", base.label),
        bytes,
        rules: Some(base.rules),
    };
    let text = &base.text;
    let big = with_bank(text, &any_bank(rng), rng);
    let chain = with_bank(text, &chain_bank(&base.rules, rng), rng);
    let cut = rng.random_range(0..=text.len());
    vec![
        input("as played", text.clone().into_bytes()),
        input("big bank", big.clone().into_bytes()),
        input("long chain's bank", chain.into_bytes()),
        input("byte edits", with_byte_edits(text.as_bytes(), rng)),
        input("big bank, byte edits", with_byte_edits(big.as_bytes(), rng)),
        input("truncated", text.as_bytes()[..cut].to_vec()),
        input("lines changed", with_lines_changed(text, rng).into_bytes()),
        input(
            "big bank, lines changed",
            with_lines_changed(&big, rng).into_bytes(),
        ),
        input("extreme number", with_extreme_number(text.as_bytes(), rng)),
    ]
}

/// Inputs written by hand: the issue's position, and the largest jump & go searches known.
fn made_by_hand() -> Vec<String> {
    let bank = |values: &[u8], count: usize| {
        let items: Vec<String> = values
            .iter()
            .flat_map(|v| std::iter::repeat_n(v.to_string(), count))
            .collect();
        items.join(",")
    };
    let issue = format!(
        "dhayam 1\nrules custom players=2 coins=6 entry=1 move-after-each-roll=off \
         jump-and-go=on\np1 cut=no home*6\np2 cut=no home*6\nturn p1 move bank={}\n",
        bank(&[2, 3, 4, 5, 6, 12], 40)
    );
    let no_jumps = issue.replace("jump-and-go=on", "jump-and-go=off");
    // Coins on 92 and 81 walled in by their own coins, which cut this chain, and by the
    // opponent on safe squares: no single value plays, so every way to make a sum landing in
    // the open is a jump.
    let walled = |bank: &str| {
        format!(
            "dhayam 1\nrules custom move-after-each-roll=off jump-and-go=on \
             coin-can-move-after-cutting=off coin-can-stack-on-common-path=off coins=12\n\
             p1 cut=yes 92 85! 84! 83! 82! 81 32! 33! 34! 35! 36! 42!\n\
             p2 cut=no home*10 31 37\nturn p1 move bank={bank}\n"
        )
    };
    let longest_chain = bank(&[1, 5, 6, 12], 255);
    let mut texts = vec![
        issue.clone(),
        issue.replace("turn p1 move", "turn p1 roll"),
        no_jumps.clone(),
        no_jumps.replace("turn p1 move", "turn p1 roll"),
        walled(&bank(&THROW_VALUES, 255)),
        walled(&longest_chain),
    ];
    for plain in [2, 3, 4] {
        texts.push(walled(&format!("{longest_chain},{plain}")));
    }
    texts
}

// --- The store ----------------------------------------------------------------------------

/// A store in a temporary directory whose saved game's row is written over, input by input.
struct StoreFuzz {
    dir: TempDir,
    /// Whether the saved game's row is there to write over (a rejected one is set aside).
    saved: bool,
    /// Saved games resumed or rejected.
    checked: u32,
    /// Of those, rejected.
    rejected: u32,
}

impl StoreFuzz {
    fn new() -> Self {
        Self {
            dir: store_dir(),
            saved: false,
            checked: 0,
            rejected: 0,
        }
    }

    /// Write `input` over the saved game, with a setup that agrees with its rules or not, then
    /// resume it in a store opened afresh: a game, or a typed rejection.
    fn check(&mut self, input: &Input, rng: &mut ChaCha8Rng, worst: &mut Worst) {
        // Every rejected game is kept for bug reports: a fresh store now and then keeps the
        // database, and so the time to open and check it, from growing through the run.
        if self.checked % 200 == 199 {
            self.dir = store_dir();
            self.saved = false;
        }
        let setup = setup_json(input, rng);
        let game_seed = rng.random();
        let time = least_time(|| {
            if !self.saved {
                let mut store = Store::open(self.dir.path()).unwrap();
                store
                    .start_game(GameSetup::default_for(GameKind::Thayam), game_seed)
                    .unwrap();
                self.saved = true;
            }
            write_row(self.dir.path(), &input.bytes, &setup);
            let mut store = Store::open(self.dir.path()).unwrap();
            let start = Instant::now();
            let resumed = store.saved_game();
            let time = start.elapsed();
            match resumed {
                Ok(_) => {}
                Err(StoreError::SavedGameRejected { .. }) => self.saved = false,
                Err(other) => panic!("{}: not a typed rejection: {other:?}", input.label),
            }
            time
        });
        worst.note_saved_game(input, time);
        self.checked += 1;
        self.rejected += u32::from(!self.saved);
    }
}

/// A directory for a store: in memory where there is a file system for it, so that what is
/// timed is the store's work and not a disk that the machine's builds keep busy.
fn store_dir() -> TempDir {
    let shm = Path::new("/dev/shm");
    if shm.is_dir() {
        tempfile::Builder::new().tempdir_in(shm).unwrap()
    } else {
        TempDir::new().unwrap()
    }
}

/// The saved game's setup column for `input`: mostly one whose rules agree with the position's,
/// else another game's, other rules, or broken JSON.
fn setup_json(input: &Input, rng: &mut ChaCha8Rng) -> String {
    let rules = match State::from_notation(&input.text()) {
        Ok(State::Race(position)) => Some(GameRules::Race {
            rules: *position.rules(),
        }),
        Ok(State::Paramapadam(game)) => Some(GameRules::Paramapadam {
            rules: *game.rules(),
        }),
        Err(_) => input.rules,
    };
    let agreeing = rules.map_or_else(|| GameSetup::default_for(GameKind::Dhayam), setup_for);
    let json = |setup: &GameSetup| serde_json::to_string(setup).unwrap();
    match rng.random_range(0..10) {
        0 => json(&GameSetup::default_for(
            GameKind::ALL[rng.random_range(0..3)],
        )),
        1 => {
            let mut other = agreeing;
            if let GameRules::Race { rules } = &mut other.rules {
                rules.coins = rules.coins.wrapping_add(2);
            }
            json(&other)
        }
        2 => {
            let whole = json(&agreeing);
            whole[..rng.random_range(0..whole.len())].to_owned()
        }
        _ => json(&agreeing),
    }
}

/// Write `position` (as text, whether or not its bytes are UTF-8) and `setup` over the saved
/// game's row, as something outside the store might.
fn write_row(dir: &Path, position: &[u8], setup: &str) {
    let conn = rusqlite::Connection::open(dir.join(DATABASE_FILE)).unwrap();
    let changed = conn
        .execute(
            "UPDATE saved_game SET position = CAST(?1 AS TEXT), setup = ?2",
            rusqlite::params![position, setup],
        )
        .unwrap();
    assert_eq!(changed, 1, "the saved game's row is there");
}
