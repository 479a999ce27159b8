// The new-game setup being edited: the game, seats, tokens, coins, preset and switches, and
// board skin. Each edit gives a new draft; the core's presets say what may be edited and
// checkSetup says whether the result can be played.
package com.dhayam.model

import com.dhayam.core.BoardSkin
import com.dhayam.core.Field
import com.dhayam.core.GameKind
import com.dhayam.core.GameRules
import com.dhayam.core.GameSetup
import com.dhayam.core.Level
import com.dhayam.core.Preset
import com.dhayam.core.PresetInfo
import com.dhayam.core.SeatKind
import com.dhayam.core.SeatSetup
import com.dhayam.core.TokenStyle
import com.dhayam.core.checkSetup
import com.dhayam.core.defaultSetup
import com.dhayam.core.DhayamException
import com.dhayam.core.presets
import com.dhayam.core.tokenStyles

/** More players than any game seats (Paramapadam's six); the core says which counts it takes. */
private const val MOST_PLAYERS = 6

/** A setup being edited, with the core's presets to edit it by. */
data class SetupDraft(val setup: GameSetup, val presets: List<PresetInfo> = presets()) {
    /** Which game it sets up. */
    val game: GameKind
        get() = when (val rules = setup.rules) {
            is GameRules.Race -> presets.first { it.preset == rules.rules.preset }.game
            is GameRules.Paramapadam -> GameKind.PARAMAPADAM
        }

    /** The presets of this game (none for Paramapadam). */
    val gamePresets: List<PresetInfo>
        get() = presets.filter { it.game == game }

    /** The chosen preset, for a race game. */
    val preset: PresetInfo?
        get() = (setup.rules as? GameRules.Race)?.let { race -> presets.first { it.preset == race.rules.preset } }

    /** Why the core refuses this setup (a combination of switches it can't play), if it does. */
    val problem: String?
        get() = try {
            checkSetup(setup)
            null
        } catch (e: DhayamException) {
            e.message
        }

    /** Whether the chosen preset lets the player change [field]. */
    fun editable(field: Field): Boolean = preset?.fields?.firstOrNull { it.field == field }?.editable == true

    /** Switch to [game] with its default setup, keeping the board skin. */
    fun withGame(game: GameKind): SetupDraft =
        if (game == this.game) this else copy(setup = defaultSetup(game).copy(skin = setup.skin))

    /**
     * The player counts the core accepts for this game under its preset's own rules, so that a
     * switch edited into a combination the core refuses doesn't hide them.
     */
    val playerChoices: List<Int>
        get() {
            val plain = SetupDraft(defaultSetup(game), presets).let { draft -> preset?.let { draft.withPreset(it.preset) } ?: draft }
            return (1..MOST_PLAYERS).filter { count -> plain.accepts(count) }
        }

    private fun accepts(players: Int): Boolean = try {
        checkSetup(resized(players).setup)
        true
    } catch (e: DhayamException) {
        false
    }

    /** [players] seats, if the core accepts that many: new seats are Medium computers with tokens no one else has. */
    fun withPlayers(players: Int): SetupDraft = if (players in playerChoices) resized(players) else this

    private fun resized(players: Int): SetupDraft {
        val seats = setup.seats.take(players).toMutableList()
        while (seats.size < players) {
            val free = tokenStyles().first { style -> seats.none { it.token == style } }
            seats += SeatSetup(SeatKind.Computer(Level.MEDIUM), free)
        }
        val rules = when (val rules = setup.rules) {
            is GameRules.Race -> GameRules.Race(rules.rules.copy(players = players.toUInt()))
            is GameRules.Paramapadam -> GameRules.Paramapadam(rules.rules.copy(players = players.toUInt()))
        }
        return copy(setup = setup.copy(rules = rules, seats = seats))
    }

    /** Seat [seat] played by [kind]. */
    fun withSeat(seat: Int, kind: SeatKind): SetupDraft =
        copy(setup = setup.copy(seats = setup.seats.mapIndexed { i, s -> if (i == seat) s.copy(kind = kind) else s }))

    /** Seat [seat] takes [token]; a seat that had it takes this seat's old one, so all stay distinct. */
    fun withToken(seat: Int, token: TokenStyle): SetupDraft {
        val old = setup.seats[seat].token
        return copy(setup = setup.copy(seats = setup.seats.mapIndexed { i, s ->
            when {
                i == seat -> s.copy(token = token)
                s.token == token -> s.copy(token = old)
                else -> s
            }
        }))
    }

    /** [coins] each. */
    fun withCoins(coins: Int): SetupDraft = race { it.copy(coins = coins.toUInt()) }

    /** The rules of [preset], keeping the players and, where it offers them, the coins. */
    fun withPreset(preset: Preset): SetupDraft {
        val info = presets.firstOrNull { it.preset == preset && it.game == game } ?: return this
        return race { rules ->
            val coins = rules.coins.takeIf { it in info.coinChoices } ?: info.defaults.coins
            info.defaults.copy(players = rules.players, coins = coins)
        }
    }

    /** [field] turned [on], if the preset lets it change. */
    fun withSwitch(field: Field, on: Boolean): SetupDraft =
        if (editable(field)) race { it.with(field, on) } else this

    /** The board's look. */
    fun withSkin(skin: BoardSkin): SetupDraft = copy(setup = setup.copy(skin = skin))

    private fun race(change: (com.dhayam.core.RuleSet) -> com.dhayam.core.RuleSet): SetupDraft {
        val rules = setup.rules as? GameRules.Race ?: return this
        return copy(setup = setup.copy(rules = GameRules.Race(change(rules.rules))))
    }
}
