// A game in play: the game screen over its view model, with the pause menu and the game-over
// screen on top when the state asks for them.
package com.dhayam.ui

import androidx.compose.runtime.Composable
import com.dhayam.model.GameUiState
import com.dhayam.model.GameViewModel
import com.dhayam.ui.game.GameOver
import com.dhayam.ui.game.GameScreen
import com.dhayam.ui.game.PauseMenu

/** The game of [vm] in [state]; [onQuit] goes to the menu (the game stays saved). */
@Composable
fun GamePlay(state: GameUiState, vm: GameViewModel, onQuit: () -> Unit, onPlayAgain: () -> Unit) {
    GameScreen(
        state = state,
        onRoll = vm::roll,
        onValue = vm::chooseValue,
        onSquare = vm::tapSquare,
        onHome = vm::tapHome,
        onUndo = vm::undo,
        onPause = vm::pause,
    )
    if (state.paused) PauseMenu(view = state.view, onResume = vm::resume, onSkin = vm::setSkin, onQuit = onQuit)
    if (state.view.over && !state.walking) GameOver(view = state.view, onPlayAgain = onPlayAgain, onMenu = onQuit)
}
