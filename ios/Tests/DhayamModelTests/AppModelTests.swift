// The app model over the real core (AppHandle on a fresh store), time on the test timer: the
// setup to a game, the clock playing the computer's turn, the Undo window, the background
// holding time, the question before a saved game ends, effects reaching the sinks, reopening,
// the last turns fetched only when the view's version of them changes.

import DhayamModel
import Foundation
import Testing

@MainActor
@Test func aGameStartsFromTheSetupAndTheClockPlaysTheComputersTurn() async throws {
    let timer = TestTimer()
    let recorder = Recorder()
    let app = try await openApp(timer: timer, recorder: recorder)
    #expect(app.view.screen == .home(resume: nil))

    app.send(.openSetup)
    let setup = try #require(app.setup)
    #expect(setup.game == .dhayam)
    #expect(setup.problem == nil)
    app.edit(.seat(seat: 1, kind: .computer(level: .easy)))
    #expect(app.setup?.setup.seats[1].kind == .computer(level: .easy))
    app.startGame()
    let game = try #require(app.game)
    #expect(game.game == .dhayam && game.canRoll && game.toAct == 0)
    #expect(app.layout?.game == .dhayam)
    #expect(timer.pending == nil, "nothing happens by itself before the first throw")

    app.play(.roll)
    #expect(recorder.sounds == [.roll])
    #expect(recorder.haptics == [.roll])
    #expect(recorder.announced.map { keys($0) } == [["event_rolled"]])
    #expect(app.game?.toAct == 1)
    #expect(timer.pending != nil, "the core asked to be woken")

    // The sticks on show, the Undo bar, the computer's pace: then the computer throws.
    let fired = timer.run(until: { app.game?.toAct == 0 && app.game?.canRoll == true })
    #expect(fired)
    #expect(recorder.announced.contains { keys($0).first == "event_computer_turn" })
    #expect(timer.now > 0)
    #expect(timer.pending == nil, "the person must roll: nothing is due (auto-roll is off)")
    #expect(app.failure == nil)
}

@MainActor
@Test func undoTakesBackARollInsideTheWindowAndNotAfter() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    app.begin()
    app.play(.roll)
    #expect(timer.run(until: { app.game?.canRoll == true }))

    app.play(.roll)
    #expect(app.game?.undo != nil)
    app.play(.undo)
    #expect(app.game?.undo == nil)
    #expect(app.game?.canRoll == true && app.game?.toAct == 0)
    #expect(keys(app.game?.status.last) == ["event_undone"])

    app.play(.roll)
    #expect(timer.run(until: { app.game?.undo == nil }))
    app.play(.undo)
    #expect(app.game?.refusal != nil, "the window has closed")
    #expect(keys(app.game?.refusal).allSatisfy { $0.hasPrefix("refusal_") })
}

@MainActor
@Test func theBackgroundStopsTheClockAndTheForegroundResumesIt() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    app.begin()
    app.play(.roll)
    #expect(timer.pending != nil)

    app.send(.background)
    #expect(timer.pending == nil)
    #expect(app.game?.inBackground == true)
    #expect(app.game?.toAct == 1, "the computer waits")

    app.send(.foreground)
    #expect(app.game?.inBackground == false)
    #expect(timer.pending != nil)
    #expect(timer.run(until: { app.game?.canRoll == true }))
    #expect(app.game?.toAct == 0)
}

@MainActor
@Test func aNewGameOverASavedOneAsksFirstAndFilesItAsAbandoned() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    app.begin()
    app.play(.roll)
    #expect(timer.run(until: { app.game?.canRoll == true }))
    app.send(.quit)
    let card = try #require(app.resumeCard)
    #expect(card.game == .dhayam && card.players == 2)
    #expect(timer.pending == nil)

    app.begin(.thayam)
    #expect(app.view.question?.about == .newGame(saved: card, filedAs: .abandoned, newGame: .thayam))
    #expect(app.setup != nil, "nothing started yet")
    app.send(.cancel)
    #expect(app.view.question == nil)
    #expect(app.setup?.game == .thayam)

    app.startGame()
    #expect(app.view.question != nil)
    app.send(.confirm)
    #expect(app.view.question == nil)
    #expect(app.game?.game == .thayam)

    app.send(.quit)
    app.send(.openStatistics)
    guard case .statistics(let figures) = app.view.screen else {
        Issue.record("no statistics: \(app.view.screen)")
        return
    }
    let dhayam = try #require(figures.first { $0.game == .dhayam && $0.abandoned > 0 })
    #expect(dhayam.abandoned == 1 && dhayam.played == 0)
}

