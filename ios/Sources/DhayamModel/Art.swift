// The core's art (token styles' marks, one look on both phones) placed on the screen: a mark's
// points from the art's units (centre (0, 0), radius 1) to points round a centre at a radius,
// its colours as sRGB components. Platform-neutral, so it is compiled and tested on Linux; the
// SwiftUI side only hands each placed mark to a GraphicsContext, as Android's Compose side does.

import DhayamCore
import Foundation

/// An sRGB colour from the core's `0xAARRGGBB`, each component 0 to 1.
public struct Rgba: Equatable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(argb: UInt32) {
        red = Double((argb >> 16) & 0xFF) / 255
        green = Double((argb >> 8) & 0xFF) / 255
        blue = Double(argb & 0xFF) / 255
        alpha = Double(argb >> 24) / 255
    }
}

/// A gradient stop, placed.
public struct PlacedStop: Equatable, Sendable {
    public let location: Double
    public let colour: Rgba
}

/// A paint, placed.
public enum PlacedPaint: Equatable, Sendable {
    case solid(Rgba)
    case radial(centre: CGPoint, radius: Double, stops: [PlacedStop])
    case linear(from: CGPoint, to: CGPoint, stops: [PlacedStop])
    case sweep(centre: CGPoint, stops: [PlacedStop])
}

/// A path step, placed.
public enum PlacedStep: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, to: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case close
}

/// A shape, placed.
public enum PlacedShape: Equatable, Sendable {
    /// An ellipse filling the rectangle (a circle when it is square).
    case ellipse(CGRect)
    case path([PlacedStep])
}

/// A mark of the core's art, placed: fill it, or stroke it `lineWidth` wide.
public struct PlacedMark: Equatable, Sendable {
    public let shape: PlacedShape
    public let paint: PlacedPaint
    public let lineWidth: Double?
}

/// `marks` drawn round `centre` at `radius` points to the art's unit.
public func place(_ marks: [Mark], centre: CGPoint, radius: Double) -> [PlacedMark] {
    func point(_ p: Xy) -> CGPoint {
        CGPoint(x: centre.x + CGFloat(Double(p.x) * radius), y: centre.y + CGFloat(Double(p.y) * radius))
    }
    func ellipse(centre c: Xy, width: Float, height: Float) -> PlacedShape {
        let (at, w, h) = (point(c), Double(width) * radius, Double(height) * radius)
        return .ellipse(CGRect(x: at.x - CGFloat(w / 2), y: at.y - CGFloat(h / 2), width: CGFloat(w), height: CGFloat(h)))
    }
    func stops(_ stops: [Stop]) -> [PlacedStop] {
        stops.map { PlacedStop(location: Double($0.at), colour: Rgba(argb: $0.colour)) }
    }
    return marks.map { mark in
        let shape: PlacedShape
        switch mark.shape {
        case .circle(let c, let r):
            shape = ellipse(centre: c, width: 2 * r, height: 2 * r)
        case .oval(let c, let size):
            shape = ellipse(centre: c, width: size.x, height: size.y)
        case .path(let steps):
            shape = .path(steps.map { step in
                switch step {
                case .move(let to): .move(point(to))
                case .line(let to): .line(point(to))
                case .quad(let control, let to): .quad(control: point(control), to: point(to))
                case .cubic(let control1, let control2, let to):
                    .cubic(control1: point(control1), control2: point(control2), to: point(to))
                case .close: .close
                }
            })
        }
        let paint: PlacedPaint
        switch mark.paint {
        case .solid(let colour): paint = .solid(Rgba(argb: colour))
        case .radial(let c, let r, let s): paint = .radial(centre: point(c), radius: Double(r) * radius, stops: stops(s))
        case .linear(let from, let to, let s): paint = .linear(from: point(from), to: point(to), stops: stops(s))
        case .sweep(let c, let s): paint = .sweep(centre: point(c), stops: stops(s))
        }
        return PlacedMark(shape: shape, paint: paint, lineWidth: mark.stroke.map { Double($0) * radius })
    }
}

/// The token of `style` filling a square of `side` points centred on `centre`, at the radius
/// Android's token icons use (0.86 of half the side): room for the shadow, which reaches 1.12
/// of the radius below, and the conch's tips.
public func placedToken(_ style: TokenStyle, centre: CGPoint, side: Double) -> [PlacedMark] {
    place(tokenArt(style: style).marks, centre: centre, radius: side / 2 * 0.86)
}

/// The app's kolam emblem filling a square of `side` points centred on `centre`, with the crossed
/// sticks over it when `sticks` (Home; About and an empty Statistics draw it without).
public func placedEmblem(sticks: Bool, centre: CGPoint, side: Double) -> [PlacedMark] {
    place(emblemArt(sticks: sticks), centre: centre, radius: side / 2)
}
