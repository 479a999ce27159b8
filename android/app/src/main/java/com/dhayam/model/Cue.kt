// What the shell should play or vibrate for something that happened. The view model decides,
// from the player's settings, whether each cue sounds and whether it vibrates; the Android code
// only performs it.
package com.dhayam.model

/** The five moments that have a sound and a vibration. */
enum class CueKind { Roll, Move, Cut, Home, Win }

/** One cue, with whether the settings let it sound and vibrate. */
data class Cue(val kind: CueKind, val sound: Boolean, val haptic: Boolean)
