//! `dhayam engine`: the computer players as a program that another program asks, a position at
//! a time. That is how a tournament plays a saved build of the program against the one being
//! changed (`dhayam tournament --engine PATH`; docs/AI.md, "Judging a change"). Both ends are
//! here: [`serve`], what `dhayam engine` runs, and [`Engine`], the tournament's side.
//!
//! # Protocol
//!
//! Lines of text on standard input, and one line on standard output answering each request:
//!
//! ```text
//! go <entrant> <seed>   a request: the entrant (easy, medium, hard or reference) and the
//! <position>            choice's seed (a number from 0 to 2^64 − 1), then the position in the
//! end                   core's notation, on as many lines as it takes, then `end` alone
//! quit                  the engine ends, as it does at the end of its input
//! ```
//!
//! ```text
//! move <move>           the entrant's move, as the notation writes a move: home+1, 31+5, 31+3+5
//! none                  no one is to move: the player must throw, or the game is over
//! error <reason>        the request was not answered; the engine reads the next
//! ```
//!
//! The move is `Entrant::choose`'s for that position and seed, so a build answers as the same
//! build's entrant plays in a tournament in one process. Blank lines between requests are
//! skipped; any other line that does not start a request is answered with an error. A request
//! is read to its `end` before it is answered, whatever is wrong with it, so that the two sides
//! stay in step; a line longer than [`LONGEST_LINE`] bytes, or a position of more than
//! [`MOST_LINES`] lines, is answered with an error too.
//!
//! ```text
//! > go hard 7
//! > dhayam 1
//! > rules classic players=2 coins=6
//! > p1 cut=yes home*3 31 45 50
//! > p2 cut=yes home*4 20 Oval
//! > turn p1 move bank=3,5 extra=no last=3
//! > end
//! < move 31+3
//! ```

use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use dhayam_core::ai::tournament::Entrant;
use dhayam_core::{Move, Position};

/// The longest line read, in bytes: a position's longest line (its rules) is a few hundred.
pub const LONGEST_LINE: usize = 4096;

/// The most lines a request's position takes: a position has at most a dozen.
pub const MOST_LINES: usize = 64;

/// Answer the requests on standard input until it ends or says `quit`.
///
/// # Errors
/// Standard input or output failed (a reader that has gone away ends the engine quietly).
pub fn run() -> Result<(), String> {
    let mut output = io::stdout().lock();
    match serve(io::stdin().lock(), &mut output) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(format!("engine: {error}")),
        _ => Ok(()),
    }
}

/// Answer the requests of `input` on `output`, each answer flushed as it is written.
///
/// # Errors
/// Reading or writing failed.
pub fn serve(mut input: impl BufRead, output: &mut impl Write) -> io::Result<()> {
    while let Some(line) = read_line(&mut input)? {
        let answer = match line.as_deref().map(str::trim) {
            Ok("") => continue,
            Ok("quit") => return Ok(()),
            Ok(request) if request.split_whitespace().next() == Some("go") => {
                let position = read_position(&mut input)?;
                let ended = position.is_some();
                let answer = answer(request, position);
                if !ended {
                    // The input ended inside the request: answer it, and stop.
                    writeln!(output, "{answer}")?;
                    return output.flush();
                }
                answer
            }
            Ok(other) => format!(
                "error `{}` is not a request: a request is `go <entrant> <seed>`, the position's \
                 lines and `end`; or `quit`",
                shorten(other)
            ),
            Err(reason) => format!("error {reason}"),
        };
        writeln!(output, "{answer}")?;
        output.flush()?;
    }
    Ok(())
}

/// One line of input without its line end: its text, or why it can't be read; `None` at the
/// end of the input.
fn read_line(input: &mut impl BufRead) -> io::Result<Option<Result<String, String>>> {
    let mut bytes = Vec::new();
    let limit = u64::try_from(LONGEST_LINE + 1).unwrap_or(u64::MAX);
    if Read::take(&mut *input, limit).read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
    } else if bytes.len() > LONGEST_LINE {
        skip_line(input)?;
        return Ok(Some(Err(format!(
            "a line is longer than {LONGEST_LINE} bytes"
        ))));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(
        String::from_utf8(bytes).map_err(|_| String::from("a line is not UTF-8 text")),
    ))
}

/// Read past the rest of a line.
fn skip_line(input: &mut impl BufRead) -> io::Result<()> {
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(());
        }
        match buffer.iter().position(|&byte| byte == b'\n') {
            Some(end) => {
                input.consume(end + 1);
                return Ok(());
            }
            None => {
                let all = buffer.len();
                input.consume(all);
            }
        }
    }
}

