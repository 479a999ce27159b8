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
    keys += [Outcome.won, .lost, .drawn, .abandoned].map(\.nameKey)
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

@Test func theLanguageFollowsTheSettingOrTheSystem() {
    #expect(Strings.code(for: .english, preferred: ["ta-IN"]) == "en")
    #expect(Strings.code(for: .tamil, preferred: ["en-GB"]) == "ta")
    #expect(Strings.code(for: .system, preferred: ["ta-IN", "en"]) == "ta")
    #expect(Strings.code(for: .system, preferred: ["fr-FR"]) == "en")
}
