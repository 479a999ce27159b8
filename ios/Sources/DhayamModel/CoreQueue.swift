// Where the core is called. The store's autosave is fsync'd and Hard thinks for milliseconds on
// a phone, so no call to the AppHandle may run on the main thread: every call goes to one serial
// queue, one at a time and in the order given, and its result comes back to the main actor in
// that order. The handle itself is confined to that queue by CoreSession.

import Dispatch

/// Runs calls to the core one at a time, in order, and hands their results to the main actor.
public protocol CoreQueue: Sendable {
    /// Run `call`, then `done` with its result on the main actor. Calls run in the order given,
    /// never two at once, and their `done`s run in the same order.
    func run<T: Sendable>(
        _ call: @escaping @Sendable () -> T, done: @escaping @MainActor @Sendable (T) -> Void)
}

extension CoreQueue {
    /// `call`'s result, once it has run after every call given before it.
    @MainActor
    public func result<T: Sendable>(_ call: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            run(call) { continuation.resume(returning: $0) }
        }
    }
}

/// The app's core queue: one serial dispatch queue, off the main thread.
public final class CoreThread: CoreQueue {
    /// The queue's label, as a debugger or a test sees it.
    public static let label = "dhayam-core"

    private let queue = DispatchQueue(label: CoreThread.label, qos: .userInitiated)
    // A key is only an identity for the queue's mark: never changed after it is made.
    nonisolated(unsafe) private static let marker = DispatchSpecificKey<Bool>()

    public init() {
        queue.setSpecific(key: CoreThread.marker, value: true)
    }

    public func run<T: Sendable>(
        _ call: @escaping @Sendable () -> T, done: @escaping @MainActor @Sendable (T) -> Void
    ) {
        queue.async {
            let result = call()
            DispatchQueue.main.async {
                MainActor.assumeIsolated { done(result) }
            }
        }
    }

    /// Whether the caller is running on the core queue.
    public static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker) == true
    }
}
