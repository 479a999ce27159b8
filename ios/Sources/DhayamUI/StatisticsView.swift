// Statistics per game and opponent kind: played, won, lost, drawn, abandoned (counted apart from
// Played and the win rate), win rate, streaks, cuts, fastest win, average length, and the
// histogram of your throws. Figures are the core's, from the statistics screen's view.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct StatisticsView: View {
    let figures: [Statistics]
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings
    @State private var game: GameKind = .dhayam
    /// The histogram grows with the text size, so its numbers keep room for the bars.
    @ScaledMetric(relativeTo: .caption) private var histogramHeight: CGFloat = 120

    var body: some View {
        VStack(spacing: 0) {
            Picker(strings("setup_game"), selection: $game) {
                ForEach(GameKind.all, id: \.self) { game in
                    Text(strings(game.nameKey)).tag(game)
                }
            }
            .segmentedUnlessLargeText()
            .padding(.horizontal)
            let page = StatisticsPage(figures, game: game, strings: strings)
            if page.sections.isEmpty {
                Spacer()
                Emblem(sticks: false).frame(width: 120, height: 120).opacity(0.35)
                Text(strings("stats_none")).appFont(.body).foregroundStyle(.secondary)
                Spacer()
            } else {
                List(page.sections, id: \.opponent) { section in
                    Section(section.title) {
                        ForEach(section.rows, id: \.label) { row($0) }
                        ThrowHistogram(bars: section.bars)
                            .frame(height: histogramHeight)
                            .listRowInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
                    }
                }
            }
        }
        .screenTitle(strings("stats_title"))
    }

    private func row(_ row: StatisticsPage.Row) -> some View {
        // Label and figure side by side, or stacked when the text is too large for one line.
        ViewThatFits(in: .horizontal) {
            HStack {
                Text(row.label).appFont(.body)
                Spacer()
                Text(row.value).appFont(.body, bold: true).monospacedDigit()
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(row.label).appFont(.body)
                Text(row.value).appFont(.body, bold: true).monospacedDigit()
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// Your throws by value, as bars.
struct ThrowHistogram: View {
    let bars: [StatisticsPage.Bar]
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(strings("stats_throws")).appFont(.subheadline, bold: true)
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(bars, id: \.value) { bar in
                    VStack(spacing: 2) {
                        Text(bar.count).appFont(.caption2)
                        GeometryReader { proxy in
                            VStack {
                                Spacer(minLength: 0)
                                RoundedRectangle(cornerRadius: 3)
                                    .fill(Color(argb: appColours().primary))
                                    .frame(height: proxy.size.height * bar.height)
                            }
                        }
                        Text(bar.value).appFont(.caption, bold: true)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(bar.spoken)
                }
            }
        }
    }
}
#endif
