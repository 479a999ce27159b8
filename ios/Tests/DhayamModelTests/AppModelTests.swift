// The app model against the real store: a new game from the setup, resuming after the model is
// made again, settings stored, the setup's choices coming from the core, and the text catalog.

import DhayamModel
import Foundation
import Testing

@MainActor
@Test func aNewGameFromTheSetupIsShownAndSaved() throws {
    let clock = TestClock()
    let dir = freshDataDir()
    let app = try makeApp(dir: dir, clock: clock)
    #expect(app.saved == nil)
    app.show(.setup)
    #expect(app.screen == .setup)
    app.setup.select(game: .thayam)
    app.setup.setPlayers(3)
    app.startNewGame()
    #expect(app.screen == .game)
    let game = try #require(app.game)
    let state = try game.handle.state()
    #expect(game.view == state)
    #expect(game.view.game == .thayam)
    #expect(game.view.players.count == 3)
    #expect(app.saved == SavedSummary(game: .thayam, players: 3))
    #expect(app.settings.lastSetup == app.setup.setup)
    // The store has one writer: while this model has it open, another is refused.
    #expect(throws: DhayamError.self) { try AppModel(dataDir: dir, clock: TestClock()) }
}

@MainActor
@Test func resumingAfterMakingTheModelAgainGivesTheSameGameAndTheSameNextThrow() throws {
    let dir = freshDataDir()
    let notation: String
    var view: GameView
    do {
        let clock = TestClock()
        let app = try makeApp(dir: dir, clock: clock) { $0.autoRoll = false }
        let game = try start(app, shortSetup(.dhayam, [.human, medium]))
        // Play until the person has rolled a few times and must roll again.
        var rolls = 0
        while rolls < 4 {
            try #require(clock.run(until: { game.personMayAct }))
            if game.view.mustRoll {
                try game.roll()
                rolls += 1
            } else {
                try game.play(game.legalMoves[0].action)
            }
            game.dismissUndo()
        }
        try #require(clock.run(until: { game.personMayAct && game.view.mustRoll }))
        app.quitToMenu()
        #expect(app.screen == .home)
        notation = try game.handle.notation()
        view = game.view
    }
    let clock = TestClock()
    let app = try AppModel(dataDir: dir, clock: clock)
    #expect(app.saved == SavedSummary(game: .dhayam, players: 2))
    app.resume()
    #expect(app.screen == .game)
    let game = try #require(app.game)
    view.canUndo = false
    #expect(game.view == view)
    #expect(try game.handle.notation() == notation)

    let copy = try GameHandle.fromNotation(notation: notation, seats: [.human, medium])
    let expected = try copy.roll(player: 0)
    try game.roll()
    #expect(game.lastEvents == expected)
}

@MainActor
@Test func quittingKeepsTheGameAndResumeContinuesTheSameModel() throws {
    let clock = TestClock()
    let app = try makeApp(clock: clock)
    let game = try start(app, shortSetup(.paramapadam, [medium, medium]))
    clock.advance(by: .seconds(3))
    app.quitToMenu()
    let count = game.actionCount
    clock.advance(by: .seconds(30))
    #expect(game.actionCount == count)
    #expect(app.saved == SavedSummary(game: .paramapadam, players: 2))
    app.resume()
    #expect(app.game === game)
    clock.advance(by: .seconds(3))
    #expect(game.actionCount > count)
}

@MainActor
@Test func everySettingIsStoredAndReadBackByANewModel() throws {
    let dir = freshDataDir()
    let before: Settings
    let stored: Settings
    do {
        let app = try makeApp(dir: dir, clock: TestClock())
        before = app.settings
        app.updateSettings {
            $0.sound.toggle()
            $0.haptics.toggle()
            $0.autoRoll.toggle()
            $0.quickUndo.toggle()
            $0.legalMoveRing.toggle()
            $0.language = .tamil
            $0.boardSkin = .sapphire
        }
        stored = app.settings
    }
    let again = try AppModel(dataDir: dir, clock: TestClock()).settings
    #expect(again == stored)
    #expect(again.sound != before.sound)
    #expect(again.haptics != before.haptics)
    #expect(again.autoRoll != before.autoRoll)
    #expect(again.quickUndo != before.quickUndo)
    #expect(again.legalMoveRing != before.legalMoveRing)
    #expect(again.language == .tamil)
    #expect(again.boardSkin == .sapphire)
}

