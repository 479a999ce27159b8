// The one place a core Text becomes words: names, numbers, lists, squares and plurals filled in,
// sentences joined, and a key with no resource yet shown as itself.
package com.dhayam.ui

import com.dhayam.core.GameKind
import com.dhayam.core.Sentence
import com.dhayam.core.Text
import com.dhayam.core.TextArg
import com.dhayam.core.boardLayout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class WordsTest {
    private val words = object : Words {
        val strings = mapOf(
            "player_n" to "Player %1\$d",
            "event_cut" to "%1\$s cut %2\$s on %3\$s",
            "entry" to "Entry: %1\$s",
            "square_oval" to "Oval",
            "square_centre" to "centre",
        )
        val plurals = mapOf("cuts" to mapOf("one" to "%1\$d cut", "other" to "%1\$d cuts"))

        override fun get(id: Int, vararg args: Any): String = error("not by id")
        override fun named(key: String, args: Array<Any>): String? = strings[key]?.format(*args)
        override fun plural(key: String, count: Int, args: Array<Any>): String? =
            plurals[key]?.let { forms -> (forms[if (count == 1) "one" else "other"] ?: forms.getValue("other")).format(*args) }
    }

    private fun sentence(key: String, vararg args: TextArg, count: UInt? = null) = Sentence(key, args.toList(), count)

    @Test
    fun `arguments are filled in, sentences joined, and squares named as a player calls them`() {
        val cut = sentence(
            "event_cut",
            TextArg.Name("player_n", listOf(1u)),
            TextArg.Name("player_n", listOf(2u)),
            TextArg.Square(0u),
        )
        val board = boardLayout(GameKind.DHAYAM)
        assertEquals("Player 1 cut Player 2 on Oval Entry: 1, 5", words.say(Text(listOf(cut, sentence("entry", TextArg.Numbers(listOf(1u, 5u))))), board))
        assertEquals("Player 1 cut Player 2 on 0", words.say(Text(listOf(cut))), "without a board, the square's number")
    }

    @Test
    fun `a Thayam square is its step along the bottom path or the centre, never the notation's row and column`() {
        val board = boardLayout(GameKind.THAYAM)
        val path = board.paths.first()
        val cut = sentence("event_cut", TextArg.Name("player_n", listOf(1u)), TextArg.Name("player_n", listOf(2u)), TextArg.Square(path[3]))
        assertEquals("Player 1 cut Player 2 on 4", words.say(Text(listOf(cut)), board))
        assertEquals("centre", words.square(board, path.last()))
        board.squares.forEach { assertEquals(false, words.square(board, it.id).contains(Regex("r[0-9]c[0-9]")), it.label) }
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
