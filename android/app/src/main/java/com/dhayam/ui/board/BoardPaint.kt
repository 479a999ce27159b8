// Painting the board itself, everything but the tokens and Paramapadam's ladders and snakes: the
// cloth with its temple border, the squares coloured by kind with their stitching, the X on safe
// squares, the dots that mark each player's own squares, the Oval or centre, the home circles
// with their players' numbers and the small embroidered motifs in the empty spaces. Shapes come
// from the layout only; colours from the skin's palette.
package com.dhayam.ui.board

import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import com.dhayam.core.BoardLayout
import com.dhayam.core.GameKind
import com.dhayam.core.PlayerStrip
import com.dhayam.core.Square
import com.dhayam.core.SquareKind

/** The token colour of whoever sits at [seat], if anyone does. */
internal fun seatColor(players: List<PlayerStrip>, seat: UInt): Color? =
    players.firstOrNull { it.path == seat }?.let { tokenColor(it.token) }

/** The number (from 1, as the strips show it) of whoever sits at [seat], if anyone does. */
internal fun seatNumber(players: List<PlayerStrip>, seat: UInt): Int? =
    players.firstOrNull { it.path == seat }?.player?.toInt()?.plus(1)

/**
 * The cloth: a deep border band with a row of temple-gopuram triangles (Dhayam), kolam dots
 * (Thayam) or painted diamonds (Paramapadam), and the plain cloth inside.
 */
internal fun DrawScope.drawCloth(g: BoardGeometry, p: SkinPalette) {
    val outer = g.px(g.bounds)
    val u = g.unit
    val band = u * 0.36f
    drawRoundRect(p.clothDeep, outer.topLeft, outer.size, CornerRadius(u * 0.3f))
    val inner = outer.deflate(band)
    drawRect(p.cloth, inner.topLeft, inner.size)
    // The weave: faint warp and weft threads, so the cloth reads as cloth and not as paint (the
    // cloth board only: the 7x7 board is chalked on a floor, Paramapadam painted).
    if (g.layout.game == GameKind.DHAYAM) drawWeave(inner, u, p.clothDeep.copy(alpha = 0.045f))
    val motif = (band - u * 0.09f) * 0.62f
    val step = u * 0.5f
    fun along(from: Offset, to: Offset, inward: Offset) {
        val length = (to - from).getDistance()
        val count = (length / step).toInt().coerceAtLeast(1)
        val dir = (to - from) / length
        for (i in 0 until count) {
            val at = from + dir * ((i + 0.5f) * length / count)
            when (g.layout.game) {
                GameKind.DHAYAM -> {
                    // A triangle standing on the inner edge, pointing out: the temple border.
                    val half = dir * (length / count * 0.42f)
                    val tip = at - inward * motif
                    val tri = Path().apply {
                        moveTo(at.x - half.x, at.y - half.y)
                        lineTo(at.x + half.x, at.y + half.y)
                        lineTo(tip.x, tip.y)
                        close()
                    }
                    drawPath(tri, p.embroidery)
                }
                GameKind.THAYAM -> drawCircle(p.embroidery, u * 0.055f, at - inward * (motif * 0.5f))
                GameKind.PARAMAPADAM -> {
                    val c = at - inward * (motif * 0.5f)
                    val d = motif * 0.42f
                    val diamond = Path().apply {
                        moveTo(c.x, c.y - d); lineTo(c.x + d, c.y); lineTo(c.x, c.y + d); lineTo(c.x - d, c.y); close()
                    }
                    drawPath(diamond, p.embroidery)
                }
            }
        }
    }
    along(inner.topLeft, inner.topRight, Offset(0f, 1f))
    along(inner.bottomLeft, inner.bottomRight, Offset(0f, -1f))
    along(inner.topLeft, inner.bottomLeft, Offset(1f, 0f))
    along(inner.topRight, inner.bottomRight, Offset(-1f, 0f))
    drawRect(p.clothDeep.copy(alpha = 0.5f), inner.topLeft, inner.size, style = Stroke(u * 0.03f))
}

