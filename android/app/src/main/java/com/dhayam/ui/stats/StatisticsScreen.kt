// Statistics: a card per game and kind of opponent the player has actually played, as the
// core's store counts them; or, before any game has ended, a line saying so. The store lists
// every game and opponent, most with nothing in them yet: those would only be noise.
package com.dhayam.ui.stats

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListState
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.Statistics
import com.dhayam.ui.home.KolamMotif
import com.dhayam.ui.menu.MenuScaffold
import com.dhayam.ui.text

/** The statistics screen; [list] is where it is scrolled to. */
@Composable
fun StatisticsScreen(
    statistics: List<Statistics>,
    onBack: () -> Unit,
    list: LazyListState = rememberLazyListState(),
) {
    val played = statistics.filter { it.played > 0u }
    MenuScaffold(text(R.string.stats_title), onBack) { padding ->
        if (played.isEmpty()) {
            Box(Modifier.fillMaxSize().padding(padding), contentAlignment = Alignment.Center) {
                Column(horizontalAlignment = Alignment.CenterHorizontally) {
                    KolamMotif(Modifier.size(120.dp).alpha(0.35f), sticks = false)
                    Text(
                        text(R.string.stats_none),
                        style = MaterialTheme.typography.titleMedium,
                        color = MaterialTheme.colorScheme.onSurfaceVariant,
                        textAlign = TextAlign.Center,
                        modifier = Modifier.padding(24.dp),
                    )
                }
            }
        } else {
            LazyColumn(
                Modifier.fillMaxSize().padding(padding),
                state = list,
                contentPadding = PaddingValues(start = 16.dp, end = 16.dp, top = 4.dp, bottom = 24.dp),
                verticalArrangement = Arrangement.spacedBy(16.dp),
            ) {
                items(played) { StatisticsCard(it) }
            }
        }
    }
}
