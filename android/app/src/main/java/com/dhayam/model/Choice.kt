// The player's half-made choice: a banked value and a coin picked, and which legal moves they
// leave. The moves themselves are the core's; this only narrows the list as the player taps.
package com.dhayam.model

import com.dhayam.core.LegalMove
import com.dhayam.core.Move

/** A coin picked by where it stands; a null [square] is a coin waiting at home. */
data class CoinPick(val square: UInt?)

/** What the player has picked so far. */
data class Choice(val value: UInt? = null, val coin: CoinPick? = null) {
    /** The legal [moves] that fit the picks. */
    fun narrow(moves: List<LegalMove>): List<LegalMove> = moves.filter { move ->
        (value == null || value in valuesOf(move.action)) &&
            (coin == null || coin.square == move.coinSquare)
    }
}

/** The banked values [move] spends. */
fun valuesOf(move: Move): List<UInt> = when (move) {
    is Move.Enter -> listOf(move.value)
    is Move.Advance -> listOf(move.value)
    is Move.Jump -> move.values
}

/**
 * Of the [moves] landing on one square, the one to play: the one spending the fewest values,
 * so that tapping a square spends a single chip when one suffices and keeps the rest banked.
 */
fun simplest(moves: List<LegalMove>): LegalMove? = moves.minByOrNull { valuesOf(it.action).size }
