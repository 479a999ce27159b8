// Frames and cues from the core's events: a coin walks square by square along CoinMoved's
// squares (one jump under reduced motion), the last frame is the core's own board, and sound and
// haptic cues follow the events, each only when its setting is on.

import DhayamModel
import Foundation
import Testing

/// Play a computer-only game of `game` step by step on the clock, calling `each` after every
/// action with the model (its frames are that action's) and the board before it.
@MainActor
private func eachAction(
    of game: GameKind, reduceMotion: Bool = false, sounds: SoundEffects = SilentSoundEffects(),
    settings change: (inout Settings) -> Void = { _ in },
    _ each: (GameModel, [BoardCoin]) throws -> Bool
) throws {
    let clock = TestClock()
    let app = try makeApp(clock: clock, sounds: sounds, settings: change)
    app.reduceMotion = reduceMotion
    let model = try start(app, shortSetup(game, [medium, medium]))
    var before = model.view.coins.map(BoardCoin.init)
    var seen = model.actionCount
    while !model.view.over, clock.runNext() {
        if model.actionCount != seen {
            seen = model.actionCount
            if try !each(model, before) { return }
            before = model.view.coins.map(BoardCoin.init)
        }
    }
    #expect(model.view.over)
    clock.run(until: { !model.isAnimating })
}

@MainActor
@Test func aCoinWalksSquareBySquareAlongTheSquaresOfCoinMoved() throws {
    var walks = 0
    try eachAction(of: .dhayam) { model, _ in
        for case .coinMoved(let player, _, _, let squares) in model.lastEvents {
            let walked = model.frames.compactMap(\.moving)
                .filter { $0.player == player && $0.square != nil }.map(\.square)
            #expect(walked == squares.map(Optional.some))
            walks += 1
        }
        return walks < 40
    }
    #expect(walks == 40)
}

@MainActor
@Test func eachFrameShowsOneMoreSquareOfTheWalkOnTheClock() throws {
    let clock = TestClock()
    let app = try makeApp(clock: clock)
    let model = try start(app, shortSetup(.dhayam, [medium, medium]))
    var seen = model.actionCount
    while clock.runNext(), !model.view.over {
        guard model.actionCount != seen else { continue }
        seen = model.actionCount
        guard let walk = model.lastEvents.compactMap({ event -> (UInt32, [UInt32])? in
            if case .coinMoved(let player, _, _, let squares) = event, squares.count >= 3 {
                return (player, squares)
            }
            return nil
        }).first else { continue }
        // From the frame on show, step the clock frame by frame: the moving coin stands on each
        // square of the walk in turn, and the board ends as the core has it.
        var shown: [UInt32] = []
        while model.isAnimating {
            if let moving = model.movingCoin, moving.player == walk.0, let square = moving.square {
                #expect(model.displayedCoins.contains(moving))
                if shown.last != square { shown.append(square) }
            }
            clock.advance(by: model.frames[model.frameIndex!].duration)
        }
        #expect(Array(shown.suffix(walk.1.count)) == walk.1)
        #expect(GameModel.sorted(model.displayedCoins) == GameModel.sorted(model.view.coins.map(BoardCoin.init)))
        return
    }
    Issue.record("no walk of three squares or more in a whole game")
}

@MainActor
@Test func underReducedMotionAMoveIsOneFrameLandingWhereItEnds() throws {
    var moves = 0
    try eachAction(of: .thayam, reduceMotion: true) { model, _ in
        for case .coinMoved(let player, _, let to, _) in model.lastEvents {
            let moving = model.frames.compactMap(\.moving).filter { $0.player == player && $0.square != nil }
            #expect(moving.map(\.square) == [to])
            moves += 1
        }
        let movedFrames = model.frames.filter { $0.moving != nil && $0.cues.isEmpty }
        #expect(movedFrames.isEmpty, "a frame of a walk under reduced motion")
        return moves < 40
    }
    #expect(moves == 40)
}

@MainActor
@Test func theLastFrameOfEveryActionIsTheCoresBoard() throws {
    for game in GameKind.all {
        for reduceMotion in [false, true] {
            try eachAction(of: game, reduceMotion: reduceMotion) { model, before in
                let last = model.frames.last?.coins ?? before
                #expect(
                    GameModel.sorted(last) == GameModel.sorted(model.view.coins.map(BoardCoin.init)),
                    "\(game) after \(model.lastEvents)")
                return true
            }
        }
    }
}

@MainActor
@Test func cuesFollowTheEventsOfAWholeGame() throws {
    for game in GameKind.all {
        let sounds = RecordingSounds()
        var expected: [Cue] = []
        try eachAction(of: game, sounds: sounds, settings: { $0.sound = true }) { model, _ in
            for event in model.lastEvents {
                switch event {
                case .rolled: expected.append(.roll)
                case .coinEntered, .coinMoved, .ladder, .snake: expected.append(.move)
                case .coinCut: expected.append(.cut)
                case .coinHome: expected.append(.home)
                case .gameOver(let winner) where winner != nil: expected.append(.win)
                default: break
                }
            }
            return true
        }
        #expect(sounds.played == expected, "\(game)")
        #expect(sounds.played.last == .win)
    }
}

@MainActor
@Test func soundAndHapticCuesEachObeyTheirSetting() throws {
    let clock = TestClock()
    let sounds = RecordingSounds()
    let app = try makeApp(clock: clock, sounds: sounds) {
        $0.sound = true
        $0.haptics = false
    }
    let model = try start(app, shortSetup(.paramapadam, [medium, medium]))
    clock.run(until: { model.actionCount >= 6 && !model.isAnimating })
    #expect(sounds.played.contains(.roll))
    #expect(model.hapticSignal == nil)

    app.updateSettings {
        $0.sound = false
        $0.haptics = true
    }
    let heard = sounds.played.count
    clock.run(until: { model.actionCount >= 12 && !model.isAnimating })
    #expect(sounds.played.count == heard)
    let first = try #require(model.hapticSignal)
    clock.run(until: { model.actionCount >= 14 && !model.isAnimating })
    #expect(try #require(model.hapticSignal).serial > first.serial)

    app.updateSettings { $0.haptics = false }
    let last = model.hapticSignal
    clock.run(until: { model.actionCount >= 20 && !model.isAnimating })
    #expect(model.hapticSignal == last)
}
