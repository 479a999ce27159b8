// The generated Swift bindings, driven against the static dhayam-ffi library: whole games of
// each kind, refused calls that change nothing, resuming, settings, statistics, the menus'
// data, and a panic in the core reaching Swift as an error.
import DhayamCore
import Foundation
import Testing

private let medium = SeatKind.computer(level: .medium)

private func tempDir() -> String {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("dhayam-swift-\(UUID().uuidString)").path
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
        rules.coins = preset.coinChoices.first!
        setup.rules = .race(rules: rules)
    }
    setup.seats = zip(setup.seats, seats).map { seat, kind in
        var seat = seat
        seat.kind = kind
        return seat
    }
    return setup
}

/// Play `game` to the end: player 1's choices are picked at random from the legal moves (rolls
/// when they must roll), every other seat is the computer. Returns every event.
private func playToTheEnd(_ game: GameHandle, seed: UInt64) throws -> [Event] {
    var random = SplitMix(state: seed)
    var events: [Event] = []
    var actions = 0
    while let player = try game.state().toAct {
        let caused: [Event]
        if player != 0 {
            caused = try game.computerMove(player: player)
        } else if try game.state().mustRoll {
            #expect(try game.legalMoves().isEmpty)
            caused = try game.roll(player: player)
        } else {
            let moves = try game.legalMoves()
            try #require(!moves.isEmpty)
            caused = try game.play(player: player, action: moves.randomElement(using: &random)!.action)
        }
        #expect(!caused.isEmpty)
        events += caused
        actions += 1
        try #require(actions < 20_000)
    }
    return events
}

@Test func eachOfTheThreeGamesPlaysToTheEndThroughTheBindings() throws {
    for (i, kind) in [GameKind.dhayam, .thayam, .paramapadam].enumerated() {
        let app = try App.open(dataDir: tempDir())
        let game = try app.newGame(setup: shortSetup(kind, seats: [.human, medium]), seed: 40 + UInt64(i))
        let events = try playToTheEnd(game, seed: UInt64(i))
        let end = try game.state()
        #expect(end.over)
        #expect(end.toAct == nil)
        #expect(end.phase == .over)
        guard case .gameOver(let winner) = events.last else {
            Issue.record("\(kind) ends with GameOver, not \(String(describing: events.last))")
            continue
        }
        #expect(winner == end.winner)
        #expect(try app.savedGame() == nil)
        let stats = try app.statistics(game: kind, opponent: .computer(level: .medium))
        #expect(stats.played == 1)
        #expect(stats.won + stats.lost + stats.drawn == 1)
        #expect(stats.throwCounts.map(\.count).reduce(0, +) > 0)
        #expect(stats.averageTurns != nil)
    }
}

@Test func anIllegalMoveIsATypedErrorAndChangesNothing() throws {
    let app = try App.open(dataDir: tempDir())
    let game = try app.newGame(setup: shortSetup(.dhayam, seats: [medium, medium]), seed: 5)
    while try game.legalMoves().isEmpty {
        _ = try game.computerMove(player: try game.state().toAct!)
    }
    let before = try game.state()
    let notation = try game.notation()
    let player = before.toAct!
    let illegal = caught { try game.play(player: player, action: .advance(from: 70, value: 12)) }
    guard case .some(.IllegalMove) = illegal else {
        Issue.record("expected IllegalMove, got \(String(describing: illegal))")
        return
    }
    let legal = try game.legalMoves().first!.action
    #expect(caught { try game.play(player: player + 1, action: legal) }
        == .NotYourTurn(player: player + 1, expected: player))
    #expect(caught { try game.roll(player: player) } == .MustMove)
    #expect(try game.state() == before)
    #expect(try game.notation() == notation)
    #expect(try app.savedGame()?.notation() == notation)
}

