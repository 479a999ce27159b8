// The game screen, phone portrait first: a top bar (the game, each player's strip with the one
// to act lit and a closed gate shown, Pause), the board as large as the rest allows, a status
// line (the last thing the core told, what to do now, why a tap was refused), the sticks beside
// the Roll button, the banked chips, the hint, and the quick Undo bar with its countdown. It draws the
// core's GameScreenView and hands taps back as intents; the pause menu and the game-over card go
// over it (GamePlay shows them when the view says paused or over). For screen readers every
// control is labelled with the core's words for its state, the board reads square by square (see
// Board), the legal moves are a row of buttons under the bank, and the core's announcements go to
// a polite live region.
package com.dhayam.ui.game

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.LinearEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.IconButton
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.key
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.GameKind
import com.dhayam.core.GameScreenView
import com.dhayam.core.Gate
import com.dhayam.core.Intent
import com.dhayam.core.LogTurn
import com.dhayam.core.MoveOption
import com.dhayam.core.PlayerStrip
import com.dhayam.core.SeatKind
import com.dhayam.core.SquareReading
import com.dhayam.core.Text as CoreText
import com.dhayam.core.UndoBar
import com.dhayam.core.boardLayout
import com.dhayam.model.Announcement
import com.dhayam.ui.LocalWords
import com.dhayam.ui.WholeWordsText
import com.dhayam.ui.board.Board
import com.dhayam.ui.board.TokenIcon
import com.dhayam.ui.say
import com.dhayam.ui.text

/** Test tag of the live region that says the core's latest announcement. */
const val ANNOUNCEMENT_TAG = "announcement"

