// The game screen for screen readers, in the core's words: the board as one element
// per place the core reads (every square in the reader's path order, then the home circles, then
// the goal), each labelled with its reading and carrying the legal moves that leave from it as
// actions; the same moves as a plain list; the labels of the sticks, the bank's chips, Roll,
// Undo and the players' strips; and the announcements of the core's events. Platform-neutral:
// the SwiftUI views turn these into accessibility elements, actions and notifications. Which
// words, which moves, in which order: always the core's.

import DhayamCore

/// Something a screen reader user can do: its label and the intent it sends to the core.
public struct AccessibleAction: Equatable, Hashable {
    /// What VoiceOver reads for it.
    public let label: String
    /// What to send when it is performed (`AppModel.send`).
    public let intent: AppIntent

    public init(label: String, intent: AppIntent) {
        self.label = label
        self.intent = intent
    }
}

/// One place on the board as a screen reader finds it.
public struct BoardElement: Equatable, Hashable, Identifiable {
    /// Its position in the core's reading order (0 first): its identity and its sort order.
    public let id: Int
    /// The square (the goal among them) or home circle it is.
    public let spot: Spot
    /// Whose home circle, for a home circle; none for a square.
    public let player: UInt32?
    /// The core's reading of it, in words.
    public let label: String
    /// The legal moves leaving from it, in the core's order.
    public let actions: [AccessibleAction]

    /// The square's id in the board's layout, for a square.
    public var square: UInt32? {
        if case .square(let id) = spot { return id }
        return nil
    }
}

/// The accessibility of one game screen, built from the core's view and words.
public struct BoardAccessibility: Equatable, Hashable {
    /// The board, one element per reading entry, in the core's reading order.
    public let elements: [BoardElement]
    /// Every legal move, in the core's order: the plain Moves list.
    public let moves: [AccessibleAction]
    /// What to do now (the prompt), in words: the Moves list's heading.
    public let prompt: String?
    /// The sticks as last thrown, once any throw has been seen.
    public let sticks: String?
    /// The bank's chips, each labelled with its value and state; performing one picks it (or
    /// lets it go).
    public let chips: [AccessibleAction]
    /// Roll, while it is live.
    public let roll: AccessibleAction?
    /// Undo with the seconds left, while the bar shows.
    public let undo: AccessibleAction?
    /// Each player's strip in words, in turn order.
    public let players: [String]

    /// The game screen `game`, its board read aloud as `reading` (the core's, fetched apart from
    /// the view), in `words` (whose layout names the squares as the board does).
    public init(game: GameScreenView, reading: [SquareReading], words: Words) {
        let moves = game.moves.map { option in
            AccessibleAction(label: words(option.text), intent: .game(intent: .play(action: option.action)))
        }
        self.moves = moves
        elements = reading.enumerated().map { index, reading in
            let leaving = zip(game.moves, moves).filter { option, _ in
                BoardAccessibility.leaves(option, from: reading, toAct: game.toAct)
            }
            return BoardElement(
                id: index, spot: reading.spot, player: reading.player, label: words(reading.text),
                actions: leaving.map { $0.1 })
        }
        prompt = game.prompt.map { words($0) }
        sticks = game.sticksText.map { words($0) }
        chips = game.chips.map { chip in
            AccessibleAction(label: words(chip.text), intent: .game(intent: .tapChip(value: UInt8(chip.value))))
        }
        roll = game.canRoll ? AccessibleAction(label: words.strings("play_roll"), intent: .game(intent: .roll)) : nil
        undo = game.undo.map { AccessibleAction(label: words($0.text), intent: .game(intent: .undo)) }
        players = game.players.map { words($0.text) }
    }

    /// Whether `option` leaves from the place `reading` reads: its square, or the home circle of
    /// the player to act.
    static func leaves(_ option: MoveOption, from reading: SquareReading, toAct: UInt32?) -> Bool {
        switch (option.from, reading.spot) {
        case (.square(let from), .square(let square)): from == square
        case (.home, .home): reading.player == toAct
        default: false
        }
    }

    /// The board element for `spot` (a home circle: `player`'s).
    public func element(_ spot: Spot, player: UInt32? = nil) -> BoardElement? {
        elements.first { $0.spot == spot && (spot != .home || $0.player == player) }
    }
}

/// The core's announcements in words, for the screen reader: the sink the app model's
/// `EffectSinks.announce` calls, posting each in the words of the moment (the language and board
/// can change). The UI posts the string (`AccessibilityNotification.Announcement`).
@MainActor
public final class Announcements {
    /// The words of the moment, if the app is up.
    public var words: @MainActor () -> Words?
    private let post: @MainActor (String) -> Void

    public init(
        words: @escaping @MainActor () -> Words? = { nil }, post: @escaping @MainActor (String) -> Void
    ) {
        self.words = words
        self.post = post
    }

    /// Say `text`.
    public func announce(_ text: Text) {
        guard let words = words() else { return }
        let said = words(text)
        if !said.isEmpty { post(said) }
    }
}

extension AppModel {
    /// The game screen on show for screen readers, in `words`.
    public func accessibility(_ words: Words) -> BoardAccessibility? {
        game.map { BoardAccessibility(game: $0, reading: reading, words: words) }
    }

    /// Perform one accessibility action: send its intent.
    public func perform(_ action: AccessibleAction) {
        send(action.intent)
    }
}
