// The six token styles, painted with DrawScope so they look the same on every device and at any
// size (emoji differ between phones and can't be told apart at 12 dp). Each style differs from
// the others in colour and in outline, so two players stay distinct on a small board square even
// to a colour-blind player: clay disc, gold sphere, silver coin, white pearl, green octagon, shell.
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
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
import androidx.compose.ui.unit.dp
import com.dhayam.core.TokenStyle
import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.sin

/**
 * The main colour of [style], for things drawn beside a token (home rings, badges, lane tints).
 * Each is its token's colour pushed apart from the others in lightness and blue-yellow, the two
 * axes a deuteranope keeps: every pair differs by at least 20 in ΔE2000 both as drawn and under
 * simulated deuteranopia (tests/android/src/colour checks it).
 */
fun tokenColor(style: TokenStyle): Color = when (style) {
    TokenStyle.TERRACOTTA -> Color(0xFFB24E00)
    TokenStyle.BRASS_BALL -> Color(0xFFDDAE11)
    TokenStyle.LOTUS_COIN -> Color(0xFF9A3381)
    TokenStyle.PEARL -> Color(0xFF909EBF)
    TokenStyle.EMERALD -> Color(0xFF136646)
    TokenStyle.CONCH -> Color(0xFFB98F85)
}

/** Paints a token of [style] centred on [center], [radius] pixels from centre to edge. */
fun DrawScope.drawToken(style: TokenStyle, center: Offset, radius: Float) {
    // A soft shadow below and to the right lifts every token off the cloth.
    drawCircle(Color.Black.copy(alpha = 0.28f), radius * 0.96f, center + Offset(radius * 0.1f, radius * 0.16f))
    when (style) {
        TokenStyle.TERRACOTTA -> terracotta(center, radius)
        TokenStyle.BRASS_BALL -> brassBall(center, radius)
        TokenStyle.LOTUS_COIN -> lotusCoin(center, radius)
        TokenStyle.PEARL -> pearl(center, radius)
        TokenStyle.EMERALD -> emerald(center, radius)
        TokenStyle.CONCH -> conch(center, radius)
    }
}

/** A token of [style] filling the composable (24 dp unless sized). */
@Composable
fun TokenIcon(style: TokenStyle, modifier: Modifier = Modifier) {
    Canvas(modifier.defaultMinSize(24.dp, 24.dp)) {
        drawToken(style, center, size.minDimension / 2f * 0.86f)
    }
}

/** Matte fired clay: flat colour, a raised rim and a ring of pressed dots, no shine. */
private fun DrawScope.terracotta(c: Offset, r: Float) {
    drawCircle(Brush.radialGradient(listOf(Color(0xFFCB6A3C), Color(0xFFA9491F)), c, r), r, c)
    drawCircle(Color(0xFF6E2A10), r * 0.92f, c, style = Stroke(r * 0.16f))
    drawCircle(Color(0xFF8A3816), r * 0.58f, c, style = Stroke(r * 0.08f))
    for (i in 0 until 6) {
        val a = i * PI.toFloat() / 3f
        drawCircle(Color(0xFF7A3013), r * 0.08f, c + Offset(cos(a), sin(a)) * (r * 0.36f))
    }
    drawCircle(Color(0xFF7A3013), r * 0.1f, c)
}

/** Polished brass: a gold sphere lit from the top left, with a bright specular spot. */
private fun DrawScope.brassBall(c: Offset, r: Float) {
    val light = c + Offset(-r * 0.35f, -r * 0.4f)
    drawCircle(
        Brush.radialGradient(
            0f to Color(0xFFFFF5C2), 0.25f to Color(0xFFF0C64A), 0.7f to Color(0xFFB07E16), 1f to Color(0xFF6B4606),
            center = light, radius = r * 1.45f,
        ),
        r, c,
    )
    drawCircle(Color(0xFF5A3A05), r, c, style = Stroke(r * 0.07f))
    drawOval(Color.White.copy(alpha = 0.85f), light + Offset(-r * 0.14f, -r * 0.1f), Size(r * 0.34f, r * 0.22f))
}

/** A silver coin with a pink lotus embossed on it. */
private fun DrawScope.lotusCoin(c: Offset, r: Float) {
    drawCircle(
        Brush.radialGradient(listOf(Color(0xFFF7F8FA), Color(0xFFC3C9D1), Color(0xFF8E97A3)), c + Offset(-r * 0.3f, -r * 0.3f), r * 1.5f),
        r, c,
    )
    drawCircle(Color(0xFF5F6873), r * 0.94f, c, style = Stroke(r * 0.12f))
    drawCircle(Color(0xFFA7AFBA), r * 0.74f, c, style = Stroke(r * 0.05f))
    // Five petals fanning up from a point below the centre.
    val base = c + Offset(0f, r * 0.38f)
    for ((angle, length) in listOf(-64f to 0.5f, 64f to 0.5f, -30f to 0.66f, 30f to 0.66f, 0f to 0.8f)) {
        rotate(angle, base) {
            val petal = Path().apply {
                moveTo(base.x, base.y)
                quadraticTo(base.x - r * 0.26f, base.y - r * length * 0.55f, base.x, base.y - r * length)
                quadraticTo(base.x + r * 0.26f, base.y - r * length * 0.55f, base.x, base.y)
                close()
            }
            drawPath(petal, Color(0xFFD6508A))
            drawPath(petal, Color(0xFF8E1F4E), style = Stroke(r * 0.05f))
        }
    }
    drawCircle(Color(0xFFF2C14E), r * 0.1f, base + Offset(0f, -r * 0.06f))
}

