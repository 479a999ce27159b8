// Paramapadam's board: the numbered squares 1–132 in a painted checker, with square 132
// (Paramapadam, the highest abode) as the goal, then the ladders (two rails and rungs) and the
// snakes (a tapering, winding body with a head) from the layout's links. The links and their
// courses (rails, rungs, each snake's spine, widths and facing) are the core's; only the paint
// lives here.
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
import com.dhayam.core.Course
import com.dhayam.core.Link
import com.dhayam.core.SquareKind
import kotlin.math.PI
import kotlin.math.atan2
import kotlin.math.roundToInt

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
    val numberStyle = style.copy(fontSize = (u * 0.34f).toSp(), fontWeight = FontWeight.Bold, lineHeight = (u * 0.37f).toSp())
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
        drawSnake(g, p, link, if (i % 2 == 0) p.snake else p.snakeSecond)
    }
}

/** A wooden ladder on the core's course: two rails and the rungs between, with their shadows. */
private fun DrawScope.drawLadder(g: BoardGeometry, p: SkinPalette, link: Link) {
    val course = link.course as? Course.Ladder ?: return
    val u = g.unit
    val dark = lerp(p.ladder, Color.Black, 0.45f)
    val shadow = Offset(u * 0.05f, u * 0.06f)
    for (rung in course.rungs) {
        val (a, b) = g.px(rung.from) to g.px(rung.to)
        drawLine(Color.Black.copy(alpha = 0.25f), a + shadow, b + shadow, u * 0.07f)
        drawLine(dark, a, b, u * 0.09f, StrokeCap.Round)
        drawLine(lerp(p.ladder, Color.White, 0.25f), a, b, u * 0.05f, StrokeCap.Round)
    }
    for (rail in course.rails) {
        val (a, b) = g.px(rail.from) to g.px(rail.to)
        drawLine(Color.Black.copy(alpha = 0.25f), a + shadow, b + shadow, u * 0.09f, StrokeCap.Round)
        drawLine(dark, a, b, u * 0.12f, StrokeCap.Round)
        drawLine(p.ladder, a, b, u * 0.075f, StrokeCap.Round)
    }
}

/** A snake on the core's course: its body tapering from head to tail, markings, and the head. */
private fun DrawScope.drawSnake(g: BoardGeometry, p: SkinPalette, link: Link, skin: Color) {
    val course = link.course as? Course.Snake ?: return
    val u = g.unit
    val spine = course.spine.map { g.px(it) }
    val widths = course.widths.map { it * u }
    if (spine.size < 3 || widths.size != spine.size) return
    val left = mutableListOf<Offset>()
    val right = mutableListOf<Offset>()
    for (i in spine.indices) {
        val a = spine[maxOf(0, i - 1)]
        val b = spine[minOf(spine.lastIndex, i + 1)]
        val tangent = (b - a) / (b - a).getDistance()
        val n = Offset(-tangent.y, tangent.x) * (widths[i] / 2f)
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
    for (i in 3 until spine.lastIndex step 3) drawCircle(p.snakePattern, widths[i] * 0.26f, spine[i])
    drawPath(body, dark, style = Stroke(u * 0.035f))
    // The head: a broad oval the way the core says it faces, with eyes and a forked tongue.
    val head = spine[0]
    val angle = atan2(course.facing.y, course.facing.x) * 180f / PI.toFloat()
    val centre = head + Offset(course.facing.x, course.facing.y) * (u * 0.1f)
    rotate(angle, centre) {
        val tongueStart = centre + Offset(u * 0.24f, 0f)
        drawLine(p.snakeTongue, tongueStart, tongueStart + Offset(u * 0.16f, 0f), u * 0.035f)
        drawLine(p.snakeTongue, tongueStart + Offset(u * 0.16f, 0f), tongueStart + Offset(u * 0.23f, -u * 0.05f), u * 0.03f)
        drawLine(p.snakeTongue, tongueStart + Offset(u * 0.16f, 0f), tongueStart + Offset(u * 0.23f, u * 0.05f), u * 0.03f)
        val size = Size(u * 0.52f, u * 0.4f)
        drawOval(skin, centre - Offset(size.width / 2f, size.height / 2f), size)
        drawOval(dark, centre - Offset(size.width / 2f, size.height / 2f), size, style = Stroke(u * 0.035f))
        for (side in listOf(-1f, 1f)) {
            val eye = centre + Offset(u * 0.08f, side * u * 0.1f)
            drawCircle(p.snakeEye, u * 0.06f, eye)
            drawCircle(p.snakePupil, u * 0.03f, eye + Offset(u * 0.01f, 0f))
        }
    }
}
