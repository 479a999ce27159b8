// Learn to play, drawn from the core's ScreenView.learn: for each game, in menu order, its
// Rules & Settings reference and its lessons by title. A tap opens the game's reference over the
// screen or starts the lesson; which lessons there are, and what they teach: the core's.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct LearnScreen: View {
    let games: [LearnGame]
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings
    @Environment(\.words) private var words

    var body: some View {
        List {
            ForEach(games, id: \.game) { each in
                Section {
                    Text(strings(each.game.blurbKey)).appFont(.footnote).foregroundStyle(.secondary)
                    Button {
                        model.send(.openReference(game: each.game))
                    } label: {
                        Label(strings("learn_reference_title"), systemImage: "book")
                            .appFont(.body, bold: true)
                    }
                    .frame(minHeight: 44)
                    Text(strings("learn_lessons")).appFont(.subheadline, bold: true)
                        .accessibilityAddTraits(.isHeader)
                    ForEach(Array(each.lessons.enumerated()), id: \.offset) { index, lesson in
                        Button {
                            model.send(.startLesson(game: each.game, lesson: UInt8(index)))
                        } label: {
                            HStack {
                                Text("\(index + 1).").appFont(.body).foregroundStyle(.secondary)
                                Text(words(lesson.title)).appFont(.body)
                                    .multilineTextAlignment(.leading)
                                Spacer()
                                Image(systemName: "chevron.right").foregroundStyle(.tertiary)
                            }
                            .frame(minHeight: 44)
                            .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                    }
                } header: {
                    Text(strings(each.game.nameKey)).appFont(.title3, bold: true).textCase(nil)
                        .accessibilityAddTraits(.isHeader)
                }
            }
        }
        .screenTitle(strings("learn_to_play"))
    }
}
#endif
