// The end of a game, a dialog over the final board: who won (or that no coin could move and it
// is drawn), then the places in the order the core gives them, each with its token, and the way
// on: play again with the same setup, or back to the menu. What it shows is the core's GameResult;
// Back (the system's, or Escape) is the core's Back, which leaves a finished game for Home.
package com.dhayam.ui.game

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
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
import com.dhayam.core.GameResult
import com.dhayam.core.PlayerStrip
import com.dhayam.ui.WholeWordsText
import com.dhayam.ui.board.TokenIcon
import com.dhayam.ui.text

/** The [result] of the finished game of [players]; [onBack] sends the core its Back. */
@Composable
fun GameOver(result: GameResult, players: List<PlayerStrip>, onPlayAgain: () -> Unit, onMenu: () -> Unit, onBack: () -> Unit) {
    Dialog(onDismissRequest = onBack, properties = DialogProperties(usePlatformDefaultWidth = false, dismissOnClickOutside = false)) {
        Surface(
            Modifier.padding(horizontal = 24.dp).fillMaxWidth(),
            shape = RoundedCornerShape(24.dp),
            color = MaterialTheme.colorScheme.surface,
            shadowElevation = 12.dp,
        ) {
            // It scrolls when it is taller than the screen (six players at large text sizes),
            // so Play again and Menu are always within reach.
            Column(
                Modifier.verticalScroll(rememberScrollState()).padding(24.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
                verticalArrangement = Arrangement.spacedBy(14.dp),
            ) {
                Text(text(R.string.over_title), style = MaterialTheme.typography.titleMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                val winner = result.winner
                winner?.let { w -> players.firstOrNull { it.player == w }?.let { TokenIcon(it.token, Modifier.size(64.dp)) } }
                // Whole words even at large text sizes, where Tamil's ஆட்டக்காரர் ("player") alone
                // is wider than the card.
                WholeWordsText(
                    if (winner == null) text(R.string.over_draw) else text(R.string.over_winner, playerName(winner)),
                    MaterialTheme.typography.headlineSmall.copy(fontWeight = FontWeight.Bold),
                    color = MaterialTheme.colorScheme.primary,
                    textAlign = TextAlign.Center,
                )
                Places(result, players)
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

/** "Player n" for player [player] (0 is Player 1). */
@Composable
private fun playerName(player: UInt): String = text(R.string.player_n, player.toInt() + 1)

/** The places in finishing order, then anyone the core left unplaced, unnumbered. */
@Composable
private fun Places(result: GameResult, players: List<PlayerStrip>) {
    val rest = players.map { it.player }.filter { it !in result.places }
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        result.places.forEachIndexed { i, player ->
            PlaceRow(players, player, text(R.string.over_place, i + 1, playerName(player)), first = i == 0)
        }
        for (player in rest) PlaceRow(players, player, playerName(player), first = false)
    }
}

@Composable
private fun PlaceRow(players: List<PlayerStrip>, player: UInt, label: String, first: Boolean) {
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
        players.firstOrNull { it.player == player }?.let { TokenIcon(it.token, Modifier.size(28.dp)) }
        WholeWordsText(
            label,
            MaterialTheme.typography.titleMedium.copy(fontWeight = if (first) FontWeight.Bold else FontWeight.Normal),
            Modifier.padding(start = 12.dp),
        )
    }
}
