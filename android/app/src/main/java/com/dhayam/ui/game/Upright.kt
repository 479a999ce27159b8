// The game screen held upright: the board as large as the width allows at the top, the controls
// at the bottom, and — where a square board (Thayam's 7x7, Paramapadam's grid) leaves height
// over on a tall phone, about 170 dp — what the last turns did between them, as the terminal
// shows it beside its board, instead of cloth-coloured space above and below the board.
package com.dhayam.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.wrapContentHeight
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clipToBounds
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.dp
import com.dhayam.core.LogTurn
import com.dhayam.ui.text

/** Less height than this left for the last turns, and they are not shown at all. */
private val LEAST_FOR_TURNS = 56.dp

/**
 * [board] at the top, as tall as it wants up to what [controls] leave; [controls] at the bottom;
 * [turns] in the height between, when there is enough of it to be worth reading.
 */
@Composable
fun UprightLayout(board: @Composable () -> Unit, turns: @Composable () -> Unit, controls: @Composable () -> Unit, modifier: Modifier = Modifier) {
    Layout(contents = listOf(board, turns, controls), modifier = modifier) { (boards, turnses, controlses), constraints ->
        val height = constraints.maxHeight
        val width = constraints.maxWidth
        val loose = Constraints(maxWidth = width, maxHeight = height)
        val controlsPlaced = controlses.map { it.measure(loose) }
        val controlsHeight = controlsPlaced.sumOf { it.height }
        val boardPlaced = boards.map { it.measure(Constraints(maxWidth = width, maxHeight = (height - controlsHeight).coerceAtLeast(0))) }
        val boardHeight = boardPlaced.maxOfOrNull { it.height } ?: 0
        val spare = height - controlsHeight - boardHeight
        val turnsPlaced = if (spare >= LEAST_FOR_TURNS.roundToPx()) {
            turnses.map { it.measure(Constraints(minWidth = width, maxWidth = width, minHeight = spare, maxHeight = spare)) }
        } else {
            emptyList()
        }
        layout(width, height) {
            boardPlaced.forEach { it.placeRelative((width - it.width) / 2, 0) }
            turnsPlaced.forEach { it.placeRelative(0, boardHeight) }
            var y = height - controlsHeight
            controlsPlaced.forEach { it.placeRelative(0, y); y += it.height }
        }
    }
}

/**
 * What the last [turns] did, oldest first: each turn's heading and its lines in the core's
 * words. The newest line sits at the bottom, nearest the sticks; what doesn't fit is the oldest,
 * cut off at the top. Read by screen readers as any text; the live region has already said
 * each line as it happened.
 */
@Composable
fun RecentTurns(turns: List<LogTurn>, modifier: Modifier = Modifier) {
    Column(
        modifier.fillMaxSize().clipToBounds()
            .wrapContentHeight(Alignment.Bottom, unbounded = true)
            .padding(horizontal = 16.dp, vertical = 4.dp),
        verticalArrangement = Arrangement.spacedBy(2.dp),
    ) {
        for (turn in turns) {
            Text(
                text(turn.title),
                style = MaterialTheme.typography.labelLarge,
                fontWeight = FontWeight.Bold,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                modifier = Modifier.semantics { heading() },
            )
            for (line in turn.lines) {
                Text(
                    text(line),
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = Modifier.padding(start = 8.dp),
                )
            }
        }
    }
}
