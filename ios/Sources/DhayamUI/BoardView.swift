// The board, drawn with Canvas from the core's BoardLayout in the game's skin: every square at
// its centre and size (the Oval an ellipse, safe squares crossed), each seat's home, Paramapadam's
// ladders and snakes, the coins where the model's frame puts them, and the pulsing ring on the
// legal destinations. Taps are turned into board squares and handed to the model.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

struct BoardView: View {
    let game: GameModel
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.strings) private var strings

    var body: some View {
        let layout = game.layout
        let aspect = CGFloat(layout.size.x / max(layout.size.y, 1))
        let ring = game.ringSquares
        GeometryReader { proxy in
            TimelineView(.animation(minimumInterval: 1 / 30, paused: ring.isEmpty || reduceMotion)) { timeline in
                let pulse = reduceMotion ? 0.5 : (sin(timeline.date.timeIntervalSinceReferenceDate * 2 * .pi / 1.2) + 1) / 2
                Canvas { context, size in
                    draw(BoardGeometry(layout: layout, size: size), context: context, ring: ring, pulse: pulse)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture(coordinateSpace: .local) { location in
                tapped(at: location, in: BoardGeometry(layout: layout, size: proxy.size))
            }
        }
        .aspectRatio(aspect, contentMode: .fit)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(strings(game.view.game.nameKey))
    }

    // MARK: Taps

    private func tapped(at location: CGPoint, in board: BoardGeometry) {
        if let square = board.square(at: location) {
            game.tap(square: square)
        } else if let seat = board.home(at: location),
            let player = game.humanToAct, game.seat(player)?.seat == seat
        {
            game.tapHome()
        } else {
            game.clearSelection()
        }
    }

    // MARK: Drawing

    private func draw(_ board: BoardGeometry, context: GraphicsContext, ring: Set<UInt32>, pulse: Double) {
        let view = game.view
        let palette = SkinPalette.of(view.skin)
        let layout = game.layout
        let unit = board.scale

        context.fill(
            Path(roundedRect: CGRect(origin: .zero, size: board.size), cornerRadius: unit * 0.4),
            with: .color(palette.cloth))

        // Homes, tinted with the colour of the player who waits there.
        for (seat, home) in layout.homes.enumerated() {
            let centre = board.point(home)
            let radius = unit * 1.25
            let player = view.players.first { $0.seat == UInt32(seat) }
            let tint = player.map { TokenPalette.of($0.token).body } ?? palette.square
            let circle = Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
            context.fill(circle, with: .color(tint.opacity(0.25)))
            context.stroke(circle, with: .color(palette.line), lineWidth: max(1, unit * 0.05))
            if game.pickableCoins.contains(.home), let player, player.player == game.humanToAct {
                context.stroke(circle, with: .color(palette.goal), style: StrokeStyle(lineWidth: unit * 0.1, dash: [unit * 0.2, unit * 0.12]))
            }
        }

        // Squares.
        for square in layout.squares {
            let rect = board.rect(square).insetBy(dx: unit * 0.04, dy: unit * 0.04)
            let isGoal = square.kind == .oval || square.kind == .centre || (layout.game == .paramapadam && square.id == layout.paths.first?.last)
            let shape = square.kind == .oval ? Path(ellipseIn: rect) : Path(roundedRect: rect, cornerRadius: unit * 0.08)
            var fill = isGoal ? palette.goal : palette.square
            if let owner = square.owner, let player = view.players.first(where: { $0.seat == owner }) {
                fill = TokenPalette.of(player.token).body.opacity(0.35)
            }
            context.fill(shape, with: .color(palette.square))
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
                context.stroke(cross, with: .color(palette.safe), lineWidth: max(1, unit * 0.07))
            }
            if layout.game == .paramapadam {
                context.draw(
                    Text(square.label).font(.system(size: unit * 0.28)).foregroundStyle(palette.label),
                    at: CGPoint(x: rect.minX + unit * 0.05, y: rect.minY + unit * 0.04), anchor: .topLeading)
            }
        }

        for link in layout.links {
            drawLink(link, board: board, context: context)
        }

        // Coins that can be picked, and the picked one.
        for pick in game.pickableCoins {
            guard case .square(let id) = pick, let square = board.squareByID[id] else { continue }
            let rect = board.rect(square).insetBy(dx: -unit * 0.02, dy: -unit * 0.02)
            let chosen = game.selection.coin == pick
            context.stroke(
                Path(ellipseIn: rect), with: .color(chosen ? palette.goal : palette.line.opacity(0.8)),
                style: StrokeStyle(lineWidth: unit * (chosen ? 0.12 : 0.06), dash: chosen ? [] : [unit * 0.15, unit * 0.1]))
        }

        drawCoins(board: board, context: context)

        // The legal-move ring.
        for id in ring {
            guard let square = board.squareByID[id] else { continue }
            let centre = board.point(square.centre)
            let radius = unit * (0.45 + 0.15 * pulse)
            let circle = Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
            context.stroke(circle, with: .color(palette.goal.opacity(0.6 + 0.4 * pulse)), lineWidth: unit * 0.1)
        }
    }

    private func drawCoins(board: BoardGeometry, context: GraphicsContext) {
        let view = game.view
        let unit = board.scale
        let moving = game.movingCoin
        let token = { (player: UInt32) in game.seat(player)?.token ?? .terracotta }

        // On the board: grouped by square, fanned out when several share one.
        let onBoard = Dictionary(grouping: game.displayedCoins.filter { $0.square != nil }, by: { $0.square! })
        for (id, coins) in onBoard {
            guard let square = board.squareByID[id] else { continue }
            let centre = board.point(square.centre)
            let size = unit * (coins.count > 1 ? 0.6 : 0.78)
            for (index, coin) in coins.prefix(4).enumerated() {
                let offset = coins.count > 1 ? fan(index, of: min(coins.count, 4), radius: unit * 0.2) : .zero
                var rect = CGRect(x: centre.x + offset.x - size / 2, y: centre.y + offset.y - size / 2, width: size, height: size)
                if coin == moving {
                    rect = rect.insetBy(dx: -size * 0.12, dy: -size * 0.12)
                }
                drawToken(token(coin.player), in: rect, context: context)
            }
            if coins.count > 4 {
                context.draw(
                    Text("\(coins.count)").font(.system(size: unit * 0.3, weight: .bold)).foregroundStyle(.white),
                    at: CGPoint(x: centre.x + unit * 0.3, y: centre.y - unit * 0.3))
            }
        }

        // Waiting at home: a ring of small coins in the seat's home circle.
        for player in view.players {
            guard game.layout.homes.indices.contains(Int(player.seat)) else { continue }
            let waiting = game.displayedCoins.filter { $0.player == player.player && $0.square == nil && !$0.atGoal }
            let centre = board.point(game.layout.homes[Int(player.seat)])
            let size = unit * 0.55
            for index in waiting.indices {
                let offset = fan(index, of: waiting.count, radius: waiting.count > 1 ? unit * 0.65 : 0)
                drawToken(
                    player.token,
                    in: CGRect(x: centre.x + offset.x - size / 2, y: centre.y + offset.y - size / 2, width: size, height: size),
                    context: context)
            }
        }
    }

    private func fan(_ index: Int, of count: Int, radius: CGFloat) -> CGPoint {
        guard count > 1 else { return .zero }
        let angle = Double(index) / Double(count) * 2 * .pi - .pi / 2
        return CGPoint(x: radius * cos(angle), y: radius * sin(angle))
    }

    /// A ladder (two rails and rungs) or a snake (a wavy body with a head) between two squares.
    private func drawLink(_ link: Link, board: BoardGeometry, context: GraphicsContext) {
        guard let from = board.squareByID[link.from], let to = board.squareByID[link.to] else { return }
        let a = board.point(from.centre)
        let b = board.point(to.centre)
        let unit = board.scale
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = max(hypot(dx, dy), 1)
        let normal = CGPoint(x: -dy / length, y: dx / length)
        if link.isLadder {
            let wood = Color(red: 0.55, green: 0.36, blue: 0.16)
            let half = unit * 0.16
            for side in [-1.0, 1.0] {
                let rail = Path { path in
                    path.move(to: CGPoint(x: a.x + normal.x * half * side, y: a.y + normal.y * half * side))
                    path.addLine(to: CGPoint(x: b.x + normal.x * half * side, y: b.y + normal.y * half * side))
                }
                context.stroke(rail, with: .color(wood), lineWidth: unit * 0.07)
            }
            let rungs = Int(length / (unit * 0.35))
            for rung in 1..<max(rungs, 2) {
                let t = CGFloat(rung) / CGFloat(max(rungs, 2))
                let p = CGPoint(x: a.x + dx * t, y: a.y + dy * t)
                let step = Path { path in
                    path.move(to: CGPoint(x: p.x - normal.x * half, y: p.y - normal.y * half))
                    path.addLine(to: CGPoint(x: p.x + normal.x * half, y: p.y + normal.y * half))
                }
                context.stroke(step, with: .color(wood), lineWidth: unit * 0.05)
            }
        } else {
            let skin = Color(red: 0.20, green: 0.50, blue: 0.22)
            let body = Path { path in
                let waves = max(2.0, Double(length / (unit * 1.2)))
                let steps = 48
                for step in 0...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    let wave = sin(Double(t) * waves * 2 * .pi) * Double(unit) * 0.22 * Double(1 - t * 0.6)
                    let point = CGPoint(x: a.x + dx * t + normal.x * wave, y: a.y + dy * t + normal.y * wave)
                    if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
            }
            context.stroke(body, with: .color(skin), style: StrokeStyle(lineWidth: unit * 0.16, lineCap: .round, lineJoin: .round))
            context.stroke(body, with: .color(.yellow.opacity(0.5)), style: StrokeStyle(lineWidth: unit * 0.04, lineCap: .round, dash: [unit * 0.1, unit * 0.2]))
            let head = Path(ellipseIn: CGRect(x: a.x - unit * 0.16, y: a.y - unit * 0.16, width: unit * 0.32, height: unit * 0.32))
            context.fill(head, with: .color(skin))
            context.fill(Path(ellipseIn: CGRect(x: a.x - unit * 0.06, y: a.y - unit * 0.08, width: unit * 0.05, height: unit * 0.05)), with: .color(.white))
        }
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
        let width = CGFloat(max(layout.size.x, 1))
        let height = CGFloat(max(layout.size.y, 1))
        scale = min(size.width / width, size.height / height)
        origin = CGPoint(x: (size.width - width * scale) / 2, y: (size.height - height * scale) / 2)
        squareByID = Dictionary(layout.squares.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
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

    /// The square under `location`: the nearest centre among the squares containing it.
    func square(at location: CGPoint) -> UInt32? {
        layout.squares
            .filter { rect($0).contains(location) }
            .min { distance(point($0.centre), location) < distance(point($1.centre), location) }?
            .id
    }

    /// The seat whose home circle is under `location`.
    func home(at location: CGPoint) -> UInt32? {
        layout.homes.indices.first { distance(point(layout.homes[$0]), location) < scale * 1.3 }
            .map { UInt32($0) }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
#endif
