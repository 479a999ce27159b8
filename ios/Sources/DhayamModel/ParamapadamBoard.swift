// Paramapadam's board as both phones draw it: its numbered squares in two tones like a
// chequerboard, its ladders under its snakes, and every other snake in the second tone so that
// crossing snakes can be told apart. Android draws by the same two rules.

import DhayamCore

extension Square {
    /// A numbered square takes the light tone: the squares alternate like a chequerboard.
    public var light: Bool {
        Int((centre.x + centre.y).rounded()) % 2 == 0
    }
}

extension BoardLayout {
    /// The ladders' courses, drawn first.
    public var ladders: [Course] {
        links.filter(\.isLadder).map(\.course)
    }

    /// The snakes' courses, drawn over the ladders, each with whether it takes the second tone.
    public var snakes: [(course: Course, second: Bool)] {
        links.filter { !$0.isLadder }.enumerated().map { ($1.course, $0 % 2 == 1) }
    }
}
