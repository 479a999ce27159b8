// The model's only source of time: one wake-up at a time, asked for by the core (each replaces
// the last). The app runs it on a task that sleeps; tests fire it by hand.

/// Calls back once, after some milliseconds, unless replaced or cancelled first.
@MainActor
public protocol WakeTimer: AnyObject {
    /// Call `fire` after `ms` milliseconds, replacing any wake-up still waiting.
    func schedule(after ms: UInt64, _ fire: @escaping @MainActor () -> Void)
    /// Call off the wake-up waiting, if any.
    func cancel()
}

/// The app's timer: a task on the main actor that sleeps on the system's clock.
@MainActor
public final class LiveTimer: WakeTimer {
    private var task: Task<Void, Never>?

    public init() {}

    public func schedule(after ms: UInt64, _ fire: @escaping @MainActor () -> Void) {
        task?.cancel()
        task = Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(Int64(clamping: ms)))
            if !Task.isCancelled {
                fire()
            }
        }
    }

    public func cancel() {
        task?.cancel()
        task = nil
    }
}
