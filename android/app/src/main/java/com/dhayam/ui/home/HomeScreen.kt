// Home: the app's name and emblem, the saved game to resume when there is one, and the way to
// everything else (new game, learn to play, statistics, settings, about).
package com.dhayam.ui.home

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.ResumeCard as Saved
import com.dhayam.ui.text

/** The home screen; [saved] is the game in progress, if any. */
@Composable
fun HomeScreen(
    saved: Saved?,
    onResume: () -> Unit,
    onNewGame: () -> Unit,
    onStatistics: () -> Unit,
    onSettings: () -> Unit,
    onAbout: () -> Unit,
    onLearn: () -> Unit = {},
) {
    val colors = MaterialTheme.colorScheme
    BoxWithConstraints(
        Modifier
            .fillMaxSize()
            .background(Brush.verticalGradient(listOf(colors.background, colors.surfaceVariant))),
    ) {
        val scale = LocalDensity.current.fontScale
        // The motif, the name and the tagline: the app's mark.
        val mark = @Composable {
            KolamMotif(Modifier.size(if (saved == null) 200.dp else 168.dp))
            Spacer(Modifier.height(20.dp))
            // The name is the app's mark: it grows with the text size only so far (1.4 times),
            // so a large font scale doesn't break it across lines.
            val display = MaterialTheme.typography.displayMedium
            Text(
                text(R.string.app_name),
                style = if (scale > 1.4f) display.copy(fontSize = display.fontSize * (1.4f / scale)) else display,
                fontWeight = FontWeight.Bold,
                color = colors.primary,
                maxLines = 1,
            )
            Text(
                text(R.string.home_tagline),
                style = MaterialTheme.typography.titleMedium,
                color = colors.onSurfaceVariant,
                textAlign = TextAlign.Center,
                modifier = Modifier.padding(top = 4.dp),
            )
        }
        val menu = @Composable {
            Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                if (saved != null) ResumeCard(saved, onResume)
                MenuButton(text(R.string.home_new_game), onNewGame, main = saved == null)
                MenuButton(text(R.string.learn_to_play), onLearn)
                // Side by side at ordinary text sizes; at large ones each has the whole width.
                if (scale > 1.3f) {
                    MenuButton(text(R.string.home_statistics), onStatistics)
                    MenuButton(text(R.string.home_settings), onSettings)
                } else {
                    Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                        MenuButton(text(R.string.home_statistics), onStatistics, Modifier.weight(1f))
                        MenuButton(text(R.string.home_settings), onSettings, Modifier.weight(1f))
                    }
                }
                MenuButton(text(R.string.home_about), onAbout, quiet = true)
            }
        }
        // Held sideways, the mark and the menu stand side by side; upright, one above the
        // other. Either way at least the screen's height, so the content sits in the middle of
        // a tall screen and still scrolls on a short one.
        if (maxWidth > maxHeight) {
            Row(Modifier.fillMaxSize().padding(horizontal = 24.dp), verticalAlignment = Alignment.CenterVertically) {
                Column(Modifier.weight(1f), horizontalAlignment = Alignment.CenterHorizontally) { mark() }
                Spacer(Modifier.width(24.dp))
                Column(
                    Modifier.weight(1f).fillMaxHeight().verticalScroll(rememberScrollState()).padding(vertical = 16.dp),
                    verticalArrangement = Arrangement.Center,
                ) { menu() }
            }
        } else {
            Column(
                Modifier
                    .verticalScroll(rememberScrollState())
                    .heightIn(min = maxHeight)
                    .padding(horizontal = 24.dp, vertical = 32.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
                verticalArrangement = Arrangement.Center,
            ) {
                mark()
                Spacer(Modifier.height(28.dp))
                menu()
            }
        }
    }
}
