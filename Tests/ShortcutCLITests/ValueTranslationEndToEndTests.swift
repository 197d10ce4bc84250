import Foundation
import Testing

@testable import ShortcutKit

/// Translated enum cases and entity values through the built binary: `match --locale`, `lint`, and the
/// Localizable catalog's export and import.
@Suite(needsBuiltBinary) struct ValueTranslationEndToEndTests {
    static let fixture = FormatCommandsTests.fixtures.appendingPathComponent("value-translations.json").path

    /// The JSON `match --json` printed: the intent and the parameters, or `nil` for no match.
    static func match(_ arguments: [String]) throws -> (intent: String, parameters: JSON)? {
        let outcome = try runBinary(["match", "--json"] + arguments)
        let json = try JSON(parsing: outcome.output)
        guard let match = json["match"], match != .null else {
            #expect(outcome.status == 1, "\(outcome.error)")
            return nil
        }
        #expect(outcome.status == 0, "\(outcome.error)")
        return (match["intent"]?.stringValue ?? "", match["parameters"] ?? .null)
    }

    @Test(
        arguments: [
            ("Payer ma facture de électricité avec VillagePay", #"{"biller":"power"}"#),
            ("Payer ma facture de courant avec VillagePay", #"{"biller":"power"}"#),
            ("Montre ce que j'ai dépensé hier dans VillagePay", #"{"day":"yesterday"}"#),
            ("Montre ce que j'ai dépensé yesterday dans VillagePay", nil),
            ("Payer ma facture de electric avec VillagePay", nil),
        ] as [(String, String?)])
    func frenchValuesMatchUnderTheFrenchLocale(utterance: String, parameters: String?) throws {
        let match = try Self.match(["--registry", Self.fixture, "--locale", "fr", utterance])
        #expect(match?.parameters == (try parameters.map { try JSON(parsing: $0) }), "\(utterance)")
        // In the registry's own locale the French title is no value.
        if parameters != nil {
            #expect(try Self.match(["--registry", Self.fixture, utterance]) == nil)
        }
    }

    /// German cases of the shipped registry's value titles (`shortcuts.tests.jsonl` cannot name a locale).
    @Test(arguments: [
        ("Meine Strom Rechnung mit VillagePay bezahlen", "PayBillIntent", #"{"biller":"electricity"}"#),
        ("Meine WLAN Rechnung mit VillagePay bezahlen", "PayBillIntent", #"{"biller":"internet"}"#),
        ("Meine Wasser Rechnung mit VillagePay bezahlen", "PayBillIntent", #"{"biller":"water"}"#),
        ("Sende Geld an Mama mit VillagePay", "TransferMoneyIntent", #"{"recipient":"contact-amara"}"#),
        ("Sende Geld an Jonas Weber in VillagePay", "TransferMoneyIntent", #"{"recipient":"contact-jonas"}"#),
    ])
    func theShippedGermanTitlesMatch(utterance: String, intent: String, parameters: String) throws {
        let match = try #require(try Self.match(["--locale", "de", utterance]), "\(utterance)")
        #expect(match.intent == intent)
        #expect(match.parameters == (try JSON(parsing: parameters)))
    }

    @Test func theShippedEnglishTitleIsNoGermanWord() throws {
        #expect(try Self.match(["--locale", "de", "Meine electricity Rechnung mit VillagePay bezahlen"]) == nil)
    }

    @Test func theShippedRegistryHasNoUntranslatedValue() throws {
        let outcome = try runBinary(["lint", "--registry", "shortcuts.json"])
        #expect(!outcome.output.contains("untranslated-value"), "\(outcome.output)")
        let fixture = try runBinary(["lint", "--registry", Self.fixture])
        #expect(fixture.output.contains("warning: [untranslated-value] fr: 1 of the 2 values of Day has no title"))
    }

    @Test func theLocalizableCatalogRoundTripsThroughTheCommands() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let exported = try runBinary(
            ["export", "--registry", Self.fixture, "--format", "xcstrings", "-o", "Localizable.xcstrings"], in: folder)
        #expect(exported.status == 0, "\(exported.error)")
        #expect(exported.error.contains("warning: translations.fr.types.Biller.power.synonyms"))
        let catalog = try String(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        #expect(catalog.contains(#""value" : "électricité""#))
        let printed = try runBinary([
            "export", "--registry", Self.fixture, "--format", "xcstrings", "--table", "Localizable",
        ])
        #expect(printed.output == catalog)
        // Imported into the fixture without its French values, the catalog gives them back.
        var base = try Registry(contentsOf: URL(fileURLWithPath: Self.fixture))
        base.translations[0].values = []
        try base.json().prettyText.write(
            to: folder.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        let imported = try runBinary(["import", "Localizable.xcstrings", "--registry", "base.json"], in: folder)
        #expect(imported.status == 0, "\(imported.error)")
        let registry = try Registry(jsonText: imported.output)
        #expect(registry.translation(for: "fr")?.values.map(\.title) == ["électricité", "eau", "gaz", "hier"])
    }
}
