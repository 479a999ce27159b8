// Where the core's effects are played on the device: the sound of a cue (the WAVs in the app
// bundle, one AVAudioPlayer each, in the ambient category so they mix with other audio and obey
// the mute switch), its haptic (UIKit's feedback generators), and announcements to VoiceOver.
// The core gives a sound or haptic only when its setting is on.

#if canImport(SwiftUI)
import DhayamModel
import Foundation
import SwiftUI
#if canImport(Accessibility)
import Accessibility
#endif
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

/// VoiceOver's end of the core's announcements: the model's `Announcements` words each one in
/// the app's language, and it is posted here as a low-priority announcement, which VoiceOver
/// queues behind what it is saying, so the events are heard in order rather than each cutting
/// off the last.
@MainActor
enum VoiceOver {
    static func announcements() -> Announcements {
        Announcements(post: { said in
            var announcement = AttributedString(said)
            announcement.accessibilitySpeechAnnouncementPriority = .low
            AccessibilityNotification.Announcement(announcement).post()
        })
    }
}
#endif
