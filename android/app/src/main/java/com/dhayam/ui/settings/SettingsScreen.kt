// Settings: sound, haptics, auto-roll, quick undo and the legal-move ring; the language; the
// note that reduced motion is the system's to decide; and Reset Saved Game. Every change goes
// out through onChange as the core's SettingChange; the core keeps it in its store.
package com.dhayam.ui.settings

import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.SettingChange
import com.dhayam.core.Settings
import com.dhayam.core.Text
import com.dhayam.ui.menu.MenuScaffold
import com.dhayam.ui.menu.Section
import com.dhayam.ui.menu.ToggleRow
import com.dhayam.ui.text

/**
 * The settings screen. [onClear] asks the core to clear the saved game (it asks the player
 * first); [notice] is what the core has to say about it. [scroll] is where it is scrolled to.
 */
@Composable
fun SettingsScreen(
    settings: Settings,
    onChange: (SettingChange) -> Unit,
    onClear: () -> Unit,
    notice: Text?,
    onBack: () -> Unit,
    scroll: ScrollState = rememberScrollState(),
) {
    MenuScaffold(text(R.string.settings_title), onBack) { padding ->
        Column(
            Modifier
                .fillMaxSize()
                .padding(padding)
                .verticalScroll(scroll)
                .padding(horizontal = 20.dp),
        ) {
            Section(text(R.string.settings_section_feedback)) {
                ToggleRow(
                    text(R.string.settings_sound), text(R.string.settings_sound_detail),
                    settings.sound, { onChange(SettingChange.Sound(it)) },
                )
                ToggleRow(
                    text(R.string.settings_haptics), text(R.string.settings_haptics_detail),
                    settings.haptics, { onChange(SettingChange.Haptics(it)) },
                )
            }
            Section(text(R.string.settings_section_play)) {
                ToggleRow(
                    text(R.string.settings_auto_roll), text(R.string.settings_auto_roll_detail),
                    settings.autoRoll, { onChange(SettingChange.AutoRoll(it)) },
                )
                ToggleRow(
                    text(R.string.settings_quick_undo), text(R.string.settings_quick_undo_detail),
                    settings.quickUndo, { onChange(SettingChange.QuickUndo(it)) },
                )
                ToggleRow(
                    text(R.string.settings_legal_move_ring), text(R.string.settings_legal_move_ring_detail),
                    settings.legalMoveRing, { onChange(SettingChange.LegalMoveRing(it)) },
                )
                Text(
                    text(R.string.settings_reduced_motion),
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = Modifier.padding(top = 4.dp),
                )
            }
            Section(text(R.string.settings_language)) {
                LanguagePicker(settings.language) { onChange(SettingChange.Language(it)) }
            }
            HorizontalDivider(Modifier.padding(top = 12.dp), color = MaterialTheme.colorScheme.outlineVariant)
            Section(text(R.string.settings_section_saved)) {
                ResetSaved(onClear, notice)
            }
            Spacer(Modifier.height(24.dp))
        }
    }
}
