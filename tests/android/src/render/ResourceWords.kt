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
fun stringsXml(qualifier: String?): Map<String, String> =
    elements(qualifier, "string").associate { it.getAttribute("name") to unescape(it.textContent) }

/** The plurals of values[-qualifier]/strings.xml, by name, each a map from quantity to text. */
fun pluralsXml(qualifier: String?): Map<String, Map<String, String>> =
    elements(qualifier, "plurals").associate { plural ->
        val items = plural.getElementsByTagName("item")
        plural.getAttribute("name") to (0 until items.length).associate { i ->
            val item = items.item(i) as Element
            item.getAttribute("quantity") to unescape(item.textContent)
        }
    }

private fun elements(qualifier: String?, tag: String): List<Element> {
    val file = File(resFolder, if (qualifier == null) "values/strings.xml" else "values-$qualifier/strings.xml")
    val nodes = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file).getElementsByTagName(tag)
    return (0 until nodes.length).map { nodes.item(it) as Element }
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

/**
 * Words in [locale]: Tamil from values-ta, falling back to English as Android does. Plural forms
 * follow CLDR for English and Tamil: "one" for 1, "other" otherwise.
 */
class ResourceWords(private val locale: Locale) : Words {
    private val english = stringsXml(null)
    private val local = if (locale.language == "en") emptyMap() else stringsXml(locale.language)
    private val englishPlurals = pluralsXml(null)
    private val localPlurals = if (locale.language == "en") emptyMap() else pluralsXml(locale.language)

    override fun get(id: Int, vararg args: Any): String {
        val name = names[id] ?: error("no string resource $id")
        return named(name, arrayOf(*args)) ?: error("no string $name")
    }

    override fun named(key: String, args: Array<Any>): String? {
        val text = local[key] ?: english[key] ?: return null
        return if (args.isEmpty()) text else String.format(locale, text, *args)
    }

    override fun plural(key: String, count: Int, args: Array<Any>): String? {
        val forms = localPlurals[key] ?: englishPlurals[key] ?: return null
        val text = forms[if (count == 1) "one" else "other"] ?: forms["other"] ?: return null
        return String.format(locale, text, *args)
    }
}
