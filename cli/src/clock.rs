//! The terminal's clock. The app model has none: it asks to be woken after so many
//! milliseconds, and the shell says when that time has passed. Here the shell is the terminal,
//! so the time is its to give: on a terminal it waits the model's time scaled by `--pace` (a
//! percentage, so the phones' own pace is 100), and when input or output is piped — a script,
//! a test — no one is watching, so the time passes at once.

use std::time::Duration;

/// How the terminal lets the model's time pass.
#[derive(Clone, Copy, Debug)]
pub struct Clock {
    /// The pace, as a percentage of the model's time.
    percent: u64,
    /// Someone is watching a terminal.
    watched: bool,
}

impl Clock {
    /// A clock at `percent` of the model's pace; `watched` when standard input and output are
    /// a terminal.
    pub const fn new(percent: u64, watched: bool) -> Self {
        Self { percent, watched }
    }

    /// The real time `ms` of the model's time takes here: none unless someone is watching.
    pub fn real(self, ms: u64) -> Duration {
        if self.watched {
            Duration::from_millis(ms.saturating_mul(self.percent) / 100)
        } else {
            Duration::ZERO
        }
    }

    /// Let `ms` of the model's time pass in real time.
    pub fn wait(self, ms: u64) {
        let real = self.real(ms);
        if !real.is_zero() {
            std::thread::sleep(real);
        }
    }

    /// Whether a window the player may answer in (the quick Undo bar) passes by itself: only
    /// when someone is watching and it lasts a while. Otherwise the terminal waits for their
    /// answer, so a script can take the window as a person at the phone would.
    pub fn windows_pass(self) -> bool {
        self.watched && self.percent > 0
    }
}
