// The Rules & Settings reference in words, as the reference sheet lays it out: how to play in
// numbered steps, the route, the rules table (each on/off rule and throw set in play beside the
// compared preset, the rows that differ marked), the fixed rules, players and coins, the board
// skins with the one in play, and the settings. Platform-neutral, so the words are tested on
// Linux; the SwiftUI sheet only draws them. What it says, and which rows differ: the core's.

import DhayamCore

/// The reference of one game, in one language.
public struct ReferencePage: Equatable {
    /// One row of the rules table.
    public struct Row: Equatable {
        /// The rule's name.
        public let name: String
        /// Its value in play: On or Off, or the throws joined with ", ".
        public let inPlay: String
        /// Its value in the compared preset.
        public let compared: String
        /// The two differ: the row is marked.
        public let differs: Bool
    }

    /// The rules table: the rules in play beside a preset's.
    public struct Table: Equatable {
        /// The heading of the values in play ("In play").
        public let inPlay: String
        /// The heading of the compared values: the compared preset's name.
        public let compared: String
        /// The on/off rules, then the throw sets, in the core's order.
        public let rows: [Row]
        /// What a marked row means.
        public let legend: String

        /// `row` read aloud from its first cell: the rule, both values under their headings,
        /// and the legend when they differ.
        public func spoken(_ row: Row) -> String {
            "\(row.name): \(inPlay) \(row.inPlay), \(compared) \(row.compared)"
                + (row.differs ? ". \(legend)" : "")
        }
    }

    /// The game's name, the sheet's heading.
    public let game: String
    /// How to play, one step a line, in order.
    public let steps: [String]
    /// One coin's route in words.
    public let route: String
    /// The route is drawn on the board: it has at least two squares to join.
    public let drawsRoute: Bool
    /// The rules table, when the game has rules to compare (none in Paramapadam).
    public let table: Table?
    /// The rules no switch changes.
    public let fixed: [String]
    /// "4 players, 6 each".
    public let playersAndCoins: String
    /// "Can be set to: 2, 4, 6", when there is a choice.
    public let coinChoices: String?
    /// The board skins, in the order offered, with the one in play.
    public let skins: [Skin]
    /// The app's settings: what each is called and what it does.
    public let settings: [Setting]

    /// One board skin.
    public struct Skin: Equatable {
        /// The skin, for its swatch.
        public let skin: BoardSkin
        public let name: String
        /// It is the one on the board.
        public let inPlay: Bool
    }

    /// One setting.
    public struct Setting: Equatable {
        public let name: String
        /// What it does.
        public let detail: String
    }

    public init(_ reference: Reference, words: Words) {
        let strings = words.strings
        game = strings(reference.game.nameKey)
        steps = reference.steps.map { words($0) }
        route = words(reference.routeText)
        drawsRoute = reference.route.count > 1
        table = reference.comparedWith.map { compared in
            let onOff = { (on: Bool) in strings(on ? "on" : "off") }
            let throwRows = reference.throws.map { line in
                Row(
                    name: words(line.name), inPlay: Self.values(line.inPlay),
                    compared: Self.values(line.compared), differs: line.differs)
            }
            let switchRows = reference.switches.map { line in
                Row(
                    name: words(line.name), inPlay: onOff(line.inPlay), compared: onOff(line.compared),
                    differs: line.differs)
            }
            return Table(
                inPlay: strings("learn_in_play"), compared: strings(compared.nameKey),
                rows: switchRows + throwRows, legend: strings("learn_differs"))
        }
        // Without a table (Paramapadam) the throws are fixed rules too: say them with the rest.
        let fixedThrows = reference.comparedWith == nil
            ? reference.throws.map { "\(words($0.name)): \(Self.values($0.inPlay))" } : []
        fixed = reference.fixed.map { words($0) } + fixedThrows
        playersAndCoins = strings("learn_players_coins", Int(reference.players), Int(reference.coins))
        coinChoices = reference.coinChoices.count > 1
            ? strings("learn_coin_choices", Self.values(reference.coinChoices)) : nil
        skins = reference.skins.map { Skin(skin: $0.skin, name: words($0.name), inPlay: $0.inPlay) }
        settings = reference.settings.map { Setting(name: words($0.name), detail: words($0.detail)) }
    }

    /// The skin on the board the reference speaks of (the default when none is marked).
    public var skinInPlay: BoardSkin {
        skins.first(where: \.inPlay)?.skin ?? .default
    }

    /// Throw values as a list: "1, 5, 12".
    static func values(_ values: [UInt32]) -> String {
        values.map(String.init).joined(separator: ", ")
    }
}
