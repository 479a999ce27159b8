// One game on screen: the core's state to draw, the player's picks, the computer seats and
// auto-roll at a watchable pace, the quick Undo prompt, and the frames and cues each action is
// shown with. Every rule, throw and result comes from the core through the GameHandle; this
// model only decides when to ask it and how the answer is shown.

import DhayamCore
import Observation

@Observable
@MainActor
public final class GameModel {
    /// The core's game.
    public let handle: GameHandle
    /// The board to draw.
    public let layout: BoardLayout
    /// The core's state after the last action.
    public private(set) var view: GameView
    /// The moves the player to act may choose from (none while they must roll).
    public private(set) var legalMoves: [LegalMove]
    /// The settings that shape play: auto-roll, quick undo, the ring, sound and haptics.
    public private(set) var settings: Settings
    /// Moves jump instead of walking (the system's reduced-motion setting).
    public var reduceMotion: Bool
    /// What the player has picked towards their next move.
    public private(set) var selection = Selection()
    /// The frames of the last action, and which one is on show (none once it has been shown).
    public private(set) var frames: [AnimationFrame] = []
    public private(set) var frameIndex: Int?
    /// The sticks as last thrown.
    public private(set) var sticks: Throw?
    /// What the last action caused, for the line saying what happened.
    public private(set) var lastEvents: [Event] = []
    /// How many actions (rolls, moves, undos) this model has made: a change to watch for.
    public private(set) var actionCount = 0
    /// The quick Undo prompt is up.
    public private(set) var undoOffered = false
    /// The pause menu is open: nothing plays by itself.
    public private(set) var isPaused = false
    /// An action the core refused or a store failure, to show; clear it to go on.
    public var failure: DhayamError? {
        didSet { if failure == nil { scheduleNext() } }
    }
    /// The last haptic cue, when haptics are on.
    public private(set) var hapticSignal: CueSignal?
    /// Called after an action that ended the game or changed what the app remembers (the skin).
    @ObservationIgnored public var onChange: ((GameModel) -> Void)?

    @ObservationIgnored private let clock: GameClock
    @ObservationIgnored private let pace: Pace
    @ObservationIgnored private let sounds: SoundEffects
    @ObservationIgnored private var cueSerial = 0
    @ObservationIgnored private var undoTimer: ScheduledAction?
    @ObservationIgnored private var autoTimer: ScheduledAction?
    @ObservationIgnored private var frameTimer: ScheduledAction?

    /// A model over `handle`; if a computer seat or an auto-roll is to act, it is scheduled.
    public init(
        handle: GameHandle, settings: Settings, clock: GameClock, pace: Pace = .standard,
        sounds: SoundEffects = SilentSoundEffects(), reduceMotion: Bool = false
    ) throws {
        self.handle = handle
        self.settings = settings
        self.clock = clock
        self.pace = pace
        self.sounds = sounds
        self.reduceMotion = reduceMotion
        let view = try handle.state()
        self.view = view
        self.legalMoves = try handle.legalMoves()
        self.layout = Self.layout(of: view)
        scheduleNext()
    }

    /// The board of the game `view` is a state of.
    public static func layout(of view: GameView) -> BoardLayout {
        if case .paramapadam(let rules) = view.rules {
            return paramapadamLayout(layout: rules.layout)
        }
        return boardLayout(game: view.game)
    }

    // MARK: What to draw

    /// The coins where the frame on show puts them, or where the core has them.
    public var displayedCoins: [BoardCoin] {
        frameIndex.map { frames[$0].coins } ?? view.coins.map(BoardCoin.init)
    }

    /// The coin the frame on show is moving.
    public var movingCoin: BoardCoin? {
        frameIndex.flatMap { frames[$0].moving }
    }

    public var isAnimating: Bool { frameIndex != nil }

    /// The player seated at `player`.
    public func seat(_ player: UInt32) -> PlayerView? {
        view.players.first { $0.player == player }
    }

    /// The player to act, if a person plays them.
    public var humanToAct: UInt32? {
        guard let player = view.toAct, seat(player)?.kind == .human else { return nil }
        return player
    }

