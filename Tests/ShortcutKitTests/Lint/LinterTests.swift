import Testing

@testable import ShortcutKit

/// The collision rule on the cases the issue names: app-name forms, fillers, numbers, free text.
@Suite struct LinterTests {
    /// Two intents, A and B, with a parameter each of the given types.
    static func registry(_ a: String, _ aType: String, _ b: String, _ bType: String) throws -> Registry {
        try makeRegistry(
            types:
                #"{"Genre": {"kind": "enum", "title": "Genre", "cases": [{"value": "jazz", "title": "jazz"}, {"value": "hip-hop", "title": "hip hop"}]}}"#,
            intents: """
                [{"name": "AIntent", "title": "A", "parameters": [{"name": "x", "type": "\(aType)", "title": "X"}]},
                 {"name": "BIntent", "title": "B", "parameters": [{"name": "y", "type": "\(bType)", "title": "Y"}]}]
                """,
            shortcuts: """
                [{"intent": "AIntent", "shortTitle": "A", "systemImageName": "a", "phrases": ["\(a)"]},
                 {"intent": "BIntent", "shortTitle": "B", "systemImageName": "b", "phrases": ["\(b)"]}]
                """)
    }

    /// Phrase of A, phrase of B, and the shortest utterance both match (`nil`: they never collide).
    @Test(
        arguments: [
            ("Open ${applicationName}", "Open [the] ${applicationName} [app]", "open villagepay"),
            ("Please open ${applicationName}", "Open ${applicationName}", "please open villagepay"),
            ("Check my balance in ${applicationName}", "Check my balance with ${applicationName}", "check my balance"),
            ("Play ${x} in ${applicationName}", "Play ${y} in ${applicationName}", "play jazz"),
            ("Set ${x} degrees in ${applicationName}", "Set ${y} degrees in ${applicationName}", "set 7 degrees"),
            ("Set ${x} degrees in ${applicationName}", "Set four degrees in ${applicationName}", "set four degrees"),
            ("Buy ${x} tickets in ${applicationName}", "Buy some tickets in ${applicationName}", nil),
            ("Load ${x} in ${applicationName}", "Load ${y} dollars in ${applicationName}", "load 7 dollars"),
            ("Open ${applicationName}", "Open village gate in ${applicationName}", nil),
            ("Send ${x} now in ${applicationName}", "Send $ ${y} now in ${applicationName}", "send $7 now"),
            ("Send ${x} now in ${applicationName}", "Send ${y} euros now in ${applicationName}", "send 7 euros now"),
            // Free text never holds a whole form of the app's name, as the matcher reads it.
            ("Find ${x} in ${applicationName}", "Find ${applicationName}", nil),
            ("Find ${x} now in ${applicationName}", "Find ${applicationName} now", nil),
            ("Find ${x} in ${applicationName}", "Find ${applicationName} deals", "find deals"),
        ] as [(String, String, String?)])
    func collision(_ a: String, _ b: String, _ witness: String?) throws {
        let types: [String: (String, String)] = [
            "Play": ("string", "Genre"), "Set": ("integer", "number"), "Buy": ("integer", "integer"),
            "Load": ("currency", "number"), "Send": ("currency", "integer"),
        ]
        let (aType, bType) = types[String(a.prefix { $0 != " " })] ?? ("string", "string")
        let registry = try Self.registry(a, aType, b, bType)
        let findings = Linter().lint(registry).filter { $0.rule == .collision }
        #expect(findings.map { $0.witness?.utterance } == (witness.map { [$0] } ?? []))
        if let finding = findings.first, let utterance = finding.witness?.utterance {
            let candidates = try Matcher(registry: registry).match(utterance).candidates.map(\.intent)
            #expect(Set(candidates) == ["AIntent", "BIntent"])
            #expect(findings.hasErrors)
        }
    }

    @Test func witnessReadingsCarryEachPhrasesValues() throws {
        let registry = try Self.registry(
            "Play ${x} in ${applicationName}", "string", "Play ${y} in ${applicationName}", "Genre")
        let finding = try #require(Linter().lint(registry).first { $0.rule == .collision })
        let readings = try #require(finding.witness?.readings)
        #expect(readings.map(\.intent) == ["BIntent", "AIntent"])
        #expect(readings.map(\.parameters.first?.value) == [.enumCase("jazz"), .string("jazz")])
        #expect(readings.map(\.phrasePath) == ["shortcuts[1].phrases[0]", "shortcuts[0].phrases[0]"])
        #expect(finding.location == registry.location(of: "shortcuts[1].phrases[0]"))
        #expect(finding.notes.last?.location == registry.location(of: "shortcuts[0].phrases[0]"))
    }

    /// A registry built in code is not validated: a phrase that cannot compile is an error finding.
    @Test func uncompilablePhraseIsAnError() {
        let registry = Registry(
            app: AppName(name: "VillagePay"), intents: [Intent(name: "AIntent", title: "A")],
            shortcuts: [Shortcut(intent: "AIntent", phrases: ["Open ${nothing} in ${applicationName}"])])
        let findings = Linter().lint(registry)
        #expect(findings.map(\.rule) == [.invalidPhrase])
        #expect(findings.map(\.path) == ["shortcuts[0].phrases[0]"])
        #expect(findings.hasErrors)
    }

