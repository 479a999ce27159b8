// How often each throw value came up, as bars: the player can see the sticks are fair (or feel
// unlucky with proof). Bars are scaled to the commonest value; each is labelled with its count
// above and its value below.
package com.dhayam.ui.stats

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import com.dhayam.core.ThrowCount

/** The tallest bar's height. */
private val BAR_HEIGHT = 72.dp

/** Bars for [counts], one per throw value, left to right as the core lists them. */
@Composable
fun ThrowHistogram(counts: List<ThrowCount>, modifier: Modifier = Modifier) {
    val most = counts.maxOfOrNull { it.count }?.coerceAtLeast(1uL) ?: 1uL
    val colors = MaterialTheme.colorScheme
    Row(modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp), verticalAlignment = Alignment.Bottom) {
        for (throwCount in counts) {
            Column(Modifier.weight(1f), horizontalAlignment = Alignment.CenterHorizontally) {
                Text(
                    throwCount.count.toString(),
                    style = MaterialTheme.typography.labelSmall,
                    color = colors.onSurfaceVariant,
                )
                val share = throwCount.count.toFloat() / most.toFloat()
                // A sliver for values never thrown, so the axis still shows every value.
                Box(
                    Modifier
                        .padding(top = 2.dp)
                        .fillMaxWidth()
                        .height(BAR_HEIGHT * share.coerceAtLeast(0.03f))
                        .background(
                            Brush.verticalGradient(listOf(colors.secondary, colors.primary)),
                            RoundedCornerShape(topStart = 6.dp, topEnd = 6.dp),
                        ),
                )
                Box(Modifier.fillMaxWidth().height(1.dp).background(colors.outline))
                Text(
                    throwCount.value.toString(),
                    style = MaterialTheme.typography.labelLarge,
                    fontWeight = FontWeight.Bold,
                    color = colors.onSurface,
                    modifier = Modifier.padding(top = 2.dp),
                )
            }
        }
    }
}
