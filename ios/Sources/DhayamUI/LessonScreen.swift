// A guided lesson's step, as Android draws it: the lesson's title, which step of how many, what
// the step shows and asks, and Next once the asked action is made; under it the lesson's board
// as the game screen draws a game, the asked move ringed by the core. The core refuses a wrong move with its
// reason (the board's refusal line); nothing here judges a move. The lesson's end and its pause
// menu's Quit go back to Learn to play; the core offers no Hint there (the step rings its move).

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct LessonScreen: View {
    let lesson: LessonView
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings
    @Environment(\.words) private var words

    var body: some View {
        let colours = appColours()
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 4) {
                Text(words(lesson.title)).appFont(.headline, bold: true).accessibilityAddTraits(.isHeader)
                Text(strings.stepOf(lesson)).appFont(.caption)
                Text(words(lesson.explain)).appFont(.body)
                if let onward = lesson.onward {
                    HStack {
                        if let finished = onward.finishedKey {
                            Text(strings(finished)).appFont(.body, bold: true)
                        }
                        Spacer()
                        Button(strings(onward.buttonKey)) { model.send(onward.intent) }.buttonStyle(.borderedProminent)
                    }
                }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .foregroundStyle(Color(argb: colours.onSecondaryContainer))
            .background(Color(argb: colours.secondaryContainer))
            GameScreen(game: lesson.board)
        }
    }
}
#endif
