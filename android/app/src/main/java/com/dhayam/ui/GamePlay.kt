// A game in play: the game screen of the core's view, with the pause menu, the game's log and the
// game-over card on top when the view says paused, log open or over (and nothing is still shown).
package com.dhayam.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import com.dhayam.core.GameScreenView
import com.dhayam.core.Intent
import com.dhayam.core.LogTurn
import com.dhayam.core.SquareReading
import com.dhayam.core.Text
import com.dhayam.model.Announcement
import com.dhayam.ui.game.GameLog
import com.dhayam.ui.game.GameOver
import com.dhayam.ui.game.GameScreen
import com.dhayam.ui.game.PauseMenu

/**
 * The game of [view]; [onQuit] goes to the menu (the game stays saved), [onBack] is the core's
 * Back (over the game-over card, where the card takes the system's Back), [onReference] opens the
 * game's Rules & Settings. [announcement] is the core's latest announcement, for the game
 * screen's live region; [reading] the board read aloud, for screen readers; [recent] the last
 * turns, shown beside the board.
 */
@Composable
fun GamePlay(
    view: GameScreenView,
    onIntent: (Intent) -> Unit,
    onQuit: () -> Unit,
    onPlayAgain: () -> Unit,
    onBack: () -> Unit,
    announcement: Announcement = Announcement.NONE,
    onReference: () -> Unit = {},
    reading: List<SquareReading> = emptyList(),
    recent: List<LogTurn> = emptyList(),
) {
    Box(Modifier.fillMaxSize()) {
        GameScreen(view, onIntent, announcement = announcement, reading = reading, recent = recent)
        if (view.paused) {
            PauseMenu(
                game = view.game,
                skin = view.skin,
                onResume = { onIntent(Intent.Resume) },
                onSkin = { onIntent(Intent.ChangeSkin(it)) },
                onQuit = onQuit,
                onReference = onReference,
                onLog = { onIntent(Intent.OpenLog) },
            )
        }
        view.log?.let { log ->
            GameLog(log) { onIntent(Intent.CloseLog) }
        }
        val over = view.gameOver
        if (over != null && !view.walking) GameOver(over, view.players, onPlayAgain = onPlayAgain, onMenu = onQuit, onBack = onBack)
    }
}
