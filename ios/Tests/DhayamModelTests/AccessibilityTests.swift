// The game screen for screen readers over the real core: the board's elements, the
// moves as actions on the places they leave from and as a plain list, the controls' labels and
// the announcements are exactly the core's Texts in words (English and Tamil); an action plays
// the move it names; and whole games are played against an Easy computer by the accessibility
// model's actions alone (Roll and the moves), as a screen reader user would.

import DhayamModel
import Foundation
import Testing

private let english = try! Strings.catalog(stringCatalog, code: "en")
private let tamil = try! Strings.catalog(stringCatalog, code: "ta")

/// The app model of a test, reachable from the sinks made before it.
@MainActor
private final class Box {
    var app: AppModel?
}

/// What was posted to the screen reader.
@MainActor
private final class Said {
    var lines: [String] = []
}

/// An app whose announcements go through `Announcements` in `strings` to `posted`, and are also
/// recorded (as the core's Texts) by `recorder`.
@MainActor
private func openAnnouncingApp(
    timer: TestTimer, recorder: Recorder, strings: Strings, posted: @escaping @MainActor (String) -> Void,
    seed: UInt64 = 7
) async throws -> AppModel {
    let box = Box()
    let announcements = Announcements(
        words: { Words(strings: strings) }, post: posted)
    let recording = recorder.sinks
    let sinks = EffectSinks(
        sound: recording.sound, haptic: recording.haptic,
        announce: { text in
            recording.announce(text)
            announcements.announce(text)
        })
    let app = try await AppModel.open(
        dataDir: freshDataDir(), reducedMotion: false, timer: timer, sinks: sinks, seed: { seed },
        queue: InlineQueue())
    box.app = app
    return app
}

extension AppModel {
    /// Roll (and let the computer play) until the person has legal moves; whether they do.
    @discardableResult
    func rollUntilMoves(_ timer: TestTimer, limit: Int = 2_000) -> Bool {
        for _ in 0..<limit {
            guard let game, game.gameOver == nil else { return false }
            if !game.moves.isEmpty { return true }
            if game.canRoll {
                play(.roll)
            } else if !timer.fireNext() {
                return false
            }
        }
        return false
    }

    /// One step of the game on screen as a player would take it: Roll, else the first move,
    /// else time for the computer; false when there is no game or nothing was due.
    func step(_ timer: TestTimer) -> Bool {
        guard let game else { return false }
        if game.canRoll {
            play(.roll)
        } else if let first = game.moves.first {
            play(.play(action: first.action))
        } else {
            return timer.fireNext()
        }
        return true
    }

    /// Play on (Roll, else the first move, else time for the computer) until the person has a
    /// choice of at least two moves, one of them from a square on the board; whether they do.
    @discardableResult
    func playUntilAChoiceFromTheBoard(_ timer: TestTimer, limit: Int = 5_000) -> Bool {
        for _ in 0..<limit {
            guard let game, game.gameOver == nil else { return false }
            let fromSquare = game.moves.contains { if case .square = $0.from { true } else { false } }
            if game.moves.count >= 2 && fromSquare { return true }
            if !step(timer) { return false }
        }
        return false
    }

    /// The coins of `player` drawn on `spot`.
    func coins(of player: UInt32, on spot: Spot) -> UInt32 {
        (game?.coins ?? []).filter { $0.player == player && $0.spot == spot }.reduce(0) { $0 + $1.coins }
    }
}

/// Checks that `access` is `game` with its board `reading` in `words`, element by element and
/// label by label.
private func expectCoresWords(
    _ access: BoardAccessibility, _ game: GameScreenView, _ reading: [SquareReading], _ words: Words
) {
    #expect(access.elements.count == reading.count)
    for (element, entry) in zip(access.elements, reading) {
        #expect(element.spot == entry.spot && element.player == entry.player)
        #expect(element.label == words(entry.text))
        #expect(!element.label.isEmpty)
    }
    #expect(access.elements.map(\.id) == Array(0..<reading.count), "the core's reading order")

    // The plain list: every move, in the core's order and words, sending the core's move.
    #expect(access.moves.map(\.label) == game.moves.map { words($0.text) })
    #expect(access.moves.map(\.intent) == game.moves.map { .game(intent: .play(action: $0.action)) })

    // Each move is an action of exactly the place it leaves from.
    for (option, action) in zip(game.moves, access.moves) {
        let owners = access.elements.filter { $0.actions.contains(action) }
        #expect(owners.count == 1, "\(action.label) is on one place")
        guard let owner = owners.first else { continue }
        switch option.from {
        case .square(let square): #expect(owner.spot == .square(square: square))
        case .home: #expect(owner.spot == .home && owner.player == game.toAct)
        }
    }
    #expect(access.elements.flatMap(\.actions).count == access.moves.count)

    #expect(access.sticks == game.sticksText.map { words($0) })
    #expect(access.chips.map(\.label) == game.chips.map { words($0.text) })
    #expect(access.chips.map(\.intent) == game.chips.map { .game(intent: .tapChip(value: UInt8($0.value))) })
    #expect(access.undo?.label == game.undo.map { words($0.text) })
    #expect(access.undo.map { $0.intent == .game(intent: .undo) } ?? true)
    #expect(access.roll == (game.canRoll ? AccessibleAction(label: words.strings("play_roll"), intent: .game(intent: .roll)) : nil))
    #expect(access.players == game.players.map { words($0.text) })
    #expect(access.prompt == game.prompt.map { words($0) })
}

