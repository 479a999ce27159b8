// The string keys of the core's names (games, levels, seats, tokens, skins, presets, languages,
// outcomes) and a cue's sound file. The screens show these; tests check every key is in the
// catalog. Every sentence is the core's (see Words).

import DhayamCore

extension GameKind {
    public var nameKey: String {
        switch self {
        case .dhayam: "game_dhayam"
        case .thayam: "game_thayam"
        case .paramapadam: "game_paramapadam"
        }
    }

    public var blurbKey: String { nameKey + "_blurb" }

    public var rulesSummaryKey: String {
        switch self {
        case .dhayam: "rules_summary_dhayam"
        case .thayam: "rules_summary_thayam"
        case .paramapadam: "rules_summary_paramapadam"
        }
    }

    /// The three games in menu order.
    public static let all: [GameKind] = [.dhayam, .thayam, .paramapadam]
}

extension Level {
    public var nameKey: String {
        switch self {
        case .easy: "level_easy"
        case .medium: "level_medium"
        case .hard: "level_hard"
        }
    }

    public static let all: [Level] = [.easy, .medium, .hard]
}

extension TokenStyle {
    public var nameKey: String {
        switch self {
        case .terracotta: "token_terracotta"
        case .brassBall: "token_brass_ball"
        case .lotusCoin: "token_lotus_coin"
        case .pearl: "token_pearl"
        case .emerald: "token_emerald"
        case .conch: "token_conch"
        }
    }
}

extension BoardSkin {
    public var nameKey: String {
        switch self {
        case .default: "skin_default"
        case .ruby: "skin_ruby"
        case .emerald: "skin_emerald"
        case .ivory: "skin_ivory"
        case .sapphire: "skin_sapphire"
        }
    }
}

extension Preset {
    public var nameKey: String {
        switch self {
        case .traditional: "preset_traditional"
        case .classic: "preset_classic"
        case .custom: "preset_custom"
        case .thayam: "preset_thayam"
        }
    }

    /// The line saying what the preset is.
    public var detailKey: String { nameKey + "_detail" }
}

extension Language {
    public var nameKey: String {
        switch self {
        case .system: "language_system"
        case .english: "language_english"
        case .tamil: "language_tamil"
        }
    }

    public static let all: [Language] = [.system, .english, .tamil]
}

extension SeatKind {
    /// Who plays a seat: a person or the computer (its level is named apart).
    public var nameKey: String {
        switch self {
        case .human: "seat_human"
        case .computer: "seat_computer"
        }
    }

    /// The computer's level, for a computer seat.
    public var level: Level? {
        if case .computer(let level) = self { return level }
        return nil
    }
}

extension Cue {
    /// The name of the cue's sound file.
    public var soundName: String {
        switch self {
        case .roll: "roll"
        case .move: "move"
        case .cut: "cut"
        case .goal: "home"
        case .win: "win"
        }
    }
}

extension OpponentKind {
    /// The opponent as the statistics screen names it.
    public func name(_ strings: Strings) -> String {
        switch self {
        case .passAndPlay: strings("opponent_pass_and_play")
        case .computer(let level): strings("opponent_computer", strings(level.nameKey))
        }
    }
}

extension Strings {
    /// "Player 2".
    public func player(_ player: UInt32) -> String {
        self("player_n", Int(player) + 1)
    }
}
