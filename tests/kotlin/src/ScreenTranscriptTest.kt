// The golden transcript of the game screen (issue 14), replayed through the generated Kotlin
// bindings: every step of tests/golden/screen_script.txt played on one App, rendered through
// the bindings' own describeEffects / describeView, must give the same line as
// tests/golden/screen_transcript.txt, which Rust wrote (bindings/tests/golden.rs). The script's
// format is described at its top.
package com.dhayam.tests

import com.dhayam.core.App
import com.dhayam.core.Effect
import com.dhayam.core.GameKind
import com.dhayam.core.GameScreenHandle
import com.dhayam.core.Intent
import com.dhayam.core.Level
import com.dhayam.core.SeatKind
import com.dhayam.core.defaultSetup
import com.dhayam.core.describeEffects
import com.dhayam.core.describeView
import java.io.File
import java.nio.file.Files
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

private fun gameOf(word: String): GameKind = when (word) {
    "dhayam" -> GameKind.DHAYAM
    "thayam" -> GameKind.THAYAM
    "paramapadam" -> GameKind.PARAMAPADAM
    else -> error("no game $word")
}

private fun seatOf(word: String): SeatKind = when (word) {
    "human" -> SeatKind.Human
    "easy" -> SeatKind.Computer(Level.EASY)
    "medium" -> SeatKind.Computer(Level.MEDIUM)
    "hard" -> SeatKind.Computer(Level.HARD)
    else -> error("no seat $word")
}

/** Play the script's steps on [app], returning the transcript's lines. */
private fun play(script: List<String>, app: App): List<String> {
    var screen: GameScreenHandle? = null
    val lines = mutableListOf<String>()
    for (raw in script) {
        val line = raw.trim()
        if (line.isEmpty() || line.startsWith("#")) continue
        val words = line.split(Regex("\\s+"))
        val effects: List<Effect> = when (words[0]) {
            "new" -> {
                val setup = defaultSetup(gameOf(words[1]))
                val seats = words.drop(3).map(::seatOf)
                assertEquals(setup.seats.size, seats.size, "one seat per player: $line")
                screen?.close()
                screen = app.newGameScreen(
                    setup.copy(seats = setup.seats.zip(seats) { seat, kind -> seat.copy(kind = kind) }),
                    words[2].toULong(),
                    false,
                )
                emptyList()
            }
            "wait" -> screen!!.advance(words[1].toULong())
            "wake" -> screen!!.advance(screen!!.nextWake() ?: 0uL)
            else -> screen!!.intent(
                when (words[0]) {
                    "roll" -> Intent.Roll
                    "tap-square" -> Intent.TapSquare(words[1].toUInt())
                    "tap-home" -> Intent.TapHome
                    "tap-chip" -> Intent.TapChip(words[1].toUInt())
                    "undo" -> Intent.Undo
                    "pause" -> Intent.Pause
                    "resume" -> Intent.Resume
                    "background" -> Intent.Background
                    "foreground" -> Intent.Foreground
                    else -> error("no step $line")
                },
            )
        }
        lines += "$line => ${describeEffects(effects)} ; ${describeView(screen!!.view())}"
    }
    screen?.close()
    return lines
}

class ScreenTranscriptTest {
    @Test
    fun `the scripted session gives the golden transcript through the Kotlin bindings`() {
        val script = File("tests/golden/screen_script.txt").readLines()
        val expected = File("tests/golden/screen_transcript.txt").readLines()
        App.open(Files.createTempDirectory("dhayam-kotlin").toString()).use { app ->
            val lines = play(script, app)
            for ((n, pair) in lines.zip(expected).withIndex()) {
                assertEquals(pair.second, pair.first, "line ${n + 1} of the transcript differs")
            }
            assertEquals(expected.size, lines.size, "the transcript's length")
        }
    }
}
