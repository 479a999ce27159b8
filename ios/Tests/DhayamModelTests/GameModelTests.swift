// The game model against the real core: rolling, moving and undoing with the 2-second prompt,
// computer seats and auto-roll on the injected clock, taps narrowing to a legal move, and a
// refused move changing nothing.

import DhayamModel
import Foundation
import Testing

private let pace = Pace.standard

/// A human (player 1) against the computer, run until the person must roll.
@MainActor
private func personToRoll(_ game: GameKind = .dhayam, clock: TestClock, quickUndo: Bool = true)
    throws -> (AppModel, GameModel)
{
    let app = try makeApp(clock: clock) {
        $0.autoRoll = false
        $0.quickUndo = quickUndo
    }
    let model = try start(app, shortSetup(game, [.human, medium]))
    try #require(clock.run(until: { model.personMayAct && model.view.mustRoll }))
    return (app, model)
}

/// Play on (rolling for the person, the computer by itself) until the person has moves to choose.
@MainActor
private func personToMove(_ model: GameModel, clock: TestClock) throws {
    for _ in 0..<2_000 {
        try #require(clock.run(until: { model.personMayAct || model.view.over }))
        try #require(!model.view.over)
        if model.canChoose { return }
        if model.view.mustRoll {
            try model.roll()
            model.dismissUndo()
        }
    }
    Issue.record("the person never had a move to choose")
}

@MainActor
@Test func rollingOffersUndoForTwoSecondsAndTheComputerWaitsForIt() throws {
    let clock = TestClock()
    let (_, model) = try personToRoll(clock: clock)
    try model.roll()
    let rolled = try model.handle.notation()
    #expect(model.undoOffered && model.canUndo)
    clock.advance(by: .milliseconds(1_999))
    #expect(model.undoOffered)
    #expect(try model.handle.notation() == rolled)
    clock.advance(by: .milliseconds(1))
    #expect(!model.undoOffered)
    #expect(!model.canUndo)
}

@MainActor
@Test func undoWithinTheWindowRestoresTheStateAndTheSameThrowFollows() throws {
    let clock = TestClock()
    let (_, model) = try personToRoll(clock: clock)
    let before = model.view
    try model.roll()
    let thrown = try #require(model.sticks)
    clock.advance(by: .milliseconds(1_500))
    try model.undo()
    #expect(model.view == before)
    #expect(!model.undoOffered)
    #expect(model.sticks == nil)
    try model.roll()
    #expect(model.sticks == thrown)
}

@MainActor
@Test func aMoveOffersUndoAndUndoTakesItBack() throws {
    let clock = TestClock()
    let (_, model) = try personToRoll(clock: clock)
    try personToMove(model, clock: clock)
    let before = model.view
    let moves = model.legalMoves
    try model.play(moves[0].action)
    #expect(model.undoOffered)
    #expect(model.view != before)
    try model.undo()
    var restored = model.view
    restored.canUndo = before.canUndo
    #expect(restored == before)
    #expect(model.legalMoves == moves)
}

@MainActor
@Test func withQuickUndoOffNoUndoIsOffered() throws {
    let clock = TestClock()
    let (_, model) = try personToRoll(clock: clock, quickUndo: false)
    let before = try model.handle.notation()
    try model.roll()
    #expect(!model.undoOffered)
    try model.undo()
    #expect(try model.handle.notation() != before)
}

@MainActor
@Test func anIllegalMoveIsATypedErrorAndChangesNothing() throws {
    let clock = TestClock()
    let (_, model) = try personToRoll(clock: clock)
    try personToMove(model, clock: clock)
    let view = model.view
    let notation = try model.handle.notation()
    let count = model.actionCount
    do {
        try model.play(.advance(from: 70, value: 12))
        Issue.record("an illegal move was played")
    } catch let error as DhayamError {
        guard case .IllegalMove = error else {
            Issue.record("expected IllegalMove, got \(error)")
            return
        }
    }
    #expect(model.view == view)
    #expect(try model.handle.notation() == notation)
    #expect(model.actionCount == count)
    #expect(!model.undoOffered)
}

@MainActor
@Test func aComputerSeatWaitsItsPaceBeforeActing() throws {
    let clock = TestClock()
    let app = try makeApp(clock: clock)
    let model = try start(app, shortSetup(.thayam, [medium, medium]))
    let start = try model.handle.notation()
    clock.advance(by: pace.computer - .milliseconds(1))
    #expect(try model.handle.notation() == start)
    clock.advance(by: .milliseconds(1))
    #expect(try model.handle.notation() != start)
    #expect(model.actionCount == 1)
}

