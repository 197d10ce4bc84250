import ShortcutKit
import Testing

/// Phrases of one intent collide when their shortcuts fix other values and accept a common sentence.
@Suite struct FixedValueCollisionTests {
    static let types = #"""
        {"Domain": {"kind": "enum", "cases": [{"value": "light", "title": "Lights"}, {"value": "fan", "title": "Fans"}]},
         "Area": {"kind": "entity", "values": [{"id": "kitchen", "title": "Kitchen"}]}}
        """#
    static let intents = #"""
        [{"name": "TurnOnIntent", "parameters": [{"name": "domain", "type": "Domain"}, {"name": "area", "type": "Area"}]}]
        """#

    static func findings(_ first: (values: String, phrase: String), _ second: (values: String, phrase: String)) throws
        -> [Finding]
    {
        let registry = try makeRegistry(
            types: types, intents: intents,
            shortcuts: #"""
                [{"intent": "TurnOnIntent", "values": \#(first.values), "phrases": ["\#(first.phrase)"]},
                 {"intent": "TurnOnIntent", "values": \#(second.values), "phrases": ["\#(second.phrase)"]}]
                """#)
        return Linter().lint(registry).filter { [.collision, .redundantPhrase, .nearCollision].contains($0.rule) }
    }

    /// Values of the two shortcuts, their phrases, and the findings' rules.
    @Test(arguments: [
        // Other values, a common sentence: a collision.
        (
            #"{"domain": "light"}"#, "cool [the] ${area}", #"{"domain": "fan"}"#, "cool the ${area}",
            [LintRule.collision]
        ),
        // A fixed value against no value.
        (#"{"domain": "light"}"#, "switch on", "{}", "switch on", [.collision]),
        // A fixed value and the same value read from the words: they agree, so the narrower is redundant.
        (#"{"domain": "light"}"#, "turn on the lights", "{}", "turn on the ${domain}", [.redundantPhrase]),
        // Other values, phrases a listener can confuse: a near collision; with equal values, nothing.
        (#"{"domain": "light"}"#, "turn on the lights", #"{"domain": "fan"}"#, "turn on the lites", [.nearCollision]),
        (#"{"domain": "light"}"#, "turn on the lights", #"{"domain": "light"}"#, "turn on the lites", []),
        // Other values, no common sentence: nothing.
        (#"{"domain": "light"}"#, "turn on the lights", #"{"domain": "fan"}"#, "turn on the fans", []),
        // Equal values: the usual rule of one intent, a redundant phrase, not a collision.
        (#"{"domain": "light"}"#, "lights [on]", #"{"domain": "light"}"#, "lights on", [.redundantPhrase]),
    ])
    func collisionsWithinAnIntent(
        _ firstValues: String, _ firstPhrase: String, _ secondValues: String, _ secondPhrase: String,
        _ rules: [LintRule]
    ) throws {
        let findings = try Self.findings((firstValues, firstPhrase), (secondValues, secondPhrase))
        #expect(findings.map(\.rule) == rules)
    }

    @Test func theFindingSaysWhy() throws {
        let findings = try Self.findings(
            (#"{"domain": "light"}"#, "cool [the] ${area}"), (#"{"domain": "fan"}"#, "cool the ${area}"))
        let finding = try #require(findings.first)
        #expect(
            finding.message
                == #""cool the ${area}" (TurnOnIntent with domain = fan) and "cool [the] ${area}" (TurnOnIntent with domain = light) both match "cool the kitchen", which run TurnOnIntent with other fixed values"#
        )
        #expect(
            finding.notes.map(\.message) == [
                "TurnOnIntent reads area = kitchen and fixes domain = fan from it",
                #""cool [the] ${area}" (TurnOnIntent with domain = light) is here; it reads area = kitchen and fixes domain = light"#,
            ])
        #expect(finding.witness?.readings.map(\.phrasePath) == ["shortcuts[1].phrases[0]", "shortcuts[0].phrases[0]"])
    }
}
