// The golden transcript of the game screen (issue 14), replayed through the generated Swift
// bindings: every step of tests/golden/screen_script.txt played on one App, rendered through the
// bindings' own describeEffects / describeView, must give the same line as
// tests/golden/screen_transcript.txt, which Rust wrote (bindings/tests/golden.rs). The script's
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
        if FileManager.default.fileExists(atPath: golden.appendingPathComponent("screen_script.txt").path) {
            return golden
        }
        dir = dir.deletingLastPathComponent()
    }
    throw ScriptError.bad("no tests/golden above \(#filePath)")
}

private enum ScriptError: Error {
    case bad(String)
}

private func gameOf(_ word: String) throws -> GameKind {
    switch word {
    case "dhayam": return .dhayam
    case "thayam": return .thayam
    case "paramapadam": return .paramapadam
    default: throw ScriptError.bad("no game \(word)")
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

private func number<T: LosslessStringConvertible>(_ words: [String], _ line: String) throws -> T {
    guard words.count > 1, let value = T(words[1]) else {
        throw ScriptError.bad("a number is missing in \(line)")
    }
    return value
}

/// Play the script's steps on `app`, returning the transcript's lines.
private func play(_ script: [String], on app: App) throws -> [String] {
    var screen: GameScreenHandle?
    var lines: [String] = []
    for raw in script {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.isEmpty || line.hasPrefix("#") { continue }
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        let effects: [Effect]
        if words[0] == "new" {
            var setup = defaultSetup(game: try gameOf(words[1]))
            let seats = try words.dropFirst(3).map(seatOf)
            try #require(seats.count == setup.seats.count, "one seat per player: \(line)")
            setup.seats = zip(setup.seats, seats).map { seat, kind in
                var seat = seat
                seat.kind = kind
                return seat
            }
            guard let seed = UInt64(words[2]) else { throw ScriptError.bad("no seed in \(line)") }
            screen = try app.newGameScreen(setup: setup, seed: seed, reducedMotion: false)
            effects = []
        } else {
            guard let screen else { throw ScriptError.bad("the script starts with `new`") }
            switch words[0] {
            case "wait": effects = try screen.advance(ms: try number(words, line))
            case "wake": effects = try screen.advance(ms: try screen.nextWake() ?? 0)
            default:
                let intent: Intent
                switch words[0] {
                case "roll": intent = .roll
                case "tap-square": intent = .tapSquare(square: try number(words, line))
                case "tap-home": intent = .tapHome
                case "tap-chip": intent = .tapChip(value: try number(words, line))
                case "undo": intent = .undo
                case "pause": intent = .pause
                case "resume": intent = .resume
                case "background": intent = .background
                case "foreground": intent = .foreground
                default: throw ScriptError.bad("no step \(line)")
                }
                effects = try screen.intent(intent: intent)
            }
        }
        let view = try screen!.view()
        lines.append("\(line) => \(describeEffects(effects: effects)) ; \(describeView(view: view))")
    }
    return lines
}

@Test func theScriptedSessionGivesTheGoldenTranscriptThroughTheSwiftBindings() throws {
    let golden = try goldenDir()
    let read = { (name: String) throws -> [String] in
        try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let script = try read("screen_script.txt")
    // The file ends with a newline: the last, empty piece is not a line.
    let expected = try read("screen_transcript.txt").dropLast()
    let dir = FileManager.default.temporaryDirectory
        .appendingPathComponent("dhayam-swift-\(UUID().uuidString)").path
    let app = try App.open(dataDir: dir)
    let lines = try play(script, on: app)
    for (n, (got, want)) in zip(lines, expected).enumerated() {
        #expect(got == want, "line \(n + 1) of the transcript differs")
    }
    #expect(lines.count == expected.count)
}
