// The generated Kotlin bindings, driven on the JVM against the host build of dhayam-ffi
// (loaded through JNA), through the AppHandle the app drives: whole games of each kind, refused
// and malformed requests that change nothing, undo, resuming, settings, statistics, the store's
// refusals, the menus' data, and a panic in the core reaching Kotlin as an error.
package com.dhayam.tests

import com.dhayam.bindings.AppHandle
import com.dhayam.bindings.DhayamException
import com.dhayam.bindings.panicForTests
import com.dhayam.core.AppIntent
import com.dhayam.core.Effect
import com.dhayam.core.GameKind
import com.dhayam.core.GameRules
import com.dhayam.core.GameScreenView
import com.dhayam.core.GameSetup
import com.dhayam.core.Intent
import com.dhayam.core.Level
import com.dhayam.core.Move
import com.dhayam.core.OpponentKind
import com.dhayam.core.Preset
import com.dhayam.core.ScreenView
import com.dhayam.core.SeatKind
import com.dhayam.core.SettingChange
import com.dhayam.core.Settings
import com.dhayam.core.Statistics
import com.dhayam.core.Text
import com.dhayam.core.boardLayout
import com.dhayam.core.boardSkins
import com.dhayam.core.defaultSetup
import com.dhayam.core.presets
import com.dhayam.core.tokenStyles
import java.io.File
import kotlin.random.Random
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

private val MEDIUM = SeatKind.Computer(Level.MEDIUM)

private fun tempDir(): String = tempStoreDir("dhayam-kotlin")

private fun openApp(dir: String): AppHandle = AppHandle.open(dir, false)

/** The default setup of [kind] with the fewest coins its preset allows, so a game is short. */
private fun shortSetup(kind: GameKind, seats: List<SeatKind>): GameSetup {
    val setup = defaultSetup(kind)
    val rules = when (val rules = setup.rules) {
        is GameRules.Race -> {
            val preset = presets().first { it.preset == rules.rules.preset }
            GameRules.Race(rules.rules.copy(coins = preset.coinChoices.first().toUByte()))
        }
        is GameRules.Paramapadam -> rules
    }
    return setup.copy(
        rules = rules,
        seats = setup.seats.zip(seats) { seat, kind -> seat.copy(kind = kind) },
    )
}

/** A new game of [setup] on a store with none saved: it is on screen at once. */
private fun AppHandle.newGame(setup: GameSetup, seed: ULong) {
    intent(AppIntent.NewGame(setup, seed))
    game()
}

/** The game on screen. */
private fun AppHandle.game(): GameScreenView =
    (view().screen as? ScreenView.Game)?.game ?: error("no game on screen: ${view().screen}")

/** The game on screen's notation. */
private fun AppHandle.position(): String = notation() ?: error("no game on screen")

/** A request for the game on screen; returns its effects. */
private fun AppHandle.play(intent: Intent): List<Effect> = intent(AppIntent.Game(intent))

/** Let the time pass that the app asks for, once. */
private fun AppHandle.wake() {
    advance(nextWake() ?: error("no wake-up is due"))
}

/** The Statistics screen's figures, opened from Home (and back to Home). */
private fun AppHandle.figures(): List<Statistics> {
    intent(AppIntent.OpenStatistics)
    val figures = (view().screen as ScreenView.Statistics).figures
    intent(AppIntent.Home)
    return figures
}

/** The Settings screen's settings, opened from Home (and back to Home). */
private fun AppHandle.settings(): Settings {
    intent(AppIntent.OpenSettings)
    val settings = (view().screen as ScreenView.Settings).settings
    intent(AppIntent.Home)
    return settings
}

/** The first key of [text]. */
private fun key(text: Text?): String? = text?.sentences?.first()?.key

/**
 * Play the game on screen to its end: the person picks at random from the moves the view
 * offers (or rolls when they must), every other seat is the computer, acting on the wake-ups
 * the app asks for.
 */