    /// Whether the Roll button is live.
    public var canRoll: Bool { humanToAct != nil && view.mustRoll && !isPaused }

    /// Whether the player may pick a coin, value or destination.
    public var canChoose: Bool {
        humanToAct != nil && !view.mustRoll && !isPaused && !legalMoves.isEmpty
    }

    /// The legal moves still matching the player's picks.
    public var candidates: [LegalMove] {
        canChoose ? selection.candidates(legalMoves) : []
    }

    /// The squares to ring (when the legal-move ring is on): where the candidates land.
    public var ringSquares: Set<UInt32> {
        settings.legalMoveRing ? Set(candidates.map(\.toSquare)) : []
    }

    /// The coins that can still be picked.
    public var pickableCoins: Set<CoinPick> { Set(candidates.map(\.coinPick)) }

    /// The banked values a candidate spends.
    public var usableValues: Set<UInt32> { Set(candidates.flatMap(\.values)) }

    /// Whether the Undo button does something now.
    public var canUndo: Bool { undoOffered && view.canUndo }

    // MARK: The player's actions

    /// Throw the sticks for the person to act. Nothing happens if a computer seat is to act.
    ///
    /// Throws the core's `DhayamError` (`MustMove`, a store error, …); the game is then unchanged.
    public func roll() throws {
        guard let player = humanToAct else { return }
        try perform(byPerson: true) { try handle.roll(player: player) }
    }

    /// Play `move` for the person to act. Nothing happens if a computer seat is to act.
    ///
    /// Throws the core's `DhayamError` (`IllegalMove`, `MustRoll`, …); the game is then
    /// unchanged.
    public func play(_ move: Move) throws {
        guard let player = humanToAct else { return }
        try perform(byPerson: true) { try handle.play(player: player, action: move) }
    }

    /// A tap on `square`: picks a destination of the picked coin, else the player's coin there,
    /// else a destination; plays the move once only one is left.
    public func tap(square: UInt32) {
        guard canChoose else { return }
        let current = selection.candidates(legalMoves)
        let isDestination = current.contains { $0.toSquare == square }
        if selection.coin != nil && isDestination {
            selection.destination = square
        } else if !Selection(coin: .square(square), value: selection.value)
            .candidates(legalMoves).isEmpty
        {
            selection = Selection(coin: .square(square), value: selection.value)
        } else if isDestination {
            selection.destination = square
        } else {
            selection = Selection()
        }
        playIfChosen()
    }

    /// A tap on the player's home: a coin coming out.
    public func tapHome() {
        guard canChoose else { return }
        let pick = Selection(coin: .home, value: selection.value)
        selection = pick.candidates(legalMoves).isEmpty ? Selection() : pick
        playIfChosen()
    }

    /// A tap on a banked value's chip; tapping the chosen chip again lets it go.
    public func choose(value: UInt32) {
        guard canChoose else { return }
        if selection.value == value {
            selection.value = nil
        } else {
            selection.value = value
            if selection.candidates(legalMoves).isEmpty {
                selection = Selection(value: value)
            }
        }
        playIfChosen()
    }

    /// Let go of every pick.
    public func clearSelection() {
        selection = Selection()
    }

    /// Undo the player's last roll or move while the Undo prompt is up.
    public func undo() throws {
        guard undoOffered else { return }
        finishAnimation()
        _ = try handle.undo()
        try refresh()
        closeUndo()
        selection = Selection()
        frames = []
        sticks = nil
        lastEvents = []
        actionCount += 1
        scheduleNext()
    }

    /// Close the Undo prompt early.
    public func dismissUndo() {
        closeUndo()
        scheduleNext()
    }

    /// The pause menu opens: computer seats and auto-roll wait.
    public func pause() {
        isPaused = true
        autoTimer?.cancel()
        autoTimer = nil
    }

    /// The pause menu closes.
    public func resume() {
        isPaused = false
        scheduleNext()
    }

    /// Change the board's look (the core saves it with the game and remembers it).
    public func setSkin(_ skin: BoardSkin) throws {
        try handle.setSkin(skin: skin)
        try refresh()
        onChange?(self)
    }

