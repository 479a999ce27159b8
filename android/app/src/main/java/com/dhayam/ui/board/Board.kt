// The board as one composable: any of the three games drawn from the core's layout in a skin,
// with the coins' piles where the core draws them at this step of an animation and the squares
// it names marked, and taps turned into squares and the home. It holds no game state: what to draw comes in, what was tapped goes
// out. The still board and the moving marks are two canvases, so the pulsing ring redraws only
// the tokens' layer, not 132 numbers and 24 snakes and ladders. Over them lies a layer of
// accessibility nodes, one per square, home circle and goal in the core's reading order, each
// saying what stands there and offering the legal moves that leave from it as custom actions.
package com.dhayam.ui.board

import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.RepeatMode
import androidx.compose.animation.core.animateFloat
import androidx.compose.animation.core.infiniteRepeatable
import androidx.compose.animation.core.rememberInfiniteTransition
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.State
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableFloatStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.customActions
import androidx.compose.ui.semantics.isTraversalGroup
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.traversalIndex
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.toSize
import com.dhayam.core.BoardLayout
import com.dhayam.core.BoardSkin
import com.dhayam.core.GameKind
import com.dhayam.core.Move
import com.dhayam.core.MoveOption
import com.dhayam.core.Pile
import com.dhayam.core.PlayerStrip
import com.dhayam.core.Spot
import com.dhayam.core.SquareReading
import com.dhayam.ui.LocalReducedMotion
import com.dhayam.ui.LocalWords
import com.dhayam.ui.say
import kotlin.math.roundToInt

/**
 * The board of [layout] in [skin], with the [piles] of [players]' coins. [destinations] get a
 * ring (pulsing when [ring]), coins on [movable] spots a glow. Taps on a square call [onSquare];
 * taps on the home circle of the player to act (any home when none is) call [onHome]. For
 * screen readers, each of the core's [reading] entries is a node over its square or home, with
 * the [moves] leaving from there as actions that call [onPlay].
 */
@Composable
fun Board(
    layout: BoardLayout,
    skin: BoardSkin,
    players: List<PlayerStrip>,
    piles: List<Pile>,
    destinations: List<UInt>,
    movable: List<Spot>,
    ring: Boolean,
    onSquare: (UInt) -> Unit,
    onHome: () -> Unit,
    modifier: Modifier = Modifier,
    reading: List<SquareReading> = emptyList(),
    moves: List<MoveOption> = emptyList(),
    onPlay: (Move) -> Unit = {},
) {
    val acting = players.firstOrNull { it.toAct }?.path
    // Read from the core when the skin changes, not on every frame of the ring's pulse.
    val palette = remember(skin) { skinPalette(skin) }
    val measurer = rememberTextMeasurer(cacheSize = 160)
    val text = boardTextStyle(MaterialTheme.typography.labelSmall)
    val aspect = remember(layout) { boardAspect(layout) }
    val square by rememberUpdatedState(onSquare)
    val home by rememberUpdatedState(onHome)
    val seats = remember(players, acting) { acting?.let { listOf(it) } ?: players.map { it.path } }
    // The ring grows and fades and comes back; it starts at rest, so the first frames are still.
    // With reduced motion it stays at rest.
    val reduced = LocalReducedMotion.current
    val pulse: State<Float>? = when {
        !ring || destinations.isEmpty() -> null
        reduced -> remember { mutableFloatStateOf(0f) }
        else -> rememberInfiniteTransition(label = "ring").animateFloat(
            initialValue = 0f,
            targetValue = 1f,
            animationSpec = infiniteRepeatable(tween(900, easing = FastOutSlowInEasing), RepeatMode.Reverse),
            label = "pulse",
        )
    }
    Box(
        modifier
            .aspectRatio(aspect)
            .pointerInput(layout, seats) {
                detectTapGestures { at ->
                    val g = BoardGeometry(layout, size.toSize())
                    when {
                        seats.any { g.isHome(at, it) } -> home()
                        else -> g.squareAt(at)?.let { square(it) }
                    }
                }
            },
    ) {
        Canvas(Modifier.fillMaxSize()) {
            val g = BoardGeometry(layout, size)
            drawCloth(g, palette)
            drawMotifs(g, palette)
            if (layout.game == GameKind.PARAMAPADAM) drawNumbered(g, palette)
            drawSquares(g, palette, players)
            drawHomes(g, palette, players)
            drawStartStrip(g, palette)
            drawLinks(g, palette)
            if (layout.game == GameKind.PARAMAPADAM) drawNumbers(g, palette, measurer, text)
        }
        Canvas(Modifier.fillMaxSize()) {
            val scene = TokenScene(BoardGeometry(layout, size), palette, players, piles, movable, destinations, acting)
            drawMovable(scene)
            drawTokens(scene, measurer, text)
            drawHomeBadges(scene.g, palette, players, measurer, text)
            drawDestinations(scene, pulse?.value)
        }
        ReadingLayer(layout, players, reading, moves, onPlay)
    }
}

/**
 * The board for screen readers: a node per entry of [reading], in its order, over the square or
 * home circle it reads, saying its words; the [moves] that leave from there are its actions.
 */
@Composable
private fun ReadingLayer(
    layout: BoardLayout,
    players: List<PlayerStrip>,
    reading: List<SquareReading>,
    moves: List<MoveOption>,
    onPlay: (Move) -> Unit,
) {
    val words = LocalWords.current
    val density = LocalDensity.current
    val acting = players.firstOrNull { it.toAct }?.player
    BoxWithConstraints(Modifier.fillMaxSize().semantics { isTraversalGroup = true }) {
        val g = BoardGeometry(layout, Size(constraints.maxWidth.toFloat(), constraints.maxHeight.toFloat()))
        reading.forEachIndexed { index, entry ->
            val box = readingBox(g, players, entry) ?: return@forEachIndexed
            val said = words.say(entry.text)
            val actions = moves
                .filter { it.from == entry.spot && (entry.spot is Spot.Square || entry.player == acting) }
                .map { move ->
                    val label = words.say(move.text)
                    CustomAccessibilityAction(label) { onPlay(move.action); true }
                }
            Box(
                Modifier
                    .offset { IntOffset(box.left.roundToInt(), box.top.roundToInt()) }
                    .size(with(density) { box.width.toDp() }, with(density) { box.height.toDp() })
                    .semantics {
                        contentDescription = said
                        traversalIndex = index.toFloat()
                        if (actions.isNotEmpty()) customActions = actions
                    },
            )
        }
    }
}

/** Where [entry] is drawn, in pixels: its square, its player's home circle or the start strip. */
private fun readingBox(g: BoardGeometry, players: List<PlayerStrip>, entry: SquareReading): Rect? =
    when (val spot = entry.spot) {
        is Spot.Square -> g.square(spot.square)?.let { g.px(it.rect()) }
        Spot.Home -> startStrip(g.layout)?.let { g.px(it) } ?: run {
            val path = players.firstOrNull { it.player == entry.player }?.path ?: return null
            val home = g.layout.homes.getOrNull(path.toInt()) ?: return null
            val r = homeRadius(g.layout)
            g.px(Rect(home.x - r, home.y - r, home.x + r, home.y + r))
        }
    }
