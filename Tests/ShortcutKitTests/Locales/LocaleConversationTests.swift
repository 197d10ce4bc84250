import Testing

@testable import ShortcutKit

/// The conversation words of a localized registry come from its language's data file.
@Suite struct LocaleConversationTests {
    static let german = try! Matcher(registry: shippedMatcher.registry.localized(to: "de"))
    static let flexible = MatchOptions(isFlexible: true)

    @Test(arguments: [
        ("ja", "de", ConfirmationAnswer.yes), ("ja bitte", "de", .yes), ("nein danke", "de", .no),
        ("oui", "fr", .yes), ("non merci", "fr", .no), ("sí", "es", .yes), ("cancelar", "es", .no),
        ("sim", "pt-BR", .yes), ("não", "pt", .no), ("yes please", "en", .yes), ("ja", "en", nil),
    ])
    func readsConfirmations(_ text: String, _ locale: String, _ answer: ConfirmationAnswer?) {
        #expect(ConfirmationAnswer(text, locale: locale) == answer)
    }

    @Test(arguments: [
        ("der zweite", "de", 1), ("le deuxième", "fr", 1), ("el segundo", "es", 1), ("o segundo", "pt", 1),
        ("the second one", "en", 1), ("die letzte", "de", 2),
    ])
    func readsOrdinalChoices(_ text: String, _ locale: String, _ index: Int) {
        let forms = [[["jonas", "weber"]], [["jonas", "brown"]], [["li", "wei"]]]
        #expect(ChoiceAnswer(text, forms: forms, locale: locale)?.index == index)
    }

    @Test func englishQuestionIsTheDefaultDisambiguation() {
        #expect(ChoiceAnswer.table(for: "en").question == ParameterTypeDefinition.defaultDisambiguation)
    }

    /// German hesitations are skipped; "um" is a German word ("um acht Uhr"), no hesitation.
    @Test func hesitationsAreTheLocales() throws {
        #expect(Self.german.compiled.hesitations == FlexibleVocabulary.hesitations(for: "de"))
        #expect(!Self.german.compiled.hesitations.contains("um"))
        #expect(shippedMatcher.compiled.hesitations.contains("um"))
        let match = try #require(
            Self.german.match("ähm zwanzig Euro in VillagePay laden", options: Self.flexible).match)
        #expect(match.intent == "LoadFundsIntent")
        #expect(match.tolerances.map(\.kind) == [.hesitation])
    }

    /// The locale's built-in fillers open and close requests; a translation's own are added to them.
    @Test func fillersAreTheLocales() throws {
        let match = try #require(Self.german.match("kannst du zwanzig Euro in VillagePay laden danke").match)
        #expect(match.intent == "LoadFundsIntent")
        #expect(Self.german.match("can you zwanzig Euro in VillagePay laden").match == nil)
        #expect(Self.german.compiled.fillers.leading.contains(["bitte"]))
    }
}
