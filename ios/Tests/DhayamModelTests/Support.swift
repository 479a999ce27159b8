// What the model tests share: a timer fired by hand, sinks that record, fresh data directories,
// the String Catalog, and an app opened on them.

import DhayamModel
import Foundation
import Testing

/// A timer that fires only when the test says so; it keeps virtual time.
@MainActor
final class TestTimer: WakeTimer {
    /// The wake-up waiting, in milliseconds.
    private(set) var pending: UInt64?
    /// The milliseconds fired so far.
    private(set) var now: UInt64 = 0
    private var fire: (@MainActor () -> Void)?

    func schedule(after ms: UInt64, _ fire: @escaping @MainActor () -> Void) {
        pending = ms
        self.fire = fire
    }

    func cancel() {
        pending = nil
        fire = nil
    }

    /// Let the waiting wake-up's time pass and fire it; false if none was waiting.
    @discardableResult
    func fireNext() -> Bool {
        guard let fire, let pending else { return false }
        now += pending
        cancel()
        fire()
        return true
    }

    /// Fire wake-ups until `done` holds (checked before each), at most `limit`; whether it held.
    @discardableResult
    func run(until done: () -> Bool, limit: Int = 100_000) -> Bool {
        for _ in 0..<limit {
            if done() { return true }
            if !fireNext() { return done() }
        }
        return done()
    }
}

/// Records every effect the model performs.
@MainActor
final class Recorder {
    private(set) var sounds: [Cue] = []
    private(set) var haptics: [Cue] = []
    private(set) var announced: [Text] = []

    var sinks: EffectSinks {
        EffectSinks(
            sound: { self.sounds.append($0) },
            haptic: { self.haptics.append($0) },
            announce: { self.announced.append($0) })
    }

    func clear() {
        sounds = []
        haptics = []
        announced = []
    }
}

func freshDataDir() -> String {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("dhayam-ios-\(UUID().uuidString)").path
}

/// The app's String Catalog, as the tests read it.
let stringCatalog = try! Data(
    contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Dhayam/Resources/Localizable.xcstrings"))

/// Runs each call to the core where it is given, at once, so that a test reads the view right
/// after an intent. The app's own queue, off the main thread, is tested in CoreQueueTests.
struct InlineQueue: CoreQueue {
    func run<T: Sendable>(
        _ call: @escaping @Sendable () -> T, done: @escaping @MainActor @Sendable (T) -> Void
    ) {
        let result = call()
        MainActor.assumeIsolated { done(result) }
    }
}

/// An app on `dir` with the test timer, recording its effects, every game seeded with `seed`.
@MainActor
func openApp(
    dir: String = freshDataDir(), timer: TestTimer, recorder: Recorder = Recorder(), seed: UInt64 = 7
) async throws -> AppModel {
    try await AppModel.open(
        dataDir: dir, reducedMotion: false, timer: timer, sinks: recorder.sinks, seed: { seed },
        queue: InlineQueue())
}

extension AppModel {
    /// The setup screen's view, while it is up.
    var setup: SetupView? {
        if case .setup(let setup) = view.screen { return setup }
        return nil
    }

    /// The resume card on Home, while Home is up.
    var resumeCard: ResumeCard? {
        if case .home(let resume) = view.screen { return resume }
        return nil
    }

    /// Open the setup, make seat 1 an easy computer and `edits` more, then Start.
    func begin(_ game: GameKind = .dhayam, _ edits: [SetupEdit] = []) {
        send(.openSetup)
        edit(.game(game: game))
        edit(.seat(seat: 1, kind: .computer(level: .easy)))
        for change in edits {
            edit(change)
        }
        startGame()
    }
}

/// The keys of `text`'s sentences.
func keys(_ text: Text?) -> [String] {
    text?.sentences.map(\.key) ?? []
}
