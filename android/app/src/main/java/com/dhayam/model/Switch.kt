// The on/off fields of a rule set as the setup screen lists them, read and flipped through the
// core (ruleSwitch / withRuleSwitch), which owns which field each switch is. Which fields a preset
// lets the player change is the core's PresetInfo; whether the result can be played is the core's
// checkSetup.
package com.dhayam.model

import com.dhayam.core.Field
import com.dhayam.core.RuleSet
import com.dhayam.core.ruleSwitch
import com.dhayam.core.withRuleSwitch

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
fun RuleSet.isOn(field: Field): Boolean = ruleSwitch(this, field) == true

/** These rules with [field] set to [on]; fields that aren't switches are left alone. */
fun RuleSet.with(field: Field, on: Boolean): RuleSet = withRuleSwitch(this, field, on)
