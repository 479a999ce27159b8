// The golden transcript of the whole app, replayed through the generated Kotlin
// bindings: every step of tests/golden/app_script.txt played on one AppHandle, rendered through
// the bindings' own describeEffects / describeAppView (and describeBoardReading and
// describeRecentTurns, fetched as the app fetches them: when the view's readingVersion or
// recentVersion changes), must give the same line as
// tests/golden/app_transcript.txt, which Rust wrote (bindings/tests/suite/golden.rs). The script's
// format is described at its top.
package com.dhayam.tests

import com.dhayam.bindings.AppHandle
import com.dhayam.bindings.describeAppView
import com.dhayam.bindings.describeBoardReading
import com.dhayam.bindings.describeEffects
import com.dhayam.bindings.describeRecentTurns
import com.dhayam.core.AppIntent
import com.dhayam.core.AppView
import com.dhayam.core.Effect
import com.dhayam.core.Field
import com.dhayam.core.GameKind
import com.dhayam.core.Intent
import com.dhayam.core.Level
import com.dhayam.core.Preset
import com.dhayam.core.ScreenView
import com.dhayam.core.SeatKind
import com.dhayam.core.SettingChange
import com.dhayam.core.SetupEdit
import java.io.File
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

private fun on(word: String): Boolean = when (word) {
    "on" -> true
    "off" -> false
    else -> error("on or off, not $word")
}

/** The intent of one step of the script (every step but `wait` and `wake`). */
private fun intentOf(words: List<String>): AppIntent {
    fun game(intent: Intent) = AppIntent.Game(intent)
    fun edit(edit: SetupEdit) = AppIntent.EditSetup(edit)
    return when (words[0]) {
        "about" -> AppIntent.OpenAbout
        "home" -> AppIntent.Home
        "settings" -> AppIntent.OpenSettings
        "statistics" -> AppIntent.OpenStatistics
        "setup" -> AppIntent.OpenSetup
        "quit" -> AppIntent.Quit
        "resume" -> AppIntent.Resume
        "confirm" -> AppIntent.Confirm
        "cancel" -> AppIntent.Cancel
        "clear" -> AppIntent.ClearSavedGame
        "background" -> AppIntent.Background
        "foreground" -> AppIntent.Foreground
        "start" -> AppIntent.StartGame(words[1].toULong())
        "again" -> AppIntent.PlayAgain(words[1].toULong())
        "game" -> edit(SetupEdit.Game(GameKind.valueOf(words[1].uppercase())))
        "seat" -> edit(
            SetupEdit.Seat(
                words[1].toUByte(),
                if (words[2] == "human") SeatKind.Human else SeatKind.Computer(Level.valueOf(words[2].uppercase())),
            ),
        )
        "players" -> edit(SetupEdit.Players(words[1].toUByte()))
        "preset" -> edit(SetupEdit.Preset(Preset.valueOf(words[1].uppercase())))
        "switch" -> edit(SetupEdit.Switch(Field.valueOf(words[1].uppercase().replace('-', '_')), on(words[2])))
        "haptics" -> AppIntent.ChangeSetting(SettingChange.Haptics(on(words[1])))
        "roll" -> game(Intent.Roll)
        "tap-home" -> game(Intent.TapHome)
        "undo" -> game(Intent.Undo)
        "pause" -> game(Intent.Pause)
        "unpause" -> game(Intent.Resume)
        "tap-square" -> game(Intent.TapSquare(words[1].toUByte()))
        "tap-chip" -> game(Intent.TapChip(words[1].toUByte()))
        else -> error("no step ${words.joinToString(" ")}")
    }
}

/** The version of the board reading [view] names: the game's, or the lesson board's. */
private fun readingVersion(view: AppView): ULong? = when (val screen = view.screen) {
    is ScreenView.Game -> screen.game.readingVersion
    is ScreenView.Lesson -> screen.lesson.board.readingVersion
    else -> null
}

/** The version of the last turns [view] names: the game's, or the lesson board's. */
private fun recentVersion(view: AppView): ULong? = when (val screen = view.screen) {
    is ScreenView.Game -> screen.game.recentVersion
    is ScreenView.Lesson -> screen.lesson.board.recentVersion
    else -> null
}

/** Play the script's steps on [app], returning the transcript's lines. */
private fun play(script: List<String>, app: AppHandle): List<String> {
    val lines = mutableListOf<String>()
    var held: ULong? = null
    var heldRecent: ULong? = null
    for (raw in script) {
        val line = raw.trim()
        if (line.isEmpty() || line.startsWith("#")) continue
        val words = line.split(Regex("\\s+"))
        val effects: List<Effect> = when (words[0]) {
            "wait" -> app.advance(words[1].toULong())
            "wake" -> app.advance(app.nextWake() ?: 0uL)
            else -> app.intent(intentOf(words))
        }
        val view = app.view()
        var said = "$line => ${describeEffects(effects)} ; ${describeAppView(view)}"
        val version = readingVersion(view)
        if (version != held) {
            held = version
            val reading = app.boardReading()
            assertEquals(version, reading?.version, "$line: the reading's version is the view's")
            said += " ; ${describeBoardReading(reading)}"
        }
        val recent = recentVersion(view)
        if (recent != heldRecent) {
            heldRecent = recent
            val turns = app.recent()
            assertEquals(recent, turns?.version, "$line: the last turns' version is the view's")
            said += " ; ${describeRecentTurns(turns)}"
        }
        lines += said
    }
    return lines
}

class AppTranscriptTest {
    @Test
    fun `the scripted session gives the golden transcript through the Kotlin bindings`() {
        val script = File("tests/golden/app_script.txt").readLines()
        val expected = File("tests/golden/app_transcript.txt").readLines()
        AppHandle.open(tempStoreDir("dhayam-kotlin"), false).use { app ->
            val lines = play(script, app)
            for ((n, pair) in lines.zip(expected).withIndex()) {
                assertEquals(pair.second, pair.first, "line ${n + 1} of the transcript differs")
            }
            assertEquals(expected.size, lines.size, "the transcript's length")
        }
    }
}
