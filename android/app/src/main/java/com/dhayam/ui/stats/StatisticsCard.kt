// One game against one kind of opponent: the tally of results, the win rate as a bar, the
// streaks, cuts and game lengths, and the throw histogram.
package com.dhayam.ui.stats

import androidx.annotation.StringRes
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.Statistics
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.menu.opponentName
import com.dhayam.ui.text
import java.util.Locale
import kotlin.math.roundToInt

/** The card for [stats]. */
@Composable
fun StatisticsCard(stats: Statistics, modifier: Modifier = Modifier) {
    val colors = MaterialTheme.colorScheme
    Card(
        modifier = modifier.fillMaxWidth(),
        shape = RoundedCornerShape(20.dp),
        colors = CardDefaults.cardColors(containerColor = colors.surfaceContainer),
    ) {
        Column(Modifier.padding(16.dp)) {
            // At large text sizes the opponent goes under the game's name, which keeps its width.
            if (LocalDensity.current.fontScale > 1.3f) {
                Text(text(nameOf(stats.game)), style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold, color = colors.primary)
                Text(opponentName(stats.opponent), style = MaterialTheme.typography.labelLarge, color = colors.secondary)
            } else {
                Row(verticalAlignment = Alignment.Bottom) {
                    Text(
                        text(nameOf(stats.game)),
                        style = MaterialTheme.typography.titleLarge,
                        fontWeight = FontWeight.Bold,
                        color = colors.primary,
                        modifier = Modifier.weight(1f),
                    )
                    Text(opponentName(stats.opponent), style = MaterialTheme.typography.labelLarge, color = colors.secondary)
                }
            }
            Tally(stats, Modifier.padding(top = 12.dp))
            WinRate(stats.winRate, Modifier.padding(top = 12.dp))
            HorizontalDivider(Modifier.padding(vertical = 12.dp), color = colors.outlineVariant)
            Figures(stats)
            if (stats.throwCounts.any { it.count > 0uL }) {
                Text(
                    text(R.string.stats_throws),
                    style = MaterialTheme.typography.titleSmall,
                    color = colors.secondary,
                    modifier = Modifier.padding(top = 16.dp, bottom = 8.dp),
                )
                ThrowHistogram(stats.throwCounts)
            }
        }
    }
}

/**
 * Played as one big number, and beside it won, lost, drawn and abandoned two by two, each a
 * number then its name on one line (so the names never have to break inside a word). At large
 * text sizes there is no room beside the big number for a name to stay whole (Tamil's are long
 * words), so played heads the list and each count has a line of the card's width.
 */
@Composable
private fun Tally(stats: Statistics, modifier: Modifier) {
    val colors = MaterialTheme.colorScheme
    if (LocalDensity.current.fontScale > 1.3f) {
        Column(modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(stats.played.toString(), style = MaterialTheme.typography.displaySmall, fontWeight = FontWeight.Bold, color = colors.primary)
                Text(
                    text(R.string.stats_played),
                    style = MaterialTheme.typography.titleMedium,
                    color = colors.onSurfaceVariant,
                    modifier = Modifier.padding(start = 12.dp),
                )
            }
            Count(stats.won, R.string.stats_won, colors.tertiary, Modifier)
            Count(stats.lost, R.string.stats_lost, colors.primary, Modifier)
            Count(stats.drawn, R.string.stats_drawn, colors.outline, Modifier)
            Count(stats.abandoned, R.string.stats_abandoned, colors.outline, Modifier)
        }
        return
    }
    Row(modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        Column(Modifier.padding(end = 16.dp), horizontalAlignment = Alignment.CenterHorizontally) {
            Text(stats.played.toString(), style = MaterialTheme.typography.displaySmall, fontWeight = FontWeight.Bold, color = colors.primary)
            Text(text(R.string.stats_played), style = MaterialTheme.typography.labelMedium, color = colors.onSurfaceVariant)
        }
        Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Row {
                Count(stats.won, R.string.stats_won, colors.tertiary, Modifier.weight(1f))
                Count(stats.lost, R.string.stats_lost, colors.primary, Modifier.weight(1f))
            }
            Row {
                Count(stats.drawn, R.string.stats_drawn, colors.outline, Modifier.weight(1f))
                Count(stats.abandoned, R.string.stats_abandoned, colors.outline, Modifier.weight(1f))
            }
        }
    }
}

/** "[count] [label]", the number in [tint]. */
@Composable
private fun Count(count: UInt, @StringRes label: Int, tint: Color, modifier: Modifier) {
    Row(modifier, verticalAlignment = Alignment.CenterVertically) {
        Text(count.toString(), style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold, color = tint)
        Text(
            text(label),
            style = MaterialTheme.typography.bodySmall,
            color = MaterialTheme.colorScheme.onSurfaceVariant,
            // Side by side a name keeps to its line; at large sizes it has the card's width.
            maxLines = if (LocalDensity.current.fontScale > 1.3f) Int.MAX_VALUE else 1,
            modifier = Modifier.padding(start = 6.dp),
        )
    }
}

/** The win rate as a bar with its percentage; a dash before any game has ended. */
@Composable
private fun WinRate(rate: Double?, modifier: Modifier) {
    Column(modifier) {
        Row {
            Text(text(R.string.stats_win_rate), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.weight(1f))
            Text(
                if (rate == null) text(R.string.stats_dash) else text(R.string.stats_percent, (rate * 100).roundToInt()),
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = FontWeight.Bold,
            )
        }
        LinearProgressIndicator(
            progress = { (rate ?: 0.0).toFloat() },
            modifier = Modifier.fillMaxWidth().padding(top = 6.dp).height(8.dp),
            color = MaterialTheme.colorScheme.tertiary,
            trackColor = MaterialTheme.colorScheme.outlineVariant,
            strokeCap = StrokeCap.Round,
            gapSize = 0.dp,
            drawStopIndicator = {},
        )
    }
}

/** Streaks, cuts, game lengths and hints taken, a name and a value per line. */
@Composable
private fun Figures(stats: Statistics) {
    val dash = text(R.string.stats_dash)
    val rows = listOf(
        text(R.string.stats_current_streak) to stats.currentStreak.toString(),
        text(R.string.stats_best_streak) to stats.bestStreak.toString(),
        text(R.string.stats_cuts_made) to stats.cutsMade.toString(),
        text(R.string.stats_cuts_suffered) to stats.cutsSuffered.toString(),
        text(R.string.stats_fastest_win) to (stats.fastestWin?.let { text(R.string.stats_turns, it.toInt()) } ?: dash),
        text(R.string.stats_average_length) to
            (stats.averageTurns?.let { text(R.string.stats_average_turns, String.format(Locale.ROOT, "%.1f", it)) } ?: dash),
        text(R.string.stats_hints) to stats.hintsUsed.toString(),
    )
    Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
        for ((label, value) in rows) {
            Row {
                Text(label, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, modifier = Modifier.weight(1f))
                Text(value, style = MaterialTheme.typography.bodyMedium, fontWeight = FontWeight.Bold)
            }
        }
    }
}
