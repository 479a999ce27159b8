// The board skins: one palette per BoardSkin, in the colours of the cloth the board is
// embroidered on (Dhayam) or the floor it is chalked on (Thayam, Paramapadam use the same
// colours), taken from the core's look so iOS draws the same. A palette is only colours; Board.kt
// decides where each one goes. SkinSwatch is the little preview chip the setup screen and the
// pause menu show for each skin.
package com.dhayam.ui.board

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.dp
import com.dhayam.core.BoardSkin
import com.dhayam.core.SquareKind
import com.dhayam.core.squareFill

/** The colours of one board skin. */
data class SkinPalette(
    /** The skin these are the colours of. */
    val skin: BoardSkin,
    /** The cloth (or floor) everything is drawn on. */
    val cloth: Color,
    /** A deeper band of the cloth: the embroidered border and the shadows of the weave. */
    val clothDeep: Color,
    /** The thread of the border motifs and the kolam dots. */
    val embroidery: Color,
    /** The outline of every square. */
    val line: Color,
    /** The 13x13 ring of the cloth board and the outer ring of the 7x7 board. */
    val track: Color,
    /** The upside-down M and its neck: the home stretch. */
    val stretch: Color,
    /** The middle ring of the 7x7 board. */
    val middle: Color,
    /** The inner ring of the 7x7 board. */
    val inner: Color,
    /** The X on safe squares. */
    val safeMark: Color,
    /** The Oval / centre, where coins finish. */
    val goal: Color,
    /** The goal's outline and its motif. */
    val goalLine: Color,
    /** The home circles where coins wait. */
    val homeFill: Color,
    /** The home circles' outline. */
    val homeLine: Color,
    /** Numbers and labels on the squares. */
    val label: Color,
    /** Paramapadam: the two alternating square colours. */
    val numberedLight: Color,
    val numberedDark: Color,
    /** The ring round a legal destination and a picked coin. */
    val highlight: Color,
    /** Paramapadam's ladders (wood) and snakes (body, belly pattern). */
    val ladder: Color,
    val snake: Color,
    val snakePattern: Color,
    /** Every other snake, a shade browner, so crossing snakes can be told apart. */
    val snakeSecond: Color,
    /** The snakes' tongues, the whites of their eyes and their pupils. */
    val snakeTongue: Color,
    val snakeEye: Color,
    val snakePupil: Color,
) {
    /** Every kind's fill, asked of the core once per palette rather than per square drawn. */
    private val fills: Map<SquareKind, Color> by lazy { SquareKind.entries.associateWith { argb(squareFill(skin, it)) } }

    /** The fill of a square of [kind], as the core's palette gives it. */
    fun fill(kind: SquareKind): Color = fills.getValue(kind)
}

/** The palette of [skin]: the core's (dhayam_core::look), the same iOS draws with. */
fun skinPalette(skin: BoardSkin): SkinPalette {
    val c = com.dhayam.core.skinPalette(skin)
    return SkinPalette(
        skin = skin,
        cloth = argb(c.cloth),
        clothDeep = argb(c.clothDeep),
        embroidery = argb(c.embroidery),
        line = argb(c.line),
        track = argb(c.track),
        stretch = argb(c.stretch),
        middle = argb(c.middle),
        inner = argb(c.inner),
        safeMark = argb(c.safeMark),
        goal = argb(c.goal),
        goalLine = argb(c.goalLine),
        homeFill = argb(c.homeFill),
        homeLine = argb(c.homeLine),
        label = argb(c.label),
        numberedLight = argb(c.numberedLight),
        numberedDark = argb(c.numberedDark),
        highlight = argb(c.highlight),
        ladder = argb(c.ladder),
        snake = argb(c.snake),
        snakePattern = argb(c.snakePattern),
        snakeSecond = argb(c.snakeSecond),
        snakeTongue = argb(c.snakeTongue),
        snakeEye = argb(c.snakeEye),
        snakePupil = argb(c.snakePupil),
    )
}

/** A colour of the core's look, `0xAARRGGBB`. */
fun argb(colour: UInt): Color = Color(colour.toInt())

/** A small chip previewing [skin]: its cloth, a few squares, a safe X and the goal. */
@Composable
fun SkinSwatch(skin: BoardSkin, modifier: Modifier = Modifier) {
    val palette = skinPalette(skin)
    Canvas(modifier.size(48.dp)) { drawSwatch(palette) }
}

/** The swatch's picture, filling the whole draw area. */
private fun DrawScope.drawSwatch(p: SkinPalette) {
    val corner = CornerRadius(size.minDimension * 0.18f)
    drawRoundRect(p.cloth, cornerRadius = corner)
    // The embroidered border: a deeper band with a running stitch of dots.
    val band = size.minDimension * 0.09f
    drawRoundRect(p.clothDeep, cornerRadius = corner, style = Stroke(band * 2f))
    val dots = 7
    for (i in 0 until dots) {
        val t = (i + 0.5f) / dots
        val r = band * 0.28f
        drawCircle(p.embroidery, r, Offset(size.width * t, band * 0.9f))
        drawCircle(p.embroidery, r, Offset(size.width * t, size.height - band * 0.9f))
    }
    // A two-by-two block of squares: track, stretch, a safe square and the goal.
    val cell = (size.minDimension - band * 5f) / 2f
    val origin = Offset((size.width - cell * 2f) / 2f, (size.height - cell * 2f) / 2f)
    val fills = listOf(p.track, p.stretch, p.track, p.goal)
    for (i in 0 until 4) {
        val at = origin + Offset((i % 2) * cell, (i / 2) * cell)
        drawRect(fills[i], at, Size(cell, cell))
        drawRect(p.line, at, Size(cell, cell), style = Stroke(cell * 0.06f))
    }
    // The safe X on the third square.
    val x = origin + Offset(0f, cell)
    val inset = cell * 0.22f
    val w = cell * 0.1f
    drawLine(p.safeMark, x + Offset(inset, inset), x + Offset(cell - inset, cell - inset), w)
    drawLine(p.safeMark, x + Offset(cell - inset, inset), x + Offset(inset, cell - inset), w)
    // The goal's little lotus dot.
    drawCircle(p.goalLine, cell * 0.18f, origin + Offset(cell * 1.5f, cell * 1.5f))
}
