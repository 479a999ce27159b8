// The one place a core Text becomes words: names (a player's, a square's), numbers, lists and
// plurals filled in, sentences joined, and a key with no resource yet shown as itself.
package com.dhayam.ui

import com.dhayam.core.Sentence
import com.dhayam.core.Text
import com.dhayam.core.TextArg
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class WordsTest {
    private val words = object : Words {
        val strings = mapOf(
            "player_n" to "Player %1\$d",
            "event_cut" to "%1\$s cut %2\$s on %3\$s",
            "entry" to "Entry: %1\$s",
            "square_oval_at" to "the Oval",
            "square_number_at" to "%1\$d",
        )
        val plurals = mapOf("cuts" to mapOf("one" to "%1\$d cut", "other" to "%1\$d cuts"))

        override fun get(id: Int, vararg args: Any): String = error("not by id")
        override fun named(key: String, args: Array<Any>): String? = strings[key]?.format(*args)
        override fun plural(key: String, count: Int, args: Array<Any>): String? =
            plurals[key]?.let { forms -> (forms[if (count == 1) "one" else "other"] ?: forms.getValue("other")).format(*args) }
    }

    private fun sentence(key: String, vararg args: TextArg, count: UInt? = null) = Sentence(key, args.toList(), count)

    @Test
    fun `arguments are filled in and sentences joined`() {
        val cut = sentence(
            "event_cut",
            TextArg.Name("player_n", listOf(1u)),
            TextArg.Name("player_n", listOf(2u)),
            TextArg.Name("square_oval_at", emptyList()),
        )
        assertEquals("Player 1 cut Player 2 on the Oval Entry: 1, 5", words.say(Text(listOf(cut, sentence("entry", TextArg.Numbers(listOf(1u, 5u)))))))
    }

    @Test
    fun `a square is the core's name for it in its case, its number filled in`() {
        val cut = sentence(
            "event_cut",
            TextArg.Name("player_n", listOf(1u)),
            TextArg.Name("player_n", listOf(2u)),
            TextArg.Name("square_number_at", listOf(4u)),
        )
        assertEquals("Player 1 cut Player 2 on 4", words.say(Text(listOf(cut))))
    }

    @Test
    fun `a counted sentence takes its plural form`() {
        assertEquals("1 cut", words.say(Text(listOf(sentence("cuts", TextArg.Number(1u), count = 1u)))))
        assertEquals("3 cuts", words.say(Text(listOf(sentence("cuts", TextArg.Number(3u), count = 3u)))))
    }

    @Test
    fun `a key with no resource shows as the key`() {
        assertEquals("prompt_new_key", words.say(Text(listOf(sentence("prompt_new_key", TextArg.Name("player_n", listOf(1u)))))))
        assertEquals("plural_new_key", words.say(Text(listOf(sentence("plural_new_key", count = 2u)))))
    }
}
