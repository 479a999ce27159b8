// The core's token art placed for drawing: both phones draw the marks the
// core gives, so iOS's tokens are Android's; these check the placing, on the real core's art.

import DhayamModel
import Foundation
import Testing

@Test func everyTokenStyleIsTheCoresArtPlacedInsideItsSquare() {
    for style in tokenStyles() {
        let art = tokenArt(style: style)
        let placed = placedToken(style, centre: CGPoint(x: 50, y: 50), side: 44)
        #expect(placed.count == art.marks.count, "\(style): one placed mark per mark of the core")
        for mark in placed {
            if case .ellipse(let rect) = mark.shape {
                #expect(rect.minX >= 28 && rect.maxX <= 72 && rect.minY >= 28 && rect.maxY <= 72, "\(style): \(rect) inside the 44-point square")
            }
        }
    }
}

@Test func theShadowIsTheFirstMarkAndColoursAreTheCoresArgb() {
    let placed = placedToken(.pearl, centre: .zero, side: 22)
    // The core's shadow: black at 71/255, a circle 0.96 of the radius (22 / 2 * 0.86 = 9.46
    // points here), 0.1 of it right and 0.16 below.
    guard case .solid(let shadow) = placed[0].paint, case .ellipse(let rect) = placed[0].shape else {
        Issue.record("the first mark is not the solid shadow: \(placed[0])")
        return
    }
    #expect(shadow == Rgba(argb: 0x4700_0000))
    #expect(abs(shadow.alpha - 71.0 / 255) < 1e-9)
    #expect(abs(Double(rect.width) - 2 * 0.96 * 9.46) < 1e-4)
    #expect(abs(Double(rect.midX) - 0.946) < 1e-4 && abs(Double(rect.midY) - 1.5136) < 1e-4)
    #expect(placed[0].lineWidth == nil)
}

@Test func aPathsPointsAreScaledAndMovedToTheCentre() {
    let marks = [Mark(
        shape: .path(steps: [.move(to: Xy(x: 0, y: -1)), .line(to: Xy(x: 1, y: 0)), .close]),
        paint: .solid(colour: 0xFF10_2030), stroke: 0.5)]
    let placed = place(marks, centre: CGPoint(x: 10, y: 20), radius: 4)
    #expect(placed[0].shape == .path([.move(CGPoint(x: 10, y: 16)), .line(CGPoint(x: 14, y: 20)), .close]))
    #expect(placed[0].lineWidth == 2)
    #expect(placed[0].paint == .solid(Rgba(argb: 0xFF10_2030)))
}

@Test func theEmblemIsTheCoresKolamPlacedInsideItsSquareWithTheSticksOnHomeOnly() {
    let plain = placedEmblem(sticks: false, centre: CGPoint(x: 100, y: 100), side: 200)
    let home = placedEmblem(sticks: true, centre: CGPoint(x: 100, y: 100), side: 200)
    #expect(plain.count == emblemArt(sticks: false).count)
    #expect(home.count > plain.count, "the crossed sticks are drawn over the kolam on Home")
    // The medallion first: the whole square, in the core's radial terracotta.
    guard case .ellipse(let disc) = plain[0].shape, case .radial = plain[0].paint else {
        Issue.record("the first mark is not the medallion: \(plain[0])")
        return
    }
    #expect(abs(Double(disc.width) - 200) < 1e-3 && abs(Double(disc.midX) - 100) < 1e-3)
}

@Test func theLayoutsSnakesAndLaddersAreDrawnOnTheCoresCourses() {
    let layout = boardLayout(game: .paramapadam)
    for link in layout.links {
        switch link.course {
        case .ladder(let rails, let rungs):
            #expect(link.isLadder && rails.count == 2 && !rungs.isEmpty)
        case .snake(let spine, let widths, let facing):
            #expect(!link.isLadder && spine.count == widths.count && spine.count > 2)
            #expect(abs(hypot(Double(facing.x), Double(facing.y)) - 1) < 1e-3)
        }
    }
}

@Test func aSticksArtFillsABoxOfItsAspectAtHalfItsHeight() {
    let art = stickArt(pips: 2)
    #expect(abs(Double(art.aspect) - 112.0 / 18.0) < 1e-4)
    // Drawn in a 112 x 18 box: the bar (the second mark; the shadow is first) spans it.
    let placed = place(art.marks, centre: CGPoint(x: 56, y: 9), radius: 9)
    guard case .path(let steps) = placed[1].shape else {
        Issue.record("the bar is not a path: \(placed[1])")
        return
    }
    let xs = steps.compactMap { step -> CGFloat? in
        switch step {
        case .move(let p), .line(let p): p.x
        case .quad(_, let to): to.x
        default: nil
        }
    }
    #expect(abs(Double(xs.min() ?? -1)) < 1e-3 && abs(Double(xs.max() ?? 0) - 112) < 1e-3)
}
