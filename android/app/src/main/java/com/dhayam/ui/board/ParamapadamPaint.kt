// Paramapadam's board: the numbered squares 1–132 in a painted checker, with square 132
// (Paramapadam, the highest abode) as the goal, then the ladders (two rails and rungs) and the
// snakes (a tapering, winding body with a head) from the layout's links. The links are data from
// the core; only their drawing lives here.
package com.dhayam.ui.board

import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import com.dhayam.core.Link
import com.dhayam.core.SquareKind
import kotlin.math.PI
import kotlin.math.atan2
import kotlin.math.roundToInt
import kotlin.math.sin

/** The numbered squares in a checker of the palette's two colours; square 132 is the goal. */
internal fun DrawScope.drawNumbered(g: BoardGeometry, p: SkinPalette) {
    val u = g.unit
    val last = g.layout.squares.maxOfOrNull { it.id } ?: return
    for (square in g.layout.squares) {
        if (square.kind != SquareKind.NUMBERED) continue
        val c = g.px(square.centre)
        val goal = square.id == last
        val topLeft = c - Offset(u / 2f, u / 2f)
        drawRect(if (goal) p.goal else numberedFill(p, square.centre.x, square.centre.y), topLeft, Size(u, u))
        drawRect(p.line.copy(alpha = 0.55f), topLeft, Size(u, u), style = Stroke(u * 0.03f))
        if (goal) drawLotus(c, u * 0.4f, p.goalLine, 8)
    }
    // A stronger rule round the whole grid.
    val grid = g.px(
        g.layout.squares.map { it.rect() }.reduce { a, b ->
            Rect(minOf(a.left, b.left), minOf(a.top, b.top), maxOf(a.right, b.right), maxOf(a.bottom, b.bottom))
        },
    )
    drawRect(p.line, grid.topLeft, grid.size, style = Stroke(u * 0.07f))
}

private fun numberedFill(p: SkinPalette, x: Float, y: Float): Color =
    if ((x + y).roundToInt() % 2 == 0) p.numberedLight else p.numberedDark

/**
 * Each square's number in its top-left corner, drawn after the snakes and ladders on a small
 * patch of the square's colour, so every number stays readable under them.
 */
internal fun DrawScope.drawNumbers(g: BoardGeometry, p: SkinPalette, measurer: TextMeasurer, style: TextStyle) {
    val u = g.unit
    val last = g.layout.squares.maxOfOrNull { it.id } ?: return
    val numberStyle = style.copy(fontSize = (u * 0.27f).toSp(), fontWeight = FontWeight.Bold, lineHeight = (u * 0.3f).toSp())
    for (square in g.layout.squares) {
        if (square.kind != SquareKind.NUMBERED) continue
        val goal = square.id == last
        val topLeft = g.px(square.centre) - Offset(u / 2f, u / 2f)
        val text = measurer.measure(square.label, numberStyle.copy(color = if (goal) p.goalLine else p.label))
        val at = topLeft + Offset(u * 0.05f, u * 0.03f)
        if (!goal) {
            drawRoundRect(
                numberedFill(p, square.centre.x, square.centre.y).copy(alpha = 0.85f),
                at - Offset(u * 0.02f, 0f),
                Size(text.size.width + u * 0.04f, text.size.height.toFloat()),
                CornerRadius(u * 0.06f),
            )
        }
        drawText(text, topLeft = at)
    }
}

/** Every ladder, then every snake, so snakes lie over ladders where they cross. */
internal fun DrawScope.drawLinks(g: BoardGeometry, p: SkinPalette) {
    for (link in g.layout.links) if (link.isLadder) drawLadder(g, p, link)
    // Every other snake a shade browner, so crossing snakes can be told apart.
    g.layout.links.filter { !it.isLadder }.forEachIndexed { i, link ->
        drawSnake(g, p, link, if (i % 2 == 0) p.snake else lerp(p.snake, Color(0xFF9A6A1C), 0.5f))
    }
}

