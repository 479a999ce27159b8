// The two Dayakattai: long four-sided brass sticks, each showing the face it landed on (0 to 3
// engraved pips), and the throw's value beside them. Before any throw they lie blank and dimmed.
// The faces and the value are the core's Throw, the sticks' art the core's marks (iOS draws the
// same); nothing here adds them up or paints them.
package com.dhayam.ui.game

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.Throw
import com.dhayam.core.stickArt
import com.dhayam.ui.board.drawMarks
import com.dhayam.ui.text

/**
 * The sticks of [sticks] (blank and dimmed when null) with the value thrown; [label] is the
 * core's words for them.
 */
@Composable
fun Sticks(sticks: Throw?, modifier: Modifier = Modifier, label: String? = null) {
    val faces = sticks?.faces?.map { it.toInt() } ?: listOf(0, 0)
    val said = label ?: sticks?.let { text(R.string.play_sticks, faces[0], faces[1], it.value.toInt()) } ?: ""
    Row(
        modifier.clearAndSetSemantics { contentDescription = said },
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(10.dp),
    ) {
        Column(
            Modifier.alpha(if (sticks == null) 0.45f else 1f),
            verticalArrangement = Arrangement.spacedBy(6.dp),
        ) {
            // The second stick lies a little to the right, as two thrown sticks do.
            Stick(faces[0], Modifier.size(width = 112.dp, height = 18.dp))
            Row {
                Canvas(Modifier.width(10.dp)) {}
                Stick(faces.getOrElse(1) { 0 }, Modifier.size(width = 112.dp, height = 18.dp))
            }
        }
        Text(
            sticks?.value?.toString() ?: "–",
            modifier = Modifier.widthIn(min = 40.dp),
            style = MaterialTheme.typography.headlineMedium,
            fontWeight = FontWeight.Bold,
            color = MaterialTheme.colorScheme.primary,
            textAlign = TextAlign.Center,
        )
    }
}

/** One brass stick showing [pips] engraved pips (0 is a blank face): the core's art. */
@Composable
private fun Stick(pips: Int, modifier: Modifier) {
    val art = remember(pips) { stickArt(pips.toUByte()) }
    Canvas(modifier) { drawMarks(art.marks, center, size.height / 2f) }
}