    @Test func severitiesAndStrictness() throws {
        let registry = try Self.registry(
            "Play ${x} in ${applicationName}", "string", "Skip ${y} in ${applicationName}", "Genre")
        let findings = Linter().lint(registry)
        #expect(findings.map(\.rule) == [.notExportable])
        #expect(!findings.hasErrors)
        #expect(findings.hasWarnings)
        #expect(Linter(isStrict: true).lint(registry).hasErrors)
    }

    /// Phrases of one intent apart only by a contraction are one phrase to the local matcher alone: a
    /// note that says so, not a warning; phrases apart by nothing the matcher reads stay a warning.
    @Test(
        arguments: [
            (
                "Where is my wallet in ${applicationName}", "Where’s my wallet in ${applicationName}",
                Finding.Severity.note
            ),
            ("What is my balance in ${applicationName}", "Whats my balance in ${applicationName}", .note),
            ("Check my balance in ${applicationName}", "check my balance in ${applicationName}", .warning),
            ("Check my balance (in|with) ${applicationName}", "Check my balance in ${applicationName}", .warning),
        ] as [(String, String, Finding.Severity)])
    func contractionSpellingsAreANote(_ first: String, _ second: String, _ severity: Finding.Severity) throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "AIntent", "title": "A"}]"#,
            shortcuts: """
                [{"intent": "AIntent", "shortTitle": "A", "systemImageName": "a", "phrases": ["\(first)", "\(second)"]}]
                """)
        let redundant = Linter().lint(registry).filter { $0.rule == .redundantPhrase }
        #expect(redundant.map(\.severity) == [severity])
        #expect(redundant.first?.message.contains("only the local matcher") == (severity == .note))
    }

    /// A near collision is a pair a listener can confuse: words that sound the same, or one word within
    /// one edit; opposite commands and different function words are not findings (issue 10).
    @Test(
        arguments: [
            ("Pay for ${x} in ${applicationName}", "Pay four ${y} in ${applicationName}", "differ only by homophones"),
            (
                "Book a table for two in ${applicationName}", "Book a table four to in ${applicationName}",
                "differ only by homophones"
            ),
            (
                "Show my feed in ${applicationName}", "Show my feeds in ${applicationName}",
                #"differ in words that sound alike ("feeds" and "feed")"#
            ),
            (
                "Track my flight [now] in ${applicationName}", "Track my fight in ${applicationName}",
                #"differ in words that sound alike ("fight" and "flight")"#
            ),
            ("Read ${x} in ${applicationName}", "Red ${y} in ${applicationName}", "differ only by homophones"),
            // Two sound-alike words, one of them only one edit apart: still one edit at most.
            (
                "Show my feed for two in ${applicationName}", "Show my feeds four to in ${applicationName}",
                "differ in words that sound alike"
            ),
            ("Start the office VPN in ${applicationName}", "Disconnect the office VPN in ${applicationName}", nil),
            (
                "Cancel the focus override in ${applicationName}", "Activate the focus override in ${applicationName}",
                nil
            ),
            ("Log a walk in ${applicationName}", "Stop a walk in ${applicationName}", nil),
            ("Turn on the lights in ${applicationName}", "Turn off the lights in ${applicationName}", nil),
            ("Check my bill in ${applicationName}", "Check my balance in ${applicationName}", nil),
            ("Check my feed in ${applicationName}", "Check the feed in ${applicationName}", nil),
            // Two words within one edit each are two differences, not one.
            ("Show my feed bill in ${applicationName}", "Show my feeds bills in ${applicationName}", nil),
        ] as [(String, String, String?)])
    func nearCollisionsAreWhatAListenerConfuses(_ a: String, _ b: String, _ how: String?) throws {
        let registry = try Self.registry(a, "Genre", b, "Genre")
        let near = Linter().lint(registry).filter { $0.rule == .nearCollision }
        guard let how else {
            #expect(near.map(\.message) == [])
            return
        }
        #expect(near.count == 1)
        #expect(near.first?.message.contains(how) == true, "\(near.first?.message ?? "none")")
    }

    /// Findings on a translation point at the translated phrase: the paths follow `localized(to:)`,
    /// which leaves out untranslated shortcuts and repeats.
    @Test func translatedPathsFollowLocalization() throws {
        let registry = try Registry(
            jsonText: #"""
                {"version": 1, "app": {"name": "VillagePay"},
                 "intents": [{"name": "AIntent", "title": "A"}, {"name": "BIntent", "title": "B"}],
                 "shortcuts": [{"intent": "AIntent", "phrases": ["Alpha in ${applicationName}"]},
                               {"intent": "BIntent", "phrases": ["Beta in ${applicationName}", "Gamma in ${applicationName}"]}],
                 "translations": {"de": {"Beta in ${applicationName}": ["X in ${applicationName}", "Y in ${applicationName}"],
                                         "Gamma in ${applicationName}": ["Y in ${applicationName}", "Z in ${applicationName}"]}}}
                """#)
        let localized = try registry.localized(to: "de")
        let expected = ["X", "Y", "Z"].map { "\($0) in ${applicationName}" }
        #expect(localized.shortcuts.map(\.phrases) == [expected])
        let paths = Linter.translatedPaths(registry, try #require(registry.translations.first))
        #expect(
            paths == [
                "shortcuts[0].phrases[0]": #"translations.de["Beta in ${applicationName}"][0]"#,
                "shortcuts[0].phrases[1]": #"translations.de["Beta in ${applicationName}"][1]"#,
                "shortcuts[0].phrases[2]": #"translations.de["Gamma in ${applicationName}"][1]"#,
            ])
        for path in paths.values { #expect(registry.location(of: path) != nil, "\(path)") }
    }
}
