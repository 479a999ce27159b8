// The app's root: the screen the app view model names, and the messages it has to show once.
// The game screen comes from the platform (it owns the game's view model, sound and vibration).
package com.dhayam.ui

import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import com.dhayam.R
import com.dhayam.model.AppUiState
import com.dhayam.model.AppViewModel
import com.dhayam.model.OpenGame
import com.dhayam.model.Screen
import com.dhayam.ui.about.AboutScreen
import com.dhayam.ui.home.HomeScreen
import com.dhayam.ui.settings.SettingsScreen
import com.dhayam.ui.setup.SetupScreen
import com.dhayam.ui.stats.StatisticsScreen

/** Every screen of the app over [vm]; [game] draws the open game. */
@Composable
fun DhayamApp(state: AppUiState, vm: AppViewModel, version: String, game: @Composable (OpenGame) -> Unit) {
    when (state.screen) {
        Screen.Home -> HomeScreen(
            saved = state.saved,
            onResume = vm::resume,
            onNewGame = { vm.open(Screen.Setup) },
            onStatistics = { vm.open(Screen.Statistics) },
            onSettings = { vm.open(Screen.Settings) },
            onAbout = { vm.open(Screen.About) },
        )
        Screen.Setup -> SetupScreen(
            draft = state.setup,
            // The core's refusal shows as the switches are edited, not only on Start.
            error = state.error ?: state.setup.problem,
            onEdit = vm::editSetup,
            onStart = vm::startGame,
            onBack = vm::home,
        )
        Screen.Game -> state.game?.let { game(it) }
        Screen.Statistics -> StatisticsScreen(statistics = state.statistics, onBack = vm::home)
        Screen.Settings -> SettingsScreen(
            settings = state.settings,
            onChange = vm::setSettings,
            onResetSaved = vm::resetSavedGame,
            notice = state.notice,
            onBack = vm::home,
        )
        Screen.About -> AboutScreen(version = version, onBack = vm::home)
    }
    // The setup and settings screens show their own messages; elsewhere a dialog does.
    val message = state.error?.takeIf { state.screen != Screen.Setup }
        ?: state.notice?.takeIf { state.screen != Screen.Settings }?.let { text(it) }
    if (message != null) {
        AlertDialog(
            onDismissRequest = vm::dismiss,
            confirmButton = { TextButton(onClick = vm::dismiss) { Text(text(R.string.ok)) } },
            title = { Text(text(R.string.error_title)) },
            text = { Text(message) },
        )
    }
}
