// The menu screens' scenes for the screenshot test: Home with and without a saved game, the
// new-game setup for each game and preset (and a Custom setup the core refuses, told in words),
// the question before a saved game is given up, Statistics with figures the core counted,
// Settings (with the clear-saved-game question and the core's notice) and About. Every state is
// the core's AppView, reached by intents on a real store.
package com.dhayam.render

import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.lazy.rememberLazyListState
import com.dhayam.core.AppIntent
import com.dhayam.core.AppView
import com.dhayam.core.BoardSkin
import com.dhayam.core.Field
import com.dhayam.core.GameKind
import com.dhayam.core.Language
import com.dhayam.core.Preset
import com.dhayam.core.ScreenView
import com.dhayam.core.SettingChange
import com.dhayam.core.SetupEdit
import com.dhayam.core.TokenStyle
import com.dhayam.ui.DhayamApp
import com.dhayam.ui.settings.SettingsScreen
import com.dhayam.ui.setup.SetupPart
import com.dhayam.ui.setup.SetupScreen
import com.dhayam.ui.setup.partsOf
import com.dhayam.ui.stats.StatisticsScreen

/** The menu screens in the states the screenshot test renders. */
fun menuScenes(): List<Scene> =
    homeScenes() + setupScenes() + statisticsScenes() + settingsScenes() + listOf(Scene("about") { App(MenuViews.about) }) +
        learnScenes()

/** The whole app drawn from [view], its taps going nowhere. */
@androidx.compose.runtime.Composable
fun App(view: AppView) = DhayamApp(view, "1.0.0", {}, {}, {})

/** The whole app drawn from [shown], the last turns beside a game's board. */
@androidx.compose.runtime.Composable
fun App(shown: Shown) = DhayamApp(shown.view, "1.0.0", {}, {}, {}, recent = shown.recent)

/** The views, built once: each scene renders twice (English and Tamil). */
internal object MenuViews {
    val about by lazy { freshApp().send(AppIntent.OpenAbout).view() }
    val home by lazy { freshApp().view() }

    /** The setup screen after [edits] on the first-run setup. */
    fun setup(vararg edits: SetupEdit): AppView {
        val app = freshApp().send(AppIntent.OpenSetup)
        for (edit in edits) app.send(AppIntent.EditSetup(edit))
        return app.view()
    }

    // Dhayam under Custom, two switches flipped; a person against Hard.
    internal val customEdits = arrayOf(
        SetupEdit.Preset(Preset.CUSTOM),
        SetupEdit.Seat(1u, HARD),
        SetupEdit.Token(0u, TokenStyle.LOTUS_COIN),
        SetupEdit.Switch(Field.MOVE_AFTER_EACH_ROLL, false),
        SetupEdit.Switch(Field.JUMP_AND_GO, true),
        SetupEdit.Skin(BoardSkin.RUBY),
    )
    val custom by lazy { setup(*customEdits) }

    // The same with move-after-each-roll back on: jump & go needs banked chains, so the core refuses.
    val refused by lazy { setup(*customEdits, SetupEdit.Switch(Field.MOVE_AFTER_EACH_ROLL, true)) }

    // Traditional, where the preset fixes most switches.
    val traditional by lazy { setup(SetupEdit.Preset(Preset.TRADITIONAL)) }

    // Thayam for three: two people and the computer.
    val thayam by lazy { setup(SetupEdit.Game(GameKind.THAYAM), SetupEdit.Players(3u), SetupEdit.Seat(1u, HUMAN)) }

    // Paramapadam for six: seats of every kind, every token style in use.
    val paramapadam by lazy {
        setup(
            SetupEdit.Game(GameKind.PARAMAPADAM),
            SetupEdit.Players(6u),
            SetupEdit.Seat(2u, HUMAN),
            SetupEdit.Seat(3u, EASY),
            SetupEdit.Seat(5u, HARD),
            SetupEdit.Skin(BoardSkin.SAPPHIRE),
        )
    }

    // The player's changes to the first-run settings, on a store with a game saved; then Clear
    // saved game: the core's question, and its notice once confirmed.
    private val settingsViews by lazy {
        val app = freshApp()
        app.newGame(setupOf(GameKind.DHAYAM, HUMAN, MEDIUM), 1uL).send(AppIntent.Quit).send(AppIntent.OpenSettings)
        app.send(AppIntent.ChangeSetting(SettingChange.AutoRoll(true)))
        app.send(AppIntent.ChangeSetting(SettingChange.Haptics(false)))
        app.send(AppIntent.ChangeSetting(SettingChange.Language(Language.TAMIL)))
        Triple(app.view(), app.send(AppIntent.ClearSavedGame).view(), app.send(AppIntent.Confirm).view())
    }
    val settings get() = settingsViews.first
    val clearQuestion get() = settingsViews.second
    val cleared get() = settingsViews.third

    val emptyStatistics by lazy { freshApp().send(AppIntent.OpenStatistics).view() }
}

private fun homeScenes() = listOf(
    Scene("home") { App(MenuViews.home) },
    Scene("home-resume") { App(MenuStore.home) },
)

private fun setupScenes(): List<Scene> {
    fun setup(name: String, view: () -> AppView, at: SetupPart) = Scene(name) {
        val v = view()
        val setup = (v.screen as ScreenView.Setup).setup
        SetupScreen(setup, v.refusal, {}, {}, {}, rememberLazyListState(partsOf(setup).indexOf(at)))
    }
    return listOf(
        setup("setup-custom", { MenuViews.custom }, SetupPart.Game),
        setup("setup-custom-seats", { MenuViews.custom }, SetupPart.Seats),
        setup("setup-custom-switches", { MenuViews.custom }, SetupPart.Switches),
        setup("setup-custom-refused", { MenuViews.refused }, SetupPart.Switches),
        setup("setup-traditional-switches", { MenuViews.traditional }, SetupPart.Switches),
        setup("setup-thayam", { MenuViews.thayam }, SetupPart.Players),
        setup("setup-paramapadam", { MenuViews.paramapadam }, SetupPart.Players),
        setup("setup-paramapadam-board", { MenuViews.paramapadam }, SetupPart.Board),
        Scene("question-new-game") { App(MenuStore.question) },
    )
}

private fun statisticsScenes() = listOf(
    Scene("statistics") { App(MenuStore.statistics) },
    // Scrolled to the last card the screen shows (it leaves out games never played).
    Scene("statistics-last") {
        val figures = (MenuStore.statistics.screen as ScreenView.Statistics).figures
        StatisticsScreen(figures, {}, rememberLazyListState(figures.count { it.played > 0u } - 1))
    },
    Scene("statistics-empty") { App(MenuViews.emptyStatistics) },
)

private fun settingsScenes() = listOf(
    Scene("settings") { App(MenuViews.settings) },
    Scene("settings-clear-question") { App(MenuViews.clearQuestion) },
    Scene("settings-cleared") {
        val view = MenuViews.cleared
        val settings = (view.screen as ScreenView.Settings).settings
        SettingsScreen(settings, {}, {}, view.notice, {}, scroll = ScrollState(Int.MAX_VALUE))
    },
)
