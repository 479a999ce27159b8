// A player's home circle on the game screen: how it is marked (the circle of the player to act
// lit while a coin may come out of it, drawn heavier once that coin is picked), whose it is, and
// what a tap on it asks of the core. The board (Dhayam, Thayam) and the row of circles beside
// Paramapadam's board both draw from here.

import DhayamCore

/// How a home circle is marked.
public enum HomeMark: Equatable, Sendable {
    /// Nothing to do there.
    case plain
    /// A coin may come out of it: ringed, dashed.
    case movable
    /// Its coin is picked: ringed solid.
    case picked
}

extension GameScreenView {
    /// `player`'s strip, when they play this game.
    public func strip(of player: UInt32) -> PlayerStrip? {
        players.first { $0.player == player }
    }

    /// How `strip`'s home circle is marked.
    public func homeMark(_ strip: PlayerStrip) -> HomeMark {
        guard strip.toAct else { return .plain }
        if picked == .home { return .picked }
        return movable.contains(.home) ? .movable : .plain
    }

    /// What a tap on `player`'s home circle asks: the circle of the player to act takes the tap
    /// (the core says whether a coin may come out); anyone else's asks nothing.
    public func tapHome(of player: UInt32) -> Intent? {
        player == toAct ? .tapHome : nil
    }

    /// What a tap on the board's home circle of `path` asks (Dhayam's and Thayam's homes are on
    /// the board, each the home of the player on that path).
    public func tapHome(onPath path: UInt32) -> Intent? {
        players.first { $0.path == path }.flatMap { tapHome(of: $0.player) }
    }
}
