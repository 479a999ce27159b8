// The home screen's emblem, drawn rather than shipped as an image: a kolam — the rice-flour
// pattern drawn at Tamil thresholds — in cream on a terracotta medallion, with the two
// Dayakattai sticks crossed over it. Everything scales with the size it is given.
package com.dhayam.ui.home

import androidx.compose.foundation.Canvas
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.min
import kotlin.math.sin

/** Rice-flour white, the colour kolam is drawn in. */
private val Flour = Color(0xFFFFF6E6)
/** Polished tamarind wood, the sticks' colour. */
private val Wood = Color(0xFFE2B36B)
private val WoodDark = Color(0xFFB57A35)
private val Pip = Color(0xFF4A2412)

/** The kolam medallion with the crossed sticks, filling the square it is drawn in. */
@Composable
fun KolamMotif(modifier: Modifier = Modifier, sticks: Boolean = true) {
    val terracotta = MaterialTheme.colorScheme.primary
    val brass = MaterialTheme.colorScheme.secondary
    Canvas(modifier) {
        val r = min(size.width, size.height) / 2f
        val c = Offset(size.width / 2f, size.height / 2f)
        medallion(c, r, terracotta, brass)
        kolam(c, r)
        if (sticks) {
            // Faces of two and four pips: a throw of six, a good omen for a home screen.
            stick(c, r, -32f, pips = listOf(-0.27f, 0.27f))
            stick(c, r, 32f, pips = listOf(-0.36f, -0.24f, 0.24f, 0.36f))
        }
    }
}

/** The terracotta disc and its brass rim. */
private fun DrawScope.medallion(c: Offset, r: Float, terracotta: Color, brass: Color) {
    drawCircle(
        Brush.radialGradient(listOf(terracotta.copy(red = terracotta.red * 1.15f), terracotta, Color(0xFF6E2810)), c, r),
        radius = r, center = c,
    )
    drawCircle(brass, radius = r * 0.97f, center = c, style = Stroke(r * 0.05f))
    drawCircle(Flour.copy(alpha = 0.5f), radius = r * 0.91f, center = c, style = Stroke(r * 0.008f))
}

/** Point at [radius] and [angle] (radians) from [c]. */
private fun at(c: Offset, radius: Float, angle: Double) =
    Offset(c.x + radius * cos(angle).toFloat(), c.y + radius * sin(angle).toFloat())

/** Scalloped border, a ring of dots (the pulli), eight lotus petals looped round inner dots. */
private fun DrawScope.kolam(c: Offset, r: Float) {
    val line = Stroke(width = r * 0.022f, cap = StrokeCap.Round)
    // The scallops: sixteen arches between points on one circle.
    val scallops = Path()
    val n = 16
    for (i in 0 until n) {
        val a0 = 2 * PI * i / n
        val a1 = 2 * PI * (i + 1) / n
        val from = at(c, r * 0.74f, a0)
        val to = at(c, r * 0.74f, a1)
        val top = at(c, r * 0.9f, (a0 + a1) / 2)
        if (i == 0) scallops.moveTo(from.x, from.y)
        scallops.quadraticTo(top.x, top.y, to.x, to.y)
    }
    drawPath(scallops, Flour, style = line)
    // A dot inside each arch: the grid of dots a kolam is drawn around.
    for (i in 0 until n) drawCircle(Flour, r * 0.028f, at(c, r * 0.79f, 2 * PI * (i + 0.5) / n))
    // Eight petals, each a loop round a dot, as a kolam line loops round its pulli.
    val petals = 8
    for (i in 0 until petals) {
        val a = 2 * PI * i / petals - PI / 2
        val base = at(c, r * 0.2f, a)
        val tip = at(c, r * 0.64f, a)
        val left = at(c, r * 0.5f, a - 0.42)
        val right = at(c, r * 0.5f, a + 0.42)
        val petal = Path().apply {
            moveTo(base.x, base.y)
            quadraticTo(left.x, left.y, tip.x, tip.y)
            quadraticTo(right.x, right.y, base.x, base.y)
        }
        drawPath(petal, Flour.copy(alpha = 0.16f))
        drawPath(petal, Flour, style = line)
        drawCircle(Flour, r * 0.03f, at(c, r * 0.43f, a))
        // Small loops between petals tie the figure together.
        drawCircle(Flour, r * 0.07f, at(c, r * 0.5f, a + PI / petals), style = line)
    }
    drawCircle(Flour, r * 0.2f, c, style = line)
    drawCircle(Flour, r * 0.05f, c)
}

/**
 * One Dayakattai stick lying across the medallion at [degrees]: a long four-sided bar with
 * darker worn ends and the face's pips (ringed dots, as carved) at [pips], fractions of its
 * length from the middle — kept off the middle, where the other stick crosses.
 */
private fun DrawScope.stick(c: Offset, r: Float, degrees: Float, pips: List<Float>) {
    val length = r * 1.75f
    val thick = r * 0.17f
    val topLeft = Offset(c.x - length / 2, c.y - thick / 2)
    rotate(degrees, c) {
        // A soft shadow lifts the stick off the medallion.
        drawRoundRect(
            Color.Black.copy(alpha = 0.25f), topLeft + Offset(r * 0.025f, r * 0.04f),
            Size(length, thick), CornerRadius(thick * 0.3f),
        )
        drawRoundRect(
            Brush.verticalGradient(listOf(Wood, WoodDark), topLeft.y, topLeft.y + thick),
            topLeft, Size(length, thick), CornerRadius(thick * 0.3f),
        )
        // Worn, darker ends where the hand holds it.
        for (end in listOf(topLeft.x, topLeft.x + length - thick * 0.7f)) {
            drawRoundRect(
                WoodDark.copy(alpha = 0.8f), Offset(end, topLeft.y),
                Size(thick * 0.7f, thick), CornerRadius(thick * 0.3f),
            )
        }
        for (at in pips) {
            val p = Offset(c.x + length * at, c.y)
            drawCircle(Pip, thick * 0.2f, p)
            drawCircle(Pip, thick * 0.32f, p, style = Stroke(thick * 0.06f))
        }
    }
}