/** A pearl: milky white with a rainbow sheen and a soft highlight. */
private fun DrawScope.pearl(c: Offset, r: Float) {
    drawCircle(
        Brush.radialGradient(
            0f to Color.White, 0.45f to Color(0xFFF3EEF5), 0.85f to Color(0xFFD4CCE2), 1f to Color(0xFFA9A2C2),
            center = c + Offset(-r * 0.3f, -r * 0.35f), radius = r * 1.4f,
        ),
        r, c,
    )
    // The nacre's sheen: a faint sweep of pink, aqua and gold.
    drawCircle(
        Brush.sweepGradient(
            listOf(
                Color(0x33FF9EC8), Color(0x3380E0E8), Color(0x33F5D77A), Color(0x33B9A0FF), Color(0x33FF9EC8),
            ),
            c,
        ),
        r * 0.97f, c,
    )
    drawCircle(Color(0xFF8D86A8), r, c, style = Stroke(r * 0.07f))
    drawCircle(Color.White.copy(alpha = 0.9f), r * 0.2f, c + Offset(-r * 0.35f, -r * 0.38f))
}

/** A cut emerald: an octagon with a bright table and darker facets round it. */
private fun DrawScope.emerald(c: Offset, r: Float) {
    fun ring(scale: Float) = (0 until 8).map { i ->
        val a = (i * 45f + 22.5f) * PI.toFloat() / 180f
        c + Offset(cos(a), sin(a)) * (r * scale)
    }
    val outer = ring(1.02f)
    val table = ring(0.55f)
    val facetColours = listOf(
        Color(0xFF0E7A43), Color(0xFF075F32), Color(0xFF0A6B3A), Color(0xFF075F32),
        Color(0xFF0E7A43), Color(0xFF2FA866), Color(0xFF46C07C), Color(0xFF2FA866),
    )
    for (i in 0 until 8) {
        val j = (i + 1) % 8
        val facet = Path().apply {
            moveTo(outer[i].x, outer[i].y)
            lineTo(outer[j].x, outer[j].y)
            lineTo(table[j].x, table[j].y)
            lineTo(table[i].x, table[i].y)
            close()
        }
        drawPath(facet, facetColours[i])
    }
    val top = Path().apply {
        moveTo(table[0].x, table[0].y)
        table.drop(1).forEach { lineTo(it.x, it.y) }
        close()
    }
    drawPath(top, Brush.linearGradient(listOf(Color(0xFF7FE0A8), Color(0xFF1E9A58)), c - Offset(r, r) * 0.5f, c + Offset(r, r) * 0.5f))
    val edge = Path().apply {
        moveTo(outer[0].x, outer[0].y)
        outer.drop(1).forEach { lineTo(it.x, it.y) }
        close()
    }
    drawPath(edge, Color(0xFF043B1E), style = Stroke(r * 0.08f))
    drawPath(top, Color(0xFF0B5A30), style = Stroke(r * 0.04f))
    drawCircle(Color.White.copy(alpha = 0.75f), r * 0.1f, c + Offset(-r * 0.22f, -r * 0.24f))
}

/** A sacred conch (sangu): a cream spindle with a spiral spire and a peach mouth. */
private fun DrawScope.conch(c: Offset, r: Float) {
    rotate(-28f, c) {
        val body = Path().apply {
            moveTo(c.x, c.y - r * 1.08f)                                            // spire tip
            cubicTo(c.x + r * 0.5f, c.y - r * 0.8f, c.x + r * 0.95f, c.y - r * 0.35f, c.x + r * 0.72f, c.y + r * 0.2f)
            cubicTo(c.x + r * 0.5f, c.y + r * 0.65f, c.x + r * 0.15f, c.y + r * 0.85f, c.x + r * 0.05f, c.y + r * 1.08f) // siphon
            cubicTo(c.x - r * 0.25f, c.y + r * 0.8f, c.x - r * 0.8f, c.y + r * 0.5f, c.x - r * 0.78f, c.y - r * 0.05f)
            cubicTo(c.x - r * 0.78f, c.y - r * 0.5f, c.x - r * 0.45f, c.y - r * 0.85f, c.x, c.y - r * 1.08f)
            close()
        }
        drawPath(
            body,
            Brush.radialGradient(listOf(Color(0xFFFFFAF0), Color(0xFFF6DDBA), Color(0xFFD9A77A)), c + Offset(-r * 0.25f, -r * 0.3f), r * 1.4f),
        )
        // The mouth: a peach slit along one side.
        val mouth = Path().apply {
            moveTo(c.x + r * 0.05f, c.y - r * 0.25f)
            cubicTo(c.x + r * 0.45f, c.y - r * 0.05f, c.x + r * 0.35f, c.y + r * 0.55f, c.x + r * 0.06f, c.y + r * 0.9f)
            cubicTo(c.x + r * 0.1f, c.y + r * 0.4f, c.x, c.y + r * 0.05f, c.x + r * 0.05f, c.y - r * 0.25f)
            close()
        }
        drawPath(mouth, Color(0xFFF19A6E))
        // The spire's whorls.
        val brown = Color(0xFF8A5232)
        for ((y, w) in listOf(-0.78f to 0.26f, -0.56f to 0.46f, -0.3f to 0.66f)) {
            val whorl = Path().apply {
                moveTo(c.x - r * w, c.y + r * (y + 0.08f))
                quadraticTo(c.x, c.y + r * (y - 0.1f), c.x + r * w, c.y + r * (y + 0.08f))
            }
            drawPath(whorl, brown, style = Stroke(r * 0.07f))
        }
        drawPath(body, Color(0xFF6E4024), style = Stroke(r * 0.08f))
    }
}
