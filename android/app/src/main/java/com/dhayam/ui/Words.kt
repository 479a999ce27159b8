// The app's text, looked up by string resource. On Android the activity's resources answer
// (values/ or values-ta/); the desktop renderer used by the tests reads the same strings.xml
// files. Screens never hold text of their own.
package com.dhayam.ui

import androidx.annotation.StringRes
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.staticCompositionLocalOf
import com.dhayam.model.Note

/** Looks up string [id] formatted with [args], in the app's current language. */
fun interface Words {
    /** The text of [id], formatted like Android's getString(id, args). */
    fun get(@StringRes id: Int, vararg args: Any): String
}

/** The words the screens use; provided at the root of the app. */
val LocalWords = staticCompositionLocalOf<Words> { error("no Words provided") }

/** The text of [id] with [args]. */
@Composable
@ReadOnlyComposable
fun text(@StringRes id: Int, vararg args: Any): String = LocalWords.current.get(id, *args)

/** The text of [note], its arguments that are notes spelled out first. */
fun Words.say(note: Note): String =
    get(note.text, *note.args.map { if (it is Note) say(it) else it }.toTypedArray())

/** The text of [note]. */
@Composable
@ReadOnlyComposable
fun text(note: Note): String = LocalWords.current.say(note)
