// Everything the game screen draws, built from the core's state and the walk in progress.
package com.dhayam.model

import com.dhayam.core.BoardLayout
import com.dhayam.core.GameView
import com.dhayam.core.LegalMove
import com.dhayam.core.SeatKind
import com.dhayam.core.Throw

/** The game screen's state. */
data class GameUiState(
    /** The core's state of the game (after the walk on screen ends). */
    val view: GameView,
    /** The board to draw. */
    val layout: BoardLayout,
    /** Where each coin is drawn now: mid-walk while [walking]. */
    val tokens: List<Token>,
    /** The sticks as last thrown, if any throw has been seen. */
    val sticks: Throw? = null,
    /** The legal moves of the human to move, once nothing is walking; empty otherwise. */
    val moves: List<LegalMove> = emptyList(),
    /** What the player has picked so far. */
    val choice: Choice = Choice(),
    /** The last thing that happened, to show in the status line. */
    val note: Note? = null,
    /** Coins are walking or a computer seat is acting: taps wait. */
    val walking: Boolean = false,
    /** The quick Undo prompt is showing. */
    val undoOffered: Boolean = false,
    /** The pause menu is open; computer seats and auto-roll wait. */
    val paused: Boolean = false,
    /** The last refused call, for a message. */
    val error: String? = null,
    /** The pulsing ring on legal destinations is wanted. */
    val ring: Boolean = true,
) {
    /** The player to act, if a person plays them. */
    val humanToAct: UInt?
        get() = view.toAct?.takeIf { view.players[it.toInt()].kind is SeatKind.Human }

    /** The Roll button is live. */
    val canRoll: Boolean
        get() = !walking && !paused && view.mustRoll && humanToAct != null

    /** The moves that fit the player's picks. */
    val narrowed: List<LegalMove>
        get() = choice.narrow(moves)

    /** Squares to ring: where the picked coin (or any coin, for a picked value) may land. */
    val destinations: Set<UInt>
        get() = if (choice.coin == null && choice.value == null) emptySet()
        else narrowed.map { it.toSquare }.toSet()

    /** Squares holding a coin that may move now (null: a coin at home may come out). */
    val movable: Set<UInt?>
        get() = narrowed.map { it.coinSquare }.toSet()
}
