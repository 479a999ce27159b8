// The six token styles, drawn from the core's art (the same marks Android draws): each placed
// mark handed to the GraphicsContext as the path and shading it names.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

/// Draw a token of `style` filling `rect` (a square) in `context`.
func drawToken(_ style: TokenStyle, in rect: CGRect, context: GraphicsContext) {
    let side = Double(min(rect.width, rect.height))
    draw(placedToken(style, centre: CGPoint(x: rect.midX, y: rect.midY), side: side), in: context)
}

/// Draw placed marks of the core's art, in order.
func draw(_ marks: [PlacedMark], in context: GraphicsContext) {
    for mark in marks {
        let path = Path(mark.shape)
        let shading = GraphicsContext.Shading(mark.paint)
        if let width = mark.lineWidth {
            context.stroke(path, with: shading, lineWidth: CGFloat(width))
        } else {
            context.fill(path, with: shading)
        }
    }
}

extension Color {
    /// A colour of the core's look.
    init(_ rgba: Rgba) {
        self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }

    /// A colour of the core's look, from its `0xAARRGGBB`.
    init(argb: UInt32) {
        self.init(Rgba(argb: argb))
    }
}

extension Path {
    init(_ shape: PlacedShape) {
        self.init()
        switch shape {
        case .ellipse(let rect):
            addEllipse(in: rect)
        case .path(let steps):
            for step in steps {
                switch step {
                case .move(let to): move(to: to)
                case .line(let to): addLine(to: to)
                case .quad(let control, let to): addQuadCurve(to: to, control: control)
                case .cubic(let control1, let control2, let to): addCurve(to: to, control1: control1, control2: control2)
                case .close: closeSubpath()
                }
            }
        }
    }
}

extension GraphicsContext.Shading {
    init(_ paint: PlacedPaint) {
        func gradient(_ stops: [PlacedStop]) -> Gradient {
            Gradient(stops: stops.map { Gradient.Stop(color: Color($0.colour), location: $0.location) })
        }
        switch paint {
        case .solid(let colour):
            self = .color(Color(colour))
        case .radial(let centre, let radius, let stops):
            self = .radialGradient(gradient(stops), center: centre, startRadius: 0, endRadius: CGFloat(radius))
        case .linear(let from, let to, let stops):
            self = .linearGradient(gradient(stops), startPoint: from, endPoint: to)
        case .sweep(let centre, let stops):
            self = .conicGradient(gradient(stops), center: centre, angle: .zero)
        }
    }
}

/// One token of `style`, as a view (setup screen, player strip, home).
/// The app's kolam emblem, as Android draws it: the core's marks.
struct Emblem: View {
    var sticks = true

    var body: some View {
        Canvas { context, size in
            let side = Double(min(size.width, size.height))
            draw(placedEmblem(sticks: sticks, centre: CGPoint(x: size.width / 2, y: size.height / 2), side: side), in: context)
        }
        .accessibilityHidden(true)
    }
}

struct TokenSwatch: View {
    let style: TokenStyle

    var body: some View {
        Canvas { context, size in
            drawToken(style, in: CGRect(origin: .zero, size: size), context: context)
        }
        .accessibilityHidden(true)
    }
}
#endif
