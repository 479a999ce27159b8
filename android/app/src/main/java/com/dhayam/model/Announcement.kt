// What the core last asked a screen reader to say, numbered. The game screen says it in a polite
// live region when it changes; two calls that announce the same words (two throws of the same
// value in a row) must both be heard, so each announcement carries the next number, and equal
// words are still a new announcement.
package com.dhayam.model

import com.dhayam.core.Text

/** The core's announcements of one call ([texts], in order), the [seq]th call that had any. */
data class Announcement(val seq: Long, val texts: List<Text>) {
    companion object {
        /** Nothing said yet. */
        val NONE = Announcement(0, emptyList())
    }
}
