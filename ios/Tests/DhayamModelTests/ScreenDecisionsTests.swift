// What the SwiftUI screens show, decided in the model over the real core: the setup's sections
// and pickers, seats and players in words, the home circles and what a tap on one asks, the
// sticks before and after a throw, the statistics page, and what closing a sheet, an alert or a
// pushed screen asks of the core.

import DhayamModel
import Foundation
import Testing

private let english = try! Strings.catalog(stringCatalog, code: "en")

@MainActor
@Test func theSetupSaysWhichSectionsAndPickersEachGameHas() async throws {
    let app = try await openApp(timer: TestTimer())
    app.send(.openSetup)
    for game in GameKind.all {
        app.edit(.game(game: game))
        let setup = try #require(app.setup)
        let race = game != .paramapadam
        #expect(setup.hasRules == race, "\(game): only the race games have rules to set")
        #expect(setup.playersCanChange == (setup.playerChoices.count > 1))
        if let choice = setup.presetChoice {
            #expect(race && choice.choices == setup.presets && choice.chosen == setup.preset)
        } else {
            #expect(setup.presets.count < 2, "\(game): no picker without a choice")
        }
        #expect(setup.coinsChoice == (setup.coinChoices.count > 1 ? setup.coins : nil))
    }
    app.edit(.game(game: .dhayam))
    #expect(app.setup?.presetChoice != nil && app.setup?.coinsChoice != nil, "Dhayam offers both")

    #expect(english.seatName(.human) == "Human")
    #expect(english.seatName(.computer(level: .hard)) == "Computer · Hard")
}

@MainActor
@Test func playersAreNamedWithTheirLevelThenTheirPlaceAndTheCardSaysWhoWon() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    app.begin(.paramapadam, [.seat(seat: 0, kind: .computer(level: .easy))])
    let start = try #require(app.game)
    #expect(start.players.map { english.title($0) } == ["Player 1 · Easy", "Player 2 · Easy"])
    #expect(english.counts(start.players[0]) == "1 waiting · 0 at the goal")
    #expect(start.finished == nil && !start.pauseMenuShown)

    #expect(timer.run(until: { app.game?.gameOver != nil && timer.pending == nil }))
    let over = try #require(app.game)
    let result = try #require(over.finished, "the card shows once the last move has been walked")
    let winner = try #require(result.winner)
    #expect(english.verdict(result) == "Player \(winner + 1) wins!")
    #expect(english.places(result).map(\.line).first == "1. Player \(winner + 1)")
    #expect(english.places(result).map(\.player) == result.places)
    let strip = try #require(over.strip(of: winner))
    #expect(english.title(strip) == "1. Player \(winner + 1)", "a finished player is named by place")
    #expect(over.strip(of: 9) == nil)
}

@MainActor
@Test func onlyThePlayerToActsHomeCircleIsMarkedAndTakesATap() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    app.begin(.dhayam)
    #expect(app.boardLayout?.game == .dhayam)
    #expect(app.boardLayout?.homesBesideBoard == false, "Dhayam's board has its own homes")
    let before = try #require(app.game)
    #expect(before.players.allSatisfy { before.homeMark($0) == .plain }, "nothing to bring in before a throw")
    #expect(before.tapHome(of: 0) == .tapHome && before.tapHome(of: 1) == nil)
    let paths = before.players.map(\.path)
    #expect(before.tapHome(onPath: paths[0]) == .tapHome && before.tapHome(onPath: paths[1]) == nil)
    #expect(before.tapHome(onPath: 99) == nil, "no player's home")

    // Play on, the person taking their first move and the clock the computer's, until a coin
    // of the person's may come in.
    for _ in 0..<300 {
        let game = try #require(app.game)
        if game.movable.contains(.home) || game.gameOver != nil { break }
        if game.canRoll {
            app.play(.roll)
        } else if let move = game.moves.first {
            app.play(.play(action: move.action))
        }
        timer.run(until: { app.game.map { !$0.walking && ($0.canRoll || !$0.moves.isEmpty) } ?? true }, limit: 200)
    }
    let game = try #require(app.game)
    let acting = try #require(game.players.first { $0.toAct })
    #expect(game.homeMark(acting) == .movable)
    #expect(game.players.filter { !$0.toAct }.allSatisfy { game.homeMark($0) == .plain })
    #expect(game.tapHome(of: acting.player) == .tapHome)
    app.play(.tapHome)
    let picked = try #require(app.game)
    if picked.picked == .home {
        #expect(picked.homeMark(acting) == .picked)
    }
    for strip in picked.players {
        let piles = picked.coins.filter { $0.spot == .home && $0.player == strip.player }.map { Int($0.coins) }
        #expect(Int(strip.waiting) == piles.reduce(0, +), "the strip counts what the circle draws")
    }

    app.play(.pause)
    app.send(.quit)
    app.begin(.paramapadam)
    if app.view.question != nil { app.send(.confirm) }
    #expect(app.boardLayout?.game == .paramapadam)
    let board = try #require(app.boardLayout)
    #expect(board.homesBesideBoard, "Paramapadam's homes go beside the board")

    // Its squares alternate in two tones along each row and up each column.
    let numbered = board.squares.filter { $0.kind == .numbered }
    #expect(numbered.filter(\.light).count * 2 == numbered.count)
    let byCentre = Dictionary(numbered.map { ("\($0.centre.x),\($0.centre.y)", $0) }, uniquingKeysWith: { a, _ in a })
    for square in numbered {
        for (dx, dy) in [(Float(1), Float(0)), (0, 1)] {
            if let next = byCentre["\(square.centre.x + dx),\(square.centre.y + dy)"] {
                #expect(next.light != square.light, "\(square.label) and its neighbour")
            }
        }
    }
    // Ladders under snakes, every other snake in the second tone.
    #expect(board.ladders.count == board.links.filter(\.isLadder).count)
    #expect(board.ladders.count + board.snakes.count == board.links.count && !board.snakes.isEmpty)
    #expect(board.snakes.enumerated().allSatisfy { $1.second == ($0 % 2 == 1) })
}

