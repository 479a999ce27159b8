// The generated Swift bindings, driven against the static dhayam-ffi library through the
// AppHandle the app drives: whole games of each kind, refused and malformed requests that change
// nothing, undo, resuming, settings, statistics, the store's refusals, the menus' data, and a
// panic in the core reaching Swift as an error.
import DhayamCore
import Foundation
import Testing

private let medium = SeatKind.computer(level: .medium)

private func tempDir() -> String {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("dhayam-swift-\(UUID().uuidString)").path
}

private func openApp(_ dir: String) throws -> AppHandle {
    try AppHandle.open(dataDir: dir, reducedMotion: false)
}

private enum Failure: Error {
    case unexpected(String)
}

/// The error `body` throws, if it is a `DhayamError`.
private func caught<T>(_ body: () throws -> T) -> DhayamError? {
    do {
        _ = try body()
        return nil
    } catch let error as DhayamError {
        return error
    } catch {
        return nil
    }
}

/// A seeded source for the test's own choices (SplitMix64), so a failure replays.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The default setup of `kind` with the fewest coins its preset allows, so a game is short.
private func shortSetup(_ kind: GameKind, seats: [SeatKind]) -> GameSetup {
    var setup = defaultSetup(game: kind)
    if case .race(var rules) = setup.rules {
        let preset = presets().first { $0.preset == rules.preset }!
        rules.coins = UInt8(preset.coinChoices.first!)
        setup.rules = .race(rules: rules)
    }
    setup.seats = zip(setup.seats, seats).map { seat, kind in
        var seat = seat
        seat.kind = kind
        return seat
    }
    return setup
}

extension AppHandle {
    /// A new game of `setup` on a store with none saved: it is on screen at once.
    fileprivate func newGame(_ setup: GameSetup, seed: UInt64) throws {
        _ = try intent(intent: .newGame(setup: setup, seed: seed))
        _ = try game()
    }

    /// The game on screen.
    fileprivate func game() throws -> GameScreenView {
        let screen = try view().screen
        guard case .game(let game) = screen else {
            throw Failure.unexpected("no game on screen: \(screen)")
        }
        return game
    }

    /// The game on screen's notation.
    fileprivate func position() throws -> String {
        guard let notation = try notation() else { throw Failure.unexpected("no game on screen") }
        return notation
    }

    /// A request for the game on screen; returns its effects.
    @discardableResult
    fileprivate func play(_ intent: Intent) throws -> [Effect] {
        try self.intent(intent: .game(intent: intent))
    }

    /// Let the time pass that the app asks for, once.
    fileprivate func wake() throws {
        guard let ms = try nextWake() else { throw Failure.unexpected("no wake-up is due") }
        _ = try advance(ms: ms)
    }

    /// The Statistics screen's figures, opened from Home (and back to Home).
    fileprivate func figures() throws -> [Statistics] {
        _ = try intent(intent: .openStatistics)
        guard case .statistics(let figures) = try view().screen else {
            throw Failure.unexpected("Statistics is not up")
        }
        _ = try intent(intent: .home)
        return figures
    }

    /// The Settings screen's settings, opened from Home (and back to Home).
    fileprivate func storedSettings() throws -> Settings {
        _ = try intent(intent: .openSettings)
        guard case .settings(let settings) = try view().screen else {
            throw Failure.unexpected("Settings is not up")
        }
        _ = try intent(intent: .home)
        return settings
    }

    /// The notations of the game on screen as it changes, `count` of them, on the wake-ups alone.
    fileprivate func nextPositions(_ count: Int) throws -> [String] {
        var seen = [try position()]
        while seen.count <= count {
            try wake()
            let now = try position()
            if now != seen.last { seen.append(now) }
        }
        return Array(seen.dropFirst())
    }
}

/// The first key of `text`.
private func key(_ text: Text?) -> String? {
    text?.sentences.first?.key
}

/// `game` without its refusal.
private func unrefused(_ game: GameScreenView) -> GameScreenView {
    var game = game
    game.refusal = nil
    return game
}

