// The two Dayakattai: long four-sided brass sticks, each showing the face it landed on (0 to 3
// engraved pips), and the throw's value beside them. Before any throw they lie blank and dimmed.
// The faces and the value are the core's Throw; nothing here adds them up.
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
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.Throw
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

/** One brass stick showing [pips] engraved pips (0 is a blank face). */
@Composable
private fun Stick(pips: Int, modifier: Modifier) {
    Canvas(modifier) { drawStick(pips) }
}

private fun DrawScope.drawStick(pips: Int) {
    val h = size.height
    val corner = CornerRadius(h * 0.3f)
    drawRoundRect(Color.Black.copy(alpha = 0.25f), Offset(h * 0.12f, h * 0.2f), size, corner)
    // Cast brass, lit from above: bright along the top edge, dark below.
    drawRoundRect(
        Brush.verticalGradient(
            0f to Color(0xFFFBE6A2), 0.35f to Color(0xFFD9A83A), 0.8f to Color(0xFF9C6B14), 1f to Color(0xFF6B4508),
        ),
        cornerRadius = corner,
    )
    // The bands near each end that every pair of dayakattai carries.
    for (x in listOf(h * 0.7f, size.width - h * 0.7f - h * 0.18f)) {
        drawRect(Color(0xFF7A520E), Offset(x, 0f), Size(h * 0.18f, h))
    }
    drawRoundRect(Color(0xFF5C3B06), cornerRadius = corner, style = Stroke(h * 0.08f))
    // Pips: engraved rings with a dot, spread along the face between the bands.
    val left = h * 1.6f
    val right = size.width - h * 1.6f
    val y = h / 2f
    if (pips == 0) {
        drawLine(Color(0xFF7A520E).copy(alpha = 0.6f), Offset(left, y), Offset(right, y), h * 0.06f)
    }
    for (i in 0 until pips) {
        val x = if (pips == 1) (left + right) / 2f else left + (right - left) * i / (pips - 1)
        val c = Offset(x, y)
        drawCircle(Color(0xFF4A2E03), h * 0.3f, c)
        drawCircle(Color(0xFFFFF1C2), h * 0.3f, c + Offset(0f, h * 0.05f), style = Stroke(h * 0.05f))
        drawCircle(Color(0xFFE8BE55), h * 0.11f, c)
    }
}
