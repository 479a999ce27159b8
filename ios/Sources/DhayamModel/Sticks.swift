// The two Dayakattai sticks as the game screen shows them: each stick's face in pips and the
// throw's value, or, before any throw, two blank sticks dimmed and a dash.

import DhayamCore

/// The sticks on show.
public struct SticksFace: Equatable, Sendable {
    /// Each stick's face, in pips, in the order thrown (two blank faces before any throw). The
    /// core carries a face as a UInt32; its stick art takes the UInt8 it draws.
    public let pips: [UInt8]
    /// The throw's value, or "–" before any throw.
    public let value: String
    /// No throw yet: the sticks are drawn dimmed.
    public let dimmed: Bool

    public init(_ sticks: Throw?) {
        pips = (sticks?.faces ?? [0, 0]).map { UInt8(clamping: $0) }
        value = sticks.map { String($0.value) } ?? "–"
        dimmed = sticks == nil
    }
}
