// The app's text. The screens' own labels are string resources by id; everything the core says
// is a Text of string keys with arguments, and [say] is the one place that turns one into words:
// each key is looked up by name as a string or, when the sentence has a count, a plurals
// resource. On Android the activity's resources answer (values/ or values-ta/, by
// Resources.getIdentifier; res/raw/keep.xml keeps them through resource shrinking); the desktop
// renderer used by the tests reads the same strings.xml files. A key with no resource yet shows
// as the key itself, never as nothing.
package com.dhayam.ui

import androidx.annotation.StringRes
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.staticCompositionLocalOf
import com.dhayam.core.Sentence
import com.dhayam.core.Text
import com.dhayam.core.TextArg

/** Looks strings up in the app's current language. */
interface Words {
    /** The text of [id], formatted like Android's getString(id, args). */
    fun get(@StringRes id: Int, vararg args: Any): String

    /** The string resource named [key] formatted with [args], or null if there is none. */
    fun named(key: String, args: Array<Any>): String?

    /** The plurals resource named [key] in its form for [count], formatted with [args], or null. */
    fun plural(key: String, count: Int, args: Array<Any>): String?
}

/** The words the screens use; provided at the root of the app. */
val LocalWords = staticCompositionLocalOf<Words> { error("no Words provided") }

/** The text of [id] with [args]. */
@Composable
@ReadOnlyComposable
fun text(@StringRes id: Int, vararg args: Any): String = LocalWords.current.get(id, *args)

/** [text] in words. */
@Composable
@ReadOnlyComposable
fun text(text: Text): String = LocalWords.current.say(text)

/** The core's name key [key] (a rule's, a throw set's) in words. */
@Composable
@ReadOnlyComposable
fun named(key: String): String = LocalWords.current.say(Text(listOf(Sentence(key, emptyList(), null))))

/** [text] in words, its sentences joined by a space. */
fun Words.say(text: Text): String =
    text.sentences.joinToString(" ") { sentence(it) }

private fun Words.sentence(sentence: Sentence): String {
    val args = sentence.args.map { arg ->
        when (arg) {
            is TextArg.Number -> arg.value.toInt()
            is TextArg.Numbers -> arg.values.joinToString(", ")
            is TextArg.Name -> named(arg.key, arg.numbers.map { it.toInt() }.toTypedArray<Any>()) ?: arg.key
        }
    }.toTypedArray<Any>()
    val count = sentence.count
    return (if (count == null) named(sentence.key, args) else plural(sentence.key, count.toInt(), args)) ?: sentence.key
}
