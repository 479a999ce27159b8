// The app's strings read from its res/ folder, as Android's resources would give them: the
// desktop stand-in for Context.getString, so the screens render with the real English and
// Tamil text.
package com.dhayam.render

import com.dhayam.R
import com.dhayam.ui.Words
import java.io.File
import java.util.Locale
import javax.xml.parsers.DocumentBuilderFactory
import org.w3c.dom.Element

/** The app's resource folder (tests/android/run.sh passes it). */
val resFolder: File = File(System.getProperty("dhayam.res") ?: "android/app/src/main/res")

/** The strings of values[-qualifier]/strings.xml, by name, unescaped as aapt does. */
fun stringsXml(qualifier: String?): Map<String, String> {
    val file = File(resFolder, if (qualifier == null) "values/strings.xml" else "values-$qualifier/strings.xml")
    val nodes = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file)
        .getElementsByTagName("string")
    return (0 until nodes.length).associate { i ->
        val element = nodes.item(i) as Element
        element.getAttribute("name") to unescape(element.textContent)
    }
}

private fun unescape(text: String): String = buildString {
    var i = 0
    while (i < text.length) {
        val c = text[i]
        if (c == '\\' && i + 1 < text.length) {
            append(when (val next = text[i + 1]) { 'n' -> '\n'; 't' -> '\t'; else -> next })
            i += 2
        } else {
            append(c)
            i += 1
        }
    }
}

/** The resource name of every R.string id. */
private val names: Map<Int, String> by lazy {
    R.string::class.java.declaredFields
        .filter { it.type == Int::class.javaPrimitiveType }
        .associate { it.getInt(null) to it.name }
}

/** Words in [locale]: Tamil from values-ta, falling back to English as Android does. */
class ResourceWords(private val locale: Locale) : Words {
    private val english = stringsXml(null)
    private val local = if (locale.language == "en") emptyMap() else stringsXml(locale.language)

    override fun get(id: Int, vararg args: Any): String {
        val name = names[id] ?: error("no string resource $id")
        val text = local[name] ?: english[name] ?: error("no string $name")
        return if (args.isEmpty()) text else String.format(locale, text, *args)
    }
}
