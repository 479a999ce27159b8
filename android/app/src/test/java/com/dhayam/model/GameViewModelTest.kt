// The game screen's view model against the real core: rolling, moving and undoing, the quick
// Undo window, computer seats and auto-roll on virtual time, cues obeying the settings, coins
// walking square by square (or jumping under reduced motion), and refused moves.
package com.dhayam.model

import com.dhayam.core.App
import com.dhayam.core.GameKind
import com.dhayam.core.LegalMove
import com.dhayam.core.Move
import com.dhayam.core.Settings
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.launchIn
import kotlinx.coroutines.flow.onEach
import kotlinx.coroutines.test.TestDispatcher
import kotlinx.coroutines.CoroutineScope
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalCoroutinesApi::class)
class GameViewModelTest {
    private val timing = Timing()

    /** A game of [game] with [seats] in a new store, its settings changed by [settings]. */
    private fun open(
        game: GameKind,
        vararg seats: com.dhayam.core.SeatKind,
        reducedMotion: Boolean = false,
        settings: (Settings) -> Settings = { it },
    ): Pair<App, GameViewModel> {
        val (_, app) = newStore()
        app.setSettings(settings(app.settings()))
        val handle = app.newGame(setupOf(game, *seats), 7u)
        return app to GameViewModel(handle, app.settings(), reducedMotion, timing)
    }

    /** Advance virtual time until [vm]'s coins stop walking, and no further. */
    private fun TestDispatcher.finishWalk(vm: GameViewModel) {
        scheduler.runCurrent()
        while (vm.state.value.walking) {
            scheduler.advanceTimeBy(10)
            scheduler.runCurrent()
        }
    }

    /** Let the computer seats act until the human must roll or move. */
    private fun TestDispatcher.settle() = scheduler.advanceUntilIdle()

    @Test
    fun `rolling shows the sticks, then the moves, and Undo takes the roll back within two seconds`() = onTestMain { main ->
        val (_, vm) = open(GameKind.DHAYAM, HUMAN, MEDIUM)
        main.settle()
        // Roll until a throw leaves the human a choice (the throw-off and lost values pass the turn).
        var guard = 0
        while (vm.state.value.moves.isEmpty()) {
            assertTrue(vm.state.value.canRoll, "the human must roll when there is nothing to move")
            vm.roll()
            assertTrue(vm.state.value.walking, "taps wait while the throw is shown")
            main.scheduler.advanceTimeBy(timing.throwMillis / 2)
            assertNotNull(vm.state.value.sticks, "the sticks show the throw")
            main.scheduler.advanceTimeBy(timing.undoMillis + 10_000)
            if (vm.state.value.moves.isEmpty()) main.settle()
            assertTrue(++guard < 200, "a throw with a move comes")
        }
        val move = vm.state.value.moves.first()
        val beforeMove = vm.state.value.view
        vm.play(move)
        main.finishWalk(vm)
        assertTrue(vm.state.value.undoOffered, "Undo is offered after the player's own move")
        assertFalse(vm.state.value.walking)
        vm.undo()
        assertFalse(vm.state.value.undoOffered)
        assertEquals(beforeMove.coins, vm.state.value.view.coins, "Undo puts the coin back")
        assertEquals(beforeMove.bank, vm.state.value.view.bank, "and the value back in the bank")
        // Played again, the offer lapses after two seconds.
        vm.play(vm.state.value.moves.first { it == move })
        main.finishWalk(vm)
        assertTrue(vm.state.value.undoOffered)
        main.scheduler.advanceTimeBy(timing.undoMillis - 20)
        main.scheduler.runCurrent()
        assertTrue(vm.state.value.undoOffered, "still there just before two seconds")
        main.scheduler.advanceTimeBy(21)
        main.scheduler.runCurrent()
        assertFalse(vm.state.value.undoOffered, "the prompt goes after two seconds")
    }

    @Test
    fun `computer seats play a whole game by themselves`() = onTestMain { main ->
        for (game in GameKind.entries) {
            val (_, vm) = open(game, MEDIUM, MEDIUM)
            val cues = mutableListOf<Cue>()
            vm.cues.onEach { cues += it }.launchIn(CoroutineScope(main))
            main.settle()
            val state = vm.state.value
            assertTrue(state.view.over, "$game: the computers finish the game")
            assertNotNull(state.view.winner ?: state.note, "$game: the result is told")
            assertTrue(cues.any { it.kind == CueKind.Roll }, "$game: rolls cue")
            assertTrue(cues.any { it.kind == CueKind.Move }, "$game: moves cue")
            assertEquals(CueKind.Win, cues.last().kind, "$game: the game ends with the win cue")
        }
    }

    @Test
    fun `computer seats wait a watchable moment before each action`() = onTestMain { main ->
        val (_, vm) = open(GameKind.PARAMAPADAM, MEDIUM, MEDIUM)
        val start = vm.state.value.view
        main.scheduler.advanceTimeBy(timing.computerMillis - 1)
        main.scheduler.runCurrent()
        assertEquals(start, vm.state.value.view, "nothing happens before the pause is over")
        main.scheduler.advanceTimeBy(2)
        main.scheduler.runCurrent()
        assertTrue(vm.state.value.walking || vm.state.value.view != start, "then the computer acts")
    }

