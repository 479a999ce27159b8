// Text that wraps between words and never inside one. Compose breaks a word only when that word
// alone is wider than the line, which at 200% text happens to a few long names in a title on a
// phone (Paramapadam beside the game screen's Pause button). Then, and only then, the text is set
// just small enough for its longest word to fit the width it has: still far larger than at 100%,
// and whole. Everything else about it is an ordinary Text.
package com.dhayam.ui

import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextAlign

/** [text] in [style], wrapped at spaces only; see the file's comment. */
@Composable
fun WholeWordsText(
    text: String,
    style: TextStyle,
    modifier: Modifier = Modifier,
    color: Color = Color.Unspecified,
    textAlign: TextAlign? = null,
) {
    val measurer = rememberTextMeasurer()
    val merged = LocalTextStyle.current.merge(style)
    BoxWithConstraints(modifier) {
        val widest = remember(text, merged, measurer) {
            text.split(' ', '\n').filter { it.isNotEmpty() }
                .maxOfOrNull { measurer.measure(it, merged, softWrap = false, maxLines = 1).size.width } ?: 0
        }
        Text(text, style = merged.fittedTo(widest, constraints.maxWidth), color = color, textAlign = textAlign)
    }
}

/**
 * This style set just small enough for text [wide] pixels wide (at this style) to fit [room]
 * pixels, but no smaller than [least] of its size; as it is when the text fits.
 */
internal fun TextStyle.fittedTo(wide: Int, room: Int, least: Float = 0f): TextStyle =
    if (wide <= room) {
        this
    } else {
        // A hair under the exact ratio: glyph advances don't scale perfectly linearly.
        copy(fontSize = fontSize * maxOf(least, room.toFloat() / wide * 0.98f))
    }
