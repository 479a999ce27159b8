// The app as the screens see it: the core's AppHandle (the whole app's behaviour, Rust) with its
// view as observable state, and the board read aloud and the last turns, each fetched only when
// the view's version of it changes. Every tap is an intent handed to the core; every effect the core
// asks for is performed here: sounds, haptics and announcements through the sinks, and the
// wake-up on the timer, which calls the core's `advance` when it fires. Nothing is decided here.

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
    /// The board of the game on screen, for drawing and for naming squares.
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

    @ObservationIgnored private let handle: AppHandle
    @ObservationIgnored private let timer: WakeTimer
    @ObservationIgnored private let sinks: EffectSinks
    @ObservationIgnored private let seed: () -> UInt64
    /// A count that tells a stale firing of the timer from the current one.
    @ObservationIgnored private var generation = 0

    /// The app on the store in `dataDir`. A damaged store is set aside (kept for a bug report)
    /// and the app starts afresh; any other store error is thrown.
    public init(
        dataDir: String, reducedMotion: Bool, timer: WakeTimer, sinks: EffectSinks = EffectSinks(),
        seed: @escaping () -> UInt64 = {
            var random = SystemRandomNumberGenerator()
            return random.next()
        }
    ) throws {
        var setAside = false
        do {
            handle = try AppHandle.open(dataDir: dataDir, reducedMotion: reducedMotion)
        } catch DhayamError.StoreCorrupt {
            _ = try setAsideDamagedStore(dataDir: dataDir)
            handle = try AppHandle.open(dataDir: dataDir, reducedMotion: reducedMotion)
            setAside = true
        }
        self.timer = timer
        self.sinks = sinks
        self.seed = seed
        view = try handle.view()
        storeSetAside = setAside
        try fetchApart()
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
        perform { try handle.intent(intent: intent) }
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

    /// The game on screen as position notation, for a bug report.
    public func notation() -> String? {
        try? handle.notation()
    }

    // MARK: Effects and time

    private func perform(_ call: () throws -> [Effect]) {
        do {
            let effects = try call()
            try refresh()
            var wake: UInt64?
            for effect in effects {
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
        } catch {
            failure = (error as? DhayamError) ?? .Internal(detail: String(describing: error))
        }
    }

    private func refresh() throws {
        view = try handle.view()
        if let game = self.game, layout?.game != game.game {
            layout = boardLayout(game: game.game)
        }
        try fetchApart()
    }

    /// Fetch the board reading and the last turns, each if the view names another version of it
    /// than the one held.
    private func fetchApart() throws {
        guard let game else { return }
        if game.readingVersion != readingVersion, let fetched = try handle.boardReading() {
            reading = fetched.squares
            readingVersion = fetched.version
        }
        if game.recentVersion != recentVersion, let fetched = try handle.recent() {
            recent = fetched.turns
            recentVersion = fetched.version
        }
    }

    private func arm(_ ms: UInt64) {
        generation += 1
        let current = generation
        timer.schedule(after: ms) { [weak self] in
            guard let self, self.generation == current else { return }
            self.perform { try self.handle.advance(ms: ms) }
        }
    }

    private func disarm() {
        generation += 1
        timer.cancel()
    }
}
