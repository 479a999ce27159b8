// Real data for the menu screens' scenes: a store in a temporary folder where quick games are
// played to the end by the core's own computer players (and two people taking the first legal
// move), so Statistics shows figures the core really counted; then a game left in progress to
// resume. Seeds are fixed and the computer is deterministic, so every run draws the same.
package com.dhayam.render

import com.dhayam.core.App
import com.dhayam.core.GameHandle
import com.dhayam.core.GameKind
import com.dhayam.core.GameSetup
import com.dhayam.core.Level
import com.dhayam.core.SeatKind
import com.dhayam.core.Statistics
import com.dhayam.core.defaultSetup
import com.dhayam.model.SavedSummary
import com.dhayam.model.SetupDraft
import java.nio.file.Files

/** What the menu scenes draw, gathered once for both languages. */
class MenuData private constructor(val app: App) {
    /** The store's statistics after the games below. */
    val statistics: List<Statistics>
    /** The game left in progress, as Home's Resume card shows it. */
    val saved: SavedSummary

    init {
        val hard = SeatKind.Computer(Level.HARD)
        val medium = SeatKind.Computer(Level.MEDIUM)
        val easy = SeatKind.Computer(Level.EASY)
        for (seed in 1uL..3uL) playOut(app.newGame(setupOf(GameKind.DHAYAM, hard, easy), seed))
        for (seed in 4uL..6uL) playOut(app.newGame(setupOf(GameKind.THAYAM, medium, medium, hard), seed))
        playOut(app.newGame(setupOf(GameKind.THAYAM, SeatKind.Human, SeatKind.Human), 7uL))
        for (seed in 8uL..9uL) playOut(app.newGame(setupOf(GameKind.PARAMAPADAM, medium, easy, easy, easy), seed))
        // A game left for a new one counts as abandoned.
        playFor(app.newGame(setupOf(GameKind.DHAYAM, hard, easy), 10uL), 12)
        // The game in progress: three players of Thayam, a few turns in.
        val game = app.newGame(setupOf(GameKind.THAYAM, SeatKind.Human, medium, hard), 11uL)
        playFor(game, 9)
        statistics = app.allStatistics()
        val state = app.savedGame()!!.state()
        saved = SavedSummary(state.game, state.players.size)
    }

    companion object {
        /** The data, made on first use. */
        val shared: MenuData by lazy { MenuData(App.open(Files.createTempDirectory("dhayam-menus").toString())) }

        /** A fresh store of its own, for scenes that change it (Reset Saved Game). */
        fun freshApp(): App = App.open(Files.createTempDirectory("dhayam-menus-fresh").toString())

        /** The default setup of [game] with [seats] and, for a race game, the fewest coins it offers. */
        fun setupOf(game: GameKind, vararg seats: SeatKind): GameSetup {
            var draft = SetupDraft(defaultSetup(game)).withPlayers(seats.size)
            draft.preset?.let { draft = draft.withCoins(it.coinChoices.first().toInt()) }
            seats.forEachIndexed { i, kind -> draft = draft.withSeat(i, kind) }
            return draft.setup
        }

        /** Play [game] to its end: computer seats by the core, people by their first legal move. */
        fun playOut(game: GameHandle) = playFor(game, 100_000)

        /** Play [actions] actions of [game], or to its end. */
        fun playFor(game: GameHandle, actions: Int) {
            repeat(actions) {
                val state = game.state()
                val player = state.toAct ?: return
                when {
                    state.players.first { it.player == player }.kind is SeatKind.Computer -> game.computerMove(player)
                    state.mustRoll -> game.roll(player)
                    else -> game.play(player, game.legalMoves().first().action)
                }
            }
        }
    }
}
