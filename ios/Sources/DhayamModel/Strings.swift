// The app's text by key, in English or Tamil. The keys are Android's strings.xml names; the text
// is in Localizable.xcstrings (generated from Android's files by scripts/strings_from_android.py).
// On a device the compiled catalog is read from the app bundle's en.lproj / ta.lproj; tests read
// the catalog's JSON. Placeholders are the catalog's `%1$@` (text) and `%1$lld` (number).

import DhayamCore
import Foundation

/// A value put into a string's placeholder.
public protocol StringArgument {
    var argumentText: String { get }
}

extension String: StringArgument {
    public var argumentText: String { self }
}

extension Int: StringArgument {
    public var argumentText: String { String(self) }
}

extension UInt32: StringArgument {
    public var argumentText: String { String(self) }
}

extension Int64: StringArgument {
    public var argumentText: String { String(self) }
}

extension UInt64: StringArgument {
    public var argumentText: String { String(self) }
}

/// The app's text in one language.
public struct Strings: Sendable {
    /// The language's code in the catalog: "en" or "ta".
    public let code: String
    private let lookup: @Sendable (String) -> String?
    private let fallback: @Sendable (String) -> String?

    public init(
        code: String, lookup: @escaping @Sendable (String) -> String?,
        fallback: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.code = code
        self.lookup = lookup
        self.fallback = fallback
    }

    /// The catalog code for `language`; `preferred` are the system's languages, most wanted first.
    public static func code(for language: Language, preferred: [String]) -> String {
        switch language {
        case .english: "en"
        case .tamil: "ta"
        case .system: preferred.first?.lowercased().hasPrefix("ta") == true ? "ta" : "en"
        }
    }

    /// The text of a String Catalog's JSON in `code`, falling back to English.
    public static func catalog(_ json: Data, code: String) throws -> Strings {
        let catalog = try JSONDecoder().decode(Catalog.self, from: json)
        let table = catalog.table(code)
        let english = catalog.table(catalog.sourceLanguage)
        return Strings(code: code, lookup: { table[$0] }, fallback: { english[$0] })
    }

    /// The text compiled into `bundle`'s `code`.lproj, falling back to English.
    public static func bundle(_ bundle: Bundle, code: String) -> Strings {
        func table(_ code: String) -> (@Sendable (String) -> String?) {
            guard let path = bundle.path(forResource: code, ofType: "lproj"),
                let localized = Bundle(path: path)
            else { return { _ in nil } }
            let name = localized.bundlePath
            return { key in
                let text = Bundle(path: name)?.localizedString(forKey: key, value: "\u{0}", table: nil)
                return text == "\u{0}" ? nil : text
            }
        }
        return Strings(code: code, lookup: table(code), fallback: table("en"))
    }

    /// The text of `key` with `arguments` in its placeholders; the key itself if no language
    /// has it (tests/strings proves every key has both).
    public func callAsFunction(_ key: String, _ arguments: any StringArgument...) -> String {
        let template = lookup(key) ?? fallback(key) ?? key
        return Self.format(template, arguments.map(\.argumentText))
    }

    /// Fill `%N$@`, `%N$lld`, `%@`, `%lld`, `%d` placeholders in order (or by position) and turn
    /// `%%` into `%`.
    public static func format(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            var position: Int?
            let digits = rest.prefix(while: \.isNumber)
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                rest = rest.dropFirst(digits.count + 1)
            }
            let spec = ["@", "lld", "ld", "d", "s"].first { rest.hasPrefix($0) }
            guard let spec else {
                result += "%"
                continue
            }
            rest = rest.dropFirst(spec.count)
            let index = (position ?? (next + 1)) - 1
            next = index + 1
            result += arguments.indices.contains(index) ? arguments[index] : ""
        }
        return result + rest
    }
}

/// The parts of a String Catalog read here.
private struct Catalog: Decodable {
    struct Entry: Decodable {
        var localizations: [String: Localization]?
    }
    struct Localization: Decodable {
        var stringUnit: StringUnit?
    }
    struct StringUnit: Decodable {
        var value: String
    }

    var sourceLanguage: String
    var strings: [String: Entry]

    func table(_ code: String) -> [String: String] {
        strings.compactMapValues { $0.localizations?[code]?.stringUnit?.value }
    }
}
