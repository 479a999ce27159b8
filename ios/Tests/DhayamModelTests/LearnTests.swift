// Learn to play through the app model over the real core: Home's Learn to play lists
// every game's lessons; every lesson of every game played through step by step by the action
// each step asks (on the test timer), back to Learn to play at its end; the Rules & Settings
// reference opened and closed from Learn to play and from the setup, its table the rules in
// play, in words; the setup's "what it means" keys; a hint's move and reason; the game's log.

import DhayamModel
import Foundation
import Testing

extension AppModel {
    /// Learn to play's games, while it is up.
    var learnGames: [LearnGame]? {
        if case .learn(let games) = view.screen { return games }
        return nil
    }

    /// The lesson's step on screen, while a lesson is up.
    var lesson: LessonView? {
        if case .lesson(let lesson) = view.screen { return lesson }
        return nil
    }
}

extension ReferencePage {
    /// Every line of text on the page.
    var lines: [String] {
        var lines = [game, route, playersAndCoins] + steps + fixed
        lines += skins.map(\.name) + settings.flatMap { [$0.name, $0.detail] }
        if let coinChoices { lines.append(coinChoices) }
        if let table {
            lines += [table.inPlay, table.compared, table.legend]
            lines += table.rows.flatMap { [$0.name, $0.inPlay, $0.compared] }
        }
        return lines
    }
}

/// Every key of `text`'s sentences and of the names in its arguments.
private func allKeys(_ text: Text) -> [String] {
    text.sentences.flatMap { sentence in
        [sentence.key] + sentence.args.compactMap { argument in
            if case .name(let key, _) = argument { return key }
            return nil
        }
    }
}

@MainActor
@Test func learnToPlayListsEveryGamesLessonsFromHome() async throws {
    let app = try await openApp(timer: TestTimer())
    app.send(.openLearn)
    let games = try #require(app.learnGames)
    #expect(games.map(\.game) == GameKind.all, "every game, in menu order")
    let english = Words(strings: try Strings.catalog(stringCatalog, code: "en"))
    for game in games {
        #expect(!game.lessons.isEmpty, "\(game.game) has lessons")
        for lesson in game.lessons {
            #expect(lesson.steps > 0)
            let title = english(lesson.title)
            #expect(!title.isEmpty && title != lesson.title.sentences.first?.key, "\(title) is worded")
        }
    }
    app.send(.home)
    #expect(app.view.screen == .home(resume: nil))
}

@MainActor
@Test func everyLessonOfEveryGamePlaysThroughByItsAskedActions() async throws {
    let timer = TestTimer()
    let english = try Strings.catalog(stringCatalog, code: "en")
    let app = try await openApp(timer: timer)
    app.send(.openLearn)
    let games = try #require(app.learnGames)
    var steps = 0
    for game in games {
        for (index, info) in game.lessons.enumerated() {
            app.send(.startLesson(game: game.game, lesson: UInt8(index)))
            var lesson = try #require(app.lesson, "\(game.game) lesson \(index) opens")
            #expect(lesson.game == game.game && lesson.lesson == UInt32(index))
            #expect(lesson.steps == info.steps && lesson.lessons == UInt32(game.lessons.count))
            #expect(lesson.title == info.title)
            #expect(app.layout?.game == game.game, "the lesson's board is drawn")
            while true {
                let at = "\(game.game) lesson \(index) step \(lesson.step)"
                #expect(!lesson.done && lesson.onward == nil, "\(at) waits for its action")
                #expect(!lesson.board.canHint, "\(at): no Hint in a lesson")
                if lesson.asksRoll {
                    #expect(lesson.board.canRoll, "\(at): Roll is live")
                    app.play(.roll)
                } else {
                    let asked = try #require(lesson.asked, "\(at) asks a throw or a move")
                    #expect(lesson.board.moves.contains(asked), "\(at): the asked move is legal")
                    #expect(lesson.board.ring && lesson.board.destinations == [asked.to], "\(at): ringed")
                    app.play(.play(action: asked.action))
                }
                // The walk on show, settled on the timer as the screen's clock would.
                #expect(timer.run(until: { app.game?.walking == false && timer.pending == nil }), "\(at) settles")
                lesson = try #require(app.lesson)
                #expect(lesson.done, "\(at) is done")
                #expect(lesson.board.refusal == nil && app.view.refusal == nil, "\(at): nothing refused")
                steps += 1
                let onward = try #require(lesson.onward, "\(at) offers a way on")
                if lesson.last {
                    #expect(onward.finishedKey == "lesson_finished" && onward.buttonKey == "back")
                    break
                }
                #expect(onward.finishedKey == nil && onward.buttonKey == "lesson_next")
                let step = lesson.step
                app.send(onward.intent)
                lesson = try #require(app.lesson)
                #expect(lesson.step == step + 1, "\(at): Next goes on")
                #expect(english.stepOf(lesson) == "Step \(step + 2) of \(lesson.steps)")
            }
            #expect(lesson.step + 1 == lesson.steps)
            app.send(try #require(lesson.onward).intent)
            #expect(app.learnGames != nil, "the lesson's end goes back to Learn to play")
        }
    }
    #expect(steps == games.flatMap(\.lessons).reduce(0) { $0 + Int($1.steps) })
    #expect(app.failure == nil)
}

@MainActor
@Test func aLessonRefusesAnotherMoveAndItsQuitGoesBackToLearnToPlay() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    app.send(.openLearn)
    let games = try #require(app.learnGames)
    // The first step that asks for a move while offering others.
    var found: (game: GameKind, lesson: Int, asked: MoveOption, other: MoveOption)?
    search: for game in games {
        for index in game.lessons.indices {
            app.send(.startLesson(game: game.game, lesson: UInt8(index)))
            if let lesson = app.lesson, let asked = lesson.asked,
                let other = lesson.board.moves.first(where: { $0 != asked })
            {
                found = (game.game, index, asked, other)
                break search
            }
            app.send(.quit)
        }
    }
    let (game, index, asked, other) = try #require(found, "some lesson asks one move of several")
    app.play(.play(action: other.action))
    let lesson = try #require(app.lesson)
    #expect(!lesson.done && lesson.asked == asked, "another move changes nothing")
    #expect(keys(lesson.board.refusal).first?.hasPrefix("refusal_") == true, "and is refused with the core's reason")

    app.play(.pause)
    #expect(app.game?.paused == true)
    app.send(.quit)
    #expect(app.learnGames != nil, "Quit in a lesson goes back to its lessons")
    #expect(app.view.refusal == nil)
    app.send(.startLesson(game: game, lesson: UInt8(index)))
    #expect(app.lesson?.step == 0, "the lesson starts again")
}

