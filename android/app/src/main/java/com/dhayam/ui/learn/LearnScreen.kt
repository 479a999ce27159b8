// Learn to play: for each game, its Rules & Settings reference and its guided lessons, in the
// order the core teaches them. What is listed is the core's (ScreenView.Learn); each button is an
// AppIntent.
package com.dhayam.ui.learn

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.AppIntent
import com.dhayam.core.LearnGame
import com.dhayam.ui.menu.MenuScaffold
import com.dhayam.ui.menu.SectionTitle
import com.dhayam.ui.menu.nameOf
import com.dhayam.ui.text

/** Every game of [games] with its reference and lessons; [send] hands the choice to the core. */
@Composable
fun LearnScreen(games: List<LearnGame>, send: (AppIntent) -> Unit, onBack: () -> Unit) {
    MenuScaffold(text(R.string.learn_to_play), onBack) { padding ->
        Column(
            Modifier.fillMaxSize().padding(padding).verticalScroll(rememberScrollState()).padding(horizontal = 20.dp),
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            for (each in games) {
                Text(
                    text(nameOf(each.game)),
                    style = MaterialTheme.typography.titleLarge,
                    fontWeight = FontWeight.Bold,
                    color = MaterialTheme.colorScheme.primary,
                    modifier = Modifier.padding(top = 16.dp).semantics { heading() },
                )
                FilledTonalButton(
                    onClick = { send(AppIntent.OpenReference(each.game)) },
                    modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp),
                    shape = RoundedCornerShape(14.dp),
                ) { Text(text(R.string.learn_reference_title), style = MaterialTheme.typography.titleSmall) }
                SectionTitle(text(R.string.learn_lessons))
                each.lessons.forEachIndexed { number, lesson ->
                    OutlinedButton(
                        onClick = { send(AppIntent.StartLesson(each.game, number.toUByte())) },
                        modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp),
                        shape = RoundedCornerShape(14.dp),
                    ) {
                        Text(
                            "${number + 1}. ${text(lesson.title)}",
                            style = MaterialTheme.typography.bodyLarge,
                            textAlign = TextAlign.Start,
                            modifier = Modifier.fillMaxWidth(),
                        )
                    }
                }
            }
            Spacer(Modifier.height(12.dp))
        }
    }
}
