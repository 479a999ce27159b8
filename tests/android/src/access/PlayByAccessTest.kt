// A person plays games by accessibility actions alone, as a screen-reader user would, on
// the real core behind the app's view model: the game screen is composed with Compose's semantics
// test (desktop), every act of Player 1 is a node found by its description — the Roll button, a
// square of the board whose custom action is the move's words, or a button of the Moves row —
// and the computer's turns and the Undo bar run on the view model's timer (virtual time). After
// each act the test checks that the move happened, and after every announcement the core made
// that the polite live region says it.
package com.dhayam.access

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.test.runDesktopComposeUiTest
import com.dhayam.R
import com.dhayam.core.AppIntent
import com.dhayam.core.GameKind
import com.dhayam.core.GameScreenView
import com.dhayam.core.QuestionAbout
import com.dhayam.core.SeatKind
import com.dhayam.core.SettingChange
import com.dhayam.core.Spot
import com.dhayam.core.boardLayout
import com.dhayam.model.Harness
import com.dhayam.model.onTestMain
import com.dhayam.render.EASY
import com.dhayam.render.HUMAN
import com.dhayam.render.ResourceWords
import com.dhayam.render.appFonts
import com.dhayam.render.setupOf
import com.dhayam.ui.DhayamApp
import com.dhayam.ui.DhayamTheme
import com.dhayam.ui.LocalReducedMotion
import com.dhayam.ui.game.ANNOUNCEMENT_TAG
import com.dhayam.ui.say
import java.util.Locale
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class PlayByAccessTest {
    private val words = ResourceWords(Locale.ENGLISH)
    private val budget = (System.getProperty("dhayam.access.seconds") ?: "40").toLong() // under the compose test's own 1-minute limit

    /** What one game by accessibility actions did. */
    private data class Played(val rolls: Int, val boardMoves: Int, val listMoves: Int, val announced: Int, val over: Boolean)

    /**
     * A game of [game] between Player 1 (a person, by accessibility actions) and the computer at
     * Easy, from [seed], to its end, until Player 1 has acted [acts] times, or until [seconds] of
     * wall-clock time have gone (the desktop test draws every frame of the board, which is slow
     * on a shared machine; `-Ddhayam.access.seconds=0` lifts the limit).
     */
    private fun play(game: GameKind, seed: ULong, acts: Int = Int.MAX_VALUE, seconds: Long = budget): Played = onTestMain { main ->
        val deadline = if (seconds > 0) System.nanoTime() + seconds * 1_000_000_000 else Long.MAX_VALUE
        val h = Harness(main)
        // No quick Undo bar: its countdown would be drawn frame by frame after every act, and
        // the desktop test renders each frame (the bar is labelled like the other controls).
        h.send(AppIntent.OpenSettings)
        h.send(AppIntent.ChangeSetting(SettingChange.QuickUndo(false)))
        h.send(AppIntent.Home)
        h.send(AppIntent.NewGame(setupOf(game, HUMAN, EASY), seed))
        if (h.view.question?.about is QuestionAbout.NewGame) h.send(AppIntent.Confirm)
        val layout = boardLayout(game)
        var rolls = 0
        var boardMoves = 0
        var listMoves = 0
        var announcedChecked = 0
        // A phone's size in dp at density 1: fewer pixels to draw per frame.
        runDesktopComposeUiTest(width = 360, height = 780) {
            setContent {
                CompositionLocalProvider(LocalReducedMotion provides true) {
                    DhayamTheme(appFonts, words) {
                        val view by h.vm.view.collectAsState()
                        val said by h.vm.announcement.collectAsState()
                        DhayamApp(view, "test", h.vm::send, h.vm::startGame, h.vm::playAgain, said)
                    }
                }
            }
            /** The live region says the core's latest announcement. */
            fun checkAnnounced() {
                if (h.announced.size == announcedChecked) return
                waitForIdle()
                val node = onNodeWithTag(ANNOUNCEMENT_TAG).fetchSemanticsNode()
                assertEquals(LiveRegionMode.Polite, node.config.getOrNull(SemanticsProperties.LiveRegion), "the announcements' node is a polite live region")
                val said = node.config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString(" ").orEmpty()
                val last = words.say(h.announced.last(), layout)
                assertTrue(said.endsWith(last), "the live region says the latest announcement \"$last\", not \"$said\"")
                announcedChecked = h.announced.size
            }
            var steps = 0
            while (true) {
                waitForIdle()
                val g = h.game
                val settled = !g.walking && g.undo == null
                if (g.gameOver != null && settled) break
                if (rolls + boardMoves + listMoves >= acts && settled) break
                if (System.nanoTime() > deadline && settled) break
                val person = g.players.firstOrNull { it.toAct }?.kind is SeatKind.Human
                when {
                    settled && person && g.canRoll -> {
                        onNode(hasText(words.get(R.string.play_roll)) and hasClickAction()).performSemanticsAction(SemanticsActions.OnClick)
                        assertTrue(h.game.walking || h.game.sticks != g.sticks || !h.game.canRoll, "Roll threw the sticks")
                        rolls += 1
                    }
                    settled && person && g.moves.isNotEmpty() -> {
                        // Every other move from the board's square, the rest from the Moves row.
                        val move = g.moves[(boardMoves + listMoves) % g.moves.size]
                        val label = words.say(move.text, layout)
                        if ((boardMoves + listMoves) % 2 == 0) {
                            val square = g.reading.first { it.spot == move.from && (move.from is Spot.Square || it.player == g.toAct) }
                            val node = onNode(hasContentDescription(words.say(square.text, layout))).fetchSemanticsNode()
                            val action = node.config[SemanticsActions.CustomActions].first { it.label == label }
                            runOnIdle { action.action() }
                            boardMoves += 1
                        } else {
                            onAllNodes(hasContentDescription(label) and hasClickAction()).onFirst().performSemanticsAction(SemanticsActions.OnClick)
                            listMoves += 1
                        }
                        val after = h.game
                        assertTrue(after.walking || after.coins != g.coins, "\"$label\" moved a coin")
                        assertNotEquals(g.moves, after.moves, "\"$label\" was played")
                    }
                    else -> h.pass(h.app.nextWake()?.toLong() ?: error("nothing due and no one to act"))
                }
                // Let what the act started on the main thread run (the effects reach the harness).
                main.scheduler.runCurrent()
                checkAnnounced()
                check(++steps < 20_000) { "the game never ended" }
            }
            checkAnnounced()
        }
        Played(rolls, boardMoves, listMoves, h.announced.size, h.game.gameOver != null)
    }

    private fun report(name: String, p: Played) =
        println("access: $name: ${p.rolls} rolls, ${p.boardMoves} moves from the board, ${p.listMoves} from the Moves row, ${p.announced} announcements, over: ${p.over}")

    @Test
    fun `Paramapadam against Easy by accessibility actions alone, to the end or the time budget`() {
        val p = play(GameKind.PARAMAPADAM, 3uL)
        report("Paramapadam", p)
        assertTrue(p.rolls >= 5 && p.announced > 0, "Player 1 rolled by Roll's node and it was announced")
    }

    @Test
    fun `Thayam with four pawns against Easy by accessibility actions alone, to the end or the time budget`() {
        val p = play(GameKind.THAYAM, 5uL)
        report("Thayam", p)
        assertTrue(p.boardMoves > 0 && p.listMoves > 0, "moves were played both from the board and from the Moves row")
    }

    @Test
    fun `Dhayam against Easy by accessibility actions alone`() {
        val p = play(GameKind.DHAYAM, 7uL, acts = (System.getProperty("dhayam.access.acts") ?: "90").toInt())
        report("Dhayam", p)
        assertTrue(p.boardMoves > 0 && p.listMoves > 0, "moves were played both from the board and from the Moves row")
        assertTrue(p.rolls >= 5, "Player 1 rolled: ${p.rolls} rolls")
    }
}
