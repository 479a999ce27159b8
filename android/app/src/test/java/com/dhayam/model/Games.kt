// Shared by the view-model tests: a real store in a temporary folder, setups with chosen seats,
// and the test dispatcher standing in for Android's main thread.
package com.dhayam.model

import com.dhayam.core.App
import com.dhayam.core.GameKind
import com.dhayam.core.GameRules
import com.dhayam.core.GameSetup
import com.dhayam.core.Level
import com.dhayam.core.SeatKind
import com.dhayam.core.defaultSetup
import com.dhayam.core.presets
import java.nio.file.Files
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain

val HUMAN: SeatKind = SeatKind.Human
val MEDIUM: SeatKind = SeatKind.Computer(Level.MEDIUM)

/** A new store in a new temporary folder; returns the folder and the app over it. */
fun newStore(): Pair<String, App> {
    val dir = Files.createTempDirectory("dhayam-android").toString()
    return dir to App.open(dir)
}

/** The default setup of [game] with [seats], and the fewest coins its preset offers. */
fun setupOf(game: GameKind, vararg seats: SeatKind): GameSetup {
    val setup = SetupDraft(defaultSetup(game)).withPlayers(seats.size).setup
    val rules = when (val rules = setup.rules) {
        is GameRules.Race -> {
            val fewest = presets().first { it.preset == rules.rules.preset }.coinChoices.first()
            GameRules.Race(rules.rules.copy(coins = fewest))
        }
        is GameRules.Paramapadam -> rules
    }
    return setup.copy(rules = rules, seats = setup.seats.zip(seats) { seat, kind -> seat.copy(kind = kind) })
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
