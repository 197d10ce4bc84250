import ShortcutKit
import Testing

/// A parameter with a default is never asked for, so it needs no prompt; the other rules are unchanged.
@Suite struct DefaultValueLintTests {
    /// The parameter (a JSON object) of an intent whose phrase leaves it unspoken → whether
    /// `prompt-missing` is reported for it.
    @Test(arguments: [
        (#"{"name": "percent", "type": "integer", "default": 20}"#, false),
        (#"{"name": "percent", "type": "integer"}"#, false),
        (#"{"name": "percent", "type": "integer", "required": true}"#, true),
        (#"{"name": "percent", "type": "integer", "required": true, "prompt": "How much?"}"#, false),
    ])
    func aDefaultNeedsNoPrompt(_ parameter: String, _ isReported: Bool) throws {
        let registry = try makeRegistry(
            app: #"{"name": "Tipster"}"#,
            intents: #"[{"name": "SendTipIntent", "parameters": [\#(parameter)]}]"#,
            shortcuts: #"""
                [{"intent": "SendTipIntent", "shortTitle": "Send Tip", "systemImageName": "heart",
                  "phrases": ["Send a tip with ${applicationName}", "Send ${percent} percent with ${applicationName}"]}]
                """#)
        let findings = Linter().lint(registry)
        #expect(findings.contains { $0.ruleID == "prompt-missing" } == isReported, "\(findings)")
    }

    /// Two shortcuts of one intent on one sentence collide when they give it other values: fixing a
    /// parameter to its default gives what leaving it unspoken gives. The witness lists no default.
    @Test(arguments: [("standard", false), ("instant", true)])
    func aShortcutFixingTheDefaultDoesNotCollideWithOneLeavingItUnspoken(_ fixed: String, _ collides: Bool) throws {
        let registry = try makeRegistry(
            app: #"{"name": "Tipster"}"#,
            types: #"{"Speed": {"kind": "enum", "cases": [{"value": "standard"}, {"value": "instant"}]}}"#,
            intents: #"""
                [{"name": "SendTipIntent", "parameters": [{"name": "speed", "type": "Speed", "default": "standard"}]}]
                """#,
            shortcuts: #"""
                [{"intent": "SendTipIntent", "phrases": ["Send a tip with ${applicationName}"]},
                 {"intent": "SendTipIntent", "values": {"speed": "\#(fixed)"}, "phrases": ["Send a tip with ${applicationName}"]}]
                """#)
        let collisions = Linter().lint(registry).filter { $0.ruleID == "collision" }
        #expect(collisions.isEmpty != collides, "\(collisions)")
        for reading in collisions.flatMap({ $0.witness?.readings ?? [] }) {
            #expect(reading.parameters.map(\.isDefault).allSatisfy { !$0 })
        }
    }
}
