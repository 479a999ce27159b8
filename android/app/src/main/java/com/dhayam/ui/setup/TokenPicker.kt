// The six token styles for one seat, drawn as they look on the board. Picking a style another
// seat has swaps the two (the core's SetupEdit.Token), so every style stays offered to every seat.
package com.dhayam.ui.setup

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import com.dhayam.core.TokenStyle
import com.dhayam.ui.board.TokenIcon
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.text

/** Every token style, [selected] ringed. */
@Composable
fun TokenPicker(styles: List<TokenStyle>, selected: TokenStyle, onPick: (TokenStyle) -> Unit) {
    Row(
        Modifier.fillMaxWidth().selectableGroup(),
        horizontalArrangement = Arrangement.SpaceBetween,
    ) {
        for (style in styles) {
            val chosen = style == selected
            val name = text(nameOf(style))
            Box(
                Modifier
                    .size(48.dp)
                    .border(if (chosen) 2.5.dp else 0.dp, if (chosen) MaterialTheme.colorScheme.primary else Color.Transparent, CircleShape)
                    .selectable(selected = chosen, role = Role.RadioButton, onClick = { onPick(style) })
                    .semantics { contentDescription = name },
                contentAlignment = Alignment.Center,
            ) {
                TokenIcon(style, Modifier.padding(6.dp).size(36.dp))
            }
        }
    }
}
