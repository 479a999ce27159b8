// The app: the store opened on the data directory, the settings, the statistics, the saved game
// and which screen is showing. It hands a GameModel to the game screen and a SetupModel to the
// setup screen.

@_exported import DhayamCore
import Foundation
import Observation

/// The app's screens.
public enum Screen: Hashable, Sendable {
    case home, setup, game, statistics, settings, about
}

/// The saved game as Home offers it.
public struct SavedSummary: Equatable, Sendable {
    public var game: GameKind
    public var players: Int

    public init(game: GameKind, players: Int) {
        self.game = game
        self.players = players
    }
}

/// Something to tell the player that needs no decision.
public enum Notice: Equatable, Sendable {
    /// The store was damaged and set aside; the app started fresh.
    case storeDamaged
    /// The core refused something or the store failed.
    case failed(DhayamError)
}

@Observable
@MainActor
public final class AppModel {
    /// The screen on show.
    public private(set) var screen: Screen = .home
    /// The settings as the core stores them.
    public private(set) var settings: Settings
    /// Every game and opponent kind's figures, in the core's order.
    public private(set) var statistics: [Statistics] = []
    /// The game Home offers to resume.
    public private(set) var saved: SavedSummary?
    /// The game on screen (kept while the menus show, so Resume continues it).
    public private(set) var game: GameModel?
    /// The new-game setup being edited.
    public let setup: SetupModel
    /// A message to show; clear it to dismiss.
    public var notice: Notice?
    /// The system's reduced-motion setting, passed on to the game.
    public var reduceMotion = false {
        didSet { game?.reduceMotion = reduceMotion }
    }

    @ObservationIgnored private let app: App
    @ObservationIgnored private let clock: GameClock
    @ObservationIgnored private let pace: Pace
    @ObservationIgnored private let sounds: SoundEffects
    @ObservationIgnored private let seed: () -> UInt64
    /// The saved game's handle, until a GameModel takes it: the store gives one per game.
    @ObservationIgnored private var savedHandle: GameHandle?

    /// Open the store in `dataDir`. A damaged store is set aside (kept for a bug report) and the
    /// app starts afresh with a notice; any other store error is thrown.
    public init(
        dataDir: String, clock: GameClock, pace: Pace = .standard,
        sounds: SoundEffects = SilentSoundEffects(),
        seed: @escaping () -> UInt64 = { UInt64.random(in: .min ... .max) }
    ) throws {
        var damaged = false
        let app: App
        do {
            app = try App.open(dataDir: dataDir)
        } catch DhayamError.StoreCorrupt {
            _ = try setAsideDamagedStore(dataDir: dataDir)
            app = try App.open(dataDir: dataDir)
            damaged = true
        }
        self.app = app
        self.clock = clock
        self.pace = pace
        self.sounds = sounds
        self.seed = seed
        let settings = try app.settings()
        self.settings = settings
        self.setup = SetupModel(setup: settings.lastSetup)
        if damaged {
            notice = .storeDamaged
        }
        loadSaved()
        refreshStatistics()
    }

    // MARK: Navigation

    /// Show `screen`. The game screen needs a game: use `resume()` or `startNewGame()`.
    public func show(_ screen: Screen) {
        if screen == .setup {
            setup.reset(to: settings.lastSetup)
        }
        if screen == .statistics {
            refreshStatistics()
        }
        if screen == .game && game == nil {
            return
        }
        self.screen = screen
    }

    /// Continue the saved game.
    public func resume() {
        if game == nil, let handle = savedHandle {
            game = makeGame(handle)
            savedHandle = nil
        }
        guard let game else { return }
        game.resume()
        screen = .game
    }

    /// Start a new game from the setup (the saved one, if any, counts as abandoned).
    public func startNewGame() {
        start(setup.setup)
    }

    /// Start the last game's setup again (Play again).
    public func playAgain() {
        start(settings.lastSetup)
    }

    /// Leave the game for Home; the game stays saved and paused.
    public func quitToMenu() {
        game?.pause()
        if let game, game.view.over {
            self.game = nil
        }
        loadSummary()
        screen = .home
    }

    // MARK: Settings and data

    /// Change the settings and store them.
    public func updateSettings(_ change: (inout Settings) -> Void) {
        var changed = settings
        change(&changed)
        do {
            try app.setSettings(settings: changed)
            settings = try app.settings()
        } catch {
            report(error)
        }
        game?.apply(settings: settings)
    }

    /// Reset Saved Game: clear the game in progress, statistics kept. Returns whether there was one.
    @discardableResult
    public func resetSavedGame() -> Bool {
        do {
            let had = try app.resetSavedGame()
            game = nil
            savedHandle = nil
            saved = nil
            refreshStatistics()
            return had
        } catch {
            report(error)
            return false
        }
    }

    /// Read the statistics again.
    public func refreshStatistics() {
        do {
            statistics = try app.allStatistics()
        } catch {
            report(error)
        }
    }

    // MARK: Inside

    private func start(_ setup: GameSetup) {
        do {
            let handle = try app.newGame(setup: setup, seed: seed())
            game?.pause()
            savedHandle = nil
            settings = try app.settings()
            game = makeGame(handle)
            loadSummary()
            screen = .game
        } catch {
            report(error)
        }
    }

    private func makeGame(_ handle: GameHandle) -> GameModel? {
        do {
            let model = try GameModel(
                handle: handle, settings: settings, clock: clock, pace: pace, sounds: sounds,
                reduceMotion: reduceMotion)
            model.onChange = { [weak self] game in self?.gameChanged(game) }
            return model
        } catch {
            report(error)
            return nil
        }
    }

    private func gameChanged(_ game: GameModel) {
        if let settings = try? app.settings() {
            self.settings = settings
        }
        if game.view.over {
            refreshStatistics()
            saved = nil
        }
    }

    private func loadSaved() {
        do {
            savedHandle = try app.savedGame()
        } catch {
            savedHandle = nil
            report(error)
        }
        loadSummary()
    }

    private func loadSummary() {
        let view: GameView?
        if let game, !game.view.over {
            view = game.view
        } else {
            view = try? savedHandle?.state()
        }
        saved = view.map { SavedSummary(game: $0.game, players: $0.players.count) }
    }

    private func report(_ error: Error) {
        notice = .failed((error as? DhayamError) ?? .Internal(detail: String(describing: error)))
    }
}
