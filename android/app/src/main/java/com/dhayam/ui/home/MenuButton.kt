// Home's buttons in three weights: the main action filled (New game, unless Resume is the main
// one), the others tonal, About quietest. One height for all so the column reads as a set, and
// narrow side padding so a Tamil word fits a half-width button without breaking.
package com.dhayam.ui.home

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp

/** A full-width home button labelled [label]. */
@Composable
fun MenuButton(
    label: String,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    main: Boolean = false,
    quiet: Boolean = false,
) {
    val shape = RoundedCornerShape(16.dp)
    val size = modifier.fillMaxWidth().heightIn(min = 56.dp)
    val content: @Composable () -> Unit = {
        Text(label, style = MaterialTheme.typography.titleMedium, textAlign = TextAlign.Center)
    }
    val padding = PaddingValues(horizontal = 8.dp, vertical = 8.dp)
    when {
        main -> Button(onClick, size, shape = shape, contentPadding = padding) { content() }
        quiet -> OutlinedButton(onClick, size, shape = shape, contentPadding = padding) { content() }
        else -> FilledTonalButton(onClick, size, shape = shape, contentPadding = padding) { content() }
    }
}
