// The app outside a game: which screen shows, the settings, the statistics, the saved game to
// resume and the new-game setup. It opens games for the game screen; the core's store keeps
// everything, so a new AppViewModel over the same store finds it all as it was.
package com.dhayam.model

import androidx.lifecycle.ViewModel
import com.dhayam.core.App
import com.dhayam.core.DhayamException
import com.dhayam.core.GameHandle
import com.dhayam.core.Settings
import com.dhayam.core.Statistics
import com.dhayam.core.checkSetup
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

/** The app's screens. */
enum class Screen { Home, Setup, Game, Statistics, Settings, About }

/** The game open on the game screen; [key] tells one opening from the next. */
data class OpenGame(val handle: GameHandle, val key: Long)

/** What every screen but the game draws. */
data class AppUiState(
    val screen: Screen = Screen.Home,
    val settings: Settings,
    /** The saved game's summary, when there is one to resume. */
    val saved: SavedSummary? = null,
    val statistics: List<Statistics> = emptyList(),
    val setup: SetupDraft,
    val game: OpenGame? = null,
    /** A refused call's message, to show once. */
    val error: String? = null,
    /** A confirmation to show once (Reset Saved Game). */
    val notice: Note? = null,
)

/** The saved game as the Resume button describes it. */
data class SavedSummary(val game: com.dhayam.core.GameKind, val players: Int)

/**
 * The app over [app], its store. [seeds] gives each new game's sticks seed: the platform's
 * random source in the app, fixed numbers in tests.
 */
class AppViewModel(
    private val app: App,
    /** A message for the first screen, e.g. that a damaged store was set aside. */
    startNotice: Note? = null,
    private val seeds: () -> ULong,
) : ViewModel() {
    private var opened = 0L
    private var savedHandle: GameHandle? = null

    private val _state: MutableStateFlow<AppUiState>
    /** What the screens draw. */
    val state: StateFlow<AppUiState>

    init {
        val settings = app.settings()
        _state = MutableStateFlow(AppUiState(settings = settings, setup = SetupDraft(settings.lastSetup), notice = startNotice))
        state = _state.asStateFlow()
        refreshSaved()
    }

    /** Show [screen] (Home, Setup, Statistics, Settings, About). */
    fun open(screen: Screen) {
        if (screen == Screen.Statistics) refreshStatistics()
        if (screen == Screen.Home) refreshSaved()
        if (screen == Screen.Setup) _state.update { it.copy(setup = SetupDraft(it.settings.lastSetup)) }
        _state.update { it.copy(screen = screen) }
    }

    /** Back from any screen to Home; the game stays saved. */
    fun home() {
        _state.update { it.copy(game = null) }
        open(Screen.Home)
    }

    /** Edit the setup being drawn up. */
    fun editSetup(edit: (SetupDraft) -> SetupDraft) = _state.update { it.copy(setup = edit(it.setup)) }

    /** Start a game from the setup; it becomes the saved game and the last setup. */
    fun startGame() = guard {
        val setup = _state.value.setup.setup
        checkSetup(setup)
        val handle = app.newGame(setup, seeds())
        val settings = app.settings()
        _state.update { it.copy(settings = settings, saved = null, screen = Screen.Game, game = OpenGame(handle, ++opened)) }
    }

    /** Game over's Play again: a new game with the last setup. */
    fun playAgain() {
        _state.update { it.copy(setup = SetupDraft(it.settings.lastSetup)) }
        startGame()
    }

    /** Resume the saved game exactly where it was. */
    fun resume() = guard {
        val handle = savedHandle ?: app.savedGame() ?: return@guard refreshSaved()
        savedHandle = null
        _state.update { it.copy(screen = Screen.Game, game = OpenGame(handle, ++opened)) }
    }

    /** Change the settings (every toggle of the Settings screen); kept in the store. */
    fun setSettings(change: (Settings) -> Settings) = guard {
        val settings = change(_state.value.settings)
        app.setSettings(settings)
        _state.update { it.copy(settings = settings) }
    }

    /** Reset Saved Game: the game in progress is gone, the statistics stay. */
    fun resetSavedGame() = guard {
        val had = app.resetSavedGame()
        savedHandle = null
        val notice = Note(if (had) com.dhayam.R.string.settings_reset_done else com.dhayam.R.string.settings_reset_nothing)
        _state.update { it.copy(saved = null, notice = notice) }
    }

    /** Forget the message once shown. */
    fun dismiss() = _state.update { it.copy(error = null, notice = null) }

    private fun refreshSaved() = guard {
        val handle = app.savedGame()
        savedHandle = handle
        val summary = handle?.state()?.let { SavedSummary(it.game, it.players.size) }
        _state.update { it.copy(saved = summary) }
    }

    private fun refreshStatistics() = guard {
        val statistics = app.allStatistics()
        _state.update { it.copy(statistics = statistics) }
    }

    /** Run [call]; a refusal leaves the state as it was and shows its message. */
    private fun guard(call: () -> Unit) {
        try {
            call()
        } catch (e: DhayamException) {
            _state.update { it.copy(error = e.message) }
        }
    }
}
