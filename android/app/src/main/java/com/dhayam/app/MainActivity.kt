// The Android entry point: opens the core's AppHandle on the app's files once per process (or,
// when the store can't open, shows the core's words for why, model/Launch.kt), and
// hosts the Compose screens over its view model with Android's pieces plugged in — the words
// from resources (by id for the screens' labels, by name for the core's keys), the fonts from
// res/font, sound and vibration for the core's effects (its announcements go to the game
// screen's live region), reduced motion for the screens, the lifecycle
// (background and foreground), the system's reduced-motion setting, and the per-app language.
package com.dhayam.app

import android.annotation.SuppressLint
import android.content.res.Resources
import android.graphics.Color
import android.os.Bundle
import android.os.StrictMode
import androidx.activity.SystemBarStyle
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.appcompat.app.AppCompatActivity
import androidx.appcompat.app.AppCompatDelegate
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalView
import androidx.compose.ui.text.font.Font
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.core.os.LocaleListCompat
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleEventObserver
import androidx.lifecycle.compose.LocalLifecycleOwner
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import com.dhayam.BuildConfig
import com.dhayam.R
import com.dhayam.app.platform.SoundEffects
import com.dhayam.app.platform.reducedMotion
import com.dhayam.app.platform.vibrate
import com.dhayam.core.AppIntent
import com.dhayam.core.Effect
import com.dhayam.core.Language
import com.dhayam.core.ScreenView
import com.dhayam.core.SettingChange
import com.dhayam.core.Text as CoreText
import com.dhayam.model.AppViewModel
import com.dhayam.model.Launch
import com.dhayam.model.launch
import com.dhayam.ui.DhayamApp
import com.dhayam.ui.DhayamTheme
import com.dhayam.ui.LaunchProblem
import com.dhayam.ui.LocalReducedMotion
import com.dhayam.ui.Words
import java.security.SecureRandom

/** The scrim behind three-button navigation on Android 9 and older: the cotton, mostly opaque. */
private const val LIGHT_SCRIM = 0xE6FBF4E8.toInt()

/** One font for both languages: Noto Sans Tamil with Noto Sans's Latin (scripts/fonts.py). */
private val appFonts = FontFamily(
    Font(R.font.dhayam_regular, FontWeight.Normal),
    Font(R.font.dhayam_bold, FontWeight.Bold),
)

/**
 * The core, opened once per process: the store has one writer, so an activity re-created by a
 * language change takes the AppHandle already open (a second open is refused as in use). Only an
 * open store is kept: a launch that failed is tried again by the next activity.
 */
private object OpenApp {
    private var opened: Launch.Opened? = null

    /** The system's reduced-motion setting as the core last heard it. */
    var reducedMotion = false

    /** An activity has started before: the core opens in the foreground, so the first start says nothing. */
    var started = false

    @Synchronized
    fun of(dir: String, reducedMotion: Boolean): Launch = opened ?: run {
        this.reducedMotion = reducedMotion
        launch(dir, reducedMotion).also { if (it is Launch.Opened) opened = it }
    }
}

/** Android's resources as the screens' words: by id, and by name for the core's keys. */
@SuppressLint("DiscouragedApi") // the core's keys are names; res/raw/keep.xml keeps them all
private class ResourceWords(private val resources: Resources, private val pkg: String) : Words {
    override fun get(id: Int, vararg args: Any): String =
        if (args.isEmpty()) resources.getString(id) else resources.getString(id, *args)

    override fun named(key: String, args: Array<Any>): String? {
        val id = resources.getIdentifier(key, "string", pkg).takeIf { it != 0 } ?: return null
        return get(id, *args)
    }

    override fun plural(key: String, count: Int, args: Array<Any>): String? {
        val id = resources.getIdentifier(key, "plurals", pkg).takeIf { it != 0 } ?: return null
        return resources.getQuantityString(id, count, *args)
    }
}

