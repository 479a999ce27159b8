// The frame every menu screen but Home shares: a top bar with the screen's title and a back
// arrow, an optional bar pinned to the bottom (Setup's Start button), and the screen's body. At
// large text sizes the title goes under the arrow with the whole width, wrapping if it must, so
// a long title (Tamil's புள்ளிவிவரம், Statistics) is never cut short.
package com.dhayam.ui.menu

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.windowInsetsPadding
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.material3.TopAppBarDefaults
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import com.dhayam.ui.WholeWordsText
import com.dhayam.ui.fittedTo

/** A menu screen titled [title], with [bottomBar] pinned below and [body] given its padding. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun MenuScaffold(
    title: String,
    onBack: () -> Unit,
    bottomBar: @Composable () -> Unit = {},
    body: @Composable (PaddingValues) -> Unit,
) {
    val large = LocalDensity.current.fontScale > 1.3f
    Scaffold(
        topBar = {
            if (large) {
                LargeTextTitleBar(title, onBack)
            } else {
                TopAppBar(
                    title = { FittedTitle(title) },
                    navigationIcon = { BackButton(onBack) },
                    colors = TopAppBarDefaults.topAppBarColors(
                        containerColor = MaterialTheme.colorScheme.background,
                        titleContentColor = MaterialTheme.colorScheme.primary,
                        navigationIconContentColor = MaterialTheme.colorScheme.primary,
                    ),
                )
            }
        },
        bottomBar = bottomBar,
        containerColor = MaterialTheme.colorScheme.background,
        content = body,
    )
}

/** The top bar at large text sizes: the back arrow, and under it the title across the width. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun LargeTextTitleBar(title: String, onBack: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Column(
        Modifier
            .fillMaxWidth()
            .background(colors.background)
            .windowInsetsPadding(TopAppBarDefaults.windowInsets)
            .padding(start = 4.dp, top = 4.dp, bottom = 4.dp),
    ) {
        CompositionLocalProvider(LocalContentColor provides colors.primary) { BackButton(onBack) }
        WholeWordsText(
            title,
            MaterialTheme.typography.titleLarge,
            Modifier.fillMaxWidth().padding(horizontal = 12.dp).semantics { heading() },
            color = colors.primary,
        )
    }
}

/**
 * [title] on the bar's one line: a title too wide for it (Tamil's விதிகளும் அமைப்புகளும், Rules &
 * Settings) is set smaller, down to three quarters of the size, before it is cut short.
 */
@Composable
private fun FittedTitle(title: String) {
    val measurer = rememberTextMeasurer()
    val style = LocalTextStyle.current
    BoxWithConstraints {
        val wide = remember(title, style, measurer) { measurer.measure(title, style, softWrap = false, maxLines = 1).size.width }
        Text(title, style = style.fittedTo(wide, constraints.maxWidth, least = 0.75f), maxLines = 1, overflow = TextOverflow.Ellipsis)
    }
}
