// The statistics of one game in words, as the statistics screen lays them out: a section per
// opponent kind the game was played against (abandoned games count), each figure worded with a
// dash where there is none yet, and the histogram of your throws as bars scaled to the highest.
// Platform-neutral, so tested on Linux; the figures are the core's, and Android words them the
// same way (a percentage rounded, an average to one decimal).

import DhayamCore
import Foundation

/// One game's statistics, in one language.
public struct StatisticsPage: Equatable {
    /// One figure: its label and its value in words.
    public struct Row: Equatable {
        public let label: String
        public let value: String
    }

    /// One bar of the throws histogram.
    public struct Bar: Equatable {
        /// The throw's value.
        public let value: String
        /// How many times it was thrown.
        public let count: String
        /// Its height as a share of the tallest bar's, 0 to 1.
        public let height: Double
        /// The bar read aloud: "12: 3".
        public let spoken: String
    }

    /// The figures against one kind of opponent.
    public struct Section: Equatable {
        public let opponent: OpponentKind
        /// The opponent as a heading: "Pass and play", "Computer (Hard)".
        public let title: String
        public let rows: [Row]
        public let bars: [Bar]
    }

    /// A section per opponent the game was played against; none before the first game.
    public let sections: [Section]

    public init(_ figures: [Statistics], game: GameKind, strings: Strings) {
        sections = figures.filter { $0.game == game && ($0.played > 0 || $0.abandoned > 0) }.map {
            Section(
                opponent: $0.opponent, title: $0.opponent.name(strings),
                rows: Self.rows($0, strings), bars: Self.bars($0.throwCounts))
        }
    }

    static func rows(_ stats: Statistics, _ strings: Strings) -> [Row] {
        let dash = strings("stats_dash")
        let figures: [(String, String?)] = [
            ("stats_played", String(stats.played)),
            ("stats_won", String(stats.won)),
            ("stats_lost", String(stats.lost)),
            ("stats_drawn", String(stats.drawn)),
            ("stats_abandoned", String(stats.abandoned)),
            ("stats_win_rate", stats.winRate.map { strings("stats_percent", Int(($0 * 100).rounded())) }),
            ("stats_current_streak", String(stats.currentStreak)),
            ("stats_best_streak", String(stats.bestStreak)),
            ("stats_cuts_made", String(stats.cutsMade)),
            ("stats_cuts_suffered", String(stats.cutsSuffered)),
            ("stats_fastest_win", stats.fastestWin.map { strings("stats_turns", $0) }),
            ("stats_average_length", stats.averageTurns.map {
                strings("stats_average_turns", String(format: "%.1f", $0))
            }),
            ("stats_hints", String(stats.hintsUsed)),
        ]
        return figures.map { Row(label: strings($0.0), value: $0.1 ?? dash) }
    }

    static func bars(_ counts: [ThrowCount]) -> [Bar] {
        let highest = Double(max(counts.map(\.count).max() ?? 0, 1))
        return counts.map {
            Bar(
                value: String($0.value), count: String($0.count), height: Double($0.count) / highest,
                spoken: "\($0.value): \($0.count)")
        }
    }
}
