// The game's log, from the pause menu: every turn so far in the core's words (throws, moves,
// cuts, values lost), newest at the foot, and the position in the notation with a button that
// copies it for a bug report. Close is the core's CloseLog.
package com.dhayam.ui.game

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.selection.SelectionContainer
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalClipboardManager
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Dialog
import androidx.compose.ui.window.DialogProperties
import com.dhayam.R
import com.dhayam.core.LogView
import com.dhayam.ui.text

/** The log [log] of a game; [onClose] closes it. */
@Composable
fun GameLog(log: LogView, onClose: () -> Unit) {
    Dialog(onDismissRequest = onClose, properties = DialogProperties(usePlatformDefaultWidth = false)) {
        Surface(
            Modifier.fillMaxSize().padding(12.dp),
            shape = RoundedCornerShape(20.dp),
            color = MaterialTheme.colorScheme.surface,
            tonalElevation = 6.dp,
        ) {
            Column(Modifier.padding(horizontal = 16.dp, vertical = 12.dp)) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text(
                        text(R.string.log_title),
                        style = MaterialTheme.typography.titleLarge,
                        fontWeight = FontWeight.Bold,
                        color = MaterialTheme.colorScheme.primary,
                        modifier = Modifier.weight(1f).semantics { heading() },
                    )
                    TextButton(onClick = onClose, modifier = Modifier.heightIn(min = 48.dp)) { Text(text(R.string.close)) }
                }
                // The newest turn is the one a player looks for: the list opens at the foot.
                val list = rememberLazyListState(initialFirstVisibleItemIndex = (log.turns.size - 1).coerceAtLeast(0))
                LazyColumn(Modifier.weight(1f).fillMaxWidth(), state = list, verticalArrangement = Arrangement.spacedBy(6.dp)) {
                    items(log.turns) { turn ->
                        Column {
                            Text(text(turn.title), style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.Bold)
                            for (line in turn.lines) {
                                Text(text(line), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(start = 10.dp))
                            }
                        }
                    }
                }
                HorizontalDivider(Modifier.padding(vertical = 8.dp), color = MaterialTheme.colorScheme.outlineVariant)
                SelectionContainer {
                    Text(
                        log.notation,
                        style = MaterialTheme.typography.bodySmall.copy(fontFamily = FontFamily.Monospace),
                        maxLines = 6,
                        color = MaterialTheme.colorScheme.onSurfaceVariant,
                    )
                }
                val clipboard = LocalClipboardManager.current
                OutlinedButton(
                    onClick = { clipboard.setText(AnnotatedString(log.notation)) },
                    modifier = Modifier.fillMaxWidth().padding(top = 8.dp).heightIn(min = 48.dp),
                ) { Text(text(R.string.log_copy_position)) }
            }
        }
    }
}
