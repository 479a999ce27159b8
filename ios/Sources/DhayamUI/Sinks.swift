// Where the core's effects are played on the device: the sound of a cue (the WAVs in the app
// bundle, one AVAudioPlayer each, in the ambient category so they mix with other audio and obey
// the mute switch), its haptic (UIKit's feedback generators), and announcements to VoiceOver.
// The core gives a sound or haptic only when its setting is on.

#if canImport(SwiftUI)
import DhayamModel
import Foundation
#if canImport(AVFoundation)
import AVFoundation
#endif
#if canImport(UIKit)
import UIKit
#endif

/// Plays each cue's sound from the bundle.
@MainActor
final class BundledSounds {
    #if canImport(AVFoundation)
    private var players: [Cue: AVAudioPlayer] = [:]
    #endif

    init(bundle: Bundle = .main) {
        #if canImport(AVFoundation)
        #if os(iOS)
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
        #endif
        for cue in [Cue.roll, .move, .cut, .goal, .win] {
            let url =
                bundle.url(forResource: cue.soundName, withExtension: "wav")
                ?? bundle.url(forResource: cue.soundName, withExtension: "wav", subdirectory: "Sounds")
            guard let url, let player = try? AVAudioPlayer(contentsOf: url) else { continue }
            player.prepareToPlay()
            players[cue] = player
        }
        #endif
    }

    func play(_ cue: Cue) {
        #if canImport(AVFoundation)
        guard let player = players[cue] else { return }
        player.currentTime = 0
        player.play()
        #endif
    }
}

/// Plays each cue's vibration.
@MainActor
final class Haptics {
    func play(_ cue: Cue) {
        #if canImport(UIKit)
        switch cue {
        case .roll: UIImpactFeedbackGenerator(style: .light).impactOccurred()
        case .move: UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 0.6)
        case .cut: UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        case .goal, .win: UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
        #endif
    }
}

/// Says the core's announcements to VoiceOver, in the app's language.
@MainActor
final class Announcer {
    /// The words of the moment (the language and board can change).
    var words: @MainActor () -> Words? = { nil }

    func announce(_ text: CoreText) {
        #if canImport(UIKit)
        guard let words = words() else { return }
        UIAccessibility.post(notification: .announcement, argument: words(text))
        #endif
    }
}
#endif
