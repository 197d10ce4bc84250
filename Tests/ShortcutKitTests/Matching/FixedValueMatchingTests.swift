import ShortcutKit
import Testing

/// Matching phrases of shortcuts that fix parameters: the values a match carries, and when two
/// shortcuts of one intent tie.
@Suite struct FixedValueMatchingTests {
    static let types = #"""
        {"Domain": {"kind": "enum", "cases": [{"value": "light", "title": "Lights"}, {"value": "fan", "title": "Fans"},
                                              {"value": "cover", "title": "Blinds"}]},
         "Area": {"kind": "entity", "values": [{"id": "kitchen", "title": "Kitchen"}, {"id": "hall", "title": "Hall"}]}}
        """#
    static let intents = #"""
        [{"name": "TurnOnIntent", "parameters": [
            {"name": "domain", "type": "Domain", "required": true, "prompt": "What should I turn on?"},
            {"name": "area", "type": "Area"}]}]
        """#

    static let matcher: Matcher = try! Matcher(
        registry: makeRegistry(
            types: types, intents: intents,
            shortcuts: #"""
                [{"intent": "TurnOnIntent", "values": {"domain": "light"},
                  "phrases": ["turn on the lights", "turn on the lights in the ${area}", "lights on"]},
                 {"intent": "TurnOnIntent", "values": {"domain": "fan"}, "phrases": ["turn on the fans", "cool down"]},
                 {"intent": "TurnOnIntent", "values": {"domain": "cover"}, "phrases": ["cool down"]},
                 {"intent": "TurnOnIntent", "values": {"domain": "light"}, "phrases": ["lights on"]},
                 {"intent": "TurnOnIntent", "phrases": ["turn on the ${domain} in the ${area}", "switch on"]}]
                """#))

    static let flexible = MatchOptions(isFlexible: true)

    /// Utterance → the parameters the match carries (fixed ones with an empty `spokenText`), or nil
    /// when there is no match; and the phrase path.
    @Test(arguments: [
        (
            "turn on the lights",
            [MatchedParameter(name: "domain", value: .enumCase("light"), spokenText: "", isFixed: true)],
            "shortcuts[0].phrases[0]"
        ),
        (
            "turn on the fans",
            [MatchedParameter(name: "domain", value: .enumCase("fan"), spokenText: "", isFixed: true)],
            "shortcuts[1].phrases[0]"
        ),
        (
            "turn on the lights in the kitchen",
            [
                MatchedParameter(name: "domain", value: .enumCase("light"), spokenText: "", isFixed: true),
                MatchedParameter(name: "area", value: .entity("kitchen"), spokenText: "kitchen"),
            ],
            "shortcuts[0].phrases[1]"
        ),
        // Equal values: two shortcuts fixing domain = light both accept "lights on"; not ambiguous.
        (
            "lights on", [MatchedParameter(name: "domain", value: .enumCase("light"), spokenText: "", isFixed: true)],
            "shortcuts[0].phrases[2]"
        ),
        // Spoken, from the shortcut without fixed values.
        (
            "turn on the blinds in the hall",
            [
                MatchedParameter(name: "domain", value: .enumCase("cover"), spokenText: "blinds"),
                MatchedParameter(name: "area", value: .entity("hall"), spokenText: "hall"),
            ],
            "shortcuts[4].phrases[0]"
        ),
    ])
    func aMatchCarriesTheFixedValues(_ utterance: String, _ expected: [MatchedParameter], _ path: String) throws {
        for options in [MatchOptions(), Self.flexible] {
            let match = try #require(Self.matcher.match(utterance, options: options).match)
            #expect(match.parameters == expected)
            #expect(match.phrasePath == path)
            #expect(match.missingParameters.isEmpty)
            #expect(match.parameters.map(\.isFixed) == expected.map { $0.spokenText.isEmpty })
        }
    }

    @Test func aFixedValueCountsAsGiven() throws {
        let fixed = try #require(Self.matcher.match("turn on the lights").match)
        #expect(fixed.missingParameters.isEmpty)
        let unfixed = try #require(Self.matcher.match("switch on").match)
        #expect(unfixed.missingParameters.map(\.name) == ["domain"])
    }

    /// Two equally ranked phrases of one intent that fix other values ("cool down": fan or blinds) are
    /// ambiguous, strictly and flexibly, as two intents would be.
    @Test(arguments: ["cool down", "cool dawn"])
    func tiedShortcutsWithOtherValuesAreAmbiguous(_ utterance: String) {
        let result = Self.matcher.match(utterance, options: Self.flexible)
        #expect(result.reason == .ambiguous)
        #expect(result.candidates.map(\.intent) == ["TurnOnIntent"])
        #expect(result.candidates.first?.value(of: "domain") == .enumCase("fan"))
    }

    @Test func flexibleMatchingHearsAFixedShortcutsPhrase() throws {
        let result = Self.matcher.match("turn on the fens", options: Self.flexible)
        let match = try #require(result.match)
        #expect(match.score < 1)
        #expect(match.value(of: "domain") == .enumCase("fan"))
        #expect(match.parameters.first?.isFixed == true)
    }

    /// A tie between a fixed value and a spoken reading of the same parameter is no tie: the phrase that
    /// names the value outright reads fewer values (`Parse` rule 3), whatever the registry order.
    @Test func aFixedPhraseOutranksTheSameWordsReadAsAValue() throws {
        for shortcuts in [
            #"[{"intent": "TurnOnIntent", "phrases": ["turn on the ${domain}"]}, {"intent": "TurnOnIntent", "values": {"domain": "light"}, "phrases": ["turn on the lights"]}]"#,
            #"[{"intent": "TurnOnIntent", "values": {"domain": "light"}, "phrases": ["turn on the lights"]}, {"intent": "TurnOnIntent", "phrases": ["turn on the ${domain}"]}]"#,
        ] {
            let matcher = try Matcher(
                registry: makeRegistry(types: Self.types, intents: Self.intents, shortcuts: shortcuts))
            let match = try #require(matcher.match("turn on the lights").match)
            #expect(match.phrase == "turn on the lights")
            #expect(
                match.parameters == [
                    MatchedParameter(name: "domain", value: .enumCase("light"), spokenText: "", isFixed: true)
                ])
        }
    }
}