// Plain tests per game rather than parameterised ones: tests/swift/run.sh counts `name()` lines.
@MainActor
@Test func thayamsBoardAndControlsAreTheCoresWordsInEnglishAndTamil() async throws {
    try await expectBoardAndControlsInCoresWords(.thayam)
}

@MainActor
@Test func dhayamsBoardAndControlsAreTheCoresWordsInEnglishAndTamil() async throws {
    try await expectBoardAndControlsInCoresWords(.dhayam)
}

@MainActor
private func expectBoardAndControlsInCoresWords(_ kind: GameKind) async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    app.begin(kind)
    let start = try #require(app.game)
    for strings in [english, tamil] {
        let words = Words(strings: strings)
        let access = try #require(app.accessibility(words))
        expectCoresWords(access, start, app.reading, words)
        #expect(access.roll != nil && access.moves.isEmpty)
        #expect(access.elements.count == app.reading.count && !access.elements.isEmpty)
        #expect(access.elements.contains { $0.spot == .square(square: start.goal) })
        #expect(access.elements.filter { $0.spot == .home }.count == start.players.count)
    }
    #expect(
        app.accessibility(Words(strings: tamil))?.elements.map(\.label)
            != app.accessibility(Words(strings: english))?.elements.map(\.label),
        "Tamil words, not English")

    #expect(app.rollUntilMoves(timer))
    let moving = try #require(app.game)
    #expect(!moving.moves.isEmpty && !moving.chips.isEmpty)
    for strings in [english, tamil] {
        let words = Words(strings: strings)
        let access = try #require(app.accessibility(words))
        expectCoresWords(access, moving, app.reading, words)
        #expect(access.sticks != nil)
        #expect(access.elements.contains { !$0.actions.isEmpty })
    }
    #expect(app.failure == nil)
}

@MainActor
@Test func eachThayamMoveActionPlaysTheMoveItNames() async throws {
    try await expectEachMoveActionPlaysItsMove(.thayam)
}

@MainActor
@Test func eachDhayamMoveActionPlaysTheMoveItNames() async throws {
    try await expectEachMoveActionPlaysItsMove(.dhayam)
}

/// In two positions of a `kind` game (the first where the person has moves, and the first where
/// they choose among several, one from a square on the board), each move action in turn, each
/// from a fresh game on the same seed: the coin leaves the place it names and lands where it
/// says, cutting whom it says, and the board reads it there.
@MainActor
private func expectEachMoveActionPlaysItsMove(_ kind: GameKind) async throws {
    try await expectEachMoveActionPlaysItsMove(kind) { app, timer in app.rollUntilMoves(timer) }
    try await expectEachMoveActionPlaysItsMove(kind) { app, timer in app.playUntilAChoiceFromTheBoard(timer) }
}

@MainActor
private func expectEachMoveActionPlaysItsMove(
    _ kind: GameKind, reach: (AppModel, TestTimer) -> Bool
) async throws {
    func position() async throws -> (AppModel, TestTimer) {
        let timer = TestTimer()
        let app = try await openApp(timer: timer)
        app.begin(kind)
        #expect(reach(app, timer))
        return (app, timer)
    }
    let (first, _) = try await position()
    let count = try #require(first.game?.moves.count)
    #expect(count > 0)
    for index in 0..<count {
        let (app, timer) = try await position()
        let before = try #require(app.game)
        let mover = try #require(before.toAct)
        let words = Words(strings: english)
        let access = try #require(app.accessibility(words))
        let option = before.moves[index]
        let action = access.moves[index]
        #expect(action.label == words(option.text))
        // The same action is on the place the move leaves from.
        let element = try #require(access.elements.first { $0.actions.contains(action) })
        #expect(option.from == element.spot)

        let onFrom = app.coins(of: mover, on: option.from)
        let onTo = app.coins(of: mover, on: .square(square: option.to))
        #expect(onFrom > 0)
        app.perform(action)
        #expect(app.game?.refusal == nil)
        #expect(timer.run(until: { app.game?.walking == false }))
        #expect(app.coins(of: mover, on: option.from) + 1 == onFrom, "the coin left: \(action.label)")
        #expect(app.coins(of: mover, on: .square(square: option.to)) >= onTo + 1, "and landed where it says")
        let victims = before.coins.filter { $0.player != mover && $0.spot == .square(square: option.to) }
        if option.cuts {
            #expect(!victims.isEmpty)
            for pile in victims {
                #expect(app.coins(of: pile.player, on: pile.spot) < pile.coins, "the victims were cut")
            }
        }
        // The board now reads the coin where it landed.
        let after = try #require(app.accessibility(words))
        let landed = try #require(after.element(.square(square: option.to)))
        let wasThere = try #require(access.element(.square(square: option.to)))
        #expect(landed.label != wasThere.label)
        #expect(app.failure == nil)
    }
}

