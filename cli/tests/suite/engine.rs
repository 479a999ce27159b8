//! `dhayam engine` and a tournament against it: the protocol carries positions, seeds and moves
//! both ways unchanged, so a build playing through it plays exactly as the same build in
//! process; and bad input is answered with an error line, the engine serving on.

#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use dhayam_core::ai::tournament::Entrant;
use dhayam_core::{Position, Preset, RuleSet, Silent};

use crate::common::{dhayam, run};

/// The binary under test.
const DHAYAM: &str = env!("CARGO_BIN_EXE_dhayam");

/// `dhayam engine` running, asked a line at a time.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Self {
        let mut child = Command::new(DHAYAM)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Self {
            child,
            input,
            output,
        }
    }

    /// Send `text` and read the one line that answers it.
    fn ask(&mut self, text: &str) -> String {
        self.input.write_all(text.as_bytes()).unwrap();
        self.input.flush().unwrap();
        let mut answer = String::new();
        self.output.read_line(&mut answer).unwrap();
        answer.trim_end().to_owned()
    }

    /// Close its input: the engine ends, successfully, having answered nothing more.
    fn end(mut self) {
        drop(self.input);
        let mut rest = String::new();
        self.output.read_line(&mut rest).unwrap();
        assert_eq!(rest, "");
        assert!(self.child.wait().unwrap().success());
    }
}

/// Play a game of `rules` with sticks seeded `sticks`, every move asked of `engine` as the
/// players of `table` (by seat) and checked against the same entrant's choice in process.
fn play_through(engine: &mut Engine, rules: RuleSet, sticks: u64, table: [Entrant; 2]) -> u32 {
    let mut position = Position::new(rules, sticks).unwrap();
    let mut decisions = 0;
    while let Some(player) = position.to_act() {
        if position.must_roll() {
            position.roll(player, &mut Silent).unwrap();
            continue;
        }
        let entrant = table[usize::from(player)];
        let seed = sticks ^ u64::from(decisions).rotate_left(17);
        let answer = engine.ask(&format!(
            "go {} {seed}\n{}end\n",
            entrant.name(),
            position.notation()
        ));
        let mv = entrant.choose(&position, seed).unwrap();
        assert_eq!(
            answer,
            format!("move {}", position.move_text(mv)),
            "{position}"
        );
        assert_eq!(position.parse_move(&answer["move ".len()..]), Ok(mv));
        position.play(player, mv, &mut Silent).unwrap();
        decisions += 1;
    }
    decisions
}

#[test]
fn the_engine_answers_every_decision_of_whole_games_as_the_entrant_in_process() {
    let mut engine = Engine::start();
    let [easy, medium, hard, reference] = Entrant::ALL;
    let thayam = Preset::Thayam.rules().validate().unwrap();
    let four_coins = |preset: Preset| {
        let mut rules = preset.rules();
        rules.coins = 4;
        rules.validate().unwrap()
    };
    let mut decisions = play_through(&mut engine, thayam, 3, [hard, reference]);
    decisions += play_through(&mut engine, four_coins(Preset::Classic), 4, [hard, easy]);
    decisions += play_through(
        &mut engine,
        four_coins(Preset::Custom),
        5,
        [medium, reference],
    );
    assert!(decisions > 50, "{decisions} decisions");
    engine.end();
}

/// The report of `dhayam tournament` with `args`, without its timing line and the engine's line,
/// and the engine named `plays`, so that it reads as the same table in process would.
fn report(args: &[&str], plays: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let output = run(dhayam(dir.path()).arg("tournament").args(args), "");
    let printed = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "{printed}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    printed
        .lines()
        .filter(|line| !line.starts_with("engine: ") && !line.contains(" s on "))
        .map(|line| line.replace("engine", plays) + "\n")
        .collect()
}

#[test]
fn a_tournament_against_this_builds_engine_is_the_tournament_in_process() {
    let table = [
        "--preset",
        "thayam",
        "--games",
        "4",
        "--threads",
        "2",
        "--seed",
        "9",
    ];
    let against_engine = report(
        &[&table[..], &["--table", "hard,engine", "--engine", DHAYAM]].concat(),
        "hard",
    );
    let in_process = report(&[&table[..], &["--table", "hard,hard"]].concat(), "hard");
    assert!(in_process.contains("4 games"), "{in_process}");
    assert_eq!(against_engine, in_process);

    // A match in pairs, judged by a test, the engine playing Medium in the first seat.
    let table = [
        "--preset",
        "thayam",
        "--games",
        "6",
        "--threads",
        "2",
        "--sprt",
        "-10,0",
    ];
    let against_engine = report(
        &[
            &table[..],
            &[
                "--table",
                "engine,hard",
                "--engine",
                DHAYAM,
                "--engine-level",
                "medium",
            ],
        ]
        .concat(),
        "medium",
    );
    let in_process = report(
        &[&table[..], &["--table", "medium,hard"]].concat(),
        "medium",
    );
    assert!(in_process.contains("6 games in 3 pairs"), "{in_process}");
    assert_eq!(against_engine, in_process);
}

#[test]
fn garbage_to_the_engine_gets_an_error_line_and_the_engine_keeps_serving() {
    let mut engine = Engine::start();
    let position = Position::new(Preset::Thayam.rules(), 5).unwrap();
    let request = format!("go hard 1\n{}end\n", position.notation());
    // A new game waits for the throw-off: no one is to move.
    assert_eq!(engine.ask(&request), "none");
    for garbage in [
        "hello\n",
        "go\nend\n",
        "go hard 1\nnot a position\nend\n",
        "go hard 99999999999999999999999\ndhayam 1\nend\n",
        "\u{0}\u{7}binary\n",
    ] {
        let answer = engine.ask(garbage);
        assert!(answer.starts_with("error "), "{garbage:?} gave {answer}");
        assert_eq!(engine.ask(&request), "none", "after {garbage:?}");
    }
    let answer = engine.ask(&format!("{}\n", "x".repeat(100_000)));
    assert!(answer.starts_with("error a line is longer"), "{answer}");
    assert_eq!(engine.ask(&request), "none");
    engine.end();

    // An engine that is not one: the tournament stops with what went wrong.
    let dir = tempfile::tempdir().unwrap();
    let output = run(
        dhayam(dir.path()).args([
            "tournament",
            "--preset",
            "thayam",
            "--table",
            "hard,engine",
            "--engine",
            "/bin/true",
            "--games",
            "2",
        ]),
        "",
    );
    let error = String::from_utf8(output.stderr).unwrap();
    assert!(!output.status.success());
    // It ended before reading the request, or before answering it.
    assert!(error.contains("the engine /bin/true"), "{error}");
}
