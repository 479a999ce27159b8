// The game screen, drawn from the core's GameScreenView: the players' strips (waiting coins,
// coins at the goal, the gate), the prompt, what happened and why a request was refused, the
// board, the home circles of a board that has none of its own (Paramapadam), the sticks and the
// chips, Roll, Hint and the hint's card, the Undo bar counting down, the pause menu (with the
// Rules & Settings reference and the game's log) and the game-over card. Every tap is an intent
// for the core; the core decides what it means.
//
// For VoiceOver every label is the core's words through the accessibility model
// (`BoardAccessibility`): the strips, the sticks, the chips, Undo with its seconds; the legal
// moves are actions of the status line and, while VoiceOver runs, a plain Moves list above the
// board, so a move can be played without exploring the board.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct GameScreen: View {
    let game: GameScreenView
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings
    @Environment(\.words) private var words
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver

    var body: some View {
        let colours = appColours()
        let access = BoardAccessibility(game: game, reading: model.reading, words: words)
        VStack(spacing: 10) {
            HStack {
                Button {
                    model.play(.pause)
                } label: {
                    Label(strings("play_pause"), systemImage: "pause.circle.fill")
                        .labelStyle(.iconOnly).font(.title2)
                        .frame(minWidth: 44, minHeight: 44)
                }
                .accessibilityLabel(strings("play_pause"))
                .disabled(!game.canPause)
                Spacer()
                Text(strings(game.game.nameKey)).appFont(.headline, bold: true)
                    .lineLimit(nil).multilineTextAlignment(.center)
                    .accessibilityAddTraits(.isHeader)
                Spacer()
                Color.clear.frame(width: 44, height: 44)
            }
            .padding(.horizontal)
            PlayersRow(game: game, access: access)
            StatusLine(game: game, access: access)
            if voiceOver, !access.moves.isEmpty {
                MovesList(access: access)
            }
            if let layout = model.boardLayout {
                BoardView(game: game, layout: layout)
                    .padding(.horizontal, 6)
                if layout.homesBesideBoard {
                    HomeCirclesRow(game: game, access: access)
                }
            }
            // What the last turns did, in the height a square board leaves on a tall phone
            // (none when the board takes it all), as on Android; fetched apart from the view.
            RecentTurnsView(turns: model.recent).layoutPriority(-1)
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .center, spacing: 16) {
                    SticksView(sticks: game.sticks, label: access.sticks)
                    if game.showsBank {
                        ChipsView(game: game, access: access)
                    }
                }
                VStack(alignment: .leading, spacing: 8) {
                    SticksView(sticks: game.sticks, label: access.sticks)
                    if game.showsBank {
                        ChipsView(game: game, access: access)
                    }
                }
            }
            .padding(.horizontal)
            if let hint = game.hint {
                HintCard(hint: hint)
            }
            controls(access)
        }
        .padding(.vertical, 8)
        // Text in the app's ink on its cotton, as on Android; the board draws its own cloth. (Text
        // in the skin's line colour on a thinned cloth was near 3:1 on Ruby and Sapphire.)
        .foregroundStyle(Color(argb: colours.onBackground))
        .background(Color(argb: colours.background).ignoresSafeArea())
        .overlay {
            if let result = game.finished {
                GameOverCard(game: game, result: result)
            }
        }
        .sheet(isPresented: Binding(
            get: { game.pauseMenuShown },
            set: { if !$0 { model.dismissed(.pauseMenu) } })
        ) {
            PauseMenu()
        }
        // Opened from the pause menu, the log shows over it; here only if the menu has gone.
        .gameLogSheet(when: !game.pauseMenuShown)
    }

    @ViewBuilder private func controls(_ access: BoardAccessibility) -> some View {
        ZStack {
            HStack(spacing: 12) {
                if let roll = access.roll {
                    Button {
                        model.perform(roll)
                    } label: {
                        Text(roll.label).appFont(.title3, bold: true).lineLimit(nil)
                            .frame(maxWidth: .infinity, minHeight: 44)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                }
                // When the core offers it (a person to move; never in a lesson, which rings its
                // own move): Hard's pick and its reason, from the core.
                if game.canHint {
                    Button {
                        model.play(.hint)
                    } label: {
                        Label(strings("hint_button"), systemImage: "lightbulb")
                            .appFont(.headline, bold: true).lineLimit(nil)
                            .frame(minHeight: 44)
                    }
                    .buttonStyle(.bordered)
                    .controlSize(.large)
                    .disabled(game.hint != nil)
                }
            }
            .padding(.horizontal, 40)
            if let undo = game.undo, let action = access.undo {
                UndoBarView(msLeft: undo.msLeft, counting: !game.walking, label: action.label) {
                    model.perform(action)
                }
                // Reduced motion: the bar fades in place instead of sliding in.
                .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
            }
        }
        .frame(minHeight: 52)
        .animation(reduceMotion ? nil : .default, value: game.undo == nil)
    }
}

