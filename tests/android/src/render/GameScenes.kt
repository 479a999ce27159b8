// The game screen's scenes for the screenshot test (written by the game screen's author).
package com.dhayam.render

/** The game screen in the states the screenshot test renders. */
fun gameScenes(): List<Scene> = emptyList()
