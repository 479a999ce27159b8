// The string resource naming each of the core's menu enums (games, levels, token styles, skins,
// presets, switches, opponents). The core names them in English for positions and logs; the
// screens show the player's language, so each enum maps to a resource here, in one place.
package com.dhayam.ui.menu

import androidx.annotation.StringRes
import com.dhayam.R
import com.dhayam.core.BoardSkin
import com.dhayam.core.Field
import com.dhayam.core.GameKind
import com.dhayam.core.Level
import com.dhayam.core.OpponentKind
import com.dhayam.core.Preset
import com.dhayam.core.TokenStyle
import com.dhayam.model.Note

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

/**
 * A rule switch's name, or null for a field that isn't shown as a switch. Safe squares are named
 * by their "open to everyone" side, the side the switch turns on.
 */
@StringRes
fun switchName(field: Field): Int? = when (field) {
    Field.MUST_CUT_BEFORE_HOME -> R.string.field_must_cut_before_home
    Field.MUST_CUT_IF_AVAILABLE -> R.string.field_must_cut_if_available
    Field.CUT_GRANTS_EXTRA_ROLL -> R.string.field_cut_grants_extra_roll
    Field.COIN_CAN_MOVE_AFTER_CUTTING -> R.string.field_coin_can_move_after_cutting
    Field.COIN_CAN_STACK_ON_COMMON_PATH -> R.string.field_coin_can_stack_on_common_path
    Field.MOVE_AFTER_EACH_ROLL -> R.string.field_move_after_each_roll
    Field.JUMP_AND_GO -> R.string.field_jump_and_go
    Field.ROLL1_THEN5_RELEASES_TWO -> R.string.field_roll_1_then_5_releases_two
    Field.DANGER_SQUARES -> R.string.field_danger_squares
    Field.HOME_GRANTS_EXTRA_ROLL -> R.string.field_home_grants_extra_roll
    Field.SAFE_SQUARES -> R.string.field_safe_squares_open
    else -> null
}

/** Whom a game was played against, as a note (the computer's level is itself a note). */
fun opponentNote(opponent: OpponentKind): Note = when (opponent) {
    OpponentKind.PassAndPlay -> Note(R.string.opponent_pass_and_play)
    is OpponentKind.Computer -> Note(R.string.opponent_computer, listOf(Note(nameOf(opponent.level))))
}