/** The one activity; screens are Compose. */
class MainActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        if (BuildConfig.DEBUG) watchMainThread()
        // Edge to edge, the screens keeping their content out of the bars' insets; the app is
        // light only (themes.xml), so the bars' icons are dark whatever the system's mode.
        enableEdgeToEdge(
            statusBarStyle = SystemBarStyle.light(Color.TRANSPARENT, Color.TRANSPARENT),
            navigationBarStyle = SystemBarStyle.light(LIGHT_SCRIM, LIGHT_SCRIM),
        )
        val (app, damaged) = when (val launch = OpenApp.of(filesDir.path, reducedMotion(this))) {
            is Launch.Opened -> launch
            is Launch.Failed -> return showLaunchProblem(launch.text)
        }
        val random = SecureRandom()
        setContent {
            val context = LocalContext.current
            val words = remember(context.resources) { ResourceWords(context.resources, context.packageName) }
            DhayamTheme(appFonts, words) {
                val vm: AppViewModel = viewModel { AppViewModel(app, { random.nextLong().toULong() }) }
                val view by vm.view.collectAsStateWithLifecycle()
                val announcement by vm.announcement.collectAsStateWithLifecycle()
                val reading by vm.reading.collectAsStateWithLifecycle()
                val recent by vm.recent.collectAsStateWithLifecycle()
                var reduced by remember { mutableStateOf(OpenApp.reducedMotion) }
                val androidView = LocalView.current
                val sounds = remember { SoundEffects(context) }
                DisposableEffect(sounds) { onDispose { sounds.release() } }
                // The core's effects: it has already weighed the sound and haptics settings.
                LaunchedEffect(vm) {
                    vm.effects.collect { effect ->
                        when (effect) {
                            is Effect.Sound -> sounds.play(effect.cue)
                            is Effect.Haptic -> vibrate(androidView, effect.cue)
                            // Said by the game screen's polite live region (vm.announcement).
                            is Effect.Announce -> Unit
                            is Effect.WakeIn -> Unit // the view model keeps the timer
                        }
                    }
                }
                // Computer turns and auto-roll hold while the app is out of sight; the system's
                // "Remove animations" may have changed meanwhile.
                val lifecycle = LocalLifecycleOwner.current.lifecycle
                DisposableEffect(lifecycle) {
                    val observer = LifecycleEventObserver { _, event ->
                        when (event) {
                            Lifecycle.Event.ON_START -> {
                                // Android holds the app's language (Settings here, or the
                                // system's per-app language on 13+): the core's setting follows it.
                                val held = heldLanguage()
                                if (held != vm.view.value.language) vm.send(AppIntent.ChangeSetting(SettingChange.Language(held)))
                                val now = reducedMotion(context)
                                if (now != OpenApp.reducedMotion) vm.send(AppIntent.ReducedMotion(now))
                                OpenApp.reducedMotion = now
                                reduced = now
                                if (OpenApp.started) vm.send(AppIntent.Foreground)
                                OpenApp.started = true
                            }
                            Lifecycle.Event.ON_STOP -> vm.send(AppIntent.Background)
                            else -> Unit
                        }
                    }
                    lifecycle.addObserver(observer)
                    onDispose { lifecycle.removeObserver(observer) }
                }
                // Back is the core's (AppIntent.Back: what it closes or leaves is decided there);
                // at Home with nothing open the system has it and leaves the app.
                BackHandler(enabled = view.screen !is ScreenView.Home || view.question != null || view.reference != null) {
                    vm.send(AppIntent.Back)
                }
                CompositionLocalProvider(LocalReducedMotion provides reduced) {
                    DhayamApp(
                        view = view,
                        version = BuildConfig.VERSION_NAME,
                        send = { intent ->
                            vm.send(intent)
                            ((intent as? AppIntent.ChangeSetting)?.change as? SettingChange.Language)?.let { applyLanguage(it.language) }
                        },
                        onStart = vm::startGame,
                        onPlayAgain = vm::playAgain,
                        announcement = announcement,
                        reading = reading,
                        recent = recent,
                    )
                }
                var tellDamaged by remember { mutableStateOf(damaged) }
                if (tellDamaged) {
                    AlertDialog(
                        onDismissRequest = { tellDamaged = false },
                        confirmButton = { TextButton(onClick = { tellDamaged = false }) { Text(words.get(R.string.ok)) } },
                        text = { Text(words.get(R.string.error_store_damaged)) },
                    )
                }
            }
        }
    }
}

/**
 * Debug builds log disk and network use on the main thread and closables never closed: the
 * core's calls belong on the view model's worker.
 */
private fun watchMainThread() {
    StrictMode.setThreadPolicy(StrictMode.ThreadPolicy.Builder().detectDiskReads().detectDiskWrites().detectNetwork().penaltyLog().build())
    StrictMode.setVmPolicy(StrictMode.VmPolicy.Builder().detectLeakedClosableObjects().penaltyLog().build())
}

/** Why the store can't open, in the core's words, with a button that tries again. */
private fun MainActivity.showLaunchProblem(problem: CoreText) {
    setContent {
        val context = LocalContext.current
        val words = remember(context.resources) { ResourceWords(context.resources, context.packageName) }
        // Re-created, the activity opens the store afresh (a failed open is not kept).
        DhayamTheme(appFonts, words) { LaunchProblem(problem, tryAgain = { recreate() }) }
    }
}

/** The app's language as Android holds it: none chosen (the system's), English or Tamil. */
private fun heldLanguage(): Language = when (AppCompatDelegate.getApplicationLocales()[0]?.language) {
    "ta" -> Language.TAMIL
    "en" -> Language.ENGLISH
    else -> Language.SYSTEM
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
