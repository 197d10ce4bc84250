import Foundation
import Testing

@testable import ShortcutKit

/// Enum cases' titles and synonyms to and from `Localizable.xcstrings`.
@Suite struct ValueCatalogTests {
    static func export(_ registry: Registry, over current: String? = nil) throws -> ExportResult {
        var options = ExportOptions(currentText: current)
        options.catalogTable = .localizable
        return try registry.export(as: .xcstrings, options: options)
    }

    static func importCatalog(_ text: String, into base: Registry) throws -> ImportResult {
        try Registry.imported(
            from: Data(text.utf8), format: .xcstrings, file: "Resources/Localizable.xcstrings",
            options: ImportOptions(base: base))
    }

    /// The fixture without its translated values: what an import of a catalog starts from.
    static func withoutValues(_ registry: Registry) -> Registry {
        var registry = registry
        for index in registry.translations.indices { registry.translations[index].values = [] }
        return registry
    }

    @Test func theCatalogIsKeyedByTheCasesSourceFormsWithOneStringPerLocale() throws {
        let result = try Self.export(ValueTranslationTests.registry())
        let catalog = try JSON(parsing: result.text)
        #expect(catalog["sourceLanguage"] == "en")
        let strings = try #require(catalog["strings"]?.objectValue)
        #expect(strings.keys == ["electric", "electricity", "gas", "today", "water", "yesterday"])
        #expect(strings["electricity"]?["localizations"]?["fr"]?["stringUnit"]?["value"] == "électricité")
        #expect(strings["electric"]?["localizations"]?["fr"]?["stringUnit"]?["value"] == "courant")
        #expect(strings["today"]?["localizations"] == nil)
        #expect(strings["electricity"]?["comment"] == "The title of Biller.power")
        // Entities are not in a catalog, and a second French synonym has no source synonym to translate.
        #expect(!result.text.contains("Jonas"))
        #expect(
            result.notes.map(\.description) == [
                "translations.fr.types.Biller.power.synonyms: \"electricity\": the source has 1 synonym and a "
                    + "catalog translates each once, so this one stays in the registry only"
            ])
    }

    @Test func exportThenImportGivesTheTranslatedCasesBack() throws {
        let registry = try ValueTranslationTests.registry()
        let catalog = try Self.export(registry).text
        let imported = try Self.importCatalog(catalog, into: Self.withoutValues(registry))
        #expect(imported.notes.isEmpty)
        let french = try #require(imported.registry.translation(for: "fr"))
        #expect(
            french.values == [
                Translation.Value(type: "Biller", identifier: "power", title: "électricité", synonyms: ["courant"]),
                Translation.Value(type: "Biller", identifier: "water", title: "eau"),
                Translation.Value(type: "Biller", identifier: "gas", title: "gaz"),
                Translation.Value(type: "Day", identifier: "yesterday", title: "hier"),
            ])
        // Into the registry it came from, the import changes nothing, and the export is the same again.
        let same = try Self.importCatalog(catalog, into: registry)
        #expect(same.registry.translations == registry.translations)
        #expect(try Self.export(imported.registry).text == catalog)
    }

    @Test func anAppsOtherStringsStayWhenTheCatalogIsRegenerated() throws {
        let current = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Settings" : {
                  "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } } }
                },
                "water" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Wasser" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "flotte" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let result = try Self.export(ValueTranslationTests.registry(), over: current)
        let strings = try #require(try JSON(parsing: result.text)["strings"]?.objectValue)
        #expect(strings.keys == ["Settings", "electric", "electricity", "gas", "today", "water", "yesterday"])
        #expect(strings["Settings"]?["localizations"]?["fr"]?["stringUnit"]?["value"] == "Réglages")
        #expect(strings["water"]?["localizations"]?["fr"]?["stringUnit"]?["value"] == "eau")
        #expect(strings["water"]?["localizations"]?["de"]?["stringUnit"]?["state"] == "needs_review")
        // Importing it back reads German too, and passes over the app's own strings.
        let imported = try Self.importCatalog(result.text, into: ValueTranslationTests.registry())
        #expect(imported.notes.isEmpty)
        #expect(
            imported.registry.translation(for: "de")?.values == [
                Translation.Value(type: "Biller", identifier: "water", title: "Wasser")
            ])
    }

    @Test func anAppShortcutsCatalogIsStillReadForPhrases() {
        #expect(StringCatalogTable(fileName: "App/Localizable.xcstrings") == .localizable)
        #expect(StringCatalogTable(fileName: "App/AppShortcuts.xcstrings") == .appShortcuts)
        #expect(StringCatalogTable(fileName: "catalog.xcstrings") == .appShortcuts)
    }
}
