// Shared by the view-model tests: the real core on a store in a temporary folder, a view model
// over it with fixed seeds and every effect it passes on kept, and the test dispatcher standing
// in for Android's main thread, so the core's wake-ups run on virtual time.
package com.dhayam.model

import com.dhayam.bindings.AppHandle
import com.dhayam.core.AppIntent
import com.dhayam.core.AppView
import com.dhayam.core.Effect
import com.dhayam.core.GameScreenView
import com.dhayam.core.Intent
import com.dhayam.core.Level
import com.dhayam.core.LogTurn
import com.dhayam.core.ScreenView
import com.dhayam.core.SeatKind
import com.dhayam.core.SetupEdit
import com.dhayam.core.SquareReading
import com.dhayam.core.Text
import java.io.File
import java.nio.file.Files
import java.util.concurrent.ConcurrentLinkedQueue
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.launchIn
import kotlinx.coroutines.flow.onEach
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain

val HUMAN: SeatKind = SeatKind.Human
val MEDIUM: SeatKind = SeatKind.Computer(Level.MEDIUM)

/** Every folder [newDir] made, removed with everything in them when the JVM exits. */
private val made = ConcurrentLinkedQueue<File>().also { dirs ->
    Runtime.getRuntime().addShutdownHook(Thread { dirs.forEach { it.deleteRecursively() } })
}

/** A new temporary folder for a store, removed when the JVM exits. */
fun newDir(): String = Files.createTempDirectory("dhayam-android").toFile().also { made.add(it) }.path

/** The app on [dir], its view model with fixed seeds, and every effect the view model passed on. */
class Harness(val main: TestDispatcher, val dir: String = newDir(), reducedMotion: Boolean = false) {
    val app: AppHandle = AppHandle.open(dir, reducedMotion)
    private var seed = 7uL
    // The core called at once on the test's thread, so every step here is on virtual time.
    val vm = AppViewModel(app, { seed++ }, Dispatchers.Unconfined) { throw AssertionError("the core could not take a call", it) }
    val effects = mutableListOf<Effect>()

    init {
        vm.effects.onEach { effects += it }.launchIn(CoroutineScope(main))
        main.scheduler.runCurrent()
    }

    val view: AppView get() = vm.view.value

    /** The board read aloud of the game on screen, as the view model holds it. */
    val reading: List<SquareReading> get() = vm.reading.value

    /** The last turns of the game on screen, as the view model holds them. */
    val recent: List<LogTurn> get() = vm.recent.value

    /** The game on screen; fails if none is. */
    val game: GameScreenView get() = (view.screen as? ScreenView.Game)?.game ?: throw AssertionError("no game on screen: ${view.screen}")

    /** Send [intent] and let what it started on the main thread run (no time passes). */
    fun send(intent: AppIntent) {
        vm.send(intent)
        main.scheduler.runCurrent()
    }

    /** Let [ms] of virtual time pass. */
    fun pass(ms: Long) {
        main.scheduler.advanceTimeBy(ms)
        main.scheduler.runCurrent()
    }

    /**
     * One step of the game on screen as a player would take it: roll if they may, else play the
     * first move offered, else let time pass to the core's next wake-up (a computer, a walk).
     */
    fun step() {
        when {
            game.canRoll -> send(AppIntent.Game(Intent.Roll))
            game.moves.isNotEmpty() -> send(AppIntent.Game(Intent.Play(game.moves.first().action)))
            else -> pass(app.nextWake()!!.toLong())
        }
    }

    /** Let time pass until the game on screen has shown its action (the Undo bar may count on). */
    fun finishShowing() {
        var guard = 0
        while (game.walking) {
            pass(app.nextWake()!!.toLong())
            check(++guard < 500) { "the action never finished showing" }
        }
    }

    /** From Home, a new game of the last setup with its seats set to [seats]. */
    fun start(vararg seats: SeatKind) {
        send(AppIntent.OpenSetup)
        seats.forEachIndexed { i, kind -> send(AppIntent.EditSetup(SetupEdit.Seat(i.toUByte(), kind))) }
        vm.startGame()
        main.scheduler.runCurrent()
    }

    /** The announcements passed on so far. */
    val announced: List<Text> get() = effects.filterIsInstance<Effect.Announce>().map { it.text }
}

/** Whether [text] names player number [n] (1 for Player 1) anywhere. */
fun Text.names(n: Int): Boolean = sentences.any { s ->
    s.args.any { it is com.dhayam.core.TextArg.Name && it.key == "player_n" && it.numbers == listOf(n.toUInt()) }
}

/** Run [body] with Android's main dispatcher replaced by a test dispatcher on virtual time. */
@OptIn(ExperimentalCoroutinesApi::class)
fun <T> onTestMain(body: (TestDispatcher) -> T): T {
    val dispatcher = StandardTestDispatcher()
    Dispatchers.setMain(dispatcher)
    try {
        return body(dispatcher)
    } finally {
        Dispatchers.resetMain()
    }
}
