// The app's emblem, drawn rather than shipped as an image: a kolam — the rice-flour pattern
// drawn at Tamil thresholds — in flour white on a terracotta medallion, with the two Dayakattai
// sticks crossed over it on Home. The marks are the core's (dhayam_core::look::emblem), the same
// iOS draws; this only sizes them to the square it is given.
package com.dhayam.ui.home

import androidx.compose.foundation.Canvas
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import com.dhayam.core.emblemArt
import com.dhayam.ui.board.drawMarks

/** The kolam medallion, with the crossed sticks when [sticks], filling the square it is drawn in. */
@Composable
fun KolamMotif(modifier: Modifier = Modifier, sticks: Boolean = true) {
    val marks = remember(sticks) { emblemArt(sticks) }
    Canvas(modifier) { drawMarks(marks, center, size.minDimension / 2f) }
}
