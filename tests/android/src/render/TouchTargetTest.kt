// Every control of every screenshot scene has a touch area of at least 48 x 48 dp, the size
// Android's accessibility guidelines ask for. Each scene (the 100% ones and the 200% text ones,
// in English and in Tamil) is composed in Compose's semantics test at phone size, and every node
// a tap acts on (buttons, chips, segments, switch rows, radio rows, the Moves row) is measured as
// laid out. A control laid out at 48 dp or more each way passes on its own bounds. A smaller one
// (Material draws icon and text buttons 40 dp high) gets the rest from Compose, which widens a
// clickable's touch bounds to 48 dp round its centre, for hit testing and for the bounds it
// reports to accessibility services; but a touch inside a neighbour's bounds goes to the
// neighbour, so the widened area counts only where no other control on screen lies in it.
//
// The board's squares aren't controls in this sense: they are drawn, and a tap is mapped to the
// nearest square within three quarters of one (BoardGeometry); every move is also a button of the
// Moves row, which this test measures.
package com.dhayam.render

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.isRoot
import androidx.compose.ui.test.runDesktopComposeUiTest
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.toSize
import com.dhayam.ui.DhayamTheme
import com.dhayam.ui.LocalReducedMotion
import java.util.Locale
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory

/** The least width and height of a touch area, in dp. */
const val MIN_TOUCH_DP = 48f

@OptIn(ExperimentalTestApi::class)
class TouchTargetTest {
    // Only the scenes whose names match (run.sh's SCENES), as in the screenshot test.
    private val only = System.getProperty("dhayam.scenes")?.takeIf { it.isNotEmpty() }?.toRegex()

    @TestFactory
    fun `every control of every scene has a touch area of at least 48 dp each way`(): List<DynamicTest> =
        (menuScenes() + gameScenes() + largeTextScenes()).filter { only?.containsMatchIn(it.name) ?: true }.flatMap { scene ->
            listOf(Locale.ENGLISH, Locale.forLanguageTag("ta")).map { locale ->
                val name = "${scene.name}-${locale.language}"
                DynamicTest.dynamicTest(name) {
                    val layers = controlsOf(scene.fontScale) { DhayamTheme(appFonts, ResourceWords(locale), scene.content) }
                    val shown = layers.flatten()
                    assertTrue(shown.isNotEmpty(), "$name: no control on screen, so nothing was measured")
                    val smallest = shown.minBy { minOf(it.bounds.width, it.bounds.height) }
                    println("touch: $name: ${shown.size} controls, the smallest $smallest")
                    val short = shortfalls(layers)
                    assertTrue(short.isEmpty(), "$name: touch areas under $MIN_TOUCH_DP dp:\n" + short.joinToString("\n"))
                }
            }
        }

    @Test
    fun `the check finds small controls crowded together, and passes a small one with room`() {
        // Two 40 dp buttons 2 dp apart: each has only 41 dp before the other begins. A third
        // 40 dp below them has its 48 dp to itself.
        val layers = controlsOf(1f) {
            Column {
                Row {
                    Box(Modifier.size(40.dp).semantics { contentDescription = "a" }.clickable {})
                    Spacer(Modifier.width(2.dp))
                    Box(Modifier.size(40.dp).semantics { contentDescription = "b" }.clickable {})
                }
                Spacer(Modifier.height(40.dp))
                Box(Modifier.size(40.dp).semantics { contentDescription = "alone" }.clickable {})
            }
        }
        val short = shortfalls(layers)
        assertEquals(listOf("a", "b"), short.map { it.substringAfter('"').substringBefore('"') }, short.joinToString("\n"))
    }

    /** Why each control of each of [layers] falls short, if any does. */
    private fun shortfalls(layers: List<List<Control>>): List<String> =
        layers.flatMap { controls -> controls.mapNotNull { it.shortfall(controls) } }

    /**
     * A control: what it says, its [bounds] as laid out and the part of them [shown] on screen
     * (empty when it is scrolled out of view or under a bar).
     */
    private class Control(val name: String, val bounds: Rect, val shown: Rect, private val id: Int) {
        val visible get() = !shown.isEmpty

        override fun toString() = "\"$name\" %.0fx%.0f dp".format(bounds.width, bounds.height)

        /** Its touch area: its bounds, widened round their centre to the least size where smaller. */
        private val touch: Rect = run {
            val w = maxOf(bounds.width, MIN_TOUCH_DP)
            val h = maxOf(bounds.height, MIN_TOUCH_DP)
            Rect(bounds.center - Offset(w / 2, h / 2), Size(w, h))
        }

        /** Why its touch area falls short among [all] the controls on screen, or null if it doesn't. */
        fun shortfall(all: List<Control>): String? {
            if (bounds.width >= MIN_TOUCH_DP && bounds.height >= MIN_TOUCH_DP) return null
            // Rounding in layout leaves neighbours' edges a fraction of a dp apart or over.
            val crowded = all.filter { it.id != id && it.shown.deflate(0.5f).overlaps(touch) }
            if (crowded.isEmpty()) return null
            return "\"$name\" is %.0fx%.0f dp and %s within the %.0f dp round it".format(
                bounds.width, bounds.height, crowded.joinToString { "\"${it.name}\"" }, MIN_TOUCH_DP,
            )
        }
    }

    /**
     * Every node of [content] on screen that a tap acts on, by layer: the screen, and a dialog
     * over it (which takes every touch while it is up, so its controls only compete with each
     * other). It is composed at density 1 on a window of the phone's size in dp, so a node's
     * pixels are its dp, with text at [fontScale]; motion is reduced so the legal-move ring
     * holds still, and two frames are drawn (the first lays out, the second settles what read
     * the first's sizes).
     */
    private fun controlsOf(fontScale: Float, content: @Composable () -> Unit): List<List<Control>> {
        var found = emptyList<List<Control>>()
        runDesktopComposeUiTest(width = PHONE_WIDTH_DP, height = PHONE_HEIGHT_DP) {
            mainClock.autoAdvance = false
            setContent {
                CompositionLocalProvider(
                    LocalDensity provides Density(1f, fontScale),
                    LocalReducedMotion provides true,
                    content = content,
                )
            }
            mainClock.advanceTimeByFrame()
            mainClock.advanceTimeByFrame()
            found = onAllNodes(isRoot()).fetchSemanticsNodes().map { root ->
                descendants(root).filter { SemanticsActions.OnClick in it.config }.map { node ->
                    // Unclipped, so a control half scrolled out of view is measured whole.
                    val bounds = Rect(node.positionInWindow, node.size.toSize())
                    Control(nameOf(node), bounds, node.boundsInWindow, node.id)
                }.filter { it.visible }
            }
        }
        return found
    }

    private fun descendants(node: SemanticsNode): List<SemanticsNode> =
        node.children.flatMap { listOf(it) + descendants(it) }

    /** The words a screen reader would say for [node], or its test tag. */
    private fun nameOf(node: SemanticsNode): String {
        val config = node.config
        return config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString(" ")
            ?: config.getOrNull(SemanticsProperties.Text)?.joinToString(" ")
            ?: config.getOrNull(SemanticsProperties.TestTag)
            ?: "node ${node.id}"
    }
}
