// The app's core queue: every call to the core's handle runs there, never on the main thread,
// intents reach the core in the order they were sent, and their views come back in that order.

import DhayamModel
import Foundation
import Testing

/// The core's handle behind a record of every call made to it: which, with what intent, and
/// whether it ran on the core queue or the main thread.
final class WatchedHandle: AppHandleProtocol, @unchecked Sendable {
    struct Call {
        var method: String
        var intent: AppIntent?
        var onCoreQueue: Bool
        var onMainThread: Bool
    }

    private let handle: AppHandle
    private let lock = NSLock()
    private var record: [Call] = []

    init(_ handle: AppHandle) {
        self.handle = handle
    }

    /// The calls so far, in the order they were made.
    var calls: [Call] {
        lock.lock()
        defer { lock.unlock() }
        return record
    }

    private func note(_ method: String, _ intent: AppIntent? = nil) {
        let call = Call(
            method: method, intent: intent, onCoreQueue: CoreThread.isCurrent,
            onMainThread: Thread.isMainThread)
        lock.lock()
        record.append(call)
        lock.unlock()
    }

    func advance(ms: UInt64) throws -> [Effect] {
        note("advance")
        return try handle.advance(ms: ms)
    }

    func boardReading() throws -> BoardReading? {
        note("boardReading")
        return try handle.boardReading()
    }

    func intent(intent: AppIntent) throws -> [Effect] {
        note("intent", intent)
        return try handle.intent(intent: intent)
    }

    func nextWake() throws -> UInt64? {
        note("nextWake")
        return try handle.nextWake()
    }

    func notation() throws -> String? {
        note("notation")
        return try handle.notation()
    }

    func recent() throws -> RecentTurns? {
        note("recent")
        return try handle.recent()
    }

    func view() throws -> AppView {
        note("view")
        return try handle.view()
    }
}

@MainActor
@Test func theCoreIsCalledOnItsQueueAloneAndIntentsReachItInTheOrderSent() async throws {
    let watched = LockedBox<WatchedHandle>()
    let app = try await AppModel.open(
        dataDir: freshDataDir(), reducedMotion: false, timer: TestTimer(), seed: { 3 },
        handle: { watched.set(WatchedHandle($0)) })
    let handle = try #require(watched.value)
    #expect(!handle.calls.isEmpty, "the store was opened and its first view read there")

    var sent: [AppIntent] = [.openSettings]
    for index in 0..<200 {
        sent.append(.changeSetting(change: .sound(on: index % 2 == 0)))
    }
    sent.append(.home)
    for intent in sent {
        app.send(intent)
    }
    await app.settled()

    let calls = handle.calls
    #expect(calls.allSatisfy { $0.onCoreQueue && !$0.onMainThread }, "every call ran on the core queue")
    #expect(calls.compactMap(\.intent) == sent, "the intents in the order sent")
    #expect(calls.contains { $0.method == "view" }, "the views were read there too")
    #expect(app.view.screen == .home(resume: nil), "the last intent's view is the one drawn")
    #expect(app.failure == nil)
}

@MainActor
@Test func theCoreQueueRunsCallsOneAtATimeAndHandsBackResultsInOrder() async {
    let queue = CoreThread()
    let running = LockedBox<Int>()
    let results = Collected()
    for index in 0..<1_000 {
        queue.run({
            // Never two at once: a second call would find the first one's mark.
            let overlapped = running.value != nil
            _ = running.set(index)
            running.clear()
            return overlapped ? -1 : index
        }) { results.items.append($0) }
    }
    _ = await queue.result { 0 }
    #expect(results.items == Array(0..<1_000))
}

/// A value set once from any thread, read after.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func set(_ value: Value) -> Value {
        lock.lock()
        stored = value
        lock.unlock()
        return value
    }

    func clear() {
        lock.lock()
        stored = nil
        lock.unlock()
    }
}

/// What the main actor was handed, in the order it was.
@MainActor
final class Collected {
    var items: [Int] = []
}
