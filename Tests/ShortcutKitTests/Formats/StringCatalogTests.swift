import Foundation
import Testing

@testable import ShortcutKit

@Suite struct StringCatalogTests {
    private func importCatalog(_ text: String, into base: Registry) throws(FormatError) -> ImportResult {
        try Registry.imported(
            from: Data(text.utf8), format: .xcstrings, file: "AppShortcuts.xcstrings",
            options: ImportOptions(base: base))
    }

    /// Every locale's exportable concrete phrases, shortcut by shortcut: what a round trip must keep.
    static func phrasesByLocale(_ registry: Registry) throws -> [String: [String: Set<String>]] {
        var result: [String: [String: Set<String>]] = [:]
        var notes: [FormatNote] = []
        let plan = try ExportPlan(registry, file: "xcstrings")
        for entry in plan.entries {
            let name = "\(entry.shortcut.intent)/\(entry.shortcut.shortTitle ?? "")"
            result[registry.locale, default: [:]][name] = Set(entry.phrases.map(\.key))
            for translation in registry.translations {
                let intent = registry.intent(named: entry.shortcut.intent)
                let phrases = try entry.phrases.flatMap { phrase throws(FormatError) in
                    try ExportPlan.translatedPhrases(
                        of: phrase.template, in: translation, intent: intent, registry: registry, isNegative: false,
                        file: "xcstrings", notes: &notes)
                }
                if !phrases.isEmpty { result[translation.locale, default: [:]][name] = Set(phrases.map(\.key)) }
            }
        }
        for translation in registry.translations {
            let negatives = try plan.negativePhrases.flatMap { phrase throws(FormatError) in
                try ExportPlan.translatedPhrases(
                    of: phrase.template, in: translation, intent: nil, registry: registry, isNegative: true,
                    file: "xcstrings", notes: &notes)
            }
            if !negatives.isEmpty { result[translation.locale, default: [:]]["negative"] = Set(negatives.map(\.key)) }
        }
        return result
    }

    @Test func theCatalogHasApplesShapeAsInTheHandWrittenFixture() throws {
        let output = try FormatFixtures.registry().export(as: .xcstrings)
        let (generated, _) = try JSONParser.parse(Array(output.text.utf8))
        let (expected, _) = try JSONParser.parse(Array(try FormatFixtures.text("formats-registry.xcstrings").utf8))
        #expect(generated == expected)
        // Byte for byte as Xcode writes it, so that a regenerated catalog and one Xcode saved do not differ.
        #expect(output.text == (try FormatFixtures.text("formats-registry.xcstrings")))
        #expect(generated["sourceLanguage"] == "en")
        #expect(generated["version"] == "1.0")
        #expect(output.notes.count == 3)
    }

    @Test func registryToCatalogToRegistryKeepsEveryLocalesPhrases() throws {
        let registry = try FormatFixtures.registry()
        let catalog = try registry.export(as: .xcstrings).text
        var base = registry
        base.translations = []
        let imported = try importCatalog(catalog, into: base)
        #expect(imported.notes.isEmpty)
        let original = try Self.phrasesByLocale(registry)
        #expect(original.keys.sorted() == ["de", "en", "ja"])
        #expect(try Self.phrasesByLocale(imported.registry) == original)
        // Imported phrases match in their locale.
        let german = try imported.registry.localized(to: "de")
        #expect(german.shortcuts.first?.phrases.contains("Kontostand in ${applicationName} prüfen") == true)
    }

    @Test func readsStringUnitsAndReportsKeysThatMatchNoPhrase() throws {
        let base = try FormatFixtures.registryWithoutTranslations()
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Check my balance in ${applicationName}" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Vérifier mon solde dans ${applicationName}" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Show my balance in ${applicationName}" } }
                  }
                },
                "Feed the goats in ${applicationName}" : {
                  "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Nourrir les chèvres" } } }
                }
              },
              "version" : "1.0"
            }
            """
        let result = try importCatalog(catalog, into: base)
        #expect(
            result.registry.translation(for: "fr")?.phrases(for: "Check my balance in ${applicationName}") == [
                "Vérifier mon solde dans ${applicationName}"
            ])
        // A source-language value that differs from its key is a new phrase of the shortcut.
        #expect(result.registry.shortcuts[0].phrases.last == "Show my balance in ${applicationName}")
        #expect(result.notes.map(\.kind) == [.unmatched])
        #expect(result.notes.first?.phrase == "Feed the goats in ${applicationName}")
    }

    @Test func aBadValueIsAnErrorAtItsLine() throws {
        let base = try FormatFixtures.registryWithoutTranslations()
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Open ${applicationName}" : {
                  "localizations" : {
                    "de" : { "stringSet" : { "state" : "translated", "values" : [
                      "${applicationName} öffnen",
                      "${konto} in ${applicationName} öffnen"
                    ] } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let error = try #require(throws: FormatError.self) { try importCatalog(catalog, into: base) }
        #expect(error.message.contains("unknown parameter ${konto}"))
        #expect(error.location?.line == 8)
        let wrongLanguage = try #require(throws: FormatError.self) {
            try importCatalog(#"{"sourceLanguage": "de", "strings": {}, "version": "1.0"}"#, into: base)
        }
        #expect(wrongLanguage.message.contains("registry's locale is \"en\""))
    }
}
