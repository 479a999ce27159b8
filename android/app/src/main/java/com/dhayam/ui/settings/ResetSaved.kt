// Reset Saved Game: a button that asks first (the game in progress can't come back), and the
// notice of what happened once it is done. Statistics are never touched, and the dialog says so.
package com.dhayam.ui.settings

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.model.Note
import com.dhayam.ui.text

/** The reset button, the confirmation while [confirming], and [notice] once done. */
@Composable
fun ResetSaved(
    confirming: Boolean,
    onAsk: () -> Unit,
    onCancel: () -> Unit,
    onConfirm: () -> Unit,
    notice: Note?,
) {
    val error = MaterialTheme.colorScheme.error
    Column {
        OutlinedButton(
            onClick = onAsk,
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
    if (confirming) {
        AlertDialog(
            onDismissRequest = onCancel,
            title = { Text(text(R.string.settings_reset_saved)) },
            text = { Text(text(R.string.settings_reset_confirm)) },
            confirmButton = {
                TextButton(onClick = onConfirm, colors = ButtonDefaults.textButtonColors(contentColor = error)) {
                    Text(text(R.string.settings_reset_confirm_yes))
                }
            },
            dismissButton = { TextButton(onClick = onCancel) { Text(text(R.string.cancel)) } },
        )
    }
}
