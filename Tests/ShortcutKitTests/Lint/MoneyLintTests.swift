import Testing

@testable import ShortcutKit

/// The lint rules on currencies, translated dialogs and prompts, and registry fillers.
@Suite struct MoneyLintTests {
    static func registry(_ extra: String, translations: String = "") throws(RegistryError) -> Registry {
        try Registry(
            jsonText: """
                {"version": 1, "defaultCurrency": "USD", \(extra) "app": {"name": "VillagePay"},
                 "intents": [{"name": "Load", "dialog": "Loading ${amount}.", "parameters": [
                   {"name": "amount", "type": "currency", "required": true, "prompt": "How much?"}]}],
                 "shortcuts": [{"intent": "Load", "shortTitle": "Load", "systemImageName": "plus",
                   "phrases": ["Load ${amount} into ${applicationName} for me", "Top up ${applicationName}"]}]
                 \(translations)}
                """, sourcePath: "money.json")
    }

    static func findings(_ registry: Registry, _ rule: LintRule) -> [Finding] {
        Linter().lint(registry).filter { $0.rule == rule }
    }

    @Test func anUnknownCurrencyCodeIsReportedWithASuggestion() throws {
        let registry = try Self.registry(#""currencies": ["USD", "EUX"],"#)
        let findings = Self.findings(registry, .unknownCurrency)
        #expect(findings.map(\.path) == ["currencies[1]"])
        #expect(findings.first?.message == #""EUX" is not an ISO 4217 currency code; did you mean "EUR"?"#)
        #expect(findings.first?.severity == .warning)
        #expect(Self.findings(try Self.registry(#""currencies": ["USD", "EUR"],"#), .unknownCurrency).isEmpty)
    }

    @Test func eachUntranslatedDialogAndPromptIsReported() throws {
        let partial = try Self.registry(
            "",
            translations:
                #", "translations": {"de": {"Top up ${applicationName}": ["${applicationName} aufladen"], "Loading ${amount}.": "Ich lade ${amount}."}}"#
        )
        let findings = Self.findings(partial, .missingTranslation)
        #expect(findings.map(\.path) == ["intents[0].parameters[0].prompt"])
        #expect(findings.first?.locale == "de")
        #expect(findings.first?.message.hasPrefix(#"de: the prompt "How much?" has no translation"#) == true)
        let complete = try Self.registry(
            "",
            translations:
                #", "translations": {"de": {"Top up ${applicationName}": ["${applicationName} aufladen"], "Loading ${amount}.": "Ich lade ${amount}.", "How much?": "Wie viel?"}}"#
        )
        #expect(Self.findings(complete, .missingTranslation).isEmpty)
    }

    /// A type's own "Which one?" question is a sentence Siri says: untranslated, it is reported, and the
    /// locale then asks its default question.
    @Test func anUntranslatedDisambiguationQuestionIsReported() throws {
        let types = #""types": {"Payee": {"kind": "entity", "values": [], "disambiguation": "Which ${heard}?"}},"#
        let translated =
            #"{"Top up ${applicationName}": ["${applicationName} aufladen"], "Loading ${amount}.": "Ich lade ${amount}.", "How much?": "Wie viel?""#
        let partial = try Self.registry(types, translations: #", "translations": {"de": "# + translated + "}}")
        let findings = Self.findings(partial, .missingTranslation)
        #expect(findings.map(\.path) == ["types.Payee.disambiguation"])
        #expect(
            findings.first?.message.hasPrefix(#"de: the disambiguation question "Which ${heard}?" has no translation"#)
                == true)
        let complete = try Self.registry(
            types,
            translations: #", "translations": {"de": "# + translated + #", "Which ${heard}?": "Welcher ${heard}?"}}"#)
        #expect(Self.findings(complete, .missingTranslation).isEmpty)
    }

    @Test func aFillerThatIsAPhrasesEdgeIsReported() throws {
        let registry = try Self.registry(#""fillers": {"leading": ["top"], "trailing": ["for me", "thanks a lot"]},"#)
        let findings = Self.findings(registry, .fillerAtPhraseEdge)
        #expect(findings.count == 2)
        #expect(findings.map(\.path).sorted() == ["shortcuts[0].phrases[0]", "shortcuts[0].phrases[1]"])
        #expect(findings.contains { $0.message.contains(#"trailing filler "for me""#) })
        #expect(findings.contains { $0.message.contains(#"leading filler "top""#) })
        #expect(
            Self.findings(try Self.registry(#""fillers": {"trailing": ["real quick"]},"#), .fillerAtPhraseEdge).isEmpty)
    }

    /// The filler may be at the edge of only some of a phrase's sentences: behind an alternative, an
    /// optional group, or a slot's other side. Read on the phrase's automaton, not on its sentences.
    @Test(arguments: [
        ("(Refill|Top up) ${applicationName}", #""leading": ["top up"]"#, true),
        ("[Please go and] top up ${applicationName}", #""leading": ["go and"]"#, false),
        ("[Go and] top up ${applicationName}", #""leading": ["go and"]"#, true),
        ("Top up ${applicationName} [for me|right now]", #""trailing": ["right now"]"#, true),
        ("Top up ${applicationName} [for me] now", #""trailing": ["for me"]"#, false),
        ("Top up ${applicationName} [for me] now", #""trailing": ["me now"]"#, true),
        ("Top up ${applicationName}", #""trailing": ["villagepay"]"#, false),
    ])
    func aFillerAtTheEdgeOfSomeSentenceIsReported(phrase: String, fillers: String, isReported: Bool) throws {
        let registry = try Registry(
            jsonText: """
                {"version": 1, "fillers": {\(fillers)}, "app": {"name": "VillagePay"},
                 "intents": [{"name": "Load"}],
                 "shortcuts": [{"intent": "Load", "shortTitle": "Load", "systemImageName": "plus",
                   "phrases": ["\(phrase)"]}]}
                """, sourcePath: "fillers.json")
        #expect(
            Self.findings(registry, .fillerAtPhraseEdge).map(\.path) == (isReported ? ["shortcuts[0].phrases[0]"] : []))
    }

    @Test func aTranslationsFillersAreLintedOnItsPhrases() throws {
        let registry = try Self.registry(
            "",
            translations:
                #", "translations": {"de": {"Top up ${applicationName}": ["${applicationName} aufladen bitte"], "fillers": {"trailing": ["bitte"]}}}"#
        )
        let findings = Self.findings(registry, .fillerAtPhraseEdge)
        #expect(findings.count == 1)
        #expect(findings.first?.locale == "de")
        #expect(findings.first?.path == #"translations.de["Top up ${applicationName}"][0]"#)
    }

    @Test(arguments: [
        (#""fillers": {"leading": "hey"},"#, "fillers.leading", "expected an array"),
        (#""fillers": {"middle": []},"#, "fillers.middle", "unknown key"),
        (#""fillers": {"trailing": ["!!"]},"#, "fillers.trailing[0]", "at least one word"),
    ])
    func badFillersAreErrorsNamingThePlace(extra: String, path: String, message: String) throws {
        do throws(RegistryError) {
            _ = try Self.registry(extra)
            Issue.record("loaded")
        } catch {
            #expect(error.path == path)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test(arguments: [
        (
            #"{"de": {"Loading": "Lade."}}"#, #"translations.de.Loading"#,
            "not a phrase, dialog, confirmation, prompt, sentence or disambiguation question"
        ),
        (
            #"{"de": {"Loading ${amount}.": "Ich lade ${betrag}."}}"#, #"translations.de["Loading ${amount}."]"#,
            "unknown placeholder ${betrag}"
        ),
    ])
    func badSentenceTranslationsAreErrors(translations: String, path: String, message: String) throws {
        do throws(RegistryError) {
            _ = try Self.registry("", translations: #", "translations": \#(translations)"#)
            Issue.record("loaded")
        } catch {
            #expect(error.path == path)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func translatedSentencesAndFillersSurviveARoundTrip() throws {
        let registry = try Self.registry(
            #""fillers": {"trailing": ["real quick"]},"#,
            translations:
                #", "translations": {"de": {"Top up ${applicationName}": ["${applicationName} aufladen"], "How much?": "Wie viel?", "fillers": {"leading": ["bitte"]}}}"#
        )
        let again = try Registry(jsonText: registry.json().prettyText)
        #expect(again == registry)
        #expect(again.translations.first?.sentence(for: "How much?") == "Wie viel?")
        #expect(again.translations.first?.fillers.leading == ["bitte"])
        #expect(again.fillers.trailing == ["real quick"])
    }
}
