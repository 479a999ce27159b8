// A vibration per cue, through the view's haptic feedback so the system's own touch-feedback
// setting is respected too. Stronger moments (a cut, a coin at the goal, the win) feel stronger.
package com.dhayam.app.platform

import android.os.Build
import android.view.HapticFeedbackConstants
import android.view.View
import com.dhayam.core.Cue

/** Performs the vibration of [cue] on [view]. */
fun vibrate(view: View, cue: Cue) {
    val modern = Build.VERSION.SDK_INT >= Build.VERSION_CODES.R
    val feedback = when (cue) {
        Cue.ROLL -> HapticFeedbackConstants.CLOCK_TICK
        Cue.MOVE -> HapticFeedbackConstants.VIRTUAL_KEY
        Cue.CUT -> if (modern) HapticFeedbackConstants.REJECT else HapticFeedbackConstants.LONG_PRESS
        Cue.GOAL, Cue.WIN -> if (modern) HapticFeedbackConstants.CONFIRM else HapticFeedbackConstants.LONG_PRESS
    }
    view.performHapticFeedback(feedback)
}
