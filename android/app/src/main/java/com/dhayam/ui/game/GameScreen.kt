// The game screen, phone portrait first: a top bar (the game, its players with the one to act
// lit, Pause), the board as large as the rest allows, a status line (what happened, what to do),
// the sticks beside the Roll button, the banked values, and the quick Undo bar. It draws
// GameUiState and hands taps back; the pause menu and the game-over card go over it (the app
// shows them when the state is paused or over).
package com.dhayam.ui.game

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.GameKind
import com.dhayam.core.GameView
import com.dhayam.core.Phase
import com.dhayam.core.SeatKind
import com.dhayam.model.GameUiState
import com.dhayam.model.Note
import com.dhayam.model.playerName
import com.dhayam.ui.board.Board
import com.dhayam.ui.board.TokenIcon
import com.dhayam.ui.text

/** The game screen of [state]; every tap goes to the matching callback. */
@Composable
fun GameScreen(
    state: GameUiState,
    onRoll: () -> Unit,
    onValue: (UInt) -> Unit,
    onSquare: (UInt) -> Unit,
    onHome: () -> Unit,
    onUndo: () -> Unit,
    onPause: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val view = state.view
    Box(modifier.fillMaxSize().background(MaterialTheme.colorScheme.background)) {
        Column(Modifier.fillMaxSize()) {
            TopBar(view, onPause)
            Box(
                Modifier.weight(1f).fillMaxWidth().padding(horizontal = 6.dp, vertical = 4.dp),
                contentAlignment = Alignment.Center,
            ) {
                Board(
                    layout = state.layout,
                    skin = view.skin,
                    players = view.players,
                    tokens = state.tokens,
                    destinations = state.destinations,
                    movable = if (state.walking) emptySet() else state.movable,
                    ring = state.ring,
                    onSquare = onSquare,
                    onHome = onHome,
                    acting = state.humanToAct,
                )
            }
            Status(state)
            Row(
                Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 4.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Sticks(state.sticks, Modifier.weight(1f))
                Button(
                    onClick = onRoll,
                    enabled = state.canRoll,
                    modifier = Modifier.heightIn(min = 52.dp),
                    shape = RoundedCornerShape(14.dp),
                    colors = ButtonDefaults.buttonColors(containerColor = MaterialTheme.colorScheme.primary),
                ) {
                    Text(text(R.string.play_roll), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
                }
            }
            // Paramapadam has nothing to bank: each throw moves the token at once.
            if (view.game != GameKind.PARAMAPADAM) {
                Bank(
                    bank = view.bank,
                    chosen = state.choice.value,
                    enabled = state.humanToAct != null && !state.walking && !view.mustRoll,
                    onValue = onValue,
                    modifier = Modifier.fillMaxWidth().horizontalScroll(rememberScrollState())
                        .padding(horizontal = 16.dp).heightIn(min = 44.dp),
                )
            }
            state.error?.let {
                Text(
                    it,
                    color = MaterialTheme.colorScheme.error,
                    style = MaterialTheme.typography.bodySmall,
                    maxLines = 2,
                    overflow = TextOverflow.Ellipsis,
                    modifier = Modifier.padding(horizontal = 16.dp),
                )
            }
            Spacer(Modifier.height(8.dp))
        }
        if (state.undoOffered) {
            UndoBar(onUndo, Modifier.align(Alignment.BottomCenter).padding(12.dp))
        }
    }
}

/**
 * The game's name and Pause, with each player's token and number (the one to act lit) between
 * them; more than two players get a row of their own so six still fit a phone's width.
 */
@Composable
private fun TopBar(view: GameView, onPause: () -> Unit) {
    val inline = view.players.size <= 2
    Column(Modifier.fillMaxWidth().background(MaterialTheme.colorScheme.surfaceContainer).padding(start = 16.dp, end = 4.dp, top = 2.dp, bottom = 4.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(
                text(gameName(view.game)),
                style = MaterialTheme.typography.titleLarge,
                fontWeight = FontWeight.Bold,
                color = MaterialTheme.colorScheme.primary,
                maxLines = 1,
                modifier = if (inline) Modifier else Modifier.weight(1f),
            )
            if (inline) Players(view, Modifier.weight(1f).padding(horizontal = 8.dp), Arrangement.spacedBy(4.dp, Alignment.End))
            IconButton(onClick = onPause) { PauseIcon(text(R.string.play_pause)) }
        }
        if (!inline) Players(view, Modifier.fillMaxWidth().padding(end = 12.dp), Arrangement.SpaceBetween)
    }
}

/** A chip per player: token, number, a screen glyph for the computer; the one to act lit. */
@Composable
private fun Players(view: GameView, modifier: Modifier, arrangement: Arrangement.Horizontal) {
    Row(modifier, horizontalArrangement = arrangement, verticalAlignment = Alignment.CenterVertically) {
        for (player in view.players) {
            val acting = view.toAct == player.player && !view.over
            val name = text(playerName(player.player))
            Row(
                Modifier
                    .semantics { contentDescription = name }
                    .background(
                        if (acting) MaterialTheme.colorScheme.secondaryContainer else Color.Transparent,
                        RoundedCornerShape(50),
                    )
                    .border(
                        if (acting) 2.dp else 0.dp,
                        if (acting) MaterialTheme.colorScheme.secondary else Color.Transparent,
                        RoundedCornerShape(50),
                    )
                    .padding(horizontal = 5.dp, vertical = 3.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                TokenIcon(player.token, Modifier.size(22.dp))
                Text(
                    (player.player.toInt() + 1).toString(),
                    style = MaterialTheme.typography.labelLarge,
                    fontWeight = if (acting) FontWeight.Bold else FontWeight.Normal,
                    modifier = Modifier.padding(start = 2.dp, end = 1.dp),
                )
                if (player.kind is SeatKind.Computer) ComputerMark()
            }
        }
    }
}

/** A tiny screen glyph beside a computer seat's number. */
@Composable
private fun ComputerMark() {
    val colour = MaterialTheme.colorScheme.onSurfaceVariant
    Canvas(Modifier.size(11.dp)) {
        val w = size.width
        drawRoundRect(colour, Offset(0f, w * 0.1f), Size(w, w * 0.62f), CornerRadius(w * 0.12f), style = androidx.compose.ui.graphics.drawscope.Stroke(w * 0.14f))
        drawLine(colour, Offset(w * 0.5f, w * 0.72f), Offset(w * 0.5f, w * 0.9f), w * 0.14f)
        drawLine(colour, Offset(w * 0.25f, w * 0.92f), Offset(w * 0.75f, w * 0.92f), w * 0.14f)
    }
}

/** The pause glyph, two bars, drawn so no icon font is needed. */
@Composable
private fun PauseIcon(label: String) {
    val colour = MaterialTheme.colorScheme.onSurface
    Canvas(Modifier.size(22.dp).semantics { contentDescription = label }) {
        val bar = Size(size.width * 0.26f, size.height * 0.78f)
        val top = size.height * 0.11f
        drawRoundRect(colour, Offset(size.width * 0.14f, top), bar, CornerRadius(bar.width * 0.3f))
        drawRoundRect(colour, Offset(size.width * 0.6f, top), bar, CornerRadius(bar.width * 0.3f))
    }
}

/** The name of [game]. */
internal fun gameName(game: GameKind): Int = when (game) {
    GameKind.DHAYAM -> R.string.game_dhayam
    GameKind.THAYAM -> R.string.game_thayam
    GameKind.PARAMAPADAM -> R.string.game_paramapadam
}

/** What just happened (the note) over what to do now, or who is thinking. */
@Composable
private fun Status(state: GameUiState) {
    val view = state.view
    val acting = view.toAct?.takeIf { !view.over }
    val computer = acting?.let { view.players[it.toInt()].kind is SeatKind.Computer } == true
    val prompt: Note? = when {
        acting == null -> null
        computer -> Note(R.string.play_thinking, listOf(playerName(acting)))
        view.phase is Phase.ThrowOff -> Note(R.string.play_throw_off)
        view.mustRoll -> Note(R.string.play_to_roll, listOf(playerName(acting)))
        state.walking -> null
        state.choice.coin != null -> Note(R.string.play_pick_destination)
        else -> Note(R.string.play_to_move, listOf(playerName(acting)))
    }
    Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp).heightIn(min = 44.dp), verticalArrangement = Arrangement.Center) {
        state.note?.let {
            Text(
                text(it),
                style = MaterialTheme.typography.titleSmall,
                fontWeight = FontWeight.Bold,
                color = MaterialTheme.colorScheme.onBackground,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
            )
        }
        prompt?.let {
            Text(
                text(it),
                style = MaterialTheme.typography.bodyMedium,
                color = if (computer) MaterialTheme.colorScheme.onSurfaceVariant else MaterialTheme.colorScheme.tertiary,
                maxLines = 2,
                overflow = TextOverflow.Ellipsis,
            )
        }
    }
}

/** The quick Undo prompt: a dark bar with the question and the Undo action. */
@Composable
private fun UndoBar(onUndo: () -> Unit, modifier: Modifier = Modifier) {
    Surface(
        modifier.fillMaxWidth(),
        shape = RoundedCornerShape(12.dp),
        color = Color(0xFF2B1E16),
        contentColor = Color(0xFFFBF4E8),
        shadowElevation = 6.dp,
    ) {
        Row(Modifier.padding(start = 16.dp, end = 6.dp, top = 4.dp, bottom = 4.dp), verticalAlignment = Alignment.CenterVertically) {
            Text(text(R.string.play_undo_prompt), style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f))
            Spacer(Modifier.width(8.dp))
            TextButton(onClick = onUndo) {
                Text(text(R.string.play_undo), color = Color(0xFFF3C44E), fontWeight = FontWeight.Bold, style = MaterialTheme.typography.titleSmall)
            }
        }
    }
}
