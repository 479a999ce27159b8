// The game screen's scenes for the screenshot test (written by the game screen's author). Every
// state is a real game: the core plays it from a fixed seed with computer seats for a number of
// actions, and the screen then shows it with Player 1 handed to a person, so the board, the bank
// and the legal moves are exactly what a player would see at that point.
package com.dhayam.render

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import com.dhayam.core.App
import com.dhayam.core.BoardSkin
import com.dhayam.core.Event
import com.dhayam.core.GameHandle
import com.dhayam.core.GameKind
import com.dhayam.core.LayoutKind
import com.dhayam.core.Level
import com.dhayam.core.SeatKind
import com.dhayam.core.Throw
import com.dhayam.core.TokenStyle
import com.dhayam.core.boardLayout
import com.dhayam.core.defaultSetup
import com.dhayam.core.paramapadamLayout
import com.dhayam.model.Choice
import com.dhayam.model.CoinPick
import com.dhayam.model.GameUiState
import com.dhayam.model.Note
import com.dhayam.model.SetupDraft
import com.dhayam.model.noteOf
import com.dhayam.model.tokensOf
import com.dhayam.ui.game.GameOver
import com.dhayam.ui.game.GameScreen
import com.dhayam.ui.game.PauseMenu
import java.nio.file.Files

/** The game screen in the states the screenshot test renders. */
fun gameScenes(): List<Scene> = listOf(
    Scene("game-dhayam-picked") { Game(GameStates.dhayamPicked) },
    Scene("game-dhayam-ruby") { Game(GameStates.dhayamRuby) },
    Scene("game-dhayam-sapphire") { Game(GameStates.dhayamSapphire) },
    Scene("game-thayam-four") { Game(GameStates.thayamFour) },
    Scene("game-thayam-ivory") { Game(GameStates.thayamIvory) },
    Scene("game-paramapadam-six") { Game(GameStates.paramapadamSix) },
    Scene("game-undo") { Game(GameStates.undo) },
    Scene("game-paused") {
        Box(Modifier.fillMaxSize()) {
            Game(GameStates.paused)
            PauseMenu(GameStates.paused.view, {}, {}, {})
        }
    },
    Scene("game-over") {
        Box(Modifier.fillMaxSize()) {
            Game(GameStates.over)
            GameOver(GameStates.over.view, {}, {})
        }
    },
)

@Composable
private fun Game(state: GameUiState) = GameScreen(state, {}, {}, {}, {}, {}, {})

/** The states, built once: each scene renders twice (English and Tamil). */
private object GameStates {
    private val app by lazy { App.open(Files.createTempDirectory("dhayam-game-scenes").toString()) }

    /** Dhayam, Player 1 to move with a coin picked that has more than one place to go. */
    val dhayamPicked by lazy {
        val game = played(GameKind.DHAYAM, 2, BoardSkin.DEFAULT, seed = 11u, coins = 6, atLeast = 70) { it.hasChoiceOfDestinations() }
        val square = game.state.moves.groupBy { it.coinSquare }
            .filter { (square, moves) -> square != null && moves.map { it.toSquare }.distinct().size >= 2 }
            .keys.first()
        game.state.copy(choice = Choice(coin = CoinPick(square)))
    }

    /** Dhayam in Ruby: Player 1 to roll after a cut by the computer. */
    val dhayamRuby by lazy {
        played(GameKind.DHAYAM, 2, BoardSkin.RUBY, seed = 5u, coins = 12, atLeast = 90, tokens = listOf(TokenStyle.BRASS_BALL, TokenStyle.PEARL)) {
            it.view.toAct == 0u && it.view.mustRoll
        }.state
    }

    /** Dhayam in Sapphire: a value picked from the bank, destinations marked without the pulse. */
    val dhayamSapphire by lazy {
        val game = played(GameKind.DHAYAM, 2, BoardSkin.SAPPHIRE, seed = 23u, coins = 6, atLeast = 120, tokens = listOf(TokenStyle.EMERALD, TokenStyle.CONCH)) {
            it.view.toAct == 0u && !it.view.mustRoll && it.view.bank.size >= 2 && it.moves.isNotEmpty()
        }
        val value = game.state.moves.first().let { com.dhayam.model.valuesOf(it.action).first() }
        game.state.copy(choice = Choice(value = value), ring = false)
    }

