// The app as the screens see it: the core's view as observable state, and the board read aloud
// and the last turns, each fetched only when the view's version of it changes. Every tap is an
// intent handed to the core on the core queue (never on the main thread: the store's autosave
// and Hard's decisions take milliseconds); the view it leaves comes back to the main actor in
// order. Every effect the core asks for is performed here: sounds, haptics and announcements
// through the sinks, and the wake-up on the timer, which calls the core's `advance` when it
// fires. Nothing is decided here.

@_exported import DhayamCore
import Foundation
import Observation

/// Where the core's effects go: the device's sound player, its haptics, its screen reader.
@MainActor
public struct EffectSinks {
    public var sound: @MainActor (Cue) -> Void
    public var haptic: @MainActor (Cue) -> Void
    public var announce: @MainActor (Text) -> Void

    public init(
        sound: @escaping @MainActor (Cue) -> Void = { _ in },
        haptic: @escaping @MainActor (Cue) -> Void = { _ in },
        announce: @escaping @MainActor (Text) -> Void = { _ in }
    ) {
        self.sound = sound
        self.haptic = haptic
        self.announce = announce
    }
}

@Observable
@MainActor
public final class AppModel {
    /// The core's view of the app: the screen, the question over it, a refusal, a notice.
    public private(set) var view: AppView
    /// The language of the app's text, as stored.
    public var language: Language { view.language }
    /// The board of the game on screen, for drawing.
    public private(set) var layout: BoardLayout?
    /// The board read aloud of the game or lesson on screen, for VoiceOver. It is most of what
    /// a view would carry and changes far less often, so the core sends it apart: it is fetched
    /// again only when the view's `readingVersion` differs from `readingVersion` here.
    public private(set) var reading: [SquareReading] = []
    /// The version of `reading`; none before any was fetched.
    @ObservationIgnored public private(set) var readingVersion: UInt64?
    /// What the last few turns of the game on screen did, shown beside the board. Half of what a
    /// view would carry, changed about once a turn, so the core sends it apart too: it is fetched
    /// again only when the view's `recentVersion` differs from `recentVersion` here.
    public private(set) var recent: [LogTurn] = []
    /// The version of `recent`; none before any were fetched.
    @ObservationIgnored public private(set) var recentVersion: UInt64?
    /// The store was damaged and set aside on opening; the app started afresh. Clear to dismiss.
    public var storeSetAside = false
    /// A request the core could not read, or a bug in it; shown, then cleared.
    public var failure: DhayamError?

    @ObservationIgnored private let session: CoreSession
    @ObservationIgnored private let queue: any CoreQueue
    @ObservationIgnored private let timer: WakeTimer
    @ObservationIgnored private let sinks: EffectSinks
    @ObservationIgnored private let seed: () -> UInt64
    /// A count that tells a stale firing of the timer from the current one.
    @ObservationIgnored private var generation = 0

    /// The app on the store in `dataDir`, opened on `queue`. A damaged store is set aside (kept
    /// for a bug report) and the app starts afresh; any other store error is thrown. `handle`
    /// may stand between the model and the core's handle (tests watch the calls with it).
    public static func open(
        dataDir: String, reducedMotion: Bool, timer: WakeTimer, sinks: EffectSinks = EffectSinks(),
        seed: @escaping () -> UInt64 = {
            var random = SystemRandomNumberGenerator()
            return random.next()
        },
        queue: any CoreQueue = CoreThread(),
        handle: @escaping @Sendable (AppHandle) -> any AppHandleProtocol = { $0 }
    ) async throws -> AppModel {
        let opened = await queue.result {
            Result {
                let (session, setAside) = try CoreSession.open(
                    dataDir: dataDir, reducedMotion: reducedMotion, wrap: handle)
                return (session, setAside, session.update { _ in [] })
            }
        }
        let (session, setAside, first) = try opened.get()
        return try AppModel(
            session: session, first: first.get(), setAside: setAside, queue: queue, timer: timer,
            sinks: sinks, seed: seed)
    }

    private init(
        session: CoreSession, first: CoreUpdate, setAside: Bool, queue: any CoreQueue,
        timer: WakeTimer, sinks: EffectSinks, seed: @escaping () -> UInt64
    ) {
        self.session = session
        self.queue = queue
        self.timer = timer
        self.sinks = sinks
        self.seed = seed
        view = first.view
        storeSetAside = setAside
        apply(first)
    }

    /// The game screen, while a game is up, or a lesson's board while a lesson is.
    public var game: GameScreenView? {
        switch view.screen {
        case .game(let game): game
        case .lesson(let lesson): lesson.board
        default: nil
        }
    }

    // MARK: Intents

    /// The player (or the system) did something.
    public func send(_ intent: AppIntent) {
        perform { try $0.intent(intent: intent) }
    }

    /// A request for the game on screen.
    public func play(_ intent: Intent) {
        send(.game(intent: intent))
    }

    /// One edit of the setup.
    public func edit(_ edit: SetupEdit) {
        send(.editSetup(edit: edit))
    }

    /// One setting changed.
    public func change(_ change: SettingChange) {
        send(.changeSetting(change: change))
    }

    /// The setup screen's Start, with a fresh seed.
    public func startGame() {
        send(.startGame(seed: seed()))
    }

    /// Game over's Play again, with a fresh seed.
    public func playAgain() {
        send(.playAgain(seed: seed()))
    }

    /// The game on screen as position notation, for a bug report, once every intent sent
    /// before has been played.
    public func notation() async -> String? {
        let session = self.session
        return await queue.result { session.notation() }
    }

    /// Returns once every call sent to the core before it has come back and been drawn.
    public func settled() async {
        await queue.result {}
    }

    // MARK: Effects and time

    /// `call` on the core queue; its view and effects, back on the main actor, in order.
    private func perform(_ call: @escaping @Sendable (any AppHandleProtocol) throws -> [Effect]) {
        let session = self.session
        queue.run({ session.update(call) }) { [weak self] result in
            switch result {
            case .success(let update): self?.apply(update)
            case .failure(let error): self?.failure = error
            }
        }
    }

    private func apply(_ update: CoreUpdate) {
        view = update.view
        if let layout = update.layout { self.layout = layout }
        if let reading = update.reading {
            self.reading = reading.squares
            readingVersion = reading.version
        }
        if let recent = update.recent {
            self.recent = recent.turns
            recentVersion = recent.version
        }
        var wake: UInt64?
        for effect in update.effects {
            switch effect {
            case .sound(let cue): sinks.sound(cue)
            case .haptic(let cue): sinks.haptic(cue)
            case .announce(let text): sinks.announce(text)
            case .wakeIn(let ms): wake = ms
            }
        }
        // Each call's wake-up replaces the last; the core restates it on every call while
        // something is due, so a call that asks for none means nothing is.
        if let wake { arm(wake) } else { disarm() }
    }

    private func arm(_ ms: UInt64) {
        generation += 1
        let current = generation
        timer.schedule(after: ms) { [weak self] in
            guard let self, self.generation == current else { return }
            self.perform { try $0.advance(ms: ms) }
        }
    }

    private func disarm() {
        generation += 1
        timer.cancel()
    }
}