/** Warp and weft threads every quarter square across [box]. */
private fun DrawScope.drawWeave(box: Rect, u: Float, weave: Color) {
    var x = box.left + u * 0.125f
    while (x < box.right) {
        drawLine(weave, Offset(x, box.top), Offset(x, box.bottom), u * 0.035f)
        x += u * 0.25f
    }
    var y = box.top + u * 0.125f
    while (y < box.bottom) {
        drawLine(weave, Offset(box.left, y), Offset(box.right, y), u * 0.035f)
        y += u * 0.25f
    }
}

/** Every square of the board, the goal and the X marks, in the palette's colours. */
internal fun DrawScope.drawSquares(g: BoardGeometry, p: SkinPalette, players: List<PlayerStrip>) {
    val layout = g.layout
    // Where a path crosses a gap (a leg's foot to its diagonal), a double thread joins the squares.
    drawPathThreads(g, p)
    for (square in layout.squares) {
        when (square.kind) {
            SquareKind.OVAL -> drawOval(g, p, square)
            SquareKind.NUMBERED -> Unit // drawn by drawNumbered, with their numbers
            else -> drawBox(g, p, square, players)
        }
    }
}

/** One boxed square at the core's size, turned as the core says (the M's diagonals: diamonds). */
private fun DrawScope.drawBox(g: BoardGeometry, p: SkinPalette, square: Square, players: List<PlayerStrip>) {
    val u = g.unit
    val c = g.px(square.centre)
    var fill = p.fill(square.kind)
    // A seat's own squares carry a hint of its token's colour, so each player sees their lane;
    // the 7x7 board's home squares are each seat's too, a little stronger.
    val seat = square.owner ?: if (g.layout.game == GameKind.THAYAM) homeSquareSeat(g.layout, square.id) else null
    val tint = if (square.owner != null) 0.2f else 0.3f
    seat?.let { seatColor(players, it) }?.let { fill = lerp(fill, it, tint) }
    val dots = seat?.let { seatNumber(players, it) }
    val diamond = square.turn != 0f
    val (w, h) = u * square.size.x to u * square.size.y
    val box = Rect(c - Offset(w / 2f, h / 2f), Size(w, h))
    rotate(square.turn, c) {
        drawRect(fill, box.topLeft, box.size)
        // The running stitch just inside the edge: the embroidery the cloth is known by.
        val stitch = box.deflate(u * 0.12f)
        drawRect(
            p.line.copy(alpha = 0.45f), stitch.topLeft, stitch.size,
            style = Stroke(u * 0.025f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(u * 0.08f, u * 0.06f))),
        )
        drawRect(p.line, box.topLeft, box.size, style = Stroke(u * 0.06f))
        if (dots != null) drawSeatDots(Offset(c.x, c.y + h / 2f - u * 0.14f), dots, u, p.label)
    }
    if (square.safe) drawCross(c, minOf(w, h) * (if (diamond) 0.5f else 0.62f), u * 0.075f, p.safeMark)
    if (square.kind == SquareKind.CENTRE) drawLotus(c, u * 0.42f, p.goalLine, 8)
}

/**
 * [count] stitched dots in a row centred on [at]: on a seat's own squares, as many as its
 * player's number (the number on its home's badge), so whose lane it is can be told without
 * colour. The tint alone can't do it: between some players' colours it is a step of 2 or 3 in
 * ΔE2000, too faint for anyone to tell at a glance and lost entirely to deuteranopia.
 */
private fun DrawScope.drawSeatDots(at: Offset, count: Int, u: Float, color: Color) {
    val step = u * 0.15f
    for (i in 0 until count) {
        drawCircle(color.copy(alpha = 0.8f), u * 0.055f, at + Offset((i - (count - 1) / 2f) * step, 0f))
    }
}

/** The seat whose home square (7x7 board) is [id]: the first square of its path. */
private fun homeSquareSeat(layout: BoardLayout, id: UInt): UInt? =
    layout.paths.indexOfFirst { it.firstOrNull() == id }.takeIf { it >= 0 }?.toUInt()

