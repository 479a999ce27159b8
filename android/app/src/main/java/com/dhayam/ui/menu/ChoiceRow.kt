// A one-of-a-few choice as a segmented row (players, coins, preset, seat kind, level). Labels
// stay on one line: the check mark Material adds to the chosen segment is left out, because in
// Tamil the words need the room more than the tick does — the chosen segment is filled anyway.
// Where a label's longest word can't fit its segment whole (at large text sizes, seat kinds in
// either language), the options are listed one a line instead, each a radio row with the
// width to itself, rather than broken inside a word.
package com.dhayam.ui.menu

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.SegmentedButton
import androidx.compose.material3.SegmentedButtonColors
import androidx.compose.material3.SegmentedButtonDefaults
import androidx.compose.material3.SingleChoiceSegmentedButtonRow
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp

/** A segment's padding on each side of its label. */
private val SEGMENT_PADDING = 4.dp

/** [options] in a row, [selected] filled; [label] names each. */
@Composable
fun <T> ChoiceRow(
    options: List<T>,
    selected: T?,
    label: @Composable (T) -> String,
    onPick: (T) -> Unit,
    modifier: Modifier = Modifier,
    enabled: Boolean = true,
) {
    val labels = options.map { label(it) }
    val style = MaterialTheme.typography.labelLarge
    val measurer = rememberTextMeasurer()
    BoxWithConstraints(modifier.fillMaxWidth()) {
        // A segment's share of the row (Material overlaps neighbours' 1 dp borders) less its
        // padding: the room its label has.
        val n = options.size.coerceAtLeast(1)
        val room = with(LocalDensity.current) { (constraints.maxWidth + (n - 1) * 1.dp.toPx()) / n - (SEGMENT_PADDING * 2).toPx() }
        val widestWord = labels.flatMap { it.split(' ') }.maxOfOrNull { measurer.measure(it, style, softWrap = false, maxLines = 1).size.width } ?: 0
        if (widestWord <= room) {
            Segments(options, selected, labels, onPick, enabled)
        } else {
            Listed(options, selected, labels, onPick, enabled)
        }
    }
}

@Composable
private fun <T> Segments(options: List<T>, selected: T?, labels: List<String>, onPick: (T) -> Unit, enabled: Boolean) {
    SingleChoiceSegmentedButtonRow(Modifier.fillMaxWidth()) {
        options.forEachIndexed { i, option ->
            SegmentedButton(
                selected = option == selected,
                onClick = { onPick(option) },
                shape = SegmentedButtonDefaults.itemShape(i, options.size),
                modifier = Modifier.heightIn(min = 48.dp),
                enabled = enabled,
                colors = segmentColors(),
                contentPadding = PaddingValues(horizontal = SEGMENT_PADDING),
                icon = {},
                label = {
                    // Two words may take a line each; a word never breaks (see ChoiceRow).
                    Text(labels[i], maxLines = 2, overflow = TextOverflow.Ellipsis, textAlign = TextAlign.Center)
                },
            )
        }
    }
}

/** The options one a line in an outlined box, the chosen one's radio button filled. */
@Composable
private fun <T> Listed(options: List<T>, selected: T?, labels: List<String>, onPick: (T) -> Unit, enabled: Boolean) {
    val colors = MaterialTheme.colorScheme
    Column(
        Modifier
            .fillMaxWidth()
            .border(1.dp, colors.outline, RoundedCornerShape(20.dp))
            .padding(vertical = 4.dp)
            .selectableGroup(),
    ) {
        options.forEachIndexed { i, option ->
            val chosen = option == selected
            Row(
                Modifier
                    .fillMaxWidth()
                    .heightIn(min = 48.dp)
                    .selectable(chosen, enabled = enabled, role = Role.RadioButton) { onPick(option) }
                    .padding(horizontal = 8.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                RadioButton(selected = chosen, onClick = null, enabled = enabled)
                Text(labels[i], style = MaterialTheme.typography.labelLarge, modifier = Modifier.padding(start = 8.dp))
            }
        }
    }
}

/** The colours of every segmented row of the menus: the chosen segments in the primary colour. */
@Composable
fun segmentColors(): SegmentedButtonColors {
    val colors = MaterialTheme.colorScheme
    return SegmentedButtonDefaults.colors(
        activeContainerColor = colors.primary,
        activeContentColor = colors.onPrimary,
        activeBorderColor = colors.primary,
        inactiveContainerColor = colors.surface,
        inactiveBorderColor = colors.outline,
    )
}
