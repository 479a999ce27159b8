// What the setup screen offers, read from the core's SetupView: which sections a game has and
// which pickers have a choice to make. The SwiftUI setup lays these out; it decides none of them.

import DhayamCore

extension SetupView {
    /// The game has rules to set (a preset, throw sets or switches): the race games. A game
    /// without (Paramapadam) shows its Rules & Settings button with the game instead.
    public var hasRules: Bool {
        preset != nil || !throwSets.isEmpty || !switches.isEmpty
    }

    /// The number of players can be changed: the game offers more than one.
    public var playersCanChange: Bool {
        playerChoices.count > 1
    }

    /// The preset picker's choices and the one chosen, when there is more than one preset; nil
    /// when the game has a single preset or none.
    public var presetChoice: (choices: [Preset], chosen: Preset)? {
        guard presets.count > 1, let chosen = preset ?? presets.first else { return nil }
        return (presets, chosen)
    }

    /// The coins picker's chosen count, when the game offers more than one.
    public var coinsChoice: UInt32? {
        coinChoices.count > 1 ? coins : nil
    }
}
