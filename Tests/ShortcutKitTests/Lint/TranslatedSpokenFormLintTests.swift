import Testing

@testable import ShortcutKit

/// `shared-spoken-form` in a locale: two values a translation gives one spoken form.
@Suite struct TranslatedSpokenFormLintTests {
    static let sharing = #"""
        {"Biller": {"power": {"title": "électricité"}, "water": {"title": "eau"}, "gas": {"title": "gaz", "synonyms": ["Eau"]}},
         "Day": {"yesterday": {"title": "hier"}, "today": {"title": "aujourd'hui"}},
         "Contact": {"contact-jonas": {"title": "Jonas"}}}
        """#

    @Test func aFormTwoTranslatedValuesShareIsReportedAtTheTranslation() throws {
        let registry = try ValueTranslationTests.registry(frenchTypes: Self.sharing)
        let findings = Linter().lint(registry).filter { $0.rule == .sharedSpokenForm }
        #expect(findings.map(\.path) == ["translations.fr.types.Biller.gas"])
        #expect(findings.first?.notes.map(\.path) == ["translations.fr.types.Biller.water"])
        #expect(findings.first?.locale == "fr")
        #expect(findings.first?.message.hasPrefix(#"fr: "Eau" names eau and gaz of Biller"#) == true)
        #expect(findings.first?.location != nil)
        // Without the shared synonym, nothing is shared in French or English.
        let distinct = try ValueTranslationTests.registry(
            frenchTypes: Self.sharing.replacingOccurrences(of: #", "synonyms": ["Eau"]"#, with: ""))
        #expect(Linter().lint(distinct).filter { $0.rule == .sharedSpokenForm }.isEmpty)
    }

    @Test func itIsSilencedByAPhraseThatTakesTheType() throws {
        let text = try FormatFixtures.text("value-translations.json")
        let start = text.range(of: "      \"types\": {\n        \"Biller\"")!.lowerBound
        let registry = try Registry(
            jsonText: String(text[..<start]) + "      \"types\": " + Self.sharing + "\n    }\n  },\n"
                + #"  "lint": {"ignore": [{"rule": "shared-spoken-form", "#
                + #""phrases": ["Pay my ${biller} bill in ${applicationName}"], "reason": "asked which"}]}}"#,
            sourcePath: "shortcuts.json")
        let findings = Linter().lint(registry)
        #expect(!findings.contains { $0.rule == .sharedSpokenForm || $0.rule == .staleSuppression })
    }
}
