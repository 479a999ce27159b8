// The top bar's back button. Material's icon set isn't a dependency of the app (nor of the
// desktop renderer), so the chevron is drawn: two strokes, the size of a Material icon.
package com.dhayam.ui.menu

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.size
import androidx.compose.material3.IconButton
import androidx.compose.material3.LocalContentColor
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.ui.text

/** A back arrow that calls [onBack]; read out as "Back". */
@Composable
fun BackButton(onBack: () -> Unit) {
    val label = text(R.string.back)
    val color = LocalContentColor.current
    IconButton(onClick = onBack, modifier = Modifier.semantics { contentDescription = label }) {
        Canvas(Modifier.size(24.dp)) {
            val w = size.width
            val arrow = Path().apply {
                moveTo(w * 0.55f, w * 0.2f)
                lineTo(w * 0.25f, w * 0.5f)
                lineTo(w * 0.55f, w * 0.8f)
                moveTo(w * 0.25f, w * 0.5f)
                lineTo(w * 0.82f, w * 0.5f)
            }
            drawPath(arrow, color, style = Stroke(width = w * 0.09f, cap = StrokeCap.Round, join = StrokeJoin.Round))
        }
    }
}