    /** Thayam with four players in Emerald, a computer thinking. */
    val thayamFour by lazy {
        played(GameKind.THAYAM, 4, BoardSkin.EMERALD, seed = 8u, coins = 4, atLeast = 160, human = false) {
            it.view.toAct == 2u
        }.state
    }

    /** Thayam, two players in Ivory, Player 1 picking a pawn. */
    val thayamIvory by lazy {
        played(GameKind.THAYAM, 2, BoardSkin.IVORY, seed = 3u, coins = 4, atLeast = 60, tokens = listOf(TokenStyle.LOTUS_COIN, TokenStyle.TERRACOTTA)) {
            it.view.toAct == 0u && !it.view.mustRoll && it.moves.size >= 2
        }.state
    }

    /** Paramapadam with six players, some still waiting to come in. */
    val paramapadamSix by lazy {
        played(GameKind.PARAMAPADAM, 6, BoardSkin.DEFAULT, seed = 4u, atLeast = 70) {
            it.view.toAct == 0u
        }.state
    }

    /** Dhayam just after Player 1's own roll, with the quick Undo offered. */
    val undo by lazy {
        played(GameKind.DHAYAM, 2, BoardSkin.EMERALD, seed = 17u, coins = 6, atLeast = 40, tokens = listOf(TokenStyle.TERRACOTTA, TokenStyle.LOTUS_COIN)) {
            it.view.toAct == 0u && !it.view.mustRoll && it.moves.isNotEmpty()
        }.state.copy(undoOffered = true)
    }

    /** Thayam mid-game, paused. */
    val paused by lazy {
        played(GameKind.THAYAM, 3, BoardSkin.DEFAULT, seed = 9u, coins = 4, atLeast = 50) {
            it.view.toAct == 0u && it.view.mustRoll
        }.state.copy(paused = true)
    }

    /** Paramapadam with four players played to the end. */
    val over by lazy {
        played(GameKind.PARAMAPADAM, 4, BoardSkin.IVORY, seed = 2u, atLeast = 100_000) { false }.state
    }

    /** A game and what the screen has of it. */
    class Played(val state: GameUiState, val handle: GameHandle)

    private fun GameUiState.hasChoiceOfDestinations(): Boolean =
        view.toAct == 0u && !view.mustRoll &&
            moves.groupBy { it.coinSquare }.any { (square, moves) -> square != null && moves.map { it.toSquare }.distinct().size >= 2 }

    /**
     * [game] with [players] computer seats from [seed], played for at least [atLeast] actions
     * and then until [stop] holds (or the game ends), shown with Player 1 a person (unless not
     * [human]).
     */
    private fun played(
        game: GameKind,
        players: Int,
        skin: BoardSkin,
        seed: ULong,
        coins: Int? = null,
        atLeast: Int,
        tokens: List<TokenStyle>? = null,
        human: Boolean = true,
        stop: (GameUiState) -> Boolean,
    ): Played {
        var draft = SetupDraft(defaultSetup(game)).withPlayers(players).withSkin(skin)
        for (seat in 0 until players) draft = draft.withSeat(seat, SeatKind.Computer(Level.MEDIUM))
        tokens?.forEachIndexed { seat, token -> draft = draft.withToken(seat, token) }
        coins?.let { draft = draft.withCoins(it) }
        val handle = app.newGame(draft.setup, seed)
        var sticks: Throw? = null
        var note: Note? = null
        val layout = if (game == GameKind.PARAMAPADAM) paramapadamLayout(LayoutKind.DEFAULT) else boardLayout(game)
        fun current(): Played {
            var view = handle.state()
            if (human) view = view.copy(players = view.players.map { if (it.player == 0u) it.copy(kind = SeatKind.Human) else it })
            val state = GameUiState(
                view = view,
                layout = layout,
                tokens = tokensOf(view.coins),
                sticks = sticks,
                moves = if (human && view.toAct == 0u && !view.mustRoll) handle.legalMoves() else emptyList(),
                note = note,
            )
            return Played(state, handle)
        }
        var actions = 0
        while (!handle.state().over) {
            if (actions >= atLeast && stop(current().state)) break
            val player = handle.state().toAct ?: break
            for (event in handle.computerMove(player)) {
                if (event is Event.Rolled) sticks = event.sticks
                noteOf(event, layout.links, tamil = false)?.let { note = it }
            }
            actions += 1
        }
        return current()
    }
}