private fun AppHandle.playToTheEnd(random: Random) {
    var steps = 0
    while (true) {
        val game = game()
        if (game.gameOver != null && !game.walking) return
        when {
            game.canRoll -> play(Intent.Roll)
            game.moves.isNotEmpty() -> play(Intent.Play(game.moves[random.nextInt(game.moves.size)].action))
            else -> wake()
        }
        assertNull(game().refusal, "every request the view offers is taken")
        steps += 1
        assertTrue(steps < 200_000, "the game ends")
    }
}

/** The notations of the game on screen as it changes, [count] of them, on the wake-ups alone. */
private fun AppHandle.nextPositions(count: Int): List<String> {
    val seen = mutableListOf(position())
    while (seen.size <= count) {
        wake()
        if (position() != seen.last()) seen += position()
    }
    return seen.drop(1)
}

class DhayamBindingsTest {
    @Test
    fun `each of the three games plays to the end through the bindings`() {
        for ((i, kind) in GameKind.entries.withIndex()) {
            openApp(tempDir()).use { app ->
                app.newGame(shortSetup(kind, listOf(SeatKind.Human, MEDIUM)), 40uL + i.toULong())
                app.playToTheEnd(Random(i))
                val end = app.game()
                assertNull(end.toAct, "$kind is over")
                val over = end.gameOver!!
                if (over.winner != null) assertEquals(over.winner, over.places.first(), "$kind: the winner is first")
                app.intent(AppIntent.Quit)
                val home = app.view().screen as ScreenView.Home
                assertNull(home.resume, "an ended game is no longer saved")
                val stats = app.figures().first { it.game == kind && it.opponent == OpponentKind.Computer(Level.MEDIUM) }
                assertEquals(1u, stats.played, "$kind counts once")
                assertEquals(1u, stats.won + stats.lost + stats.drawn)
                assertTrue(stats.throwCounts.sumOf { it.count } > 0uL, "your throws are counted")
                assertNotNull(stats.averageTurns)
            }
        }
    }

    @Test
    fun `an illegal request is refused, a malformed one is a typed error, and neither changes anything`() {
        val dir = tempDir()
        val notation = openApp(dir).use { app ->
            app.newGame(shortSetup(GameKind.DHAYAM, listOf(SeatKind.Human, MEDIUM)), 5uL)
            // On to the person's first move; on the way, a roll while the computer is to act.
            var outOfTurn = false
            while (app.game().moves.isEmpty()) {
                val game = app.game()
                when {
                    game.canRoll -> app.play(Intent.Roll)
                    !game.walking && game.toAct == 1u && !outOfTurn -> {
                        val at = app.position()
                        app.play(Intent.Roll)
                        assertEquals("refusal_computer_to_act", key(app.game().refusal))
                        assertEquals(game, app.game().copy(refusal = null), "only the refusal shows")
                        assertEquals(at, app.position())
                        outOfTurn = true
                    }
                    else -> app.wake()
                }
            }
            assertTrue(outOfTurn, "the computer had a turn before the person's move")
            val before = app.game()
            val at = app.position()
            for ((intent, refusal) in listOf(
                Intent.Play(Move.Advance(from = 70u, value = 12u)) to "refusal_illegal_move",
                Intent.Roll to "refusal_move_first",
            )) {
                app.play(intent)
                assertEquals(refusal, key(app.game().refusal))
                assertEquals(before, app.game().copy(refusal = null), "$refusal: only the refusal shows")
                assertEquals(at, app.position())
            }
            val shown = app.view()
            assertThrows(DhayamException.IllegalMove::class.java) {
                app.play(Intent.Play(Move.Jump(from = 0u, values = listOf())))
            }
            assertEquals(shown, app.view(), "a malformed move changes nothing")
            assertEquals(at, app.position())
            app.intent(AppIntent.Quit)
            at
        }
        openApp(dir).use { app ->
            app.intent(AppIntent.Resume)
            assertEquals(notation, app.position(), "the saved game is unchanged")
        }
    }

