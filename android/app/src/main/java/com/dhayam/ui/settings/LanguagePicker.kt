// The app's language: follow the phone, English or Tamil. Each choice is named in its own
// language's terms (the Tamil one in Tamil), so a player who can't read the current language
// can still find theirs.
package com.dhayam.ui.settings

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.Language
import com.dhayam.ui.text

/** Radio buttons for [language]. */
@Composable
fun LanguagePicker(language: Language, onPick: (Language) -> Unit) {
    Column(Modifier.selectableGroup()) {
        for (choice in Language.entries) {
            val label = when (choice) {
                Language.SYSTEM -> text(R.string.language_system)
                Language.ENGLISH -> text(R.string.language_english)
                Language.TAMIL -> text(R.string.language_tamil)
            }
            Row(
                Modifier
                    .fillMaxWidth()
                    .selectable(selected = choice == language, role = Role.RadioButton, onClick = { onPick(choice) })
                    .padding(vertical = 2.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                // The row handles the tap; the button only shows the choice.
                RadioButton(selected = choice == language, onClick = null, modifier = Modifier.padding(12.dp))
                Text(label, style = MaterialTheme.typography.bodyLarge)
            }
        }
    }
}
