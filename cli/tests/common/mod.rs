//! Driving the real `dhayam` binary: a whole script on standard input, or a session that waits
//! for what the program prints before answering, and can kill it.

#![allow(dead_code, clippy::unwrap_used, clippy::panic)] // each test file uses part of this

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{Receiver, channel};
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
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// How long to wait for the program to print something.
const PATIENCE: Duration = Duration::from_secs(20);

/// The program running, answered line by line.
pub struct Session {
    child: Child,
    stdin: ChildStdin,
    output: Receiver<Vec<u8>>,
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
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let mut stdout = child.stdout.take().unwrap();
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
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(at) = self.printed[self.read..].find(needle) {
                let end = self.read + at + needle.len();
                let seen = self.printed[self.read..end].to_owned();
                self.read = end;
                return seen;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.printed.push_str(&String::from_utf8_lossy(&bytes)),
                Err(_) => panic!(
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
    pub fn finish(mut self) -> bool {
        drop(self.stdin);
        self.child.wait().unwrap().success()
    }
}