@Test func theSticksLieBlankAndDimmedUntilThrown() {
    let blank = SticksFace(nil)
    #expect(blank.pips == [0, 0] && blank.value == "–" && blank.dimmed)
    let thrown = SticksFace(Throw(faces: [3, 2], value: 5))
    #expect(thrown.pips == [3, 2] && thrown.value == "5" && !thrown.dimmed)
}

@Test func theStatisticsPageWordsEachFigureAndScalesTheBarsToTheTallest() {
    func figures(_ game: GameKind, _ opponent: OpponentKind, played: UInt32, abandoned: UInt32) -> Statistics {
        Statistics(
            game: game, opponent: opponent, played: played, won: 2, lost: 1, drawn: 0,
            abandoned: abandoned, winRate: played > 0 ? 2.0 / 3.0 : nil, currentStreak: 1, bestStreak: 2,
            cutsMade: 7, cutsSuffered: 4, fastestWin: played > 0 ? 38 : nil,
            averageTurns: played > 0 ? 41.26 : nil,
            throwCounts: [ThrowCount(value: 2, count: 3), ThrowCount(value: 12, count: 6), ThrowCount(value: 5, count: 0)],
            hintsUsed: 5)
    }
    let all = [
        figures(.dhayam, .computer(level: .hard), played: 3, abandoned: 0),
        figures(.dhayam, .passAndPlay, played: 0, abandoned: 1),
        figures(.dhayam, .computer(level: .easy), played: 0, abandoned: 0),
        figures(.thayam, .passAndPlay, played: 0, abandoned: 0),
    ]
    let page = StatisticsPage(all, game: .dhayam, strings: english)
    #expect(page.sections.map(\.title) == ["Computer, Hard", "Pass and play"], "never played: no section")
    let hard = page.sections[0]
    let values = Dictionary(uniqueKeysWithValues: hard.rows.map { ($0.label, $0.value) })
    #expect(hard.rows.count == 13)
    #expect(values["Hints used"] == "5")
    #expect(values["Played"] == "3" && values["Win rate"] == "67%")
    #expect(values["Fastest win"] == "38 turns" && values["Average game"] == "41.3 turns")
    let abandoned = Dictionary(uniqueKeysWithValues: page.sections[1].rows.map { ($0.label, $0.value) })
    #expect(abandoned["Win rate"] == "—" && abandoned["Fastest win"] == "—" && abandoned["Average game"] == "—")
    #expect(hard.bars.map(\.height) == [0.5, 1, 0])
    #expect(hard.bars.map(\.spoken) == ["2: 3", "12: 6", "5: 0"])
    #expect(StatisticsPage(all, game: .thayam, strings: english).sections.isEmpty)
    #expect(StatisticsPage([], game: .dhayam, strings: english).sections.isEmpty)
}

@MainActor
@Test func closingWhatSwiftUIClosesAsksTheCoreOnlyWhileTheCoreStillShowsIt() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)

    // The pushed screen: Back from the setup; from Home, nothing to go back from.
    app.send(.openSetup)
    app.dismissed(.screen)
    #expect(app.view.screen.isHome && app.view.screen.resume == nil)
    app.dismissed(.screen)
    #expect(app.view.refusal == nil, "nothing was asked")

    // The reference: a swipe down closes it; after Close, the binding's word asks nothing.
    app.send(.openReference(game: .thayam))
    app.dismissed(.reference)
    #expect(app.view.reference == nil)
    app.send(.openReference(game: .thayam))
    app.send(.closeReference)
    app.dismissed(.reference)
    #expect(app.view.reference == nil && app.view.refusal == nil)

    // The pause menu resumes; the log closes; after Quit, nothing more is asked.
    app.begin()
    app.play(.pause)
    #expect(app.game?.pauseMenuShown == true)
    app.dismissed(.pauseMenu)
    #expect(app.game?.paused == false)
    app.play(.openLog)
    #expect(app.game?.log != nil)
    app.dismissed(.log)
    #expect(app.game?.log == nil)
    app.play(.pause)
    app.send(.quit)
    app.dismissed(.pauseMenu)
    app.dismissed(.log)
    #expect(app.view.refusal == nil)
    #expect(app.view.screen.resume?.game == .dhayam, "Home offers the saved game")

    // The question before the saved game ends: a swipe away is its Cancel.
    app.begin(.thayam)
    #expect(app.view.question != nil)
    app.dismissed(.question)
    #expect(app.view.question == nil && app.setup?.game == .thayam)
    app.dismissed(.question)
    #expect(app.view.refusal == nil)

    // The line at the foot: a refusal, else a notice.
    app.send(.closeReference)
    let refusal = try #require(app.view.refusal)
    #expect(app.view.footLine == refusal)
}

@MainActor
@Test func aStoreSetAsideIsExplainedAndTheAlertGoesWhenDismissed() async throws {
    let dir = freshDataDir()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: dir).appendingPathComponent("dhayam.sqlite3"))
    let app = try await openApp(dir: dir, timer: TestTimer())
    #expect(app.storeSetAside && app.alertShown)
    #expect(app.alertMessageKey == "error_store_damaged")
    app.dismissAlert()
    #expect(!app.alertShown && app.alertMessageKey == nil)

    let fresh = try await openApp(timer: TestTimer())
    #expect(!fresh.alertShown && fresh.alertMessageKey == nil)
}