/** An X of [half]-wide arms centred on [c]. */
internal fun DrawScope.drawCross(c: Offset, size: Float, width: Float, color: Color) {
    val h = size / 2f
    drawLine(color, c + Offset(-h, -h), c + Offset(h, h), width, StrokeCap.Round)
    drawLine(color, c + Offset(h, -h), c + Offset(-h, h), width, StrokeCap.Round)
}

/** The Oval where coins finish: a double-ruled ellipse with a lotus at its heart. */
private fun DrawScope.drawOval(g: BoardGeometry, p: SkinPalette, oval: Square) {
    val u = g.unit
    val box = g.px(oval.rect())
    drawOval(p.goal, box.topLeft, box.size)
    val inner = box.deflate(u * 0.16f)
    drawOval(p.goalLine, inner.topLeft, inner.size, style = Stroke(u * 0.04f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(u * 0.1f, u * 0.07f))))
    drawOval(p.line, box.topLeft, box.size, style = Stroke(u * 0.07f))
    drawLotus(box.center, u * 0.62f, p.goalLine.copy(alpha = 0.55f), 10)
}

/** A lotus of [petals] petals of length [r] round [c]: the motif of the goal and the rosettes. */
internal fun DrawScope.drawLotus(c: Offset, r: Float, color: Color, petals: Int) {
    for (i in 0 until petals) {
        rotate(i * 360f / petals, c) {
            val petal = Path().apply {
                moveTo(c.x, c.y)
                quadraticTo(c.x - r * 0.3f, c.y - r * 0.55f, c.x, c.y - r)
                quadraticTo(c.x + r * 0.3f, c.y - r * 0.55f, c.x, c.y)
                close()
            }
            drawPath(petal, color)
        }
    }
    drawCircle(color, r * 0.16f, c)
}

/** The double thread joining two squares of a path that aren't side by side. */
private fun DrawScope.drawPathThreads(g: BoardGeometry, p: SkinPalette) {
    if (g.layout.game != GameKind.DHAYAM) return
    val u = g.unit
    val done = mutableSetOf<Pair<UInt, UInt>>()
    for (path in g.layout.paths) {
        for ((a, b) in path.zipWithNext()) {
            val key = minOf(a, b) to maxOf(a, b)
            if (!done.add(key)) continue
            val sa = g.square(a) ?: continue
            val sb = g.square(b) ?: continue
            if (sa.kind == SquareKind.OVAL || sb.kind == SquareKind.OVAL) continue
            val dx = sa.centre.x - sb.centre.x
            val dy = sa.centre.y - sb.centre.y
            if (dx * dx + dy * dy <= 1.2f * 1.2f) continue
            val from = g.px(sa.centre)
            val to = g.px(sb.centre)
            val along = (to - from) / (to - from).getDistance()
            val across = Offset(-along.y, along.x) * (u * 0.14f)
            drawLine(p.line, from + across, to + across, u * 0.05f)
            drawLine(p.line, from - across, to - across, u * 0.05f)
        }
    }
}

/**
 * Each seat's home circle, ringed in its player's token colour; seats nobody sits at are left
 * plain so a two-player Thayam doesn't show four homes.
 */
internal fun DrawScope.drawHomes(g: BoardGeometry, p: SkinPalette, players: List<PlayerStrip>) {
    val u = g.unit
    val r = homeRadius(g.layout) * u
    g.layout.homes.forEachIndexed { seat, point ->
        val colour = seatColor(players, seat.toUInt()) ?: return@forEachIndexed
        val c = g.px(point)
        drawCircle(p.homeFill, r, c)
        drawCircle(colour, r * 0.9f, c, style = Stroke(u * 0.12f))
        drawCircle(p.homeLine, r, c, style = Stroke(u * 0.05f))
        // A ring of stitched dots inside, like the edge of an embroidered medallion.
        for (i in 0 until 16) {
            val a = Math.toRadians(i * 22.5).toFloat()
            drawCircle(p.homeLine.copy(alpha = 0.5f), u * 0.03f, c + Offset(kotlin.math.cos(a), kotlin.math.sin(a)) * (r * 0.74f))
        }
    }
}

