// The string resource naming each of the core's menu enums (games, levels, seat kinds, token
// styles, skins, presets, opponents, outcomes). The core names them in English for positions and
// logs; the screens show the player's language, so each enum maps to a resource here, in one
// place. (Rule switches and throw sets come with their names' keys from the core.)
package com.dhayam.ui.menu

import androidx.annotation.StringRes
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import com.dhayam.R
import com.dhayam.core.BoardSkin
import com.dhayam.core.GameKind
import com.dhayam.core.Level
import com.dhayam.core.OpponentKind
import com.dhayam.core.Preset
import com.dhayam.core.SeatKind
import com.dhayam.core.TokenStyle
import com.dhayam.ui.text

/** The game's name. */
@StringRes
fun nameOf(game: GameKind): Int = when (game) {
    GameKind.DHAYAM -> R.string.game_dhayam
    GameKind.THAYAM -> R.string.game_thayam
    GameKind.PARAMAPADAM -> R.string.game_paramapadam
}

/** A line saying what the game is like. */
@StringRes
fun blurbOf(game: GameKind): Int = when (game) {
    GameKind.DHAYAM -> R.string.game_dhayam_blurb
    GameKind.THAYAM -> R.string.game_thayam_blurb
    GameKind.PARAMAPADAM -> R.string.game_paramapadam_blurb
}

/** A computer level's name. */
@StringRes
fun nameOf(level: Level): Int = when (level) {
    Level.EASY -> R.string.level_easy
    Level.MEDIUM -> R.string.level_medium
    Level.HARD -> R.string.level_hard
}

/** A token style's name. */
@StringRes
fun nameOf(token: TokenStyle): Int = when (token) {
    TokenStyle.TERRACOTTA -> R.string.token_terracotta
    TokenStyle.BRASS_BALL -> R.string.token_brass_ball
    TokenStyle.LOTUS_COIN -> R.string.token_lotus_coin
    TokenStyle.PEARL -> R.string.token_pearl
    TokenStyle.EMERALD -> R.string.token_emerald
    TokenStyle.CONCH -> R.string.token_conch
}

/** A board skin's name. */
@StringRes
fun nameOf(skin: BoardSkin): Int = when (skin) {
    BoardSkin.DEFAULT -> R.string.skin_default
    BoardSkin.RUBY -> R.string.skin_ruby
    BoardSkin.EMERALD -> R.string.skin_emerald
    BoardSkin.IVORY -> R.string.skin_ivory
    BoardSkin.SAPPHIRE -> R.string.skin_sapphire
}

/** A rule preset's name. */
@StringRes
fun nameOf(preset: Preset): Int = when (preset) {
    Preset.TRADITIONAL -> R.string.preset_traditional
    Preset.CLASSIC -> R.string.preset_classic
    Preset.CUSTOM -> R.string.preset_custom
    Preset.THAYAM -> R.string.preset_thayam
}

/** A line saying what a rule preset is. */
@StringRes
fun detailOf(preset: Preset): Int = when (preset) {
    Preset.TRADITIONAL -> R.string.preset_traditional_detail
    Preset.CLASSIC -> R.string.preset_classic_detail
    Preset.CUSTOM -> R.string.preset_custom_detail
    Preset.THAYAM -> R.string.preset_thayam_detail
}

/** Who plays a seat: a person, or the computer's level. */
@StringRes
fun nameOf(kind: SeatKind): Int = when (kind) {
    SeatKind.Human -> R.string.seat_human
    is SeatKind.Computer -> nameOf(kind.level)
}

/** Whom a game was played against (the computer with its level). */
@Composable
@ReadOnlyComposable
fun opponentName(opponent: OpponentKind): String = when (opponent) {
    OpponentKind.PassAndPlay -> text(R.string.opponent_pass_and_play)
    is OpponentKind.Computer -> text(R.string.opponent_computer, text(nameOf(opponent.level)))
}
