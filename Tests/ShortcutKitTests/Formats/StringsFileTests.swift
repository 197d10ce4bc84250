import Foundation
import Testing

@testable import ShortcutKit

@Suite struct StringsFileTests {
    @Test func exportsOneLocaleOneValueAKey() throws {
        let output = try FormatFixtures.registry().export(as: .strings, options: ExportOptions(locale: "de"))
        #expect(
            output.text.contains(
                #""Check my balance in ${applicationName}" = "Kontostand in ${applicationName} prüfen";"#))
        #expect(output.text.contains(#""Open the village gate" = "Öffne das Dorftor";"#))
        #expect(!output.text.contains("Wie viel Geld"))
        let lossy = output.notes.filter { $0.kind == .lossy }
        #expect(
            lossy.contains {
                $0.message.contains("kept \"Kontostand in ${applicationName} prüfen\" and left out 1 more")
            })
        #expect(
            lossy.contains { $0.phrase == "Send money with ${applicationName}" && $0.message.contains("no de phrase") })
        #expect(throws: FormatError.self) {
            try FormatFixtures.registry().export(as: .strings, options: ExportOptions(locale: "fr"))
        }
    }

    @Test func theSourceLocaleMapsEachKeyToItself() throws {
        let output = try FormatFixtures.registry().export(as: .strings)
        #expect(
            output.text.contains(
                #""Pay ${contact} back in ${applicationName}" = "Pay ${contact} back in ${applicationName}";"#))
    }

    @Test func exportThenImportKeepsTheLocalesFirstPhrases() throws {
        let registry = try FormatFixtures.registry()
        let text = try registry.export(as: .strings, options: ExportOptions(locale: "ja")).text
        var base = registry
        base.translations = []
        let result = try Registry.imported(
            from: Data(text.utf8), format: .strings, file: "Resources/ja.lproj/AppShortcuts.strings",
            options: ImportOptions(base: base))
        #expect(result.notes.isEmpty)
        #expect(result.registry.translations == registry.translations.filter { $0.locale == "ja" })
    }

    @Test func parsesCommentsEscapesAndUTF16() throws {
        var base = try FormatFixtures.registry()
        base.translations = []
        let text = """
            // A comment
            /* A block
               comment */
            "Open ${applicationName}" = "\\"${applicationName}\\" \\U00F6ffnen";
            "Open the village gate" = "Das Tor \\U00F6ffnen";
            "Feed the goats" = "Ziegen füttern";
            """
        var utf16 = Data([0xFF, 0xFE])
        for unit in text.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let result = try Registry.imported(
            from: utf16, format: .strings, file: "AppShortcuts.strings",
            options: ImportOptions(base: base, locale: "de"))
        let german = try #require(result.registry.translation(for: "de"))
        #expect(german.phrases(for: "Open ${applicationName}") == ["\"${applicationName}\" öffnen"])
        #expect(german.phrases(for: "Open the village gate") == ["Das Tor öffnen"])
        #expect(result.notes.map(\.place) == ["AppShortcuts.strings:6"])
    }

    @Test(arguments: [
        (#""Open ${applicationName}" = "öffnen""#, "expected ';'", 1),
        ("\"Open ${applicationName}\" = \"öffnen\";\n\"Open the village gate\" \"x\";", "expected '='", 2),
        (#""Open ${applicationName}" = "(öffnen";"#, "unbalanced '('", 1),
        ("/* never closed", "unterminated comment", 1),
    ])
    func errorsNameTheLine(text: String, message: String, line: Int) throws {
        let base = try FormatFixtures.registry()
        let error = try #require(throws: FormatError.self) {
            try Registry.imported(
                from: Data(text.utf8), format: .strings, file: "de.lproj/AppShortcuts.strings",
                options: ImportOptions(base: base))
        }
        #expect(error.message.contains(message), "\(error)")
        #expect(error.location?.line == line)
    }

    @Test func withoutALocaleTheImportSaysHowToGiveOne() throws {
        let base = try FormatFixtures.registry()
        let error = try #require(throws: FormatError.self) {
            try Registry.imported(
                from: Data(), format: .strings, file: "AppShortcuts.strings", options: ImportOptions(base: base))
        }
        #expect(error.missingInput == .stringsLocale)
        #expect(error.description.contains("ImportOptions.locale"))
    }
}
