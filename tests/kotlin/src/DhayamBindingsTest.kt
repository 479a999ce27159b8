// The generated Kotlin bindings, driven on the JVM against the host build of dhayam-ffi
// (loaded through JNA): whole games of each kind, refused calls that change nothing, resuming,
// settings, statistics, the menus' data, and a panic in the core reaching Kotlin as an error.
package com.dhayam.tests

import com.dhayam.bindings.App
import com.dhayam.bindings.DhayamException
import com.dhayam.bindings.Event
import com.dhayam.bindings.GameHandle
import com.dhayam.bindings.GameRules
import com.dhayam.bindings.GameSetup
import com.dhayam.bindings.Move
import com.dhayam.bindings.OpponentKind
import com.dhayam.bindings.Phase
import com.dhayam.bindings.SeatKind
import com.dhayam.bindings.boardLayout
import com.dhayam.bindings.boardSkins
import com.dhayam.bindings.defaultSetup
import com.dhayam.bindings.presets
import com.dhayam.bindings.tokenStyles
import com.dhayam.core.GameKind
import com.dhayam.core.Level
import com.dhayam.core.Preset
import java.io.File
import kotlin.random.Random
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

private val MEDIUM = SeatKind.Computer(Level.MEDIUM)

private fun tempDir(): String = tempStoreDir("dhayam-kotlin")

/** The default setup of [kind] with the fewest coins its preset allows, so a game is short. */
private fun shortSetup(kind: GameKind, seats: List<SeatKind>): GameSetup {
    val setup = defaultSetup(kind)
    val rules = when (val rules = setup.rules) {
        is GameRules.Race -> {
            val preset = presets().first { it.preset == rules.rules.preset }
            GameRules.Race(rules.rules.copy(coins = preset.coinChoices.first()))
        }
        is GameRules.Paramapadam -> rules
    }
    return setup.copy(
        rules = rules,
        seats = setup.seats.zip(seats) { seat, kind -> seat.copy(kind = kind) },
    )
}

/**
 * Play [game] to the end: player 1's choices are picked at random from the legal moves (rolls
 * when they must roll), every other seat is the computer. Returns every event.
 */
private fun playToTheEnd(game: GameHandle, random: Random): List<Event> {
    val events = mutableListOf<Event>()
    var actions = 0
    while (true) {
        val view = game.state()
        val player = view.toAct ?: break
        val caused = when {
            player != 0u -> game.computerMove(player)
            view.mustRoll -> {
                assertTrue(game.legalMoves().isEmpty(), "no moves while the player must roll")
                game.roll(player)
            }
            else -> {
                val moves = game.legalMoves()
                assertTrue(moves.isNotEmpty(), "a player to move has a legal move")
                game.play(player, moves[random.nextInt(moves.size)].action)
            }
        }
        assertTrue(caused.isNotEmpty(), "every action causes something")
        events += caused
        actions += 1
        assertTrue(actions < 20_000, "the game ends")
    }
    return events
}

class DhayamBindingsTest {
    @Test
    fun `each of the three games plays to the end through the bindings`() {
        for ((i, kind) in GameKind.entries.withIndex()) {
            App.open(tempDir()).use { app ->
                val game = app.newGame(shortSetup(kind, listOf(SeatKind.Human, MEDIUM)), 40uL + i.toULong())
                val events = playToTheEnd(game, Random(i))
                val end = game.state()
                assertTrue(end.over, "$kind is over")
                assertNull(end.toAct)
                assertEquals(Phase.Over, end.phase)
                val over = events.last()
                assertTrue(over is Event.GameOver, "$kind ends with GameOver, not $over")
                assertEquals((over as Event.GameOver).winner, end.winner)
                assertNull(app.savedGame(), "an ended game is no longer saved")
                val stats = app.statistics(kind, OpponentKind.Computer(Level.MEDIUM))
                assertEquals(1u, stats.played, "$kind counts once")
                assertEquals(1u, stats.won + stats.lost + stats.drawn)
                assertTrue(stats.throwCounts.sumOf { it.count } > 0uL, "your throws are counted")
                assertNotNull(stats.averageTurns)
            }
        }
    }

    @Test
    fun `an illegal move is a typed error and changes nothing`() {
        val dir = tempDir()
        App.open(dir).use { app ->
            val game = app.newGame(shortSetup(GameKind.DHAYAM, listOf(MEDIUM, MEDIUM)), 5uL)
            while (game.legalMoves().isEmpty()) game.computerMove(game.state().toAct!!)
            val before = game.state()
            val notation = game.notation()
            val player = before.toAct!!
            assertThrows(DhayamException.IllegalMove::class.java) {
                game.play(player, Move.Advance(from = 70u, value = 12u))
            }
            val outOfTurn = assertThrows(DhayamException.NotYourTurn::class.java) {
                game.play(player + 1u, game.legalMoves().first().action)
            }
            assertEquals(player, outOfTurn.expected)
            assertThrows(DhayamException.MustMove::class.java) { game.roll(player) }
            assertEquals(before, game.state())
            assertEquals(notation, game.notation())
            assertEquals(notation, app.savedGame()!!.notation(), "the saved game is unchanged")
        }
    }

