// The card that offers the saved game: shown on Home only while a game is in progress, naming
// the game and its players so the player knows what they are going back to.
package com.dhayam.ui.home

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.ResumeCard as Saved
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.text

/** "Resume: Thayam with 3 players", the whole card a button. */
@Composable
fun ResumeCard(saved: Saved, onResume: () -> Unit, modifier: Modifier = Modifier) {
    val colors = MaterialTheme.colorScheme
    Card(
        onClick = onResume,
        modifier = modifier.fillMaxWidth(),
        shape = RoundedCornerShape(20.dp),
        colors = CardDefaults.cardColors(containerColor = colors.primary, contentColor = colors.onPrimary),
        elevation = CardDefaults.cardElevation(defaultElevation = 3.dp),
    ) {
        val title = @Composable {
            Text(text(R.string.home_resume), style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold)
        }
        val detail = @Composable {
            Text(
                text(R.string.home_resume_detail, text(nameOf(saved.game)), saved.players.toInt()),
                style = MaterialTheme.typography.bodyMedium,
                color = colors.onPrimary.copy(alpha = 0.85f),
            )
        }
        if (LocalDensity.current.fontScale > 1.3f) {
            // At large text sizes the mark goes beside the title only, and the game's line has
            // the card's whole width: beside the mark a long Tamil word would have to break.
            Column(Modifier.padding(horizontal = 20.dp, vertical = 16.dp)) {
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                    PlayMark(colors.onPrimary, colors.primary)
                    title()
                }
                detail()
            }
        } else {
            Row(
                Modifier.padding(horizontal = 20.dp, vertical = 16.dp),
                verticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.spacedBy(16.dp),
            ) {
                PlayMark(colors.onPrimary, colors.primary)
                Column(Modifier.weight(1f)) {
                    title()
                    detail()
                }
            }
        }
    }
}

/** A play triangle in a disc: "carry on". */
@Composable
private fun PlayMark(disc: androidx.compose.ui.graphics.Color, mark: androidx.compose.ui.graphics.Color) {
    Canvas(Modifier.size(44.dp)) {
        drawCircle(disc)
        val s = size.width
        val triangle = Path().apply {
            moveTo(s * 0.41f, s * 0.3f)
            lineTo(s * 0.72f, s * 0.5f)
            lineTo(s * 0.41f, s * 0.7f)
            close()
        }
        drawPath(triangle, mark)
    }
}