/** A wooden ladder from its foot to its top: two rails and evenly spaced rungs. */
private fun DrawScope.drawLadder(g: BoardGeometry, p: SkinPalette, link: Link) {
    val u = g.unit
    val foot = g.px(g.square(link.from)?.centre ?: return)
    val top = g.px(g.square(link.to)?.centre ?: return)
    val length = (top - foot).getDistance()
    val along = (top - foot) / length
    val across = Offset(-along.y, along.x) * (u * 0.17f)
    val dark = lerp(p.ladder, Color.Black, 0.45f)
    val shadow = Offset(u * 0.05f, u * 0.06f)
    val rungs = (length / (u * 0.34f)).toInt().coerceAtLeast(2)
    for (i in 1 until rungs) {
        val at = foot + along * (length * i / rungs)
        drawLine(Color.Black.copy(alpha = 0.25f), at - across + shadow, at + across + shadow, u * 0.07f)
        drawLine(dark, at - across, at + across, u * 0.09f, StrokeCap.Round)
        drawLine(lerp(p.ladder, Color.White, 0.25f), at - across, at + across, u * 0.05f, StrokeCap.Round)
    }
    for (side in listOf(-1f, 1f)) {
        val a = foot + across * side - along * (u * 0.12f)
        val b = top + across * side + along * (u * 0.12f)
        drawLine(Color.Black.copy(alpha = 0.25f), a + shadow, b + shadow, u * 0.09f, StrokeCap.Round)
        drawLine(dark, a, b, u * 0.12f, StrokeCap.Round)
        drawLine(p.ladder, a, b, u * 0.075f, StrokeCap.Round)
    }
}

/** A snake from its head (the square it bites) winding down to its tail. */
private fun DrawScope.drawSnake(g: BoardGeometry, p: SkinPalette, link: Link, skin: Color) {
    val u = g.unit
    val head = g.px(g.square(link.from)?.centre ?: return)
    val tail = g.px(g.square(link.to)?.centre ?: return)
    val length = (tail - head).getDistance()
    val along = (tail - head) / length
    val normal = Offset(-along.y, along.x)
    val waves = (length / (u * 2.6f)).roundToInt().coerceAtLeast(1)
    val amplitude = u * 0.26f
    val steps = 48
    // The spine: a sine wave along the straight line, damped to nothing at both ends.
    val spine = (0..steps).map { i ->
        val t = i.toFloat() / steps
        val damp = sin(PI.toFloat() * t).let { if (t < 0.5f) minOf(1f, it * 1.6f) else it }
        head + along * (length * t) + normal * (amplitude * damp * sin(2f * PI.toFloat() * waves * t))
    }
    fun width(t: Float) = u * (0.26f - 0.21f * t)
    val left = mutableListOf<Offset>()
    val right = mutableListOf<Offset>()
    for (i in spine.indices) {
        val a = spine[maxOf(0, i - 1)]
        val b = spine[minOf(spine.lastIndex, i + 1)]
        val tangent = (b - a) / (b - a).getDistance()
        val n = Offset(-tangent.y, tangent.x) * (width(i.toFloat() / steps) / 2f)
        left += spine[i] + n
        right += spine[i] - n
    }
    val body = Path().apply {
        moveTo(left[0].x, left[0].y)
        left.drop(1).forEach { lineTo(it.x, it.y) }
        right.asReversed().forEach { lineTo(it.x, it.y) }
        close()
    }
    val dark = lerp(skin, Color.Black, 0.45f)
    drawPath(body, Color.Black.copy(alpha = 0.22f), style = Stroke(u * 0.06f))
    drawPath(body, skin)
    // The markings down its back.
    for (i in 3 until steps step 3) {
        val t = i.toFloat() / steps
        drawCircle(p.snakePattern, width(t) * 0.26f, spine[i])
    }
    drawPath(body, dark, style = Stroke(u * 0.035f))
    // The head: a broad oval pointing away from the body, with eyes and a forked tongue.
    val facing = (spine[0] - spine[2]).let { it / it.getDistance() }
    val angle = atan2(facing.y, facing.x) * 180f / PI.toFloat()
    val centre = head + facing * (u * 0.1f)
    rotate(angle, centre) {
        val tongueStart = centre + Offset(u * 0.24f, 0f)
        drawLine(Color(0xFFD3302A), tongueStart, tongueStart + Offset(u * 0.16f, 0f), u * 0.035f)
        drawLine(Color(0xFFD3302A), tongueStart + Offset(u * 0.16f, 0f), tongueStart + Offset(u * 0.23f, -u * 0.05f), u * 0.03f)
        drawLine(Color(0xFFD3302A), tongueStart + Offset(u * 0.16f, 0f), tongueStart + Offset(u * 0.23f, u * 0.05f), u * 0.03f)
        val size = Size(u * 0.52f, u * 0.4f)
        drawOval(skin, centre - Offset(size.width / 2f, size.height / 2f), size)
        drawOval(dark, centre - Offset(size.width / 2f, size.height / 2f), size, style = Stroke(u * 0.035f))
        for (side in listOf(-1f, 1f)) {
            val eye = centre + Offset(u * 0.08f, side * u * 0.1f)
            drawCircle(Color(0xFFFFF3C4), u * 0.06f, eye)
            drawCircle(Color.Black, u * 0.03f, eye + Offset(u * 0.01f, 0f))
        }
    }
}
