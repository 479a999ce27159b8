// Settings: sound, haptics, auto-roll, quick undo and the legal-move ring; the language; the
// note that reduced motion is the system's to decide; and Reset Saved Game. Every change goes
// out through onChange, which keeps it in the core's store.
package com.dhayam.ui.settings

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.Settings
import com.dhayam.model.Note
import com.dhayam.ui.menu.MenuScaffold
import com.dhayam.ui.menu.Section
import com.dhayam.ui.menu.ToggleRow
import com.dhayam.ui.text

/**
 * The settings screen. [notice] is what Reset Saved Game did, once done. [asking] opens it
 * with the reset confirmation showing and [scroll] is where it is scrolled to (the screenshot
 * test sets them; the app starts closed, at the top).
 */
@Composable
fun SettingsScreen(
    settings: Settings,
    onChange: ((Settings) -> Settings) -> Unit,
    onResetSaved: () -> Unit,
    notice: Note?,
    onBack: () -> Unit,
    asking: Boolean = false,
    scroll: ScrollState = rememberScrollState(),
) {
    // Whether the confirmation is up is the screen's own business: nothing else needs it.
    var confirming by remember { mutableStateOf(asking) }
    MenuScaffold(text(R.string.settings_title), onBack) { padding ->
        Column(
            Modifier
                .fillMaxSize()
                .padding(padding)
                .verticalScroll(scroll)
                .padding(horizontal = 20.dp),
        ) {
            Section(text(R.string.settings_section_feedback)) {
                ToggleRow(text(R.string.settings_sound), text(R.string.settings_sound_detail), settings.sound, { on ->
                    onChange { it.copy(sound = on) }
                })
                ToggleRow(text(R.string.settings_haptics), text(R.string.settings_haptics_detail), settings.haptics, { on ->
                    onChange { it.copy(haptics = on) }
                })
            }
            Section(text(R.string.settings_section_play)) {
                ToggleRow(text(R.string.settings_auto_roll), text(R.string.settings_auto_roll_detail), settings.autoRoll, { on ->
                    onChange { it.copy(autoRoll = on) }
                })
                ToggleRow(text(R.string.settings_quick_undo), text(R.string.settings_quick_undo_detail), settings.quickUndo, { on ->
                    onChange { it.copy(quickUndo = on) }
                })
                ToggleRow(
                    text(R.string.settings_legal_move_ring), text(R.string.settings_legal_move_ring_detail),
                    settings.legalMoveRing, { on -> onChange { it.copy(legalMoveRing = on) } },
                )
                Text(
                    text(R.string.settings_reduced_motion),
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = Modifier.padding(top = 4.dp),
                )
            }
            Section(text(R.string.settings_language)) {
                LanguagePicker(settings.language) { language -> onChange { it.copy(language = language) } }
            }
            HorizontalDivider(Modifier.padding(top = 12.dp), color = MaterialTheme.colorScheme.outlineVariant)
            Section(text(R.string.settings_section_saved)) {
                ResetSaved(
                    confirming = confirming,
                    onAsk = { confirming = true },
                    onCancel = { confirming = false },
                    onConfirm = {
                        confirming = false
                        onResetSaved()
                    },
                    notice = notice,
                )
            }
            Spacer(Modifier.height(24.dp))
        }
    }
}
