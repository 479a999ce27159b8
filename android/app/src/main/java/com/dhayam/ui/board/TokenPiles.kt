// How the core's piles are shown: coins of one player on one square make a pile (three drawn at
// most, with a count badge beyond two), several players on one square stand side by side (spread
// across the Oval), coins waiting at home sit round their home circle with their number, or in
// Paramapadam's start strip. Also the marks of what the player may do: a glow under
// coins that may move and a ring (pulsing or still) on each legal destination.
package com.dhayam.ui.board

import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import com.dhayam.core.Pile
import com.dhayam.core.PlayerStrip
import com.dhayam.core.Spot
import com.dhayam.core.SquareKind
import com.dhayam.core.TokenStyle
import com.dhayam.ui.DhayamColors
import kotlin.math.cos
import kotlin.math.sin

/** A spot for one player's pile on a square, and the radius its coins are drawn at. */
private data class Place(val at: Offset, val radius: Float)

/**
 * Spots for [groups] piles on a square centred on [c] ([u] pixels per unit); [wide] spreads them
 * in a row across the Oval instead of round the square's centre.
 */
private fun spots(c: Offset, groups: Int, u: Float, wide: Float = 0f): List<Place> {
    if (wide > 0f) {
        return (0 until groups).map { i ->
            val x = if (groups == 1) 0f else (i / (groups - 1f) - 0.5f) * wide
            Place(c + Offset(x, 0f), u * 0.34f)
        }
    }
    return when (groups) {
        1 -> listOf(Place(c, u * 0.34f))
        2 -> listOf(Place(c + Offset(-u * 0.2f, u * 0.04f), u * 0.26f), Place(c + Offset(u * 0.2f, -u * 0.04f), u * 0.26f))
        else -> {
            val ring = if (groups <= 4) u * 0.22f else u * 0.26f
            val r = if (groups <= 4) u * 0.2f else u * 0.17f
            (0 until groups).map { i ->
                val a = (-90.0 + i * 360.0 / groups) * Math.PI / 180.0
                Place(c + Offset(cos(a).toFloat(), sin(a).toFloat()) * ring, r)
            }
        }
    }
}

/** The number badge on a pile or a home: a disc in the core's inverse colours with the count. */
private fun DrawScope.drawBadge(count: Int, at: Offset, r: Float, measurer: TextMeasurer, style: TextStyle) {
    val ink = DhayamColors.inverseOnSurface
    val text = measurer.measure(count.toString(), style.copy(color = ink, fontSize = (r * 1.25f).toSp(), fontWeight = FontWeight.Bold))
    val w = maxOf(r * 2f, text.size.width + r * 0.8f)
    val box = Size(w, r * 2f)
    val topLeft = at - Offset(w / 2f, r)
    drawRoundRect(DhayamColors.inverseSurface, topLeft, box, CornerRadius(r))
    drawRoundRect(ink, topLeft, box, CornerRadius(r), style = Stroke(r * 0.18f))
    drawText(text, topLeft = at - Offset(text.size.width / 2f, text.size.height / 2f))
}

/** [count] coins of [style] piled on [spot]: up to three drawn, rising, with a badge beyond two. */
private fun DrawScope.drawPile(style: TokenStyle, count: Int, spot: Place, measurer: TextMeasurer, text: TextStyle) {
    val shown = minOf(count, 3)
    val r = spot.radius
    for (i in 0 until shown) {
        val shift = i - (shown - 1) / 2f
        drawToken(style, spot.at + Offset(r * 0.14f * shift, -r * 0.34f * shift), r)
    }
    if (count > 2) drawBadge(count, spot.at + Offset(r * 0.95f, -r * 0.95f), r * 0.48f, measurer, text)
}

/** Everything about coins the board shows; [acting] is the path of the player to act, if any. */
internal class TokenScene(
    val g: BoardGeometry,
    val palette: SkinPalette,
    val players: List<PlayerStrip>,
    val piles: List<Pile>,
    val movable: List<Spot>,
    val destinations: List<UInt>,
    val acting: UInt?,
)

private fun TokenScene.style(player: UInt): TokenStyle =
    players.firstOrNull { it.player == player }?.token ?: TokenStyle.TERRACOTTA

private fun TokenScene.path(player: UInt): UInt? = players.firstOrNull { it.player == player }?.path

