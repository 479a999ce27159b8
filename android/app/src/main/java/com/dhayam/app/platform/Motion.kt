// Reduced motion on Android: there is no separate switch, so the app follows "Remove
// animations" (Accessibility), which sets the animator duration scale to 0, and the developer
// setting of the same scale.
package com.dhayam.app.platform

import android.animation.ValueAnimator
import android.content.Context
import android.provider.Settings

/** Whether the system asks for no animation: then coins jump instead of walking. */
fun reducedMotion(context: Context): Boolean {
    val scale = Settings.Global.getFloat(context.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f)
    return scale == 0f || !ValueAnimator.areAnimatorsEnabled()
}
