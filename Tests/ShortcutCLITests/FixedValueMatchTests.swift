import Foundation
import Testing

/// `match` with shortcuts that fix parameters, through the built binary: `--json` lists the fixed values
/// among the parameters, and the text says where each value came from.
@Suite(needsBuiltBinary) struct FixedValueMatchTests {
    static let registry = "Tests/ShortcutKitTests/Fixtures/fixed-values.json"

    @Test func jsonListsTheFixedParametersLikeOthers() throws {
        let outcome = try runBinary(["match", "--registry", Self.registry, "--json", "turn on the fans in homehub"])
        #expect(outcome.status == 0)
        #expect(outcome.error == "")
        let json = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
        let match = try #require(json?["match"] as? [String: Any])
        #expect(match["intent"] as? String == "TurnOnIntent")
        #expect(match["phrasePath"] as? String == "shortcuts[1].phrases[0]")
        let parameters = try #require(match["parameters"] as? [String: Any])
        #expect(parameters["domain"] as? String == "fan")
        #expect(parameters["level"] as? Int == 3)
        #expect((match["missingParameters"] as? [Any])?.isEmpty == true)
    }

    @Test func textSaysTheValueWasFixed() throws {
        let outcome = try runBinary([
            "match", "--registry", Self.registry, "turn on the lights in the kitchen with homehub",
        ])
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                TurnOnIntent
                  phrase: Turn on the lights in the ${area} with ${applicationName}
                  domain: light  (fixed by the shortcut)
                  area: kitchen  (spoken "kitchen")
                  app name spoken: yes

                """)
    }
}
