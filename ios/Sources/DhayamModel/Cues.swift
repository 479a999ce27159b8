// Sound and haptic cues: what the model asks the device to play as events are shown. The model
// decides which cue (from the core's events) and whether the settings allow it; the UI layer
// plays them (AVAudioPlayer for sound, sensoryFeedback for haptics).

/// A moment worth a sound or a vibration.
public enum Cue: String, CaseIterable, Sendable {
    case roll, move, cut, home, win
}

/// One cue given at one moment: `serial` grows with every cue, so two equal cues in a row are
/// still two changes for an observer such as `sensoryFeedback(trigger:)`.
public struct CueSignal: Equatable, Sendable {
    public let cue: Cue
    public let serial: Int
}

/// Plays the sound effect of a cue.
@MainActor
public protocol SoundEffects: AnyObject {
    func play(_ cue: Cue)
}

/// No sound: for tests and previews.
@MainActor
public final class SilentSoundEffects: SoundEffects {
    public init() {}
    public func play(_ cue: Cue) {}
}