    @Test
    fun `a reopened app resumes the identical game`() {
        val dir = tempDir()
        val notation: String
        val view = App.open(dir).use { app ->
            val game = app.newGame(shortSetup(GameKind.THAYAM, listOf(MEDIUM, MEDIUM)), 9uL)
            repeat(25) { game.computerMove(game.state().toAct!!) }
            notation = game.notation()
            game.state().also { game.close() }
        }
        App.open(dir).use { app ->
            val resumed = app.savedGame()
            assertNotNull(resumed)
            assertEquals(notation, resumed!!.notation())
            assertEquals(view.copy(canUndo = false), resumed.state())
            // The same random state: the resumed game plays on exactly as a copy of it would.
            val copy = GameHandle.fromNotation(notation, listOf(MEDIUM, MEDIUM))
            val player = resumed.state().toAct!!
            assertEquals(copy.computerMove(player), resumed.computerMove(player))
        }
    }

    @Test
    fun `sound, haptics and auto-roll are stored and read back`() {
        val dir = tempDir()
        val changed = App.open(dir).use { app ->
            val first = app.settings()
            val changed = first.copy(sound = !first.sound, haptics = !first.haptics, autoRoll = !first.autoRoll)
            app.setSettings(changed)
            assertEquals(changed, app.settings())
            changed
        }
        App.open(dir).use { app ->
            val again = app.settings()
            assertEquals(changed.sound, again.sound)
            assertEquals(changed.haptics, again.haptics)
            assertEquals(changed.autoRoll, again.autoRoll)
        }
    }

    @Test
    fun `a panic inside the core reaches Kotlin as an error and changes nothing`() {
        App.open(tempDir()).use { app ->
            val game = app.newGame(defaultSetup(GameKind.PARAMAPADAM), 3uL)
            val before = game.state()
            val error = assertThrows(DhayamException.Internal::class.java) { game.panicForTests() }
            assertTrue(error.detail.contains("deliberate panic"), error.detail)
            assertEquals(before, game.state())
            assertTrue(game.roll(before.toAct!!).isNotEmpty(), "the game still plays")
        }
    }

    @Test
    fun `undo restores the state and the same throw follows`() {
        App.open(tempDir()).use { app ->
            val game = app.newGame(defaultSetup(GameKind.PARAMAPADAM), 3uL)
            val before = game.state()
            val player = before.toAct!!
            val first = game.roll(player)
            assertEquals(before, game.undo())
            assertThrows(DhayamException.NothingToUndo::class.java) { game.undo() }
            assertEquals(first, game.roll(player))
        }
    }

    @Test
    fun `a position in notation gives the same game and bad text says where`() {
        App.open(tempDir()).use { app ->
            val game = app.newGame(shortSetup(GameKind.DHAYAM, listOf(MEDIUM, MEDIUM)), 21uL)
            repeat(30) { game.computerMove(game.state().toAct!!) }
            val copy = GameHandle.fromNotation(game.notation(), listOf(MEDIUM, MEDIUM))
            assertEquals(game.notation(), copy.notation())
            assertEquals(game.legalMoves(), copy.legalMoves())
            assertNull(copy.state().savedNumber, "a game from notation is not saved")
        }
        val error = assertThrows(DhayamException.Notation::class.java) {
            GameHandle.fromNotation("dhayam 1\nrules nonsense\n", listOf())
        }
        assertEquals(2u, error.line)
    }

    @Test
    fun `a file that is not a Dhayam store is reported corrupt and left alone`() {
        val dir = tempDir()
        val file = File(dir, "dhayam.sqlite3")
        file.writeText("not a database, only text ".repeat(200))
        assertThrows(DhayamException.StoreCorrupt::class.java) { App.open(dir) }
        assertEquals("not a database, only text ".repeat(200), file.readText())
    }

    @Test
    fun `the store has one writer and a stale handle can't overwrite a newer save`() {
        val dir = tempDir()
        App.open(dir).use { app ->
            assertThrows(DhayamException.StoreInUse::class.java) { App.open(dir) }
            app.newGame(shortSetup(GameKind.DHAYAM, listOf(MEDIUM, MEDIUM)), 8uL).close()
            val first = app.savedGame()!!
            val second = app.savedGame()!!
            repeat(3) { first.computerMove(first.state().toAct!!) }
            val stale = second.state()
            assertThrows(DhayamException.StaleGame::class.java) { second.computerMove(stale.toAct!!) }
            assertEquals(stale, second.state(), "the stale handle is unchanged")
            assertEquals(first.notation(), app.savedGame()!!.use { it.notation() }, "the newer save stays")
            listOf(first, second).forEach { it.close() }
        }
        App.open(dir).use { assertNotNull(it.savedGame(), "free again once closed") }
    }

    @Test
    fun `boards, presets, token styles and skins come from the core`() {
        val dhayam = boardLayout(GameKind.DHAYAM)
        assertEquals(99, dhayam.squares.size)
        assertEquals(listOf(80, 80), dhayam.paths.map { it.size })
        val thayam = boardLayout(GameKind.THAYAM)
        assertEquals(49, thayam.squares.size)
        assertEquals(4, thayam.paths.size)
        val paramapadam = boardLayout(GameKind.PARAMAPADAM)
        assertEquals(132, paramapadam.squares.size)
        assertEquals(24, paramapadam.links.size)
        assertTrue(paramapadam.links.all { it.tamil.isNotBlank() && it.english.isNotBlank() })
        val all = presets()
        assertEquals(listOf(Preset.TRADITIONAL, Preset.CLASSIC, Preset.CUSTOM, Preset.THAYAM), all.map { it.preset })
        assertFalse(all.first { it.preset == Preset.CLASSIC }.fields.any { it.isSwitch && it.editable })
        assertTrue(all.first { it.preset == Preset.CUSTOM }.fields.filter { it.isSwitch }.all { it.editable })
        assertEquals(GameKind.THAYAM, all.first { it.preset == Preset.THAYAM }.game)
        assertEquals(6, tokenStyles().size)
        assertEquals(5, boardSkins().size)
    }
}