@MainActor
@Test func theReferenceOpensInWordsWithItsTableAndCloses() async throws {
    let app = try await openApp(timer: TestTimer())
    let english = Words(strings: try Strings.catalog(stringCatalog, code: "en"))
    let tamil = Words(strings: try Strings.catalog(stringCatalog, code: "ta"))
    app.send(.openLearn)
    for game in GameKind.all {
        app.send(.openReference(game: game))
        let reference = try #require(app.view.reference, "\(game)'s reference opens")
        #expect(reference.game == game)
        #expect(app.learnGames != nil, "over Learn to play")
        let page = ReferencePage(reference, words: english)
        #expect(page.game == english.strings(game.nameKey))
        #expect(!page.steps.isEmpty && page.steps.count == reference.steps.count)
        #expect(!page.route.isEmpty && reference.route.count > 1, "the route in words and squares")
        #expect(page.drawsRoute)
        #expect(Set(reference.route).isSubset(of: Set(boardLayout(game: game).squares.map(\.id))))
        #expect(!page.fixed.isEmpty)
        #expect(page.playersAndCoins == "\(reference.players) players, \(reference.coins) each")
        #expect(page.skins.filter(\.inPlay).count == 1, "one skin in play")
        #expect(page.skins.map(\.skin) == reference.skins.map(\.skin))
        #expect(page.skinInPlay == reference.skins.first(where: \.inPlay)?.skin)
        #expect(!page.settings.isEmpty && page.settings.allSatisfy { !$0.name.isEmpty && !$0.detail.isEmpty })
        if let compared = reference.comparedWith {
            let table = try #require(page.table)
            #expect(table.compared == english.strings(compared.nameKey))
            #expect(table.inPlay == "In play" && table.legend == "differs")
            #expect(table.rows.count == reference.switches.count + reference.throws.count)
            for (row, line) in zip(table.rows, reference.switches) {
                #expect(row.name == english(line.name))
                #expect(row.inPlay == (line.inPlay ? "On" : "Off") && row.compared == (line.compared ? "On" : "Off"))
                #expect(row.differs == line.differs && line.differs == (line.inPlay != line.compared))
            }
            for (row, line) in zip(table.rows.dropFirst(reference.switches.count), reference.throws) {
                #expect(row.inPlay == line.inPlay.map(String.init).joined(separator: ", "))
                #expect(row.differs == (line.inPlay != line.compared))
            }
            // A screen reader hears each row whole from its first cell; the mark only when it differs.
            for row in table.rows {
                let spoken = table.spoken(row)
                #expect(spoken.hasPrefix("\(row.name): In play \(row.inPlay), \(table.compared) \(row.compared)"))
                #expect(spoken.hasSuffix(". differs") == row.differs, "\(spoken)")
            }
        } else {
            #expect(page.table == nil && game == .paramapadam, "only Paramapadam has no rules table")
            // Its throws are said among the fixed rules instead.
            #expect(page.fixed.suffix(2) == reference.throws.map {
                "\(english($0.name)): \($0.inPlay.map(String.init).joined(separator: ", "))"
            })
            #expect(page.fixed.last?.hasSuffix("1, 5, 6, 12") == true)
        }
        #expect(page.coinChoices == nil || reference.coinChoices.count > 1)
        // Every line worded in both languages: no key left showing, none empty.
        for words in [english, tamil] {
            for line in ReferencePage(reference, words: words).lines {
                #expect(!line.isEmpty && !line.contains("_"), "\(game) in \(words.strings.code): \(line)")
            }
        }
        app.send(.closeReference)
        #expect(app.view.reference == nil)
    }
    app.send(.closeReference)
    #expect(app.view.refusal != nil, "nothing to close")
}

