// The core as the core queue holds it: the AppHandle, and which board, board reading and last
// turns were last sent to the screens, so that each is fetched again only when the view names
// another one. Only calls given to the core queue touch it; the main actor sees only the
// CoreUpdate each call leaves.

@_exported import DhayamCore

/// What one call to the core left for the screens.
struct CoreUpdate: Sendable {
    /// What the core asks the shell to do: sounds, haptics, announcements, a wake-up.
    var effects: [Effect]
    /// The app to draw.
    var view: AppView
    /// The board of the game on screen, when it is another board than the one last sent.
    var layout: BoardLayout?
    /// The board read aloud, when the view names another version than the one last sent.
    var reading: BoardReading?
    /// The last turns, when the view names another version than the ones last sent.
    var recent: RecentTurns?
}

/// The AppHandle, confined to the core queue.
final class CoreSession: @unchecked Sendable {
    private let handle: any AppHandleProtocol
    private var layoutGame: GameKind?
    private var readingVersion: UInt64?
    private var recentVersion: UInt64?

    init(handle: any AppHandleProtocol) {
        self.handle = handle
    }

    /// The app on the store in `dataDir`, and whether a damaged store had to be set aside (kept
    /// for a bug report) to open it; any other store error is thrown.
    static func open(
        dataDir: String, reducedMotion: Bool, wrap: (AppHandle) -> any AppHandleProtocol
    ) throws -> (CoreSession, setAside: Bool) {
        do {
            let handle = try AppHandle.open(dataDir: dataDir, reducedMotion: reducedMotion)
            return (CoreSession(handle: wrap(handle)), false)
        } catch DhayamError.StoreCorrupt {
            _ = try setAsideDamagedStore(dataDir: dataDir)
            let handle = try AppHandle.open(dataDir: dataDir, reducedMotion: reducedMotion)
            return (CoreSession(handle: wrap(handle)), true)
        }
    }

    /// `call` on the handle, then the view and whatever the view says changed apart from it; a
    /// call that fails leaves the screens as they were and says why.
    func update(_ call: (any AppHandleProtocol) throws -> [Effect]) -> Result<CoreUpdate, DhayamError> {
        do {
            let effects = try call(handle)
            return .success(try read(effects: effects))
        } catch {
            return .failure(error as? DhayamError ?? .Internal(detail: String(describing: error)))
        }
    }

    /// The game on screen as position notation; none when no game is up or it can't be read.
    func notation() -> String? {
        try? handle.notation()
    }

    private func read(effects: [Effect]) throws -> CoreUpdate {
        let view = try handle.view()
        var update = CoreUpdate(effects: effects, view: view)
        let game: GameScreenView? =
            switch view.screen {
            case .game(let game): game
            case .lesson(let lesson): lesson.board
            default: nil
            }
        guard let game else { return update }
        if game.game != layoutGame {
            update.layout = boardLayout(game: game.game)
            layoutGame = game.game
        }
        if game.readingVersion != readingVersion, let reading = try handle.boardReading() {
            update.reading = reading
            readingVersion = reading.version
        }
        if game.recentVersion != recentVersion, let recent = try handle.recent() {
            update.recent = recent
            recentVersion = recent.version
        }
        return update
    }
}
