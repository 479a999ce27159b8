// One seat of the new game: who plays it (a person, or the computer at a level, as the core
// offers them) and the look of their tokens. The heading shows the chosen token and its name, so the card reads at a glance.
package com.dhayam.ui.setup

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.SeatKind
import com.dhayam.core.SeatSetup
import com.dhayam.core.TokenStyle
import com.dhayam.ui.board.TokenIcon
import com.dhayam.ui.menu.ChoiceRow
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.text

/** Seat [index] (0-based) as [seat] sets it up. */
@Composable
fun SeatRow(
    index: Int,
    seat: SeatSetup,
    kinds: List<SeatKind>,
    tokens: List<TokenStyle>,
    onKind: (SeatKind) -> Unit,
    onToken: (TokenStyle) -> Unit,
) {
    val colors = MaterialTheme.colorScheme
    Surface(color = colors.surfaceContainer, shape = RoundedCornerShape(16.dp), modifier = Modifier.fillMaxWidth()) {
        Column(Modifier.padding(14.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                TokenIcon(seat.token, Modifier.size(34.dp))
                Column {
                    Text(
                        text(R.string.player_n, index + 1),
                        style = MaterialTheme.typography.titleMedium,
                        fontWeight = FontWeight.Bold,
                    )
                    Text(text(nameOf(seat.token)), style = MaterialTheme.typography.labelMedium, color = colors.secondary)
                }
            }
            ChoiceRow(
                options = kinds,
                selected = seat.kind,
                label = { text(nameOf(it)) },
                onPick = onKind,
            )
            TokenPicker(tokens, seat.token, onToken)
        }
    }
}
