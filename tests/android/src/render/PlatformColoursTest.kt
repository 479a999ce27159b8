// The colours a phone shows before any code runs are written in the platforms' own files, where
// nothing can ask the core: Android's window background and launcher icon ground
// (res/values/themes.xml) and iOS's launch screen and accent (the asset catalog's
// LaunchBackground and AccentColor). Each must be the core's colour for the same thing, so the
// app opens on the cotton it then draws.
package com.dhayam.render

import com.dhayam.core.appColours
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class PlatformColoursTest {
    private val catalog = File(resFolder, "../../../../../ios/Dhayam/Resources/Assets.xcassets")

    /** An Android `<color>` of res/values/themes.xml, as 0xAARRGGBB. */
    private fun androidColour(name: String): UInt {
        val document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(resFolder, "values/themes.xml"))
        val colours = document.getElementsByTagName("color")
        val hex = (0 until colours.length).map { colours.item(it) }.single { it.attributes.getNamedItem("name").nodeValue == name }.textContent.trim()
        return hex.removePrefix("#").toLong(16).toUInt()
    }

    /** The one colour of an iOS colour set, as 0xAARRGGBB. */
    private fun iosColour(set: String): UInt {
        val json = File(catalog, "$set.colorset/Contents.json").readText()
        fun component(name: String): UInt {
            val value = Regex("\"$name\"\\s*:\\s*\"([^\"]+)\"").find(json)!!.groupValues[1]
            return if (value.startsWith("0x")) value.removePrefix("0x").toUInt(16) else (value.toDouble() * 255 + 0.5).toUInt()
        }
        return (component("alpha") shl 24) or (component("red") shl 16) or (component("green") shl 8) or component("blue")
    }

    @Test
    fun `the launch screens open on the core's background and the icon and accent are its primary`() {
        val core = appColours()
        assertEquals(core.background, androidColour("cotton"), "Android's window background")
        assertEquals(core.background, iosColour("LaunchBackground"), "iOS's launch screen")
        assertEquals(core.primary, androidColour("terracotta"), "Android's launcher icon ground")
        assertEquals(core.primary, iosColour("AccentColor"), "iOS's accent")
    }
}
