// The one place the core's words become a String: each sentence's key looked up in the app's
// text (a counted sentence in its plural form), its placeholders filled with the arguments —
// numbers, lists of throws, squares as the board labels them, names that are keys themselves.
// Which key, which arguments: always the core's.

import DhayamCore

/// The core's `Text` in one language.
public struct Words: Sendable {
    public let strings: Strings
    private let plurals: Plurals
    private let labels: [UInt32: String]

    /// Words from `strings` (and `plurals`, for counted keys), naming squares as `layout` labels
    /// them (the board of the game on screen).
    public init(strings: Strings, plurals: Plurals = .none, layout: BoardLayout? = nil) {
        self.strings = strings
        self.plurals = plurals
        labels = Dictionary(
            (layout?.squares ?? []).map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first })
    }

    /// The whole text: its sentences, joined with a space.
    public func callAsFunction(_ text: Text) -> String {
        text.sentences.map(sentence).joined(separator: " ")
    }

    /// One sentence, in its plural form when it is counted.
    public func sentence(_ sentence: Sentence) -> String {
        let arguments = sentence.args.map(argument)
        if let count = sentence.count, let template = plurals.template(sentence.key, count: count) {
            return Strings.format(template, arguments)
        }
        return strings.text(sentence.key, arguments)
    }

    /// What fills one placeholder.
    public func argument(_ argument: TextArg) -> String {
        switch argument {
        case .number(let value): String(value)
        case .numbers(let values): values.map(String.init).joined(separator: ", ")
        case .square(let square): self.square(square)
        case .name(let key, let numbers): strings.text(key, numbers.map(String.init))
        }
    }

    /// A square as the board labels it.
    public func square(_ id: UInt32) -> String {
        labels[id] ?? String(id)
    }
}

extension Strings {
    /// The text of `key` with `arguments` in its placeholders (at most five, as many as the
    /// core's keys take and more).
    func text(_ key: String, _ arguments: [String]) -> String {
        let a = arguments + Array(repeating: "", count: max(0, 5 - arguments.count))
        switch arguments.count {
        case 0: return self(key)
        case 1: return self(key, a[0])
        case 2: return self(key, a[0], a[1])
        case 3: return self(key, a[0], a[1], a[2])
        case 4: return self(key, a[0], a[1], a[2], a[3])
        default: return self(key, a[0], a[1], a[2], a[3], a[4])
        }
    }
}