/// A request's position: its lines up to `end`, or why they can't be one; `None` if the input
/// ends first.
fn read_position(input: &mut impl BufRead) -> io::Result<Option<Result<String, String>>> {
    let mut text = Ok(String::new());
    let mut lines = 0;
    while let Some(line) = read_line(input)? {
        if line.as_deref().map(str::trim) == Ok("end") {
            return Ok(Some(text));
        }
        lines += 1;
        if lines > MOST_LINES {
            text = Err(format!("a position of more than {MOST_LINES} lines"));
        }
        if let Ok(position) = &mut text {
            match line {
                Ok(line) => {
                    position.push_str(&line);
                    position.push('\n');
                }
                Err(reason) => text = Err(reason),
            }
        }
    }
    Ok(None)
}

/// The answer to the request `go …` whose position is `position` (`None`: the input ended
/// before its `end`).
fn answer(request: &str, position: Option<Result<String, String>>) -> String {
    let chosen = position
        .unwrap_or_else(|| Err(String::from("the input ended before the request's `end`")))
        .and_then(|text| choose(request, &text));
    match chosen {
        Ok(Some(mv)) => format!("move {mv}"),
        Ok(None) => String::from("none"),
        // A reason is one line, as the answer is.
        Err(reason) => format!("error {}", reason.replace(['\n', '\r'], " ")),
    }
}

/// The move the request `go <entrant> <seed>` chooses in the position `text`, as the
/// notation writes it.
fn choose(request: &str, text: &str) -> Result<Option<String>, String> {
    let mut words = request.split_whitespace().skip(1);
    let (Some(entrant), Some(seed), None) = (words.next(), words.next(), words.next()) else {
        return Err(String::from(
            "a request starts `go <entrant> <seed>`, and the position follows on its own lines",
        ));
    };
    let entrant = Entrant::named(entrant)
        .filter(|&entrant| entrant != Entrant::Engine)
        .ok_or_else(|| {
            format!(
                "unknown entrant `{}`; entrants are easy, medium, hard, reference",
                shorten(entrant)
            )
        })?;
    let seed: u64 = seed
        .parse()
        .map_err(|_| format!("`{}` is not a seed (0 to {})", shorten(seed), u64::MAX))?;
    let position =
        Position::from_notation(text).map_err(|error| format!("not a position: {error}"))?;
    // The players are fuzzed against every position the notation takes; should one still
    // fail, the engine says so and serves the next request.
    panic::catch_unwind(AssertUnwindSafe(|| entrant.choose(&position, seed)))
        .map(|chosen| chosen.map(|mv| position.move_text(mv)))
        .map_err(|_| String::from("the player failed on this position"))
}

/// `text`, or its first 40 characters and an ellipsis: an answer quotes what it refuses
/// without repeating a long line whole.
fn shorten(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// A saved build's `dhayam engine`, running as a child process, asked for one entrant's moves.
pub struct Engine {
    path: PathBuf,
    plays: Entrant,
    child: Child,
    input: Option<BufWriter<ChildStdin>>,
    output: BufReader<ChildStdout>,
}

impl Engine {
    /// Start `path engine`, to play as `plays`.
    ///
    /// # Errors
    /// The program can't be started.
    pub fn start(path: &Path, plays: Entrant) -> Result<Self, String> {
        let mut child = Command::new(path)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|error| format!("can't start the engine {}: {error}", path.display()))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!(
                "can't talk to the engine {}: no pipes",
                path.display()
            ));
        };
        Ok(Self {
            path: path.to_owned(),
            plays,
            child,
            input: Some(BufWriter::new(input)),
            output: BufReader::new(output),
        })
    }

    /// The engine's move in `position`, seeded `seed`: parsed from its answer, not yet checked
    /// to be legal.
    ///
    /// # Errors
    /// The engine can't be written to or read from, ended, or answered with an error or with
    /// something that is not an answer.
    pub fn choose(&mut self, position: &Position, seed: u64) -> Result<Option<Move>, String> {
        let path = self.path.display();
        let input = self
            .input
            .as_mut()
            .ok_or_else(|| format!("the engine {path} was closed"))?;
        write!(
            input,
            "go {} {seed}\n{}end\n",
            self.plays.name(),
            position.notation()
        )
        .and_then(|()| input.flush())
        .map_err(|error| format!("can't write to the engine {path}: {error}"))?;
        let mut answer = String::new();
        let read = self
            .output
            .read_line(&mut answer)
            .map_err(|error| format!("can't read from the engine {path}: {error}"))?;
        if read == 0 {
            return Err(format!(
                "the engine {path} ended without answering (is it a build of dhayam with the \
                 `engine` command?)"
            ));
        }
        let answer = answer.trim_end();
        match answer.split_once(' ').unwrap_or((answer, "")) {
            ("move", mv) => position
                .parse_move(mv)
                .map(Some)
                .map_err(|error| format!("the engine {path} answered `{answer}`: {error}")),
            ("none", "") => Ok(None),
            ("error", reason) => Err(format!(
                "the engine {path} refused a position: {reason}\n{position}"
            )),
            _ => Err(format!(
                "the engine {path} answered `{}`, which is not an answer",
                shorten(answer)
            )),
        }
    }
}

