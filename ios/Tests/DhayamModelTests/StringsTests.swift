// The app's text from the String Catalog: every key the model names exists in English and
// Tamil, placeholders are filled by position, and the language follows the setting.

import DhayamModel
import Foundation
import Testing

private let catalog = try! Data(
    contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Dhayam/Resources/Localizable.xcstrings"))

@Test func everyNameTheModelUsesHasEnglishAndTamilText() throws {
    var keys: [String] = GameKind.all.flatMap { [$0.nameKey, $0.blurbKey, $0.rulesSummaryKey] }
    keys += Level.all.map(\.nameKey)
    keys += tokenStyles().map(\.nameKey)
    keys += boardSkins().map(\.nameKey)
    keys += presets().map(\.preset.nameKey)
    keys += presets().map(\.preset.detailKey)
    keys += Language.all.map(\.nameKey)
    keys += [SeatKind.human.nameKey, SeatKind.computer(level: .easy).nameKey]
    for code in ["en", "ta"] {
        let strings = try Strings.catalog(catalog, code: code)
        for key in keys {
            #expect(strings(key) != key, "\(key) has no text in \(code)")
            #expect(!strings(key).isEmpty)
        }
    }
}

@Test func placeholdersAreFilledByPosition() throws {
    let english = try Strings.catalog(catalog, code: "en")
    #expect(english("home_resume_detail", "Dhayam", 2) == "Dhayam with 2 players")
    #expect(english("stats_percent", 75) == "75%")
    #expect(english.player(1) == "Player 2")
    let tamil = try Strings.catalog(catalog, code: "ta")
    #expect(tamil.player(0).hasSuffix(" 1"))
    #expect(tamil("player_n", 1) != english("player_n", 1))
    #expect(Strings.format("%2$@ then %1$lld", ["1", "b"]) == "b then 1")
}

@Test func aCountedKeyTakesThePluralFormOfItsCount() throws {
    let english = try Strings.catalog(catalog, code: "en")
    #expect(english("event_computer_turn_cuts", count: 1, 1) == "Made 1 cut.")
    #expect(english("event_computer_turn_cuts", count: 3, 3) == "Made 3 cuts.")
    #expect(english("event_computer_turn_cuts", count: 0, 0) == "Made 0 cuts.")
    let tamil = try Strings.catalog(catalog, code: "ta")
    #expect(tamil("event_computer_turn_cuts", count: 1, 1) == "1 காயை வெட்டினார்.")
    #expect(tamil("event_computer_turn_cuts", count: 2, 2) == "2 காய்களை வெட்டினார்.")
    #expect(Strings.pluralForm(1, code: "ta") == "one")
    #expect(Strings.pluralForm(0, code: "en") == "other")
    #expect(english("player_n", count: 2, 2) == "Player 2", "an uncounted key is its one text")
}

@Test func aCountedKeyOnTheDeviceIsReadFromTheCompiledStringsdict() throws {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("strings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func stringsdict(_ code: String, _ entries: [String: (one: String, other: String)]) throws {
        let plist = entries.mapValues { forms -> [String: Any] in
            [
                "NSStringLocalizedFormatKey": "%#@count@",
                "count": [
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
                    "NSStringFormatValueTypeKey": "lld", "one": forms.one, "other": forms.other,
                ],
            ]
        }
        let lproj = folder.appendingPathComponent("\(code).lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
    }
    try stringsdict("en", [
        "cuts": ("Made %1$lld cut.", "Made %1$lld cuts."),
        "snakes": ("Slid down %1$lld snake.", "Slid down %1$lld snakes."),
    ])
    try stringsdict("ta", ["cuts": ("%1$lld காயை வெட்டினார்.", "%1$lld காய்களை வெட்டினார்.")])
    let bundle = try #require(Bundle(path: folder.path))
    let tamil = Strings.bundle(bundle, code: "ta")
    #expect(tamil("cuts", count: 1, 1) == "1 காயை வெட்டினார்.")
    #expect(tamil("cuts", count: 4, 4) == "4 காய்களை வெட்டினார்.")
    #expect(tamil("snakes", count: 2, 2) == "Slid down 2 snakes.", "English where Tamil has none")
}

@Test func theLanguageFollowsTheSettingOrTheSystem() {
    #expect(Strings.code(for: .english, preferred: ["ta-IN"]) == "en")
    #expect(Strings.code(for: .tamil, preferred: ["en-GB"]) == "ta")
    #expect(Strings.code(for: .system, preferred: ["ta-IN", "en"]) == "ta")
    #expect(Strings.code(for: .system, preferred: ["fr-FR"]) == "en")
}
