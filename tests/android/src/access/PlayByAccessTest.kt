// A person plays whole games by accessibility actions alone, as a screen-reader user would, on
// the real core behind the app's view model: the game screen is composed with Compose's semantics
// test, every act of Player 1 is a node found by its description — the Roll button, a square of
// the board whose custom action is the move's words, or a button of the Moves row — and the
// computer's turns run on the view model's timer (virtual time). After each act the test checks
// that the move happened, after every announcement that the polite live region says it, and at
// the end that the game-over card names the winner the core gave.
//
// Why whole games fit: the game's clock (the view model's main thread) is kept apart from
// Compose's. Compose's test advances its own clock a frame (16 ms) at a time and draws every
// frame; sharing one scheduler, every walk and every computer's pause would be drawn frame by
// frame. Apart, the game's time passes in one step to the core's next wake-up and Compose draws
// only when the test looks: before an act of Player 1 and after each announcement. The frames are
// drawn at half density (the same 360 x 780 dp layout in a quarter of the pixels).
package com.dhayam.access

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.SkikoComposeUiTest
import androidx.compose.ui.test.hasAnySibling
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.test.runSkikoComposeUiTest
import androidx.compose.ui.unit.Density
import com.dhayam.R
import com.dhayam.core.AppIntent
import com.dhayam.core.GameKind
import com.dhayam.core.QuestionAbout
import com.dhayam.core.SeatKind
import com.dhayam.core.SettingChange
import com.dhayam.core.Spot
import com.dhayam.model.Harness
import com.dhayam.model.names
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
import kotlinx.coroutines.test.TestDispatcher
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

@OptIn(ExperimentalTestApi::class)
class PlayByAccessTest {
    private val words = ResourceWords(Locale.ENGLISH)

    /** What one game by accessibility actions did. */
    private data class Played(
        val rolls: Int,
        val boardMoves: Int,
        val listMoves: Int,
        val announced: Int,
        val over: Boolean,
        val winner: UInt?,
        val frames: Long,
        val ms: Long,
    )

    /**
     * A whole game of [game] between Player 1 (a person, by accessibility actions) and the
     * computer at Easy, from [seed], to its end. Each test's seed was picked, with the moves this
     * test chooses, among the games that end sooner than most while Player 1 still enters, cuts
     * (or meets snakes and ladders) and reaches the goal; who wins is the core's to say.
     */
    private fun play(game: GameKind, seed: ULong): Played {
        val started = System.nanoTime()
        lateinit var played: Played
        // runSkikoComposeUiTest rather than runDesktopComposeUiTest: the desktop one wraps the
        // test in a second runTest with kotlinx-coroutines-test's default timeout (60 s), which a
        // whole game can outlast on a busy machine; this one has no such limit (the game is
        // bounded by its steps) and takes the density. Compose's clock is made here, before
        // onTestMain replaces the main thread, so the two have schedulers of their own.
        runSkikoComposeUiTest(Size(360 * DENSITY, 780 * DENSITY), Density(DENSITY)) {
            onTestMain { main -> played = playOn(main, game, seed, started) }
        }
        return played
    }

