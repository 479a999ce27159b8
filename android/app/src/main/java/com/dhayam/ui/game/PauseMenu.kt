// The pause menu, a dialog over the game: resume, change the board's skin, read the game's rules
// in brief (and open its whole Rules & Settings reference), read the game's log, and quit to the
// menu, with the reassurance that the game is saved. Each button is an intent for the core;
// nothing is decided here.
package com.dhayam.ui.game

import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import androidx.compose.ui.window.Dialog
import androidx.compose.ui.window.DialogProperties
import com.dhayam.R
import com.dhayam.core.BoardSkin
import com.dhayam.core.GameKind
import com.dhayam.core.boardSkins
import com.dhayam.ui.WholeWordsText
import com.dhayam.ui.board.SkinSwatch
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.text

/** The pause menu of a game of [game] in [skin]. Dismissing it (back, tap outside) resumes. */
@Composable
fun PauseMenu(
    game: GameKind,
    skin: BoardSkin,
    onResume: () -> Unit,
    onSkin: (BoardSkin) -> Unit,
    onQuit: () -> Unit,
    onReference: () -> Unit = {},
    onLog: () -> Unit = {},
) {
    Dialog(onDismissRequest = onResume, properties = DialogProperties(usePlatformDefaultWidth = false)) {
        Surface(
            Modifier.padding(horizontal = 16.dp, vertical = 16.dp).fillMaxWidth(),
            shape = RoundedCornerShape(24.dp),
            color = MaterialTheme.colorScheme.surface,
            tonalElevation = 6.dp,
            shadowElevation = 12.dp,
        ) {
            Column(
                Modifier.verticalScroll(rememberScrollState()).padding(horizontal = 20.dp, vertical = 16.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
            ) {
                WholeWordsText(
                    text(R.string.pause_title),
                    MaterialTheme.typography.titleLarge.copy(fontWeight = FontWeight.Bold),
                    color = MaterialTheme.colorScheme.primary,
                )
                Button(onClick = onResume, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp)) {
                    Text(text(R.string.pause_resume), style = MaterialTheme.typography.titleMedium)
                }
                Text(text(R.string.pause_skin), style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.Bold)
                SkinChooser(skin, onSkin)
                HorizontalDivider(color = MaterialTheme.colorScheme.outlineVariant)
                Text(text(R.string.pause_rules), style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.Bold)
                RulesSummary(game)
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    FilledTonalButton(onClick = onReference, modifier = Modifier.weight(1f).heightIn(min = 48.dp)) {
                        Text(text(R.string.learn_reference_title), textAlign = TextAlign.Center)
                    }
                    FilledTonalButton(onClick = onLog, modifier = Modifier.weight(1f).heightIn(min = 48.dp)) {
                        Text(text(R.string.log_title), textAlign = TextAlign.Center)
                    }
                }
                HorizontalDivider(color = MaterialTheme.colorScheme.outlineVariant)
                OutlinedButton(onClick = onQuit, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp)) {
                    Text(text(R.string.pause_quit), style = MaterialTheme.typography.titleMedium)
                }
                Text(
                    text(R.string.pause_saved_note),
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    textAlign = TextAlign.Center,
                    modifier = Modifier.fillMaxWidth(),
                )
            }
        }
    }
}

/**
 * A swatch per skin with its name; the skin in use is ringed. Five share the width; at large
 * text sizes the names need more than a fifth each, so the swatches flow on to a second line.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SkinChooser(current: BoardSkin, onSkin: (BoardSkin) -> Unit) {
    if (LocalDensity.current.fontScale > 1.3f) {
        FlowRow(
            Modifier.fillMaxWidth(),
            horizontalArrangement = Arrangement.SpaceEvenly,
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            for (skin in boardSkins()) SkinChoice(skin, skin == current, onSkin, Modifier.padding(horizontal = 4.dp))
        }
    } else {
        Row(Modifier.fillMaxWidth()) {
            for (skin in boardSkins()) SkinChoice(skin, skin == current, onSkin, Modifier.weight(1f))
        }
    }
}

/** One skin's swatch over its name, ringed if [chosen]. */
@Composable
private fun SkinChoice(skin: BoardSkin, chosen: Boolean, onSkin: (BoardSkin) -> Unit, modifier: Modifier) {
    Column(
        modifier.clickable(role = Role.RadioButton) { onSkin(skin) },
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        SkinSwatch(
            skin,
            Modifier
                .border(
                    if (chosen) 3.dp else 1.dp,
                    if (chosen) MaterialTheme.colorScheme.primary else Color.Transparent,
                    RoundedCornerShape(12.dp),
                )
                .padding(4.dp)
                .size(42.dp),
        )
        Text(
            text(nameOf(skin)),
            // Small enough that the longest name (Tamil மாணிக்கம்) stays one word.
            style = MaterialTheme.typography.labelSmall.copy(fontSize = 10.sp, letterSpacing = 0.sp),
            fontWeight = if (chosen) FontWeight.Bold else FontWeight.Normal,
            maxLines = 1,
            softWrap = false,
            textAlign = TextAlign.Center,
        )
    }
}

/** The game's rules in a paragraph. */
@Composable
private fun RulesSummary(game: GameKind) {
    val summary = when (game) {
        GameKind.DHAYAM -> R.string.rules_summary_dhayam
        GameKind.THAYAM -> R.string.rules_summary_thayam
        GameKind.PARAMAPADAM -> R.string.rules_summary_paramapadam
    }
    Text(text(summary), style = MaterialTheme.typography.bodySmall)
}
