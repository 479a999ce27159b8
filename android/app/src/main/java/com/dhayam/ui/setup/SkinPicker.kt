// The board's look: a swatch of each skin with its name, the chosen one ringed. Purely cosmetic,
// and changeable later from the pause menu.
package com.dhayam.ui.setup

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import com.dhayam.core.BoardSkin
import com.dhayam.ui.board.SkinSwatch
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.text

/**
 * Every board skin, [selected] ringed. Five share the width; at large text sizes the names need
 * more than a fifth each, so the swatches flow on to a second line.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SkinPicker(skins: List<BoardSkin>, selected: BoardSkin, onPick: (BoardSkin) -> Unit) {
    if (LocalDensity.current.fontScale > 1.3f) {
        FlowRow(
            Modifier.fillMaxWidth().selectableGroup(),
            horizontalArrangement = Arrangement.SpaceEvenly,
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            for (skin in skins) SkinChoice(skin, skin == selected, onPick, Modifier.padding(horizontal = 4.dp))
        }
    } else {
        Row(Modifier.fillMaxWidth().selectableGroup(), horizontalArrangement = Arrangement.SpaceBetween) {
            for (skin in skins) SkinChoice(skin, skin == selected, onPick, Modifier.weight(1f))
        }
    }
}

/** One skin's swatch over its name, ringed if [chosen]. */
@Composable
private fun SkinChoice(skin: BoardSkin, chosen: Boolean, onPick: (BoardSkin) -> Unit, modifier: Modifier) {
    Column(
        modifier
            .selectable(selected = chosen, role = Role.RadioButton, onClick = { onPick(skin) })
            .padding(vertical = 4.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        val ring = if (chosen) MaterialTheme.colorScheme.primary else Color.Transparent
        SkinSwatch(
            skin,
            Modifier
                .border(2.5.dp, ring, RoundedCornerShape(14.dp))
                // The swatch's embroidered band is stroked on its edge and spills a
                // few dp outside it: the wide gap keeps the ring clear of it.
                .padding(8.dp)
                .size(40.dp),
        )
        Text(
            text(nameOf(skin)),
            style = MaterialTheme.typography.labelSmall,
            fontWeight = if (chosen) FontWeight.Bold else FontWeight.Normal,
            color = if (chosen) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.onSurfaceVariant,
            textAlign = TextAlign.Center,
            maxLines = 1,
            softWrap = false,
            modifier = Modifier.padding(top = 4.dp),
        )
    }
}
