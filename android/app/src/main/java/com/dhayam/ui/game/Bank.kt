// The banked values as chips to pick from, as the core lists them: one per value thrown and not
// yet played, the picked one selected, the ones no legal move spends greyed, and a dot on a five
// thrown straight after a 1 that may also bring a coin out. A tap goes back to the core.
package com.dhayam.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.FilterChip
import androidx.compose.material3.FilterChipDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.Chip
import com.dhayam.ui.text

/** The [chips]; tapping a usable one calls [onChip] with its value. */
@Composable
fun Bank(chips: List<Chip>, onChip: (UInt) -> Unit, modifier: Modifier = Modifier) {
    Row(
        modifier,
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        Text(
            text(R.string.play_bank),
            style = MaterialTheme.typography.labelLarge,
            color = MaterialTheme.colorScheme.onSurfaceVariant,
            modifier = Modifier.padding(end = 2.dp),
        )
        if (chips.isEmpty()) {
            Text(
                text(R.string.play_no_bank),
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
        for (chip in chips) {
            val said = text(chip.text)
            FilterChip(
                selected = chip.picked,
                onClick = { onChip(chip.value) },
                enabled = chip.usable,
                label = {
                    Text(
                        if (chip.releases) "${chip.value}•" else chip.value.toString(),
                        modifier = Modifier.widthIn(min = 18.dp),
                        fontWeight = FontWeight.Bold,
                        textAlign = TextAlign.Center,
                        style = MaterialTheme.typography.titleMedium,
                    )
                },
                shape = RoundedCornerShape(10.dp),
                colors = FilterChipDefaults.filterChipColors(
                    containerColor = MaterialTheme.colorScheme.secondaryContainer,
                    labelColor = MaterialTheme.colorScheme.onSecondaryContainer,
                    selectedContainerColor = MaterialTheme.colorScheme.primary,
                    selectedLabelColor = MaterialTheme.colorScheme.onPrimary,
                    disabledContainerColor = MaterialTheme.colorScheme.secondaryContainer.copy(alpha = 0.6f),
                    disabledLabelColor = MaterialTheme.colorScheme.onSecondaryContainer.copy(alpha = 0.7f),
                ),
                modifier = Modifier.heightIn(min = 48.dp).widthIn(min = 48.dp).semantics { contentDescription = said },
            )
        }
    }
}
