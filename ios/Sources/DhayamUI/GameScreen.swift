// The game screen, drawn from the core's GameScreenView: the players' strips (waiting coins,
// coins at the goal, the gate), the prompt, what happened and why a request was refused, the
// board, the home circles of a board that has none of its own (Paramapadam), the sticks and the
// chips, Roll, the Undo bar counting down, the pause menu and the game-over card. Every tap is
// an intent for the core; the core decides what it means.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct GameScreen: View {
    let game: GameScreenView
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings
    @Environment(\.words) private var words

    var body: some View {
        let palette = SkinPalette.of(game.skin)
        VStack(spacing: 10) {
            HStack {
                Button {
                    model.play(.pause)
                } label: {
                    Label(strings("play_pause"), systemImage: "pause.circle.fill")
                        .labelStyle(.iconOnly).font(.title2)
                }
                .accessibilityLabel(strings("play_pause"))
                .disabled(game.gameOver != nil)
                Spacer()
                Text(strings(game.game.nameKey)).appFont(.headline, bold: true)
                Spacer()
                Color.clear.frame(width: 28, height: 28)
            }
            .padding(.horizontal)
            PlayersRow(game: game)
            StatusLine(game: game)
            if let layout = model.layout, layout.game == game.game {
                BoardView(game: game, layout: layout)
                    .padding(.horizontal, 6)
                if layout.homes.isEmpty {
                    HomeCirclesRow(game: game)
                }
            }
            HStack(alignment: .center, spacing: 16) {
                SticksView(sticks: game.sticks)
                ChipsView(game: game)
            }
            .padding(.horizontal)
            controls
        }
        .padding(.vertical, 8)
        .foregroundStyle(palette.line)
        .background(palette.cloth.opacity(0.6).ignoresSafeArea())
        .overlay {
            if let result = game.gameOver, !game.walking {
                GameOverCard(game: game, result: result)
            }
        }
        .sheet(isPresented: Binding(
            get: { game.paused && game.gameOver == nil },
            set: { shown in
                // Dismissing the menu resumes; Quit has already left the game.
                if !shown, model.game?.paused == true { model.play(.resume) }
            })
        ) {
            PauseMenu()
        }
        .accessibilityActions {
            ForEach(Array(game.moves.enumerated()), id: \.offset) { _, option in
                Button(moveLabel(option)) { model.play(.play(action: option.action)) }
            }
        }
    }

    @ViewBuilder private var controls: some View {
        ZStack {
            if game.canRoll {
                Button {
                    model.play(.roll)
                } label: {
                    Text(strings("play_roll")).appFont(.title3, bold: true).frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding(.horizontal, 40)
            }
            if let undo = game.undo {
                UndoBarView(msLeft: undo.msLeft, counting: !game.walking) { model.play(.undo) }
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .frame(minHeight: 52)
        .animation(.default, value: game.undo == nil)
    }

    /// A move as the screen reader offers it: the values it spends, where from and where to, in
    /// the board's own labels.
    private func moveLabel(_ option: MoveOption) -> String {
        let values = option.values.map(String.init).joined(separator: ", ")
        switch option.from {
        case .home: return "\(values): → \(words.square(option.to))"
        case .square(let from): return "\(values): \(words.square(from)) → \(words.square(option.to))"
        }
    }
}

/// Each player's token, name and who plays them, their waiting coins, coins at the goal, the
/// gate and their place; the player to act lit.
struct PlayersRow: View {
    let game: GameScreenView
    @Environment(\.strings) private var strings

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                ForEach(game.players, id: \.player) { strip in
                    HStack(spacing: 6) {
                        TokenSwatch(style: strip.token).frame(width: 24, height: 24)
                        VStack(alignment: .leading, spacing: 0) {
                            Text(name(strip)).appFont(.caption, bold: true)
                            Text(
                                "\(strings("play_waiting", Int(strip.waiting))) · \(strings("play_home_count", Int(strip.finished)))"
                            )
                            .appFont(.caption2)
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
                    .accessibilityElement(children: .combine)
                }
            }
            .padding(.horizontal)
        }
    }

    private func name(_ strip: PlayerStrip) -> String {
        let name = strings.player(strip.player)
        if let place = strip.place {
            return strings("over_place", Int(place), name)
        }
        guard let level = strip.kind.level else { return name }
        return "\(name) · \(strings(level.nameKey))"
    }
}

/// What to do now, what just happened, and why the last request was refused.
struct StatusLine: View {
    let game: GameScreenView
    @Environment(\.words) private var words

    var body: some View {
        VStack(spacing: 2) {
            if let prompt = game.prompt {
                Text(words(prompt)).appFont(.subheadline, bold: true)
            }
            if let refusal = game.refusal {
                Text(words(refusal)).appFont(.footnote).foregroundStyle(.red)
            } else if let last = game.status.last {
                Text(words(last)).appFont(.footnote).lineLimit(2)
            }
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal)
        .frame(minHeight: 40)
        .accessibilityElement(children: .combine)
    }
}

/// The home circles beside a board that has none (Paramapadam): each player's waiting tokens;
/// the circle of the player to act takes a tap when a token may come in.
struct HomeCirclesRow: View {
    let game: GameScreenView
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        let palette = SkinPalette.of(game.skin)
        HStack(spacing: 16) {
            ForEach(game.players, id: \.player) { strip in
                let waiting = game.coins.filter { $0.spot == .home && $0.player == strip.player }
                    .reduce(0) { $0 + Int($1.coins) }
                let movable = strip.toAct && game.movable.contains(.home)
                let picked = strip.toAct && game.picked == .home
                ZStack {
                    Circle().fill(TokenPalette.of(strip.token).body.opacity(0.25))
                    Circle().stroke(
                        picked || movable ? palette.goal : palette.line,
                        style: StrokeStyle(lineWidth: picked ? 3 : 1.5, dash: movable && !picked ? [5, 3] : []))
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
                    if strip.toAct { model.play(.tapHome) }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("\(strings.player(strip.player)): \(strings("play_waiting", waiting))")
                .accessibilityAddTraits(movable ? .isButton : [])
            }
        }
    }
}

/// The two sticks, each showing the pips of its face, and the throw's value.
struct SticksView: View {
    let sticks: Throw?
    @Environment(\.strings) private var strings
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let faces = sticks?.faces ?? [0, 0]
        HStack(spacing: 6) {
            ForEach(Array(faces.enumerated()), id: \.offset) { index, face in
                Stick(pips: Int(face))
                    .frame(width: 22, height: 70)
                    .rotationEffect(.degrees(reduceMotion ? 0 : (index == 0 ? -8 : 8)))
            }
            if let sticks {
                Text("\(sticks.value)").appFont(.title, bold: true).frame(minWidth: 34)
            }
        }
        .animation(reduceMotion ? nil : .spring(duration: 0.35), value: sticks)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(sticks.map { strings("play_sticks", Int($0.faces.first ?? 0), Int($0.faces.last ?? 0), Int($0.value)) } ?? "")
    }
}

