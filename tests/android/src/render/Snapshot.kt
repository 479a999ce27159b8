// Renders a composable headlessly to a PNG the size of a phone, in the app's theme and fonts
// and in English or Tamil, and compares it with a committed reference image.
package com.dhayam.render

import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.platform.Font
import androidx.compose.ui.unit.Density
import com.dhayam.ui.DhayamTheme
import java.io.File
import java.util.Locale
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image

/**
 * One screen in one state, as the screenshot test renders it, at [fontScale] (2 is 200% text), on
 * a screen [widthDp] by [heightDp] (a phone held upright unless said).
 */
class Scene(
    val name: String,
    val fontScale: Float = 1f,
    val widthDp: Int = PHONE_WIDTH_DP,
    val heightDp: Int = PHONE_HEIGHT_DP,
    val content: @Composable () -> Unit,
)

/** A phone: 360 x 780 dp at density 2 (720 x 1560 pixels). */
const val PHONE_WIDTH_DP = 360
const val PHONE_HEIGHT_DP = 780
const val PHONE_DENSITY = 2f

/** The app's font family, from the same res/font files Android loads. */
val appFonts: FontFamily by lazy {
    fun font(name: String, weight: FontWeight) =
        Font(name, File(resFolder, "font/$name.ttf").readBytes(), weight)
    FontFamily(font("dhayam_regular", FontWeight.Normal), font("dhayam_bold", FontWeight.Bold))
}

/** When every dialog's entrance animation has ended. */
private const val DIALOG_SETTLED_NS = 1_000_000_000L

/** [content] rendered at phone size (or [widthDp] by [heightDp]) in [locale] with text at [fontScale], as PNG bytes. */
fun renderPng(
    locale: Locale,
    fontScale: Float = 1f,
    widthDp: Int = PHONE_WIDTH_DP,
    heightDp: Int = PHONE_HEIGHT_DP,
    content: @Composable () -> Unit,
): ByteArray {
    val scene = ImageComposeScene(
        width = (widthDp * PHONE_DENSITY).toInt(),
        height = (heightDp * PHONE_DENSITY).toInt(),
        density = Density(PHONE_DENSITY, fontScale),
    ) {
        DhayamTheme(appFonts, ResourceWords(locale), content)
    }
    try {
        // The first frame lays out, the second draws what the first measured; the last is drawn
        // once a dialog's entrance (a fade and a scale since Compose 1.12) has ended.
        scene.render(0)
        scene.render(16_000_000)
        val image: Image = scene.render(DIALOG_SETTLED_NS)
        return image.encodeToData(EncodedImageFormat.PNG)!!.bytes
    } finally {
        scene.close()
    }
}

/**
 * How different two PNGs are: the share of pixels whose colour differs by more than a small
 * tolerance in any channel (anti-aliasing may differ by a step between machines), or 1.0 when
 * the sizes differ.
 */
fun difference(a: ByteArray, b: ByteArray): Double {
    val x = org.jetbrains.skia.Bitmap.makeFromImage(Image.makeFromEncoded(a))
    val y = org.jetbrains.skia.Bitmap.makeFromImage(Image.makeFromEncoded(b))
    if (x.width != y.width || x.height != y.height) return 1.0
    var differing = 0
    for (row in 0 until x.height) for (col in 0 until x.width) {
        val p = x.getColor(col, row)
        val q = y.getColor(col, row)
        val far = (0..24 step 8).any { shift -> kotlin.math.abs(((p shr shift) and 0xFF) - ((q shr shift) and 0xFF)) > 24 }
        if (far) differing += 1
    }
    return differing.toDouble() / (x.width * x.height)
}
