// The Android entry point: opens the core's store in the app's files, creates the view models,
// and hosts the Compose screens with Android's pieces plugged in — the words from resources, the
// fonts from res/font, sound, vibration, reduced motion, and the per-app language.
package com.dhayam.app

import android.os.Bundle
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.appcompat.app.AppCompatActivity
import androidx.appcompat.app.AppCompatDelegate
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalView
import androidx.compose.ui.text.font.Font
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.core.os.LocaleListCompat
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import com.dhayam.BuildConfig
import com.dhayam.R
import com.dhayam.app.platform.SoundEffects
import com.dhayam.app.platform.reducedMotion
import com.dhayam.app.platform.vibrate
import com.dhayam.core.App
import com.dhayam.core.DhayamException
import com.dhayam.core.Language
import com.dhayam.core.setAsideDamagedStore
import com.dhayam.model.AppViewModel
import com.dhayam.model.GameViewModel
import com.dhayam.model.Note
import com.dhayam.model.Screen
import com.dhayam.model.OpenGame
import com.dhayam.ui.DhayamApp
import com.dhayam.ui.DhayamTheme
import com.dhayam.ui.Words
import com.dhayam.ui.GamePlay
import java.security.SecureRandom

/** One font for both languages: Noto Sans Tamil with Noto Sans's Latin (scripts/fonts.py). */
private val appFonts = FontFamily(
    Font(R.font.dhayam_regular, FontWeight.Normal),
    Font(R.font.dhayam_bold, FontWeight.Bold),
)

/**
 * The store, opened once per process: it has one writer, so an activity re-created by a rotation
 * or a language change takes the App already open (a second `App.open` is refused as in use).
 */
private object OpenStore {
    private var opened: Pair<App, Note?>? = null

    @Synchronized
    fun of(dir: String): Pair<App, Note?> = opened ?: try {
        App.open(dir) to null
    } catch (e: DhayamException.StoreCorrupt) {
        // Set the damaged store aside (kept for a bug report) so the app always starts.
        setAsideDamagedStore(dir)
        App.open(dir) to Note(R.string.error_store_damaged)
    }.also { opened = it }
}

/** The one activity; screens are Compose. */
class MainActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        val (store, notice) = OpenStore.of(filesDir.path)
        val random = SecureRandom()
        setContent {
            val resources = LocalContext.current.resources
            val words = remember(resources) {
                Words { id, args -> if (args.isEmpty()) resources.getString(id) else resources.getString(id, *args) }
            }
            DhayamTheme(appFonts, words) {
                val vm: AppViewModel = viewModel { AppViewModel(store, notice) { random.nextLong().toULong() } }
                val state by vm.state.collectAsStateWithLifecycle()
                LaunchedEffect(state.settings.language) { applyLanguage(state.settings.language) }
                // Back leaves a menu screen for Home; in a game it opens the pause menu (GameRoute).
                BackHandler(enabled = state.screen != Screen.Home && state.screen != Screen.Game) { vm.home() }
                DhayamApp(state, vm, BuildConfig.VERSION_NAME) { open -> GameRoute(open, vm) }
            }
        }
    }
}

/** The game screen for [open], with its own view model, sound and vibration. */
@Composable
private fun GameRoute(open: OpenGame, app: AppViewModel) {
    val context = LocalContext.current
    val view = LocalView.current
    val settings = app.state.value.settings
    val tamil = AppCompatDelegate.getApplicationLocales().toLanguageTags().startsWith("ta") ||
        context.resources.configuration.locales[0].language == "ta"
    val vm: GameViewModel = viewModel(key = "game-${open.key}") {
        GameViewModel(open.handle, settings, reducedMotion(context), tamil = tamil)
    }
    val sounds = remember { SoundEffects(context) }
    DisposableEffect(sounds) { onDispose { sounds.release() } }
    LaunchedEffect(vm) {
        vm.cues.collect { cue ->
            if (cue.sound) sounds.play(cue.kind)
            if (cue.haptic) vibrate(view, cue.kind)
        }
    }
    val state by vm.state.collectAsStateWithLifecycle()
    BackHandler(enabled = !state.paused && !state.view.over) { vm.pause() }
    GamePlay(state, vm, onQuit = app::home, onPlayAgain = app::playAgain)
}

/** Make [language] the app's language (Android 13+ keeps it per app; AppCompat before). */
private fun applyLanguage(language: Language) {
    val locales = when (language) {
        Language.SYSTEM -> LocaleListCompat.getEmptyLocaleList()
        Language.ENGLISH -> LocaleListCompat.forLanguageTags("en")
        Language.TAMIL -> LocaleListCompat.forLanguageTags("ta")
    }
    if (AppCompatDelegate.getApplicationLocales() != locales) AppCompatDelegate.setApplicationLocales(locales)
}
