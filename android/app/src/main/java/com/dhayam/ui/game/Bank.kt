// The banked values as chips to pick from: the values thrown and not yet played, the picked one
// selected. Picking only narrows the choice; which coins can use a value is the core's LegalMove
// list, narrowed by the model's Choice.
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
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.ui.text

/**
 * The [bank] as chips, [chosen] selected (once, however many chips show that value); tapping
 * one calls [onValue]. Chips can't be tapped unless [enabled].
 */
@Composable
fun Bank(bank: List<UInt>, chosen: UInt?, enabled: Boolean, onValue: (UInt) -> Unit, modifier: Modifier = Modifier) {
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
        if (bank.isEmpty()) {
            Text(
                text(R.string.play_no_bank),
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
        val selectedAt = bank.indexOf(chosen)
        bank.forEachIndexed { i, value ->
            FilterChip(
                selected = i == selectedAt,
                onClick = { onValue(value) },
                enabled = enabled,
                label = {
                    Text(
                        value.toString(),
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
                modifier = Modifier.heightIn(min = 36.dp),
            )
        }
    }
}