@Test func aReopenedAppResumesTheIdenticalGame() throws {
    let dir = tempDir()
    var view: GameView
    let notation: String
    do {
        let app = try App.open(dataDir: dir)
        let game = try app.newGame(setup: shortSetup(.thayam, seats: [medium, medium]), seed: 9)
        for _ in 0..<25 {
            _ = try game.computerMove(player: try game.state().toAct!)
        }
        notation = try game.notation()
        view = try game.state()
    }
    let app = try App.open(dataDir: dir)
    let resumed = try #require(try app.savedGame())
    #expect(try resumed.notation() == notation)
    view.canUndo = false
    #expect(try resumed.state() == view)
    // The same random state: the resumed game plays on exactly as a copy of it would.
    let copy = try GameHandle.fromNotation(notation: notation, seats: [medium, medium])
    let player = try resumed.state().toAct!
    #expect(try copy.computerMove(player: player) == resumed.computerMove(player: player))
}

@Test func soundHapticsAndAutoRollAreStoredAndReadBack() throws {
    let dir = tempDir()
    var changed: Settings
    do {
        let app = try App.open(dataDir: dir)
        changed = try app.settings()
        changed.sound.toggle()
        changed.haptics.toggle()
        changed.autoRoll.toggle()
        try app.setSettings(settings: changed)
    }
    let again = try App.open(dataDir: dir).settings()
    #expect(again.sound == changed.sound)
    #expect(again.haptics == changed.haptics)
    #expect(again.autoRoll == changed.autoRoll)
    #expect(again == changed)
}

@Test func aPanicInsideTheCoreReachesSwiftAsAnErrorAndChangesNothing() throws {
    let app = try App.open(dataDir: tempDir())
    let game = try app.newGame(setup: defaultSetup(game: .paramapadam), seed: 3)
    let before = try game.state()
    let error = caught { try game.panicForTests() }
    guard case .some(.Internal(let detail)) = error else {
        Issue.record("expected Internal, got \(String(describing: error))")
        return
    }
    #expect(detail.contains("deliberate panic"))
    #expect(try game.state() == before)
    #expect(try !game.roll(player: before.toAct!).isEmpty)
}

@Test func undoRestoresTheStateAndTheSameThrowFollows() throws {
    let app = try App.open(dataDir: tempDir())
    let game = try app.newGame(setup: defaultSetup(game: .paramapadam), seed: 3)
    let before = try game.state()
    let player = before.toAct!
    let first = try game.roll(player: player)
    #expect(try game.undo() == before)
    #expect(caught { try game.undo() } == .NothingToUndo)
    #expect(try game.roll(player: player) == first)
}

@Test func aPositionInNotationGivesTheSameGameAndBadTextSaysWhere() throws {
    let app = try App.open(dataDir: tempDir())
    let game = try app.newGame(setup: shortSetup(.dhayam, seats: [medium, medium]), seed: 21)
    for _ in 0..<30 {
        _ = try game.computerMove(player: try game.state().toAct!)
    }
    let copy = try GameHandle.fromNotation(notation: game.notation(), seats: [medium, medium])
    #expect(try copy.notation() == game.notation())
    #expect(try copy.legalMoves() == game.legalMoves())
    #expect(try copy.state().savedNumber == nil)
    let error = caught { try GameHandle.fromNotation(notation: "dhayam 1\nrules nonsense\n", seats: []) }
    guard case .some(.Notation(let line, _, _)) = error else {
        Issue.record("expected Notation, got \(String(describing: error))")
        return
    }
    #expect(line == 2)
}

@Test func aFileThatIsNotADhayamStoreIsReportedCorruptAndLeftAlone() throws {
    let dir = tempDir()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let file = dir + "/dhayam.sqlite3"
    let text = String(repeating: "not a database, only text ", count: 200)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let error = caught { try App.open(dataDir: dir) }
    guard case .some(.StoreCorrupt) = error else {
        Issue.record("expected StoreCorrupt, got \(String(describing: error))")
        return
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
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
