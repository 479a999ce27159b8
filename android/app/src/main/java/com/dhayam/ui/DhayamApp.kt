// The app's root: the screen the core's AppView names, the Rules & Settings reference and the
// question the core may have open over it, and the core's refusal or notice where the screen has
// no place of its own for them. Every tap goes
// back as an AppIntent; Start and Play again go through [onStart] and [onPlayAgain], which add
// the platform's seed.
package com.dhayam.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.foundation.layout.windowInsetsPadding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.AppIntent
import com.dhayam.core.AppView
import com.dhayam.core.LogTurn
import com.dhayam.core.Question
import com.dhayam.core.ScreenView
import com.dhayam.core.SquareReading
import com.dhayam.core.Text
import com.dhayam.model.Announcement
import com.dhayam.ui.about.AboutScreen
import com.dhayam.ui.home.HomeScreen
import com.dhayam.ui.learn.LearnScreen
import com.dhayam.ui.learn.LessonScreen
import com.dhayam.ui.learn.ReferenceScreen
import com.dhayam.ui.settings.SettingsScreen
import com.dhayam.ui.setup.SetupScreen
import com.dhayam.ui.stats.StatisticsScreen

/**
 * Every screen of the app in [view]; [send] hands the player's intents to the core.
 * [announcement] is what the core last asked to be announced (the game screen says it),
 * [reading] the board read aloud of the game or lesson on screen and [recent] its last turns
 * (each fetched apart from the view).
 * The app draws edge to edge: the cotton runs under the system bars and every screen's content
 * keeps out of [insets] (the system bars and cutouts; the screenshot scenes give a phone's).
 */
@Composable
fun DhayamApp(
    view: AppView,
    version: String,
    send: (AppIntent) -> Unit,
    onStart: () -> Unit,
    onPlayAgain: () -> Unit,
    announcement: Announcement = Announcement.NONE,
    insets: WindowInsets = WindowInsets.safeDrawing,
    reading: List<SquareReading> = emptyList(),
    recent: List<LogTurn> = emptyList(),
) {
    val home = { send(AppIntent.Home) }
    // The reference of the setup or game in hand.
    val inHand = { send(AppIntent.OpenReference(null)) }
    // The setup screen shows the refusal, Settings the notice; elsewhere a banner does.
    var banner = listOfNotNull(view.refusal, view.notice).firstOrNull()
    Box(Modifier.fillMaxSize().background(MaterialTheme.colorScheme.background).windowInsetsPadding(insets)) {
        when (val screen = view.screen) {
            is ScreenView.Home -> HomeScreen(
                saved = screen.resume,
                onResume = { send(AppIntent.Resume) },
                onNewGame = { send(AppIntent.OpenSetup) },
                onStatistics = { send(AppIntent.OpenStatistics) },
                onSettings = { send(AppIntent.OpenSettings) },
                onAbout = { send(AppIntent.OpenAbout) },
                onLearn = { send(AppIntent.OpenLearn) },
            )
            is ScreenView.Setup -> {
                SetupScreen(screen.setup, view.refusal, { send(AppIntent.EditSetup(it)) }, onStart, home, onReference = inHand)
                banner = view.notice
            }
            is ScreenView.Game -> GamePlay(screen.game, { send(AppIntent.Game(it)) }, { send(AppIntent.Quit) }, onPlayAgain, { send(AppIntent.Back) }, announcement, inHand, reading, recent)
            is ScreenView.Learn -> LearnScreen(screen.games, send, home)
            is ScreenView.Lesson -> LessonScreen(screen.lesson, send, { send(AppIntent.Quit) }, announcement, inHand, reading, recent)
            is ScreenView.Statistics -> StatisticsScreen(screen.figures, home)
            is ScreenView.Settings -> {
                SettingsScreen(
                    settings = screen.settings,
                    onChange = { send(AppIntent.ChangeSetting(it)) },
                    onClear = { send(AppIntent.ClearSavedGame) },
                    notice = view.notice,
                    onBack = home,
                )
                banner = view.refusal
            }
            ScreenView.About -> AboutScreen(version, home)
        }
        banner?.let { Banner(text(it), Modifier.align(Alignment.BottomCenter)) }
    }
    view.reference?.let { ReferenceScreen(it, onClose = { send(AppIntent.CloseReference) }) }
    view.question?.let { QuestionDialog(it, onConfirm = { send(AppIntent.Confirm) }, onCancel = { send(AppIntent.Cancel) }) }
}

/** A message at the foot of the screen, until the next thing the player does. */
@Composable
private fun Banner(message: String, modifier: Modifier) {
    Surface(
        modifier.fillMaxWidth().padding(12.dp),
        shape = RoundedCornerShape(12.dp),
        color = MaterialTheme.colorScheme.secondaryContainer,
        contentColor = MaterialTheme.colorScheme.onSecondaryContainer,
        shadowElevation = 4.dp,
    ) {
        Text(message, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(14.dp))
    }
}

/** The core's [question], in the core's words, answered by Confirm or Cancel. */
@Composable
fun QuestionDialog(question: Question, onConfirm: () -> Unit, onCancel: () -> Unit) {
    AlertDialog(
        onDismissRequest = onCancel,
        // Whole words at any text size; at large ones the body scrolls rather than being cut
        // off at the dialog's foot.
        title = { WholeWordsText(text(question.title), LocalTextStyle.current) },
        text = { WholeWordsText(text(question.body), LocalTextStyle.current, Modifier.verticalScroll(rememberScrollState())) },
        confirmButton = {
            TextButton(onClick = onConfirm) { Text(text(question.confirm)) }
        },
        dismissButton = { TextButton(onClick = onCancel) { Text(text(question.cancel)) } },
    )
}
