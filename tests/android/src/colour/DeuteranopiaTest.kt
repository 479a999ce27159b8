// The board's colours as a deuteranope sees them (colour is never the only cue). The
// colours come from the app's own Kotlin (tokenColor, skinPalette), so the check follows any
// change to them. Players are told apart by colour in their home rings, badges and lane tints,
// and by their tokens' shapes, the numbers on their homes' badges and the dots on their lanes'
// squares; this checks the colour half. It also writes the game scenes' reference screenshots
// as a deuteranope sees them, for looking at (target/bindings-tests/android/deuteranopia).
package com.dhayam.colour

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.graphics.toArgb
import com.dhayam.core.BoardSkin
import com.dhayam.core.TokenStyle
import com.dhayam.ui.board.SkinPalette
import com.dhayam.ui.board.skinPalette
import com.dhayam.ui.board.tokenColor
import java.io.File
import javax.imageio.ImageIO
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The least ΔE2000 between colours that must be told apart: twice what is plainly different
 * side by side, because these are thin rings and small marks seen at a glance, not big patches.
 */
const val APART = 20.0

class DeuteranopiaTest {
    private val references = File(System.getProperty("dhayam.screenshots") ?: "tests/android/screenshots")
    private val out = File(System.getProperty("dhayam.deuteranopia") ?: "target/android-deuteranopia")

    private fun rgb(colour: Color) = Rgb.of(colour.toArgb())

    @Test
    fun `CIEDE2000 gives Sharma, Wu and Dalal's published differences`() {
        // Pairs 1, 2, 7, 15 (the hue wrap), 17 and 25 of their test data, to four decimals.
        val pairs = listOf(
            Triple(doubleArrayOf(50.0, 2.6772, -79.7751), doubleArrayOf(50.0, 0.0, -82.7485), 2.0425),
            Triple(doubleArrayOf(50.0, 3.1571, -77.2803), doubleArrayOf(50.0, 0.0, -82.7485), 2.8615),
            Triple(doubleArrayOf(50.0, 0.0, 0.0), doubleArrayOf(50.0, -1.0, 2.0), 2.3669),
            Triple(doubleArrayOf(50.0, 2.49, -0.001), doubleArrayOf(50.0, -2.49, 0.0011), 7.2195),
            Triple(doubleArrayOf(50.0, 2.5, 0.0), doubleArrayOf(73.0, 25.0, -18.0), 27.1492),
            Triple(doubleArrayOf(60.2574, -34.0099, 36.2677), doubleArrayOf(60.4626, -34.1751, 39.4387), 1.2644),
        )
        for ((p, q, expected) in pairs) assertEquals(expected, deltaE2000(p, q), 1e-4)
    }

    @Test
    fun `the simulation keeps greys and takes away the red-green axis`() {
        // Each row of Machado's matrix sums to 1, so white, black and greys are unchanged.
        for (v in listOf(0.0, 64.0, 128.0, 200.0, 255.0)) {
            val grey = deuteranopia(Rgb(v, v, v))
            assertTrue(deltaE2000(grey, Rgb(v, v, v)) < 0.1, "grey $v became $grey")
        }
        // Red and green both turn to yellows (red about as much as green in the red and green
        // channels, no blue), and a red and a green of equal lightness become nearly one colour.
        val red = deuteranopia(Rgb(255.0, 0.0, 0.0))
        assertTrue(kotlin.math.abs(red.r - red.g) < 25 && red.b < 5, "pure red as a deuteranope sees it: $red")
        val (rust, leaf) = Rgb(178.0, 87.0, 57.0) to Rgb(98.0, 115.0, 40.0)
        assertTrue(deltaE2000(rust, leaf) > 25, "plainly different to most people")
        assertTrue(deltaE2000(deuteranopia(rust), deuteranopia(leaf)) < 8, "much alike to a deuteranope")
    }

    @Test
    fun `every two players' colours stay apart, as drawn and to a deuteranope`() {
        val styles = TokenStyle.entries
        val failures = mutableListOf<String>()
        println("deuteranopia: player colours, ΔE2000 as drawn / to a deuteranope (at least $APART)")
        for ((i, a) in styles.withIndex()) for (b in styles.drop(i + 1)) {
            val (p, q) = rgb(tokenColor(a)) to rgb(tokenColor(b))
            val drawn = deltaE2000(p, q)
            val seen = deltaE2000(deuteranopia(p), deuteranopia(q))
            println("deuteranopia:   %-11s %-11s %5.1f / %5.1f".format(a, b, drawn, seen))
            if (drawn < APART || seen < APART) failures += "$a $p and $b $q: %.1f as drawn, %.1f to a deuteranope".format(drawn, seen)
        }
        // A seat's lane is tinted a fifth of the way to its player's colour (BoardPaint): too
        // faint to tell players apart by, for anyone, which is why the lanes carry dots. The
        // tints are shown so that stays a known fact, not a check.
        for (skin in BoardSkin.entries) {
            val fill = skinPalette(skin).stretch
            val least = styles.flatMapIndexed { i, a ->
                styles.drop(i + 1).map { b ->
                    deltaE2000(deuteranopia(rgb(lerp(fill, tokenColor(a), 0.2f))), deuteranopia(rgb(lerp(fill, tokenColor(b), 0.2f))))
                }
            }.min()
            println("deuteranopia:   lane tints on $skin: the closest two players differ by %.1f (told apart by their dots)".format(least))
        }
        assertTrue(failures.isEmpty(), "player colours too close:\n" + failures.joinToString("\n"))
    }

    @Test
    fun `on every skin the legal-move ring stands apart from the safe X and the squares, to a deuteranope`() {
        val failures = mutableListOf<String>()
        println("deuteranopia: the ring (highlight) against what it is drawn on or beside, ΔE2000 to a deuteranope (at least $APART)")
        for (skin in BoardSkin.entries) {
            val p = skinPalette(skin)
            val ring = deuteranopia(rgb(p.highlight))
            val against = surfaces(p) + ("safe X" to p.safeMark)
            val line = against.joinToString(", ") { (name, colour) ->
                val d = deltaE2000(ring, deuteranopia(rgb(colour)))
                if (d < APART) failures += "$skin: the ring ${rgb(p.highlight)} and the $name ${rgb(colour)} differ by %.1f".format(d)
                "%s %.1f".format(name, d)
            }
            println("deuteranopia:   $skin: $line")
        }
        assertTrue(failures.isEmpty(), failures.joinToString("\n"))
    }

    /** The squares and the goal a ring can be drawn on. */
    private fun surfaces(p: SkinPalette): List<Pair<String, Color>> = listOf(
        "track" to p.track, "stretch" to p.stretch, "middle ring" to p.middle, "inner ring" to p.inner,
        "light square" to p.numberedLight, "dark square" to p.numberedDark, "goal" to p.goal,
    )

    @Test
    fun `the game scenes as a deuteranope sees them are written for looking`() {
        val scenes = references.listFiles { f -> f.name.startsWith("game-") && f.name.endsWith("-en.png") }.orEmpty().sorted()
        assertTrue(scenes.size >= 9, "the game scenes' references in $references: ${scenes.map { it.name }}")
        out.mkdirs()
        for (scene in scenes) {
            val simulated = deuteranopia(ImageIO.read(scene))
            val file = File(out, scene.name.removeSuffix(".png") + "-deuteranopia.png")
            assertTrue(ImageIO.write(simulated, "png", file), "no PNG writer for $file")
        }
        println("deuteranopia: ${scenes.size} game scenes simulated in $out")
    }
}