@Test func eachOfTheThreeGamesPlaysToTheEndThroughTheBindings() throws {
    for (i, kind) in [GameKind.dhayam, .thayam, .paramapadam].enumerated() {
        let app = try openApp(tempDir())
        try app.newGame(shortSetup(kind, seats: [.human, medium]), seed: 40 + UInt64(i))
        // The person picks at random from the moves the view offers (or rolls when they must);
        // the computer acts on the wake-ups the app asks for.
        var random = SplitMix(state: UInt64(i))
        var steps = 0
        while true {
            let game = try app.game()
            if game.gameOver != nil && !game.walking { break }
            if game.canRoll {
                try app.play(.roll)
            } else if !game.moves.isEmpty {
                try app.play(.play(action: game.moves.randomElement(using: &random)!.action))
            } else {
                try app.wake()
            }
            #expect(try app.game().refusal == nil)
            steps += 1
            try #require(steps < 200_000)
        }
        let end = try app.game()
        #expect(end.toAct == nil)
        let over = try #require(end.gameOver)
        if let winner = over.winner {
            #expect(over.places.first == winner)
        }
        _ = try app.intent(intent: .quit)
        guard case .home(let resume) = try app.view().screen else {
            Issue.record("\(kind): not back at Home")
            continue
        }
        #expect(resume == nil)
        let figures = try app.figures()
        let stats = try #require(figures.first(where: { $0.game == kind && $0.opponent == .computer(level: .medium) }))
        #expect(stats.played == 1)
        #expect(stats.won + stats.lost + stats.drawn == 1)
        #expect(stats.throwCounts.map(\.count).reduce(0, +) > 0)
        #expect(stats.averageTurns != nil)
    }
}

@Test func anIllegalRequestIsRefusedAMalformedOneIsATypedErrorAndNeitherChangesAnything() throws {
    let dir = tempDir()
    let notation: String
    do {
        let app = try openApp(dir)
        try app.newGame(shortSetup(.dhayam, seats: [.human, medium]), seed: 5)
        // On to the person's first move; on the way, a roll while the computer is to act.
        var outOfTurn = false
        while try app.game().moves.isEmpty {
            let game = try app.game()
            if game.canRoll {
                try app.play(.roll)
            } else if !game.walking && game.toAct == 1 && !outOfTurn {
                let at = try app.position()
                try app.play(.roll)
                let refused = try app.game()
                #expect(key(refused.refusal) == "refusal_computer_to_act")
                #expect(unrefused(refused) == game)
                #expect(try app.position() == at)
                outOfTurn = true
            } else {
                try app.wake()
            }
        }
        #expect(outOfTurn)
        let before = try app.game()
        notation = try app.position()
        let requests: [(Intent, String)] = [
            (.play(action: .advance(from: 70, value: 12)), "refusal_illegal_move"),
            (.roll, "refusal_move_first"),
        ]
        for (intent, refusal) in requests {
            try app.play(intent)
            let refused = try app.game()
            #expect(key(refused.refusal) == refusal)
            #expect(unrefused(refused) == before)
            #expect(try app.position() == notation)
        }
        let shown = try app.view()
        let malformed = caught { try app.play(.play(action: .jump(from: 0, values: []))) }
        guard case .some(.IllegalMove) = malformed else {
            Issue.record("expected IllegalMove, got \(String(describing: malformed))")
            return
        }
        #expect(try app.view() == shown)
        #expect(try app.position() == notation)
        _ = try app.intent(intent: .quit)
    }
    let app = try openApp(dir)
    _ = try app.intent(intent: .resume)
    #expect(try app.position() == notation)
}

@Test func aReopenedAppResumesTheIdenticalGame() throws {
    // Two stores, one game on each, alike: one is closed and reopened halfway, the other not.
    let dir = tempDir()
    let setup = shortSetup(.thayam, seats: [medium, medium])
    let twin = try openApp(tempDir())
    try twin.newGame(setup, seed: 9)
    let first: [String]
    do {
        let app = try openApp(dir)
        try app.newGame(setup, seed: 9)
        first = try app.nextPositions(25)
        #expect(try twin.nextPositions(25) == first)
        _ = try app.intent(intent: .quit)
    }
    let app = try openApp(dir)
    _ = try app.intent(intent: .resume)
    #expect(try app.position() == first.last)
    // The same random state: the resumed game plays on exactly as the one never closed.
    #expect(try app.nextPositions(25) == twin.nextPositions(25))
}