/// The legal moves as a plain list, for VoiceOver: each move in the core's words, headed by what
/// to do now; one button per move, sending the core's move.
struct MovesList: View {
    let access: BoardAccessibility
    @Environment(AppModel.self) private var model

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(access.moves, id: \.self) { action in
                    Button(action.label) { model.perform(action) }
                        .appFont(.callout)
                        .lineLimit(nil)
                        .multilineTextAlignment(.leading)
                        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                }
            }
            .padding(.horizontal)
        }
        .frame(maxHeight: 180)
        .accessibilityElement(children: .contain)
        .accessibilityLabel(access.prompt ?? "")
    }
}

/// Each player's token, name and who plays them, their waiting coins, coins at the goal, the
/// gate and their place; the player to act lit.
struct PlayersRow: View {
    let game: GameScreenView
    let access: BoardAccessibility
    @Environment(\.strings) private var strings

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                ForEach(Array(game.players.enumerated()), id: \.element.player) { index, strip in
                    HStack(spacing: 6) {
                        TokenSwatch(style: strip.token).frame(width: 24, height: 24)
                        VStack(alignment: .leading, spacing: 0) {
                            Text(strings.title(strip)).appFont(.caption, bold: true)
                            Text(strings.counts(strip)).appFont(.caption2)
                            switch strip.gate {
                            case .closed:
                                Label(strings("play_gate_closed"), systemImage: "lock.fill")
                                    .appFont(.caption2).foregroundStyle(.secondary)
                            case .open:
                                Label(strings("play_gate_open"), systemImage: "lock.open")
                                    .appFont(.caption2).foregroundStyle(.secondary)
                            case .none:
                                EmptyView()
                            }
                        }
                    }
                    .padding(6)
                    .background(
                        RoundedRectangle(cornerRadius: 8)
                            .stroke(strip.toAct ? Color.accentColor : .clear, lineWidth: 2))
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(access.players.indices.contains(index) ? access.players[index] : strings.title(strip))
                    .accessibilityAddTraits(strip.toAct ? .isSelected : [])
                }
            }
            .padding(.horizontal)
        }
    }
}

/// What to do now, what just happened, and why the last request was refused.
struct StatusLine: View {
    let game: GameScreenView
    let access: BoardAccessibility
    @Environment(AppModel.self) private var model
    @Environment(\.words) private var words

    var body: some View {
        VStack(spacing: 2) {
            if let prompt = game.prompt {
                Text(words(prompt)).appFont(.subheadline, bold: true)
            }
            if let refusal = game.refusal {
                Text(words(refusal)).appFont(.footnote).foregroundStyle(Color(argb: appColours().error))
            } else if let last = game.status.last {
                Text(words(last)).appFont(.footnote).lineLimit(nil)
            }
        }
        .multilineTextAlignment(.center)
        .fixedSize(horizontal: false, vertical: true)
        .padding(.horizontal)
        .frame(minHeight: 40)
        .accessibilityElement(children: .combine)
        .accessibilityActions {
            ForEach(access.moves, id: \.self) { action in
                Button(action.label) { model.perform(action) }
            }
        }
    }
}

/// The home circles beside a board that has none (Paramapadam): each player's waiting tokens;
/// the circle of the player to act takes a tap when a token may come in.
struct HomeCirclesRow: View {
    let game: GameScreenView
    let access: BoardAccessibility
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        let palette = BoardColours.of(game.skin)
        HStack(spacing: 16) {
            ForEach(game.players, id: \.player) { strip in
                let waiting = Int(strip.waiting)
                let mark = game.homeMark(strip)
                ZStack {
                    Circle().fill(tokenColour(strip.token).opacity(0.25))
                    Circle().stroke(
                        mark == .plain ? palette.line : palette.highlight,
                        style: StrokeStyle(lineWidth: mark == .picked ? 3 : 1.5, dash: mark == .movable ? [5, 3] : []))
                    if waiting > 0 {
                        TokenSwatch(style: strip.token).frame(width: 26, height: 26)
                        if waiting > 1 {
                            Text("\(waiting)").appFont(.caption2, bold: true).offset(x: 14, y: -14)
                        }
                    }
                }
                .frame(width: 48, height: 48)
                .contentShape(Circle())
                .onTapGesture {
                    if let intent = game.tapHome(of: strip.player) { model.play(intent) }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(
                    access.element(.home, player: strip.player)?.label
                        ?? "\(strings.player(strip.player)): \(strings("play_waiting", waiting))")
                .accessibilityAddTraits(mark != .plain ? .isButton : [])
                .accessibilityActions {
                    ForEach(access.element(.home, player: strip.player)?.actions ?? [], id: \.self) { action in
                        Button(action.label) { model.perform(action) }
                    }
                }
            }
        }
    }
}

