// New game setup, drawn from the core's SetupView: the game, the players, each seat's kind and
// token, the preset, coins, the throw sets and every switch (greyed where the core says it is
// fixed, each with what it means), the Rules & Settings reference, the board skin, and why the
// setup can't be played. Each change is an edit for the core; Start asks the core to start (it
// asks first if a saved game would end).

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct SetupScreen: View {
    let setup: SetupView
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings
    @Environment(\.words) private var words

    var body: some View {
        VStack(spacing: 0) {
            Form {
                gameSection
                seatsSection
                if setup.hasRules {
                    rulesSection
                }
                skinSection
                Section {
                    if let problem = setup.problem {
                        Text(strings("setup_invalid", words(problem))).foregroundStyle(Color(argb: appColours().error)).appFont(.footnote)
                    }
                    Button(strings("setup_start")) { model.startGame() }
                        .appFont(.headline, bold: true)
                        .frame(maxWidth: .infinity)
                        .disabled(setup.problem != nil)
                }
            }
        }
        .screenTitle(strings("setup_title"))
    }

    private var gameSection: some View {
        Section(strings("setup_game")) {
            Picker(strings("setup_game"), selection: Binding(
                get: { setup.game }, set: { model.edit(.game(game: $0)) })
            ) {
                ForEach(setup.games, id: \.self) { game in
                    Text(strings(game.nameKey)).tag(game)
                }
            }
            .segmentedUnlessLargeText()
            Text(strings(setup.game.blurbKey)).appFont(.footnote).foregroundStyle(.secondary)
            Picker(strings("setup_players"), selection: Binding(
                get: { UInt32(setup.setup.seats.count) }, set: { model.edit(.players(players: UInt8($0))) })
            ) {
                ForEach(setup.playerChoices, id: \.self) { count in
                    Text("\(count)").tag(count)
                }
            }
            .segmentedUnlessLargeText()
            .disabled(!setup.playersCanChange)
            // A game without rules to set (Paramapadam) has its reference here.
            if !setup.hasRules {
                referenceButton
            }
        }
    }

    private var seatsSection: some View {
        Section(strings("setup_seats")) {
            ForEach(Array(setup.setup.seats.enumerated()), id: \.offset) { index, seat in
                let number = UInt32(index)
                VStack(alignment: .leading, spacing: 8) {
                    // At the largest text sizes the seat's name and its kind stack, and the
                    // token row goes under its label, rather than clipping.
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            seatTitle(number, seat)
                            Spacer()
                            seatKind(number, seat)
                        }
                        VStack(alignment: .leading, spacing: 4) {
                            seatTitle(number, seat)
                            seatKind(number, seat)
                        }
                    }
                    ViewThatFits(in: .horizontal) {
                        HStack(spacing: 4) {
                            Text(strings("setup_token")).appFont(.footnote)
                            tokens(number, seat)
                        }
                        VStack(alignment: .leading, spacing: 4) {
                            Text(strings("setup_token")).appFont(.footnote)
                            ScrollView(.horizontal, showsIndicators: false) {
                                HStack(spacing: 4) { tokens(number, seat) }
                            }
                        }
                    }
                }
            }
        }
    }

    private func seatTitle(_ number: UInt32, _ seat: SeatSetup) -> some View {
        HStack {
            TokenSwatch(style: seat.token).frame(width: 28, height: 28)
            Text(strings.player(number)).appFont(.headline, bold: true)
        }
    }

    private func seatKind(_ number: UInt32, _ seat: SeatSetup) -> some View {
        Picker(strings("setup_seats"), selection: Binding(
            get: { seat.kind }, set: { model.edit(.seat(seat: UInt8(number), kind: $0)) })
        ) {
            ForEach(setup.seatKinds, id: \.self) { kind in
                Text(strings.seatName(kind)).tag(kind)
            }
        }
        .labelsHidden()
    }

    /// The token choices of seat `number`, each a 44-point target.
    @ViewBuilder private func tokens(_ number: UInt32, _ seat: SeatSetup) -> some View {
        ForEach(setup.tokens, id: \.self) { style in
            Button { model.edit(.token(seat: UInt8(number), token: style)) } label: {
                TokenSwatch(style: style)
                    .frame(width: 30, height: 30)
                    .padding(3)
                    .overlay(Circle().stroke(style == seat.token ? Color.accentColor : .clear, lineWidth: 2))
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(strings(style.nameKey))
            .accessibilityAddTraits(style == seat.token ? .isSelected : [])
        }
    }

    private var rulesSection: some View {
        Section(strings("setup_preset")) {
            if let choice = setup.presetChoice {
                Picker(strings("setup_preset"), selection: Binding(
                    get: { choice.chosen }, set: { model.edit(.preset(preset: $0)) })
                ) {
                    ForEach(choice.choices, id: \.self) { preset in
                        Text(strings(preset.nameKey)).tag(preset)
                    }
                }
                .segmentedUnlessLargeText()
            }
            if let preset = setup.preset {
                Text(strings(preset.detailKey)).appFont(.footnote).foregroundStyle(.secondary)
            }
            if let coins = setup.coinsChoice {
                Picker(strings("setup_coins"), selection: Binding(
                    get: { coins }, set: { model.edit(.coins(coins: UInt8($0))) })
                ) {
                    ForEach(setup.coinChoices, id: \.self) { count in
                        Text("\(count)").tag(count)
                    }
                }
            }
            ForEach(setup.throwSets, id: \.field) { row in
                throwSetRow(row)
            }
            ForEach(setup.switches, id: \.field) { row in
                Toggle(isOn: Binding(
                    get: { row.on }, set: { model.edit(.switch(field: row.field, on: $0)) })
                ) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(strings(row.nameKey))
                        Text(strings(row.detailKey)).appFont(.caption).foregroundStyle(.secondary)
                            .fixedSize(horizontal: false, vertical: true)
                        if !row.editable {
                            Text(strings("setup_switch_fixed")).appFont(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
                .disabled(!row.editable)
            }
            referenceButton
        }
    }

    private func throwSetRow(_ row: ThrowRow) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(strings(row.nameKey)).appFont(.subheadline)
            HStack(spacing: 6) {
                ForEach(row.values, id: \.value) { choice in
                    Button("\(choice.value)") {
                        model.edit(.throw(field: row.field, value: UInt8(choice.value), on: !choice.chosen))
                    }
                    .buttonStyle(.bordered)
                    .tint(Color(argb: choice.chosen ? appColours().primary : appColours().outline))
                    .accessibilityAddTraits(choice.chosen ? .isSelected : [])
                    .disabled(!row.editable)
                }
            }
            Text(strings(row.detailKey)).appFont(.caption).foregroundStyle(.secondary)
                .fixedSize(horizontal: false, vertical: true)
            if !row.editable {
                Text(strings("setup_switch_fixed")).appFont(.caption).foregroundStyle(.secondary)
            }
        }
    }

    /// Rules & Settings: the reference of the game being set up, its rules as they stand.
    private var referenceButton: some View {
        Button {
            model.send(.openReference(game: nil))
        } label: {
            Label(strings("learn_reference_title"), systemImage: "book")
        }
        .frame(minHeight: 44)
    }

    private var skinSection: some View {
        Section(strings("setup_skin")) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(setup.skins, id: \.self) { skin in
                        SkinChoice(skin: skin, selected: skin == setup.setup.skin) {
                            model.edit(.skin(skin: skin))
                        }
                    }
                }
            }
        }
    }
}

/// A skin's swatch with its name, selectable.
struct SkinChoice: View {
    let skin: BoardSkin
    let selected: Bool
    let action: () -> Void
    @Environment(\.strings) private var strings

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                SkinSwatch(skin: skin, inset: 10, corner: 6)
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.accentColor, lineWidth: 3).opacity(selected ? 1 : 0))
                    .frame(width: 56, height: 56)
                Text(strings(skin.nameKey)).appFont(.caption)
            }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(selected ? .isSelected : [])
    }
}

/// A skin's swatch: its cloth, outlined, with a frame square on it `inset` in.
struct SkinSwatch: View {
    let skin: BoardSkin
    var inset: CGFloat = 6
    var corner: CGFloat = 5

    var body: some View {
        let palette = BoardColours.of(skin)
        RoundedRectangle(cornerRadius: corner)
            .fill(palette.cloth)
            .overlay(RoundedRectangle(cornerRadius: corner / 2).fill(palette.fill(.frame)).padding(inset))
            .overlay(RoundedRectangle(cornerRadius: corner).stroke(palette.line, lineWidth: 1))
    }
}
#endif