@MainActor
@Test func effectsReachTheSinksAsTheSettingsAllow() async throws {
    let timer = TestTimer()
    let recorder = Recorder()
    let app = try await openApp(timer: timer, recorder: recorder)
    app.send(.openSettings)
    app.change(.haptics(on: false))
    guard case .settings(let settings) = app.view.screen else {
        Issue.record("no settings: \(app.view.screen)")
        return
    }
    #expect(!settings.haptics && settings.sound)
    app.send(.home)

    app.begin()
    app.play(.tapSquare(square: 31))
    #expect(keys(recorder.announced.last).first?.hasPrefix("refusal_") == true, "a refusal is announced")
    recorder.clear()
    app.play(.roll)
    #expect(recorder.sounds == [.roll])
    #expect(recorder.haptics.isEmpty)
    #expect(!recorder.announced.isEmpty)
}

@MainActor
@Test func aComputerOnlyParamapadamGamePlaysToTheEndOnTheClock() async throws {
    let timer = TestTimer()
    let recorder = Recorder()
    let app = try await openApp(timer: timer, recorder: recorder)
    app.begin(.paramapadam, [.seat(seat: 0, kind: .computer(level: .easy))])
    let game = try #require(app.game)
    #expect(app.layout?.game == .paramapadam)
    #expect(game.coins.filter { $0.spot == .home }.count == game.players.count, "tokens wait at home")
    #expect(game.goal == 132)

    // The clock runs until nothing is due: the last action has been shown.
    #expect(timer.run(until: { app.game?.gameOver != nil && timer.pending == nil }))
    let over = try #require(app.game?.gameOver)
    #expect(over.winner != nil)
    #expect(app.game?.walking == false)
    #expect(recorder.sounds.last == .win)
    #expect(app.failure == nil)

    app.send(.quit)
    #expect(app.view.screen == .home(resume: nil), "a finished game leaves no resume card")
}

@MainActor
@Test func reopeningTheStoreResumesTheGameInTheStoredLanguage() async throws {
    let dir = freshDataDir()
    var saved: GameScreenView?
    do {
        let app = try await openApp(dir: dir, timer: TestTimer())
        #expect(app.language == .system)
        app.send(.openSettings)
        app.change(.language(language: .tamil))
        #expect(app.language == .tamil)
        app.send(.home)
        app.begin()
        saved = app.game
        app.send(.quit)
    }
    let again = try await openApp(dir: dir, timer: TestTimer())
    #expect(again.language == .tamil)
    #expect(again.resumeCard?.game == .dhayam)
    again.send(.resume)
    #expect(again.game?.coins == saved?.coins)
    #expect(again.game?.toAct == saved?.toAct)
    #expect(again.game?.savedNumber == saved?.savedNumber)
}

@MainActor
@Test func setupEditsGoToTheCoreWhichSaysWhatIsFixedAndWhy() async throws {
    let app = try await openApp(timer: TestTimer())
    app.send(.openSetup)
    app.edit(.game(game: .thayam))
    let thayam = try #require(app.setup)
    #expect(thayam.game == .thayam && thayam.playerChoices.count > 1)
    app.edit(.players(players: 3))
    #expect(app.setup?.setup.seats.count == 3)
    let tokens = app.setup?.setup.seats.map(\.token) ?? []
    app.edit(.token(seat: 0, token: tokens[1]))
    #expect(app.setup?.setup.seats[0].token == tokens[1])
    #expect(app.setup?.setup.seats[1].token == tokens[0], "the seat that had it takes the old one")

    // A fixed switch is refused with the core's words; an editable throw set changes.
    let fixed = try #require(thayam.switches.first { !$0.editable })
    app.edit(.switch(field: fixed.field, on: !fixed.on))
    #expect(app.setup?.switches.first { $0.field == fixed.field }?.on == fixed.on)
    #expect(app.view.refusal != nil)
    let entry = try #require(app.setup?.throwSets.first { $0.field == .entry && $0.editable })
    let off = try #require(entry.values.first { !$0.chosen })
    app.edit(.throw(field: .entry, value: UInt8(off.value), on: true))
    let changed = app.setup?.throwSets.first { $0.field == .entry }?.values
    #expect(changed?.first { $0.value == off.value }?.chosen == true)
    #expect(app.view.refusal == nil)
    #expect(app.failure == nil)
}

@MainActor
@Test func theLastTurnsAreFetchedOnlyWhenTheViewsVersionOfThemChanges() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    app.begin(.dhayam)
    let start = try #require(app.game)
    #expect(app.recentVersion == start.recentVersion)
    // Play on through a few turns: at every step the turns held are the view's version's, and
    // they change only with it.
    var changes = 0
    for _ in 0..<2_000 where changes < 3 {
        guard let game = app.game, game.gameOver == nil else { break }
        let held = app.recent
        let version = app.recentVersion
        if !app.step(timer) { break }
        #expect(app.recentVersion == app.game?.recentVersion)
        if app.recentVersion == version {
            #expect(app.recent == held, "the same version: the turns held are kept")
        } else {
            changes += 1
        }
    }
    #expect(changes == 3, "three changes of the last turns")
    #expect(!app.recent.isEmpty && app.recent.allSatisfy { !$0.lines.isEmpty })
}