/**
 * The player's number on a badge at the rim of each home: whose home it is, told without
 * colour. Drawn with the tokens, over the glow of a home whose coins may move and over the
 * coins waiting there, so nothing hides it.
 */
internal fun DrawScope.drawHomeBadges(g: BoardGeometry, p: SkinPalette, players: List<PlayerStrip>, measurer: TextMeasurer, style: TextStyle) {
    val u = g.unit
    val r = homeRadius(g.layout) * u
    g.layout.homes.forEachIndexed { seat, point ->
        val colour = seatColor(players, seat.toUInt()) ?: return@forEachIndexed
        val number = seatNumber(players, seat.toUInt()) ?: return@forEachIndexed
        val badge = g.px(point) + Offset(r * 0.72f, -r * 0.72f)
        drawCircle(p.homeLine, u * 0.3f, badge)
        drawCircle(colour, u * 0.3f, badge, style = Stroke(u * 0.06f))
        val label = measurer.measure(
            number.toString(),
            style.copy(color = p.homeFill, fontWeight = FontWeight.Bold, fontSize = (u * 0.38f).toSp()),
        )
        drawText(label, topLeft = badge - Offset(label.size.width / 2f, label.size.height / 2f))
    }
}

/** Paramapadam's start strip, where tokens wait to come onto square 1. */
internal fun DrawScope.drawStartStrip(g: BoardGeometry, p: SkinPalette) {
    val strip = startStrip(g.layout) ?: return
    val box = g.px(strip)
    val u = g.unit
    drawRoundRect(p.homeFill, box.topLeft, box.size, CornerRadius(u * 0.5f))
    drawRoundRect(p.homeLine, box.topLeft, box.size, CornerRadius(u * 0.5f), style = Stroke(u * 0.05f))
}

/**
 * Small embroidered rosettes in the cloth board's empty spaces (inside the M and beside the
 * neck), and kolam dots where the 7x7 board's lines cross.
 */
internal fun DrawScope.drawMotifs(g: BoardGeometry, p: SkinPalette) {
    val u = g.unit
    when (g.layout.game) {
        GameKind.DHAYAM -> {
            val thread = p.line.copy(alpha = 0.55f)
            for ((x, y) in listOf(4.1f to 4.4f, 7.9f to 4.4f, 3.0f to 10.6f, 9.0f to 10.6f)) {
                drawLotus(g.px(x, y), u * 0.42f, thread, 8)
            }
            for ((x, y) in listOf(2.6f to 15.0f, 9.4f to 15.0f)) {
                val c = g.px(x, y)
                drawLotus(c, u * 1.2f, p.line.copy(alpha = 0.35f), 12)
                drawLotus(c, u * 0.6f, p.clothDeep.copy(alpha = 0.55f), 6)
                drawCircle(p.line.copy(alpha = 0.45f), u * 1.5f, c, style = Stroke(u * 0.04f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(u * 0.1f, u * 0.08f))))
            }
        }
        GameKind.THAYAM -> {
            // Kolam rosettes in the four corners round the board, drawn in the chalk's colour.
            for ((x, y) in listOf(-1.2f to -1.2f, 7.2f to -1.2f, -1.2f to 7.2f, 7.2f to 7.2f)) {
                val c = g.px(x, y)
                drawLotus(c, u * 0.75f, p.line.copy(alpha = 0.35f), 8)
                drawCircle(p.line.copy(alpha = 0.4f), u * 0.95f, c, style = Stroke(u * 0.035f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(u * 0.08f, u * 0.08f))))
                for (i in 0 until 8) {
                    val a = Math.toRadians(i * 45.0 + 22.5).toFloat()
                    drawCircle(p.line.copy(alpha = 0.5f), u * 0.06f, c + Offset(kotlin.math.cos(a), kotlin.math.sin(a)) * (u * 0.6f))
                }
            }
            for (row in 0..7) for (col in 0..7) {
                drawCircle(p.line, u * 0.07f, g.px(col - 0.5f, row - 0.5f))
            }
        }
        GameKind.PARAMAPADAM -> Unit
    }
}
