// The six token styles, drawn with paths and gradients (no images, no emoji): a terracotta coin
// with a pressed groove, a brass ball, a coin stamped with a lotus, a pearl, a faceted emerald and
// a conch shell.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

/// Draw a token of `style` filling `rect` (a square) in `context`.
func drawToken(_ style: TokenStyle, in rect: CGRect, context: GraphicsContext) {
    let palette = TokenPalette.of(style)
    let r = min(rect.width, rect.height) / 2
    let c = CGPoint(x: rect.midX, y: rect.midY)
    let disc = Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    let shadow = Path(ellipseIn: CGRect(x: c.x - r * 0.92, y: c.y - r * 0.7, width: 1.84 * r, height: 1.84 * r))
    context.fill(shadow, with: .color(.black.opacity(0.25)))

    func circle(_ radius: CGFloat, dx: CGFloat = 0, dy: CGFloat = 0) -> Path {
        Path(ellipseIn: CGRect(x: c.x + dx - radius, y: c.y + dy - radius, width: 2 * radius, height: 2 * radius))
    }

    switch style {
    case .terracotta:
        context.fill(disc, with: .color(palette.body))
        context.stroke(circle(r * 0.93), with: .color(palette.rim), lineWidth: r * 0.14)
        context.stroke(circle(r * 0.55), with: .color(palette.rim.opacity(0.7)), lineWidth: r * 0.08)
        context.fill(circle(r * 0.18, dx: -r * 0.35, dy: -r * 0.35), with: .color(palette.highlight.opacity(0.6)))

    case .brassBall:
        context.fill(
            disc,
            with: .radialGradient(
                Gradient(colors: [palette.highlight, palette.body, palette.rim]),
                center: CGPoint(x: c.x - r * 0.35, y: c.y - r * 0.35), startRadius: 0, endRadius: r * 1.5))
        context.fill(circle(r * 0.16, dx: -r * 0.38, dy: -r * 0.42), with: .color(.white.opacity(0.85)))

    case .lotusCoin:
        context.fill(disc, with: .color(palette.rim))
        context.fill(circle(r * 0.86), with: .color(palette.body))
        for petal in 0..<8 {
            let angle = Double(petal) * .pi / 4
            var shape = Path(ellipseIn: CGRect(x: -r * 0.16, y: -r * 0.66, width: r * 0.32, height: r * 0.56))
            shape = shape.applying(CGAffineTransform(rotationAngle: angle))
                .applying(CGAffineTransform(translationX: c.x, y: c.y))
            context.fill(shape, with: .color(palette.highlight))
            context.stroke(shape, with: .color(palette.rim.opacity(0.8)), lineWidth: max(0.5, r * 0.04))
        }
        context.fill(circle(r * 0.2), with: .color(Color(red: 0.95, green: 0.78, blue: 0.30)))

    case .pearl:
        context.fill(
            disc,
            with: .radialGradient(
                Gradient(colors: [palette.highlight, palette.body, palette.rim]),
                center: CGPoint(x: c.x - r * 0.3, y: c.y - r * 0.3), startRadius: 0, endRadius: r * 1.4))
        context.stroke(circle(r * 0.8), with: .color(Color(red: 0.95, green: 0.80, blue: 0.88).opacity(0.5)), lineWidth: r * 0.1)
        context.fill(circle(r * 0.2, dx: -r * 0.35, dy: -r * 0.38), with: .color(.white))

    case .emerald:
        func octagon(_ radius: CGFloat) -> [CGPoint] {
            (0..<8).map { i in
                let angle = Double(i) * .pi / 4 + .pi / 8
                return CGPoint(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle))
            }
        }
        let outer = octagon(r)
        let inner = octagon(r * 0.55)
        context.fill(Path { $0.addLines(outer); $0.closeSubpath() }, with: .color(palette.body))
        for i in 0..<8 where i % 2 == 0 {
            let facet = Path { path in
                path.addLines([outer[i], outer[(i + 1) % 8], inner[(i + 1) % 8], inner[i]])
                path.closeSubpath()
            }
            context.fill(facet, with: .color(palette.highlight.opacity(0.35)))
        }
        context.fill(Path { $0.addLines(inner); $0.closeSubpath() }, with: .color(palette.highlight.opacity(0.55)))
        for i in 0..<8 {
            context.stroke(Path { $0.move(to: inner[i]); $0.addLine(to: outer[i]) }, with: .color(palette.rim), lineWidth: max(0.5, r * 0.05))
        }
        context.stroke(Path { $0.addLines(outer); $0.closeSubpath() }, with: .color(palette.rim), lineWidth: r * 0.1)

    case .conch:
        // A shell: a rounded body narrowing to a point, a spiral on its crown and a lip.
        let body = Path { path in
            path.move(to: CGPoint(x: c.x, y: c.y - r))
            path.addQuadCurve(to: CGPoint(x: c.x + r * 0.85, y: c.y + r * 0.35), control: CGPoint(x: c.x + r * 0.95, y: c.y - r * 0.45))
            path.addQuadCurve(to: CGPoint(x: c.x, y: c.y + r), control: CGPoint(x: c.x + r * 0.6, y: c.y + r))
            path.addQuadCurve(to: CGPoint(x: c.x - r * 0.85, y: c.y + r * 0.35), control: CGPoint(x: c.x - r * 0.6, y: c.y + r))
            path.addQuadCurve(to: CGPoint(x: c.x, y: c.y - r), control: CGPoint(x: c.x - r * 0.95, y: c.y - r * 0.45))
        }
        context.fill(body, with: .linearGradient(
            Gradient(colors: [palette.highlight, palette.body]),
            startPoint: CGPoint(x: c.x, y: c.y - r), endPoint: CGPoint(x: c.x, y: c.y + r)))
        context.stroke(body, with: .color(palette.rim), lineWidth: r * 0.08)
        let spiral = Path { path in
            let turns = 2.25
            let steps = 40
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                let angle = t * turns * 2 * .pi
                let radius = r * 0.5 * (1 - t)
                let point = CGPoint(x: c.x + radius * cos(angle), y: c.y - r * 0.15 + radius * sin(angle))
                if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
        }
        context.stroke(spiral, with: .color(palette.rim), lineWidth: max(0.6, r * 0.07))
        let lip = Path { path in
            path.move(to: CGPoint(x: c.x - r * 0.45, y: c.y + r * 0.55))
            path.addQuadCurve(to: CGPoint(x: c.x + r * 0.45, y: c.y + r * 0.55), control: CGPoint(x: c.x, y: c.y + r * 0.85))
        }
        context.stroke(lip, with: .color(palette.rim.opacity(0.8)), lineWidth: max(0.6, r * 0.06))
    }
}

/// One token of `style`, as a view (setup screen, player strip, home).
struct TokenSwatch: View {
    let style: TokenStyle

    var body: some View {
        Canvas { context, size in
            drawToken(style, in: CGRect(origin: .zero, size: size).insetBy(dx: 1, dy: 1), context: context)
        }
        .accessibilityHidden(true)
    }
}
#endif
