// Where each coin is drawn. Between two states of the core the screen walks coins along the
// squares an event names; the core's next state then replaces the walk's end.
package com.dhayam.model

import com.dhayam.core.Coin
import com.dhayam.core.Event

/** One coin as drawn: on [square], waiting at home (no square), or at the goal. */
data class Token(val player: UInt, val square: UInt?, val atGoal: Boolean)

/** The tokens of a state of the core, in its order (player by player, furthest first). */
fun tokensOf(coins: List<Coin>): List<Token> =
    coins.map { Token(it.player, if (it.atGoal) null else it.square, it.atGoal) }

/**
 * The frames an event shows, each a full list of tokens: a walk square by square (one frame
 * when [walk] is false, for reduced motion), a coin coming out, a cut coin going home, a
 * ladder or a snake. Events that move nothing give no frame.
 */
fun framesOf(tokens: List<Token>, event: Event, walk: Boolean): List<List<Token>> = when (event) {
    is Event.CoinEntered -> listOfNotNull(
        moved(tokens, { it.player == event.player && it.square == null && !it.atGoal }) {
            it.copy(square = event.square)
        },
    )
    is Event.CoinMoved -> {
        val path = if (walk) event.squares else listOf(event.to)
        val frames = mutableListOf<List<Token>>()
        var at = event.from
        for (square in path) {
            val next = moved(frames.lastOrNull() ?: tokens, { it.player == event.player && it.square == at }) {
                it.copy(square = square)
            } ?: break
            frames += next
            at = square
        }
        frames
    }
    is Event.CoinCut -> listOfNotNull(
        moved(tokens, { it.player == event.player && it.square == event.square }) {
            it.copy(square = null)
        },
    )
    is Event.Ladder -> listOfNotNull(hop(tokens, event.player, event.from, event.to))
    is Event.Snake -> listOfNotNull(hop(tokens, event.player, event.from, event.to))
    else -> emptyList()
}

private fun hop(tokens: List<Token>, player: UInt, from: UInt, to: UInt): List<Token>? =
    moved(tokens, { it.player == player && it.square == from }) { it.copy(square = to) }

/** [tokens] with the first token matching [which] changed by [change], or null if none does. */
private fun moved(
    tokens: List<Token>,
    which: (Token) -> Boolean,
    change: (Token) -> Token,
): List<Token>? {
    val index = tokens.indexOfFirst(which)
    if (index < 0) return null
    return tokens.toMutableList().also { it[index] = change(it[index]) }
}
