// The model's only source of time. Everything the game does later (a computer seat's move, an
// auto-roll, the next animation frame, the Undo prompt closing) is scheduled on a GameClock, so
// tests run the clock by hand and the app runs it on the main actor.

/// A scheduled action that can be called off before it runs.
@MainActor
public final class ScheduledAction {
    public private(set) var isCancelled = false

    public init() {}

    public func cancel() {
        isCancelled = true
    }
}

/// Runs actions on the main actor after a delay.
@MainActor
public protocol GameClock: AnyObject {
    /// Run `action` once `delay` has passed, unless the returned action is cancelled first.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
        -> ScheduledAction
}

/// The app's clock: a task that sleeps on the system's continuous clock.
@MainActor
public final class LiveClock: GameClock {
    public init() {}

    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
        -> ScheduledAction
    {
        let scheduled = ScheduledAction()
        Task { @MainActor in
            try? await Task.sleep(for: delay)
            if !scheduled.isCancelled {
                action()
            }
        }
        return scheduled
    }
}

/// How long the game lets things take, so a person can follow them.
public struct Pace: Sendable, Equatable {
    /// Before a computer seat acts.
    public var computer: Duration
    /// Before an auto-roll for a human seat.
    public var autoRoll: Duration
    /// The sticks on show after a throw.
    public var roll: Duration
    /// One square of a coin's walk.
    public var step: Duration
    /// A jump: a move under reduced motion, a coin entering or cut, a ladder or a snake.
    public var jump: Duration
    /// How long the Undo prompt stays after the player's own roll or move.
    public var undoWindow: Duration

    public init(
        computer: Duration, autoRoll: Duration, roll: Duration, step: Duration, jump: Duration,
        undoWindow: Duration
    ) {
        self.computer = computer
        self.autoRoll = autoRoll
        self.roll = roll
        self.step = step
        self.jump = jump
        self.undoWindow = undoWindow
    }

    /// The app's pace.
    public static let standard = Pace(
        computer: .milliseconds(700), autoRoll: .milliseconds(500), roll: .milliseconds(450),
        step: .milliseconds(140), jump: .milliseconds(260), undoWindow: .seconds(2))
}
