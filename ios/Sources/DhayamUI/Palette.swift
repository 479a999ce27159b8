// The colours of the five board skins and the six token styles. Purely cosmetic: the skin a game
// has comes from the core (GameView.skin), the token style of each player too.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

/// A board skin's colours.
struct SkinPalette {
    /// The cloth or board behind everything.
    var cloth: Color
    /// A square's fill.
    var square: Color
    /// Square edges and lines.
    var line: Color
    /// The X of a safe square.
    var safe: Color
    /// The goal (the Oval, the centre, square 132).
    var goal: Color
    /// Labels on squares.
    var label: Color

    static func of(_ skin: BoardSkin) -> SkinPalette {
        switch skin {
        case .default:
            SkinPalette(
                cloth: Color(red: 0.93, green: 0.86, blue: 0.72),
                square: Color(red: 0.98, green: 0.94, blue: 0.85),
                line: Color(red: 0.45, green: 0.28, blue: 0.16),
                safe: Color(red: 0.70, green: 0.20, blue: 0.15),
                goal: Color(red: 0.85, green: 0.65, blue: 0.25),
                label: Color(red: 0.45, green: 0.28, blue: 0.16).opacity(0.7))
        case .ruby:
            SkinPalette(
                cloth: Color(red: 0.45, green: 0.05, blue: 0.10),
                square: Color(red: 0.62, green: 0.12, blue: 0.17),
                line: Color(red: 0.98, green: 0.82, blue: 0.55),
                safe: Color(red: 1.00, green: 0.90, blue: 0.60),
                goal: Color(red: 0.90, green: 0.70, blue: 0.30),
                label: Color(red: 0.98, green: 0.86, blue: 0.70).opacity(0.8))
        case .emerald:
            SkinPalette(
                cloth: Color(red: 0.04, green: 0.30, blue: 0.20),
                square: Color(red: 0.10, green: 0.45, blue: 0.31),
                line: Color(red: 0.86, green: 0.78, blue: 0.50),
                safe: Color(red: 0.98, green: 0.88, blue: 0.55),
                goal: Color(red: 0.85, green: 0.70, blue: 0.30),
                label: Color.white.opacity(0.75))
        case .ivory:
            SkinPalette(
                cloth: Color(red: 0.97, green: 0.95, blue: 0.89),
                square: Color.white,
                line: Color(red: 0.35, green: 0.33, blue: 0.30),
                safe: Color(red: 0.55, green: 0.15, blue: 0.15),
                goal: Color(red: 0.80, green: 0.72, blue: 0.55),
                label: Color(red: 0.35, green: 0.33, blue: 0.30).opacity(0.6))
        case .sapphire:
            SkinPalette(
                cloth: Color(red: 0.06, green: 0.14, blue: 0.40),
                square: Color(red: 0.13, green: 0.25, blue: 0.58),
                line: Color(red: 0.80, green: 0.86, blue: 0.98),
                safe: Color(red: 0.98, green: 0.84, blue: 0.40),
                goal: Color(red: 0.85, green: 0.75, blue: 0.40),
                label: Color.white.opacity(0.75))
        }
    }
}

/// A token style's colours: its body, a darker rim and a light highlight.
struct TokenPalette {
    var body: Color
    var rim: Color
    var highlight: Color

    static func of(_ style: TokenStyle) -> TokenPalette {
        switch style {
        case .terracotta:
            TokenPalette(
                body: Color(red: 0.78, green: 0.36, blue: 0.22),
                rim: Color(red: 0.50, green: 0.20, blue: 0.12),
                highlight: Color(red: 0.92, green: 0.58, blue: 0.42))
        case .brassBall:
            TokenPalette(
                body: Color(red: 0.80, green: 0.62, blue: 0.22),
                rim: Color(red: 0.50, green: 0.36, blue: 0.08),
                highlight: Color(red: 1.00, green: 0.92, blue: 0.62))
        case .lotusCoin:
            TokenPalette(
                body: Color(red: 0.93, green: 0.55, blue: 0.68),
                rim: Color(red: 0.62, green: 0.22, blue: 0.38),
                highlight: Color(red: 1.00, green: 0.85, blue: 0.90))
        case .pearl:
            TokenPalette(
                body: Color(red: 0.94, green: 0.93, blue: 0.90),
                rim: Color(red: 0.62, green: 0.60, blue: 0.58),
                highlight: Color.white)
        case .emerald:
            TokenPalette(
                body: Color(red: 0.10, green: 0.62, blue: 0.38),
                rim: Color(red: 0.03, green: 0.32, blue: 0.18),
                highlight: Color(red: 0.60, green: 0.95, blue: 0.75))
        case .conch:
            TokenPalette(
                body: Color(red: 0.98, green: 0.90, blue: 0.82),
                rim: Color(red: 0.70, green: 0.52, blue: 0.42),
                highlight: Color(red: 1.00, green: 0.78, blue: 0.70))
        }
    }
}
#endif
