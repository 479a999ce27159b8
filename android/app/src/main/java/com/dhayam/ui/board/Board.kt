// The board as one composable: any of the three games drawn from the core's layout in a skin,
// with the coins' piles where the core draws them at this step of an animation and the squares
// it names marked, and taps turned into squares and the home. It holds no game state: what to draw comes in, what was tapped goes
// out. The still board and the moving marks are two canvases, so the pulsing ring redraws only
// the tokens' layer, not 132 numbers and 24 snakes and ladders.
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
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.toSize
import com.dhayam.core.BoardLayout
import com.dhayam.core.BoardSkin
import com.dhayam.core.GameKind
import com.dhayam.core.Pile
import com.dhayam.core.PlayerStrip
import com.dhayam.core.Spot

/**
 * The board of [layout] in [skin], with the [piles] of [players]' coins. [destinations] get a
 * ring (pulsing when [ring]), coins on [movable] spots a glow. Taps on a square call [onSquare];
 * taps on the home circle of the player to act (any home when none is) call [onHome].
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
) {
    val acting = players.firstOrNull { it.toAct }?.path
    val palette = skinPalette(skin)
    val measurer = rememberTextMeasurer(cacheSize = 160)
    val text = MaterialTheme.typography.labelSmall
    val aspect = remember(layout) { boardAspect(layout) }
    val square by rememberUpdatedState(onSquare)
    val home by rememberUpdatedState(onHome)
    val seats = remember(players, acting) { acting?.let { listOf(it) } ?: players.map { it.path } }
    // The ring grows and fades and comes back; it starts at rest, so the first frames are still.
    val pulse = if (ring && destinations.isNotEmpty()) {
        rememberInfiniteTransition(label = "ring").animateFloat(
            initialValue = 0f,
            targetValue = 1f,
            animationSpec = infiniteRepeatable(tween(900, easing = FastOutSlowInEasing), RepeatMode.Reverse),
            label = "pulse",
        )
    } else {
        null
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
            drawDestinations(scene, pulse?.value)
        }
    }
}
