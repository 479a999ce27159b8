// Reset Saved Game: a button that sends the core's ClearSavedGame (the core then asks the player
// first: the question dialog), and the core's notice of what happened once it is done.
package com.dhayam.ui.settings

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.Text
import com.dhayam.ui.text

/** The reset button, and [notice] once the core has done it. */
@Composable
fun ResetSaved(onClear: () -> Unit, notice: Text?) {
    val error = MaterialTheme.colorScheme.error
    Column {
        OutlinedButton(
            onClick = onClear,
            modifier = Modifier.fillMaxWidth(),
            border = BorderStroke(1.dp, error.copy(alpha = 0.6f)),
            colors = ButtonDefaults.outlinedButtonColors(contentColor = error),
        ) {
            Text(text(R.string.settings_reset_saved))
        }
        if (notice != null) {
            Surface(
                color = MaterialTheme.colorScheme.secondaryContainer,
                shape = RoundedCornerShape(12.dp),
                modifier = Modifier.fillMaxWidth().padding(top = 12.dp),
            ) {
                Text(
                    text(notice),
                    style = MaterialTheme.typography.bodyMedium,
                    color = MaterialTheme.colorScheme.onSecondaryContainer,
                    modifier = Modifier.padding(14.dp),
                )
            }
        }
    }
}
