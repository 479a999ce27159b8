// The app's view model against the real core on virtual time: the player's intents go to the
// core, the core's wake-ups run the computer's turns, the quick Undo bar, going to the background
// and coming back, the question before a saved game is given up, a saved game found again by a
// new AppHandle, the effects reaching their performers, a setup the core refuses, and the board
// reading and the last turns each fetched only when the view's version of it changes. Every
// duration here is read from the core (its wake-ups, the Undo bar's time left): none is Kotlin's.
package com.dhayam.model

import com.dhayam.core.AppIntent
import com.dhayam.core.BoardReading
import com.dhayam.core.BoardSkin
import com.dhayam.core.Cue
import com.dhayam.core.Effect
import com.dhayam.core.Field
import com.dhayam.core.GameKind
import com.dhayam.core.GameRules
import com.dhayam.core.GameSetup
import com.dhayam.core.Intent
import com.dhayam.core.Outcome
import com.dhayam.core.Preset
import com.dhayam.core.QuestionAbout
import com.dhayam.core.RecentTurns
import com.dhayam.core.ScreenView
import com.dhayam.core.SeatSetup
import com.dhayam.core.SettingChange
import com.dhayam.core.SetupEdit
import com.dhayam.core.TokenStyle
import com.dhayam.core.defaultSetup
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.launchIn
import kotlinx.coroutines.flow.onEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class AppViewModelTest {
    @Test
    fun `open, set up, start and roll, then the timer lets the computer take its turn`() = onTestMain { main ->
        val h = Harness(main)
        assertEquals(ScreenView.Home(null), h.view.screen, "a fresh store opens at Home with nothing to resume")
        h.start(HUMAN, MEDIUM)
        assertTrue(h.game.canRoll, "Player 1 opens the throw-off")
        assertNull(h.app.nextWake(), "nothing is due until the person rolls")

        h.send(AppIntent.Game(Intent.Roll))
        assertNotNull(h.game.sticks, "the sticks show the throw at once")
        assertTrue(h.game.walking, "and taps wait while it is shown")
        val due = h.app.nextWake()!!.toLong()
        h.pass(due - 1)
        assertTrue(h.game.walking, "nothing moves before the core's wake-up")
        h.pass(1)
        h.finishShowing()

        // From here the timer alone drives the game until the person must act again.
        val before = h.announced.size
        h.pass(60_000)
        assertTrue(h.announced.drop(before).any { it.names(2) }, "the computer acted and it was told: ${h.announced.drop(before)}")
        assertTrue(h.game.toAct == 0u || h.game.gameOver != null, "the person's turn again")
    }

    @Test
    fun `the board reading is the core's for the view's version, and is kept while that stays`() = onTestMain { main ->
        val h = Harness(main)
        h.start(HUMAN, MEDIUM)
        val start = h.reading
        assertEquals(h.app.boardReading()?.squares, start, "the reading of the new game")
        h.send(AppIntent.Game(Intent.Pause))
        assertTrue(h.reading === start, "pausing draws the same coins: the reading held is kept, not fetched again")
        h.send(AppIntent.Game(Intent.Resume))
        // Play on until a coin has moved; at every step the reading held is the view's version's.
        var steps = 0
        while (h.reading === start) {
            h.step()
            assertEquals(h.app.boardReading(), BoardReading(h.game.readingVersion, h.reading), "the reading held is the view's version's")
            check(++steps < 2_000) { "no coin ever moved" }
        }
        assertTrue(h.reading != start, "a coin moved, and the reading with it")
    }

    @Test
    fun `the last turns are the core's for the view's version, and are kept while that stays`() = onTestMain { main ->
        val h = Harness(main)
        h.start(HUMAN, MEDIUM)
        assertEquals(h.app.recent(), RecentTurns(h.game.recentVersion, h.recent), "the turns of the new game")
        // Play on through a few turns: at every step the turns held are the view's version's,
        // and the list held is the same one until the version changes (not fetched again).
        var changes = 0
        var steps = 0
        while (changes < 3) {
            val held = h.recent
            val version = h.game.recentVersion
            h.step()
            assertEquals(h.app.recent(), RecentTurns(h.game.recentVersion, h.recent), "the turns held are the view's version's")
            if (h.game.recentVersion == version) assertTrue(h.recent === held, "the same version: the turns held are kept") else changes++
            check(++steps < 2_000) { "the last turns never changed" }
        }
        assertTrue(h.recent.isNotEmpty(), "turns that did something are shown")
    }

    @Test
    fun `Undo inside the window takes the throw back, and the bar goes when the core's time is up`() = onTestMain { main ->
        val h = Harness(main)
        h.start(HUMAN, MEDIUM)
        h.send(AppIntent.Game(Intent.Roll))
        h.finishShowing()
        assertNotNull(h.game.undo, "Undo is offered after the person's own throw")
        assertTrue(h.game.undo!!.msLeft > 0uL)
        h.send(AppIntent.Game(Intent.Undo))
        assertNull(h.game.undo)
        assertNull(h.game.sticks, "the throw is taken back")
        assertTrue(h.game.canRoll, "and the person rolls again")

        h.send(AppIntent.Game(Intent.Roll))
        h.finishShowing()
        val left = h.game.undo!!.msLeft.toLong()
        h.pass(left - 1)
        assertNotNull(h.game.undo, "still there a moment before its time is up")
        h.pass(1)
        assertNull(h.game.undo, "gone when it is")
    }

    @Test
    fun `in the background nothing moves, and back in the foreground the game goes on`() = onTestMain { main ->
        val h = Harness(main)
        h.send(AppIntent.NewGame(computers(GameKind.PARAMAPADAM), 3uL))
        assertNotNull(h.app.nextWake(), "the computer's wait is running")
        h.send(AppIntent.Background)
        assertNull(h.app.nextWake(), "the core holds everything in the background")
        val held = h.game
        h.pass(600_000)
        assertEquals(held, h.game, "ten minutes in the background change nothing")
        h.send(AppIntent.Foreground)
        h.pass(60_000)
        assertTrue(h.game != held.copy(inBackground = false), "back in the foreground the computers play on")
    }

    @Test
    fun `a game of computers plays to its end on the timer alone, with the win cue last`() = onTestMain { main ->
        val h = Harness(main)
        h.send(AppIntent.NewGame(computers(GameKind.PARAMAPADAM), 5uL))
        var guard = 0
        while (h.game.gameOver == null) {
            h.pass(60_000)
            assertTrue(++guard < 600, "the game ends within ten virtual hours")
        }
        assertNotNull(h.game.gameOver!!.winner)
        val cues = h.effects.filterIsInstance<Effect.Sound>().map { it.cue }
        assertTrue(Cue.ROLL in cues && Cue.MOVE in cues, "throws and moves sound")
        assertEquals(Cue.WIN, cues.last(), "the win sounds last")
        assertNull(h.app.nextWake(), "nothing is due once it is over")
    }

    @Test
    fun `Back over the game-over card is the core's, and leaves the finished game for Home`() = onTestMain { main ->
        // GameOver's dialog sends its dismissal (the system's Back) as AppIntent.Back.
        val h = Harness(main)
        h.send(AppIntent.NewGame(computers(GameKind.PARAMAPADAM), 5uL))
        while (h.game.gameOver == null) h.pass(60_000)
        h.send(AppIntent.Back)
        assertEquals(ScreenView.Home(null), h.view.screen, "Back went Home, with no finished game to resume")
    }

    @Test
    fun `starting a new game over a saved one asks first, Cancel keeps it and Confirm files it as abandoned`() = onTestMain { main ->
        val h = Harness(main)
        h.start(HUMAN, MEDIUM)
        h.send(AppIntent.Quit)
        val saved = (h.view.screen as ScreenView.Home).resume
        assertNotNull(saved, "the quit game waits on Home")

        h.send(AppIntent.OpenSetup)
        h.send(AppIntent.EditSetup(SetupEdit.Game(GameKind.THAYAM)))
        h.vm.startGame()
        main.scheduler.runCurrent()
        val question = h.view.question!!.about as QuestionAbout.NewGame
        assertEquals(saved, question.saved)
        assertEquals(Outcome.ABANDONED, question.filedAs)
        assertEquals(GameKind.THAYAM, question.newGame)
        assertTrue(h.view.screen is ScreenView.Setup, "nothing starts before the answer")

        h.send(AppIntent.Cancel)
        assertNull(h.view.question)
        h.send(AppIntent.Home)
        assertEquals(saved, (h.view.screen as ScreenView.Home).resume, "Cancel keeps the saved game")

        h.send(AppIntent.OpenSetup)
        h.send(AppIntent.EditSetup(SetupEdit.Game(GameKind.THAYAM)))
        h.vm.startGame()
        main.scheduler.runCurrent()
        h.send(AppIntent.Confirm)
        assertEquals(GameKind.THAYAM, h.game.game, "Confirm starts the new game")
        h.send(AppIntent.Quit)
        h.send(AppIntent.OpenStatistics)
        val figures = (h.view.screen as ScreenView.Statistics).figures
        assertEquals(1u, figures.filter { it.game == GameKind.DHAYAM }.sumOf { it.abandoned }, "the old game counts as abandoned")
    }

    @Test
    fun `clearing the saved game asks first, then the core's notice says it is done`() = onTestMain { main ->
        val h = Harness(main)
        h.start(HUMAN, MEDIUM)
        h.send(AppIntent.Quit)
        h.send(AppIntent.OpenSettings)
        h.send(AppIntent.ClearSavedGame)
        assertEquals(QuestionAbout.ClearSavedGame, h.view.question?.about)
        h.send(AppIntent.Confirm)
        assertNull(h.view.question)
        assertNotNull(h.view.notice, "the core says the game was cleared")
        h.send(AppIntent.Home)
        assertEquals(ScreenView.Home(null), h.view.screen)
    }

    @Test
    fun `a new AppHandle on the same store resumes the game where it was`() = onTestMain { main ->
        val dir = newDir()
        val first = Harness(main, dir)
        first.start(HUMAN, MEDIUM)
        first.send(AppIntent.Game(Intent.Roll))
        first.pass(60_000)
        val before = first.game
        first.send(AppIntent.Quit)
        first.app.close()

        val again = Harness(main, dir)
        assertNotNull((again.view.screen as ScreenView.Home).resume)
        again.send(AppIntent.Resume)
        assertEquals(before.coins, again.game.coins, "the same coins")
        assertEquals(before.chips, again.game.chips, "the same bank")
        assertEquals(before.toAct, again.game.toAct, "the same turn")
    }

    @Test
    fun `sounds, vibrations and announcements reach their performers as the settings say`() = onTestMain { main ->
        val h = Harness(main)
        h.start(HUMAN, MEDIUM)
        h.send(AppIntent.Game(Intent.Roll))
        assertTrue(Effect.Sound(Cue.ROLL) in h.effects, "the throw sounds")
        assertTrue(Effect.Haptic(Cue.ROLL) in h.effects, "and vibrates")
        assertTrue(h.announced.any { it.sentences.first().key == "event_rolled" }, "and is told to the screen reader")
        assertTrue(h.effects.none { it is Effect.WakeIn }, "wake-ups stay with the view model's timer")
        h.send(AppIntent.Quit)

        h.send(AppIntent.OpenSettings)
        h.send(AppIntent.ChangeSetting(SettingChange.Sound(false)))
        h.send(AppIntent.Home)
        h.effects.clear()
        h.send(AppIntent.Resume)
        h.pass(60_000)
        assertTrue(h.effects.none { it is Effect.Sound }, "no sound with sound off: ${h.effects}")
        assertTrue(h.effects.any { it is Effect.Haptic }, "vibration still on")
    }

    @Test
    fun `two equal announcements in a row both reach the screen reader`() = onTestMain { main ->
        val h = Harness(main)
        h.start(HUMAN, MEDIUM)
        val heard = mutableListOf<Announcement>()
        h.vm.announcement.onEach { heard += it }.launchIn(CoroutineScope(main))
        main.scheduler.runCurrent()
        heard.clear()
        // Undo with nothing to undo, twice: the same refusal, in the same words, each time.
        h.send(AppIntent.Game(Intent.Undo))
        h.send(AppIntent.Game(Intent.Undo))
        main.scheduler.runCurrent()
        assertEquals(2, heard.size, "both announcements reached the live region: $heard")
        assertEquals(heard[0].texts, heard[1].texts, "in the same words")
        assertEquals(heard[0].seq + 1, heard[1].seq, "numbered one after the other")
        assertEquals("refusal_nothing_to_undo", heard[1].texts.single().sentences.first().key)
    }

    @Test
    fun `a setup the core refuses is told in words and starts nothing`() = onTestMain { main ->
        val h = Harness(main)
        h.send(AppIntent.OpenSetup)
        h.send(AppIntent.EditSetup(SetupEdit.Preset(Preset.CUSTOM)))
        h.send(AppIntent.EditSetup(SetupEdit.Switch(Field.MOVE_AFTER_EACH_ROLL, true)))
        h.send(AppIntent.EditSetup(SetupEdit.Switch(Field.JUMP_AND_GO, true)))
        val setup = (h.view.screen as ScreenView.Setup).setup
        val problem = setup.problem ?: throw AssertionError("the core refuses jump & go without banked chains")
        assertEquals("setup_problem_jump_and_go_needs_bank", problem.sentences.first().key, "a key, not the engine's detail")
        h.vm.startGame()
        main.scheduler.runCurrent()
        assertTrue(h.view.screen is ScreenView.Setup, "Start is refused")
        assertNotNull(h.view.refusal)
        assertTrue(setup.switches.first { it.field == Field.JUMP_AND_GO }.editable, "Custom lets it change")
    }

    /** A game of [game] for two Medium computers. */
    private fun computers(game: GameKind): GameSetup {
        val setup = defaultSetup(game)
        val rules = when (val rules = setup.rules) {
            is GameRules.Race -> GameRules.Race(rules.rules.copy(players = 2u))
            is GameRules.Paramapadam -> GameRules.Paramapadam(rules.rules.copy(players = 2u))
        }
        return setup.copy(
            rules = rules,
            seats = listOf(SeatSetup(MEDIUM, TokenStyle.TERRACOTTA), SeatSetup(MEDIUM, TokenStyle.PEARL)),
            skin = BoardSkin.DEFAULT,
        )
    }
}