    private fun SkikoComposeUiTest.playOn(main: TestDispatcher, game: GameKind, seed: ULong, started: Long): Played {
        val h = Harness(main)
        // No quick Undo bar: its countdown is an animation on Compose's clock, so every look
        // while it shows would draw the whole countdown frame by frame (the bar is labelled like
        // the other controls; Undo is not what these games are for).
        h.send(AppIntent.OpenSettings)
        h.send(AppIntent.ChangeSetting(SettingChange.QuickUndo(false)))
        h.send(AppIntent.Home)
        h.send(AppIntent.NewGame(setupOf(game, HUMAN, EASY), seed))
        if (h.view.question?.about is QuestionAbout.NewGame) h.send(AppIntent.Confirm)
        setContent {
            CompositionLocalProvider(LocalReducedMotion provides true) {
                DhayamTheme(appFonts, words) {
                    val view by h.vm.view.collectAsState()
                    val said by h.vm.announcement.collectAsState()
                    val reading by h.vm.reading.collectAsState()
                    val recent by h.vm.recent.collectAsState()
                    DhayamApp(view, "test", h.vm::send, h.vm::startGame, h.vm::playAgain, said, reading = reading, recent = recent)
                }
            }
        }
        val firstFrame = mainClock.currentTime
        var rolls = 0
        var boardMoves = 0
        var listMoves = 0
        var announcedChecked = 0

        /**
         * The live region says what the core announced since the last look: the view model
         * passes on the announcements of its latest call to the core, and each step here is one
         * call, so every announcement of the game is heard.
         */
        fun checkAnnounced() {
            if (h.announced.size == announcedChecked) return
            waitForIdle()
            val node = onNodeWithTag(ANNOUNCEMENT_TAG).fetchSemanticsNode()
            assertEquals(LiveRegionMode.Polite, node.config.getOrNull(SemanticsProperties.LiveRegion), "the announcements' node is a polite live region")
            val said = node.config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString(" ").orEmpty()
            val expected = h.announced.drop(announcedChecked).joinToString(" ") { words.say(it) }
            assertEquals(expected, said, "the live region says the step's announcements")
            announcedChecked = h.announced.size
        }

        var steps = 0
        while (true) {
            val g = h.game
            val settled = !g.walking && g.undo == null
            if (g.gameOver != null && settled) break
            val person = g.players.firstOrNull { it.toAct }?.kind is SeatKind.Human
            when {
                settled && person && g.canRoll -> {
                    val heard = h.announced.size
                    onNode(hasText(words.get(R.string.play_roll)) and hasClickAction()).performSemanticsAction(SemanticsActions.OnClick)
                    main.scheduler.runCurrent()
                    assertTrue(h.game.walking || h.game.sticks != g.sticks || !h.game.canRoll, "Roll threw the sticks")
                    assertTrue(h.announced.size > heard, "the throw was announced")
                    rolls += 1
                }
                settled && person && g.moves.isNotEmpty() -> {
                    // Every legal move can be reached both ways: as a custom action of a square
                    // of the board (or of the home circle) and as a button of the Moves row.
                    val actions = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsActions.CustomActions)).fetchSemanticsNodes()
                        .flatMap { node -> node.config[SemanticsActions.CustomActions].map { it.label } }.toSet()
                    val buttons = onAllNodes(hasClickAction()).fetchSemanticsNodes()
                        .flatMap { node -> node.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty() }.toSet()
                    for (m in g.moves) {
                        val said = words.say(m.text)
                        assertTrue(said in actions, "\"$said\" is a custom action of the board")
                        assertTrue(said in buttons, "\"$said\" is a button of the Moves row")
                    }
                    // Every other move from the board's square, the rest from the Moves row.
                    val move = g.moves[(boardMoves + listMoves) % g.moves.size]
                    val label = words.say(move.text)
                    if ((boardMoves + listMoves) % 2 == 0) {
                        val square = h.reading.first { it.spot == move.from && (move.from is Spot.Square || it.player == g.toAct) }
                        val node = onNode(hasContentDescription(words.say(square.text))).fetchSemanticsNode()
                        val action = node.config[SemanticsActions.CustomActions].first { it.label == label }
                        runOnIdle { action.action() }
                        boardMoves += 1
                    } else {
                        onAllNodes(hasContentDescription(label) and hasClickAction()).onFirst().performSemanticsAction(SemanticsActions.OnClick)
                        listMoves += 1
                    }
                    main.scheduler.runCurrent()
                    val after = h.game
                    assertTrue(after.walking || after.coins != g.coins, "\"$label\" moved a coin")
                    assertNotEquals(g.moves, after.moves, "\"$label\" was played")
                }
                else -> {
                    // The computer's turn, a walk on show or a pause: the game's clock jumps to
                    // the core's next wake-up, and Compose's clock stays where it was.
                    val frame = mainClock.currentTime
                    h.pass(h.app.nextWake()?.toLong() ?: error("nothing due and no one to act"))
                    assertEquals(frame, mainClock.currentTime, "the game's time passes apart from Compose's frames")
                }
            }
            checkAnnounced()
            check(++steps < 20_000) { "the game never ended" }
        }

        // The end: the game-over card over the board says who won (or that it is drawn) as the
        // core's result has it, and its ways on are buttons; the last announcement names the winner.
        val result = h.game.gameOver
        assertNotNull(result, "the game is over")
        val winner = result!!.winner
        val name = winner?.let { words.get(R.string.player_n, it.toInt() + 1) }
        waitForIdle()
        val onCard = hasAnySibling(hasText(words.get(R.string.over_title)))
        onNode(onCard and hasText(if (name == null) words.get(R.string.over_draw) else words.get(R.string.over_winner, name))).fetchSemanticsNode()
        onNode(onCard and hasText(words.get(R.string.over_play_again)) and hasClickAction()).fetchSemanticsNode()
        onNode(onCard and hasText(words.get(R.string.over_menu)) and hasClickAction()).fetchSemanticsNode()
        if (winner != null) assertTrue(h.announced.last().names(winner.toInt() + 1), "the end was announced naming $name")
        return Played(
            rolls, boardMoves, listMoves, h.announced.size, over = h.game.gameOver != null, winner = winner,
            frames = (mainClock.currentTime - firstFrame) / FRAME_MS,
            ms = (System.nanoTime() - started) / 1_000_000,
        )
    }

    private fun report(name: String, p: Played) =
        println("access: $name: over: ${p.over}, ${p.winner?.let { "Player ${it.toInt() + 1} won" } ?: "drawn"}; ${p.rolls} rolls, ${p.boardMoves} moves from the board, ${p.listMoves} from the Moves row, ${p.announced} announcements; ${p.frames} frames drawn, ${p.ms} ms")

    @Test
    fun `a whole game of Paramapadam against Easy by accessibility actions alone`() {
        val p = play(GameKind.PARAMAPADAM, 37uL)
        report("Paramapadam", p)
        // Paramapadam's moves play on the throw: Roll is Player 1's only act.
        assertTrue(p.over && p.rolls > 0 && p.announced > p.rolls, "Player 1 rolled by Roll's node to the end, and it was announced")
    }

    @Test
    fun `a whole game of Thayam with four pawns against Easy by accessibility actions alone`() {
        val p = play(GameKind.THAYAM, 113uL)
        report("Thayam", p)
        assertTrue(p.over && p.rolls > 0, "Player 1 rolled by Roll's node to the end")
        assertTrue(p.boardMoves > 0 && p.listMoves > 0, "moves were played both from the board and from the Moves row")
    }

    @Test
    fun `a whole game of Dhayam against Easy by accessibility actions alone`() {
        val p = play(GameKind.DHAYAM, 84uL)
        report("Dhayam", p)
        assertTrue(p.over && p.rolls > 0, "Player 1 rolled by Roll's node to the end")
        assertTrue(p.boardMoves > 0 && p.listMoves > 0, "moves were played both from the board and from the Moves row")
    }

    private companion object {
        /** Pixels per dp of the frames drawn: the layout is a phone's, the pixels a quarter. */
        const val DENSITY = 0.5f

        /** Compose's test clock moves a frame at a time. */
        const val FRAME_MS = 16L
    }
}
