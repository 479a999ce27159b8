// Turning taps into one of the core's legal moves. The player narrows the legal moves by tapping
// a coin (or their home, for a coin coming out), a banked value, and a destination, in any
// order; once the coin or destination is known and one legal move is left, it is played. Which
// moves exist is the core's answer; this only filters its list.

import DhayamCore

/// Which coin the player picked: one waiting at home, or the coin on a square.
public enum CoinPick: Hashable, Sendable {
    case home
    case square(UInt32)
}

/// What the player has picked so far this move.
public struct Selection: Equatable, Sendable {
    public var coin: CoinPick?
    public var value: UInt32?
    public var destination: UInt32?

    public init(coin: CoinPick? = nil, value: UInt32? = nil, destination: UInt32? = nil) {
        self.coin = coin
        self.value = value
        self.destination = destination
    }

    public var isEmpty: Bool { coin == nil && value == nil && destination == nil }

    /// The legal moves that agree with every pick.
    public func candidates(_ moves: [LegalMove]) -> [LegalMove] {
        moves.filter { move in
            if let coin, coin != move.coinPick { return false }
            if let value, !move.values.contains(value) { return false }
            if let destination, destination != move.toSquare { return false }
            return true
        }
    }

    /// The move to play: the only candidate, once a coin or a destination is picked.
    public func chosen(_ moves: [LegalMove]) -> LegalMove? {
        guard coin != nil || destination != nil else { return nil }
        let left = candidates(moves)
        return left.count == 1 ? left[0] : nil
    }
}

extension LegalMove {
    /// The coin this move takes.
    public var coinPick: CoinPick {
        coinSquare.map(CoinPick.square) ?? .home
    }

    /// The banked values it spends.
    public var values: [UInt32] {
        switch action {
        case .enter(let value), .advance(_, let value): [value]
        case .jump(_, let values): values
        }
    }
}