    @Test
    fun `auto-roll throws for the human after its pause, and only when it is on`() = onTestMain { main ->
        val (_, off) = open(GameKind.PARAMAPADAM, HUMAN, HUMAN)
        main.settle()
        assertTrue(off.state.value.canRoll, "without auto-roll the human's Roll waits")
        assertNull(off.state.value.sticks)

        val (_, on) = open(GameKind.PARAMAPADAM, HUMAN, HUMAN) { it.copy(autoRoll = true) }
        main.scheduler.advanceTimeBy(timing.autoRollMillis - 1)
        main.scheduler.runCurrent()
        assertNull(on.state.value.sticks, "not before the pause")
        main.scheduler.advanceTimeBy(2)
        main.scheduler.runCurrent()
        assertNotNull(on.state.value.sticks, "auto-roll threw")
        main.scheduler.advanceTimeBy(60_000)
        main.scheduler.runCurrent()
        assertTrue(on.state.value.view.players.size == 2 && on.state.value.sticks != null)
    }

    @Test
    fun `cues sound and vibrate only as the settings say`() = onTestMain { main ->
        for ((sound, haptics) in listOf(true to false, false to true, false to false)) {
            val (_, vm) = open(GameKind.PARAMAPADAM, MEDIUM, MEDIUM) { it.copy(sound = sound, haptics = haptics) }
            val cues = mutableListOf<Cue>()
            vm.cues.onEach { cues += it }.launchIn(CoroutineScope(main))
            main.scheduler.advanceTimeBy(5_000)
            main.scheduler.runCurrent()
            assertTrue(cues.isNotEmpty())
            assertTrue(cues.all { it.sound == sound && it.haptic == haptics }, "sound $sound, haptics $haptics: $cues")
        }
    }

    @Test
    fun `a coin walks square by square, and jumps under reduced motion`() = onTestMain { main ->
        for (reduced in listOf(false, true)) {
            val (_, vm) = open(GameKind.PARAMAPADAM, MEDIUM, MEDIUM, reducedMotion = reduced)
            val seen = mutableListOf<List<Token>>()
            vm.state.onEach { seen += it.tokens }.launchIn(CoroutineScope(main))
            main.scheduler.advanceTimeBy(60_000)
            main.scheduler.runCurrent()
            // Count the frames in which exactly one token advanced by exactly one square.
            val singleSteps = seen.zipWithNext().count { (a, b) ->
                val changed = a.indices.filter { a[it] != b[it] }
                changed.size == 1 && a[changed[0]].square != null && b[changed[0]].square != null &&
                    b[changed[0]].square!!.toInt() - a[changed[0]].square!!.toInt() == 1
            }
            val longJumps = seen.zipWithNext().count { (a, b) ->
                a.indices.any { i ->
                    val from = a[i].square?.toInt(); val to = b[i].square?.toInt()
                    from != null && to != null && to - from in 2..12
                }
            }
            if (reduced) assertTrue(longJumps > 0 && singleSteps <= longJumps, "reduced motion: coins jump ($singleSteps steps, $longJumps jumps)")
            else assertTrue(singleSteps > 3 * longJumps, "coins walk ($singleSteps steps, $longJumps jumps)")
        }
    }

    @Test
    fun `a refused move changes nothing but the error line`() = onTestMain { main ->
        val (_, vm) = open(GameKind.DHAYAM, HUMAN, MEDIUM)
        main.settle()
        val before = vm.state.value
        val bogus = LegalMove(Move.Advance(from = 70u, value = 3u), 70u, 73u, 3u, "70+3")
        vm.play(bogus)
        val after = vm.state.value
        assertNotNull(after.error, "the core's refusal is shown")
        assertEquals(before.view, after.view, "the game is unchanged")
        assertEquals(before.tokens, after.tokens)
    }

    @Test
    fun `tapping home brings a coin out when that is the only thing it can do`() = onTestMain { main ->
        val (_, vm) = open(GameKind.THAYAM, HUMAN, MEDIUM)
        main.settle()
        var guard = 0
        while (vm.state.value.moves.none { it.action is Move.Enter }) {
            if (vm.state.value.canRoll) vm.roll() else vm.play(vm.state.value.moves.first())
            main.scheduler.advanceTimeBy(timing.undoMillis + 10_000)
            main.settle()
            assertTrue(++guard < 500, "an entering throw comes")
            if (vm.state.value.view.over) return@onTestMain
        }
        val waiting = vm.state.value.tokens.count { it.square == null && !it.atGoal && it.player == 0u }
        vm.tapHome()
        main.scheduler.advanceTimeBy(timing.throwMillis + 20 * timing.stepMillis)
        main.scheduler.runCurrent()
        val entered = vm.state.value.view.coins.count { it.player == 0u && it.square == null && !it.atGoal }
        if (vm.state.value.choice.coin == null) {
            assertEquals(waiting - 1, entered, "the coin came out")
        } else {
            assertTrue(vm.state.value.destinations.size > 1, "picked, because it has several places to go")
        }
    }
}