/** The glow under coins that may move now, and round the home when a waiting coin may. */
internal fun DrawScope.drawMovable(s: TokenScene) {
    val u = s.g.unit
    val glow = s.palette.highlight
    for (spot in s.movable) {
        when (spot) {
            is Spot.Home -> {
                val strip = startStrip(s.g.layout)
                if (strip != null) {
                    val box = s.g.px(strip).inflate(u * 0.08f)
                    drawRoundRect(glow, box.topLeft, box.size, CornerRadius(u * 0.55f), style = Stroke(u * 0.1f))
                    continue
                }
                val home = s.acting?.let { s.g.layout.homes.getOrNull(it.toInt()) } ?: continue
                drawCircle(glow.copy(alpha = 0.25f), homeRadius(s.g.layout) * u * 1.12f, s.g.px(home))
                drawCircle(glow, homeRadius(s.g.layout) * u * 1.08f, s.g.px(home), style = Stroke(u * 0.1f))
            }
            is Spot.Square -> {
                val c = s.g.px(s.g.square(spot.square)?.centre ?: continue)
                drawCircle(glow.copy(alpha = 0.3f), u * 0.5f, c)
                drawCircle(glow, u * 0.47f, c, style = Stroke(u * 0.07f))
            }
        }
    }
}

/** Every pile: on its square (the goal's too), or waiting in its player's home circle. */
internal fun DrawScope.drawTokens(s: TokenScene, measurer: TextMeasurer, text: TextStyle) {
    val g = s.g
    val u = g.unit
    // On the board, square by square, each player's pile side by side.
    val onBoard = s.piles.filter { it.spot is Spot.Square }.groupBy { (it.spot as Spot.Square).square }
    for ((square, here) in onBoard) {
        val sq = g.square(square) ?: continue
        val wide = if (sq.kind == SquareKind.OVAL) sq.size.x * u * 0.55f else 0f
        val places = spots(g.px(sq.centre), here.size, u, wide)
        here.forEachIndexed { i, pile -> drawPile(s.style(pile.player), pile.coins.toInt(), places[i], measurer, text) }
    }
    // Waiting to come out: round each home circle, or in Paramapadam's start strip.
    val waiting = s.piles.filter { it.spot is Spot.Home }
    val strip = startStrip(g.layout)
    if (strip != null) {
        waiting.forEachIndexed { i, pile ->
            val at = g.px(strip.left + 0.6f + i * 1.05f, strip.center.y)
            drawPile(s.style(pile.player), pile.coins.toInt(), Place(at, u * 0.36f), measurer, text)
        }
        return
    }
    for (pile in waiting) {
        val home = s.path(pile.player)?.let { g.layout.homes.getOrNull(it.toInt()) } ?: continue
        val c = g.px(home)
        val r = homeRadius(g.layout) * u
        val count = pile.coins.toInt()
        val shown = minOf(count, 8)
        val coin = u * 0.22f
        if (shown == 1) {
            drawToken(s.style(pile.player), c, u * 0.3f)
            continue
        }
        for (i in 0 until shown) {
            val a = (-90.0 + i * 360.0 / shown) * Math.PI / 180.0
            drawToken(s.style(pile.player), c + Offset(cos(a).toFloat(), sin(a).toFloat()) * (r * 0.56f), coin)
        }
        drawBadge(count, c, u * 0.2f, measurer, text)
    }
}

/**
 * A ring on each legal destination. [pulse] (0 to 1) grows and fades it when the pulsing ring
 * is on; null draws a still marker: a dot in a thin ring.
 */
internal fun DrawScope.drawDestinations(s: TokenScene, pulse: Float?) {
    val u = s.g.unit
    val colour = s.palette.highlight
    for (id in s.destinations) {
        val sq = s.g.square(id) ?: continue
        val c = s.g.px(sq.centre)
        if (sq.kind == SquareKind.OVAL) {
            val box = s.g.px(sq.rect()).inflate(u * (0.06f + 0.08f * (pulse ?: 0f)))
            drawOval(colour.copy(alpha = 1f - 0.4f * (pulse ?: 0f)), box.topLeft, box.size, style = Stroke(u * 0.12f))
            continue
        }
        if (pulse != null) {
            drawCircle(colour.copy(alpha = 0.18f), u * 0.46f, c)
            drawCircle(Color.White.copy(alpha = 0.85f - 0.4f * pulse), u * (0.47f + 0.08f * pulse), c, style = Stroke(u * 0.16f))
            drawCircle(colour.copy(alpha = 1f - 0.45f * pulse), u * (0.47f + 0.08f * pulse), c, style = Stroke(u * 0.1f))
        } else {
            drawCircle(Color.White, u * 0.16f, c)
            drawCircle(colour, u * 0.12f, c)
            drawCircle(colour, u * 0.46f, c, style = Stroke(u * 0.05f))
        }
    }
}
