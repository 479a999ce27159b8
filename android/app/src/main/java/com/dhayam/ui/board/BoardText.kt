// The style of the text drawn on the board (square numbers, home and pile badges). The board is
// a picture: each caller sizes its text from the board's unit, so the numbers keep their place
// in the squares at any font scale, and the user's text size is served by the board's reading
// for screen readers and by the Moves row instead. The theme's label styles carry their letter
// spacing and line height in sp, which the font scale multiplies (at 200% the numbers spread
// past their squares); here both are in em, relative to the size the board gives.
package com.dhayam.ui.board

import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.em

/** [base] (for its typeface) with spacing and line height that follow the size the board sets. */
internal fun boardTextStyle(base: TextStyle): TextStyle =
    // 0.06 em is the theme's 0.5 sp at the size the numbers have on a phone at 100%.
    base.copy(letterSpacing = 0.06.em, lineHeight = 1.15.em)
