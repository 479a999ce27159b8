// The app's view model against the real store: starting a game, finding it again after the
// view model (and the store) are recreated, settings that stay set, Reset Saved Game keeping
// the statistics, and the setup screen's edits.
package com.dhayam.model

import com.dhayam.core.App
import com.dhayam.core.DhayamException
import com.dhayam.core.GameHandle
import com.dhayam.core.Field
import com.dhayam.core.GameKind
import com.dhayam.core.GameRules
import com.dhayam.core.Language
import com.dhayam.core.Preset
import com.dhayam.core.TokenStyle
import com.dhayam.core.defaultSetup
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class AppViewModelTest {
    private var seed = 40uL
    private fun viewModel(app: App) = AppViewModel(app) { seed++ }

    @Test
    fun `a new game opens the game screen and is offered for resuming from home`() = onTestMain {
        val (_, app) = newStore()
        val vm = viewModel(app)
        assertNull(vm.state.value.saved, "a fresh store has nothing to resume")
        vm.open(Screen.Setup)
        vm.editSetup { it.withGame(GameKind.THAYAM).withPlayers(3) }
        vm.startGame()
        val state = vm.state.value
        assertEquals(Screen.Game, state.screen)
        assertEquals(3, state.game!!.handle.state().players.size)
        vm.home()
        assertEquals(SavedSummary(GameKind.THAYAM, 3), vm.state.value.saved)
        assertEquals(GameKind.THAYAM, SetupDraft(app.settings().lastSetup).game, "the last setup is remembered")
    }

    @Test
    fun `a recreated view model resumes the game exactly, down to the next throw`() = onTestMain { main ->
        val (dir, app) = newStore()
        val first = viewModel(app)
        first.editSetup { SetupDraft(setupOf(GameKind.DHAYAM, HUMAN, MEDIUM)) }
        first.startGame()
        val game = GameViewModel(first.state.value.game!!.handle, app.settings(), false)
        main.scheduler.advanceUntilIdle()
        repeat(6) {
            if (game.state.value.canRoll) game.roll() else game.state.value.moves.firstOrNull()?.let(game::play)
            main.scheduler.advanceTimeBy(30_000)
            main.scheduler.runCurrent()
        }
        val before = game.state.value.view
        val original = first.state.value.game!!.handle
        val notation = original.notation()

        // The process dies, and with it the store's one writer: a new store handle and a new
        // view model over the same folder (while the first is open, the store is in use).
        assertThrows(DhayamException.StoreInUse::class.java) { App.open(dir) }
        original.close()
        app.close()
        val again = viewModel(App.open(dir))
        assertNotNull(again.state.value.saved)
        again.resume()
        val resumed = again.state.value.game!!.handle
        assertEquals(before.copy(canUndo = false), resumed.state().copy(canUndo = false), "same board, bank and turn")
        val player = before.toAct!!
        if (before.mustRoll) {
            // The resumed game throws what the original would have: the random state was saved.
            val copy = GameHandle.fromNotation(notation, listOf(HUMAN, MEDIUM))
            assertEquals(copy.roll(player), resumed.roll(player))
        }
    }

    @Test
    fun `settings toggles stay set in the store`() = onTestMain {
        val (dir, app) = newStore()
        val vm = viewModel(app)
        vm.setSettings { it.copy(sound = false, haptics = false, autoRoll = true, quickUndo = false, legalMoveRing = false, language = Language.TAMIL) }
        app.close()
        val stored = App.open(dir).use { it.settings() }
        assertFalse(stored.sound)
        assertFalse(stored.haptics)
        assertTrue(stored.autoRoll)
        assertFalse(stored.quickUndo)
        assertFalse(stored.legalMoveRing)
        assertEquals(Language.TAMIL, stored.language)
        App.open(dir).use { assertEquals(stored, viewModel(it).state.value.settings) }
    }

    @Test
    fun `reset saved game clears the game and keeps the statistics`() = onTestMain { main ->
        val (_, app) = newStore()
        val vm = viewModel(app)
        vm.editSetup { SetupDraft(setupOf(GameKind.PARAMAPADAM, MEDIUM, MEDIUM)) }
        vm.startGame()
        val game = GameViewModel(vm.state.value.game!!.handle, app.settings(), true)
        main.scheduler.advanceUntilIdle()
        assertTrue(game.state.value.view.over)
        vm.editSetup { SetupDraft(setupOf(GameKind.PARAMAPADAM, HUMAN, MEDIUM)) }
        vm.startGame()
        vm.home()
        assertNotNull(vm.state.value.saved)
        vm.open(Screen.Statistics)
        val statistics = vm.state.value.statistics
        assertEquals(1u, statistics.sumOf { it.played })

        vm.resetSavedGame()
        assertNull(vm.state.value.saved)
        assertNotNull(vm.state.value.notice)
        vm.open(Screen.Home)
        assertNull(vm.state.value.saved, "nothing to resume after the reset")
        vm.open(Screen.Statistics)
        assertEquals(statistics, vm.state.value.statistics, "statistics are kept")
    }

    @Test
    fun `the setup keeps tokens distinct, greys fixed switches and edits Custom ones`() = onTestMain {
        val (_, app) = newStore()
        val vm = viewModel(app)
        vm.editSetup { it.withGame(GameKind.PARAMAPADAM).withPlayers(6) }
        val tokens = vm.state.value.setup.setup.seats.map { it.token }
        assertEquals(6, tokens.toSet().size, "six players, six token styles")
        vm.editSetup { it.withToken(0, tokens[5]) }
        val swapped = vm.state.value.setup.setup.seats.map { it.token }
        assertEquals(tokens[5], swapped[0])
        assertEquals(tokens[0], swapped[5], "the seat that had it takes the old one")

        vm.editSetup { it.withGame(GameKind.DHAYAM).withPreset(Preset.TRADITIONAL) }
        val traditional = vm.state.value.setup
        assertFalse(traditional.editable(Field.JUMP_AND_GO), "Traditional fixes its switches")
        assertEquals(traditional, traditional.withSwitch(Field.JUMP_AND_GO, true), "a fixed switch can't change")

        vm.editSetup { it.withPreset(Preset.CUSTOM) }
        val custom = vm.state.value.setup
        assertTrue(custom.editable(Field.JUMP_AND_GO))
        val flipped = custom.withSwitch(Field.JUMP_AND_GO, !(custom.setup.rules as GameRules.Race).rules.isOn(Field.JUMP_AND_GO))
        assertTrue((flipped.setup.rules as GameRules.Race).rules.isOn(Field.JUMP_AND_GO) != (custom.setup.rules as GameRules.Race).rules.isOn(Field.JUMP_AND_GO))
    }

    @Test
    fun `the player counts offered are the ones the core accepts`() {
        val expected = mapOf(GameKind.DHAYAM to listOf(2), GameKind.THAYAM to listOf(2, 3, 4), GameKind.PARAMAPADAM to (2..6).toList())
        for ((game, counts) in expected) {
            val draft = SetupDraft(defaultSetup(game))
            assertEquals(counts, draft.playerChoices, "$game")
            assertEquals(draft, draft.withPlayers(counts.last() + 1), "$game: a count the core refuses changes nothing")
        }
        val custom = SetupDraft(defaultSetup(GameKind.DHAYAM)).withPreset(Preset.CUSTOM)
            .withSwitch(Field.JUMP_AND_GO, true).withSwitch(Field.DANGER_SQUARES, true)
        assertNotNull(custom.problem, "jump and go needs banked chains, which Custom's defaults don't have")
        assertEquals(listOf(2), custom.playerChoices, "the counts still show while the switches are refused")
        assertNull(custom.withSwitch(Field.MOVE_AFTER_EACH_ROLL, false).problem, "with banked chains it can be played")
    }

    @Test
    fun `a setup the core refuses shows its reason and starts nothing`() = onTestMain {
        val (_, app) = newStore()
        val vm = viewModel(app)
        vm.open(Screen.Setup)
        vm.editSetup { it.withGame(GameKind.DHAYAM).withCoins(99) }
        vm.startGame()
        assertNotNull(vm.state.value.error)
        assertEquals(Screen.Setup, vm.state.value.screen)
        assertNull(vm.state.value.game)
        assertEquals(TokenStyle.entries.size, 6)
    }
}
