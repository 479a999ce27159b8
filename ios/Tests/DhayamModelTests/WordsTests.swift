// The core's Text in words: a player's name and a square's (each a key of its own), a list of
// throws, a counted sentence in its plural form (from a catalog's variations and from a
// device's stringsdict), and every text of a real session filled in and worded.

import DhayamModel
import Foundation
import Testing

private func sentence(_ key: String, _ args: [TextArg], count: UInt32? = nil) -> Text {
    Text(sentences: [Sentence(key: key, args: args, count: count)])
}

/// English text from a table, for keys the catalog may not have yet.
private func table(_ texts: [String: String]) -> Strings {
    Strings(code: "en", lookup: { texts[$0] })
}

@Test func aPlayersNameIsAKeyOfItsOwnInTheChosenLanguage() async throws {
    let english = Words(strings: try Strings.catalog(stringCatalog, code: "en"))
    let tamil = Words(strings: try Strings.catalog(stringCatalog, code: "ta"))
    let player2 = TextArg.name(key: "player_n", numbers: [2])
    #expect(english.argument(player2) == "Player 2")
    #expect(tamil.argument(player2) != "Player 2")
    #expect(tamil.argument(player2).hasSuffix("2"))
    let words = Words(strings: table(["event_turn": "%1$@'s turn", "player_n": "Player %1$lld"]))
    #expect(words(sentence("event_turn", [player2])) == "Player 2's turn")
}

@Test func aSquareIsTheCoresNameForItInItsCaseItsNumberFilledIn() {
    let words = Words(strings: table([
        "event_cut_coin": "%1$@ cut %2$@'s coin on %3$@.", "player_n": "Player %1$lld",
        "square_oval_at": "the Oval", "square_number_at": "%1$lld",
    ]))
    let cut = { (square: TextArg) in
        sentence(
            "event_cut_coin",
            [.name(key: "player_n", numbers: [1]), .name(key: "player_n", numbers: [2]), square])
    }
    #expect(words(cut(.name(key: "square_oval_at", numbers: []))) == "Player 1 cut Player 2's coin on the Oval.")
    #expect(words(cut(.name(key: "square_number_at", numbers: [31]))) == "Player 1 cut Player 2's coin on 31.")
}

@Test func throwsAreAListAndSentencesAreJoined() {
    let words = Words(strings: table(["a": "Threw %1$@.", "b": "Then %1$lld."]))
    let text = Text(sentences: [
        Sentence(key: "a", args: [.numbers(values: [5, 6, 12])], count: nil),
        Sentence(key: "b", args: [.number(value: 3)], count: nil),
    ])
    #expect(words(text) == "Threw 5, 6, 12. Then 3.")
}

@Test func aCountedSentenceTakesThePluralFormOfItsCount() async throws {
    let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"cuts": {"localizations": {
          "en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "Made %1$lld cut."}},
            "other": {"stringUnit": {"state": "translated", "value": "Made %1$lld cuts."}}}}},
          "ta": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%1$lld காயை வெட்டினார்."}},
            "other": {"stringUnit": {"state": "translated", "value": "%1$lld காய்களை வெட்டினார்."}}}}}
        }}}}
        """
    let data = Data(json.utf8)
    let english = Words(strings: try Strings.catalog(data, code: "en"))
    #expect(english(sentence("cuts", [.number(value: 1)], count: 1)) == "Made 1 cut.")
    #expect(english(sentence("cuts", [.number(value: 3)], count: 3)) == "Made 3 cuts.")
    #expect(english(sentence("cuts", [.number(value: 0)], count: 0)) == "Made 0 cuts.")
    let tamil = Words(strings: try Strings.catalog(data, code: "ta"))
    #expect(tamil(sentence("cuts", [.number(value: 2)], count: 2)) == "2 காய்களை வெட்டினார்.")

    // The app's own catalog, once it has plural forms for the core's counted keys.
    let app = try Strings.catalog(stringCatalog, code: "en")
    #expect(app.template("event_computer_turn_cuts", count: 1) != app.template("event_computer_turn_cuts", count: 2))
}

@Test func onADeviceTheFormsComeFromTheCompiledStringsdict() async throws {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("plurals-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lproj = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    let plist: [String: Any] = [
        "snakes": [
            "NSStringLocalizedFormatKey": "Slid down %#@n@",
            "n": [
                "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
                "NSStringFormatValueTypeKey": "lld",
                "one": "%1$lld snake.", "other": "%1$lld snakes.",
            ],
        ]
    ]
    try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        .write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
    let bundle = try #require(Bundle(path: folder.path))
    let words = Words(strings: Strings.bundle(bundle, code: "ta"))
    #expect(words(sentence("snakes", [.number(value: 1)], count: 1)) == "Slid down 1 snake.")
    #expect(words(sentence("snakes", [.number(value: 4)], count: 4)) == "Slid down 4 snakes.")
}

@MainActor
@Test func everyTextOfASessionIsFilledIn() async throws {
    let timer = TestTimer()
    let recorder = Recorder()
    let app = try await openApp(timer: timer, recorder: recorder)
    let strings = try Strings.catalog(stringCatalog, code: "en")
    var texts: [Text] = []
    app.begin(.thayam, [.seat(seat: 0, kind: .computer(level: .easy))])
    for _ in 0..<400 {
        if let game = app.game {
            texts += game.status + [game.prompt, game.refusal].compactMap { $0 }
        }
        if !timer.fireNext() { break }
    }
    texts += recorder.announced
    #expect(texts.count > 50)
    let words = Words(strings: strings)
    // The keys the catalog has are worded, never shown raw (a key it lacks shows as itself).
    let json = try JSONSerialization.jsonObject(with: stringCatalog) as? [String: Any]
    let known = Set((json?["strings"] as? [String: Any])?.keys.map { $0 } ?? [])
    var worded = 0
    for text in texts {
        let said = words(text)
        #expect(!said.isEmpty)
        #expect(!said.contains("%"), "a placeholder left in \(said)")
        let sentences = text.sentences.map(\.key)
        if sentences.allSatisfy(known.contains) {
            worded += 1
            #expect(!sentences.contains { said.contains($0) }, "a key shown raw in \(said)")
        }
    }
    #expect(worded > 0)
}