/// The two sticks, each showing the pips of its face, and the throw's value, laid out as
/// Android lays them: one above the other, the second a little to the right, as two thrown
/// sticks lie; before any throw they lie blank and dimmed.
struct SticksView: View {
    let sticks: Throw?
    /// The core's words for them (`GameScreenView.sticksText`).
    let label: String?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let face = SticksFace(sticks)
        HStack(spacing: 10) {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(Array(face.pips.enumerated()), id: \.offset) { index, pips in
                    Stick(pips: pips)
                        .frame(width: 112, height: 18)
                        .padding(.leading, index == 0 ? 0 : 10)
                }
            }
            .opacity(face.dimmed ? 0.45 : 1)
            Text(face.value).appFont(.title, bold: true).frame(minWidth: 40)
        }
        .animation(reduceMotion ? nil : .spring(duration: 0.35), value: sticks)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label ?? "")
        .accessibilityHidden(label == nil)
    }
}

/// One Dayakattai stick showing the face with `pips` pips: the core's art, as Android draws it.
struct Stick: View {
    let pips: UInt8

    var body: some View {
        Canvas { context, size in
            let art = stickArt(pips: pips)
            draw(place(art.marks, centre: CGPoint(x: size.width / 2, y: size.height / 2), radius: Double(size.height) / 2), in: context)
        }
    }
}

