// The menu screens' scenes for the screenshot test (written by the menu screens' author).
package com.dhayam.render

/** The menu screens in the states the screenshot test renders. */
fun menuScenes(): List<Scene> = emptyList()
