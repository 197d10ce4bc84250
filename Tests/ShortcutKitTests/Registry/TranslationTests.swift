import Foundation
import Testing

@testable import ShortcutKit

@Suite struct TranslationTests {
    /// The fixture with its `translations` replaced by the given JSON text.
    private func registry(translations: String) throws(RegistryError) -> Registry {
        let text = try! FormatFixtures.text("formats-registry.json")
        let start = text.range(of: "  \"translations\": {")!.lowerBound
        return try Registry(
            jsonText: String(text[..<start]) + "  \"translations\": " + translations + "\n}\n",
            sourcePath: "shortcuts.json")
    }

    @Test func loadsAndWritesTranslationsInOrder() throws {
        let registry = try FormatFixtures.registry()
        #expect(registry.locales == ["en", "de", "ja"])
        let german = try #require(registry.translation(for: "de"))
        #expect(german.entries.first?.source == "Check my balance in ${applicationName}")
        #expect(german.phrases(for: "Check my balance in ${applicationName}")?.count == 2)
        let reloaded = try Registry(jsonText: registry.json().prettyText)
        #expect(reloaded == registry)
        #expect(reloaded.translations == registry.translations)
    }

    @Test(arguments: [
        (
            #"{"de": {"Check my balanse in ${applicationName}": ["x"]}}"#, "is not a phrase of this registry",
            "did you mean \"Check my balance in ${applicationName}\"?"
        ),
        (#"{"en": {"Open ${applicationName}": ["x"]}}"#, "the registry's own locale", "translations.en"),
        (
            #"{"de": {"Open ${applicationName}": ["${konto} öffnen"]}}"#, "unknown parameter ${konto}",
            "names no parameters"
        ),
        (
            #"{"de": {"Check my ${account} balance (in|with) ${applicationName}": ["${konto} prüfen"]}}"#,
            "unknown parameter ${konto}", "it may name: account"
        ),
        (#"{"de": {"Open ${applicationName}": ["(öffnen"]}}"#, "malformed phrase", "unbalanced '('"),
        (#"{"de": {"Open ${applicationName}": []}}"#, "no phrases", "translations.de[\"Open ${applicationName}\"]"),
        (#"{"de": ["Open"]}"#, "expected an object from source phrase to phrases", "translations.de"),
        (#"["de"]"#, "expected an object of locales", "translations"),
    ])
    func invalidTranslationsAreErrorsNamingThePlace(json: String, message: String, detail: String) throws {
        let error = try #require(throws: RegistryError.self) { try registry(translations: json) }
        #expect(error.message.contains(message), "\(error)")
        #expect(error.description.contains(detail), "\(error)")
        #expect(error.location != nil)
    }

    @Test func localizedReplacesPhrasesWithTheLocales() throws {
        let registry = try FormatFixtures.registry()
        let german = try registry.localized(to: "de")
        #expect(german.locale == "de")
        #expect(german.translations.isEmpty)
        #expect(
            german.shortcuts.map(\.intent) == [
                "CheckBalanceIntent", "LoadFundsIntent", "TransferMoneyIntent", "TalkToVillagerIntent",
            ])
        #expect(
            german.shortcuts[0].phrases == [
                "Kontostand in ${applicationName} prüfen", "Wie viel Geld habe ich in ${applicationName}",
                "${account} Kontostand in ${applicationName} prüfen",
            ])
        #expect(german.negativePhrases == ["Öffne das Dorftor"])
        // A shortcut with no Japanese phrase cannot be spoken in Japanese.
        let japanese = try registry.localized(to: "ja")
        #expect(japanese.shortcuts.map(\.intent) == ["CheckBalanceIntent", "TalkToVillagerIntent"])
        #expect(japanese.negativePhrases.isEmpty)
        #expect(try registry.localized(to: "en") == registry)
    }

    @Test func anUnknownLocaleListsTheKnownOnes() throws {
        let error = try #require(throws: RegistryError.self) { try FormatFixtures.registry().localized(to: "fr") }
        #expect(error.message.contains("no phrases for locale \"fr\"; the registry has: en, de, ja"))
    }
}
