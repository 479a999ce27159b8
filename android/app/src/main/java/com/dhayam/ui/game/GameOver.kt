// The end of a game, a dialog over the final board: who won (or that no coin could move and it
// is drawn), then the places in the order the core gives them, each with its token, and the way
// on: play again with the same setup, or back to the menu.
package com.dhayam.ui.game

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Dialog
import androidx.compose.ui.window.DialogProperties
import com.dhayam.R
import com.dhayam.core.GameView
import com.dhayam.core.SeatKind
import com.dhayam.model.playerName
import com.dhayam.ui.board.TokenIcon
import com.dhayam.ui.text

/** The result of the finished game in [view]. */
@Composable
fun GameOver(view: GameView, onPlayAgain: () -> Unit, onMenu: () -> Unit) {
    Dialog(onDismissRequest = {}, properties = DialogProperties(usePlatformDefaultWidth = false, dismissOnClickOutside = false)) {
        Surface(
            Modifier.padding(horizontal = 24.dp).fillMaxWidth(),
            shape = RoundedCornerShape(24.dp),
            color = MaterialTheme.colorScheme.surface,
            shadowElevation = 12.dp,
        ) {
            Column(
                Modifier.padding(24.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
                verticalArrangement = Arrangement.spacedBy(14.dp),
            ) {
                Text(text(R.string.over_title), style = MaterialTheme.typography.titleMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                val winner = view.winner
                winner?.let { TokenIcon(view.players[it.toInt()].token, Modifier.size(64.dp)) }
                Text(
                    headline(view),
                    style = MaterialTheme.typography.headlineSmall,
                    fontWeight = FontWeight.Bold,
                    color = MaterialTheme.colorScheme.primary,
                    textAlign = TextAlign.Center,
                )
                Places(view)
                Button(onClick = onPlayAgain, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp)) {
                    Text(text(R.string.over_play_again), style = MaterialTheme.typography.titleMedium)
                }
                OutlinedButton(onClick = onMenu, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp)) {
                    Text(text(R.string.over_menu), style = MaterialTheme.typography.titleMedium)
                }
            }
        }
    }
}

/**
 * "You won!" when the only person at the table won against the computer; otherwise the winner
 * by name, or the draw.
 */
@Composable
private fun headline(view: GameView): String {
    val winner = view.winner ?: return text(R.string.over_draw)
    val people = view.players.filter { it.kind is SeatKind.Human }
    return if (people.size == 1 && people[0].player == winner) text(R.string.over_you_won)
    else text(R.string.over_winner, text(playerName(winner)))
}

/** The places in finishing order, then those who didn't finish, unnumbered. */
@Composable
private fun Places(view: GameView) {
    val rest = view.players.map { it.player }.filter { it !in view.places }
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        view.places.forEachIndexed { i, player ->
            PlaceRow(view, player, text(R.string.over_place, i + 1, text(playerName(player))), first = i == 0)
        }
        for (player in rest) PlaceRow(view, player, text(playerName(player)), first = false)
    }
}

@Composable
private fun PlaceRow(view: GameView, player: UInt, label: String, first: Boolean) {
    Row(
        Modifier
            .fillMaxWidth()
            .background(
                if (first) MaterialTheme.colorScheme.secondaryContainer else Color.Transparent,
                RoundedCornerShape(12.dp),
            )
            .padding(horizontal = 12.dp, vertical = 6.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        TokenIcon(view.players[player.toInt()].token, Modifier.size(28.dp))
        Text(
            label,
            style = MaterialTheme.typography.titleMedium,
            fontWeight = if (first) FontWeight.Bold else FontWeight.Normal,
            modifier = Modifier.padding(start = 12.dp),
        )
    }
}
