// A stand-in, until Strings picks plural forms itself (that change is on its way separately):
// a counted key's text in each plural form, from the String Catalog's plural variations (the
// catalog's JSON, as tests read it) or from a bundle's compiled Localizable.stringsdict (a
// device). English and Tamil both have two forms: "one" for exactly 1, "other" for the rest.

import Foundation

public struct Plurals: Sendable {
    private let forms: @Sendable (_ key: String, _ form: String) -> String?

    public init(forms: @escaping @Sendable (_ key: String, _ form: String) -> String?) {
        self.forms = forms
    }

    /// No counted keys: every sentence takes its key's one text.
    public static let none = Plurals { _, _ in nil }

    /// The plural variations of a String Catalog's JSON in `code`, falling back to English.
    public static func catalog(_ json: Data, code: String) throws -> Plurals {
        let catalog = try JSONDecoder().decode(Catalog.self, from: json)
        let table = catalog.plurals(code)
        let english = catalog.plurals("en")
        return Plurals { key, form in table[key]?[form] ?? english[key]?[form] }
    }

    /// The plural forms compiled into `bundle`'s `code`.lproj, falling back to English.
    public static func bundle(_ bundle: Bundle, code: String) -> Plurals {
        let table = stringsdict(bundle, code)
        let english = stringsdict(bundle, "en")
        return Plurals { key, form in table[key]?[form] ?? english[key]?[form] }
    }

    /// The text of counted `key` for `count`, in its form or else in "other".
    public func template(_ key: String, count: UInt32) -> String? {
        forms(key, count == 1 ? "one" : "other") ?? forms(key, "other")
    }

    /// Each counted key of an lproj's stringsdict as {form: text}: the format's one variable
    /// (`%#@name@`) replaced by that variable's text in each form.
    private static func stringsdict(_ bundle: Bundle, _ code: String) -> [String: [String: String]] {
        guard let path = bundle.path(forResource: code, ofType: "lproj"),
            let data = FileManager.default.contents(atPath: path + "/Localizable.stringsdict"),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
                as? [String: Any]
        else { return [:] }
        return plist.compactMapValues { value -> [String: String]? in
            guard let entry = value as? [String: Any],
                let format = entry["NSStringLocalizedFormatKey"] as? String,
                let start = format.range(of: "#@"),
                let end = format[start.upperBound...].firstIndex(of: "@"),
                let variable = entry[String(format[start.upperBound..<end])] as? [String: Any],
                // The whole `%#@name@` (with any `N$` after the %) gives way to the form's text.
                let from = format[..<start.lowerBound].lastIndex(of: "%")
            else { return nil }
            let forms = variable.compactMapValues { $0 as? String }.filter { !$0.key.hasPrefix("NS") }
            return forms.mapValues {
                format.replacingCharacters(in: from...end, with: $0)
            }
        }
    }
}

/// The parts of a String Catalog read here.
private struct Catalog: Decodable {
    struct Entry: Decodable {
        var localizations: [String: Localization]?
    }
    struct Localization: Decodable {
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

    var strings: [String: Entry]

    func plurals(_ code: String) -> [String: [String: String]] {
        strings.compactMapValues { entry in
            entry.localizations?[code]?.variations?.plural?.compactMapValues(\.stringUnit?.value)
        }
    }
}