/// One Dayakattai stick: a brass-capped wooden bar with its face's pips.
struct Stick: View {
    let pips: Int

    var body: some View {
        Canvas { context, size in
            let bar = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: size.width * 0.3)
            context.fill(bar, with: .linearGradient(
                Gradient(colors: [Color(red: 0.80, green: 0.58, blue: 0.34), Color(red: 0.58, green: 0.38, blue: 0.20)]),
                startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            context.stroke(bar, with: .color(Color(red: 0.35, green: 0.22, blue: 0.10)), lineWidth: 1.5)
            let capHeight = size.height * 0.1
            for y in [0, size.height - capHeight] {
                context.fill(Path(CGRect(x: 1, y: y, width: size.width - 2, height: capHeight)), with: .color(Color(red: 0.85, green: 0.68, blue: 0.28)))
            }
            let dot = size.width * 0.34
            for pip in 0..<pips {
                let y = size.height * CGFloat(pip + 1) / CGFloat(pips + 1)
                context.fill(
                    Path(ellipseIn: CGRect(x: size.width / 2 - dot / 2, y: y - dot / 2, width: dot, height: dot)),
                    with: .color(Color(red: 0.20, green: 0.10, blue: 0.05)))
            }
        }
    }
}

/// The banked values as chips: the picked one lit, the ones no move spends greyed, a five that
/// may also bring a coin out marked.
struct ChipsView: View {
    let game: GameScreenView
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(strings("play_bank")).appFont(.caption, bold: true)
            if game.chips.isEmpty {
                Text(strings("play_no_bank")).appFont(.footnote).foregroundStyle(.secondary)
            } else {
                HStack(spacing: 6) {
                    ForEach(Array(game.chips.enumerated()), id: \.offset) { _, chip in
                        Button { model.play(.tapChip(value: chip.value)) } label: {
                            HStack(spacing: 2) {
                                Text("\(chip.value)")
                                if chip.releases {
                                    Image(systemName: "sparkle").font(.caption2)
                                }
                            }
                        }
                        .appFont(.headline, bold: true)
                        .frame(minWidth: 36, minHeight: 36)
                        .background(Capsule().fill(chip.picked ? Color.accentColor : Color.white.opacity(chip.usable ? 0.9 : 0.4)))
                        .overlay(Capsule().stroke(Color.primary.opacity(0.5), lineWidth: 1))
                        .foregroundStyle(chip.picked ? Color.white : Color.primary)
                        .buttonStyle(.plain)
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
    let undo: () -> Void
    @Environment(\.strings) private var strings
    @State private var since = Date()
    @State private var full: Double = 1

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(strings("play_undo_prompt")).appFont(.callout)
                TimelineView(.animation(minimumInterval: 1 / 30, paused: !counting)) { context in
                    ProgressView(value: left(at: context.date), total: full)
                        .progressViewStyle(.linear)
                }
            }
            Spacer()
            Button(strings("play_undo"), action: undo)
                .buttonStyle(.bordered)
        }
        .padding(10)
        .background(.thinMaterial, in: Capsule())
        .padding(.horizontal)
        .onAppear(perform: restart)
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

/// The pause menu: resume, the board skin, the rules summary, quit to the menu.
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
    }
}

/// The result: the winner (or a draw), every place, Play again and Menu.
struct GameOverCard: View {
    let game: GameScreenView
    let result: GameResult
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(spacing: 12) {
            Text(strings("over_title")).appFont(.title, bold: true)
            Text(result.winner.map { strings("over_winner", strings.player($0)) } ?? strings("over_draw"))
                .appFont(.title3)
            ForEach(Array(result.places.enumerated()), id: \.offset) { index, player in
                HStack {
                    if let strip = game.players.first(where: { $0.player == player }) {
                        TokenSwatch(style: strip.token).frame(width: 22, height: 22)
                    }
                    Text(strings("over_place", index + 1, strings.player(player))).appFont(.body)
                }
            }
            HStack {
                Button(strings("over_play_again")) { model.playAgain() }.buttonStyle(.borderedProminent)
                Button(strings("over_menu")) { model.send(.quit) }.buttonStyle(.bordered)
            }
        }
        .padding(24)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        .padding(30)
    }
}
#endif
