// Real app states for the scenes: each scene's AppHandle on a store in a temporary folder, led to
// its state by the player's intents and the passing of time, exactly as the app would be. Seeds
// are fixed and the computer is deterministic, so every run draws the same.
package com.dhayam.render

import com.dhayam.bindings.AppHandle
import com.dhayam.core.AppIntent
import com.dhayam.core.AppView
import com.dhayam.core.BoardSkin
import com.dhayam.core.GameKind
import com.dhayam.core.GameRules
import com.dhayam.core.GameScreenView
import com.dhayam.core.GameSetup
import com.dhayam.core.Intent
import com.dhayam.core.Level
import com.dhayam.core.LogTurn
import com.dhayam.core.QuestionAbout
import com.dhayam.core.ScreenView
import com.dhayam.core.SeatKind
import com.dhayam.core.SeatSetup
import com.dhayam.core.SetupEdit
import com.dhayam.core.TokenStyle
import com.dhayam.core.defaultSetup
import com.dhayam.core.presets
import com.dhayam.core.tokenStyles
import java.io.File
import java.nio.file.Files
import java.util.concurrent.ConcurrentLinkedQueue

val HUMAN: SeatKind = SeatKind.Human
val EASY: SeatKind = SeatKind.Computer(Level.EASY)
val MEDIUM: SeatKind = SeatKind.Computer(Level.MEDIUM)
val HARD: SeatKind = SeatKind.Computer(Level.HARD)

/** Every scene's store folder, removed with everything in them when the JVM exits. */
private val made = ConcurrentLinkedQueue<File>().also { dirs ->
    Runtime.getRuntime().addShutdownHook(Thread { dirs.forEach { it.deleteRecursively() } })
}

/** The app on a new store, at Home. */
fun freshApp(): AppHandle =
    AppHandle.open(Files.createTempDirectory("dhayam-scene").toFile().also { made.add(it) }.path, false)

/** The game on screen. */
fun AppHandle.game(): GameScreenView = (view().screen as ScreenView.Game).game

/**
 * What a game scene draws: the core's view, and the last turns beside the board, which a shell
 * fetches apart from the view (the view model, when the view's recentVersion changes).
 */
class Shown(val view: AppView, val recent: List<LogTurn> = emptyList())

/** The view now, with the last turns of the game or lesson on screen. */
fun AppHandle.shown(): Shown = Shown(view(), recent()?.turns.orEmpty())

/** Send [intent]; a refusal would leave the scene wrong, so it fails. */
fun AppHandle.send(intent: AppIntent): AppHandle {
    intent(intent)
    view().refusal?.let { error("the core refused $intent: $it") }
    return this
}

/** Start a game of [setup] from anywhere but a game, confirming the end of a saved one. */
fun AppHandle.newGame(setup: GameSetup, seed: ULong): AppHandle {
    send(AppIntent.NewGame(setup, seed))
    if (view().question?.about is QuestionAbout.NewGame) send(AppIntent.Confirm)
    return this
}

/**
 * [game] for [seats] (tokens in the core's order unless [tokens] are given), with [coins] each
 * in a race game (the fewest its preset offers unless given), on [skin].
 */
fun setupOf(
    game: GameKind,
    vararg seats: SeatKind,
    coins: UByte? = null,
    skin: BoardSkin = BoardSkin.DEFAULT,
    tokens: List<TokenStyle> = tokenStyles(),
): GameSetup {
    val setup = defaultSetup(game)
    val players = seats.size.toUByte()
    val rules = when (val rules = setup.rules) {
        is GameRules.Race -> {
            val fewest = presets().first { it.preset == rules.rules.preset && it.game == game }.coinChoices.first().toUByte()
            GameRules.Race(rules.rules.copy(players = players, coins = coins ?: fewest))
        }
        is GameRules.Paramapadam -> GameRules.Paramapadam(rules.rules.copy(players = players))
    }
    return setup.copy(rules = rules, seats = seats.mapIndexed { i, kind -> SeatSetup(kind, tokens[i]) }, skin = skin)
}

/**
 * Play the game on screen for [atLeast] steps and then until [stop] holds of a settled screen
 * (nothing being shown, no Undo bar), or to its end. A step is one wake-up of the core or one act
 * of a person, who lets the Undo bar go, then throws when they must and otherwise plays the first
 * move offered.
 */
fun AppHandle.play(atLeast: Int = Int.MAX_VALUE, stop: (GameScreenView) -> Boolean = { true }): AppHandle {
    var steps = 0
    while (true) {
        val g = game()
        val settled = !g.walking && g.undo == null
        if (g.gameOver != null && settled) break
        if (steps >= atLeast && settled && stop(g)) break
        val person = g.players.firstOrNull { it.toAct }?.kind is SeatKind.Human
        when {
            settled && person && g.canRoll -> send(AppIntent.Game(Intent.Roll))
            settled && person && g.moves.isNotEmpty() -> send(AppIntent.Game(Intent.Play(g.moves.first().action)))
            else -> advance(nextWake() ?: error("nothing due and no one to act: $g"))
        }
        check(++steps < 100_000) { "the game never ended" }
    }
    return this
}

/**
 * The menus' store: quick games played to the end (a game left for a new one counts apart, as
 * abandoned), so Statistics shows figures the core counted; then a game of Thayam left in
 * progress to resume.
 */
object MenuStore {
    val app: AppHandle by lazy {
        freshApp().apply {
            newGame(setupOf(GameKind.DHAYAM, HARD, EASY), 10uL).play(12).send(AppIntent.Quit)
            for (seed in 1uL..3uL) newGame(setupOf(GameKind.DHAYAM, HARD, EASY), seed).play().send(AppIntent.Quit)
            for (seed in 4uL..6uL) newGame(setupOf(GameKind.THAYAM, MEDIUM, MEDIUM, HARD), seed).play().send(AppIntent.Quit)
            newGame(setupOf(GameKind.THAYAM, HUMAN, HUMAN), 7uL).play().send(AppIntent.Quit)
            for (seed in 8uL..9uL) newGame(setupOf(GameKind.PARAMAPADAM, MEDIUM, EASY, EASY, EASY), seed).play().send(AppIntent.Quit)
            newGame(setupOf(GameKind.THAYAM, HUMAN, MEDIUM, HARD), 11uL).play(9).send(AppIntent.Quit)
        }
    }

    /** Home with the game to resume. */
    val home: AppView by lazy { app.view() }

    /** Statistics after those games. */
    val statistics: AppView by lazy { app.send(AppIntent.OpenStatistics).view().also { app.send(AppIntent.Home) } }

    /** New game over the saved one: the question. */
    val question: AppView by lazy {
        app.send(AppIntent.OpenSetup).send(AppIntent.EditSetup(SetupEdit.Game(GameKind.DHAYAM)))
        app.intent(AppIntent.StartGame(12uL))
        app.view().also { app.send(AppIntent.Cancel).send(AppIntent.Home) }
    }
}
