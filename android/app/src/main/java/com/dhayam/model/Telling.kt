// What the screen says and plays for each event of the core: the line of text about it and
// its cue. Only the wording lives here; what happened is the core's.
package com.dhayam.model

import com.dhayam.R
import com.dhayam.core.Event
import com.dhayam.core.Link

/** "Player n" for player number [player] (0 is Player 1). */
fun playerName(player: UInt): Note = Note(R.string.player_n, listOf(player.toInt() + 1))

/**
 * The line to show for [event], or null for one not worth a line (a coin's plain move).
 * [links] names Paramapadam's ladders and snakes; [tamil] picks the name's language.
 */
fun noteOf(event: Event, links: List<Link>, tamil: Boolean): Note? = when (event) {
    is Event.Rolled -> Note(R.string.event_rolled, listOf(playerName(event.player), event.sticks.value.toInt()))
    is Event.ThrowOffTied -> Note(R.string.event_throw_off_tied)
    is Event.TurnPassed -> Note(R.string.event_turn, listOf(playerName(event.player)))
    is Event.CoinEntered -> Note(R.string.event_entered, listOf(playerName(event.player)))
    is Event.CoinMoved -> null
    is Event.CoinCut -> Note(R.string.event_cut, listOf(playerName(event.by), playerName(event.player)))
    is Event.CoinHome -> Note(R.string.event_home, listOf(playerName(event.player)))
    is Event.Ladder -> Note(R.string.event_ladder, listOf(linkName(links, event.from, tamil), event.to.toInt()))
    is Event.Snake -> Note(R.string.event_snake, listOf(linkName(links, event.from, tamil), event.to.toInt()))
    is Event.ValueLost -> Note(R.string.event_value_lost, listOf(playerName(event.player), event.value.toInt()))
    is Event.ExtraRoll -> Note(R.string.event_extra_roll, listOf(playerName(event.player)))
    is Event.PlayerFinished -> Note(R.string.event_finished, listOf(playerName(event.player), event.place.toInt()))
    is Event.GameOver -> event.winner?.let { Note(R.string.over_winner, listOf(playerName(it))) }
        ?: Note(R.string.over_draw)
}

private fun linkName(links: List<Link>, from: UInt, tamil: Boolean): String =
    links.firstOrNull { it.from == from }?.let { if (tamil) it.tamil else it.english } ?: ""

/** The cue [event] plays, if any. */
fun cueOf(event: Event): CueKind? = when (event) {
    is Event.Rolled -> CueKind.Roll
    is Event.CoinEntered, is Event.CoinMoved, is Event.Ladder, is Event.Snake -> CueKind.Move
    is Event.CoinCut -> CueKind.Cut
    is Event.CoinHome -> CueKind.Home
    is Event.GameOver -> CueKind.Win
    else -> null
}