@MainActor
@Test func aSkinChangedMidGameIsTheGamesAndRememberedForTheNext() throws {
    let clock = TestClock()
    let app = try makeApp(clock: clock)
    let game = try start(app, shortSetup(.dhayam, [.human, medium]))
    try game.setSkin(.ruby)
    #expect(game.view.skin == .ruby)
    #expect(app.settings.boardSkin == .ruby)
}

@MainActor
@Test func resetSavedGameClearsTheGameAndKeepsTheStatistics() throws {
    let clock = TestClock()
    let app = try makeApp(clock: clock)
    let first = try start(app, shortSetup(.paramapadam, [medium, medium]))
    clock.run(until: { first.view.over })
    let stats = app.statistics
    _ = try start(app, shortSetup(.paramapadam, [medium, medium]))
    #expect(app.saved != nil)
    #expect(app.resetSavedGame())
    #expect(app.saved == nil)
    #expect(app.game == nil)
    #expect(app.statistics == stats)
}

@MainActor
@Test func aDamagedStoreIsSetAsideAndTheAppStartsFresh() throws {
    let dir = freshDataDir()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try String(repeating: "not a database ", count: 300)
        .write(toFile: dir + "/dhayam.sqlite3", atomically: true, encoding: .utf8)
    let app = try AppModel(dataDir: dir, clock: TestClock())
    #expect(app.notice == .storeDamaged)
    #expect(app.saved == nil)
}

@MainActor
@Test func theSetupOffersWhatTheCoreAccepts() throws {
    let setup = SetupModel(setup: defaultSetup(game: .dhayam))
    #expect(setup.playerChoices == [2])
    #expect(setup.presetChoices.map(\.preset) == [.traditional, .classic, .custom])
    setup.select(game: .thayam)
    #expect(setup.playerChoices == [2, 3, 4])
    #expect(setup.presetChoices.map(\.preset) == [.thayam])
    setup.select(game: .paramapadam)
    #expect(setup.playerChoices == [2, 3, 4, 5, 6])
    #expect(setup.switchFields.isEmpty)
    setup.setPlayers(6)
    #expect(Set(setup.setup.seats.map(\.token)).count == 6)
    #expect(setup.problem == nil)
}

@MainActor
@Test func tokenStylesStayDistinctWhenOneIsChosen() throws {
    let setup = SetupModel(setup: defaultSetup(game: .thayam))
    setup.setPlayers(4)
    let taken = setup.setup.seats[2].token
    let old = setup.setup.seats[0].token
    setup.setToken(taken, seat: 0)
    #expect(setup.setup.seats[0].token == taken)
    #expect(setup.setup.seats[2].token == old)
    #expect(Set(setup.setup.seats.map(\.token)).count == 4)
}

@MainActor
@Test func switchesChangeOnlyWhereThePresetLetsThem() throws {
    let setup = SetupModel(setup: defaultSetup(game: .dhayam))
    setup.select(preset: .classic)
    #expect(!setup.switchFields.isEmpty)
    #expect(setup.switchFields.allSatisfy { !$0.editable })
    let jump = setup.isOn(.jumpAndGo)
    setup.set(.jumpAndGo, on: !jump)
    #expect(setup.isOn(.jumpAndGo) == jump)

    setup.select(preset: .custom)
    #expect(setup.switchFields.filter { $0.isSwitch }.allSatisfy { $0.editable })
    setup.set(.moveAfterEachRoll, on: false)
    setup.set(.jumpAndGo, on: true)
    #expect(setup.isOn(.jumpAndGo))
    #expect(setup.problem == nil)
    // A combination the core refuses is reported with its reason, not started.
    setup.set(.moveAfterEachRoll, on: true)
    #expect(setup.problem != nil)
    setup.set(.moveAfterEachRoll, on: false)
    let coins = try #require(setup.coinChoices.last)
    setup.setCoins(coins)
    #expect(setup.coins == coins)
    #expect(setup.problem == nil)
}
