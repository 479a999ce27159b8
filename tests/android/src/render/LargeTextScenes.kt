// The screens at 200% text (Android's largest font scale, 2.0): Home, the setup, the game on each
// of the three boards, Statistics and Settings, the same states as their 100% scenes. Nothing
// may clip or overlap; the references are looked at when they change.
package com.dhayam.render

/** The scenes drawn again at font scale 2, named `large-<scene>`. */
fun largeTextScenes(): List<Scene> {
    val wanted = listOf(
        "home-resume", "setup-custom", "setup-custom-switches", "statistics", "settings",
        "game-dhayam-picked", "game-thayam-ivory", "game-paramapadam-six",
    )
    val all = (menuScenes() + gameScenes()).associateBy { it.name }
    return wanted.map { name ->
        val scene = all[name] ?: error("no scene $name: ${all.keys}")
        Scene("large-$name", 2f, scene.content)
    }
}
