// The cost of one call across the FFI from Kotlin: the one call a frame needs,
// `AppHandle.view()` (the whole app's view model: the game screen with its moves, strips and the
// versions of its board reading and last turns) of a mid-game 12-coin Traditional game, and
// `AppHandle.boardReading()` and `AppHandle.recent()`, the reading and the turns themselves, each
// fetched when its version changes; and the smallest call, `throwValues()`. Each is the median of
// nine rounds of 10,000 calls that time every call in turn, after one warm-up of them all (so
// that no call is timed colder than another, and the collector's moods fall on all alike).
// Run by tests/kotlin/run.sh; the figures go into docs/BENCHMARKS.md by hand.
package com.dhayam.tests

import com.dhayam.bindings.AppHandle
import com.dhayam.core.AppIntent
import com.dhayam.core.GameKind
import com.dhayam.core.Level
import com.dhayam.core.ScreenView
import com.dhayam.core.SeatKind
import com.dhayam.core.defaultSetup
import com.dhayam.core.throwValues

private const val CALLS = 10_000
private const val ROUNDS = 9
private const val WARM_UP = 20_000

/**
 * The median cost of one call of each of `calls`, in nanoseconds: every round times each call
 * in turn, so that the collector's and the JIT's moods fall on every call alike.
 */
private fun medianNanosPerCall(vararg calls: () -> Unit): List<Double> {
    val rounds = (1..ROUNDS).map {
        calls.map { call ->
            val start = System.nanoTime()
            repeat(CALLS) { call() }
            (System.nanoTime() - start).toDouble() / CALLS
        }
    }
    return calls.indices.map { i -> rounds.map { it[i] }.sorted()[ROUNDS / 2] }
}

/** `AppHandle.view()` of a game between two Medium computers, 12 coins each, after 400 wake-ups. */
fun main() {
    val app = AppHandle.open(tempStoreDir("dhayam-bench"), false)
    val setup = defaultSetup(GameKind.DHAYAM)
    val computer = SeatKind.Computer(Level.MEDIUM)
    app.intent(AppIntent.NewGame(setup.copy(seats = setup.seats.map { it.copy(kind = computer) }), 1uL))
    repeat(400) { app.nextWake()?.let { app.advance(it) } }
    val game = (app.view().screen as? ScreenView.Game)?.game ?: error("no game on screen")
    val reading = app.boardReading() ?: error("no board reading")
    val recent = app.recent() ?: error("no last turns")
    repeat(WARM_UP) { // JIT and JNA's method lookup, for every call alike
        throwValues()
        app.view()
        app.boardReading()
        app.recent()
    }
    // throwValues() is the smallest call there is: no object, no argument, seven numbers back.
    val (smallest, frame, fetch, turns) = medianNanosPerCall(
        { throwValues() },
        { app.view() },
        { app.boardReading() },
        { app.recent() },
    )
    println("ffi: throwValues() %.1f µs per call (median of $ROUNDS rounds of $CALLS calls)".format(smallest / 1000))
    println(
        ("ffi: AppHandle.view() %.1f µs per call (the frame's view: %d moves, %d piles; " +
            "median of $ROUNDS rounds of $CALLS calls)").format(frame / 1000, game.moves.size, game.coins.size),
    )
    println(
        ("ffi: AppHandle.boardReading() %.1f µs per call (%d entries, fetched only when the view's readingVersion " +
            "changes; median of $ROUNDS rounds of $CALLS calls)").format(fetch / 1000, reading.squares.size),
    )
    println(
        ("ffi: AppHandle.recent() %.1f µs per call (%d turns, fetched only when the view's recentVersion " +
            "changes; median of $ROUNDS rounds of $CALLS calls)").format(turns / 1000, recent.turns.size),
    )
}
