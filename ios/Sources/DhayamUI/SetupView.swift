// New game setup: the game, players, each seat human or computer (with its level) and its token
// style, coins, the rule preset with every switch (greyed where the preset fixes it), and the
// board skin. The choices offered come from the SetupModel, which asks the core.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct SetupView: View {
    let app: AppModel
    let setup: SetupModel
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(spacing: 0) {
            ScreenHeader(title: strings("setup_title")) { app.show(.home) }
            Form {
                gameSection
                seatsSection
                if setup.preset != nil {
                    rulesSection
                }
                skinSection
                Section {
                    if let problem = setup.problem {
                        Text(strings("setup_invalid", problem)).foregroundStyle(.red).appFont(.footnote)
                    }
                    Button(strings("setup_start")) { app.startNewGame() }
                        .appFont(.headline, bold: true)
                        .frame(maxWidth: .infinity)
                        .disabled(setup.problem != nil)
                }
            }
        }
    }

    private var gameSection: some View {
        Section(strings("setup_game")) {
            Picker(strings("setup_game"), selection: Binding(get: { setup.game }, set: { setup.select(game: $0) })) {
                ForEach(GameKind.all, id: \.self) { game in
                    Text(strings(game.nameKey)).tag(game)
                }
            }
            .pickerStyle(.segmented)
            Text(strings(setup.game.blurbKey)).appFont(.footnote).foregroundStyle(.secondary)
            if setup.playerChoices.count > 1 {
                Picker(strings("setup_players"), selection: Binding(get: { setup.players }, set: { setup.setPlayers($0) })) {
                    ForEach(setup.playerChoices, id: \.self) { count in
                        Text("\(count)").tag(count)
                    }
                }
                .pickerStyle(.segmented)
            }
        }
    }

    private var seatsSection: some View {
        Section(strings("setup_seats")) {
            ForEach(Array(setup.setup.seats.enumerated()), id: \.offset) { index, seat in
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        TokenSwatch(style: seat.token).frame(width: 28, height: 28)
                        Text(strings.player(UInt32(index))).appFont(.headline, bold: true)
                        Spacer()
                        Picker(strings("setup_seats"), selection: Binding(get: { seat.kind }, set: { setup.setKind($0, seat: index) })) {
                            Text(strings("seat_human")).tag(SeatKind.human)
                            ForEach(Level.all, id: \.self) { level in
                                Text("\(strings("seat_computer")) · \(strings(level.nameKey))")
                                    .tag(SeatKind.computer(level: level))
                            }
                        }
                        .labelsHidden()
                    }
                    HStack(spacing: 10) {
                        Text(strings("setup_token")).appFont(.footnote)
                        ForEach(tokenStyles(), id: \.self) { style in
                            Button { setup.setToken(style, seat: index) } label: {
                                TokenSwatch(style: style)
                                    .frame(width: 30, height: 30)
                                    .padding(3)
                                    .overlay(Circle().stroke(style == seat.token ? Color.accentColor : .clear, lineWidth: 2))
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel(strings(style.nameKey))
                            .accessibilityAddTraits(style == seat.token ? .isSelected : [])
                        }
                    }
                }
            }
        }
    }

    private var rulesSection: some View {
        Section(strings("setup_preset")) {
            if setup.presetChoices.count > 1 {
                Picker(strings("setup_preset"), selection: Binding(get: { setup.preset?.preset ?? .traditional }, set: { setup.select(preset: $0) })) {
                    ForEach(setup.presetChoices, id: \.preset) { info in
                        Text(strings(info.preset.nameKey)).tag(info.preset)
                    }
                }
                .pickerStyle(.segmented)
            }
            if let preset = setup.preset?.preset {
                Text(strings(preset.detailKey)).appFont(.footnote).foregroundStyle(.secondary)
            }
            if setup.coinChoices.count > 1, let coins = setup.coins {
                Picker(strings("setup_coins"), selection: Binding(get: { coins }, set: { setup.setCoins($0) })) {
                    ForEach(setup.coinChoices, id: \.self) { count in
                        Text("\(count)").tag(count)
                    }
                }
            }
            throwSetRow(.entry)
            throwSetRow(.bonus)
            ForEach(setup.switchFields, id: \.field) { info in
                if let key = info.field.nameKey {
                    Toggle(isOn: Binding(get: { setup.isOn(info.field) }, set: { setup.set(info.field, on: $0) })) {
                        VStack(alignment: .leading) {
                            Text(strings(key))
                            if !info.editable {
                                Text(strings("setup_switch_fixed")).appFont(.caption).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .disabled(!info.editable)
                }
            }
        }
    }

    private func throwSetRow(_ field: Field) -> some View {
        let editable = setup.isEditable(field)
        let chosen = Set(setup.throwSet(field))
        return VStack(alignment: .leading, spacing: 6) {
            Text(strings(field.nameKey ?? "")).appFont(.subheadline)
            HStack(spacing: 6) {
                ForEach(throwValues(), id: \.self) { value in
                    Button("\(value)") { setup.toggle(value, in: field) }
                        .buttonStyle(.bordered)
                        .tint(chosen.contains(value) ? .accentColor : .gray)
                        .disabled(!editable)
                }
            }
            if !editable {
                Text(strings("setup_switch_fixed")).appFont(.caption).foregroundStyle(.secondary)
            }
        }
    }

    private var skinSection: some View {
        Section(strings("setup_skin")) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(boardSkins(), id: \.self) { skin in
                        SkinChoice(skin: skin, selected: skin == setup.setup.skin) { setup.setSkin(skin) }
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
        let palette = SkinPalette.of(skin)
        Button(action: action) {
            VStack(spacing: 4) {
                RoundedRectangle(cornerRadius: 6)
                    .fill(palette.cloth)
                    .overlay(RoundedRectangle(cornerRadius: 3).fill(palette.square).padding(10))
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(selected ? Color.accentColor : palette.line, lineWidth: selected ? 3 : 1))
                    .frame(width: 56, height: 56)
                Text(strings(skin.nameKey)).appFont(.caption)
            }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(selected ? .isSelected : [])
    }
}
#endif