/**
 * The game screen of [view]; every tap goes to [onIntent] as the core's intent. [announcement] is
 * what the core last asked to be announced, said by a polite live region; [reading] is the board
 * read aloud and [recent] the last turns (the core's, each fetched apart from the view when its
 * version changes).
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun GameScreen(
    view: GameScreenView,
    onIntent: (Intent) -> Unit,
    modifier: Modifier = Modifier,
    announcement: Announcement = Announcement.NONE,
    reading: List<SquareReading> = emptyList(),
    recent: List<LogTurn> = emptyList(),
) {
    val layout = remember(view.game) { boardLayout(view.game) }
    val board = @Composable {
        Board(
            layout = layout,
            skin = view.skin,
            players = view.players,
            piles = view.coins,
            destinations = view.destinations,
            movable = view.movable,
            ring = view.ring,
            onSquare = { onIntent(Intent.TapSquare(it.toUByte())) },
            onHome = { onIntent(Intent.TapHome) },
            reading = reading,
            moves = view.moves,
            onPlay = { onIntent(Intent.Play(it)) },
        )
    }
    val controls = @Composable {
        Status(view)
        LiveAnnouncement(announcement)
        // At large text sizes Roll goes under the sticks, so it can't cover the value thrown.
        val large = LocalDensity.current.fontScale > 1.3f
        FlowRow(
            Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 4.dp),
            verticalArrangement = Arrangement.Center,
            horizontalArrangement = Arrangement.SpaceBetween,
            maxItemsInEachRow = if (large) 1 else 2,
        ) {
            Sticks(view.sticks, Modifier.align(Alignment.CenterVertically), view.sticksText?.let { text(it) })
            Button(
                onClick = { onIntent(Intent.Roll) },
                enabled = view.canRoll,
                modifier = Modifier.heightIn(min = 52.dp).align(Alignment.CenterVertically).then(if (large) Modifier.fillMaxWidth() else Modifier),
                shape = RoundedCornerShape(14.dp),
                colors = ButtonDefaults.buttonColors(containerColor = MaterialTheme.colorScheme.primary),
            ) {
                Text(text(R.string.play_roll), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
            }
        }
        // The core says whether the game banks its throws (Paramapadam doesn't).
        if (view.showsBank) {
            Bank(
                chips = view.chips,
                onChip = { onIntent(Intent.TapChip(it.toUByte())) },
                modifier = Modifier.fillMaxWidth().horizontalScroll(rememberScrollState())
                    .padding(horizontal = 16.dp).heightIn(min = 48.dp),
            )
        }
        view.hint?.let { HintCard(it) }
        Moves(view.moves, hint = if (view.canHint) ({ onIntent(Intent.Hint) }) else null) { onIntent(Intent.Play(it.action)) }
        Spacer(Modifier.height(8.dp))
    }
    BoxWithConstraints(modifier.fillMaxSize().background(MaterialTheme.colorScheme.background)) {
        // Held sideways (or on a wide screen) the board takes the height on the left and the
        // rest goes beside it; upright, the board takes what the controls leave above them, and
        // the last turns any height left between.
        val sideways = maxWidth > maxHeight
        val besideBoard = maxWidth * 0.48f
        Column(Modifier.fillMaxSize()) {
            TopBar(view) { onIntent(Intent.Pause) }
            if (sideways) {
                Row(Modifier.weight(1f).fillMaxWidth()) {
                    Box(Modifier.weight(1f).fillMaxHeight().padding(6.dp), contentAlignment = Alignment.Center) { board() }
                    Column(Modifier.width(besideBoard).fillMaxHeight().verticalScroll(rememberScrollState())) { controls() }
                }
            } else {
                UprightLayout(
                    board = { Box(Modifier.fillMaxWidth().padding(horizontal = 6.dp, vertical = 4.dp), contentAlignment = Alignment.Center) { board() } },
                    turns = { RecentTurns(recent) },
                    controls = { Column(Modifier.fillMaxWidth()) { controls() } },
                    modifier = Modifier.weight(1f).fillMaxWidth(),
                )
            }
        }
        view.undo?.let {
            UndoBar(it, view.walking, { onIntent(Intent.Undo) }, Modifier.align(Alignment.BottomCenter).padding(12.dp), text(it.text))
        }
    }
}

/**
 * The game's name and Pause, with each player's token and number (the one to act lit) between
 * them; more than two players get a row of their own so six still fit a phone's width.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun TopBar(view: GameScreenView, onPause: () -> Unit) {
    // At large text sizes the players get their own row too, so the game's name keeps its room.
    val large = LocalDensity.current.fontScale > 1.3f
    val inline = view.players.size <= 2 && !large
    Column(Modifier.fillMaxWidth().background(MaterialTheme.colorScheme.surfaceContainer).padding(start = 16.dp, end = 4.dp, top = 2.dp, bottom = 4.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            val title = MaterialTheme.typography.titleLarge.copy(fontWeight = FontWeight.Bold)
            if (large) {
                // Whole even where the name is one word longer than the room beside Pause
                // (Paramapadam in English).
                WholeWordsText(text(gameName(view.game)), title, Modifier.weight(1f), color = MaterialTheme.colorScheme.primary)
            } else {
                Text(
                    text(gameName(view.game)),
                    style = title,
                    color = MaterialTheme.colorScheme.primary,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                    modifier = if (inline) Modifier else Modifier.weight(1f),
                )
            }
            if (inline) {
                Row(Modifier.weight(1f).padding(horizontal = 8.dp), Arrangement.spacedBy(4.dp, Alignment.End), Alignment.CenterVertically) {
                    Players(view)
                }
            }
            IconButton(onClick = onPause, enabled = view.canPause) { PauseIcon(text(R.string.play_pause)) }
        }
        if (!inline) {
            // Six players at large text sizes need more than the width: they go on to a
            // second line rather than past the edge.
            FlowRow(
                Modifier.fillMaxWidth().padding(end = 12.dp),
                horizontalArrangement = Arrangement.SpaceBetween,
                verticalArrangement = Arrangement.spacedBy(2.dp),
            ) { Players(view) }
        }
    }
}

/**
 * A strip per player: token, number, a screen glyph for the computer and a padlock while their
 * gate is closed; the one to act lit. Laid out by the caller's row.
 */
