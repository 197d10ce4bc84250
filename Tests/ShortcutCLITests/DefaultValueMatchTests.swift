import Foundation
import Testing

/// `match` with parameters that have defaults, through the built binary: `--json` gives the default among
/// the parameters and names it in `defaults`, and the text says where each value came from.
@Suite(needsBuiltBinary) struct DefaultValueMatchTests {
    static let registry = "Tests/ShortcutKitTests/Fixtures/defaults.json"

    @Test func jsonGivesTheDefaultAndNamesIt() throws {
        let outcome = try runBinary([
            "match", "--registry", Self.registry, "--json", "send an instant tip with tipster",
        ])
        #expect(outcome.status == 0)
        #expect(outcome.error == "")
        let json = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
        let match = try #require(json?["match"] as? [String: Any])
        let parameters = try #require(match["parameters"] as? [String: Any])
        #expect(parameters["percent"] as? Int == 20)
        #expect(parameters["speed"] as? String == "instant")
        #expect(match["defaults"] as? [String] == ["percent"])
        #expect((match["missingParameters"] as? [Any])?.isEmpty == true)
    }

    @Test func textSaysTheValueIsTheDefault() throws {
        let outcome = try runBinary(["match", "--registry", Self.registry, "send a 15 percent tip with tipster"])
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                SendTipIntent
                  phrase: Send a ${percent} percent tip with ${applicationName}
                  percent: 15  (spoken "15")
                  speed: standard  (the parameter's default)
                  app name spoken: yes

                """)
    }
}
