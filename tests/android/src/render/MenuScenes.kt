// The menu screens' scenes for the screenshot test: Home with and without a saved game, the
// new-game setup for each game and preset, Statistics with figures the core counted, Settings
// (with the reset confirmation and its notice) and About. Data comes from MenuData's real store.
package com.dhayam.render

import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.lazy.rememberLazyListState
import com.dhayam.R
import com.dhayam.core.BoardSkin
import com.dhayam.core.Field
import com.dhayam.core.GameKind
import com.dhayam.core.Language
import com.dhayam.core.Level
import com.dhayam.core.Preset
import com.dhayam.core.SeatKind
import com.dhayam.core.TokenStyle
import com.dhayam.core.defaultSetup
import com.dhayam.model.Note
import com.dhayam.model.SetupDraft
import com.dhayam.ui.about.AboutScreen
import com.dhayam.ui.home.HomeScreen
import com.dhayam.ui.settings.SettingsScreen
import com.dhayam.ui.setup.SetupPart
import com.dhayam.ui.setup.SetupScreen
import com.dhayam.ui.setup.partsOf
import com.dhayam.ui.stats.StatisticsScreen

/** The menu screens in the states the screenshot test renders. */
fun menuScenes(): List<Scene> = homeScenes() + setupScenes() + statisticsScenes() + settingsScenes() + aboutScenes()

private fun homeScenes() = listOf(
    Scene("home") { HomeScreen(null, {}, {}, {}, {}, {}) },
    Scene("home-resume") { HomeScreen(MenuData.shared.saved, {}, {}, {}, {}, {}) },
)

private fun setupScenes(): List<Scene> {
    // Dhayam under Custom, every switch editable, a few of them flipped; a person against Hard.
    val custom = SetupDraft(defaultSetup(GameKind.DHAYAM))
        .withPreset(Preset.CUSTOM)
        .withSeat(1, SeatKind.Computer(Level.HARD))
        .withToken(0, TokenStyle.LOTUS_COIN)
        .withSwitch(Field.MOVE_AFTER_EACH_ROLL, false)
        .withSwitch(Field.JUMP_AND_GO, true)
        .withSwitch(Field.DANGER_SQUARES, true)
        .withSkin(BoardSkin.RUBY)
    // The same with move-after-each-roll back on: jump & go needs banked chains, so the core refuses.
    val refused = custom.withSwitch(Field.MOVE_AFTER_EACH_ROLL, true)
    // Traditional, where the preset fixes most switches.
    val traditional = SetupDraft(defaultSetup(GameKind.DHAYAM)).withPreset(Preset.TRADITIONAL)
    // Thayam for three: two people and the computer.
    val thayam = SetupDraft(defaultSetup(GameKind.THAYAM)).withPlayers(3).withSeat(1, SeatKind.Human)
    // Paramapadam for six: seats of every kind, every token style in use.
    val paramapadam = SetupDraft(defaultSetup(GameKind.PARAMAPADAM))
        .withPlayers(6)
        .withSeat(2, SeatKind.Human)
        .withSeat(3, SeatKind.Computer(Level.EASY))
        .withSeat(5, SeatKind.Computer(Level.HARD))
        .withSkin(BoardSkin.SAPPHIRE)
    fun setup(name: String, draft: SetupDraft, at: SetupPart, error: String? = null) = Scene(name) {
        val list = rememberLazyListState(partsOf(draft).indexOf(at))
        SetupScreen(draft, error, {}, {}, {}, list)
    }
    return listOf(
        setup("setup-custom", custom, SetupPart.Game),
        setup("setup-custom-seats", custom, SetupPart.Seats),
        setup("setup-custom-switches", custom, SetupPart.Switches),
        setup("setup-custom-refused", refused, SetupPart.Switches, refused.problem),
        setup("setup-traditional-switches", traditional, SetupPart.Rules),
        setup("setup-thayam", thayam, SetupPart.Players),
        setup("setup-paramapadam", paramapadam, SetupPart.Players),
        setup("setup-paramapadam-board", paramapadam, SetupPart.Board),
    )
}

private fun statisticsScenes() = listOf(
    Scene("statistics") { StatisticsScreen(MenuData.shared.statistics, {}) },
    // Scrolled to the last card the screen shows (it leaves out games never played).
    Scene("statistics-last") {
        val cards = MenuData.shared.statistics.count { it.played > 0u }
        StatisticsScreen(MenuData.shared.statistics, {}, rememberLazyListState(cards - 1))
    },
    Scene("statistics-empty") { StatisticsScreen(MenuData.freshApp().allStatistics(), {}) },
)

private fun settingsScenes(): List<Scene> {
    // The defaults as a new store has them, then the player's changes through the store.
    val app = MenuData.freshApp()
    app.setSettings(app.settings().copy(autoRoll = true, haptics = false, language = Language.TAMIL))
    val settings = app.settings()
    // Reset Saved Game on a store with a game in progress, as the view model would.
    app.newGame(app.settings().lastSetup, 1uL)
    val notice = Note(if (app.resetSavedGame()) R.string.settings_reset_done else R.string.settings_reset_nothing)
    return listOf(
        Scene("settings") { SettingsScreen(settings, {}, {}, null, {}) },
        Scene("settings-reset-confirm") { SettingsScreen(settings, {}, {}, null, {}, asking = true) },
        Scene("settings-reset-done") { SettingsScreen(settings, {}, {}, notice, {}, scroll = ScrollState(Int.MAX_VALUE)) },
    )
}

private fun aboutScenes() = listOf(
    Scene("about") { AboutScreen("1.0.0", {}) },
)
