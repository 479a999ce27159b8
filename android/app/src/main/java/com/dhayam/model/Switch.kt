// The on/off fields of a rule set as the setup screen lists them: reading and flipping one by
// its Field. Which fields a preset lets the player change is the core's PresetInfo; whether the
// result can be played is the core's checkSetup.
package com.dhayam.model

import com.dhayam.core.Field
import com.dhayam.core.RuleSet
import com.dhayam.core.SafeSquares

/** The fields the setup screen shows as switches, in the order of RULES.md §2.4. */
val SWITCHES: List<Field> = listOf(
    Field.MUST_CUT_BEFORE_HOME,
    Field.MUST_CUT_IF_AVAILABLE,
    Field.CUT_GRANTS_EXTRA_ROLL,
    Field.COIN_CAN_MOVE_AFTER_CUTTING,
    Field.COIN_CAN_STACK_ON_COMMON_PATH,
    Field.MOVE_AFTER_EACH_ROLL,
    Field.JUMP_AND_GO,
    Field.ROLL1_THEN5_RELEASES_TWO,
    Field.DANGER_SQUARES,
    Field.HOME_GRANTS_EXTRA_ROLL,
    Field.SAFE_SQUARES,
)

/** Whether [field] is on in these rules (for safe squares: open to everyone). */
fun RuleSet.isOn(field: Field): Boolean = when (field) {
    Field.MUST_CUT_BEFORE_HOME -> switches.mustCutBeforeHome
    Field.MUST_CUT_IF_AVAILABLE -> switches.mustCutIfAvailable
    Field.CUT_GRANTS_EXTRA_ROLL -> switches.cutGrantsExtraRoll
    Field.COIN_CAN_MOVE_AFTER_CUTTING -> switches.coinCanMoveAfterCutting
    Field.COIN_CAN_STACK_ON_COMMON_PATH -> switches.coinCanStackOnCommonPath
    Field.MOVE_AFTER_EACH_ROLL -> switches.moveAfterEachRoll
    Field.JUMP_AND_GO -> switches.jumpAndGo
    Field.ROLL1_THEN5_RELEASES_TWO -> switches.roll1Then5ReleasesTwo
    Field.DANGER_SQUARES -> dangerSquares
    Field.HOME_GRANTS_EXTRA_ROLL -> homeGrantsExtraRoll
    Field.SAFE_SQUARES -> safeSquares == SafeSquares.OPEN_TO_ALL
    else -> false
}

/** These rules with [field] set to [on]; fields that aren't switches are left alone. */
fun RuleSet.with(field: Field, on: Boolean): RuleSet = when (field) {
    Field.MUST_CUT_BEFORE_HOME -> copy(switches = switches.copy(mustCutBeforeHome = on))
    Field.MUST_CUT_IF_AVAILABLE -> copy(switches = switches.copy(mustCutIfAvailable = on))
    Field.CUT_GRANTS_EXTRA_ROLL -> copy(switches = switches.copy(cutGrantsExtraRoll = on))
    Field.COIN_CAN_MOVE_AFTER_CUTTING -> copy(switches = switches.copy(coinCanMoveAfterCutting = on))
    Field.COIN_CAN_STACK_ON_COMMON_PATH -> copy(switches = switches.copy(coinCanStackOnCommonPath = on))
    Field.MOVE_AFTER_EACH_ROLL -> copy(switches = switches.copy(moveAfterEachRoll = on))
    Field.JUMP_AND_GO -> copy(switches = switches.copy(jumpAndGo = on))
    Field.ROLL1_THEN5_RELEASES_TWO -> copy(switches = switches.copy(roll1Then5ReleasesTwo = on))
    Field.DANGER_SQUARES -> copy(dangerSquares = on)
    Field.HOME_GRANTS_EXTRA_ROLL -> copy(homeGrantsExtraRoll = on)
    Field.SAFE_SQUARES -> copy(safeSquares = if (on) SafeSquares.OPEN_TO_ALL else SafeSquares.CLOSED_TO_OPPONENTS)
    else -> this
}