@MainActor
@Test func announcementsAreTheCoresEventsInWordsInOrder() async throws {
    let timer = TestTimer()
    let recorder = Recorder()
    let said = Said()
    let app = try await openAnnouncingApp(timer: timer, recorder: recorder, strings: english) { said.lines.append($0) }
    app.begin(.thayam)
    let words = { Words(strings: english) }
    let worded = { (texts: [Text]) in texts.map { words()($0) } }

    // The person's roll: announced as its status line says it.
    app.play(.roll)
    #expect(timer.run(until: { app.game?.walking == false }))
    let rolled = try #require(app.game)
    #expect(keys(recorder.announced.first) == ["event_rolled"])
    let told = try #require(rolled.status.first)
    #expect(said.lines.first == words()(told))
    #expect(said.lines == worded(recorder.announced))

    // The computer's turn: one summary, not every throw and move.
    #expect(app.rollUntilMoves(timer) || app.game?.gameOver != nil)
    #expect(said.lines == worded(recorder.announced), "every announcement, in order, in the core's words")
    #expect(recorder.announced.contains { keys($0).first == "event_computer_turn" })
    #expect(said.lines.allSatisfy { !$0.isEmpty && !$0.contains("%") })

    // In Tamil.
    let tamilTimer = TestTimer()
    let tamilRecorder = Recorder()
    let tamilSaid = Said()
    let tamilApp = try await openAnnouncingApp(timer: tamilTimer, recorder: tamilRecorder, strings: tamil) {
        tamilSaid.lines.append($0)
    }
    tamilApp.begin(.thayam)
    tamilApp.play(.roll)
    let tamilWords = Words(strings: tamil)
    #expect(tamilSaid.lines == tamilRecorder.announced.map { tamilWords($0) })
    #expect(!tamilSaid.lines.isEmpty && tamilSaid.lines.first != said.lines.first)
    #expect(app.failure == nil && tamilApp.failure == nil)
}

/// Play a whole game of `kind` as a screen reader user: Roll when it is live, else a move action
/// (from the board's elements, or the plain Moves list every other time), else let time pass for
/// the computer. The number of moves played.
@MainActor
private func playByAccessibility(_ kind: GameKind, seed: UInt64) async throws -> (AppModel, moves: Int, rolls: Int) {
    let timer = TestTimer()
    let app = try await openApp(timer: timer, seed: seed)
    app.begin(kind)
    var moves = 0
    var rolls = 0
    for _ in 0..<200_000 {
        guard let game = app.game else { break }
        if game.gameOver != nil && !game.walking { break }
        let words = Words(strings: english)
        let access = try #require(app.accessibility(words))
        if let roll = access.roll {
            app.perform(roll)
            rolls += 1
        } else if let action = moves % 2 == 0 ? access.elements.lazy.flatMap(\.actions).first : access.moves.last {
            app.perform(action)
            moves += 1
        } else if !timer.fireNext() {
            Issue.record("stuck: nothing to do and nothing due")
            break
        }
        #expect(app.game?.refusal == nil, "the core took every action")
        if app.failure != nil { break }
    }
    return (app, moves, rolls)
}

@MainActor
@Test func aWholeThayamGameIsWonOrLostByAccessibilityActionsAlone() async throws {
    let (app, moves, rolls) = try await playByAccessibility(.thayam, seed: 11)
    let over = try #require(app.game?.gameOver)
    #expect(over.winner != nil || over.places.isEmpty)
    #expect(moves > 0 && rolls > 0)
    #expect(app.failure == nil)
}

@MainActor
@Test func aWholeParamapadamGameIsPlayedByRollAlone() async throws {
    let (app, moves, rolls) = try await playByAccessibility(.paramapadam, seed: 5)
    #expect(app.game?.gameOver != nil)
    #expect(moves == 0 && rolls > 0, "Paramapadam's moves are the throws'")
    #expect(app.failure == nil)
}

@MainActor
@Test func theBoardReadingIsFetchedOnlyWhenTheViewsVersionOfItChanges() async throws {
    let timer = TestTimer()
    let app = try await openApp(timer: timer)
    app.begin(.dhayam)
    let start = try #require(app.game)
    #expect(app.readingVersion == start.readingVersion && !app.reading.isEmpty)
    let before = app.reading
    app.play(.pause)
    #expect(app.game?.readingVersion == start.readingVersion, "pausing draws the same coins")
    #expect(app.reading == before)
    app.play(.resume)
    // Play on until a coin has moved; at every step the reading held is the view's version's.
    var changed = false
    for _ in 0..<2_000 where !changed {
        guard let game = app.game, game.gameOver == nil else { break }
        if !app.step(timer) { break }
        #expect(app.readingVersion == app.game?.readingVersion)
        changed = app.readingVersion != start.readingVersion
    }
    #expect(changed, "a move changed the reading")
    #expect(app.reading != before)
}
