import Foundation
import Testing

@testable import ShortcutKit

/// A string catalog in Xcode's layout (keys standing for several phrases through the source language's
/// string set, `extractionState`, `comment`, `needs_review` units, a doubled and a non-breaking space) kept
/// through export → import → export.
@Suite struct StringCatalogLayoutTests {
    /// Written here in the shape Xcode gives an App Shortcuts catalog: 6 keys for 11 exported phrases.
    private static func xcodeCatalog() throws -> String { try FormatFixtures.text("xcode-shaped.xcstrings") }

    private func importCatalog(_ text: String, into base: Registry) throws -> ImportResult {
        try Registry.imported(
            from: Data(text.utf8), format: .xcstrings, file: "AppShortcuts.xcstrings",
            options: ImportOptions(base: base))
    }

    private func export(_ registry: Registry, over current: String) throws -> ExportResult {
        try registry.export(as: .xcstrings, options: ExportOptions(currentText: current))
    }

    @Test func exportImportExportOfAnXcodeCatalogIsIdentical() throws {
        let catalog = try Self.xcodeCatalog()
        let base = try FormatFixtures.registryWithoutTranslations()
        let imported = try importCatalog(catalog, into: base)
        #expect(imported.notes.isEmpty)
        // The source-language string sets name phrases the shortcuts have: none is added twice.
        #expect(imported.registry.shortcuts == base.shortcuts)
        #expect(imported.registry.negativePhrases == base.negativePhrases)
        let exported = try export(imported.registry, over: catalog)
        #expect(exported.text == catalog)
        #expect(exported.notes.count == 3)  // the three phrases Apple rejects, as without a current catalog
        let again = try importCatalog(exported.text, into: base)
        #expect(again.registry == imported.registry)
        #expect(try export(again.registry, over: exported.text).text == catalog)
    }

    /// The registry the catalog came from exports onto it unchanged, and importing the catalog back into it
    /// adds nothing: "with  ${applicationName}" and "das\u{A0}Dorftor" are the phrases it has.
    @Test func importingIntoTheSourceRegistryAddsNoWhitespaceTwins() throws {
        let catalog = try Self.xcodeCatalog()
        let registry = try FormatFixtures.registry()
        #expect(try export(registry, over: catalog).text == catalog)
        let imported = try importCatalog(catalog, into: registry)
        #expect(imported.registry.shortcuts == registry.shortcuts)
        #expect(
            imported.registry.translation(for: "de")?.phrases(for: "Open the village gate") == ["Öffne das Dorftor"])
        #expect(
            imported.registry.translation(for: "de")?.phrases(for: "Check my balance in ${applicationName}") == [
                "Kontostand in ${applicationName} prüfen", "Wie viel Geld habe ich in ${applicationName}",
                "${account} Kontostand in ${applicationName} prüfen",
            ])
    }

    @Test func aChangedTranslationIsWrittenAndMarkedTranslatedTheRestKeepsItsState() throws {
        let catalog = try Self.xcodeCatalog()
        var registry = try FormatFixtures.registry()
        let index = try #require(registry.translations.firstIndex { $0.locale == "de" })
        let entry = try #require(
            registry.translations[index].entries.firstIndex { $0.source == "Load money (in|into) ${applicationName}" })
        registry.translations[index].entries[entry].phrases = ["Mit ${applicationName} Geld laden"]
        let text = try export(registry, over: catalog).text
        #expect(
            text.contains(
                """
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Mit ${applicationName} Geld laden"
                          }
                        },
                """))
        let changed = ChangedLines.changed(from: catalog, to: text)
        #expect(
            changed == [
                "-            \"state\" : \"needs_review\",",
                "-            \"value\" : \"Geld in ${applicationName} aufladen\"",
                "+            \"state\" : \"translated\",",
                "+            \"value\" : \"Mit ${applicationName} Geld laden\"",
            ])
    }

    @Test func aNewPhraseIsANewKeyInItsSortedPlaceAndAPhraseGoneIsRemovedWithANote() throws {
        let catalog = try Self.xcodeCatalog()
        var registry = try FormatFixtures.registry()
        registry.shortcuts[1].phrases.append("Top up (in|with) ${applicationName}")
        registry.shortcuts[2].phrases.removeFirst()  // "Send money with ${applicationName}"
        let output = try export(registry, over: catalog)
        #expect(
            output.notes.contains {
                $0.phrase == "Send money with ${applicationName}" && $0.message.contains("no such phrase any more")
            })
        let (json, _) = try JSONParser.parse(Array(output.text.utf8))
        let keys = try #require(json["strings"]?.objectValue).keys
        #expect(
            keys == [
                "Check my balance in ${applicationName}", "Load money in ${applicationName}", "Open the village gate",
                "Pay ${contact} in ${applicationName}", "Talk to villager in ${applicationName}",
                "Top up in ${applicationName}", "Top up with ${applicationName}",
            ])
        #expect(json["strings"]?["Top up in ${applicationName}"] == ["extractionState": "manual"])
        // The kept keys are as they were.
        #expect(
            json["strings"]?["Pay ${contact} in ${applicationName}"]
                == (try JSONParser.parse(Array(catalog.utf8)).0)["strings"]?["Pay ${contact} in ${applicationName}"])
    }

    /// Without a current catalog, or over a file that is not one, the export writes the new-key shape.
    @Test func aFileThatIsNoCatalogIsReplacedWholeWithANote() throws {
        let registry = try FormatFixtures.registry()
        let fresh = try registry.export(as: .xcstrings)
        let output = try export(registry, over: "not json")
        #expect(output.text == fresh.text)
        #expect(output.notes.count == fresh.notes.count + 1)
        #expect(output.notes.contains { $0.kind == .lossy && $0.message.contains("its layout was not kept") })
    }
}

/// The lines a change removes and adds, in order: enough of a diff for a test to say what changed.
enum ChangedLines {
    static func changed(from old: String, to new: String) -> [String] {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < min(oldLines.count, newLines.count), oldLines[prefix] == newLines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(oldLines.count, newLines.count) - prefix,
            oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix]
        {
            suffix += 1
        }
        return oldLines[prefix..<(oldLines.count - suffix)].map { "-" + $0 }
            + newLines[prefix..<(newLines.count - suffix)].map { "+" + $0 }
    }
}
