// The one place the core's words become a String: each sentence's key looked up in the app's
// text (a counted sentence in its plural form), its placeholders filled with the arguments —
// numbers, lists of throws, squares as a player calls them, names that are keys themselves.
// Which key, which arguments: always the core's.

import DhayamCore

/// The core's `Text` in one language.
public struct Words: Sendable {
    public let strings: Strings
    private let names: [UInt32: SquareName]

    /// Words from `strings`, naming squares as a player calls them on `layout` (the board of the
    /// game on screen).
    public init(strings: Strings, layout: BoardLayout? = nil) {
        self.strings = strings
        names = Dictionary(
            (layout?.squares ?? []).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// The whole text: its sentences, joined with a space.
    public func callAsFunction(_ text: Text) -> String {
        text.sentences.map(sentence).joined(separator: " ")
    }

    /// One sentence, in its plural form when it is counted.
    public func sentence(_ sentence: Sentence) -> String {
        let template = sentence.count.map { strings.template(sentence.key, count: Int($0)) }
        return Strings.format(template ?? strings.template(sentence.key), sentence.args.map(argument))
    }

    /// What fills one placeholder.
    public func argument(_ argument: TextArg) -> String {
        switch argument {
        case .number(let value): String(value)
        case .numbers(let values): values.map(String.init).joined(separator: ", ")
        case .square(let square): self.square(square)
        case .name(let key, let numbers): Strings.format(strings.template(key), numbers.map(String.init))
        }
    }

    /// A square as a player calls it (the core's name: a number, the Oval, the centre), never the
    /// notation's row-and-column label; without a board, its id.
    public func square(_ id: UInt32) -> String {
        switch names[id] {
        case .number(let value): String(value)
        case .oval: strings.template("square_oval")
        case .centre: strings.template("square_centre")
        case nil: String(id)
        }
    }
}
