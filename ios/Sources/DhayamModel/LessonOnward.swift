// Where a lesson goes once a step is done: on to its next step, or, after its last, back to the
// lessons with a word that it is finished. Which of the two, and where Back goes: the core's
// lesson view and intents; the SwiftUI lesson screen shows the button.

import DhayamCore

/// The way on from a lesson's finished step.
public struct LessonOnward: Equatable, Sendable {
    /// "Lesson finished", after the last step; nil before it.
    public let finishedKey: String?
    /// The button's label.
    public let buttonKey: String
    /// What the button asks of the core.
    public let intent: AppIntent
}

extension LessonView {
    /// The way on, once the step on screen is done; nil while it waits for the player.
    public var onward: LessonOnward? {
        guard done else { return nil }
        return last
            ? LessonOnward(finishedKey: "lesson_finished", buttonKey: "back", intent: .quit)
            : LessonOnward(finishedKey: nil, buttonKey: "lesson_next", intent: .nextLessonStep)
    }
}

extension Strings {
    /// "Step 2 of 5" of the lesson on screen.
    public func stepOf(_ lesson: LessonView) -> String {
        self("lesson_step_of", Int(lesson.step) + 1, Int(lesson.steps))
    }
}
