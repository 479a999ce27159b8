// The five sound effects (res/raw, made by scripts/sounds.py), loaded once into a SoundPool so
// a cue plays without delay. Whether a cue sounds is the core's to decide (from the settings).
package com.dhayam.app.platform

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import com.dhayam.R
import com.dhayam.core.Cue

/** Plays the game's sound effects; [release] when the activity goes. */
class SoundEffects(context: Context) {
    private val pool: SoundPool = SoundPool.Builder()
        .setMaxStreams(4)
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()

    private val sounds: Map<Cue, Int> = mapOf(
        Cue.ROLL to R.raw.roll,
        Cue.MOVE to R.raw.move,
        Cue.CUT to R.raw.cut,
        Cue.GOAL to R.raw.home,
        Cue.WIN to R.raw.win,
    ).mapValues { (_, raw) -> pool.load(context, raw, 1) }

    /** Play the sound of [cue]. */
    fun play(cue: Cue) {
        val id = sounds[cue] ?: return
        pool.play(id, 1f, 1f, 1, 0, 1f)
    }

    /** Free the pool. */
    fun release() = pool.release()
}
