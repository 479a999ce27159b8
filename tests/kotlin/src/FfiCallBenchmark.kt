// The cost of one call across the FFI from Kotlin: `GameHandle.state()` of a mid-game Dhayam
// position (Traditional, 12 coins each), timed over 10,000 calls, five rounds after a warm-up;
// also `legalMoves()`, `notation()` and the smallest call, `throwValues()`.
// Run by tests/kotlin/run.sh; the figures go into docs/BENCHMARKS.md by hand.
package com.dhayam.tests

import com.dhayam.core.App
import com.dhayam.core.GameKind
import com.dhayam.core.Level
import com.dhayam.core.SeatKind
import com.dhayam.core.defaultSetup
import com.dhayam.core.throwValues
import java.nio.file.Files

private const val CALLS = 10_000
private const val ROUNDS = 5

private fun medianNanosPerCall(call: () -> Unit): Double {
    val rounds = (1..ROUNDS).map {
        val start = System.nanoTime()
        repeat(CALLS) { call() }
        (System.nanoTime() - start).toDouble() / CALLS
    }
    return rounds.sorted()[ROUNDS / 2]
}

fun main() {
    App.open(Files.createTempDirectory("dhayam-bench").toString()).use { app ->
        val setup = defaultSetup(GameKind.DHAYAM)
        val computer = SeatKind.Computer(Level.MEDIUM)
        val game = app.newGame(setup.copy(seats = setup.seats.map { it.copy(kind = computer) }), 1uL)
        // Play into the middle game: coins out on both sides, values in the bank.
        var actions = 0
        while (actions < 400 || game.state().bank.isEmpty() || game.state().coins.count { it.square != null } < 8) {
            game.computerMove(game.state().toAct ?: error("the game ended before the middle"))
            actions += 1
        }
        val view = game.state()
        System.err.println("position after $actions actions:\n${game.notation()}")
        repeat(CALLS) { game.state() } // warm-up: JIT, JNA's method lookup
        val state = medianNanosPerCall { game.state() }
        val moves = medianNanosPerCall { game.legalMoves() }
        val notation = medianNanosPerCall { game.notation() }
        // The smallest call there is: no object, no argument, seven numbers back.
        val smallest = medianNanosPerCall { throwValues() }
        val coins = view.coins.size
        println(
            ("ffi: state() %.1f µs, legalMoves() %.1f µs, notation() %.1f µs, throwValues() %.1f µs per call " +
                "($coins coins, bank %s; median of $ROUNDS rounds of $CALLS calls)")
                .format(state / 1000, moves / 1000, notation / 1000, smallest / 1000, view.bank),
        )
    }
}
