// A vibration per cue, through the view's haptic feedback so the system's own touch-feedback
// setting is respected too. Stronger moments (a cut, a coin home, the win) feel stronger.
package com.dhayam.app.platform

import android.os.Build
import android.view.HapticFeedbackConstants
import android.view.View
import com.dhayam.model.CueKind

/** Performs the vibration of [kind] on [view]. */
fun vibrate(view: View, kind: CueKind) {
    val modern = Build.VERSION.SDK_INT >= Build.VERSION_CODES.R
    val feedback = when (kind) {
        CueKind.Roll -> HapticFeedbackConstants.CLOCK_TICK
        CueKind.Move -> HapticFeedbackConstants.VIRTUAL_KEY
        CueKind.Cut -> if (modern) HapticFeedbackConstants.REJECT else HapticFeedbackConstants.LONG_PRESS
        CueKind.Home, CueKind.Win -> if (modern) HapticFeedbackConstants.CONFIRM else HapticFeedbackConstants.LONG_PRESS
    }
    view.performHapticFeedback(feedback)
}
