// The five sound effects (res/raw, made by scripts/sounds.py), loaded once into a SoundPool so
// a cue plays without delay. Whether a cue sounds is decided by the view model from settings.
package com.dhayam.app.platform

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import com.dhayam.R
import com.dhayam.model.CueKind

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

    private val sounds: Map<CueKind, Int> = mapOf(
        CueKind.Roll to R.raw.roll,
        CueKind.Move to R.raw.move,
        CueKind.Cut to R.raw.cut,
        CueKind.Home to R.raw.home,
        CueKind.Win to R.raw.win,
    ).mapValues { (_, raw) -> pool.load(context, raw, 1) }

    /** Play the sound of [kind]. */
    fun play(kind: CueKind) {
        val id = sounds[kind] ?: return
        pool.play(id, 1f, 1f, 1, 0, 1f)
    }

    /** Free the pool. */
    fun release() = pool.release()
}
