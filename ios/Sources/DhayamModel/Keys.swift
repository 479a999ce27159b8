// The string keys of the core's names (games, levels, tokens, skins, presets, fields) and the
// line saying what an event did. The screens show these; tests check every key is in the catalog.

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

extension Field {
    /// The key of the field's label on the setup screen (board, players and coins have their own
    /// controls and none).
    public var nameKey: String? {
        switch self {
        case .board, .players, .coins: nil
        case .entry: "field_entry"
        case .bonus: "field_bonus"
        case .mustCutBeforeHome: "field_must_cut_before_home"
        case .mustCutIfAvailable: "field_must_cut_if_available"
        case .cutGrantsExtraRoll: "field_cut_grants_extra_roll"
        case .coinCanMoveAfterCutting: "field_coin_can_move_after_cutting"
        case .coinCanStackOnCommonPath: "field_coin_can_stack_on_common_path"
        case .moveAfterEachRoll: "field_move_after_each_roll"
        case .jumpAndGo: "field_jump_and_go"
        case .roll1Then5ReleasesTwo: "field_roll_1_then_5_releases_two"
        case .dangerSquares: "field_danger_squares"
        case .homeGrantsExtraRoll: "field_home_grants_extra_roll"
        case .safeSquares: "field_safe_squares_open"
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

    /// The line saying what `event` did, or none for an event shown only on the board.
    public func describe(_ event: Event, name: (UInt32) -> String) -> String? {
        switch event {
        case .rolled(let player, let sticks): self("event_rolled", name(player), sticks.value)
        case .throwOffTied: self("event_throw_off_tied")
        case .turnPassed(let player): self("event_turn", name(player))
        case .coinEntered(let player, _): self("event_entered", name(player))
        case .coinCut(let player, _, let by): self("event_cut", name(by), name(player))
        case .coinHome(let player): self("event_home", name(player))
        case .ladder(_, let from, let to): self("event_ladder", linkName(from, to), to)
        case .snake(_, let from, let to): self("event_snake", linkName(from, to), to)
        case .valueLost(let player, let value): self("event_value_lost", name(player), value)
        case .extraRoll(let player, _): self("event_extra_roll", name(player))
        case .playerFinished(let player, let place): self("event_finished", name(player), place)
        case .coinMoved, .gameOver: nil
        }
    }

    /// A Paramapadam ladder's or snake's virtue or vice, in this language.
    private func linkName(_ from: UInt32, _ to: UInt32) -> String {
        let link = paramapadamLayout(layout: .default).links.first { $0.from == from && $0.to == to }
        guard let link else { return "" }
        return code == "ta" ? link.tamil : link.english
    }
}
