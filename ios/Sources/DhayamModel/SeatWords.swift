// How the screens name a seat and a player in words: a computer seat with its level, a finished
// player with their place, what a player strip counts, who won, and the line under Resume on Home. Which
// key and which values: the core's view; the SwiftUI views only show the strings.

import DhayamCore

extension Strings {
    /// A seat's kind as the setup offers it: "Person", or "Computer · Hard".
    public func seatName(_ kind: SeatKind) -> String {
        guard let level = kind.level else { return self(kind.nameKey) }
        return "\(self(kind.nameKey)) · \(self(level.nameKey))"
    }

    /// A player strip's title: "1. Player 2" once they have a place; before, "Player 2 · Hard"
    /// for a computer and "Player 1" for a person.
    public func title(_ strip: PlayerStrip) -> String {
        let name = player(strip.player)
        if let place = strip.place {
            return self("over_place", Int(place), name)
        }
        guard let level = strip.kind.level else { return name }
        return "\(name) · \(self(level.nameKey))"
    }

    /// The game-over card's headline: who won, or that nobody did.
    public func verdict(_ result: GameResult) -> String {
        result.winner.map { self("over_winner", player($0)) } ?? self("over_draw")
    }

    /// The finishing order, a line a player: "1. Player 2".
    public func places(_ result: GameResult) -> [(player: UInt32, line: String)] {
        result.places.enumerated().map { index, each in
            (each, self("over_place", index + 1, player(each)))
        }
    }

    /// What a player strip counts: "3 waiting · 1 at the goal".
    public func counts(_ strip: PlayerStrip) -> String {
        "\(self("play_waiting", Int(strip.waiting))) · \(self("play_home_count", Int(strip.finished)))"
    }

    /// The line under Resume: the game and its players, who the opponent is, the turns played.
    public func resumeDetail(_ card: ResumeCard) -> String {
        [
            self("home_resume_detail", self(card.game.nameKey), Int(card.players)),
            card.opponent.name(self),
            self("stats_turns", Int(card.yourTurns)),
        ].joined(separator: " · ")
    }
}
