// The rules of Dhayam and Thayam: coins per player, the preset, and every on/off switch of
// RULES.md §2.4. Which switches may change is the preset's to say (the core's PresetInfo); the
// others are shown as the preset sets them, greyed, with the reason. Paramapadam has no such
// rules, so the setup screen leaves this section out for it.
package com.dhayam.ui.setup

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.compose.runtime.Composable
import com.dhayam.R
import com.dhayam.core.GameRules
import com.dhayam.model.SWITCHES
import com.dhayam.model.SetupDraft
import com.dhayam.model.isOn
import com.dhayam.ui.menu.ChoiceRow
import com.dhayam.ui.menu.Section
import com.dhayam.ui.menu.ToggleRow
import com.dhayam.ui.menu.detailOf
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.menu.switchName
import com.dhayam.ui.text

/** Coins each and the preset, for a race game's [draft]. */
@Composable
fun RulesSection(draft: SetupDraft, onEdit: ((SetupDraft) -> SetupDraft) -> Unit) {
    val rules = (draft.setup.rules as? GameRules.Race)?.rules ?: return
    val preset = draft.preset ?: return
    Column {
        Section(text(R.string.setup_coins)) {
            ChoiceRow(
                options = preset.coinChoices,
                selected = rules.coins,
                label = { it.toString() },
                onPick = { coins -> onEdit { it.withCoins(coins.toInt()) } },
            )
        }
        Section(text(R.string.setup_preset)) {
            ChoiceRow(
                options = draft.gamePresets.map { it.preset },
                selected = rules.preset,
                label = { text(nameOf(it)) },
                onPick = { chosen -> onEdit { it.withPreset(chosen) } },
            )
            Text(
                text(detailOf(rules.preset)),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                modifier = Modifier.padding(top = 6.dp, start = 4.dp),
            )
        }
    }
}

/** Every rule switch of a race game's [draft], greyed where its preset fixes it. */
@Composable
fun SwitchesSection(draft: SetupDraft, onEdit: ((SetupDraft) -> SetupDraft) -> Unit) {
    val rules = (draft.setup.rules as? GameRules.Race)?.rules ?: return
    Section(text(R.string.setup_switches)) {
        for (field in SWITCHES) {
            val name = switchName(field) ?: continue
            val editable = draft.editable(field)
            ToggleRow(
                title = text(name),
                detail = if (editable) null else text(R.string.setup_switch_fixed),
                on = rules.isOn(field),
                onToggle = { on -> onEdit { it.withSwitch(field, on) } },
                enabled = editable,
            )
        }
    }
}
