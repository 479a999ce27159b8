// The board as one composable: any of the three games drawn from the core's layout in a skin,
// with the tokens where the state puts them and the legal destinations marked, and taps turned
// into squares and the home. It holds no game state: what to draw comes in, what was tapped goes
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
import com.dhayam.core.PlayerView
import com.dhayam.model.Token

/**
 * The board of [layout] in [skin], with [tokens] of [players]. [destinations] get a ring
 * (pulsing when [ring]), coins on [movable] squares a glow (null: a coin at home). Taps on a
 * square call [onSquare]; taps on the home of [acting] (any home when null) call [onHome].
 */
@Composable
fun Board(
    layout: BoardLayout,
    skin: BoardSkin,
    players: List<PlayerView>,
    tokens: List<Token>,
    destinations: Set<UInt>,
    movable: Set<UInt?>,
    ring: Boolean,
    onSquare: (UInt) -> Unit,
    onHome: () -> Unit,
    modifier: Modifier = Modifier,
    acting: UInt? = null,
) {
    val palette = skinPalette(skin)
    val measurer = rememberTextMeasurer(cacheSize = 160)
    val text = MaterialTheme.typography.labelSmall
    val aspect = remember(layout) { boardAspect(layout) }
    val square by rememberUpdatedState(onSquare)
    val home by rememberUpdatedState(onHome)
    val seats = remember(players, acting) {
        acting?.let { a -> listOfNotNull(players.getOrNull(a.toInt())?.seat) } ?: players.map { it.seat }
    }
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
            val scene = TokenScene(BoardGeometry(layout, size), palette, players, tokens, movable, destinations, acting)
            drawMovable(scene)
            drawTokens(scene, measurer, text)
            drawDestinations(scene, pulse?.value)
        }
    }
}