@Composable
private fun Players(view: GameScreenView) {
    for (player in view.players) {
        val acting = player.toAct
        val gate = if (player.gate == Gate.CLOSED) text(R.string.play_gate_closed) else null
        val name = text(player.text)
        Row(
            Modifier
                .clearAndSetSemantics { contentDescription = name }
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
            if (gate != null) GateMark()
        }
    }
}

/** A tiny screen glyph beside a computer seat's number. */
@Composable
private fun ComputerMark() {
    val colour = MaterialTheme.colorScheme.onSurfaceVariant
    Canvas(Modifier.size(11.dp)) {
        val w = size.width
        drawRoundRect(colour, Offset(0f, w * 0.1f), Size(w, w * 0.62f), CornerRadius(w * 0.12f), style = Stroke(w * 0.14f))
        drawLine(colour, Offset(w * 0.5f, w * 0.72f), Offset(w * 0.5f, w * 0.9f), w * 0.14f)
        drawLine(colour, Offset(w * 0.25f, w * 0.92f), Offset(w * 0.75f, w * 0.92f), w * 0.14f)
    }
}

/** A small padlock: this player's gate is closed until they cut. */
@Composable
private fun GateMark() {
    val colour = MaterialTheme.colorScheme.primary
    Canvas(Modifier.padding(start = 2.dp).size(12.dp)) {
        val w = size.width
        drawArc(colour, 180f, 180f, false, Offset(w * 0.25f, w * 0.05f), Size(w * 0.5f, w * 0.6f), style = Stroke(w * 0.13f))
        drawRoundRect(colour, Offset(w * 0.12f, w * 0.4f), Size(w * 0.76f, w * 0.56f), CornerRadius(w * 0.1f))
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

/** The last thing the core told over what to do now, and why a tap was refused. */
@Composable
private fun Status(view: GameScreenView) {
    val computer = view.players.any { it.toAct && it.kind is SeatKind.Computer }
    // At large text sizes the lines take the room they need (the board gives it up).
    val lines = if (LocalDensity.current.fontScale > 1.3f) Int.MAX_VALUE else 2
    Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp).heightIn(min = 44.dp), verticalArrangement = Arrangement.Center) {
        view.status.lastOrNull()?.let {
            Text(
                text(it),
                style = MaterialTheme.typography.titleSmall,
                fontWeight = FontWeight.Bold,
                color = MaterialTheme.colorScheme.onBackground,
                maxLines = lines,
                overflow = TextOverflow.Ellipsis,
            )
        }
        view.prompt?.let {
            Text(
                text(it),
                style = MaterialTheme.typography.bodyMedium,
                color = if (computer) MaterialTheme.colorScheme.onSurfaceVariant else MaterialTheme.colorScheme.tertiary,
                maxLines = lines,
                overflow = TextOverflow.Ellipsis,
            )
        }
        view.refusal?.let {
            Text(
                text(it),
                color = MaterialTheme.colorScheme.error,
                style = MaterialTheme.typography.bodySmall,
                maxLines = lines,
                overflow = TextOverflow.Ellipsis,
            )
        }
    }
}

/**
 * The quick Undo bar: the question, the Undo action, and a line running down over the time the
 * core says is left (it holds while the action is still being shown, [walking]).
 */
