// A line of text about what just happened, kept as a string resource and its arguments so the
// screen can show it in the player's language.
package com.dhayam.model

import androidx.annotation.StringRes

/** Text to show: the resource [text] formatted with [args]. */
data class Note(@StringRes val text: Int, val args: List<Any> = emptyList())
