// Opening the store at launch against the real core: a store that can't open is the core's words
// for the player (never a thrown error, never the error's own message), and a damaged store is
// set aside so the app opens.
package com.dhayam.model

import com.dhayam.core.ScreenView
import com.dhayam.core.Sentence
import com.dhayam.core.Text
import java.io.File
import java.io.RandomAccessFile
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The store's database file, as the core names it. */
private const val DATABASE = "dhayam.sqlite3"

/** The one sentence [key], with nothing to fill in. */
private fun says(key: String) = Text(listOf(Sentence(key, emptyList(), null)))

/** Opens [dir], expecting it to open, and hands the launch to [use] before closing the store. */
private fun opened(dir: String, use: (Launch.Opened) -> Unit = {}) {
    val launch = launch(dir, false)
    check(launch is Launch.Opened) { "expected the store to open, got $launch" }
    launch.app.use { use(launch) }
}

class LaunchTest {
    @Test
    fun `a fresh store opens, nothing set aside`() {
        opened(newDir()) { assertFalse(it.damagedSetAside) }
    }

    @Test
    fun `a store from a newer version fails with the words to update the app`() {
        val dir = newDir()
        opened(dir)
        // SQLite's user_version, the store's schema version, is the big-endian word at byte 60
        // of the database header: a newer build's store has a higher one.
        RandomAccessFile(File(dir, DATABASE), "rw").use { file ->
            file.seek(60)
            file.writeInt(99)
        }
        assertEquals(Launch.Failed(says("launch_newer_version")), launch(dir, false))
        assertEquals(Launch.Failed(says("launch_newer_version")), launch(dir, false), "and again on the next launch")
    }

    @Test
    fun `a store open in another copy fails with the words to close it`() {
        val dir = newDir()
        opened(dir) {
            assertEquals(Launch.Failed(says("launch_in_use")), launch(dir, false))
        }
        opened(dir) // once the other copy closes, the next launch opens
    }

    @Test
    fun `storage that can't be written fails with the words that say so`() {
        // A folder under a plain file can't be made, whoever runs the test (root included).
        val file = File(newDir(), "a file")
        file.writeText("not a folder")
        assertEquals(Launch.Failed(says("launch_unwritable")), launch(File(file, "dhayam").path, false))
    }

    @Test
    fun `a damaged store is set aside and a fresh one opens`() {
        val dir = newDir()
        File(dir, DATABASE).writeText("not a database, not at all: ".repeat(200))
        opened(dir) { launch ->
            assertTrue(launch.damagedSetAside, "the player is told")
            assertEquals(ScreenView.Home(null), launch.app.view().screen, "a fresh store, at Home")
        }
        assertTrue(File(dir).list()!!.any { it.startsWith("$DATABASE.damaged") }, "the damaged file is kept")
        opened(dir) { assertFalse(it.damagedSetAside, "the next launch opens the fresh store") }
    }
}
