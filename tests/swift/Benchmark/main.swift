// The cost of the one call a frame needs across the FFI from Swift: `AppHandle.view()`, the whole
// app's view model (the game screen with its moves, strips and the versions of its board reading
// and last turns), of a Traditional 12-coin Dhayam game between two Medium computers after 400 of
// the core's wake-ups — the position the Kotlin benchmark (tests/kotlin/src/FfiCallBenchmark.kt)
// times — and `AppHandle.boardReading()` and `AppHandle.recent()`, the reading and the turns
// themselves, each fetched when its version changes; also the smallest call, `throwValues()`.
// Each the median of nine rounds of 10,000 calls, every round timing every call in turn after
// one warm-up of them all, in the release configuration.
// Run by tests/swift/run.sh; the figures go into docs/BENCHMARKS.md by hand.
import DhayamCore
import Foundation

let calls = 10_000
let rounds = 9

/// Microseconds a call of each of `bodies`, the median of `rounds` rounds that each time
/// `calls` calls of every body in turn (so that the machine's moods fall on every call alike).
func medianMicros(_ bodies: [() throws -> Void]) throws -> [Double] {
    var times = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<rounds {
        for (i, body) in bodies.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<calls { try body() }
            times[i].append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calls) / 1_000)
        }
    }
    return times.map { $0.sorted()[rounds / 2] }
}

func folder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("dhayam-bench-\(UUID().uuidString)").path
}

let medium = SeatKind.computer(level: .medium)
var setup = defaultSetup(game: .dhayam)
setup.seats = setup.seats.map { seat in
    var seat = seat
    seat.kind = medium
    return seat
}

// The frame's view.
let app = try AppHandle.open(dataDir: folder(), reducedMotion: false)
_ = try app.intent(intent: .newGame(setup: setup, seed: 1))
for _ in 0..<400 {
    if let ms = try app.nextWake() { _ = try app.advance(ms: ms) }
}
guard case .game(let game) = try app.view().screen else { fatalError("no game on screen") }
guard let reading = try app.boardReading() else { fatalError("no board reading") }
guard let recent = try app.recent() else { fatalError("no last turns") }
for _ in 0..<calls {
    _ = throwValues()
    _ = try app.view()
    _ = try app.boardReading()
    _ = try app.recent()
}
// throwValues() is the smallest call there is: no object, no argument, seven numbers back.
let timed = try medianMicros([
    { _ = throwValues() },
    { _ = try app.view() },
    { _ = try app.boardReading() },
    { _ = try app.recent() },
])
let (smallest, frame, fetch, turns) = (timed[0], timed[1], timed[2], timed[3])
print(String(format: "ffi-swift: throwValues() %.1f µs per call (median of %d rounds of %d calls)",
             smallest, rounds, calls))
print(String(format: "ffi-swift: AppHandle.view() %.1f µs per call (the frame's view: %d moves, %d piles; median of %d rounds of %d calls)",
             frame, game.moves.count, game.coins.count, rounds, calls))
print(String(format: "ffi-swift: AppHandle.boardReading() %.1f µs per call (%d entries, fetched only when the view's readingVersion changes; median of %d rounds of %d calls)",
             fetch, reading.squares.count, rounds, calls))
print(String(format: "ffi-swift: AppHandle.recent() %.1f µs per call (%d turns, fetched only when the view's recentVersion changes; median of %d rounds of %d calls)",
             turns, recent.turns.count, rounds, calls))
