// The new-game setup screen's state: a GameSetup edited field by field. What may be chosen comes
// from the core — player counts it accepts (check_setup), each preset's coin choices and which of
// its fields are editable, the token styles, skins and throw values — so no rule is written here.

import DhayamCore
import Observation

@Observable
@MainActor
public final class SetupModel {
    /// The setup as edited so far.
    public private(set) var setup: GameSetup
    /// Why the core would refuse to start it, if it would.
    public private(set) var problem: String?

    @ObservationIgnored private let allPresets = presets()
    @ObservationIgnored private var remembered: GameSetup

    public init(setup: GameSetup) {
        self.setup = setup
        self.remembered = setup
        check()
    }

    /// Start again from `setup` (the last game's, when the screen opens).
    public func reset(to setup: GameSetup) {
        self.setup = setup
        remembered = setup
        check()
    }

    // MARK: Game and players

    public var game: GameKind { setup.game }

    /// Choose the game: the remembered setup if it was this game, else the core's default.
    public func select(game: GameKind) {
        guard game != self.game else { return }
        var next = remembered.game == game ? remembered : defaultSetup(game: game)
        next.skin = setup.skin
        setup = next
        check()
    }

    public var players: Int { setup.seats.count }

    /// The player counts the core accepts for this game and rules.
    public var playerChoices: [Int] {
        (1...6).filter { (try? checkSetup(setup: withPlayers($0))) != nil }
    }

    public func setPlayers(_ count: Int) {
        setup = withPlayers(count)
        check()
    }

    // MARK: Seats

    public func setKind(_ kind: SeatKind, seat: Int) {
        guard setup.seats.indices.contains(seat) else { return }
        setup.seats[seat].kind = kind
        check()
    }

    /// Give `seat` the token `style`; a seat that had it takes this seat's old one, so every
    /// player's tokens stay distinct.
    public func setToken(_ style: TokenStyle, seat: Int) {
        guard setup.seats.indices.contains(seat) else { return }
        let old = setup.seats[seat].token
        if let other = setup.seats.firstIndex(where: { $0.token == style }) {
            setup.seats[other].token = old
        }
        setup.seats[seat].token = style
        check()
    }

    // MARK: Rules

    /// The presets of this game (none for Paramapadam).
    public var presetChoices: [PresetInfo] {
        allPresets.filter { $0.game == game }
    }

    /// The preset in use and what it lets the player edit.
    public var preset: PresetInfo? {
        guard case .race(let rules) = setup.rules else { return nil }
        return allPresets.first { $0.preset == rules.preset }
    }

    /// Choose a preset: its rules, keeping the players and, if it offers them, the coins.
    public func select(preset choice: Preset) {
        guard case .race(let rules) = setup.rules,
            let info = allPresets.first(where: { $0.preset == choice })
        else { return }
        var next = info.defaults
        next.players = rules.players
        if info.coinChoices.contains(rules.coins) {
            next.coins = rules.coins
        }
        setup.rules = .race(rules: next)
        check()
    }

    public var coinChoices: [UInt32] { preset?.coinChoices ?? [] }

    public var coins: UInt32? {
        guard case .race(let rules) = setup.rules else { return nil }
        return rules.coins
    }

    public func setCoins(_ coins: UInt32) {
        editRace { $0.coins = coins }
    }

    /// The fields shown as switches (on/off), in the core's order, and whether each is editable.
    /// Which fields are switches is the core's (`ruleSwitch` answers none for the others).
    public var switchFields: [FieldInfo] {
        guard case .race(let rules) = setup.rules else { return [] }
        return (preset?.fields ?? []).filter { (try? ruleSwitch(rules: rules, field: $0.field)) != nil }
    }

    public func isOn(_ field: Field) -> Bool {
        guard case .race(let rules) = setup.rules else { return false }
        return (try? ruleSwitch(rules: rules, field: field)) == true
    }

    public func set(_ field: Field, on: Bool) {
        guard isEditable(field) else { return }
        editRace { rules in
            if let changed = try? withRuleSwitch(rules: rules, field: field, on: on) { rules = changed }
        }
    }

    public func isEditable(_ field: Field) -> Bool {
        preset?.fields.first { $0.field == field }?.editable ?? false
    }

    /// The throws that bring a coin out (`.entry`) or roll again (`.bonus`).
    public func throwSet(_ field: Field) -> [UInt32] {
        switch setup.rules {
        case .race(let rules): field == .entry ? rules.entry : rules.bonus
        case .paramapadam(let rules): field == .entry ? rules.entry : rules.bonus
        }
    }

    /// Add or remove `value` from the entry or bonus throws, where the preset lets them change.
    public func toggle(_ value: UInt32, in field: Field) {
        guard field == .entry || field == .bonus, isEditable(field) else { return }
        var values = Set(throwSet(field))
        if values.contains(value) { values.remove(value) } else { values.insert(value) }
        let sorted = values.sorted()
        editRace { field == .entry ? ($0.entry = sorted) : ($0.bonus = sorted) }
    }

    public func setSkin(_ skin: BoardSkin) {
        setup.skin = skin
    }

    // MARK: Inside

    private func editRace(_ change: (inout RuleSet) -> Void) {
        guard case .race(var rules) = setup.rules else { return }
        change(&rules)
        setup.rules = .race(rules: rules)
        check()
    }

    /// The setup with `count` seats: new seats are the computer at Medium with the first token
    /// style nobody has.
    private func withPlayers(_ count: Int) -> GameSetup {
        var next = setup
        switch next.rules {
        case .race(var rules):
            rules.players = UInt32(count)
            next.rules = .race(rules: rules)
        case .paramapadam(var rules):
            rules.players = UInt32(count)
            next.rules = .paramapadam(rules: rules)
        }
        while next.seats.count > count {
            next.seats.removeLast()
        }
        while next.seats.count < count {
            let used = Set(next.seats.map(\.token))
            let token = tokenStyles().first { !used.contains($0) } ?? .terracotta
            next.seats.append(SeatSetup(kind: .computer(level: .medium), token: token))
        }
        return next
    }

    private func check() {
        do {
            try checkSetup(setup: setup)
            problem = nil
        } catch let error as DhayamError {
            if case .InvalidSetup(let detail) = error {
                problem = detail
            } else {
                problem = String(describing: error)
            }
        } catch {
            problem = String(describing: error)
        }
    }
}

extension GameSetup {
    /// Which game this setup starts.
    public var game: GameKind {
        switch rules {
        case .race(let rules): rules.board == .cloth ? .dhayam : .thayam
        case .paramapadam: .paramapadam
        }
    }
}
