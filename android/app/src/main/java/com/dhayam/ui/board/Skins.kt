// The board skins: one palette per BoardSkin, in the colours of the cloth the board is
// embroidered on (Dhayam) or the floor it is chalked on (Thayam, Paramapadam use the same
// colours). A palette is only colours; Board.kt decides where each one goes. SkinSwatch is the
// little preview chip the setup screen and the pause menu show for each skin.
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

/** The colours of one board skin. */
data class SkinPalette(
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
) {
    /** The fill of a square of [kind]. */
    fun fill(kind: SquareKind): Color = when (kind) {
        SquareKind.FRAME, SquareKind.OUTER_RING -> track
        SquareKind.LEG, SquareKind.DIAGONAL, SquareKind.PEAK, SquareKind.SPINE,
        SquareKind.FLANK, SquareKind.NECK, SquareKind.BAR -> stretch
        SquareKind.MIDDLE_RING -> middle
        SquareKind.INNER_RING -> inner
        SquareKind.OVAL, SquareKind.CENTRE -> goal
        SquareKind.NUMBERED -> numberedLight
    }
}

/** The palette of [skin]. */
fun skinPalette(skin: BoardSkin): SkinPalette = when (skin) {
    // Unbleached cotton dyed with turmeric, squares stitched in madder red: the everyday cloth.
    BoardSkin.DEFAULT -> SkinPalette(
        cloth = Color(0xFFE8C98A),
        clothDeep = Color(0xFF8E2A17),
        embroidery = Color(0xFFF8E7BE),
        line = Color(0xFF7A2313),
        track = Color(0xFFFBF0D6),
        stretch = Color(0xFFF3D9A0),
        middle = Color(0xFFF6E3B6),
        inner = Color(0xFFEFCF8C),
        safeMark = Color(0xFFB3261A),
        goal = Color(0xFF8E2A17),
        goalLine = Color(0xFFF3C44E),
        homeFill = Color(0xFFF4DFAE),
        homeLine = Color(0xFF7A2313),
        label = Color(0xFF5C1A0E),
        numberedLight = Color(0xFFFBF0D6),
        numberedDark = Color(0xFFF1D9A2),
        highlight = Color(0xFF176B87), // peacock blue: a green ring and the red X look alike to a deuteranope
        ladder = Color(0xFF8A5A22),
        snake = Color(0xFF2F6B3A),
        snakePattern = Color(0xFFE2C35A),
    )
    // Kumkum-red silk with gold zari thread, as on a wedding saree's border.
    BoardSkin.RUBY -> SkinPalette(
        cloth = Color(0xFF8C1627),
        clothDeep = Color(0xFF5C0B18),
        embroidery = Color(0xFFE3B34C),
        line = Color(0xFFD9A23A),
        track = Color(0xFFFBE9DE),
        stretch = Color(0xFFF5CFC2),
        middle = Color(0xFFF8DCD0),
        inner = Color(0xFFF1C0B0),
        safeMark = Color(0xFF9E1426),
        goal = Color(0xFFD9A23A),
        goalLine = Color(0xFF5C0B18),
        homeFill = Color(0xFFA52A37),
        homeLine = Color(0xFFE3B34C),
        label = Color(0xFF6B0F1C),
        numberedLight = Color(0xFFFBE9DE),
        numberedDark = Color(0xFFF3CDBF),
        highlight = Color(0xFF0E6B5C),
        ladder = Color(0xFFB07A24),
        snake = Color(0xFF234F8A),
        snakePattern = Color(0xFFF1D27A),
    )
    // Parrot-green silk with gold thread and a vermilion X.
    BoardSkin.EMERALD -> SkinPalette(
        cloth = Color(0xFF1D5A43),
        clothDeep = Color(0xFF0F3A2A),
        embroidery = Color(0xFFE0BC5A),
        line = Color(0xFFCFA743),
        track = Color(0xFFEEF2DC),
        stretch = Color(0xFFD9E8C0),
        middle = Color(0xFFE3EDCD),
        inner = Color(0xFFCBE0AF),
        safeMark = Color(0xFFC0392B),
        goal = Color(0xFFCFA743),
        goalLine = Color(0xFF0F3A2A),
        homeFill = Color(0xFF2A6E53),
        homeLine = Color(0xFFE0BC5A),
        label = Color(0xFF123F2E),
        numberedLight = Color(0xFFEEF2DC),
        numberedDark = Color(0xFFD6E6BD),
        highlight = Color(0xFF3B2FC9), // indigo, not red: the safe X is red on this skin
        ladder = Color(0xFF9A6A2A),
        snake = Color(0xFF7A2E6B),
        snakePattern = Color(0xFFF0C96A),
    )
    // Ivory cotton drawn in black ink with a vermilion X, like a temple-floor kolam in rice flour.
    BoardSkin.IVORY -> SkinPalette(
        cloth = Color(0xFFF1E8D4),
        clothDeep = Color(0xFF3A2C22),
        embroidery = Color(0xFFB4432C),
        line = Color(0xFF3A2C22),
        track = Color(0xFFFFFBF1),
        stretch = Color(0xFFF6E7C9),
        middle = Color(0xFFFBF1DC),
        inner = Color(0xFFF2DFBC),
        safeMark = Color(0xFFC2331F),
        goal = Color(0xFF3A2C22),
        goalLine = Color(0xFFE9B949),
        homeFill = Color(0xFFF7EDD8),
        homeLine = Color(0xFF3A2C22),
        label = Color(0xFF3A2C22),
        numberedLight = Color(0xFFFFFBF1),
        numberedDark = Color(0xFFF0E1C4),
        highlight = Color(0xFF1D6FA3),
        ladder = Color(0xFF7A5128),
        snake = Color(0xFF3B6B2E),
        snakePattern = Color(0xFFE9B949),
    )
    // Indigo-dyed cotton with silver-white thread and a saffron X.
    BoardSkin.SAPPHIRE -> SkinPalette(
        cloth = Color(0xFF1E2F6B),
        clothDeep = Color(0xFF111C45),
        embroidery = Color(0xFFE9EEF7),
        line = Color(0xFFC9D3E8),
        track = Color(0xFFEEF2FA),
        stretch = Color(0xFFD6E0F3),
        middle = Color(0xFFE1E8F6),
        inner = Color(0xFFC8D5EE),
        safeMark = Color(0xFFE07A12),
        goal = Color(0xFFE9A23B),
        goalLine = Color(0xFF111C45),
        homeFill = Color(0xFF2C3F82),
        homeLine = Color(0xFFE9EEF7),
        label = Color(0xFF15245A),
        numberedLight = Color(0xFFEEF2FA),
        numberedDark = Color(0xFFD3DDF1),
        highlight = Color(0xFF0E7C66), // teal, not orange: the safe X is saffron on this skin
        ladder = Color(0xFF9B6B2E),
        snake = Color(0xFF2F7A3C),
        snakePattern = Color(0xFFF2C94C),
    )
}

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
