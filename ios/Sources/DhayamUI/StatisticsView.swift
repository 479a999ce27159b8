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
            let played = figures.filter { $0.game == game && ($0.played > 0 || $0.abandoned > 0) }
            if played.isEmpty {
                Spacer()
                Emblem(sticks: false).frame(width: 120, height: 120).opacity(0.35)
                Text(strings("stats_none")).appFont(.body).foregroundStyle(.secondary)
                Spacer()
            } else {
                List(played, id: \.opponent) { stats in
                    Section(stats.opponent.name(strings)) {
                        rows(stats)
                        ThrowHistogram(counts: stats.throwCounts)
                            .frame(height: histogramHeight)
                            .listRowInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
                    }
                }
            }
        }
        .screenTitle(strings("stats_title"))
    }

    @ViewBuilder private func rows(_ stats: Statistics) -> some View {
        row("stats_played", "\(stats.played)")
        row("stats_won", "\(stats.won)")
        row("stats_lost", "\(stats.lost)")
        row("stats_drawn", "\(stats.drawn)")
        row("stats_abandoned", "\(stats.abandoned)")
        row("stats_win_rate", stats.winRate.map { strings("stats_percent", Int(($0 * 100).rounded())) })
        row("stats_current_streak", "\(stats.currentStreak)")
        row("stats_best_streak", "\(stats.bestStreak)")
        row("stats_cuts_made", "\(stats.cutsMade)")
        row("stats_cuts_suffered", "\(stats.cutsSuffered)")
        row("stats_fastest_win", stats.fastestWin.map { strings("stats_turns", $0) })
        row("stats_average_length", stats.averageTurns.map {
            strings("stats_average_turns", $0.formatted(.number.precision(.fractionLength(1))))
        })
    }

    private func row(_ key: String, _ value: String?) -> some View {
        // Label and figure side by side, or stacked when the text is too large for one line.
        ViewThatFits(in: .horizontal) {
            HStack {
                Text(strings(key)).appFont(.body)
                Spacer()
                Text(value ?? strings("stats_dash")).appFont(.body, bold: true).monospacedDigit()
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(strings(key)).appFont(.body)
                Text(value ?? strings("stats_dash")).appFont(.body, bold: true).monospacedDigit()
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// Your throws by value, as bars.
struct ThrowHistogram: View {
    let counts: [ThrowCount]
    @Environment(\.strings) private var strings

    var body: some View {
        let highest = max(counts.map(\.count).max() ?? 0, 1)
        VStack(alignment: .leading, spacing: 4) {
            Text(strings("stats_throws")).appFont(.subheadline, bold: true)
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(counts, id: \.value) { count in
                    VStack(spacing: 2) {
                        Text("\(count.count)").appFont(.caption2)
                        GeometryReader { proxy in
                            VStack {
                                Spacer(minLength: 0)
                                RoundedRectangle(cornerRadius: 3)
                                    .fill(Color(argb: appColours().primary))
                                    .frame(height: proxy.size.height * CGFloat(count.count) / CGFloat(highest))
                            }
                        }
                        Text("\(count.value)").appFont(.caption, bold: true)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("\(count.value): \(count.count)")
                }
            }
        }
    }
}
#endif
