// New game: the game, the number of players, each seat (person or computer, level, tokens),
// the rules (coins, preset, switches — not for Paramapadam) and the board's look, with Start
// pinned below. The screen only edits a SetupDraft; the core's checkSetup judges it on Start,
// and a refusal comes back as [error], shown above the button.
package com.dhayam.ui.setup

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListState
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.GameKind
import com.dhayam.model.SetupDraft
import com.dhayam.ui.menu.ChoiceRow
import com.dhayam.ui.menu.MenuScaffold
import com.dhayam.ui.menu.Section
import com.dhayam.ui.text

/** The parts of the setup screen, top to bottom; each is one item of its list. */
enum class SetupPart { Game, Players, Seats, Rules, Switches, Board }

/** The parts [draft] shows: Paramapadam has no rules to choose. */
fun partsOf(draft: SetupDraft): List<SetupPart> =
    if (draft.game == GameKind.PARAMAPADAM) SetupPart.entries - SetupPart.Rules - SetupPart.Switches
    else SetupPart.entries

/** The new-game screen for [draft]; [list] is where it is scrolled to. */
@Composable
fun SetupScreen(
    draft: SetupDraft,
    error: String?,
    onEdit: ((SetupDraft) -> SetupDraft) -> Unit,
    onStart: () -> Unit,
    onBack: () -> Unit,
    list: LazyListState = rememberLazyListState(),
) {
    MenuScaffold(text(R.string.setup_title), onBack, bottomBar = { StartBar(error, onStart) }) { padding ->
        LazyColumn(
            Modifier.fillMaxSize().padding(padding),
            state = list,
            contentPadding = PaddingValues(start = 16.dp, end = 16.dp, bottom = 16.dp),
        ) {
            for (part in partsOf(draft)) {
                item(key = part) { Part(part, draft, onEdit) }
            }
        }
    }
}

/** One part of the screen. */
@Composable
private fun Part(part: SetupPart, draft: SetupDraft, onEdit: ((SetupDraft) -> SetupDraft) -> Unit) {
    when (part) {
        SetupPart.Game -> Section(text(R.string.setup_game)) {
            GamePicker(draft.game) { game -> onEdit { it.withGame(game) } }
        }
        SetupPart.Players -> Section(text(R.string.setup_players)) {
            ChoiceRow(
                options = draft.playerChoices,
                selected = draft.setup.seats.size,
                label = { it.toString() },
                onPick = { players -> onEdit { it.withPlayers(players) } },
            )
        }
        SetupPart.Seats -> Section(text(R.string.setup_seats)) {
            Column(verticalArrangement = Arrangement.spacedBy(10.dp)) {
                draft.setup.seats.forEachIndexed { i, seat ->
                    SeatRow(
                        index = i,
                        seat = seat,
                        onKind = { kind -> onEdit { it.withSeat(i, kind) } },
                        onToken = { token -> onEdit { it.withToken(i, token) } },
                    )
                }
            }
        }
        SetupPart.Rules -> RulesSection(draft, onEdit)
        SetupPart.Switches -> SwitchesSection(draft, onEdit)
        SetupPart.Board -> Section(text(R.string.setup_skin)) {
            SkinPicker(draft.setup.skin) { skin -> onEdit { it.withSkin(skin) } }
        }
    }
}

/** Start, pinned below the list, with the core's refusal above it when there is one. */
@Composable
private fun StartBar(error: String?, onStart: () -> Unit) {
    Surface(color = MaterialTheme.colorScheme.surfaceContainer, shadowElevation = 8.dp) {
        Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 12.dp)) {
            if (error != null) {
                Text(
                    text(R.string.setup_invalid, error),
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.error,
                    modifier = Modifier.padding(bottom = 8.dp),
                )
            }
            Button(onStart, Modifier.fillMaxWidth().heightIn(min = 52.dp), shape = RoundedCornerShape(16.dp)) {
                Text(text(R.string.setup_start), style = MaterialTheme.typography.titleMedium)
            }
        }
    }
}