@MainActor
@Test func aComputerOnlyGamePlaysToTheEndByItself() throws {
    for game in GameKind.all {
        let clock = TestClock()
        let app = try makeApp(clock: clock)
        let model = try start(app, shortSetup(game, [medium, medium]))
        clock.run(until: { model.view.over })
        #expect(model.view.over, "\(game)")
        #expect(model.failure == nil)
        #expect(model.view.toAct == nil)
        guard case .gameOver(let winner) = model.lastEvents.last else {
            Issue.record("\(game) ended without GameOver: \(model.lastEvents)")
            continue
        }
        #expect(winner == model.view.winner)
        #expect(app.saved == nil)
        let stats = try #require(app.statistics.first { $0.game == game && $0.opponent == .computer(level: .medium) })
        #expect(stats.played == 1)
        // Every action waited its pace: time passed is at least the computer's delay per action.
        #expect(clock.now >= pace.computer * model.actionCount)
    }
}

@MainActor
@Test func pausedComputerSeatsWaitUntilTheGameResumes() throws {
    let clock = TestClock()
    let app = try makeApp(clock: clock)
    let model = try start(app, shortSetup(.dhayam, [medium, medium]))
    model.pause()
    clock.advance(by: .seconds(30))
    #expect(model.actionCount == 0)
    model.resume()
    clock.advance(by: pace.computer)
    #expect(model.actionCount == 1)
}

@MainActor
@Test func autoRollRollsForThePersonAfterItsDelayOnlyWhenOn() throws {
    let clock = TestClock()
    let app = try makeApp(clock: clock) { $0.autoRoll = true }
    let model = try start(app, shortSetup(.paramapadam, [.human, medium]))
    try #require(clock.run(until: { model.personMayAct && model.view.mustRoll }, limit: 1))
    let count = model.actionCount
    clock.advance(by: pace.autoRoll - .milliseconds(1))
    #expect(model.actionCount == count)
    clock.advance(by: .milliseconds(1))
    #expect(model.actionCount == count + 1)
    guard case .rolled(0, _) = model.lastEvents.first else {
        Issue.record("expected player 1's roll, got \(model.lastEvents)")
        return
    }
    #expect(!model.undoOffered)

    app.updateSettings { $0.autoRoll = false }
    try #require(clock.run(until: { model.personMayAct && model.view.mustRoll }))
    let waiting = model.actionCount
    clock.advance(by: .seconds(60))
    #expect(model.actionCount == waiting)
    #expect(model.canRoll)
}

@MainActor
@Test func tapsNarrowTheLegalMovesToTheOneThePlayerMeant() throws {
    let clock = TestClock()
    let (_, model) = try personToRoll(clock: clock)
    var checked = 0
    while checked < 12 {
        try personToMove(model, clock: clock)
        let moves = model.legalMoves
        let target = moves[checked % moves.count]
        let copy = try GameHandle.fromNotation(
            notation: model.handle.notation(), seats: [.human, medium])
        _ = try copy.play(player: model.view.toAct!, action: target.action)
        let count = model.actionCount

        switch target.coinPick {
        case .home: model.tapHome()
        case .square(let square): model.tap(square: square)
        }
        if model.actionCount == count {
            #expect(model.selection.coin == target.coinPick)
            #expect(model.ringSquares.contains(target.toSquare))
            model.tap(square: target.toSquare)
        }
        if model.actionCount == count {
            #expect(model.usableValues.isSuperset(of: target.values))
            model.choose(value: target.values[0])
        }
        #expect(model.actionCount == count + 1, "\(target.text) among \(moves.map(\.text))")
        #expect(try model.handle.notation() == copy.notation())
        model.dismissUndo()
        checked += 1
    }
}

@MainActor
@Test func theRingShowsOnlyWhenItsSettingIsOn() throws {
    let clock = TestClock()
    let (app, model) = try personToRoll(clock: clock)
    try personToMove(model, clock: clock)
    #expect(model.ringSquares == Set(model.legalMoves.map(\.toSquare)))
    app.updateSettings { $0.legalMoveRing = false }
    #expect(model.ringSquares.isEmpty)
    #expect(!model.pickableCoins.isEmpty)
}
