// The hint, as the core gives it after the Hint button: the move Hard would play, in the words
// the Moves list gives a move, and the core's one reason for it. The board rings the move's
// landing (the core's `destinations` and `ring`); nothing here chooses the move or the reason.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct HintCard: View {
    let hint: Hint
    @Environment(\.strings) private var strings
    @Environment(\.words) private var words

    var body: some View {
        let colours = appColours()
        VStack(alignment: .leading, spacing: 2) {
            Label(strings("hint_title"), systemImage: "lightbulb").appFont(.caption, bold: true)
            Text(words(hint.option.text)).appFont(.footnote, bold: true)
            Text(words(hint.text)).appFont(.footnote)
        }
        .lineLimit(nil)
        .fixedSize(horizontal: false, vertical: true)
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .foregroundStyle(Color(argb: colours.onSecondaryContainer))
        .background(Color(argb: colours.secondaryContainer), in: RoundedRectangle(cornerRadius: 12))
        .padding(.horizontal)
        .accessibilityElement(children: .combine)
    }
}
#endif
