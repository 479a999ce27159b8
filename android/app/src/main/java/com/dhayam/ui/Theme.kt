// The app's look: warm colours of cloth, brass and terracotta (the core's, as iOS's are), and one
// typeface that carries both English and Tamil (res/font/dhayam_*.ttf: Noto Sans Tamil merged
// with Noto Sans's Latin by scripts/fonts.py), so both languages share one design and no glyph
// falls back to a system font. The platform hands in the font family: Android loads it from
// res/font, the desktop renderer from the same files.
package com.dhayam.ui

import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Typography
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
import com.dhayam.core.appColours

/** The app's colours: the core's (dhayam_core::look), the same iOS takes; light only. */
val DhayamColors: ColorScheme by lazy {
    val c = appColours()
    fun colour(argb: UInt) = Color(argb.toInt())
    lightColorScheme(
        primary = colour(c.primary),
        onPrimary = colour(c.onPrimary),
        primaryContainer = colour(c.primaryContainer),
        onPrimaryContainer = colour(c.onPrimaryContainer),
        secondary = colour(c.secondary),
        onSecondary = colour(c.onSecondary),
        secondaryContainer = colour(c.secondaryContainer),
        onSecondaryContainer = colour(c.onSecondaryContainer),
        tertiary = colour(c.tertiary),
        onTertiary = colour(c.onTertiary),
        background = colour(c.background),
        onBackground = colour(c.onBackground),
        surface = colour(c.surface),
        onSurface = colour(c.onSurface),
        surfaceVariant = colour(c.surfaceVariant),
        onSurfaceVariant = colour(c.onSurfaceVariant),
        surfaceContainer = colour(c.surfaceContainer),
        surfaceContainerHigh = colour(c.surfaceContainerHigh),
        outline = colour(c.outline),
        outlineVariant = colour(c.outlineVariant),
        error = colour(c.error),
        inverseSurface = colour(c.inverseSurface),
        inverseOnSurface = colour(c.inverseOnSurface),
        inversePrimary = colour(c.inversePrimary),
    )
}

/** Material's type scale in [family]. */
fun dhayamTypography(family: FontFamily): Typography {
    val base = Typography()
    fun TextStyle.inFamily() = copy(fontFamily = family)
    return Typography(
        displayLarge = base.displayLarge.inFamily(),
        displayMedium = base.displayMedium.inFamily(),
        displaySmall = base.displaySmall.inFamily(),
        headlineLarge = base.headlineLarge.inFamily(),
        headlineMedium = base.headlineMedium.inFamily(),
        headlineSmall = base.headlineSmall.inFamily(),
        titleLarge = base.titleLarge.inFamily(),
        titleMedium = base.titleMedium.inFamily(),
        titleSmall = base.titleSmall.inFamily(),
        bodyLarge = base.bodyLarge.inFamily(),
        bodyMedium = base.bodyMedium.inFamily(),
        bodySmall = base.bodySmall.inFamily(),
        labelLarge = base.labelLarge.inFamily(),
        labelMedium = base.labelMedium.inFamily(),
        labelSmall = base.labelSmall.inFamily(),
    )
}

/** The app's theme and words around [content]. */
@Composable
fun DhayamTheme(family: FontFamily, words: Words, content: @Composable () -> Unit) {
    MaterialTheme(colorScheme = DhayamColors, typography = dhayamTypography(family)) {
        CompositionLocalProvider(LocalWords provides words, content = content)
    }
}