    @Test
    fun `a reopened app resumes the identical game`() {
        // Two stores, one game on each, alike: one is closed and reopened halfway, the other not.
        val dir = tempDir()
        val seats = listOf(MEDIUM, MEDIUM)
        openApp(tempDir()).use { twin ->
            twin.newGame(shortSetup(GameKind.THAYAM, seats), 9uL)
            val first = openApp(dir).use { app ->
                app.newGame(shortSetup(GameKind.THAYAM, seats), 9uL)
                val first = app.nextPositions(25)
                assertEquals(first, twin.nextPositions(25))
                app.intent(AppIntent.Quit)
                first
            }
            openApp(dir).use { app ->
                app.intent(AppIntent.Resume)
                assertEquals(first.last(), app.position(), "where it was")
                // The same random state: the resumed game plays on exactly as the one never closed.
                assertEquals(twin.nextPositions(25), app.nextPositions(25))
            }
        }
    }

    @Test
    fun `sound, haptics and auto-roll are stored and read back`() {
        val dir = tempDir()
        val changed = openApp(dir).use { app ->
            val first = app.settings()
            app.intent(AppIntent.OpenSettings)
            app.intent(AppIntent.ChangeSetting(SettingChange.Sound(!first.sound)))
            app.intent(AppIntent.ChangeSetting(SettingChange.Haptics(!first.haptics)))
            app.intent(AppIntent.ChangeSetting(SettingChange.AutoRoll(!first.autoRoll)))
            app.intent(AppIntent.Home)
            val changed = first.copy(sound = !first.sound, haptics = !first.haptics, autoRoll = !first.autoRoll)
            assertEquals(changed, app.settings())
            changed
        }
        openApp(dir).use { app -> assertEquals(changed, app.settings()) }
    }

    @Test
    fun `a panic inside the core reaches Kotlin as an error and changes nothing`() {
        openApp(tempDir()).use { app ->
            app.newGame(defaultSetup(GameKind.PARAMAPADAM), 3uL)
            val before = app.view()
            val notation = app.position()
            val error = assertThrows(DhayamException.Internal::class.java) { panicForTests(app) }
            assertTrue(error.detail.contains("deliberate panic"), error.detail)
            assertEquals(before, app.view())
            assertEquals(notation, app.position())
            assertTrue(app.play(Intent.Roll).isNotEmpty(), "the app still plays")
            assertNotEquals(notation, app.position())
        }
    }

    @Test
    fun `undo restores the state and the same throw follows`() {
        openApp(tempDir()).use { app ->
            app.newGame(defaultSetup(GameKind.PARAMAPADAM), 3uL)
            val before = app.position()
            app.play(Intent.Roll)
            val rolled = app.position()
            val sticks = app.game().sticks
            assertNotNull(app.game().undo, "the quick Undo bar shows")
            app.play(Intent.Undo)
            assertEquals(before, app.position())
            assertNull(app.game().sticks)
            app.play(Intent.Undo)
            assertEquals("refusal_nothing_to_undo", key(app.game().refusal))
            assertEquals(before, app.position())
            app.play(Intent.Roll)
            assertEquals(rolled, app.position(), "the same throw")
            assertEquals(sticks, app.game().sticks)
        }
    }

    @Test
    fun `a file that is not a Dhayam store is reported corrupt and left alone`() {
        val dir = tempDir()
        val file = File(dir, "dhayam.sqlite3")
        file.writeText("not a database, only text ".repeat(200))
        assertThrows(DhayamException.StoreCorrupt::class.java) { openApp(dir) }
        assertEquals("not a database, only text ".repeat(200), file.readText())
    }

    @Test
    fun `the store has one writer until it is closed`() {
        val dir = tempDir()
        val notation = openApp(dir).use { app ->
            assertThrows(DhayamException.StoreInUse::class.java) { openApp(dir) }
            app.newGame(shortSetup(GameKind.DHAYAM, listOf(MEDIUM, MEDIUM)), 8uL)
            app.nextPositions(3).last()
        }
        openApp(dir).use { app ->
            app.intent(AppIntent.Resume)
            assertEquals(notation, app.position(), "free again once closed, with the game saved")
        }
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
