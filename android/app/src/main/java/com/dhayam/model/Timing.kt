// How long the game waits between the things a player should see. Computer seats and auto-roll
// wait so a person can follow the game; under reduced motion coins jump, so a walk takes no time.
package com.dhayam.model

/** Delays in milliseconds. Tests run them on virtual time, so they cost nothing there. */
data class Timing(
    /** One square of a coin's walk. */
    val stepMillis: Long = 110,
    /** How long the thrown sticks show before the coins move. */
    val throwMillis: Long = 450,
    /** A computer seat's pause before it acts, so its moves can be followed. */
    val computerMillis: Long = 650,
    /** The pause before auto-roll throws for a human seat. */
    val autoRollMillis: Long = 600,
    /** How long the quick Undo prompt stays. */
    val undoMillis: Long = 2_000,
) {
    /** The same pacing with walks collapsed to a jump: what reduced motion asks for. */
    fun withoutMotion(): Timing = copy(stepMillis = 0)
}
