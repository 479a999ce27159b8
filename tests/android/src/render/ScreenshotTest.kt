// Every scene of every screen, rendered in English and in Tamil and compared with the reference
// images in tests/android/screenshots. A reference is rewritten when UPDATE_SCREENSHOTS=1 (then
// look at it before committing); a missing reference fails the test.
package com.dhayam.render

import java.io.File
import java.util.Locale
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory

class ScreenshotTest {
    private val references = File(System.getProperty("dhayam.screenshots") ?: "tests/android/screenshots")
    private val renders = File(System.getProperty("dhayam.renders") ?: "target/android-renders")
    private val update = System.getProperty("dhayam.update") == "1"

    // Only the scenes whose names match (run.sh's SCENES), to look at a few while working on them.
    private val only = System.getProperty("dhayam.scenes")?.takeIf { it.isNotEmpty() }?.toRegex()

    @TestFactory
    fun `every screen matches its reference image in English and Tamil`(): List<DynamicTest> =
        (menuScenes() + gameScenes() + largeTextScenes() + barsScenes()).filter { only?.containsMatchIn(it.name) ?: true }.flatMap { scene ->
            listOf(Locale.ENGLISH, Locale.forLanguageTag("ta")).map { locale ->
                val name = "${scene.name}-${locale.language}.png"
                DynamicTest.dynamicTest(name) {
                    val png = renderPng(locale, scene.fontScale, scene.widthDp, scene.heightDp, scene.content)
                    renders.mkdirs()
                    File(renders, name).writeBytes(png)
                    val reference = File(references, name)
                    if (update) {
                        references.mkdirs()
                        reference.writeBytes(png)
                    }
                    assertTrue(reference.exists(), "no reference image $reference: run with UPDATE_SCREENSHOTS=1 and look at it")
                    val differs = difference(reference.readBytes(), png)
                    assertTrue(differs < 0.002, "$name differs from its reference in ${"%.2f".format(differs * 100)}% of pixels; the render is in $renders")
                }
            }
        }
}
