// A one-of-a-few choice as a segmented row (players, coins, preset, seat kind, level). Labels
// stay on one line: the check mark Material adds to the chosen segment is left out, because in
// Tamil the words need the room more than the tick does — the chosen segment is filled anyway.
package com.dhayam.ui.menu

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.SegmentedButton
import androidx.compose.material3.SegmentedButtonColors
import androidx.compose.material3.SegmentedButtonDefaults
import androidx.compose.material3.SingleChoiceSegmentedButtonRow
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp

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
    SingleChoiceSegmentedButtonRow(modifier.fillMaxWidth()) {
        options.forEachIndexed { i, option ->
            SegmentedButton(
                selected = option == selected,
                onClick = { onPick(option) },
                shape = SegmentedButtonDefaults.itemShape(i, options.size),
                modifier = Modifier.heightIn(min = 48.dp),
                enabled = enabled,
                colors = segmentColors(),
                contentPadding = PaddingValues(horizontal = 4.dp),
                icon = {},
                label = {
                    // At large text sizes a label wraps rather than spilling past its segment.
                    Text(label(option), maxLines = 2, overflow = TextOverflow.Ellipsis, textAlign = TextAlign.Center)
                },
            )
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
