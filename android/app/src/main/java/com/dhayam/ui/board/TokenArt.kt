// The six token styles, drawn from the core's art (dhayam_core::look, the marks iOS draws too):
// clay disc, gold sphere, silver coin, white pearl, green octagon, shell — art rather than emoji,
// which differ between phones and can't be told apart at 12 dp, each style differing from the
// others in outline as well as colour so two players stay distinct to a colour-blind player.
// This file only hands each of the core's marks to DrawScope as the shape and brush it names.
package com.dhayam.ui.board

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.defaultMinSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.SolidColor
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.dp
import com.dhayam.core.Mark
import com.dhayam.core.Paint
import com.dhayam.core.PathStep
import com.dhayam.core.Shape
import com.dhayam.core.Stop
import com.dhayam.core.TokenArt
import com.dhayam.core.TokenStyle
import com.dhayam.core.Xy
import com.dhayam.core.tokenArt

/** Each style's art, read from the core once. */
private val arts: Map<TokenStyle, TokenArt> by lazy { TokenStyle.entries.associateWith { tokenArt(it) } }

/**
 * The main colour of [style], for things drawn beside a token (home rings, badges, lane tints):
 * the core's, chosen so every two differ to a deuteranope (core/src/look/token.rs and
 * tests/android/src/colour check it).
 */
fun tokenColor(style: TokenStyle): Color = argb(arts.getValue(style).main)

/** Paints a token of [style] centred on [center], [radius] pixels from centre to edge. */
fun DrawScope.drawToken(style: TokenStyle, center: Offset, radius: Float) {
    drawMarks(arts.getValue(style).marks, center, radius)
}

/** A token of [style] filling the composable (24 dp unless sized). */
@Composable
fun TokenIcon(style: TokenStyle, modifier: Modifier = Modifier) {
    Canvas(modifier.defaultMinSize(24.dp, 24.dp)) {
        drawToken(style, center, size.minDimension / 2f * 0.86f)
    }
}

/** The core's [marks], in the art's units (radius 1), drawn round [center] at [radius] pixels. */
fun DrawScope.drawMarks(marks: List<Mark>, center: Offset, radius: Float) {
    fun at(p: Xy) = center + Offset(p.x, p.y) * radius
    for (mark in marks) {
        val brush = mark.paint.brush(::at, radius)
        val style = mark.stroke?.let { Stroke(it * radius) } ?: Fill
        when (val shape = mark.shape) {
            is Shape.Circle -> drawCircle(brush, shape.radius * radius, at(shape.centre), style = style)
            is Shape.Oval -> {
                val size = Size(shape.size.x * radius, shape.size.y * radius)
                drawOval(brush, at(shape.centre) - Offset(size.width / 2f, size.height / 2f), size, style = style)
            }
            is Shape.Path -> drawPath(path(shape.steps, ::at), brush, style = style)
        }
    }
}

private fun path(steps: List<PathStep>, at: (Xy) -> Offset): Path = Path().apply {
    for (step in steps) {
        when (step) {
            is PathStep.Move -> at(step.to).let { moveTo(it.x, it.y) }
            is PathStep.Line -> at(step.to).let { lineTo(it.x, it.y) }
            is PathStep.Quad -> {
                val (c, to) = at(step.control) to at(step.to)
                quadraticTo(c.x, c.y, to.x, to.y)
            }
            is PathStep.Cubic -> {
                val (c1, c2, to) = Triple(at(step.control1), at(step.control2), at(step.to))
                cubicTo(c1.x, c1.y, c2.x, c2.y, to.x, to.y)
            }
            PathStep.Close -> close()
        }
    }
}

private fun Paint.brush(at: (Xy) -> Offset, radius: Float): Brush {
    fun stops(stops: List<Stop>) = stops.map { it.at to argb(it.colour) }.toTypedArray()
    return when (this) {
        is Paint.Solid -> SolidColor(argb(colour))
        is Paint.Radial -> Brush.radialGradient(*stops(stops), center = at(centre), radius = this.radius * radius)
        is Paint.Linear -> Brush.linearGradient(*stops(stops), start = at(from), end = at(to))
        is Paint.Sweep -> Brush.sweepGradient(*stops(stops), center = at(centre))
    }
}
