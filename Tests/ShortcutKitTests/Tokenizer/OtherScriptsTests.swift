import Foundation
import Testing

@testable import ShortcutKit

/// The tokenizer and matcher on phrases beyond English: accents, German compounds, Japanese without
/// spaces. Number words and fillers are English only; what must hold is no crash and exact-text matching.
@Suite struct OtherScriptsTests {
    @Test(arguments: [
        ("Kontostand in ${applicationName} prüfen", "Kontostand in VillagePay prüfen"),
        ("Kontostand in ${applicationName} prüfen", "kontostand in villagepay PRUFEN"),
        (
            "Überweisungsbestätigungsanzeige in ${applicationName} öffnen",
            "Überweisungsbestätigungsanzeige in VillagePay öffnen"
        ),
        ("${applicationName}で残高を確認", "VillagePayで残高を確認"),
        ("Vérifier mon solde dans ${applicationName}", "vérifier mon solde dans VillagePay"),
    ])
    func exactTextMatchesInItsLocale(phrase: String, utterance: String) throws {
        var registry = try FormatFixtures.registry()
        registry.translations = [
            Translation(
                locale: "xx",
                entries: [
                    Translation.Entry(source: "Check my balance in ${applicationName}", phrases: [try Phrase(phrase)])
                ])
        ]
        let matcher = try Matcher(registry: registry.localized(to: "xx"))
        let result = matcher.match(utterance)
        #expect(result.match?.intent == "CheckBalanceIntent", "\(result)")
    }

    @Test(arguments: [
        "Überweisungsbestätigungsanzeige", "VillagePayで残高を確認", "日本語のテキスト、句読点。", "ﾃｽﾄ", "👋🏽 hallo",
        "e\u{301}le\u{300}ve", "", "   ", "\u{200B}", "مرحبا بالعالم",
    ])
    func tokenizingOtherScriptsDoesNotCrash(text: String) {
        _ = Tokenizer.tokens(of: text)
        _ = Tokenizer.words(of: text)
    }

    @Test func germanPhrasesMatchAndEnglishOnesNoLonger() throws {
        let german = try Matcher(registry: FormatFixtures.registry().localized(to: "de"))
        #expect(german.match("Wie viel Geld habe ich in VillagePay").match?.intent == "CheckBalanceIntent")
        #expect(german.match("Geld in VillagePay aufladen").match?.intent == "LoadFundsIntent")
        #expect(german.match("Jonas mit VillagePay bezahlen").match?.intent == "TransferMoneyIntent")
        #expect(german.match("Check my balance in VillagePay").match == nil)
        #expect(german.match("Öffne das Dorftor").match == nil)
    }
}
