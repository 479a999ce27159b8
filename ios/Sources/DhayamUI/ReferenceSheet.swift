// The Rules & Settings reference, a full-height sheet over whatever screen opened it (Learn to
// play, the setup, the pause menu), drawn from the core's Reference in the words of
// `ReferencePage`: how to play in numbered steps, one coin's route in words and drawn on the
// board, the rules in play beside the compared preset with the rows that differ marked, the
// fixed rules, players and coins, the board skins and the settings. Close (or a swipe down) asks
// the core to close it; the core says when it is open.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct ReferenceSheet: View {
    let reference: Reference
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings
    @Environment(\.words) private var words

    var body: some View {
        let page = ReferencePage(reference, words: words)
        NavigationStack {
            List {
                Section {
                    ForEach(Array(page.steps.enumerated()), id: \.offset) { index, step in
                        HStack(alignment: .firstTextBaseline, spacing: 10) {
                            Text("\(index + 1)").appFont(.body, bold: true).frame(minWidth: 20, alignment: .trailing)
                            Text(step).appFont(.body).fixedSize(horizontal: false, vertical: true)
                        }
                        .accessibilityElement(children: .combine)
                    }
                } header: {
                    heading("learn_how_to_play")
                }
                Section {
                    Text(page.route).appFont(.body).fixedSize(horizontal: false, vertical: true)
                    if page.drawsRoute {
                        RouteBoard(game: reference.game, route: reference.route, skin: page.skinInPlay)
                            .frame(maxWidth: 420)
                            .frame(maxWidth: .infinity)
                            // The words above say the route; the drawing adds nothing to read.
                            .accessibilityHidden(true)
                    }
                } header: {
                    heading("learn_route")
                }
                if let table = page.table {
                    Section {
                        RulesTable(table: table)
                    } header: {
                        heading("learn_rules_table")
                    } footer: {
                        Text(verbatim: "● \(table.legend)").appFont(.caption)
                    }
                }
                Section {
                    ForEach(Array(page.fixed.enumerated()), id: \.offset) { _, rule in
                        Text(rule).appFont(.callout).fixedSize(horizontal: false, vertical: true)
                    }
                } header: {
                    heading("learn_fixed_rules")
                }
                Section {
                    Text(page.playersAndCoins).appFont(.body)
                    if let choices = page.coinChoices {
                        Text(choices).appFont(.footnote).foregroundStyle(.secondary)
                    }
                } header: {
                    heading("learn_coins")
                }
                Section {
                    ForEach(Array(page.skins.enumerated()), id: \.offset) { _, skin in
                        HStack {
                            SkinSwatch(skin: skin.skin).frame(width: 28, height: 28)
                            Text(skin.name).appFont(.body, bold: skin.inPlay)
                            Spacer()
                            if skin.inPlay {
                                Image(systemName: "checkmark").foregroundStyle(Color.accentColor)
                            }
                        }
                        .accessibilityElement(children: .combine)
                        .accessibilityAddTraits(skin.inPlay ? .isSelected : [])
                    }
                    ForEach(Array(page.settings.enumerated()), id: \.offset) { _, setting in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(setting.name).appFont(.body, bold: true)
                            Text(setting.detail).appFont(.footnote).foregroundStyle(.secondary)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                        .accessibilityElement(children: .combine)
                    }
                } header: {
                    heading("learn_skins_and_settings")
                }
            }
            .navigationTitle(strings("learn_reference_title"))
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack(spacing: 0) {
                        Text(strings("learn_reference_title")).appFont(.headline, bold: true)
                        Text(page.game).appFont(.caption)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isHeader)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(strings("close")) { model.send(.closeReference) }
                }
            }
        }
        .presentationDetents([.large])
    }

    private func heading(_ key: String) -> some View {
        Text(strings(key)).appFont(.subheadline, bold: true).textCase(nil)
            .accessibilityAddTraits(.isHeader)
    }
}

