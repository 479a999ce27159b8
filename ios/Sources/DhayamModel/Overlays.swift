// What shows over the screens, read from the core's view, and what closing each asks of it: the
// line at the foot (a refusal, else a notice), the pause menu, the game-over card once the last
// move has been walked, the log, the reference, the question, the alert for a problem, and the
// screen pushed over Home. SwiftUI closes a sheet, an alert or a pushed screen by itself (a swipe
// down, the edge swipe) and then tells its binding; whether that asks anything of the core
// depends on whether the core still shows it (Quit from the pause menu has already left the game).

import DhayamCore

/// Something on screen that SwiftUI can close by itself.
public enum Dismissal: Sendable {
    /// The pause menu: closing it resumes the game.
    case pauseMenu
    /// The game's log: closing it is Close.
    case log
    /// The Rules & Settings reference: closing it is Close.
    case reference
    /// The question before a saved game ends: closing it is its Cancel.
    case question
    /// The screen pushed over Home: going back from it is Back.
    case screen
}

extension AppModel {
    /// SwiftUI has closed `dismissal`: ask the core to close it too, if it still shows it.
    public func dismissed(_ dismissal: Dismissal) {
        switch dismissal {
        case .pauseMenu: if game?.pauseMenuShown == true { play(.resume) }
        case .log: if game?.log != nil { play(.closeLog) }
        case .reference: if view.reference != nil { send(.closeReference) }
        case .question: if view.question != nil { send(.cancel) }
        case .screen: if !view.screen.isHome { send(.back) }
        }
    }

    /// An alert is up: the store was set aside on opening, or a request failed.
    public var alertShown: Bool {
        failure != nil || storeSetAside
    }

    /// The alert's message: why the app started afresh. A failed request is a bug; the player
    /// is told only that something went wrong (the alert's title), never the error's text.
    public var alertMessageKey: String? {
        storeSetAside ? "error_store_damaged" : nil
    }

    /// The alert was dismissed.
    public func dismissAlert() {
        failure = nil
        storeSetAside = false
    }

    /// The board of the game on screen, once the core has sent it (nil while the layout of
    /// another game is still the one held).
    public var boardLayout: BoardLayout? {
        guard let game, let layout, layout.game == game.game else { return nil }
        return layout
    }
}

extension AppView {
    /// The line at the foot of every screen: why the last request was refused, or else what the
    /// player should know.
    public var footLine: Text? {
        refusal ?? notice
    }
}

extension ScreenView {
    /// Home: the root of the navigation stack.
    public var isHome: Bool {
        if case .home = self { return true }
        return false
    }

    /// Home's resume card (none on the other screens, where Home is under them, unseen).
    public var resume: ResumeCard? {
        if case .home(let resume) = self { return resume }
        return nil
    }
}

extension GameScreenView {
    /// The pause menu is up: paused, and not over (the game-over card has the screen then).
    public var pauseMenuShown: Bool {
        paused && gameOver == nil
    }

    /// The game-over card's result, once the last move has been walked to the end.
    public var finished: GameResult? {
        walking ? nil : gameOver
    }
}

extension BoardLayout {
    /// The board has no home circles of its own (Paramapadam): they are drawn in a row beside it.
    public var homesBesideBoard: Bool {
        homes.isEmpty
    }
}