@MainActor
@Test func theSetupsReferenceIsItsRulesAsTheyStandAndEachRowSaysWhatItMeans() async throws {
    let app = try await openApp(timer: TestTimer())
    let strings = [try Strings.catalog(stringCatalog, code: "en"), try Strings.catalog(stringCatalog, code: "ta")]
    app.send(.openSetup)
    for game in GameKind.all {
        app.edit(.game(game: game))
        var setup = try #require(app.setup)
        for row in setup.switches {
            for text in strings {
                #expect(text(row.detailKey) != row.detailKey, "\(row.detailKey) has text in \(text.code)")
            }
        }
        for row in setup.throwSets {
            for text in strings {
                #expect(text(row.detailKey) != row.detailKey, "\(row.detailKey) has text in \(text.code)")
            }
        }
        // A change of the rules shows in the reference the setup opens.
        if let row = setup.switches.first(where: \.editable) {
            app.edit(.switch(field: row.field, on: !row.on))
            setup = try #require(app.setup)
        }
        app.send(.openReference(game: nil))
        let reference = try #require(app.view.reference)
        #expect(reference.game == game, "the game being set up")
        #expect(reference.switches.map(\.field) == setup.switches.map(\.field))
        #expect(reference.switches.map(\.inPlay) == setup.switches.map(\.on), "the rules as they stand")
        #expect(reference.switches.map { keys($0.detail) } == setup.switches.map { [$0.detailKey] })
        if setup.throwSets.isEmpty {
            // Paramapadam: its throws are fixed, nothing is set, and there is no table.
            #expect(game == .paramapadam && reference.comparedWith == nil && reference.switches.isEmpty)
        } else {
            #expect(reference.throws.map(\.field) == setup.throwSets.map(\.field))
            #expect(reference.throws.map(\.inPlay) == setup.throwSets.map { $0.values.filter(\.chosen).map(\.value) })
        }
        app.send(.closeReference)
        #expect(app.view.reference == nil && app.setup != nil)
    }
}

@MainActor
@Test func aHintRingsHardsMoveWithAReasonAndTheLogHasTheGame() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    let catalog = try Strings.catalog(stringCatalog, code: "en")
    app.begin(.thayam)
    // Roll, and let the computer play, until Player 1 has moves to choose from.
    var turns = 0
    while app.game?.moves.isEmpty != false, turns < 200 {
        if app.game?.canRoll == true, app.game?.toAct == 0 {
            app.play(.roll)
        }
        timer.run(until: {
            guard let game = app.game else { return true }
            return (game.toAct == 0 && (game.canRoll || !game.moves.isEmpty) && !game.walking) || game.gameOver != nil
        })
        turns += 1
    }
    let game = try #require(app.game)
    #expect(!game.moves.isEmpty && game.toAct == 0 && game.canHint, "a person has moves: Hint is offered")
    #expect(game.hint == nil)

    app.play(.hint)
    let hinted = try #require(app.game)
    let hint = try #require(hinted.hint)
    #expect(hinted.refusal == nil)
    #expect(hinted.moves.contains(hint.option), "a legal move")
    #expect(hinted.destinations == [hint.option.to] && hinted.ring, "its landing ringed")
    let reason = allKeys(hint.text)
    #expect(!reason.isEmpty)
    for key in reason {
        #expect(key.hasPrefix("hint_") || key == "player_n")
        #expect(catalog(key) != key, "\(key) is in the catalog")
    }
    #expect(!Words(strings: catalog)(hint.text).isEmpty)

    // Played, the hint goes.
    app.play(.play(action: hint.option.action))
    #expect(app.game?.hint == nil)

    app.play(.pause)
    app.play(.openLog)
    let log = try #require(app.game?.log)
    #expect(!log.turns.isEmpty && log.turns.contains { !$0.lines.isEmpty })
    let notation = await app.notation()
    #expect(log.notation == notation, "the position to copy is the game's")
    for turn in log.turns {
        for key in allKeys(turn.title) + turn.lines.flatMap(allKeys) {
            #expect(catalog(key) != key, "\(key) is in the catalog")
        }
    }
    app.play(.closeLog)
    #expect(app.game?.log == nil && app.game?.paused == true, "back to the pause menu")
    app.play(.closeLog)
    #expect(app.game?.refusal != nil, "nothing to close")

    // The pause menu's reference is this game's, and Quit keeps the game.
    app.send(.openReference(game: .thayam))
    #expect(app.view.reference?.game == .thayam)
    app.send(.closeReference)
    app.send(.quit)
    #expect(app.resumeCard?.game == .thayam)
}
