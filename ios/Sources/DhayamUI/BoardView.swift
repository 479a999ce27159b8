// The board, drawn with Canvas from the core's BoardLayout in the game's skin: every square at
// its centre and size (the Oval an ellipse, safe squares crossed, the goal the core names lit),
// each seat's home circle with the coins waiting in it, Paramapadam's ladders and snakes, the
// coins as the core's piles put them at this step of the action on show, the coins that may move
// and the one picked, and the pulsing ring on the core's destinations. The board is drawn when the
// core's view changes; only the ring, a layer of its own, redraws as it pulses. A tap on a square
// or on the home circle of the player to act is an intent for the core.
//
// For VoiceOver the board is a container of the core's reading: one element per
// square, home circle and the goal, over its place on the board, in the core's reading order,
// labelled with the core's words, with the legal moves that leave from it as its actions (the
// accessibility model's `BoardAccessibility`); activating one taps it, as a finger would.

#if canImport(SwiftUI)
import SwiftUI
import DhayamCore
import DhayamModel

struct BoardView: View {
    let game: GameScreenView
    let layout: BoardLayout
    @Environment(AppModel.self) private var model
    @Environment(\.strings) private var strings
    @Environment(\.words) private var words

    var body: some View {
        let aspect = CGFloat(layout.size.x / max(layout.size.y, 1))
        let ring = game.ring ? game.destinations : []
        GeometryReader { proxy in
            // The still board is drawn when the core's view changes, never by the clock: only
            // the ring over it redraws while it pulses.
            Canvas { context, size in
                draw(BoardGeometry(layout: layout, size: size), context: context)
            }
            .overlay {
                if !ring.isEmpty {
                    RingLayer(layout: layout, ring: ring, colour: BoardColours.of(game.skin).highlight)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture(coordinateSpace: .local) { location in
                tapped(at: location, in: BoardGeometry(layout: layout, size: proxy.size))
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(strings(game.game.nameKey))
            .accessibilityChildren {
                BoardElements(
                    access: BoardAccessibility(game: game, reading: model.reading, words: words),
                    board: BoardGeometry(layout: layout, size: proxy.size), game: game,
                    send: model.send)
            }
        }
        .aspectRatio(aspect, contentMode: .fit)
    }

    // MARK: Taps

    private func tapped(at location: CGPoint, in board: BoardGeometry) {
        if let square = board.square(at: location) {
            model.play(.tapSquare(square: UInt8(square)))
        } else if let path = board.home(at: location), let intent = game.tapHome(onPath: path) {
            model.play(intent)
        }
    }

    // MARK: Drawing

    private func draw(_ board: BoardGeometry, context: GraphicsContext) {
        let palette = BoardColours.of(game.skin)
        // Asked of the core once a frame, not once a square: each kind's fill, each seat's colour.
        let fills = Dictionary(Set(layout.squares.map(\.kind)).map { ($0, palette.fill($0)) }, uniquingKeysWith: { a, _ in a })
        let seatColours = Dictionary(game.players.map { ($0.path, tokenColour($0.token)) }, uniquingKeysWith: { a, _ in a })
        let unit = board.scale

        context.fill(
            Path(roundedRect: CGRect(origin: .zero, size: board.size), cornerRadius: unit * 0.4),
            with: .color(palette.cloth))

        // Home circles, tinted with the colour of the player who waits there; the one of the
        // player to act ringed when a coin may come out, solid once it is picked.
        for strip in game.players {
            guard layout.homes.indices.contains(Int(strip.path)) else { continue }
            let centre = board.point(layout.homes[Int(strip.path)])
            let radius = unit * 1.25
            let circle = Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
            context.fill(circle, with: .color(palette.homeFill))
            context.fill(circle, with: .color((seatColours[strip.path] ?? palette.homeFill).opacity(0.25)))
            context.stroke(circle, with: .color(palette.homeLine), lineWidth: max(1, unit * 0.05))
            switch game.homeMark(strip) {
            case .picked:
                context.stroke(circle, with: .color(palette.highlight), lineWidth: unit * 0.12)
            case .movable:
                context.stroke(circle, with: .color(palette.highlight), style: StrokeStyle(lineWidth: unit * 0.1, dash: [unit * 0.2, unit * 0.12]))
            case .plain:
                break
            }
        }

        // Squares.
        for square in layout.squares {
            let rect = board.rect(square).insetBy(dx: unit * 0.04, dy: unit * 0.04)
            let shape = board.shape(square)
            let ground = palette.fill(square, kinds: fills)
            var fill = square.id == game.goal ? palette.goal : ground
            if let owner = square.owner, let colour = seatColours[owner] {
                fill = colour.opacity(0.35)
            }
            context.fill(shape, with: .color(ground))
            context.fill(shape, with: .color(fill))
            context.stroke(shape, with: .color(palette.line), lineWidth: max(0.5, unit * 0.04))
            if square.safe {
                let cross = Path { path in
                    let inset = rect.insetBy(dx: rect.width * 0.18, dy: rect.height * 0.18)
                    path.move(to: CGPoint(x: inset.minX, y: inset.minY))
                    path.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
                    path.move(to: CGPoint(x: inset.maxX, y: inset.minY))
                    path.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
                }
                context.stroke(cross, with: .color(palette.safeMark), lineWidth: max(1, unit * 0.07))
            }
        }

        for ladder in layout.ladders {
            drawLadder(ladder, board: board, context: context, palette: palette)
        }
        for snake in layout.snakes {
            drawSnake(
                snake.course, body: snake.second ? palette.snakeSecond : palette.snake, board: board,
                context: context, palette: palette)
        }
        // Paramapadam's numbers go over its snakes and ladders, each on a patch of its square's
        // colour, so every number stays readable, as on Android.
        if layout.game == .paramapadam {
            for square in layout.squares {
                let rect = board.rect(square)
                let at = CGPoint(x: rect.minX + unit * 0.05, y: rect.minY + unit * 0.03)
                let number = context.resolve(
                    Text(square.label).font(.system(size: unit * 0.34, weight: .bold)).foregroundStyle(
                        square.id == game.goal ? palette.goalLine : palette.label))
                let size = number.measure(in: rect.size)
                if square.id != game.goal {
                    let patch = CGRect(x: at.x - unit * 0.02, y: at.y, width: size.width + unit * 0.04, height: size.height)
                    context.fill(
                        Path(roundedRect: patch, cornerRadius: unit * 0.06),
                        with: .color(palette.fill(square, kinds: fills).opacity(0.85)))
                }
                context.draw(number, at: at, anchor: .topLeading)
            }
        }

        // The coins that may move, and the one picked.
        for spot in game.movable {
            guard case .square(let id) = spot, let square = board.squareByID[id] else { continue }
            let rect = board.rect(square).insetBy(dx: -unit * 0.02, dy: -unit * 0.02)
            let picked = game.picked == spot
            context.stroke(
                Path(ellipseIn: rect), with: .color(picked ? palette.highlight : palette.line.opacity(0.8)),
                style: StrokeStyle(lineWidth: unit * (picked ? 0.12 : 0.06), dash: picked ? [] : [unit * 0.15, unit * 0.1]))
        }

        drawPiles(board: board, context: context)
    }

    /// The core's piles: on a square, one token per player's pile fanned out, with its count
    /// when more than one coin stands there; in a home circle, the waiting coins in a ring.
    private func drawPiles(board: BoardGeometry, context: GraphicsContext) {
        let unit = board.scale
        let bySpot = Dictionary(grouping: game.coins, by: \.spot)
        for (spot, piles) in bySpot {
            switch spot {
            case .square(let id):
                guard let square = board.squareByID[id] else { continue }
                let centre = board.point(square.centre)
                let size = unit * (piles.count > 1 ? 0.6 : 0.78)
                for (index, pile) in piles.enumerated() {
                    guard let strip = game.strip(of: pile.player) else { continue }
                    let offset = fan(index, of: piles.count, radius: piles.count > 1 ? unit * 0.2 : 0)
                    let at = CGPoint(x: centre.x + offset.x, y: centre.y + offset.y)
                    drawToken(strip.token, in: CGRect(x: at.x - size / 2, y: at.y - size / 2, width: size, height: size), context: context)
                    if pile.coins > 1 {
                        badge(pile.coins, at: CGPoint(x: at.x + size * 0.4, y: at.y - size * 0.4), unit: unit, context: context)
                    }
                }
            case .home:
                for pile in piles {
                    guard let strip = game.strip(of: pile.player),
                        layout.homes.indices.contains(Int(strip.path))
                    else { continue }
                    let centre = board.point(layout.homes[Int(strip.path)])
                    let size = unit * 0.55
                    let shown = Int(min(pile.coins, 6))
                    for index in 0..<shown {
                        let offset = fan(index, of: shown, radius: shown > 1 ? unit * 0.65 : 0)
                        drawToken(
                            strip.token,
                            in: CGRect(x: centre.x + offset.x - size / 2, y: centre.y + offset.y - size / 2, width: size, height: size),
                            context: context)
                    }
                    if pile.coins > 1 {
                        badge(pile.coins, at: centre, unit: unit, context: context)
                    }
                }
            }
        }
    }

    private func badge(_ count: UInt32, at point: CGPoint, unit: CGFloat, context: GraphicsContext) {
        let colours = appColours()
        let radius = unit * 0.22
        context.fill(
            Path(ellipseIn: CGRect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius)),
            with: .color(Color(argb: colours.inverseSurface)))
        context.draw(
            Text("\(count)").font(.system(size: unit * 0.26, weight: .bold))
                .foregroundStyle(Color(argb: colours.inverseOnSurface)),
            at: point)
    }

    private func fan(_ index: Int, of count: Int, radius: CGFloat) -> CGPoint {
        guard count > 1 else { return .zero }
        let angle = Double(index) / Double(count) * 2 * .pi - .pi / 2
        return CGPoint(x: radius * cos(angle), y: radius * sin(angle))
    }

    /// A wooden ladder on the core's course: two rails and the rungs between.
    private func drawLadder(_ course: Course, board: BoardGeometry, context: GraphicsContext, palette: BoardColours) {
        guard case .ladder(let rails, let rungs) = course else { return }
        let unit = board.scale
        for rung in rungs {
            context.stroke(segment(rung, board), with: .color(palette.ladder), style: StrokeStyle(lineWidth: unit * 0.07, lineCap: .round))
        }
        for rail in rails {
            context.stroke(segment(rail, board), with: .color(palette.ladder), style: StrokeStyle(lineWidth: unit * 0.09, lineCap: .round))
        }
    }

    private func segment(_ segment: Segment, _ board: BoardGeometry) -> Path {
        Path { path in
            path.move(to: board.point(segment.from))
            path.addLine(to: board.point(segment.to))
        }
    }

    /// A snake on the core's course: its body tapering from head to tail, markings down its
    /// back, and its head the way the core says it faces.
    private func drawSnake(
        _ course: Course, body colour: Color, board: BoardGeometry, context: GraphicsContext, palette: BoardColours
    ) {
        guard case .snake(let spine, let widths, let facing) = course, spine.count > 2, widths.count == spine.count
        else { return }
        let unit = board.scale
        let points = spine.map(board.point)
        var left: [CGPoint] = []
        var right: [CGPoint] = []
        for i in points.indices {
            let a = points[max(0, i - 1)]
            let b = points[min(points.count - 1, i + 1)]
            let length = max(hypot(b.x - a.x, b.y - a.y), 0.001)
            let half = CGFloat(widths[i]) * unit / 2
            let n = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
            left.append(CGPoint(x: points[i].x + n.x, y: points[i].y + n.y))
            right.append(CGPoint(x: points[i].x - n.x, y: points[i].y - n.y))
        }
        let body = Path { path in
            path.addLines(left + right.reversed())
            path.closeSubpath()
        }
        context.fill(body, with: .color(colour))
        for i in stride(from: 3, to: points.count - 1, by: 3) {
            let r = CGFloat(widths[i]) * unit * 0.26
            context.fill(
                Path(ellipseIn: CGRect(x: points[i].x - r, y: points[i].y - r, width: 2 * r, height: 2 * r)),
                with: .color(palette.snakePattern))
        }
        context.stroke(body, with: .color(colour.opacity(0.6)), lineWidth: unit * 0.035)
        let angle = Angle(radians: atan2(Double(facing.y), Double(facing.x)))
        let centre = CGPoint(x: points[0].x + CGFloat(facing.x) * unit * 0.1, y: points[0].y + CGFloat(facing.y) * unit * 0.1)
        var head = context
        head.translateBy(x: centre.x, y: centre.y)
        head.rotate(by: angle)
        let tongue = Path { path in
            path.move(to: CGPoint(x: unit * 0.24, y: 0))
            path.addLine(to: CGPoint(x: unit * 0.40, y: 0))
            path.addLine(to: CGPoint(x: unit * 0.47, y: -unit * 0.05))
            path.move(to: CGPoint(x: unit * 0.40, y: 0))
            path.addLine(to: CGPoint(x: unit * 0.47, y: unit * 0.05))
        }
        head.stroke(tongue, with: .color(palette.snakeTongue), lineWidth: unit * 0.03)
        let oval = Path(ellipseIn: CGRect(x: -unit * 0.26, y: -unit * 0.2, width: unit * 0.52, height: unit * 0.4))
        head.fill(oval, with: .color(colour))
        for side in [-1.0, 1.0] {
            let eye = CGPoint(x: unit * 0.08, y: CGFloat(side) * unit * 0.1)
            head.fill(Path(ellipseIn: CGRect(x: eye.x - unit * 0.06, y: eye.y - unit * 0.06, width: unit * 0.12, height: unit * 0.12)), with: .color(palette.snakeEye))
            head.fill(Path(ellipseIn: CGRect(x: eye.x - unit * 0.02, y: eye.y - unit * 0.03, width: unit * 0.06, height: unit * 0.06)), with: .color(palette.snakePupil))
        }
    }
}

/// The pulsing ring round each of the core's legal destinations, over the still board: the one
/// part of the board the clock redraws (30 times a second; once, still, under Reduce Motion). Each
/// frame strokes a few circles at centres worked out once, and asks nothing of the core.
struct RingLayer: View {
    let layout: BoardLayout
    let colour: Color
    /// The destinations' centres, in board units.
    private let centres: [Point]
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(layout: BoardLayout, ring: [UInt32], colour: Color) {
        self.layout = layout
        self.colour = colour
        let squares = Dictionary(layout.squares.map { ($0.id, $0.centre) }, uniquingKeysWith: { first, _ in first })
        centres = ring.compactMap { squares[$0] }
    }

    var body: some View {
        TimelineView(.animation(minimumInterval: 1 / 30, paused: reduceMotion)) { timeline in
            let pulse = reduceMotion ? 0.5 : (sin(timeline.date.timeIntervalSinceReferenceDate * 2 * .pi / 1.2) + 1) / 2
            Canvas { context, size in
                let frame = BoardGeometry.frame(of: layout.size, in: size)
                let unit = frame.scale
                let radius = unit * (0.45 + 0.15 * pulse)
                for centre in centres {
                    let at = CGPoint(x: frame.origin.x + CGFloat(centre.x) * unit, y: frame.origin.y + CGFloat(centre.y) * unit)
                    let circle = Path(ellipseIn: CGRect(x: at.x - radius, y: at.y - radius, width: 2 * radius, height: 2 * radius))
                    context.stroke(circle, with: .color(colour.opacity(0.6 + 0.4 * pulse)), lineWidth: unit * 0.1)
                }
            }
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}

/// The board's accessibility elements, drawn nowhere: each reading entry over its square or home
/// circle (a home circle off the board, as on Paramapadam's, is read beside it in
/// `HomeCirclesRow`), first read first.
struct BoardElements: View {
    let access: BoardAccessibility
    let board: BoardGeometry
    let game: GameScreenView
    /// Where intents go (the app model's `send`): passed in, as these views are never drawn.
    let send: @MainActor (AppIntent) -> Void

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(access.elements) { element in
                if let frame = frame(of: element) {
                    Rectangle()
                        .frame(width: frame.width, height: frame.height)
                        .position(x: frame.midX, y: frame.midY)
                        .accessibilityElement()
                        .accessibilityLabel(element.label)
                        .accessibilityAddTraits(element.actions.isEmpty ? [] : .isButton)
                        .accessibilitySortPriority(Double(access.elements.count - element.id))
                        .accessibilityAction { tap(element) }
                        .accessibilityActions {
                            ForEach(element.actions, id: \.self) { action in
                                Button(action.label) { send(action.intent) }
                            }
                        }
                }
            }
        }
        .frame(width: board.size.width, height: board.size.height, alignment: .topLeading)
    }

    /// Where `element` is drawn, if it is on the board.
    private func frame(of element: BoardElement) -> CGRect? {
        switch element.spot {
        case .square(let id):
            return board.squareByID[id].map(board.rect)
        case .home:
            guard let player = element.player, let strip = game.strip(of: player),
                board.layout.homes.indices.contains(Int(strip.path))
            else { return nil }
            let centre = board.point(board.layout.homes[Int(strip.path)])
            let radius = board.scale * 1.25
            return CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
        }
    }

    /// What a finger's tap on the element does.
    private func tap(_ element: BoardElement) {
        switch element.spot {
        case .square(let id): send(.game(intent: .tapSquare(square: UInt8(id))))
        case .home:
            if let player = element.player, let intent = game.tapHome(of: player) {
                send(.game(intent: intent))
            }
        }
    }
}

extension BoardColours {
    /// A square's fill as the core's palette gives it (`kinds`: each kind's fill, asked of the
    /// core once a drawing); Paramapadam's in their two tones.
    func fill(_ square: Square, kinds: [SquareKind: Color]) -> Color {
        guard square.kind == .numbered else { return kinds[square.kind] ?? fill(square.kind) }
        return square.light ? numberedLight : numberedDark
    }
}

/// Board units to points for one drawing size: uniform scale, centred.
struct BoardGeometry {
    let layout: BoardLayout
    let size: CGSize
    let scale: CGFloat
    let origin: CGPoint
    let squareByID: [UInt32: Square]

    init(layout: BoardLayout, size: CGSize) {
        self.layout = layout
        self.size = size
        let frame = BoardGeometry.frame(of: layout.size, in: size)
        scale = frame.scale
        origin = frame.origin
        squareByID = Dictionary(layout.squares.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Points per board unit and where the board's corner goes, for a board of `units` drawn in
    /// `size`: one scale for both axes, the board centred.
    static func frame(of units: Point, in size: CGSize) -> (scale: CGFloat, origin: CGPoint) {
        let width = CGFloat(max(units.x, 1))
        let height = CGFloat(max(units.y, 1))
        let scale = min(size.width / width, size.height / height)
        return (scale, CGPoint(x: (size.width - width * scale) / 2, y: (size.height - height * scale) / 2))
    }

    func point(_ p: Point) -> CGPoint {
        CGPoint(x: origin.x + CGFloat(p.x) * scale, y: origin.y + CGFloat(p.y) * scale)
    }

    func rect(_ square: Square) -> CGRect {
        let centre = point(square.centre)
        let width = CGFloat(square.size.x) * scale
        let height = CGFloat(square.size.y) * scale
        return CGRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }

    /// The outline of `square`, a little inside its place: the Oval an ellipse, the others
    /// rounded squares turned about their centre as the core says (the cloth's diagonals run
    /// corner to corner).
    func shape(_ square: Square) -> Path {
        let frame = rect(square).insetBy(dx: scale * 0.04, dy: scale * 0.04)
        guard square.kind != .oval else { return Path(ellipseIn: frame) }
        let turn = CGAffineTransform(translationX: frame.midX, y: frame.midY)
            .rotated(by: CGFloat(square.turn) * .pi / 180)
            .translatedBy(x: -frame.midX, y: -frame.midY)
        return Path(roundedRect: frame, cornerRadius: scale * 0.08).applying(turn)
    }

    /// The square under `location`: the nearest centre among the squares containing it.
    func square(at location: CGPoint) -> UInt32? {
        layout.squares
            .filter { rect($0).contains(location) }
            .min { distance(point($0.centre), location) < distance(point($1.centre), location) }?
            .id
    }

    /// The path whose home circle is under `location`.
    func home(at location: CGPoint) -> UInt32? {
        layout.homes.indices.first { distance(point(layout.homes[$0]), location) < scale * 1.3 }
            .map { UInt32($0) }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
#endif
