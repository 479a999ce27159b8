//! Colour for the terminal: ANSI styles, whether to use them (`NO_COLOR`, `--color`, a terminal
//! or not), and the look of each player's tokens and of each board skin.

use std::io::IsTerminal;

use dhayam_core::{BoardSkin, TokenStyle};

/// An ANSI style: the parameters of one SGR escape, `""` for plain text.
pub type Style = &'static str;

/// Plain text.
pub const PLAIN: Style = "";
/// Bold.
pub const BOLD: Style = "1";
/// Faint.
pub const DIM: Style = "2";
/// Red, for cuts, snakes and errors.
pub const RED: Style = "1;31";
/// Green, for ladders and good news.
pub const GREEN: Style = "1;32";
/// Yellow, for safe squares and the player to act.
pub const YELLOW: Style = "1;33";
/// Inverse video, for the legal destinations (the legal-move ring).
pub const RING: Style = "7";

/// When to colour the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// When standard output is a terminal and `NO_COLOR` is not set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// Whether output is coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paint {
    on: bool,
}

impl Paint {
    /// Decide from the user's choice, `NO_COLOR` and whether stdout is a terminal.
    pub fn new(choice: ColorChoice) -> Self {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty());
        let on = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => !no_color && std::io::stdout().is_terminal(),
        };
        Self { on }
    }

    /// `text` in `style`.
    pub fn paint(self, text: &str, style: Style) -> String {
        if self.on && !style.is_empty() && !text.is_empty() {
            format!("\x1b[{style}m{text}\x1b[0m")
        } else {
            text.to_owned()
        }
    }
}

/// The glyph a token style is drawn with; distinct for every style, so the board reads without
/// colour too.
pub const fn glyph(token: TokenStyle) -> char {
    match token {
        TokenStyle::Terracotta => '●',
        TokenStyle::BrassBall => '◉',
        TokenStyle::LotusCoin => '✿',
        TokenStyle::Pearl => '○',
        TokenStyle::Emerald => '◆',
        TokenStyle::Conch => '◎',
    }
}

/// The colour a token style is drawn in.
pub const fn token_style(token: TokenStyle) -> Style {
    match token {
        TokenStyle::Terracotta => "1;31",
        TokenStyle::BrassBall => "1;33",
        TokenStyle::LotusCoin => "1;35",
        TokenStyle::Pearl => "1;97",
        TokenStyle::Emerald => "1;32",
        TokenStyle::Conch => "1;36",
    }
}

/// A token style's colour, faint, for the squares a player alone passes.
pub const fn token_tint(token: TokenStyle) -> Style {
    match token {
        TokenStyle::Terracotta => "31",
        TokenStyle::BrassBall => "33",
        TokenStyle::LotusCoin => "35",
        TokenStyle::Pearl => "37",
        TokenStyle::Emerald => "32",
        TokenStyle::Conch => "36",
    }
}

/// The colour of the board's lines and square numbers under a skin.
pub const fn skin_style(skin: BoardSkin) -> Style {
    match skin {
        BoardSkin::Default => "38;5;180",
        BoardSkin::Ruby => "31",
        BoardSkin::Emerald => "32",
        BoardSkin::Ivory => "37",
        BoardSkin::Sapphire => "34",
    }
}
