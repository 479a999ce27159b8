// The sound effects: the WAVs in the app bundle (roll, move, cut, home, win), one
// AVAudioPlayer each, in the ambient category so they mix with other audio and obey the mute
// switch. The game model calls this only when the sound setting is on.

#if canImport(AVFoundation)
import AVFoundation
import DhayamModel

@MainActor
public final class BundledSounds: SoundEffects {
    private var players: [Cue: AVAudioPlayer] = [:]

    public init(bundle: Bundle = .main) {
        #if os(iOS)
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
        #endif
        for cue in Cue.allCases {
            let url =
                bundle.url(forResource: cue.rawValue, withExtension: "wav")
                ?? bundle.url(forResource: cue.rawValue, withExtension: "wav", subdirectory: "Sounds")
            guard let url, let player = try? AVAudioPlayer(contentsOf: url) else { continue }
            player.prepareToPlay()
            players[cue] = player
        }
    }

    public func play(_ cue: Cue) {
        guard let player = players[cue] else { return }
        player.currentTime = 0
        player.play()
    }
}
#endif
