// The golden transcript of the whole app, replayed through the generated Swift
// bindings: every step of tests/golden/app_script.txt played on one AppHandle, rendered through
// the bindings' own describeEffects / describeAppView (and describeBoardReading and
// describeRecentTurns, fetched as the app fetches them: when the view's readingVersion or
// recentVersion changes), must give the same line as
// tests/golden/app_transcript.txt, which Rust wrote (bindings/tests/suite/golden.rs). The script's
// format is described at its top.
import DhayamCore
import Foundation
import Testing

/// The checkout's tests/golden folder: run.sh copies this file into a package inside the
/// checkout, so it is found by walking up from here.
private func goldenDir() throws -> URL {
    var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while dir.path != "/" {
        let golden = dir.appendingPathComponent("tests/golden")
        if FileManager.default.fileExists(atPath: golden.appendingPathComponent("app_script.txt").path) {
            return golden
        }
        dir = dir.deletingLastPathComponent()
    }
    throw ScriptError.bad("no tests/golden above \(#filePath)")
}

private enum ScriptError: Error {
    case bad(String)
}

private func number<T: LosslessStringConvertible>(_ words: [String], _ at: Int = 1) throws -> T {
    guard words.count > at, let value = T(words[at]) else {
        throw ScriptError.bad("a number is missing in \(words)")
    }
    return value
}

private func on(_ word: String) throws -> Bool {
    switch word {
    case "on": return true
    case "off": return false
    default: throw ScriptError.bad("on or off, not \(word)")
    }
}

private func seatOf(_ word: String) throws -> SeatKind {
    switch word {
    case "human": return .human
    case "easy": return .computer(level: .easy)
    case "medium": return .computer(level: .medium)
    case "hard": return .computer(level: .hard)
    default: throw ScriptError.bad("no seat \(word)")
    }
}

/// The intent of one step of the script (every step but `wait` and `wake`).
private func intentOf(_ words: [String]) throws -> AppIntent {
    let games: [String: GameKind] = ["dhayam": .dhayam, "thayam": .thayam, "paramapadam": .paramapadam]
    let presets: [String: Preset] = ["traditional": .traditional, "classic": .classic, "custom": .custom, "thayam": .thayam]
    let fields: [String: Field] = ["jump-and-go": .jumpAndGo, "move-after-each-roll": .moveAfterEachRoll]
    let word = { (at: Int) throws -> String in
        guard words.count > at else { throw ScriptError.bad("a word is missing in \(words)") }
        return words[at]
    }
    switch words[0] {
    case "about": return .openAbout
    case "home": return .home
    case "settings": return .openSettings
    case "statistics": return .openStatistics
    case "setup": return .openSetup
    case "quit": return .quit
    case "resume": return .resume
    case "confirm": return .confirm
    case "cancel": return .cancel
    case "clear": return .clearSavedGame
    case "background": return .background
    case "foreground": return .foreground
    case "start": return .startGame(seed: try number(words))
    case "again": return .playAgain(seed: try number(words))
    case "game":
        guard let game = games[try word(1)] else { throw ScriptError.bad("no game in \(words)") }
        return .editSetup(edit: .game(game: game))
    case "seat": return .editSetup(edit: .seat(seat: try number(words), kind: try seatOf(try word(2))))
    case "players": return .editSetup(edit: .players(players: try number(words)))
    case "preset":
        guard let preset = presets[try word(1)] else { throw ScriptError.bad("no preset in \(words)") }
        return .editSetup(edit: .preset(preset: preset))
    case "switch":
        guard let field = fields[try word(1)] else { throw ScriptError.bad("no switch in \(words)") }
        return .editSetup(edit: .switch(field: field, on: try on(try word(2))))
    case "haptics": return .changeSetting(change: .haptics(on: try on(try word(1))))
    case "roll": return .game(intent: .roll)
    case "tap-home": return .game(intent: .tapHome)
    case "undo": return .game(intent: .undo)
    case "pause": return .game(intent: .pause)
    case "unpause": return .game(intent: .resume)
    case "tap-square": return .game(intent: .tapSquare(square: try number(words)))
    case "tap-chip": return .game(intent: .tapChip(value: try number(words)))
    default: throw ScriptError.bad("no step \(words)")
    }
}

/// The version of the board reading `view` names: the game's, or the lesson board's.
private func readingVersion(_ view: AppView) -> UInt64? {
    switch view.screen {
    case .game(let game): game.readingVersion
    case .lesson(let lesson): lesson.board.readingVersion
    default: nil
    }
}

/// The version of the last turns `view` names: the game's, or the lesson board's.
private func recentVersion(_ view: AppView) -> UInt64? {
    switch view.screen {
    case .game(let game): game.recentVersion
    case .lesson(let lesson): lesson.board.recentVersion
    default: nil
    }
}

/// Play the script's steps on `app`, returning the transcript's lines. As the app does, the board
/// reading and the last turns are each fetched only when the view's version of them changes.
private func play(_ script: [String], on app: AppHandle) throws -> [String] {
    var lines: [String] = []
    var held: UInt64?
    var heldRecent: UInt64?
    for raw in script {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.isEmpty || line.hasPrefix("#") { continue }
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        let effects: [Effect]
        switch words[0] {
        case "wait": effects = try app.advance(ms: try number(words))
        case "wake": effects = try app.advance(ms: try app.nextWake() ?? 0)
        default: effects = try app.intent(intent: try intentOf(words))
        }
        let view = try app.view()
        var said = "\(line) => \(describeEffects(effects: effects)) ; \(describeAppView(view: view))"
        let version = readingVersion(view)
        if version != held {
            held = version
            let reading = try app.boardReading()
            #expect(reading?.version == version, "\(line): the reading's version is the view's")
            said += " ; \(describeBoardReading(reading: reading))"
        }
        let recent = recentVersion(view)
        if recent != heldRecent {
            heldRecent = recent
            let turns = try app.recent()
            #expect(turns?.version == recent, "\(line): the last turns' version is the view's")
            said += " ; \(describeRecentTurns(recent: turns))"
        }
        lines.append(said)
    }
    return lines
}

@Test func theScriptedSessionGivesTheGoldenTranscriptThroughTheSwiftBindings() throws {
    let golden = try goldenDir()
    let read = { (name: String) throws -> [String] in
        try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let script = try read("app_script.txt")
    // The file ends with a newline: the last, empty piece is not a line.
    let expected = try read("app_transcript.txt").dropLast()
    let dir = FileManager.default.temporaryDirectory
        .appendingPathComponent("dhayam-swift-\(UUID().uuidString)").path
    let app = try AppHandle.open(dataDir: dir, reducedMotion: false)
    let lines = try play(script, on: app)
    for (n, (got, want)) in zip(lines, expected).enumerated() {
        #expect(got == want, "line \(n + 1) of the transcript differs")
    }
    #expect(lines.count == expected.count)
}
