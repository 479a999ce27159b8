// The core's token art placed for drawing (issue 17's one look): both phones draw the marks the
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
