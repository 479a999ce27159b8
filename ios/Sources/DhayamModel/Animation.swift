// The frames an action is shown in, derived from the core's events: a throw shows the sticks,
// a coin walks square by square along CoinMoved's squares (one jump under reduced motion), a
// coin entering, cut, or on a ladder or snake moves in one frame. The model plays the frames on
// its clock and ends on the core's own state, so the frames decide only how a change looks.

import DhayamCore

/// A coin as drawn: whose, and where (none while it waits at home).
public struct BoardCoin: Hashable, Sendable {
    public var player: UInt32
    public var square: UInt32?
    public var atGoal: Bool

    public init(player: UInt32, square: UInt32?, atGoal: Bool = false) {
        self.player = player
        self.square = square
        self.atGoal = atGoal
    }

    public init(_ coin: Coin) {
        self.init(player: coin.player, square: coin.square, atGoal: coin.atGoal)
    }
}

/// One picture of an action being shown.
public struct AnimationFrame: Equatable, Sendable {
    /// Every coin where this frame draws it.
    public var coins: [BoardCoin]
    /// The coin this frame moves, where it now stands (none for a coin sent home).
    public var moving: BoardCoin?
    /// The sticks on show, once thrown.
    public var sticks: Throw?
    /// The cues to give as this frame appears.
    public var cues: [Cue]
    /// How long the frame stays.
    public var duration: Duration
}

/// The frames that show `events`, starting from `coins` (the board before the action).
public func animationFrames(
    for events: [Event], from coins: [BoardCoin], sticks: Throw?, reduceMotion: Bool,
    pace: Pace
) -> [AnimationFrame] {
    var board = coins
    var sticks = sticks
    var frames: [AnimationFrame] = []
    var lastMoved: Int?

    func frame(_ moving: BoardCoin?, _ cues: [Cue], _ duration: Duration) {
        frames.append(
            AnimationFrame(
                coins: board, moving: moving, sticks: sticks, cues: cues, duration: duration))
    }
    /// Move one of `player`'s coins from `from` (none: home) to `to` (none: home).
    func move(_ player: UInt32, from: UInt32?, to: UInt32?) -> BoardCoin? {
        guard
            let index = board.firstIndex(where: {
                $0.player == player && $0.square == from && (from != nil || !$0.atGoal)
            })
        else { return nil }
        board[index].square = to
        lastMoved = index
        return board[index]
    }

    for event in events {
        switch event {
        case .rolled(_, let thrown):
            sticks = thrown
            frame(nil, [.roll], pace.roll)
        case .coinEntered(let player, let square):
            frame(move(player, from: nil, to: square), [.move], pace.jump)
        case .coinMoved(let player, let from, let to, let squares):
            if reduceMotion || squares.isEmpty {
                frame(move(player, from: from, to: to), [.move], pace.jump)
            } else {
                var at = from
                for (i, square) in squares.enumerated() {
                    let moved = move(player, from: at, to: square)
                    at = square
                    frame(moved, i == squares.count - 1 ? [.move] : [], pace.step)
                }
            }
        case .coinCut(let player, let square, _):
            _ = move(player, from: square, to: nil)
            frame(BoardCoin(player: player, square: nil), [.cut], pace.jump)
        case .coinHome(let player):
            if let index = lastMoved, board[index].player == player {
                board[index].atGoal = true
            }
            frame(nil, [.home], pace.jump)
        case .ladder(let player, let from, let to), .snake(let player, let from, let to):
            frame(move(player, from: from, to: to), [.move], pace.jump)
        case .gameOver(let winner):
            if winner != nil {
                frame(nil, [.win], pace.jump)
            }
        case .throwOffTied, .turnPassed, .valueLost, .extraRoll, .playerFinished:
            break
        }
    }
    return frames
}