@Composable
private fun UndoBar(bar: UndoBar, walking: Boolean, onUndo: () -> Unit, modifier: Modifier = Modifier, label: String = "") {
    // The whole window is the time left when the bar first showed.
    val whole = remember { bar.msLeft.toFloat().coerceAtLeast(1f) }
    val left = remember { Animatable(1f) }
    LaunchedEffect(bar.msLeft, walking) {
        left.snapTo(bar.msLeft.toFloat() / whole)
        if (!walking) left.animateTo(0f, tween(bar.msLeft.toInt(), easing = LinearEasing))
    }
    Surface(
        modifier.fillMaxWidth(),
        shape = RoundedCornerShape(12.dp),
        color = MaterialTheme.colorScheme.inverseSurface,
        contentColor = MaterialTheme.colorScheme.inverseOnSurface,
        shadowElevation = 6.dp,
    ) {
        Column {
            val prompt = @Composable { modifier: Modifier ->
                Text(text(R.string.play_undo_prompt), style = MaterialTheme.typography.bodyLarge, modifier = modifier)
            }
            val undo = @Composable { modifier: Modifier ->
                TextButton(onClick = onUndo, modifier = modifier.heightIn(min = 48.dp).semantics { contentDescription = label }) {
                    Text(text(R.string.play_undo), color = MaterialTheme.colorScheme.inversePrimary, fontWeight = FontWeight.Bold, style = MaterialTheme.typography.titleSmall)
                }
            }
            if (LocalDensity.current.fontScale > 1.3f) {
                // At large text sizes the question has the bar's width and Undo goes under it:
                // beside a large Undo the question would be squeezed into a letter a line.
                Column(Modifier.fillMaxWidth().padding(start = 16.dp, end = 6.dp, top = 4.dp, bottom = 2.dp)) {
                    prompt(Modifier.padding(end = 10.dp))
                    undo(Modifier.align(Alignment.End))
                }
            } else {
                Row(Modifier.padding(start = 16.dp, end = 6.dp, top = 4.dp, bottom = 2.dp), verticalAlignment = Alignment.CenterVertically) {
                    prompt(Modifier.weight(1f))
                    Spacer(Modifier.width(8.dp))
                    undo(Modifier)
                }
            }
            LinearProgressIndicator(
                progress = { left.value },
                modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp).padding(bottom = 8.dp).height(3.dp),
                color = MaterialTheme.colorScheme.inversePrimary,
                trackColor = MaterialTheme.colorScheme.inverseOnSurface.copy(alpha = 0.2f),
                drawStopIndicator = {},
            )
        }
    }
}

/**
 * The core's latest announcement in a polite live region: a screen reader says it when it
 * changes, after what it is saying. Each announcement is a node of its own (keyed by its
 * number), so the same words twice in a row are said twice. It takes no room; the status line
 * shows the same events.
 */
@Composable
private fun LiveAnnouncement(announcement: Announcement) {
    val words = LocalWords.current
    val said = announcement.texts.joinToString(" ") { words.say(it) }
    key(announcement.seq) {
        Box(
            Modifier.size(1.dp).testTag(ANNOUNCEMENT_TAG).semantics {
                liveRegion = LiveRegionMode.Polite
                contentDescription = said
            },
        )
    }
}

/**
 * The legal moves as a row of buttons, for a player who doesn't explore the board: each shows
 * where the coin goes from and to with the values spent, and reads as the core's words for it.
 * First comes Hint, when the core offers one ([hint]).
 */
@Composable
private fun Moves(moves: List<MoveOption>, hint: (() -> Unit)?, onMove: (MoveOption) -> Unit) {
    Row(
        Modifier.fillMaxWidth().horizontalScroll(rememberScrollState()).padding(horizontal = 16.dp).heightIn(min = 48.dp),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        hint?.let {
            FilledTonalButton(
                onClick = it,
                modifier = Modifier.heightIn(min = 48.dp),
                shape = RoundedCornerShape(10.dp),
                contentPadding = PaddingValues(horizontal = 12.dp),
            ) { Text(text(R.string.hint_button), style = MaterialTheme.typography.labelLarge, maxLines = 1) }
        }
        for (move in moves) {
            val said = text(move.text)
            OutlinedButton(
                onClick = { onMove(move) },
                modifier = Modifier.heightIn(min = 48.dp).widthIn(min = 48.dp).clearAndSetSemantics {
                    contentDescription = said
                    onClick { onMove(move); true }
                    role = Role.Button
                },
                shape = RoundedCornerShape(10.dp),
                contentPadding = PaddingValues(horizontal = 10.dp),
            ) {
                Text(text(move.label), style = MaterialTheme.typography.labelLarge, maxLines = 1)
            }
        }
    }
}

