// The game screen's scenes for the screenshot test. Every state is a real game on the core's
// AppHandle: started from a fixed seed with Player 1 a person and the other seats the computer,
// played by the core's wake-ups and the person's first move offered, and shown as the core's
// AppView at that moment, with the last turns fetched apart as the view model fetches them — the
// coins, the gate on each strip, the waiting coins, the chips, the status, the prompt and the
// turns are exactly what a player would see.
package com.dhayam.render

import com.dhayam.core.AppIntent
import com.dhayam.core.BoardSkin
import com.dhayam.core.GameKind
import com.dhayam.core.GameScreenView
import com.dhayam.core.Intent
import com.dhayam.core.SettingChange
import com.dhayam.core.Spot
import com.dhayam.core.TokenStyle

/** The game screen in the states the screenshot test renders. */
fun gameScenes(): List<Scene> = listOf(
    Scene("game-dhayam-picked") { App(GameViews.dhayamPicked) },
    Scene("game-dhayam-ruby") { App(GameViews.dhayamRuby) },
    Scene("game-dhayam-sapphire") { App(GameViews.dhayamSapphire) },
    Scene("game-thayam-four") { App(GameViews.thayamFour) },
    Scene("game-thayam-ivory") { App(GameViews.thayamIvory) },
    Scene("game-paramapadam-six") { App(GameViews.paramapadamSix) },
    Scene("game-undo") { App(GameViews.undo) },
    Scene("game-paused") { App(GameViews.paused) },
    Scene("game-over") { App(GameViews.over) },
)

/** The views, built once: each scene renders twice (English and Tamil). */
internal object GameViews {
    /** A coin of the person's with more than one place to go, by its square. */
    private fun GameScreenView.choiceOfDestinations(): UInt? = moves
        .filter { it.from is Spot.Square }
        .groupBy { (it.from as Spot.Square).square }
        .entries.firstOrNull { (_, moves) -> moves.map { it.to }.distinct().size >= 2 }?.key

    private fun GameScreenView.personToMove() = players[0].toAct && !canRoll && moves.isNotEmpty()

    /** Dhayam, Player 1 to move with a coin picked that has more than one place to go. */
    val dhayamPicked: Shown by lazy {
        val app = freshApp().newGame(setupOf(GameKind.DHAYAM, HUMAN, MEDIUM, coins = 6u), 11uL)
            .play(70) { it.personToMove() && it.choiceOfDestinations() != null }
        app.send(AppIntent.Game(Intent.TapSquare(app.game().choiceOfDestinations()!!.toUByte()))).shown()
    }

    /** Dhayam in Ruby: Player 1 to roll, some coins out and gates still closed. */
    val dhayamRuby: Shown by lazy {
        freshApp().newGame(setupOf(GameKind.DHAYAM, HUMAN, MEDIUM, coins = 12u, skin = BoardSkin.RUBY, tokens = listOf(TokenStyle.BRASS_BALL, TokenStyle.PEARL)), 5uL)
            .play(90) { it.players[0].toAct && it.canRoll }.shown()
    }

    /** Dhayam in Sapphire without the pulsing ring: a chip picked, its destinations marked. */
    val dhayamSapphire: Shown by lazy {
        val app = freshApp().send(AppIntent.OpenSettings).send(AppIntent.ChangeSetting(SettingChange.LegalMoveRing(false))).send(AppIntent.Home)
        app.newGame(setupOf(GameKind.DHAYAM, HUMAN, MEDIUM, coins = 6u, skin = BoardSkin.SAPPHIRE, tokens = listOf(TokenStyle.EMERALD, TokenStyle.CONCH)), 23uL)
            .play(120) { it.personToMove() && it.chips.size >= 2 }
        val chip = app.game().chips.first { it.usable }
        app.send(AppIntent.Game(Intent.TapChip(chip.value.toUByte()))).shown()
    }

    /** Thayam with four players in Emerald, a computer thinking. */
    val thayamFour: Shown by lazy {
        freshApp().newGame(setupOf(GameKind.THAYAM, HUMAN, MEDIUM, MEDIUM, MEDIUM, coins = 4u, skin = BoardSkin.EMERALD), 8uL)
            .play(160) { it.players[2].toAct }.shown()
    }

    /** Thayam, two players in Ivory, Player 1 to pick a pawn. */
    val thayamIvory: Shown by lazy {
        freshApp().newGame(setupOf(GameKind.THAYAM, HUMAN, MEDIUM, coins = 4u, skin = BoardSkin.IVORY, tokens = listOf(TokenStyle.LOTUS_COIN, TokenStyle.TERRACOTTA)), 3uL)
            .play(60) { it.personToMove() && it.moves.size >= 2 }.shown()
    }

    /** Paramapadam with six players, some still waiting to come in. */
    val paramapadamSix: Shown by lazy {
        freshApp().newGame(setupOf(GameKind.PARAMAPADAM, HUMAN, MEDIUM, MEDIUM, MEDIUM, MEDIUM, MEDIUM), 4uL)
            .play(70) { it.players[0].toAct && it.coins.any { pile -> pile.spot is Spot.Home } }.shown()
    }

    /** Dhayam just after a throw of Player 1's that gives a move, the quick Undo bar counting. */
    val undo: Shown by lazy {
        val app = freshApp().newGame(setupOf(GameKind.DHAYAM, HUMAN, MEDIUM, coins = 6u, skin = BoardSkin.EMERALD, tokens = listOf(TokenStyle.TERRACOTTA, TokenStyle.LOTUS_COIN)), 17uL)
        var atLeast = 40
        do {
            app.play(atLeast) { it.players[0].toAct && it.canRoll }.send(AppIntent.Game(Intent.Roll))
            while (app.game().walking) app.advance(app.nextWake()!!)
            atLeast = 0
        } while (app.game().moves.isEmpty())
        app.shown()
    }

    /** Thayam mid-game, paused. */
    val paused: Shown by lazy {
        freshApp().newGame(setupOf(GameKind.THAYAM, HUMAN, MEDIUM, MEDIUM, coins = 4u), 9uL)
            .play(50) { it.players[0].toAct && it.canRoll }
            .send(AppIntent.Game(Intent.Pause)).shown()
    }

    /** Paramapadam with four players played to the end. */
    val over: Shown by lazy {
        freshApp().newGame(setupOf(GameKind.PARAMAPADAM, MEDIUM, MEDIUM, MEDIUM, MEDIUM, skin = BoardSkin.IVORY), 2uL).play().shown()
    }
}