/// The banked values as chips: the picked one lit, the ones no move spends greyed, a five that
/// may also bring a coin out marked.
struct ChipsView: View {
    let game: GameScreenView
    let access: BoardAccessibility
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        let colours = appColours()
        VStack(alignment: .leading, spacing: 4) {
            Text(strings("play_bank")).appFont(.caption, bold: true)
                .accessibilityAddTraits(.isHeader)
            if game.chips.isEmpty {
                Text(strings("play_no_bank")).appFont(.footnote).foregroundStyle(.secondary)
            } else {
                HStack(spacing: 6) {
                    ForEach(Array(zip(game.chips, access.chips).enumerated()), id: \.offset) { _, pair in
                        let chip = pair.0
                        let action = pair.1
                        Button { model.perform(action) } label: {
                            HStack(spacing: 2) {
                                Text("\(chip.value)")
                                if chip.releases {
                                    Image(systemName: "sparkle").font(.caption2)
                                }
                            }
                        }
                        .appFont(.headline, bold: true)
                        .frame(minWidth: 44, minHeight: 44)
                        .background(Capsule().fill(Color(argb: chip.picked ? colours.primary : colours.surface).opacity(chip.usable || chip.picked ? 1 : 0.4)))
                        .overlay(Capsule().stroke(Color(argb: colours.outline), lineWidth: 1))
                        .foregroundStyle(Color(argb: chip.picked ? colours.onPrimary : colours.onSurface))
                        .buttonStyle(.plain)
                        .accessibilityLabel(action.label)
                        .accessibilityAddTraits(chip.picked ? .isSelected : [])
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The quick Undo bar, counting down the core's milliseconds once the action has been shown.
struct UndoBarView: View {
    let msLeft: UInt64
    /// The countdown runs (the action on show has finished).
    let counting: Bool
    /// The core's words for it, with the whole seconds left.
    let label: String
    let undo: () -> Void
    @Environment(\.strings) private var strings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var since = Date()
    @State private var full: Double = 1

    var body: some View {
        let colours = appColours()
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(strings("play_undo_prompt")).appFont(.callout)
                // Reduced motion: the bar steps once a second instead of gliding.
                TimelineView(.animation(minimumInterval: reduceMotion ? 1 : 1 / 30, paused: !counting)) { context in
                    ProgressView(value: left(at: context.date), total: full)
                        .progressViewStyle(.linear)
                }
            }
            Spacer()
            Button(strings("play_undo"), action: undo)
                .buttonStyle(.bordered)
                .frame(minHeight: 44)
                .accessibilityLabel(label)
        }
        .padding(10)
        .foregroundStyle(Color(argb: colours.inverseOnSurface))
        .tint(Color(argb: colours.inversePrimary))
        .background(Color(argb: colours.inverseSurface), in: Capsule())
        .padding(.horizontal)
        .onAppear { restart() }
        .onChange(of: msLeft) { restart() }
        .onChange(of: counting) { restart() }
    }

    /// The milliseconds left at `date`, counted down from the core's last word.
    private func left(at date: Date) -> Double {
        let shown = Double(msLeft)
        guard counting else { return shown }
        return max(0, shown - date.timeIntervalSince(since) * 1000)
    }

    private func restart() {
        since = Date()
        full = max(full, Double(msLeft))
    }
}

/// The pause menu: resume, the board skin, the rules summary with the whole Rules & Settings
/// reference, the game's log, quit to the menu (from a lesson: back to Learn to play).
struct PauseMenu: View {
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        NavigationStack {
            List {
                Button(strings("pause_resume")) { model.play(.resume) }.appFont(.headline, bold: true)
                if let game = model.game {
                    Section(strings("pause_skin")) {
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(spacing: 12) {
                                ForEach(boardSkins(), id: \.self) { skin in
                                    SkinChoice(skin: skin, selected: skin == game.skin) {
                                        model.play(.changeSkin(skin: skin))
                                    }
                                }
                            }
                        }
                    }
                    Section(strings("pause_rules")) {
                        Text(strings(game.game.rulesSummaryKey)).appFont(.footnote)
                        // The game in hand: the core's, a game's or a lesson's own.
                        Button {
                            model.send(.openReference(game: nil))
                        } label: {
                            Label(strings("learn_reference_title"), systemImage: "book")
                        }
                        Button {
                            model.play(.openLog)
                        } label: {
                            Label(strings("log_title"), systemImage: "list.bullet.rectangle")
                        }
                    }
                    Section {
                        Button(strings("pause_quit"), role: .destructive) { model.send(.quit) }
                        if game.savedNumber != nil {
                            Text(strings("pause_saved_note")).appFont(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle(strings("pause_title"))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
        }
        .presentationDetents([.medium, .large])
        // A sheet shows only from the topmost presenter: while the menu is up, it shows these.
        .referenceSheet(when: true)
        .gameLogSheet(when: true)
    }
}

/// The result: the winner (or a draw), every place, Play again and Menu.
struct GameOverCard: View {
    let game: GameScreenView
    let result: GameResult
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        // At the largest text sizes the card scrolls rather than running off the screen.
        ViewThatFits(in: .vertical) {
            card
            ScrollView { card }
        }
    }

    private var card: some View {
        VStack(spacing: 12) {
            Text(strings("over_title")).appFont(.title, bold: true)
                .accessibilityAddTraits(.isHeader)
            Text(strings.verdict(result)).appFont(.title3)
            ForEach(strings.places(result), id: \.player) { place in
                HStack {
                    if let strip = game.strip(of: place.player) {
                        TokenSwatch(style: strip.token).frame(width: 22, height: 22)
                    }
                    Text(place.line).appFont(.body)
                }
            }
            ViewThatFits(in: .horizontal) {
                HStack { buttons }
                VStack { buttons }
            }
        }
        .padding(24)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        .padding(30)
    }

    @ViewBuilder private var buttons: some View {
        Button(strings("over_play_again")) { model.playAgain() }
            .buttonStyle(.borderedProminent).controlSize(.large)
        Button(strings("over_menu")) { model.send(.quit) }
            .buttonStyle(.bordered).controlSize(.large)
    }
}
#endif

#if canImport(SwiftUI)
/// What the last turns did, oldest first, the newest line at the bottom nearest the sticks;
/// whatever doesn't fit is the oldest, cut off at the top. It takes only spare height.
struct RecentTurnsView: View {
    let turns: [LogTurn]
    @Environment(\.words) private var words

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(Array(turns.enumerated()), id: \.offset) { _, turn in
                Text(words(turn.title)).appFont(.caption, bold: true).accessibilityAddTraits(.isHeader)
                ForEach(Array(turn.lines.enumerated()), id: \.offset) { _, line in
                    Text(words(line)).appFont(.caption2).padding(.leading, 8)
                }
            }
        }
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .bottomLeading)
        .padding(.horizontal)
        .clipped()
    }
}
#endif