/// The rules in play beside the compared preset's: one row per rule, the rows that differ bold
/// and dotted.
struct RulesTable: View {
    let table: ReferencePage.Table

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 8) {
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                Text(table.inPlay).appFont(.caption, bold: true).accessibilityHidden(true)
                Text(table.compared).appFont(.caption, bold: true).accessibilityHidden(true)
            }
            Divider()
            ForEach(Array(table.rows.enumerated()), id: \.offset) { _, row in
                GridRow(alignment: .firstTextBaseline) {
                    // The row is read once, from its first cell: the rule, both values, and
                    // whether they differ.
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Text(verbatim: "●").appFont(.caption2).opacity(row.differs ? 1 : 0)
                        Text(row.name).appFont(.footnote, bold: row.differs)
                            .fixedSize(horizontal: false, vertical: true)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(table.spoken(row))
                    Text(row.inPlay).appFont(.footnote, bold: row.differs)
                        .fixedSize(horizontal: false, vertical: true)
                        .accessibilityHidden(true)
                    Text(row.compared).appFont(.footnote, bold: row.differs)
                        .fixedSize(horizontal: false, vertical: true)
                        .accessibilityHidden(true)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

/// The board with one coin's route drawn over it: a line through the centres of its squares
/// from the first to the goal, its start dotted and its end ringed.
struct RouteBoard: View {
    let game: GameKind
    let route: [UInt32]
    let skin: BoardSkin

    var body: some View {
        let layout = boardLayout(game: game)
        let aspect = CGFloat(layout.size.x / max(layout.size.y, 1))
        Canvas { context, size in
            let board = BoardGeometry(layout: layout, size: size)
            let palette = BoardColours.of(skin)
            let fills = Dictionary(
                Set(layout.squares.map(\.kind)).map { ($0, palette.fill($0)) }, uniquingKeysWith: { a, _ in a })
            let unit = board.scale
            context.fill(
                Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: unit * 0.4),
                with: .color(palette.cloth))
            for square in layout.squares {
                let shape = board.shape(square)
                context.fill(shape, with: .color(palette.fill(square, kinds: fills)))
                context.stroke(shape, with: .color(palette.line), lineWidth: max(0.5, unit * 0.04))
            }
            let points = route.compactMap { board.squareByID[$0].map { board.point($0.centre) } }
            guard let first = points.first, let last = points.last else { return }
            let line = Path { path in path.addLines(points) }
            context.stroke(
                line, with: .color(palette.highlight),
                style: StrokeStyle(lineWidth: unit * 0.14, lineCap: .round, lineJoin: .round))
            let dot = unit * 0.28
            context.fill(
                Path(ellipseIn: CGRect(x: first.x - dot, y: first.y - dot, width: 2 * dot, height: 2 * dot)),
                with: .color(palette.highlight))
            let ring = unit * 0.45
            context.stroke(
                Path(ellipseIn: CGRect(x: last.x - ring, y: last.y - ring, width: 2 * ring, height: 2 * ring)),
                with: .color(palette.goalLine), lineWidth: unit * 0.12)
        }
        .aspectRatio(aspect, contentMode: .fit)
    }
}

extension View {
    /// The reference over this view while the core has it open and `here` holds (a sheet can
    /// only be shown from the topmost presenter: the pause menu shows it over itself, the
    /// root over every other screen).
    func referenceSheet(when here: Bool) -> some View {
        modifier(ReferenceSheetPresenter(here: here))
    }
}

private struct ReferenceSheetPresenter: ViewModifier {
    let here: Bool
    @Environment(AppModel.self) private var model

    func body(content: Content) -> some View {
        content.sheet(isPresented: Binding(
            get: { here && model.view.reference != nil },
            // A swipe down closes it as Close does.
            set: { if !$0 { model.dismissed(.reference) } })
        ) {
            if let reference = model.view.reference {
                ReferenceSheet(reference: reference)
            }
        }
    }
}
#endif
