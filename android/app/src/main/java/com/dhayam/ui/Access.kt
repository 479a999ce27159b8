// What the system asks of the app for access: reduced motion ("Remove animations"), read by the
// activity and provided at the root, so everything that moves can hold still.
package com.dhayam.ui

import androidx.compose.runtime.staticCompositionLocalOf

/** The system asks for reduced motion: nothing pulses or slides. */
val LocalReducedMotion = staticCompositionLocalOf { false }