    /// New settings from the Settings screen or the app.
    public func apply(settings: Settings) {
        self.settings = settings
        if !settings.quickUndo {
            closeUndo()
        }
        scheduleNext()
    }

    // MARK: Driving the game

    private func playIfChosen() {
        guard let move = selection.chosen(legalMoves) else { return }
        do {
            try play(move.action)
        } catch {
            fail(error)
        }
    }

    private func perform(byPerson: Bool, _ action: () throws -> [Event]) throws {
        finishAnimation()
        let before = view.coins.map(BoardCoin.init)
        let events = try action()
        try refresh()
        selection = Selection()
        lastEvents = events
        actionCount += 1
        closeUndo()
        if byPerson && settings.quickUndo && view.canUndo && !view.over {
            undoOffered = true
            undoTimer = clock.schedule(after: pace.undoWindow) { [weak self] in
                self?.undoTimer = nil
                self?.undoOffered = false
                self?.scheduleNext()
            }
        }
        show(
            animationFrames(
                for: events, from: before, sticks: sticks, reduceMotion: reduceMotion, pace: pace))
        if view.over {
            onChange?(self)
        }
        scheduleNext()
    }

    private func refresh() throws {
        view = try handle.state()
        legalMoves = try handle.legalMoves()
    }

    private func closeUndo() {
        undoTimer?.cancel()
        undoTimer = nil
        undoOffered = false
    }

    private func fail(_ error: Error) {
        failure = (error as? DhayamError) ?? .Internal(detail: String(describing: error))
    }

    /// Schedule the next thing that happens by itself: a computer seat's action or an auto-roll,
    /// once the last action has been shown and the Undo prompt is gone.
    private func scheduleNext() {
        autoTimer?.cancel()
        autoTimer = nil
        guard !isPaused, failure == nil, frameIndex == nil, !undoOffered, !view.over,
            let player = view.toAct, let seat = seat(player)
        else { return }
        switch seat.kind {
        case .computer:
            autoTimer = clock.schedule(after: pace.computer) { [weak self] in
                self?.act(byComputer: player)
            }
        case .human:
            guard view.mustRoll && settings.autoRoll else { return }
            autoTimer = clock.schedule(after: pace.autoRoll) { [weak self] in
                self?.autoRoll(player)
            }
        }
    }

    private func act(byComputer player: UInt32) {
        autoTimer = nil
        do {
            try perform(byPerson: false) { try handle.computerMove(player: player) }
        } catch {
            fail(error)
        }
    }

    private func autoRoll(_ player: UInt32) {
        autoTimer = nil
        do {
            try perform(byPerson: false) { try handle.roll(player: player) }
        } catch {
            fail(error)
        }
    }

    // MARK: Frames and cues

    private func show(_ new: [AnimationFrame]) {
        frameTimer?.cancel()
        frameTimer = nil
        frames = new
        frameIndex = nil
        if !new.isEmpty {
            showFrame(0)
        }
    }

    private func showFrame(_ index: Int) {
        frameIndex = index
        let frame = frames[index]
        if let thrown = frame.sticks {
            sticks = thrown
        }
        for cue in frame.cues {
            give(cue)
        }
        frameTimer = clock.schedule(after: frame.duration) { [weak self] in
            guard let self else { return }
            if index + 1 < self.frames.count {
                self.showFrame(index + 1)
            } else {
                self.frameTimer = nil
                self.frameIndex = nil
                self.scheduleNext()
            }
        }
    }

    /// Skip to the end of the frames on show (the player acted before they finished).
    private func finishAnimation() {
        guard let index = frameIndex else { return }
        frameTimer?.cancel()
        frameTimer = nil
        if let thrown = frames[index...].last(where: { $0.sticks != nil })?.sticks {
            sticks = thrown
        }
        frameIndex = nil
    }

    private func give(_ cue: Cue) {
        cueSerial += 1
        if settings.sound {
            sounds.play(cue)
        }
        if settings.haptics {
            hapticSignal = CueSignal(cue: cue, serial: cueSerial)
        }
    }
}
