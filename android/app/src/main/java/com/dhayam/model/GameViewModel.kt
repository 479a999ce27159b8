// One game on screen: turns the player's taps into calls to the core, walks the coins through
// the events the core returns, lets computer seats and auto-roll act at a watchable pace, and
// offers the quick Undo. Every rule is the core's: this class only sequences and narrows.
package com.dhayam.model

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.dhayam.core.BoardSkin
import com.dhayam.core.DhayamException
import com.dhayam.core.Event
import com.dhayam.core.GameHandle
import com.dhayam.core.GameKind
import com.dhayam.core.LayoutKind
import com.dhayam.core.LegalMove
import com.dhayam.core.SeatKind
import com.dhayam.core.Settings
import com.dhayam.core.boardLayout
import com.dhayam.core.paramapadamLayout
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharedFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

/**
 * The game of [game] as the game screen sees it. [settings] are read once, when the game opens
 * (the game screen has no settings of its own but the skin); [reducedMotion] makes coins jump.
 */
class GameViewModel(
    private val game: GameHandle,
    private val settings: Settings,
    reducedMotion: Boolean,
    timing: Timing = Timing(),
    /** Ladder and snake names in Tamil rather than English. */
    private val tamil: Boolean = false,
) : ViewModel() {
    private val timing = if (reducedMotion) timing.withoutMotion() else timing
    private val walk = !reducedMotion

    private val _state: MutableStateFlow<GameUiState>
    /** What the game screen draws. */
    val state: StateFlow<GameUiState>

    private val _cues = MutableSharedFlow<Cue>(extraBufferCapacity = 16)
    /** Sounds and vibrations to perform, as things happen. */
    val cues: SharedFlow<Cue> = _cues.asSharedFlow()

    private var driver: Job? = null
    private var undoTimer: Job? = null

    init {
        val view = game.state()
        val layout = when (view.game) {
            GameKind.PARAMAPADAM -> paramapadamLayout(LayoutKind.DEFAULT)
            else -> boardLayout(view.game)
        }
        _state = MutableStateFlow(
            GameUiState(view = view, layout = layout, tokens = tokensOf(view.coins), ring = settings.legalMoveRing),
        )
        state = _state.asStateFlow()
        settle()
        drive()
    }

    /** The human to act throws the sticks (the Roll button). */
    fun roll() {
        val player = ready()?.takeIf { _state.value.view.mustRoll } ?: return
        act(byPerson = true) { game.roll(player) }
    }

    /** The player picks the banked value [value] (a chip), or drops it if it was picked. */
    fun chooseValue(value: UInt) {
        if (ready() == null) return
        _state.update { it.copy(choice = it.choice.copy(value = value.takeIf { v -> v != it.choice.value })) }
    }

    /** The player taps the coins waiting at home. */
    fun tapHome() = pickCoin(CoinPick(null))

    /**
     * The player taps [square]: a destination of the picked coin plays that move; a coin that
     * may move is picked (and moved at once when it has only one destination).
     */
    fun tapSquare(square: UInt) {
        if (ready() == null) return
        val state = _state.value
        if (state.choice.coin != null) {
            val landing = state.narrowed.filter { it.toSquare == square }
            simplest(landing)?.let { return play(it) }
        }
        pickCoin(CoinPick(square))
    }

    /** Play [move], one of the legal moves offered. */
    fun play(move: LegalMove) {
        val player = ready() ?: return
        act(byPerson = true) { game.play(player, move.action) }
    }

    /** Take back the last roll or move (the quick Undo prompt). */
    fun undo() {
        undoTimer?.cancel()
        try {
            val view = game.undo()
            _state.update { it.copy(view = view, tokens = tokensOf(view.coins), undoOffered = false, choice = Choice(), error = null) }
            settle()
        } catch (e: DhayamException) {
            _state.update { it.copy(undoOffered = false, error = e.message) }
        }
        drive()
    }

    /** Open the pause menu: computer seats and auto-roll wait. */
    fun pause() = _state.update { it.copy(paused = true) }

    /** Close the pause menu and carry on. */
    fun resume() {
        _state.update { it.copy(paused = false) }
        drive()
    }

    /** Change the board's look (pause menu); saved with the game. */
    fun setSkin(skin: BoardSkin) {
        try {
            game.setSkin(skin)
            _state.update { it.copy(view = game.state(), error = null) }
        } catch (e: DhayamException) {
            _state.update { it.copy(error = e.message) }
        }
    }

    private fun pickCoin(pick: CoinPick) {
        if (ready() == null) return
        val state = _state.value
        val choice = state.choice.copy(coin = pick)
        val fits = choice.narrow(state.moves)
        if (fits.isEmpty()) {
            _state.update { it.copy(choice = it.choice.copy(coin = null)) }
            return
        }
        val landings = fits.map { it.toSquare }.distinct()
        if (landings.size == 1) return play(simplest(fits)!!)
        _state.update { it.copy(choice = choice) }
    }

    /** The human to act, if taps count now. */
    private fun ready(): UInt? {
        val state = _state.value
        if (state.walking || state.paused || state.view.over) return null
        return state.humanToAct
    }

    /**
     * Run one action on the core and show what it caused. A refused action changes nothing
     * but the error line. A person's own action may then be undone for a moment.
     */
    private fun act(byPerson: Boolean, action: () -> List<Event>) {
        undoTimer?.cancel()
        val events = try {
            action()
        } catch (e: DhayamException) {
            _state.update { it.copy(error = e.message) }
            return
        }
        _state.update { it.copy(walking = true, undoOffered = false, choice = Choice(), moves = emptyList(), error = null) }
        viewModelScope.launch {
            show(events)
            val view = game.state()
            val offer = byPerson && settings.quickUndo && view.canUndo && !view.over
            _state.update { it.copy(view = view, tokens = tokensOf(view.coins), walking = false, undoOffered = offer) }
            settle()
            if (offer) {
                undoTimer = viewModelScope.launch {
                    delay(timing.undoMillis)
                    _state.update { it.copy(undoOffered = false) }
                    drive()
                }
            } else {
                drive()
            }
        }
    }

    /** Walk, say and cue each event in order. */
    private suspend fun show(events: List<Event>) {
        for (event in events) {
            cueOf(event)?.let { _cues.tryEmit(Cue(it, settings.sound, settings.haptics)) }
            noteOf(event, _state.value.layout.links, tamil)?.let { note -> _state.update { it.copy(note = note) } }
            if (event is Event.Rolled) {
                _state.update { it.copy(sticks = event.sticks) }
                delay(timing.throwMillis)
            }
            for (frame in framesOf(_state.value.tokens, event, walk)) {
                _state.update { it.copy(tokens = frame) }
                delay(timing.stepMillis)
            }
        }
    }

    /** Nothing happened while the driver waited: no tap, no pause, no walk. */
    private fun unchanged(before: GameUiState): Boolean {
        val now = _state.value
        return now.view == before.view && !now.paused && !now.walking
    }

    /** Offer the human to act their legal moves (none while someone else acts). */
    private fun settle() {
        val state = _state.value
        try {
            val moves = if (state.humanToAct != null && !state.view.mustRoll) game.legalMoves() else emptyList()
            _state.update { it.copy(moves = moves) }
        } catch (e: DhayamException) {
            _state.update { it.copy(moves = emptyList(), error = e.message) }
        }
    }

    /**
     * Let the seats that need no tap act, one action at a time, until a person must choose:
     * computer seats after a pause, and a human's throw when auto-roll is on. Waits while the
     * pause menu or the Undo prompt is open.
     */
    private fun drive() {
        if (driver?.isActive == true) return
        driver = viewModelScope.launch {
            val state = _state.value
            if (state.walking || state.paused || state.undoOffered || state.view.over) return@launch
            val player = state.view.toAct ?: return@launch
            val computer = state.view.players[player.toInt()].kind is SeatKind.Computer
            when {
                computer -> {
                    delay(timing.computerMillis)
                    if (unchanged(state)) act(byPerson = false) { game.computerMove(player) }
                }
                state.view.mustRoll && settings.autoRoll -> {
                    delay(timing.autoRollMillis)
                    if (unchanged(state)) act(byPerson = false) { game.roll(player) }
                }
            }
        }
    }
}
