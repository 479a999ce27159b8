// Learning to play through the app's view model against the real core on virtual time:
// every lesson of every game played through by its asked actions, as a player would tap them,
// the board's walk run by the core's wake-ups; a wrong move refused with the core's reason; the
// reference opened from Learn to play, from the setup and from the pause menu and closed by Back;
// and, in a game, the hint ringed with its reason and the game's log with its notation.
package com.dhayam.model

import com.dhayam.core.AppIntent
import com.dhayam.core.GameKind
import com.dhayam.core.Intent
import com.dhayam.core.LessonView
import com.dhayam.core.Preset
import com.dhayam.core.ScreenView
import com.dhayam.core.SetupEdit
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class LearnViewModelTest {
    private val Harness.lesson: LessonView
        get() = (view.screen as? ScreenView.Lesson)?.lesson ?: throw AssertionError("no lesson on screen: ${view.screen}")

    /** Let the lesson's board finish showing what was done. */
    private fun Harness.settle() {
        var guard = 0
        while (lesson.board.walking) {
            pass(app.nextWake()!!.toLong())
            check(++guard < 500) { "the step never finished showing" }
        }
    }

    @Test
    fun `every lesson of every game is played through by its asked actions`() = onTestMain { main ->
        val h = Harness(main)
        h.send(AppIntent.OpenLearn)
        val games = (h.view.screen as ScreenView.Learn).games
        assertEquals(listOf(GameKind.DHAYAM, GameKind.THAYAM, GameKind.PARAMAPADAM), games.map { it.game })
        var steps = 0
        for (each in games) {
            assertTrue(each.lessons.size >= 3, "${each.game} has lessons")
            each.lessons.forEachIndexed { number, info ->
                h.send(AppIntent.StartLesson(each.game, number.toUByte()))
                assertNull(h.view.refusal, "lesson $number of ${each.game} starts")
                assertEquals(info.steps, h.lesson.steps)
                for (step in 0 until info.steps.toInt()) {
                    val view = h.lesson
                    assertEquals(step.toUInt(), view.step)
                    assertFalse(view.done)
                    assertFalse(view.board.canHint, "a lesson rings its own move")
                    val asked = view.asked
                    if (view.asksRoll) {
                        assertNull(asked)
                        assertTrue(view.board.canRoll, "the Roll button is live when a throw is asked")
                        h.send(AppIntent.Game(Intent.Roll))
                    } else {
                        assertNotNull(asked, "a move is asked and ringed")
                        assertTrue(asked!! in view.board.moves, "the asked move is one of the moves offered")
                        assertEquals(listOf(asked.to), view.board.destinations, "its landing is ringed")
                        h.send(AppIntent.Game(Intent.Play(asked.action)))
                    }
                    h.settle()
                    assertTrue(h.lesson.done, "step $step of ${info.title} is done")
                    assertNull(h.lesson.board.refusal)
                    steps++
                    if (!h.lesson.last) h.send(AppIntent.NextLessonStep)
                }
                assertTrue(h.lesson.last)
                // A finished lesson goes back to Learn to play.
                h.send(AppIntent.Back)
                assertTrue(h.view.screen is ScreenView.Learn)
            }
        }
        assertEquals(games.sumOf { game -> game.lessons.sumOf { it.steps.toInt() } }, steps)
    }

    @Test
    fun `a move other than the asked one is refused in the core's words and changes nothing`() = onTestMain { main ->
        val h = Harness(main)
        // Thayam's gate lesson asks for a pawn to reach the gate; bringing one out is legal too.
        h.send(AppIntent.OpenLearn)
        val thayam = (h.view.screen as ScreenView.Learn).games.first { it.game == GameKind.THAYAM }
        val gate = thayam.lessons.indexOfFirst { it.title.sentences.first().key == "lesson_thayam_gate" }
        h.send(AppIntent.StartLesson(GameKind.THAYAM, gate.toUByte()))
        val view = h.lesson
        val asked = view.asked!!
        val other = view.board.moves.firstOrNull { it != asked }
        assertNotNull(other, "the gate lesson offers more than the asked move")
        h.send(AppIntent.Game(Intent.Play(other!!.action)))
        assertEquals("refusal_not_the_lessons_move", h.lesson.board.refusal?.sentences?.first()?.key)
        assertFalse(h.lesson.done)
        assertEquals(view.board.coins, h.lesson.board.coins, "nothing moved")
    }

    @Test
    fun `the reference opens from Learn to play, the setup and the pause menu, and Back closes it`() = onTestMain { main ->
        val h = Harness(main)
        h.send(AppIntent.OpenLearn)
        h.send(AppIntent.OpenReference(GameKind.THAYAM))
        assertEquals(GameKind.THAYAM, h.view.reference!!.game)
        h.send(AppIntent.Back)
        assertNull(h.view.reference)
        assertTrue(h.view.screen is ScreenView.Learn, "Back closed the reference and stayed")

        // From the setup: the rules on screen, beside the preset's.
        h.send(AppIntent.Home)
        h.send(AppIntent.OpenSetup)
        h.send(AppIntent.EditSetup(SetupEdit.Preset(Preset.CUSTOM)))
        val setup = (h.view.screen as ScreenView.Setup).setup
        val flipped = setup.switches.first { it.editable }
        h.send(AppIntent.EditSetup(SetupEdit.Switch(flipped.field, !flipped.on)))
        h.send(AppIntent.OpenReference(null))
        val line = h.view.reference!!.switches.first { it.field == flipped.field }
        assertEquals(!flipped.on, line.inPlay, "the table shows the switch as set up")
        assertTrue(h.view.reference!!.switches.any { it.differs }, "and marks where it differs")
        h.send(AppIntent.CloseReference)

        // From the pause menu: the game's own rules.
        h.send(AppIntent.Home)
        h.start(HUMAN, MEDIUM)
        h.send(AppIntent.Game(Intent.Pause))
        h.send(AppIntent.OpenReference(null))
        assertEquals(h.game.game, h.view.reference!!.game)
        assertTrue(h.view.reference!!.route.size > 10, "one coin's whole route to draw")
        h.send(AppIntent.Back)
        assertNull(h.view.reference)
        assertTrue(h.game.paused, "the pause menu is still open under it")
    }

    @Test
    fun `a hint rings Hard's move with its reason, and the log shows the turns and the position`() = onTestMain { main ->
        val h = Harness(main)
        h.start(HUMAN, MEDIUM)
        var guard = 0
        while (!h.game.canHint) {
            h.step()
            check(++guard < 2_000) { "the person never had a move" }
        }
        h.send(AppIntent.Game(Intent.Hint))
        val hint = h.game.hint!!
        assertTrue(hint.option in h.game.moves, "the hint is a move on offer")
        assertEquals(listOf(hint.option.to), h.game.destinations)
        assertTrue(h.game.ring)
        assertTrue(hint.text.sentences.first().key.startsWith("hint_"))

        h.send(AppIntent.Game(Intent.Pause))
        h.send(AppIntent.Game(Intent.OpenLog))
        val log = h.game.log!!
        assertTrue(log.turns.size >= 2, "the throw-off and the turns so far")
        assertTrue(log.notation.startsWith("dhayam"), "the position to copy")
        h.send(AppIntent.Back)
        assertNull(h.game.log)
        assertNotEquals(0, log.turns.sumOf { it.lines.size })
    }
}