@Test func soundHapticsAndAutoRollAreStoredAndReadBack() throws {
    let dir = tempDir()
    var changed: Settings
    do {
        let app = try openApp(dir)
        changed = try app.storedSettings()
        changed.sound.toggle()
        changed.haptics.toggle()
        changed.autoRoll.toggle()
        _ = try app.intent(intent: .openSettings)
        for change in [SettingChange.sound(on: changed.sound), .haptics(on: changed.haptics), .autoRoll(on: changed.autoRoll)] {
            _ = try app.intent(intent: .changeSetting(change: change))
        }
        _ = try app.intent(intent: .home)
        #expect(try app.storedSettings() == changed)
    }
    #expect(try openApp(dir).storedSettings() == changed)
}

@Test func aPanicInsideTheCoreReachesSwiftAsAnErrorAndChangesNothing() throws {
    let app = try openApp(tempDir())
    try app.newGame(defaultSetup(game: .paramapadam), seed: 3)
    let before = try app.view()
    let notation = try app.position()
    let error = caught { try panicForTests(app: app) }
    guard case .some(.Internal(let detail)) = error else {
        Issue.record("expected Internal, got \(String(describing: error))")
        return
    }
    #expect(detail.contains("deliberate panic"))
    #expect(try app.view() == before)
    #expect(try app.position() == notation)
    #expect(try !app.play(.roll).isEmpty)
    #expect(try app.position() != notation)
}

@Test func undoRestoresTheStateAndTheSameThrowFollows() throws {
    let app = try openApp(tempDir())
    try app.newGame(defaultSetup(game: .paramapadam), seed: 3)
    let before = try app.position()
    try app.play(.roll)
    let rolled = try app.position()
    let sticks = try app.game().sticks
    #expect(try app.game().undo != nil)
    try app.play(.undo)
    #expect(try app.position() == before)
    #expect(try app.game().sticks == nil)
    try app.play(.undo)
    #expect(key(try app.game().refusal) == "refusal_nothing_to_undo")
    #expect(try app.position() == before)
    try app.play(.roll)
    #expect(try app.position() == rolled)
    #expect(try app.game().sticks == sticks)
}

@Test func aFileThatIsNotADhayamStoreIsReportedCorruptAndLeftAlone() throws {
    let dir = tempDir()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let file = dir + "/dhayam.sqlite3"
    let text = String(repeating: "not a database, only text ", count: 200)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let error = caught { try openApp(dir) }
    guard case .some(.StoreCorrupt) = error else {
        Issue.record("expected StoreCorrupt, got \(String(describing: error))")
        return
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
}

@Test func theStoreHasOneWriterUntilItIsClosed() throws {
    let dir = tempDir()
    let notation: String?
    do {
        let app = try openApp(dir)
        let second = caught { try openApp(dir) }
        guard case .some(.StoreInUse) = second else {
            Issue.record("expected StoreInUse, got \(String(describing: second))")
            return
        }
        try app.newGame(shortSetup(.dhayam, seats: [medium, medium]), seed: 8)
        notation = try app.nextPositions(3).last
    }
    let app = try openApp(dir)
    _ = try app.intent(intent: .resume)
    #expect(try app.position() == notation)
}

@Test func boardsPresetsTokenStylesAndSkinsComeFromTheCore() {
    let dhayam = boardLayout(game: .dhayam)
    #expect(dhayam.squares.count == 99)
    #expect(dhayam.paths.map(\.count) == [80, 80])
    let thayam = boardLayout(game: .thayam)
    #expect(thayam.squares.count == 49)
    #expect(thayam.paths.count == 4)
    let paramapadam = boardLayout(game: .paramapadam)
    #expect(paramapadam.squares.count == 132)
    #expect(paramapadam.links.count == 24)
    #expect(paramapadam.links.allSatisfy { !$0.tamil.isEmpty && !$0.english.isEmpty })
    let all = presets()
    #expect(all.map(\.preset) == [.traditional, .classic, .custom, .thayam])
    let classicSwitches = all.first { $0.preset == .classic }!.fields.filter(\.isSwitch)
    let customSwitches = all.first { $0.preset == .custom }!.fields.filter(\.isSwitch)
    #expect(classicSwitches.allSatisfy { !$0.editable })
    #expect(customSwitches.allSatisfy { $0.editable })
    #expect(all.first { $0.preset == .thayam }!.game == .thayam)
    #expect(tokenStyles().count == 6)
    #expect(boardSkins().count == 5)
}
