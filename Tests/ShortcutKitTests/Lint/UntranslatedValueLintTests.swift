import Testing

@testable import ShortcutKit

/// The `untranslated-value` rule: a translated phrase takes a type some of whose values the locale leaves in
/// the source language.
@Suite struct UntranslatedValueLintTests {
    /// The value-translations fixture with `replacements` made in its text.
    static func registry(_ replacements: [(String, String)] = []) throws -> Registry {
        var text = try FormatFixtures.text("value-translations.json")
        for (old, new) in replacements {
            #expect(text.contains(old), "the fixture no longer says \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return try Registry(jsonText: text, sourcePath: "value-translations.json")
    }

    static func findings(_ registry: Registry) -> [Finding] {
        Linter().lint(registry).filter { $0.rule == .untranslatedValue }
    }

    /// What translates the rest of the fixture's values into French.
    static let complete = [
        (
            "\"yesterday\": { \"title\": \"hier\" }\n        }",
            #""yesterday": { "title": "hier" }, "today": { "title": "aujourd'hui" } },"#
                + #" "Contact": { "contact-jonas": { "title": "Jonas Weber", "synonyms": ["Jonas"] } }"#
        )
    ]

    @Test func aTypeWithUntranslatedValuesIsReportedOncePerLocaleAndType() throws {
        let findings = Self.findings(try Self.registry())
        #expect(
            findings.map(\.path) == [
                #"translations.fr["Show what I spent ${day} in ${applicationName}"]"#,
                #"translations.fr["Call ${contact} with ${applicationName}"]"#,
            ])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.locale == "fr" })
        #expect(
            findings.first?.message
                == #"fr: 1 of the 2 values of Day has no title in fr ("today"), so the translated phrases hear them "#
                + #"only as the registry's own locale says them; add "today": {"title": "…"} under "#
                + "translations.fr.types.Day")
        #expect(
            findings.last?.message.hasPrefix(#"fr: no value of Contact has a title in fr ("contact-jonas")"#) == true)
        #expect(findings.first?.location != nil)
    }

    @Test func aLocaleThatTranslatesEveryValueItsPhrasesTakeIsClean() throws {
        #expect(Self.findings(try Self.registry(Self.complete)).isEmpty)
        // A type no translated phrase takes needs no titles: without the phrase, Day is not reported.
        let withoutPhrase = try Self.registry([
            (
                #""Show what I spent ${day} in ${applicationName}": ["Montre ce que j'ai dépensé ${day} dans ${applicationName}"],"#,
                ""
            )
        ])
        #expect(
            Self.findings(withoutPhrase).map(\.path) == [#"translations.fr["Call ${contact} with ${applicationName}"]"#]
        )
    }

    @Test func aSuppressionByTheTranslatedPhraseSilencesIt() throws {
        let registry = try Self.registry([
            (
                "\n  }\n}\n",
                """
                \n  },
                  "lint": {"ignore": [{"rule": "untranslated-value", "phrases": ["Appeler ${contact} avec ${applicationName}"],
                    "reason": "contacts are names, said the same in French"}]}
                }\n
                """
            )
        ])
        let findings = Linter().lint(registry)
        #expect(
            Self.findings(registry).map(\.path) == [
                #"translations.fr["Show what I spent ${day} in ${applicationName}"]"#
            ])
        #expect(!findings.contains { $0.rule == .staleSuppression })
    }
}
