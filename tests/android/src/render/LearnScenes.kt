// Learning to play, for the screenshot test: the Learn to play screen; the Rules &
// Settings reference of Dhayam from there (how to play, the route drawn on the board) and of a
// Custom setup from the setup screen (its rules beside Classic's, the rows that differ marked);
// a lesson's step with the asked move ringed; a hint in a game, ringed and said; the game's log.
// Every state is the core's AppView reached by intents on a real store.
package com.dhayam.render

import androidx.compose.foundation.ScrollState
import com.dhayam.core.AppIntent
import com.dhayam.core.AppView
import com.dhayam.core.GameKind
import com.dhayam.core.Intent
import com.dhayam.ui.learn.ReferenceScreen

/** The learning scenes. */
fun learnScenes(): List<Scene> = listOf(
    Scene("learn") { App(LearnViews.learn) },
    Scene("reference-dhayam") { App(LearnViews.dhayamReference) },
    // Scrolled to the rules table, which the screen's own scroll state would start above.
    Scene("reference-custom-table") { ReferenceScreen(LearnViews.customReference.reference!!, {}, ScrollState(LearnViews.TABLE_SCROLL)) },
    Scene("lesson-dhayam-cut") { App(LearnViews.lessonCut) },
    Scene("game-hint") { App(LearnViews.hint) },
    Scene("game-log") { App(LearnViews.log) },
)

/** The views, built once: each scene renders twice (English and Tamil). */
internal object LearnViews {
    /** Where the Custom reference is scrolled to, in pixels: its rules table. */
    const val TABLE_SCROLL = 2300

    val learn: AppView by lazy { freshApp().send(AppIntent.OpenLearn).view() }

    val dhayamReference: AppView by lazy {
        freshApp().send(AppIntent.OpenLearn).send(AppIntent.OpenReference(GameKind.DHAYAM)).view()
    }

    /** The reference opened from the setup screen of a Custom Dhayam game with two switches flipped. */
    val customReference: AppView by lazy {
        val app = freshApp().send(AppIntent.OpenSetup)
        for (edit in MenuViews.customEdits) app.send(AppIntent.EditSetup(edit))
        app.send(AppIntent.OpenReference(null)).view()
    }

    /** Dhayam's second lesson, cutting and the gate, at its first step. */
    val lessonCut: Shown by lazy { freshApp().send(AppIntent.StartLesson(GameKind.DHAYAM, 1u)).shown() }

    /** Dhayam, Player 1 to choose among several moves, the hint asked for. */
    val hint: Shown by lazy {
        freshApp().newGame(setupOf(GameKind.DHAYAM, HUMAN, MEDIUM, coins = 6u), 11uL)
            .play(70) { it.players[0].toAct && it.canHint && it.moves.size >= 2 }
            .send(AppIntent.Game(Intent.Hint)).shown()
    }

    /** Thayam mid-game, its log opened from the pause menu. */
    val log: Shown by lazy {
        freshApp().newGame(setupOf(GameKind.THAYAM, HUMAN, MEDIUM, MEDIUM, coins = 4u), 9uL)
            .play(50) { it.players[0].toAct && it.canRoll }
            .send(AppIntent.Game(Intent.Pause))
            .send(AppIntent.Game(Intent.OpenLog)).shown()
    }
}
