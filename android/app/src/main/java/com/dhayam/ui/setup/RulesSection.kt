// The rules of Dhayam and Thayam: coins per player, the preset, the throw sets (which throws
// bring a coin out, which earn another throw) and every on/off switch. What each offers, what is
// on and what the preset fixes are the core's SetupView; the fixed ones are shown greyed, with the
// reason; under each, what it means (the reference's words). Paramapadam has no such rules, so the
// setup screen leaves these sections out for it.
package com.dhayam.ui.setup

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.MultiChoiceSegmentedButtonRow
import androidx.compose.material3.SegmentedButton
import androidx.compose.material3.SegmentedButtonDefaults
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.SetupEdit
import com.dhayam.core.SetupView
import com.dhayam.core.ThrowRow
import com.dhayam.ui.menu.ChoiceRow
import com.dhayam.ui.menu.Section
import com.dhayam.ui.menu.ToggleRow
import com.dhayam.ui.menu.detailOf
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.menu.segmentColors
import com.dhayam.ui.named
import com.dhayam.ui.text

/** Coins each and the preset of a race game's [setup]. */
@Composable
fun RulesSection(setup: SetupView, onEdit: (SetupEdit) -> Unit) {
    val preset = setup.preset ?: return
    Column {
        Section(text(R.string.setup_coins)) {
            ChoiceRow(
                options = setup.coinChoices,
                selected = setup.coins,
                label = { it.toString() },
                onPick = { onEdit(SetupEdit.Coins(it.toUByte())) },
            )
        }
        Section(text(R.string.setup_preset)) {
            ChoiceRow(
                options = setup.presets,
                selected = preset,
                label = { text(nameOf(it)) },
                onPick = { onEdit(SetupEdit.Preset(it)) },
            )
            Text(
                text(detailOf(preset)),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                modifier = Modifier.padding(top = 6.dp, start = 4.dp),
            )
        }
    }
}

/** The throw sets and every rule switch of a race game's [setup], greyed where its preset fixes them. */
@Composable
fun SwitchesSection(setup: SetupView, onEdit: (SetupEdit) -> Unit) {
    Section(text(R.string.setup_switches)) {
        for (row in setup.throwSets) ThrowSet(row, onEdit)
        for (row in setup.switches) {
            ToggleRow(
                title = named(row.nameKey),
                // What it means, and why it can't change when the preset fixes it.
                detail = named(row.detailKey) + if (row.editable) "" else "\n" + text(R.string.setup_switch_fixed),
                on = row.on,
                onToggle = { onEdit(SetupEdit.Switch(row.field, it)) },
                enabled = row.editable,
            )
        }
    }
}

/** One throw set: its name, and a segment per throw value, the chosen ones filled. */
@Composable
private fun ThrowSet(row: ThrowRow, onEdit: (SetupEdit) -> Unit) {
    val colors = MaterialTheme.colorScheme
    Column(Modifier.padding(vertical = 6.dp)) {
        val alpha = if (row.editable) 1f else 0.45f
        Text(named(row.nameKey), style = MaterialTheme.typography.bodyLarge, color = colors.onSurface.copy(alpha = alpha))
        Text(named(row.detailKey), style = MaterialTheme.typography.bodySmall, color = colors.onSurfaceVariant.copy(alpha = alpha))
        if (!row.editable) {
            Text(
                text(R.string.setup_switch_fixed),
                style = MaterialTheme.typography.bodySmall,
                color = colors.onSurfaceVariant.copy(alpha = alpha),
            )
        }
        MultiChoiceSegmentedButtonRow(Modifier.fillMaxWidth().padding(top = 6.dp)) {
            row.values.forEachIndexed { i, choice ->
                SegmentedButton(
                    checked = choice.chosen,
                    onCheckedChange = { onEdit(SetupEdit.Throw(row.field, choice.value.toUByte(), it)) },
                    shape = SegmentedButtonDefaults.itemShape(i, row.values.size),
                    modifier = Modifier.heightIn(min = 48.dp),
                    enabled = row.editable,
                    colors = segmentColors(),
                    contentPadding = PaddingValues(horizontal = 2.dp),
                    icon = {},
                    label = { Text(choice.value.toString(), maxLines = 1, softWrap = false) },
                )
            }
        }
    }
}
