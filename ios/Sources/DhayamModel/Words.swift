// The one place the core's words become a String: each sentence's key looked up in the app's
// text (a counted sentence in its plural form), its placeholders filled with the arguments —
// numbers, lists of throws, names that are keys themselves (a player's, a square's in its case).
// Which key, which arguments: always the core's.

import DhayamCore

/// The core's `Text` in one language.
public struct Words: Sendable {
    public let strings: Strings

    /// Words from `strings`.
    public init(strings: Strings) {
        self.strings = strings
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
        case .name(let key, let numbers): Strings.format(strings.template(key), numbers.map(String.init))
        }
    }
}
