// The whole app as the screens see it: the core's AppHandle behind a StateFlow of its view, and
// one each of the board read aloud and of the last turns, each fetched only when the view's
// version of it changes. It
// forwards the player's intents, keeps the one wake-up the core asked for (a coroutine delay,
// replaced by the next), hands the core a seed from the platform's random source for each new
// game, and passes sounds, vibrations and announcements on to whoever performs them. Every rule,
// timing and message is the core's: nothing here decides anything.
//
// The core is called on the core thread (CoreThread.kt), never on the main thread; it takes calls
// one at a time in the order they were sent, and the screens observe the flows it publishes.
package com.dhayam.model

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.dhayam.bindings.AppHandleInterface
import com.dhayam.bindings.DhayamException
import com.dhayam.core.AppIntent
import com.dhayam.core.AppView
import com.dhayam.core.Effect
import com.dhayam.core.Intent
import com.dhayam.core.LogTurn
import com.dhayam.core.ScreenView
import com.dhayam.core.SquareReading
import com.dhayam.core.Text
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharedFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext

/**
 * The app over [app] (opened once per process; the caller closes it). [seeds] gives each new
 * game's sticks seed: SecureRandom in the app, fixed numbers in tests. [bug] hears of a call the
 * core could not read or a panic in it (a bug, never a refusal: refusals are in the view).
 * [worker] runs every call to the core, one at a time in the order sent: the core thread in the
 * app; tests on virtual time pass `Dispatchers.Unconfined`, which calls the core at once on the
 * caller's thread.
 */
class AppViewModel(
    private val app: AppHandleInterface,
    private val seeds: () -> ULong,
    private val worker: CoroutineDispatcher = coreThread,
    private val bug: (DhayamException) -> Unit = {},
) : ViewModel() {
    /** The version of the board reading held in [_reading]; none before any was fetched. */
    private var readingVersion: ULong? = null

    private val _reading = MutableStateFlow<List<SquareReading>>(emptyList())

    /**
     * The board read aloud of the game or lesson on screen, for screen readers. It is most of
     * what a view would carry and changes far less often, so the core sends it apart: it is
     * fetched again only when the view's readingVersion differs from the one held.
     */
    val reading: StateFlow<List<SquareReading>> = _reading.asStateFlow()

    /** The version of the last turns held in [_recent]; none before any were fetched. */
    private var recentVersion: ULong? = null

    private val _recent = MutableStateFlow<List<LogTurn>>(emptyList())

    /**
     * What the last few turns of the game on screen did, shown beside the board. Half of what
     * a view would carry, changed about once a turn, so the core sends it apart too: it is
     * fetched again only when the view's recentVersion differs from the one held.
     */
    val recent: StateFlow<List<LogTurn>> = _recent.asStateFlow()

    // The first view is read on the worker too; the caller waits for it (a read, no writing).
    private val _view = MutableStateFlow(runBlocking(this.worker) { app.view().also(::fetchApartFor) })

    /** What the screens draw. */
    val view: StateFlow<AppView> = _view.asStateFlow()

    private val _effects = MutableSharedFlow<Effect>(extraBufferCapacity = 64)

    /** Sounds, vibrations and announcements to perform, as the core asks for them. */
    val effects: SharedFlow<Effect> = _effects.asSharedFlow()

    private val _announcement = MutableStateFlow(Announcement.NONE)

    /**
     * What the core last asked to be announced: the announcements of the latest call that had
     * any, in order, numbered so that the same words twice are two announcements. The game
     * screen's polite live region says them.
     */
    val announcement: StateFlow<Announcement> = _announcement.asStateFlow()

    private var timer: Job? = null

    /** The player (or the system) did [intent]. */
    fun send(intent: AppIntent) = perform { app.intent(intent) }

    /** A request for the game on screen. */
    fun game(intent: Intent) = send(AppIntent.Game(intent))

    /** The setup screen's Start. */
    fun startGame() = send(AppIntent.StartGame(seeds()))

    /** Game over's Play again. */
    fun playAgain() = send(AppIntent.PlayAgain(seeds()))

    /**
     * Run [call], pass its effects on and draw the view after it. A wake-up replaces the one
     * pending; the core restates it on every call while something is due, so a call that asks
     * for none cancels it (the game was left, paused or backgrounded).
     * A call that throws changed nothing the core had kept (see AppHandle).
     */
    private fun perform(call: () -> List<Effect>) {
        viewModelScope.launch(worker) { performNow(call) }
    }

    /** [perform]'s work, on the worker. */
    private fun performNow(call: () -> List<Effect>) {
        try {
            val effects = call()
            effects.filter { it !is Effect.WakeIn }.forEach { _effects.tryEmit(it) }
            val said = effects.filterIsInstance<Effect.Announce>().map { it.text }
            if (said.isNotEmpty()) _announcement.value = Announcement(_announcement.value.seq + 1, said)
            val wake = effects.filterIsInstance<Effect.WakeIn>().lastOrNull()?.ms
            if (wake != null) wakeIn(wake) else timer?.cancel()
            _view.value = app.view().also(::fetchApartFor)
        } catch (e: DhayamException) {
            bug(e)
        }
    }

    /**
     * Fetch the board reading and the last turns, each if [view] names another version of it
     * than the one held.
     */
    private fun fetchApartFor(view: AppView) {
        val game = when (val screen = view.screen) {
            is ScreenView.Game -> screen.game
            is ScreenView.Lesson -> screen.lesson.board
            else -> return
        }
        if (game.readingVersion != readingVersion) {
            app.boardReading()?.let {
                readingVersion = it.version
                _reading.value = it.squares
            }
        }
        if (game.recentVersion != recentVersion) {
            app.recent()?.let {
                recentVersion = it.version
                _recent.value = it.turns
            }
        }
    }

    /** Wake the core in [ms]; on the worker, which alone touches [timer]. */
    private fun wakeIn(ms: ULong) {
        timer?.cancel()
        timer = viewModelScope.launch {
            delay(ms.toLong())
            withContext(worker) {
                timer = null
                performNow { app.advance(ms) }
            }
        }
    }
}
