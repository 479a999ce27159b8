// The screens at 200% text (Android's largest font scale, 2.0): Home, the setup (game, seats,
// switches, board), the game on each of the three boards with the Undo bar, the pause menu and
// the game-over card, Statistics, Settings, About and the questions, the same states as their
// 100% scenes. Nothing may clip, overlap or break inside a word; the references are looked at
// when they change.
package com.dhayam.render

/** The scenes drawn again at font scale 2, named `large-<scene>`. */
fun largeTextScenes(): List<Scene> {
    val wanted = listOf(
        "home-resume", "setup-custom", "setup-custom-seats", "setup-custom-switches", "setup-paramapadam-board",
        "statistics", "settings", "settings-clear-question", "about", "question-new-game",
        "game-dhayam-picked", "game-thayam-ivory", "game-paramapadam-six", "game-paused", "game-over", "game-undo",
    )
    val all = (menuScenes() + gameScenes()).associateBy { it.name }
    return wanted.map { name ->
        val scene = all[name] ?: error("no scene $name: ${all.keys}")
        Scene("large-$name", 2f, content = scene.content)
    }
}
