//! Driving the real `dhayam` binary: a whole script on standard input, or a session that waits
//! for what the program prints before answering, and can kill it.

#![allow(clippy::unwrap_used, clippy::panic)]

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Output, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The binary under test, with colour off and no pause between computer actions.
pub fn dhayam(data_dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_dhayam"));
    command
        .env("NO_COLOR", "1")
        .arg("--data-dir")
        .arg(data_dir)
        .args(["--pace", "0"]);
    command
}

/// Run `dhayam` with `args` and `script` as its whole standard input.
pub fn run(command: &mut Command, script: &str) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A program that stops before reading all of it closes the pipe: not the test's concern.
    let _ = child.stdin.take().unwrap().write_all(script.as_bytes());
    child.wait_with_output().unwrap()
}

/// What the prompt of the quick Undo bar offers, when no person is to act after it.
pub const UNDO_WINDOW: &str = "u undo · Enter to go on";

/// How long to wait for the program to print something.
const PATIENCE: Duration = Duration::from_secs(20);

/// The program running, answered line by line.
pub struct Session {
    child: Child,
    stdin: ChildStdin,
    output: Receiver<Vec<u8>>,
    /// Its standard error, read to the end once it exits.
    errors: JoinHandle<String>,
    /// Everything printed so far.
    pub printed: String,
    /// How much of it has been looked at.
    read: usize,
}

impl Session {
    /// Start the program.
    pub fn start(command: &mut Command) -> Self {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let mut stderr = child.stderr.take().unwrap();
        let errors = std::thread::spawn(move || {
            let mut errors = String::new();
            let _ = stderr.read_to_string(&mut errors);
            errors
        });
        let (send, output) = channel();
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n @ 1..) = stdout.read(&mut buffer) {
                if send.send(buffer[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        Self {
            child,
            stdin,
            output,
            errors,
            printed: String::new(),
            read: 0,
        }
    }

    /// Answer with `line`.
    pub fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Wait until the program prints `needle`; returns what it printed since the last wait, up to
    /// and including the needle.
    pub fn wait_for(&mut self, needle: &str) -> String {
        self.try_wait_for(needle).unwrap_or_else(|| {
            panic!(
                "waited for {needle:?}, but the program ended; it printed:\n{}",
                &self.printed[self.read..]
            )
        })
    }

    /// As [`Session::wait_for`], or `None` if the program closes its output first.
    pub fn try_wait_for(&mut self, needle: &str) -> Option<String> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(at) = self.printed[self.read..].find(needle) {
                let end = self.read + at + needle.len();
                let seen = self.printed[self.read..end].to_owned();
                self.read = end;
                return Some(seen);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.printed.push_str(&String::from_utf8_lossy(&bytes)),
                Err(RecvTimeoutError::Disconnected) => return None,
                Err(RecvTimeoutError::Timeout) => panic!(
                    "waited for {needle:?}; the program printed:\n{}",
                    &self.printed[self.read..]
                ),
            }
        }
    }

    /// Kill the program with SIGKILL, as a closed terminal or a crash would.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Close its input and wait for it to end; returns its exit status's success.
    pub fn finish(self) -> bool {
        self.end().0.success()
    }

    /// Close its input and wait for it to end; returns its exit status, what it printed since
    /// the last wait, and everything it wrote to standard error.
    pub fn end(mut self) -> (ExitStatus, String, String) {
        drop(self.stdin);
        let status = self.child.wait().unwrap();
        while let Ok(bytes) = self.output.recv_timeout(PATIENCE) {
            self.printed.push_str(&String::from_utf8_lossy(&bytes));
        }
        let errors = self.errors.join().unwrap();
        (status, self.printed[self.read..].to_owned(), errors)
    }
}

/// The notation printed by `p` at the person's prompt: from the game's line to `sticks`.
pub fn notation_in(printed: &str) -> String {
    let start = printed
        .rfind("dhayam 1\n")
        .unwrap_or_else(|| panic!("no position in:\n{printed}"));
    let rest = &printed[start..];
    let end = rest.find("sticks ").unwrap();
    let end = end + rest[end..].find('\n').unwrap() + 1;
    rest[..end].to_owned()
}

/// The words in Latin letters in `text`, but for the keys typed (single letters), Enter and
/// the program's name: a page in Tamil has no others.
pub fn english_words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| word.len() > 2 && !["Enter", "dhayam"].contains(word))
        .collect()
}
