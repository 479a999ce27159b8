// What the model tests share: a clock run by hand, a sound player that records, fresh data
// directories and short setups.

import DhayamModel
import Foundation
import Testing

/// A clock that only moves when the test moves it, running what falls due in time order.
@MainActor
final class TestClock: GameClock {
    private struct Entry {
        let at: Duration
        let order: Int
        let action: @MainActor () -> Void
        let token: ScheduledAction
    }

    private(set) var now: Duration = .zero
    private var queue: [Entry] = []
    private var order = 0

    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
        -> ScheduledAction
    {
        let token = ScheduledAction()
        order += 1
        queue.append(Entry(at: now + delay, order: order, action: action, token: token))
        return token
    }

    /// Actions waiting to run.
    var pending: Int { queue.filter { !$0.token.isCancelled }.count }

    /// Move time on by `delay`, running every action due on the way.
    func advance(by delay: Duration) {
        let end = now + delay
        while let entry = takeNext(until: end) {
            now = entry.at
            entry.action()
        }
        now = end
    }

    /// Run the next action, moving time to it; false if there is none.
    @discardableResult
    func runNext() -> Bool {
        guard let entry = takeNext(until: nil) else { return false }
        now = entry.at
        entry.action()
        return true
    }

    /// Run actions one by one until `done` holds (checked before each), at most `limit`.
    /// Returns whether `done` held.
    @discardableResult
    func run(until done: () -> Bool, limit: Int = 200_000) -> Bool {
        for _ in 0..<limit {
            if done() { return true }
            if !runNext() { return done() }
        }
        return done()
    }

    private func takeNext(until end: Duration?) -> Entry? {
        queue.removeAll { $0.token.isCancelled }
        guard
            let index = queue.indices.min(by: {
                (queue[$0].at, queue[$0].order) < (queue[$1].at, queue[$1].order)
            }), end.map({ queue[index].at <= $0 }) ?? true
        else { return nil }
        return queue.remove(at: index)
    }
}

/// Records the sounds the model asks for.
@MainActor
final class RecordingSounds: SoundEffects {
    private(set) var played: [Cue] = []
    func play(_ cue: Cue) { played.append(cue) }
}

func freshDataDir() -> String {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("dhayam-ios-\(UUID().uuidString)").path
}

let medium = SeatKind.computer(level: .medium)

/// The default setup of `game` played by `seats`, with the fewest coins its preset offers.
func shortSetup(_ game: GameKind, _ seats: [SeatKind]) -> GameSetup {
    var setup = defaultSetup(game: game)
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

/// An app model on a fresh data directory with `change` applied to its settings.
@MainActor
func makeApp(
    dir: String = freshDataDir(), clock: TestClock, sounds: SoundEffects = SilentSoundEffects(),
    seed: UInt64 = 7, settings change: (inout Settings) -> Void = { _ in }
) throws -> AppModel {
    let app = try AppModel(dataDir: dir, clock: clock, sounds: sounds, seed: { seed })
    app.updateSettings(change)
    return app
}

/// Start a game of `setup` in `app` and return its model.
@MainActor
func start(_ app: AppModel, _ setup: GameSetup) throws -> GameModel {
    app.setup.reset(to: setup)
    app.startNewGame()
    #expect(app.notice == nil)
    return try #require(app.game)
}

extension GameModel {
    /// The person to act may act now: it is their turn and the last action has been shown.
    var personMayAct: Bool { humanToAct != nil && !isAnimating && failure == nil }

    /// The coins as a sorted list, to compare boards whatever the order.
    static func sorted(_ coins: [BoardCoin]) -> [BoardCoin] {
        coins.sorted { ($0.player, $0.square ?? 0, $0.atGoal ? 1 : 0) < ($1.player, $1.square ?? 0, $1.atGoal ? 1 : 0) }
    }
}
