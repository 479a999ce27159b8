// A guided lesson's step: the lesson's title, which step of how many, what the step shows and
// asks, and Next once the asked action is made; under it the lesson's board as the game screen
// draws a game, the asked move ringed by the core. A wrong move is refused by the core with its
// reason (the board's refusal line); nothing here judges a move. Pause's Quit goes back to Learn
// to play.
package com.dhayam.ui.learn

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import com.dhayam.R
import com.dhayam.core.AppIntent
import com.dhayam.core.LessonView
import com.dhayam.core.LogTurn
import com.dhayam.core.SquareReading
import com.dhayam.core.Text as CoreText
import com.dhayam.model.Announcement
import com.dhayam.ui.GamePlay
import com.dhayam.ui.named
import com.dhayam.ui.text

/**
 * The lesson [lesson]; [send] hands intents to the core, [onBack] leaves for Learn to play,
 * [onReference] opens the lesson's game's Rules & Settings; [reading] is the board read aloud
 * and [recent] the last turns.
 */
@Composable
fun LessonScreen(
    lesson: LessonView,
    send: (AppIntent) -> Unit,
    onBack: () -> Unit,
    announcement: Announcement = Announcement.NONE,
    onReference: () -> Unit = {},
    reading: List<SquareReading> = emptyList(),
    recent: List<LogTurn> = emptyList(),
) {
    Column(Modifier.fillMaxSize()) {
        Surface(color = MaterialTheme.colorScheme.secondaryContainer, contentColor = MaterialTheme.colorScheme.onSecondaryContainer) {
            Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 10.dp)) {
                Text(
                    text(lesson.title),
                    style = MaterialTheme.typography.titleMedium,
                    fontWeight = FontWeight.Bold,
                    modifier = Modifier.semantics { heading() },
                )
                Text(
                    text(R.string.lesson_step_of, (lesson.step + 1u).toInt(), lesson.steps.toInt()),
                    style = MaterialTheme.typography.labelMedium,
                )
                Text(text(lesson.explain), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(top = 4.dp))
                if (lesson.done) {
                    Row(Modifier.fillMaxWidth().padding(top = 6.dp), verticalAlignment = Alignment.CenterVertically) {
                        if (lesson.last) {
                            Text(named("lesson_finished"), fontWeight = FontWeight.Bold, modifier = Modifier.weight(1f))
                            Button(onClick = onBack, modifier = Modifier.heightIn(min = 48.dp)) { Text(text(R.string.back)) }
                        } else {
                            Row(Modifier.weight(1f)) {}
                            Button(onClick = { send(AppIntent.NextLessonStep) }, modifier = Modifier.heightIn(min = 48.dp)) {
                                Text(named("lesson_next"))
                            }
                        }
                    }
                }
            }
        }
        GamePlay(lesson.board, { send(AppIntent.Game(it)) }, onBack, onBack, { send(AppIntent.Back) }, announcement, onReference, reading, recent)
    }
}
