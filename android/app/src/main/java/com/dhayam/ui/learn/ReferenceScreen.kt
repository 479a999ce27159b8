// The Rules & Settings reference of one game, over whatever screen opened it (Learn to play, the
// setup, the pause menu): how to play in steps; one coin's whole route, drawn on the board; the
// rules in play beside a preset's, the rows where they differ marked; the rules no switch
// changes; players and coins; the board's looks and the app's settings. Everything shown is the
// core's Reference, generated from the rules in play; Back is AppIntent.CloseReference.
package com.dhayam.ui.learn

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Dialog
import androidx.compose.ui.window.DialogProperties
import com.dhayam.R
import com.dhayam.core.Reference
import com.dhayam.core.boardLayout
import com.dhayam.ui.WholeWordsText
import com.dhayam.ui.board.Board
import com.dhayam.ui.board.BoardGeometry
import com.dhayam.ui.board.skinPalette
import com.dhayam.ui.menu.MenuScaffold
import com.dhayam.ui.menu.Section
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.text
import kotlin.math.atan2
import kotlin.math.cos
import kotlin.math.sin

/** The reference [reference], scrolled by [scroll]; [onClose] closes it. */
@Composable
fun ReferenceScreen(reference: Reference, onClose: () -> Unit, scroll: ScrollState = rememberScrollState()) {
    // A dialog, so that it lies over the pause menu it may be opened from.
    Dialog(onDismissRequest = onClose, properties = DialogProperties(usePlatformDefaultWidth = false)) {
        MenuScaffold(text(R.string.learn_reference_title), onClose) { padding ->
            Column(Modifier.fillMaxSize().padding(padding).verticalScroll(scroll).padding(horizontal = 20.dp)) {
                // The game's name heads the page (in Tamil the two names together are too long
                // for the title bar).
                Text(
                    text(nameOf(reference.game)),
                    style = MaterialTheme.typography.headlineSmall,
                    fontWeight = FontWeight.Bold,
                    color = MaterialTheme.colorScheme.primary,
                    modifier = Modifier.semantics { heading() },
                )
                Section(text(R.string.learn_how_to_play)) {
                    reference.steps.forEachIndexed { i, step -> Numbered("${i + 1}.", text(step)) }
                }
                Section(text(R.string.learn_route)) {
                    RouteBoard(reference)
                    Text(text(reference.routeText), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(top = 8.dp))
                }
                reference.comparedWith?.let { RulesTable(reference, it) }
                Section(text(R.string.learn_fixed_rules)) {
                    for (rule in reference.fixed) Numbered("•", text(rule))
                    // Without a table (Paramapadam) the throws are fixed rules too.
                    if (reference.comparedWith == null) {
                        for (line in reference.throws) Numbered("•", "${text(line.name)}: ${line.inPlay.joinToString(", ")}")
                    }
                }
                Section(text(R.string.learn_coins)) {
                    Text(text(R.string.learn_players_coins, reference.players.toInt(), reference.coins.toInt()), style = MaterialTheme.typography.bodyMedium)
                    if (reference.coinChoices.size > 1) {
                        Text(
                            text(R.string.learn_coin_choices, reference.coinChoices.joinToString(", ")),
                            style = MaterialTheme.typography.bodySmall,
                            color = MaterialTheme.colorScheme.onSurfaceVariant,
                        )
                    }
                }
                Section(text(R.string.learn_skins_and_settings)) {
                    val skins = reference.skins.map { line -> text(line.name).let { if (line.inPlay) "[$it]" else it } }
                    Text(skins.joinToString(" · "), style = MaterialTheme.typography.bodyMedium)
                    for (line in reference.settings) {
                        Column(Modifier.padding(top = 8.dp)) {
                            Text(text(line.name), style = MaterialTheme.typography.bodyMedium, fontWeight = FontWeight.Bold)
                            Text(text(line.detail), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                        }
                    }
                }
                Spacer(Modifier.height(24.dp))
            }
        }
    }
}

/** [body] hung from [mark] ("1.", "•"). */
@Composable
private fun Numbered(mark: String, body: String) {
    Row(Modifier.fillMaxWidth().padding(vertical = 3.dp)) {
        Text(mark, style = MaterialTheme.typography.bodyMedium, fontWeight = FontWeight.Bold, modifier = Modifier.width(24.dp))
        Text(body, style = MaterialTheme.typography.bodyMedium)
    }
}

/**
 * The board in the reference's skin with Player 1's route drawn over it: a line through the
 * centre of every square in order, a dot where the coin comes in and an arrowhead at the goal.
 * For screen readers it is the route in words, which follows it.
 */
@Composable
private fun RouteBoard(reference: Reference) {
    val layout = remember(reference.game) { boardLayout(reference.game) }
    val skin = reference.skins.firstOrNull { it.inPlay }?.skin ?: reference.skins.first().skin
    val colour = remember(skin) { skinPalette(skin).highlight }
    val said = text(reference.routeText)
    Box(Modifier.fillMaxWidth().clearAndSetSemantics { contentDescription = said }, contentAlignment = Alignment.Center) {
        Board(layout, skin, emptyList(), emptyList(), emptyList(), emptyList(), ring = false, onSquare = {}, onHome = {})
        Canvas(Modifier.matchParentSize()) {
            val g = BoardGeometry(layout, size)
            val points = reference.route.mapNotNull { id -> g.square(id)?.let { g.px(it.centre) } }
            if (points.size < 2) return@Canvas
            val path = Path().apply {
                moveTo(points[0].x, points[0].y)
                for (p in points.drop(1)) lineTo(p.x, p.y)
            }
            val width = g.unit * 0.12f
            drawPath(path, colour.copy(alpha = 0.85f), style = Stroke(width, cap = StrokeCap.Round, join = StrokeJoin.Round))
            drawCircle(colour, g.unit * 0.22f, points.first())
            // The arrowhead points along the last step, into the goal.
            val (tip, from) = points.last() to points[points.size - 2]
            val angle = atan2(tip.y - from.y, tip.x - from.x)
            val back = g.unit * 0.45f
            fun wing(turn: Float) = Offset(tip.x - back * cos(angle + turn), tip.y - back * sin(angle + turn))
            val head = Path().apply {
                moveTo(tip.x, tip.y)
                wing(0.5f).let { lineTo(it.x, it.y) }
                wing(-0.5f).let { lineTo(it.x, it.y) }
                close()
            }
            drawPath(head, colour)
        }
    }
}

/** The rules in play beside [compared]'s, each row's two values, rows that differ marked. */
@Composable
private fun RulesTable(reference: Reference, compared: com.dhayam.core.Preset) {
    val on = text(R.string.on)
    val off = text(R.string.off)
    Section(text(R.string.learn_rules_table)) {
        TableRow("", text(R.string.learn_in_play), text(nameOf(compared)), differs = false, heading = true)
        HorizontalDivider(color = MaterialTheme.colorScheme.outlineVariant)
        for (line in reference.throws) {
            TableRow(text(line.name), line.inPlay.joinToString(", "), line.compared.joinToString(", "), line.differs, detail = text(line.detail))
        }
        for (line in reference.switches) {
            TableRow(
                text(line.name),
                if (line.inPlay) on else off,
                if (line.compared) on else off,
                line.differs,
                detail = text(line.detail),
            )
        }
        Text(
            "● ${text(R.string.learn_differs)}",
            style = MaterialTheme.typography.bodySmall,
            color = MaterialTheme.colorScheme.primary,
            modifier = Modifier.padding(top = 6.dp),
        )
    }
}

/** One row: the rule (and what it means), its value in play, its value compared. */
@Composable
private fun TableRow(name: String, inPlay: String, compared: String, differs: Boolean, detail: String? = null, heading: Boolean = false) {
    val colors = MaterialTheme.colorScheme
    val weight = if (differs || heading) FontWeight.Bold else FontWeight.Normal
    val mark = if (differs) colors.primary else colors.onSurface
    Row(
        Modifier.fillMaxWidth().padding(vertical = 5.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalAlignment = Alignment.Top,
    ) {
        Column(Modifier.weight(1f)) {
            Text(if (differs) "● $name" else name, style = MaterialTheme.typography.bodyMedium, fontWeight = weight, color = mark)
            detail?.let { Text(it, style = MaterialTheme.typography.bodySmall, color = colors.onSurfaceVariant) }
        }
        // The values' columns are narrow: a header word too long for one is set smaller, whole.
        val value = if (heading) MaterialTheme.typography.labelMedium else MaterialTheme.typography.bodyMedium
        WholeWordsText(inPlay, value.copy(fontWeight = weight), Modifier.width(76.dp), color = mark)
        WholeWordsText(compared, value.copy(fontWeight = weight), Modifier.width(76.dp))
    }
}
