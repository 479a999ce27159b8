// The iOS app's icon is Android's launcher icon: the adaptive icon's background colour with its
// foreground vector (res/drawable/ic_launcher_foreground.xml) drawn by Compose's own parser of
// Android vector drawables, at the 1024 x 1024 the App Store asks for. The icon shows the adaptive
// icon's visible 72 of its 108 units, as a launcher's mask does; iOS rounds the corners itself.
// The image is opaque RGB: App Store validation refuses an icon with an alpha channel. The
// committed ios/Dhayam/Resources/Assets.xcassets/AppIcon.appiconset/AppIcon.png must be what this
// draws (UPDATE_SCREENSHOTS=1 rewrites it; look at it then).
package com.dhayam.render

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.requiredSize
import androidx.compose.ui.Alignment
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.graphics.vector.rememberVectorPainter
import androidx.compose.ui.res.loadXmlImageVector
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import java.awt.image.BufferedImage
import java.io.ByteArrayInputStream
import java.io.ByteArrayOutputStream
import java.io.File
import javax.imageio.ImageIO
import javax.xml.parsers.DocumentBuilderFactory
import org.jetbrains.skia.EncodedImageFormat
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.xml.sax.InputSource

class IosIconTest {
    private val icon = File(resFolder, "../../../../../ios/Dhayam/Resources/Assets.xcassets/AppIcon.appiconset/AppIcon.png")
    private val update = System.getProperty("dhayam.update") == "1"

    /** An Android `<color>` of res/values/themes.xml (#AARRGGBB), the adaptive icon's background among them. */
    private fun themeColour(name: String): Color {
        val document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(resFolder, "values/themes.xml"))
        val colours = document.getElementsByTagName("color")
        val hex = (0 until colours.length).map { colours.item(it) }.first { it.attributes.getNamedItem("name").nodeValue == name }.textContent.trim()
        return Color(hex.removePrefix("#").toLong(16).toInt())
    }

    /** The adaptive icon's background colour's name, read from mipmap-anydpi-v26/ic_launcher.xml. */
    private fun backgroundName(): String {
        val document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(resFolder, "mipmap-anydpi-v26/ic_launcher.xml"))
        val drawable = document.getElementsByTagName("background").item(0).attributes.getNamedItem("android:drawable").nodeValue
        return drawable.removePrefix("@color/")
    }

    /** The icon at [size] pixels a side, as opaque RGB. */
    private fun draw(size: Int): BufferedImage {
        val foreground = File(resFolder, "drawable/ic_launcher_foreground.xml").inputStream().use {
            loadXmlImageVector(InputSource(it), Density(1f))
        }
        val background = themeColour(backgroundName())
        // 108 units of the adaptive icon across size * 108 / 72 pixels, so its visible 72 fill the image.
        val layer = size * 108 / 72
        val scene = ImageComposeScene(width = size, height = size, density = Density(1f)) {
            Box(Modifier.fillMaxSize().background(background), contentAlignment = Alignment.Center) {
                Image(rememberVectorPainter(foreground), contentDescription = null, modifier = Modifier.requiredSize(layer.dp))
            }
        }
        val drawn = try {
            scene.render(0)
            scene.render(16_000_000).encodeToData(EncodedImageFormat.PNG)!!.bytes
        } finally {
            scene.close()
        }
        val argb = ImageIO.read(ByteArrayInputStream(drawn))
        return BufferedImage(size, size, BufferedImage.TYPE_INT_RGB).also { it.graphics.drawImage(argb, 0, 0, null) }
    }

    @Test
    fun `the iOS app icon is Android's launcher icon at 1024 by 1024, opaque, and current`() {
        val drawn = draw(1024)
        val png = ByteArrayOutputStream().also { ImageIO.write(drawn, "png", it) }.toByteArray()
        if (update) icon.writeBytes(png)
        assertTrue(icon.exists(), "no $icon: run with UPDATE_SCREENSHOTS=1 and look at it")
        val committed = ImageIO.read(icon)
        assertEquals(1024, committed.width)
        assertEquals(1024, committed.height)
        assertTrue(!committed.colorModel.hasAlpha(), "the App Store refuses an icon with an alpha channel")
        assertEquals(themeColour(backgroundName()).toArgb() and 0xFFFFFF, committed.getRGB(4, 4) and 0xFFFFFF, "the corner is the launcher icon's background colour")
        val differs = difference(icon.readBytes(), png)
        assertTrue(differs < 0.002, "AppIcon.png differs from Android's launcher icon drawn now in ${"%.2f".format(differs * 100)}% of pixels: run with UPDATE_SCREENSHOTS=1")
    }
}
