//! The names of the core's choices — games, presets, rules, seats, tokens, skins, languages —
//! as the phones' strings name them, so the terminal's menus and the phones' screens say the
//! same words (and no notation key reaches a player); and the one way the terminal looks up a
//! string of its own ([`label`], [`format`], [`plural`]), in the language it speaks now.

use dhayam_core::app::{ResumeCard, field_key, preset_key};
use dhayam_core::{
    BoardSkin, Field, GameKind, Language, Level, OpponentKind, Preset, SeatKind, TokenStyle,
};

use crate::words::current;

/// A string resource with no arguments.
pub fn label(key: &str) -> String {
    current().label(key)
}

/// A string resource with `args`.
pub fn format(key: &str, args: &[String]) -> String {
    current().format(key, None, args)
}

/// A plural resource's form for `count`, with `args`.
pub fn plural(key: &str, count: u32, args: &[String]) -> String {
    current().format(key, Some(count), args)
}

/// `Dhayam`.
pub fn game(game: GameKind) -> String {
    label(match game {
        GameKind::Dhayam => "game_dhayam",
        GameKind::Thayam => "game_thayam",
        GameKind::Paramapadam => "game_paramapadam",
    })
}

/// What the game is, in a line.
pub fn game_blurb(game: GameKind) -> String {
    label(match game {
        GameKind::Dhayam => "game_dhayam_blurb",
        GameKind::Thayam => "game_thayam_blurb",
        GameKind::Paramapadam => "game_paramapadam_blurb",
    })
}

/// `Traditional`.
pub fn preset(preset: Preset) -> String {
    label(preset_key(preset))
}

/// What the preset fixes and leaves to the player.
pub fn preset_detail(preset: Preset) -> String {
    label(&format!("{}_detail", preset_key(preset)))
}

/// A rule's name on the setup screen.
pub fn field(field: Field) -> String {
    label(field_key(field))
}

/// `Easy`.
pub fn level(level: Level) -> String {
    label(match level {
        Level::Easy => "level_easy",
        Level::Medium => "level_medium",
        Level::Hard => "level_hard",
    })
}

/// `Human`, or `Computer, Hard`.
pub fn seat_kind(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => label("seat_human"),
        SeatKind::Computer { level } => format("opponent_computer", &[self::level(level)]),
    }
}

/// `Pass and play`, or `Computer, Hard`.
pub fn opponent(opponent: OpponentKind) -> String {
    match opponent {
        OpponentKind::PassAndPlay => label("opponent_pass_and_play"),
        OpponentKind::Computer { level } => format("opponent_computer", &[self::level(level)]),
    }
}

/// `Terracotta`.
pub fn token(token: TokenStyle) -> String {
    label(match token {
        TokenStyle::Terracotta => "token_terracotta",
        TokenStyle::BrassBall => "token_brass_ball",
        TokenStyle::LotusCoin => "token_lotus_coin",
        TokenStyle::Pearl => "token_pearl",
        TokenStyle::Emerald => "token_emerald",
        TokenStyle::Conch => "token_conch",
    })
}

/// `Ruby`.
pub fn skin(skin: BoardSkin) -> String {
    label(match skin {
        BoardSkin::Default => "skin_default",
        BoardSkin::Ruby => "skin_ruby",
        BoardSkin::Emerald => "skin_emerald",
        BoardSkin::Ivory => "skin_ivory",
        BoardSkin::Sapphire => "skin_sapphire",
    })
}

/// `English`.
pub fn language(language: Language) -> String {
    label(match language {
        Language::System => "language_system",
        Language::English => "language_english",
        Language::Tamil => "language_tamil",
    })
}

/// `On` or `Off`.
pub fn on_off(on: bool) -> String {
    label(if on { "on" } else { "off" })
}

/// `Player 2`.
pub fn player(player: impl Into<u32>) -> String {
    format("player_n", &[(player.into() + 1).to_string()])
}

/// What Home's resume card says of the saved game: `Dhayam with 2 players · Computer, Medium`.
pub fn resume_card(card: &ResumeCard) -> String {
    let detail = format(
        "home_resume_detail",
        &[game(card.game), card.players.to_string()],
    );
    format!("{detail} · {}", opponent(card.opponent))
}
