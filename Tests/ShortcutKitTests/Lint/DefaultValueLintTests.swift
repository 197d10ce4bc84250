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
}