impl Drop for Engine {
    /// Tell the engine to end, close its input (which ends it too), and wait for it.
    fn drop(&mut self) {
        if let Some(mut input) = self.input.take() {
            let _ = writeln!(input, "quit").and_then(|()| input.flush());
        }
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const POSITION: &str = "\
dhayam 1
rules classic players=2 coins=6
p1 cut=yes home*3 31 45 50
p2 cut=yes home*4 20 Oval
turn p1 move bank=3,5 extra=no last=3
";

    /// What `dhayam engine` answers to `input`.
    fn served(input: &[u8]) -> String {
        let mut output = Vec::new();
        serve(input, &mut output).expect("in memory");
        String::from_utf8(output).expect("the answers are text")
    }

    #[test]
    fn a_request_is_answered_with_the_entrants_own_move() {
        let position = Position::from_notation(POSITION).expect("a position");
        for (entrant, seed) in [("hard", 7), ("easy", 3), ("medium", 0), ("reference", 1)] {
            let expected = Entrant::named(entrant)
                .and_then(|entrant| entrant.choose(&position, seed))
                .map(|mv| position.move_text(mv))
                .expect("a move");
            let answers = served(format!("go {entrant} {seed}\n{POSITION}end\n").as_bytes());
            assert_eq!(answers, format!("move {expected}\n"));
        }
    }

    #[test]
    fn a_position_where_no_one_moves_is_answered_none() {
        // A new game waits for the throw-off.
        let new = Position::new(dhayam_core::Preset::Classic.rules(), 1)
            .expect("a preset's rules")
            .notation();
        assert_eq!(
            served(format!("go hard 1\n{new}end\n").as_bytes()),
            "none\n"
        );
    }

    #[test]
    fn bad_requests_are_answered_with_an_error_and_the_next_is_served() {
        let good = format!("go hard 7\n{POSITION}end\n");
        let long = "x".repeat(LONGEST_LINE + 10);
        let many = "\n".repeat(MOST_LINES + 1);
        let cases: [(String, &str); 9] = [
            (
                "hello world\n".into(),
                "error `hello world` is not a request",
            ),
            (
                format!("go genius 7\n{POSITION}end\n"),
                "error unknown entrant `genius`",
            ),
            (
                format!("go engine 7\n{POSITION}end\n"),
                "error unknown entrant `engine`",
            ),
            (
                format!("go hard -1\n{POSITION}end\n"),
                "error `-1` is not a seed",
            ),
            (
                format!("go hard\n{POSITION}end\n"),
                "error a request starts `go <entrant> <seed>`",
            ),
            (
                "go hard 7\nthayam 2\nend\n".into(),
                "error not a position: line 1",
            ),
            (
                format!("{long}\n"),
                "error a line is longer than 4096 bytes",
            ),
            (
                format!("go hard 7\n{many}end\n"),
                "error a position of more than 64 lines",
            ),
            (
                "go hard 7\n\u{ff}\u{fe}\nend\n".into(),
                "error not a position",
            ),
        ];
        for (bad, error) in cases {
            let answers = served(format!("{bad}{good}").as_bytes());
            let mut lines = answers.lines();
            let first = lines.next().unwrap_or_default();
            assert!(first.starts_with(error), "{bad:?} gave {answers}");
            assert!(
                lines.next().is_some_and(|line| line.starts_with("move ")),
                "{answers}"
            );
            assert_eq!(lines.next(), None, "{answers}");
        }
        let bytes = [b"go hard 7\n".as_slice(), &[0xff, 0xfe, b'\n'], b"end\n"].concat();
        assert!(served(&bytes).starts_with("error a line is not UTF-8 text"));
    }

    #[test]
    fn the_engine_ends_at_quit_or_when_its_input_ends() {
        let good = format!("go hard 7\n{POSITION}end\n");
        assert_eq!(
            served(format!("\n{good}quit\n{good}").as_bytes())
                .lines()
                .count(),
            1
        );
        assert!(served(b"go hard 7\ndhayam 1\n").starts_with("error the input ended"));
        assert_eq!(served(b""), "");
    }
}
