//! Standard output, for a reader that may go away: `say!` and `sayln!` print as `print!` and
//! `println!` do, but when the reader has closed the pipe (`dhayam | head -1`) the program ends
//! there, quietly and successfully, instead of panicking. Nothing is lost by stopping: every
//! action is saved as it is made, and no one is left to read what would follow.

use std::fmt;
use std::io::{self, Write};

/// Print to standard output, ending the program quietly if no one reads it any more.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::out::write(format_args!($($arg)*))
    };
}

/// As `say!`, with a newline.
macro_rules! sayln {
    () => {
        $crate::out::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::out::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}

pub(crate) use {say, sayln};

/// Write `text` to standard output; see the module's comment for a closed pipe.
pub fn write(text: fmt::Arguments<'_>) {
    let result = io::stdout().lock().write_fmt(text);
    settle(result);
}

/// Flush standard output (a prompt waits on the line it is on); see the module's comment.
pub fn flush() {
    settle(io::stdout().lock().flush());
}

/// End the program if a write found the reader gone; any other failure to print is not the
/// player's loss either (the game is saved), and printing goes on.
fn settle(result: io::Result<()>) {
    if let Err(error) = result
        && error.kind() == io::ErrorKind::BrokenPipe
    {
        std::process::exit(0);
    }
}
