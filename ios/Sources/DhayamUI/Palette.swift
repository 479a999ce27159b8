// The board skins' colours, from the core's palettes (the same Android draws with): one source
// for both phones' look. The skin a game has comes from the core (GameScreenView.skin), each
// player's token style too; a token style's own colour is its art's main colour.

#if canImport(SwiftUI)
import SwiftUI
import DhayamModel

/// A board skin's colours, as SwiftUI colours.
struct BoardColours {
    let skin: BoardSkin
    /// The cloth (or floor) everything is drawn on.
    let cloth: Color
    /// The embroidered border's deeper band.
    let clothDeep: Color
    /// The border motifs' thread.
    let embroidery: Color
    /// Every square's outline.
    let line: Color
    /// The X on safe squares.
    let safeMark: Color
    /// The goal and its outline.
    let goal: Color
    let goalLine: Color
    /// The home circles and their outline.
    let homeFill: Color
    let homeLine: Color
    /// Numbers and labels on squares.
    let label: Color
    /// Paramapadam's two square colours.
    let numberedLight: Color
    let numberedDark: Color
    /// The ring round a legal destination and a picked coin.
    let highlight: Color
    /// Paramapadam's ladders, snakes and the snakes' pattern.
    let ladder: Color
    let snake: Color
    let snakePattern: Color
    /// Every other snake, a shade browner, so crossing snakes can be told apart.
    let snakeSecond: Color
    /// The snakes' tongues, the whites of their eyes and their pupils.
    let snakeTongue: Color
    let snakeEye: Color
    let snakePupil: Color

    static func of(_ skin: BoardSkin) -> BoardColours {
        let p = skinPalette(skin: skin)
        return BoardColours(
            skin: skin, cloth: Color(argb: p.cloth), clothDeep: Color(argb: p.clothDeep),
            embroidery: Color(argb: p.embroidery), line: Color(argb: p.line),
            safeMark: Color(argb: p.safeMark), goal: Color(argb: p.goal), goalLine: Color(argb: p.goalLine),
            homeFill: Color(argb: p.homeFill), homeLine: Color(argb: p.homeLine), label: Color(argb: p.label),
            numberedLight: Color(argb: p.numberedLight), numberedDark: Color(argb: p.numberedDark),
            highlight: Color(argb: p.highlight), ladder: Color(argb: p.ladder), snake: Color(argb: p.snake),
            snakePattern: Color(argb: p.snakePattern), snakeSecond: Color(argb: p.snakeSecond),
            snakeTongue: Color(argb: p.snakeTongue), snakeEye: Color(argb: p.snakeEye),
            snakePupil: Color(argb: p.snakePupil))
    }

    /// The fill of a square of `kind`, as the core gives it.
    func fill(_ kind: SquareKind) -> Color {
        Color(argb: squareFill(skin: skin, kind: kind))
    }
}

/// A token style's main colour (home tints, badges), from its art.
func tokenColour(_ style: TokenStyle) -> Color {
    Color(argb: tokenArt(style: style).main)
}
#endif
