// The app's text by key, in English or Tamil. The keys are Android's strings.xml names; the text
// is in Localizable.xcstrings (generated from Android's files by scripts/strings_from_android.py).
// On a device the compiled catalog is read from the app bundle's en.lproj / ta.lproj; tests read
// the catalog's JSON. Placeholders are the catalog's `%1$@` (text) and `%1$lld` (number). A
// counted key (Android's <plurals>, the catalog's plural variations) has a text per plural form,
// "one" and "other" in English and Tamil; `strings(key, count: n, …)` picks the form for n.

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
    private let plural: @Sendable (_ key: String, _ form: String) -> String?
    private let pluralFallback: @Sendable (_ key: String, _ form: String) -> String?

    /// `lookup` and `fallback` give a key's text; `plural` and `pluralFallback` a counted key's
    /// text in one plural form ("one", "other").
    public init(
        code: String, lookup: @escaping @Sendable (String) -> String?,
        fallback: @escaping @Sendable (String) -> String? = { _ in nil },
        plural: @escaping @Sendable (_ key: String, _ form: String) -> String? = { _, _ in nil },
        pluralFallback: @escaping @Sendable (_ key: String, _ form: String) -> String? = { _, _ in nil }
    ) {
        self.code = code
        self.lookup = lookup
        self.fallback = fallback
        self.plural = plural
        self.pluralFallback = pluralFallback
    }

    /// The plural form `count` takes in language `code`. English and Tamil (CLDR) both have two:
    /// "one" for exactly 1, "other" for every other count, 0 included.
    public static func pluralForm(_ count: Int, code: String) -> String {
        count == 1 ? "one" : "other"
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
        let plurals = catalog.plurals(code)
        let englishPlurals = catalog.plurals(catalog.sourceLanguage)
        return Strings(
            code: code, lookup: { table[$0] }, fallback: { english[$0] },
            plural: { plurals[$0]?[$1] }, pluralFallback: { englishPlurals[$0]?[$1] })
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
        // A counted key is compiled into the lproj's Localizable.stringsdict; its forms are read
        // from there, so the same `format` fills every placeholder.
        func plurals(_ code: String) -> (@Sendable (String, String) -> String?) {
            guard let path = bundle.path(forResource: code, ofType: "lproj"),
                let data = FileManager.default.contents(
                    atPath: URL(fileURLWithPath: path)
                        .appendingPathComponent("Localizable.stringsdict").path),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
                    as? [String: Any]
            else { return { _, _ in nil } }
            let forms = Self.stringsdictForms(plist)
            return { key, form in forms[key]?[form] }
        }
        return Strings(
            code: code, lookup: table(code), fallback: table("en"),
            plural: plurals(code), pluralFallback: plurals("en"))
    }

    /// Each counted key of a stringsdict as {form: the whole text in that form}: every `%#@name@`
    /// of its NSStringLocalizedFormatKey replaced by variable `name`'s text in the form (or its
    /// "other" text).
    static func stringsdictForms(_ plist: [String: Any]) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for (key, value) in plist {
            guard let entry = value as? [String: Any],
                let format = entry["NSStringLocalizedFormatKey"] as? String
            else { continue }
            let variables = entry.compactMapValues { $0 as? [String: Any] }
            let forms = Set(variables.values.flatMap { $0.keys.filter { !$0.hasPrefix("NS") } })
            var texts: [String: String] = [:]
            for form in forms {
                texts[form] = substituteVariables(format) { name in
                    (variables[name]?[form] ?? variables[name]?["other"]) as? String
                }
            }
            result[key] = texts
        }
        return result
    }

    /// `format` with each `%#@name@` (or `%N$#@name@`) replaced by `text(name)`.
    private static func substituteVariables(
        _ format: String, _ text: (String) -> String?
    ) -> String {
        var result = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var after = rest[rest.index(after: percent)...]
            let digits = after.prefix(while: \.isNumber)
            if !digits.isEmpty, after.dropFirst(digits.count).first == "$" {
                after = after.dropFirst(digits.count + 1)
            }
            if after.hasPrefix("#@"), let end = after.dropFirst(2).firstIndex(of: "@") {
                let name = String(after[after.index(after.startIndex, offsetBy: 2)..<end])
                result += text(name) ?? ""
                rest = after[after.index(after: end)...]
            } else {
                result += "%"
                rest = rest[rest.index(after: percent)...]
            }
        }
        return result + rest
    }

    /// The text of `key` with `arguments` in its placeholders; the key itself if no language
    /// has it (tests/strings proves every key has both).
    public func callAsFunction(_ key: String, _ arguments: any StringArgument...) -> String {
        Self.format(template(key), arguments.map(\.argumentText))
    }

    /// The unfilled text of `key`; the key itself if no language has it.
    public func template(_ key: String) -> String {
        lookup(key) ?? fallback(key) ?? key
    }

    /// The text of counted `key` in the plural form `count` takes, with `arguments` in its
    /// placeholders (the count is usually the first of them: "%1$lld cuts"). Falls back to
    /// English, then to the key's uncounted text, then to the key itself.
    public func callAsFunction(
        _ key: String, count: Int, _ arguments: any StringArgument...
    ) -> String {
        Self.format(template(key, count: count), arguments.map(\.argumentText))
    }

    /// The unfilled text of counted `key` in the plural form `count` takes, with the fallbacks
    /// above.
    public func template(_ key: String, count: Int) -> String {
        plural(key, Self.pluralForm(count, code: code)) ?? plural(key, "other")
            ?? pluralFallback(key, Self.pluralForm(count, code: "en"))
            ?? pluralFallback(key, "other") ?? template(key)
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
        var variations: Variations?
    }
    struct Variations: Decodable {
        var plural: [String: Form]?
    }
    struct Form: Decodable {
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

    /// Counted keys' texts in `code`, by key and plural form.
    func plurals(_ code: String) -> [String: [String: String]] {
        strings.compactMapValues { entry in
            entry.localizations?[code]?.variations?.plural?.compactMapValues(\.stringUnit?.value)
        }
    }
}
