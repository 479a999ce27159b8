// The game's log, a sheet opened from the pause menu: every turn in the core's words, oldest
// first and scrolled to the newest, and the position now in the notation, selectable and copied
// with one button for a bug report. Close (or a swipe down) asks the core to close it.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel
#if canImport(UIKit)
import UIKit
#endif

struct GameLogSheet: View {
    let log: LogView
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings
    @Environment(\.words) private var words

    var body: some View {
        NavigationStack {
            List {
                ForEach(Array(log.turns.enumerated()), id: \.offset) { _, turn in
                    Section {
                        ForEach(Array(turn.lines.enumerated()), id: \.offset) { _, line in
                            Text(words(line)).appFont(.footnote).fixedSize(horizontal: false, vertical: true)
                        }
                    } header: {
                        Text(words(turn.title)).appFont(.subheadline, bold: true).textCase(nil)
                            .accessibilityAddTraits(.isHeader)
                    }
                }
                Section {
                    // The notation is for a bug report: monospaced, as written, never translated.
                    Text(verbatim: log.notation)
                        .font(.system(.footnote, design: .monospaced))
                        .textSelection(.enabled)
                        .fixedSize(horizontal: false, vertical: true)
                    Button {
                        copy(log.notation)
                    } label: {
                        Label(strings("log_copy_position"), systemImage: "doc.on.doc")
                    }
                    .frame(minHeight: 44)
                }
            }
            .defaultScrollAnchor(.bottom)
            .navigationTitle(strings("log_title"))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(strings("close")) { model.play(.closeLog) }
                }
            }
        }
        .presentationDetents([.large])
    }

    private func copy(_ notation: String) {
        #if canImport(UIKit)
        UIPasteboard.general.string = notation
        #endif
    }
}

extension View {
    /// The game's log over this view while the core has it open and `here` holds (the pause
    /// menu shows it over itself; the game screen only if the menu has gone).
    func gameLogSheet(when here: Bool) -> some View {
        modifier(GameLogPresenter(here: here))
    }
}

private struct GameLogPresenter: ViewModifier {
    let here: Bool
    @Environment(AppModel.self) private var model

    func body(content: Content) -> some View {
        content.sheet(isPresented: Binding(
            get: { here && model.game?.log != nil },
            // A swipe down closes it as Close does.
            set: { if !$0 { model.dismissed(.log) } })
        ) {
            if let log = model.game?.log {
                GameLogSheet(log: log)
            }
        }
    }
}
#endif
