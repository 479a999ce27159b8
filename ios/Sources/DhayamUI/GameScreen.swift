// The game screen: players, what is happening, the board, the sticks and the bank, Roll, the
// quick Undo prompt, the pause menu and the game-over card. Haptics play here (sensoryFeedback on
// the model's haptic cue); sounds are played by the model through BundledSounds.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct GameScreen: View {
    let app: AppModel
    let game: GameModel
    @Environment(\.strings) private var strings
    @State private var paused = false

    var body: some View {
        let palette = SkinPalette.of(game.view.skin)
        VStack(spacing: 10) {
            HStack {
                Button {
                    game.pause()
                    paused = true
                } label: {
                    Label(strings("play_pause"), systemImage: "pause.circle.fill").labelStyle(.iconOnly).font(.title2)
                }
                .accessibilityLabel(strings("play_pause"))
                Spacer()
                Text(strings(game.view.game.nameKey)).appFont(.headline, bold: true)
                Spacer()
                Color.clear.frame(width: 28, height: 28)
            }
            .padding(.horizontal)
            PlayersStrip(game: game)
            StatusLine(game: game)
            BoardView(game: game)
                .padding(.horizontal, 6)
            HStack(alignment: .center, spacing: 16) {
                SticksView(sticks: game.sticks)
                BankView(game: game)
            }
            .padding(.horizontal)
            controls
        }
        .padding(.vertical, 8)
        .foregroundStyle(palette.line)
        .background(palette.cloth.opacity(0.6).ignoresSafeArea())
        .overlay {
            if game.view.over && !game.isAnimating {
                GameOverCard(app: app, game: game)
            }
        }
        .sheet(isPresented: $paused, onDismiss: {
            // Quit closes the sheet too; the game then stays paused behind the menu.
            if app.screen == .game { game.resume() }
        }) {
            PauseMenu(app: app, game: game, close: { paused = false })
        }
        .sensoryFeedback(trigger: game.hapticSignal) { _, signal in
            switch signal?.cue {
            case .roll: .impact(weight: .light)
            case .move: .impact(flexibility: .soft, intensity: 0.6)
            case .cut: .impact(weight: .heavy)
            case .home: .success
            case .win: .success
            case nil: nil
            }
        }
        .alert(
            strings("error_title"),
            isPresented: Binding(get: { game.failure != nil }, set: { if !$0 { game.failure = nil } })
        ) {
            Button(strings("ok")) { game.failure = nil }
        } message: {
            Text(game.failure.map { String(describing: $0) } ?? "")
        }
    }

    @ViewBuilder private var controls: some View {
        ZStack {
            if game.canRoll && !game.settings.autoRoll {
                Button {
                    act { try game.roll() }
                } label: {
                    Text(strings("play_roll")).appFont(.title3, bold: true).frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding(.horizontal, 40)
            }
            if game.canUndo {
                HStack {
                    Text(strings("play_undo_prompt")).appFont(.callout)
                    Spacer()
                    Button(strings("play_undo")) { act { try game.undo() } }
                        .buttonStyle(.bordered)
                }
                .padding(10)
                .background(.thinMaterial, in: Capsule())
                .padding(.horizontal)
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .frame(minHeight: 52)
        .animation(.default, value: game.canUndo)
    }

    private func act(_ action: () throws -> Void) {
        do {
            try action()
        } catch let error as DhayamError {
            game.failure = error
        } catch {
            game.failure = .Internal(detail: String(describing: error))
        }
    }
}

/// Each player's token, name, coins waiting and home, and a closed gate; the player to act lit.
struct PlayersStrip: View {
    let game: GameModel
    @Environment(\.strings) private var strings

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                ForEach(game.view.players, id: \.player) { player in
                    let coins = game.displayedCoins.filter { $0.player == player.player }
                    let waiting = coins.filter { $0.square == nil && !$0.atGoal }.count
                    let home = coins.filter(\.atGoal).count
                    HStack(spacing: 6) {
                        TokenSwatch(style: player.token).frame(width: 24, height: 24)
                        VStack(alignment: .leading, spacing: 0) {
                            Text(strings.player(player.player)).appFont(.caption, bold: true)
                            Text("\(strings("play_waiting", waiting)) · \(strings("play_home_count", home))").appFont(.caption2)
                            if player.gateClosed {
                                Text(strings("play_gate_closed")).appFont(.caption2).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .padding(6)
                    .background(
                        RoundedRectangle(cornerRadius: 8)
                            .stroke(game.view.toAct == player.player ? Color.accentColor : .clear, lineWidth: 2))
                    .accessibilityElement(children: .combine)
                }
            }
            .padding(.horizontal)
        }
    }
}

/// Whose turn it is and what just happened.
struct StatusLine: View {
    let game: GameModel
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(spacing: 2) {
            Text(prompt).appFont(.subheadline, bold: true)
            Text(happened).appFont(.footnote).lineLimit(2).multilineTextAlignment(.center)
        }
        .padding(.horizontal)
        .frame(minHeight: 40)
        .accessibilityElement(children: .combine)
    }

    private var prompt: String {
        let view = game.view
        guard let player = view.toAct else { return "" }
        let name = strings.player(player)
        if case .throwOff = view.phase {
            return strings("play_throw_off")
        }
        if game.humanToAct == nil {
            return strings("play_thinking", name)
        }
        if game.selection.coin != nil && game.candidates.count > 1 {
            return strings("play_pick_destination")
        }
        return view.mustRoll ? strings("play_to_roll", name) : strings("play_to_move", name)
    }

    private var happened: String {
        game.lastEvents
            .compactMap { strings.describe($0, name: strings.player) }
            .suffix(2)
            .joined(separator: " · ")
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
        .accessibilityLabel(sticks.map { strings("play_sticks", $0.faces.first ?? 0, $0.faces.last ?? 0, $0.value) } ?? "")
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

/// The banked values as chips; tap one to choose it for the next move.
struct BankView: View {
    let game: GameModel
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(strings("play_bank")).appFont(.caption, bold: true)
            if game.view.bank.isEmpty {
                Text(strings("play_no_bank")).appFont(.footnote).foregroundStyle(.secondary)
            } else {
                HStack(spacing: 6) {
                    ForEach(Array(game.view.bank.enumerated()), id: \.offset) { _, value in
                        let chosen = game.selection.value == value
                        let usable = game.usableValues.contains(value)
                        Button("\(value)") { game.choose(value: value) }
                            .appFont(.headline, bold: true)
                            .frame(minWidth: 36, minHeight: 36)
                            .background(Capsule().fill(chosen ? Color.accentColor : Color.white.opacity(usable ? 0.9 : 0.4)))
                            .overlay(Capsule().stroke(Color.primary.opacity(0.5), lineWidth: 1))
                            .foregroundStyle(chosen ? Color.white : Color.primary)
                            .disabled(!usable)
                            .buttonStyle(.plain)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The pause menu: resume, the board skin, the rules summary, quit to the menu.
struct PauseMenu: View {
    let app: AppModel
    let game: GameModel
    let close: () -> Void
    @Environment(\.strings) private var strings

    var body: some View {
        NavigationStack {
            List {
                Button(strings("pause_resume"), action: close).appFont(.headline, bold: true)
                Section(strings("pause_skin")) {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 12) {
                            ForEach(boardSkins(), id: \.self) { skin in
                                SkinChoice(skin: skin, selected: skin == game.view.skin) {
                                    do {
                                        try game.setSkin(skin)
                                    } catch let error as DhayamError {
                                        game.failure = error
                                    } catch {}
                                }
                            }
                        }
                    }
                }
                Section(strings("pause_rules")) {
                    Text(strings(game.view.game.rulesSummaryKey)).appFont(.footnote)
                    if case .race(let rules) = game.view.rules {
                        Text(strings("rules_preset", strings(rules.preset.nameKey))).appFont(.footnote)
                        Text(strings("rules_coins", rules.coins)).appFont(.footnote)
                    }
                }
                Section {
                    Button(strings("pause_quit"), role: .destructive) {
                        close()
                        app.quitToMenu()
                    }
                    Text(strings("pause_saved_note")).appFont(.caption).foregroundStyle(.secondary)
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

/// The result: the winner (or a draw), the places, Play again and Menu.
struct GameOverCard: View {
    let app: AppModel
    let game: GameModel
    @Environment(\.strings) private var strings

    var body: some View {
        let view = game.view
        VStack(spacing: 12) {
            Text(strings("over_title")).appFont(.title, bold: true)
            Text(headline).appFont(.title3)
            ForEach(Array(view.places.enumerated()), id: \.offset) { index, player in
                HStack {
                    if let seat = game.seat(player) {
                        TokenSwatch(style: seat.token).frame(width: 22, height: 22)
                    }
                    Text(strings("over_place", index + 1, strings.player(player))).appFont(.body)
                }
            }
            HStack {
                Button(strings("over_play_again")) { app.playAgain() }.buttonStyle(.borderedProminent)
                Button(strings("over_menu")) { app.quitToMenu() }.buttonStyle(.bordered)
            }
        }
        .padding(24)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        .padding(30)
    }

    private var headline: String {
        let view = game.view
        guard let winner = view.winner else { return strings("over_draw") }
        let humans = view.players.filter { $0.kind == .human }
        if humans.count == 1, humans[0].player == winner {
            return strings("over_you_won")
        }
        return strings("over_winner", strings.player(winner))
    }
}
#endif
