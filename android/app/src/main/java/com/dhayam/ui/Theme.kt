// The app's look: warm colours of cloth, brass and terracotta, and one typeface that carries both
// English and Tamil (res/font/dhayam_*.ttf: Noto Sans Tamil merged with Noto Sans's Latin by
// scripts/fonts.py), so both languages share one design and no glyph falls back to a system font. The platform hands in the font family: Android loads it from
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

/** The app's colours. */
val DhayamColors: ColorScheme = lightColorScheme(
    primary = Color(0xFF9C3D1B),          // terracotta
    onPrimary = Color(0xFFFFF8EE),
    primaryContainer = Color(0xFFF6D9C4),
    onPrimaryContainer = Color(0xFF3B1205),
    secondary = Color(0xFFA8791F),        // brass
    onSecondary = Color(0xFFFFFFFF),
    secondaryContainer = Color(0xFFF3E1B5),
    onSecondaryContainer = Color(0xFF3A2800),
    tertiary = Color(0xFF2E6B4F),         // leaf green
    onTertiary = Color(0xFFFFFFFF),
    background = Color(0xFFFBF4E8),       // unbleached cotton
    onBackground = Color(0xFF2B1E16),
    surface = Color(0xFFFBF4E8),
    onSurface = Color(0xFF2B1E16),
    surfaceVariant = Color(0xFFEFE2CF),
    onSurfaceVariant = Color(0xFF5A4636),
    surfaceContainer = Color(0xFFF4EADB),
    surfaceContainerHigh = Color(0xFFEEE1CE),
    outline = Color(0xFF8C7462),
    outlineVariant = Color(0xFFD9C6B0),
    error = Color(0xFFB3261E),
)

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
