// The app edge to edge under Android's system bars: the screens with a phone's bars
// drawn at their real insets — a 24 dp status bar with dark icons (the app is light only, so
// MainActivity asks for dark icons in dark mode too) and a 48 dp three-button navigation bar
// on its translucent scrim — so what falls under a bar shows. Upright, and held sideways with
// the navigation bar on the right. Nothing of the app's may sit under a bar: the top bar, the
// bank, the Undo bar and setup's Start bar keep out of the insets DhayamApp is given.
package com.dhayam.render

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.unit.dp
import com.dhayam.ui.DhayamApp

/** A phone's bars held upright: the status bar above, three-button navigation below. */
private val UPRIGHT = WindowInsets(top = 24.dp, bottom = 48.dp)

/** Held sideways: the status bar above, the navigation bar at the right edge. */
private val SIDEWAYS = WindowInsets(top = 24.dp, right = 48.dp)

/** The icons of a light status bar and navigation bar: dark. */
private val ICONS = Color(0xFF1C1B1F)

/** The scrim Android puts behind three-button navigation over a light app. */
private val SCRIM = Color(0xE6FBF4E8)

/** The scenes under the bars, named `bars-<scene>` (upright) and `sideways-<scene>`. */
fun barsScenes(): List<Scene> {
    fun upright(name: String, shown: Shown) = Scene("bars-$name") { Phone(shown, UPRIGHT, sideways = false) }
    fun sideways(name: String, shown: Shown) =
        Scene("sideways-$name", widthDp = PHONE_HEIGHT_DP, heightDp = PHONE_WIDTH_DP) { Phone(shown, SIDEWAYS, sideways = true) }
    return listOf(
        upright("home-resume", Shown(MenuStore.home)),
        upright("setup-custom", Shown(MenuViews.custom)),
        upright("game-dhayam-picked", GameViews.dhayamPicked),
        upright("game-undo", GameViews.undo),
        sideways("home-resume", Shown(MenuStore.home)),
        sideways("game-dhayam-picked", GameViews.dhayamPicked),
        sideways("game-thayam-four", GameViews.thayamFour),
    )
}

/** The app as [shown] within [insets], and the bars drawn over them. */
@Composable
private fun Phone(shown: Shown, insets: WindowInsets, sideways: Boolean) {
    Box(Modifier.fillMaxSize()) {
        DhayamApp(shown.view, "1.0.0", {}, {}, {}, insets = insets, recent = shown.recent)
        StatusBar()
        NavigationBar(sideways)
    }
}

@Composable
private fun BoxScope.StatusBar() {
    Canvas(Modifier.fillMaxWidth().height(24.dp).align(Alignment.TopCenter)) {
        val u = size.height
        // The clock as four bars of digits, the signal's wedge and the battery, in dark ink.
        for (i in 0 until 4) {
            drawRoundRect(ICONS, Offset(u * (0.7f + i * 0.32f), u * 0.3f), Size(u * 0.22f, u * 0.4f), CornerRadius(u * 0.05f))
        }
        val right = size.width - u * 0.7f
        drawRoundRect(ICONS, Offset(right - u * 0.45f, u * 0.3f), Size(u * 0.45f, u * 0.4f), CornerRadius(u * 0.06f), style = Stroke(u * 0.06f))
        drawRect(ICONS, Offset(right - u * 0.4f, u * 0.35f), Size(u * 0.3f, u * 0.3f))
        drawPath(
            Path().apply {
                moveTo(right - u * 0.7f, u * 0.72f); lineTo(right - u * 1.15f, u * 0.72f); lineTo(right - u * 0.7f, u * 0.27f); close()
            },
            ICONS,
        )
    }
}

@Composable
private fun BoxScope.NavigationBar(sideways: Boolean) {
    val modifier = if (sideways) {
        Modifier.fillMaxHeight().width(48.dp).align(Alignment.CenterEnd)
    } else {
        Modifier.fillMaxWidth().height(48.dp).align(Alignment.BottomCenter)
    }
    Canvas(modifier) {
        drawRect(SCRIM)
        val across = if (sideways) size.height else size.width
        for (i in 0 until 3) {
            val t = across * (0.3f + i * 0.2f)
            val c = if (sideways) Offset(size.width / 2f, size.height - t) else Offset(t, size.height / 2f)
            drawButton(i, c, 9.dp.toPx())
        }
    }
}

/** Back (a triangle), Home (a circle), Recents (a square), as Android draws them. */
private fun DrawScope.drawButton(which: Int, c: Offset, r: Float) {
    when (which) {
        0 -> drawPath(
            Path().apply { moveTo(c.x + r * 0.7f, c.y - r); lineTo(c.x - r * 0.8f, c.y); lineTo(c.x + r * 0.7f, c.y + r); close() },
            ICONS, style = Stroke(r * 0.22f),
        )
        1 -> drawCircle(ICONS, r, c, style = Stroke(r * 0.22f))
        else -> drawRoundRect(ICONS, c - Offset(r * 0.85f, r * 0.85f), Size(r * 1.7f, r * 1.7f), CornerRadius(r * 0.2f), style = Stroke(r * 0.22f))
    }
}
