// New game: the game, the number of players, each seat (person or computer level, tokens), the
// rules (coins, preset, throw sets and switches — for the race games) and the board's look, with
// Start pinned below. Everything it offers is the core's SetupView: the options of each control,
// what is greyed, and why the setup can't be played (then Start is greyed); each edit goes back
// to the core as a SetupEdit.
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
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.SetupEdit
import com.dhayam.core.SetupView
import com.dhayam.core.Text
import com.dhayam.ui.menu.ChoiceRow
import com.dhayam.ui.menu.MenuScaffold
import com.dhayam.ui.menu.Section
import com.dhayam.ui.text

/** The parts of the setup screen, top to bottom; each is one item of its list. */
enum class SetupPart { Game, Players, Seats, Rules, Switches, Board }

/** The parts [setup] shows: the rules only where the game has a preset (not Paramapadam). */
fun partsOf(setup: SetupView): List<SetupPart> = SetupPart.entries.filter { part ->
    when (part) {
        SetupPart.Rules -> setup.preset != null
        SetupPart.Switches -> setup.switches.isNotEmpty() || setup.throwSets.isNotEmpty()
        else -> true
    }
}

/** The new-game screen for [setup]; [refusal] is why the core refused Start. [list] is where it is scrolled to. */
@Composable
fun SetupScreen(
    setup: SetupView,
    refusal: Text?,
    onEdit: (SetupEdit) -> Unit,
    onStart: () -> Unit,
    onBack: () -> Unit,
    list: LazyListState = rememberLazyListState(),
    onReference: () -> Unit = {},
) {
    MenuScaffold(text(R.string.setup_title), onBack, bottomBar = { StartBar(setup.problem ?: refusal, setup.problem == null, onStart) }) { padding ->
        LazyColumn(
            Modifier.fillMaxSize().padding(padding),
            state = list,
            // 12 dp margins leave a 360 dp phone 336 dp: room for the seven throw values at
            // 48 dp each, the least a touch target may be.
            contentPadding = PaddingValues(start = PAGE_MARGIN, end = PAGE_MARGIN, bottom = 16.dp),
        ) {
            for (part in partsOf(setup)) {
                item(key = part) { Part(part, setup, onEdit, onReference) }
            }
        }
    }
}

/** The margin on each side of the list and of the Start bar. */
private val PAGE_MARGIN = 12.dp

/** One part of the screen. */
@Composable
private fun Part(part: SetupPart, setup: SetupView, onEdit: (SetupEdit) -> Unit, onReference: () -> Unit) {
    when (part) {
        SetupPart.Game -> Section(text(R.string.setup_game)) {
            GamePicker(setup.games, setup.game) { onEdit(SetupEdit.Game(it)) }
            // The whole reference of the game as set up here: its rules beside the preset's.
            OutlinedButton(onReference, Modifier.fillMaxWidth().padding(top = 8.dp).heightIn(min = 48.dp), shape = RoundedCornerShape(14.dp)) {
                Text(text(R.string.learn_reference_title))
            }
        }
        SetupPart.Players -> Section(text(R.string.setup_players)) {
            ChoiceRow(
                options = setup.playerChoices,
                selected = setup.setup.seats.size.toUInt(),
                label = { it.toString() },
                onPick = { onEdit(SetupEdit.Players(it.toUByte())) },
            )
        }
        SetupPart.Seats -> Section(text(R.string.setup_seats)) {
            Column(verticalArrangement = Arrangement.spacedBy(10.dp)) {
                setup.setup.seats.forEachIndexed { i, seat ->
                    SeatRow(
                        index = i,
                        seat = seat,
                        kinds = setup.seatKinds,
                        tokens = setup.tokens,
                        onKind = { onEdit(SetupEdit.Seat(i.toUByte(), it)) },
                        onToken = { onEdit(SetupEdit.Token(i.toUByte(), it)) },
                    )
                }
            }
        }
        SetupPart.Rules -> RulesSection(setup, onEdit)
        SetupPart.Switches -> SwitchesSection(setup, onEdit)
        SetupPart.Board -> Section(text(R.string.setup_skin)) {
            SkinPicker(setup.skins, setup.setup.skin) { onEdit(SetupEdit.Skin(it)) }
        }
    }
}

/** Start, pinned below the list, greyed unless [startable], with [problem] in words above it. */
@Composable
private fun StartBar(problem: Text?, startable: Boolean, onStart: () -> Unit) {
    Surface(color = MaterialTheme.colorScheme.surfaceContainer, shadowElevation = 8.dp) {
        Column(Modifier.fillMaxWidth().padding(horizontal = PAGE_MARGIN, vertical = 12.dp)) {
            if (problem != null) {
                Text(
                    text(problem),
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.error,
                    modifier = Modifier.padding(bottom = 8.dp),
                )
            }
            Button(onStart, Modifier.fillMaxWidth().heightIn(min = 52.dp), enabled = startable, shape = RoundedCornerShape(16.dp)) {
                Text(text(R.string.setup_start), style = MaterialTheme.typography.titleMedium)
            }
        }
    }
}
