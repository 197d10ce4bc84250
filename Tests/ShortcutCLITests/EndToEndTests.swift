import Foundation
import ShortcutKit
import Testing

/// The built `shortcuts` binary, run as a user runs it.
@Suite(needsBuiltBinary)
struct EndToEndTests {
    @Test func matchesOnTheShippedRegistryByDefault() throws {
        let outcome = try runBinary(["match", "open villager in VillagePay"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("TalkToVillagerIntent\n"))
        #expect(outcome.error.isEmpty)
    }

    /// An amount outside the shipped registry's bounds: listed in `--json` only when there is one, and
    /// said in the output for people.
    @Test func reportsAnAmountOutOfRange() throws {
        let outcome = try runBinary(["match", "--json", "send 20000 dollars to amara in VillagePay"])
        #expect(outcome.status == 0)
        let json = try JSON(parsing: outcome.output)
        #expect(json["match"]?["outOfRange"] == ["amount"])
        #expect(json["candidates"]?.arrayValue?.first?["outOfRange"] == ["amount"])
        let inRange = try runBinary(["match", "--json", "send 20 dollars to amara in VillagePay"])
        #expect(!inRange.output.contains("outOfRange"))
        let text = try runBinary(["match", "send 20000 dollars to amara in VillagePay"])
        #expect(text.output.contains("  amount: 20000 USD  (spoken \"20000 dollars\")  out of range\n"))
        #expect(text.error.isEmpty)
    }

    /// Spoken amounts are read in the locale's words: German and French numbers, German digits.
    @Test(arguments: [
        ("de", "zwanzig Euro in VillagePay laden", 20.0),
        ("de", "1.000,50 € in VillagePay laden", 1_000.5),
        ("fr", "Charger quatre-vingt-dix-sept euros dans VillagePay", 97),
    ])
    func matchesSpokenAmountsInTheLocale(_ locale: String, _ utterance: String, _ amount: Double) throws {
        let outcome = try runBinary(["match", "--json", "--locale", locale, utterance])
        #expect(outcome.status == 0)
        let json = try JSON(parsing: outcome.output)
        #expect(json["match"]?["intent"] == "LoadFundsIntent")
        #expect(json["match"]?["parameters"]?["amount"]?["amount"]?.doubleValue == amount)
        #expect(json["match"]?["parameters"]?["amount"]?["currency"] == "EUR")
    }

    @Test func exitsOneWithoutAMatch() throws {
        let outcome = try runBinary(["match", "--json", "play some jazz"])
        #expect(outcome.status == 1)
        #expect(try JSON(parsing: outcome.output)["reason"] == "noPhrase")
    }

    /// `--dump-graph` prints `Matcher.description` (golden-tested in `MatcherDescriptionTests`) and
    /// takes no utterance.
    @Test func dumpsTheCompiledGraph() throws {
        let outcome = try runBinary(["match", "--dump-graph"])
        #expect(outcome.status == 0)
        let matcher = try Matcher(registry: Registry(contentsOf: URL(fileURLWithPath: shippedRegistry)))
        #expect(outcome.output == matcher.description + "\n")
        #expect(outcome.output.contains("\nn0\n  \"book\" -> n1\n"))
        #expect(runInProcess(["match", "--registry", shippedRegistry, "--dump-graph"]).output == outcome.output)
        #expect(outcome.error.isEmpty)
        let misuse = try runBinary(["match", "--dump-graph", "check my balance"])
        #expect(misuse.status == 2)
        #expect(misuse.output.isEmpty)
        #expect(misuse.error.contains("--dump-graph takes no utterance"))
    }

    @Test func keepsUsageErrorsOffStandardOutput() throws {
        let outcome = try runBinary(["match", "--jsn", "x"])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains("Did you mean '--json'?"))
        #expect(outcome.error.contains("See 'shortcuts help match'."))
    }

    @Test func streamsJSONLines() throws {
        let input = (0..<500).map { $0 % 2 == 0 ? "check my balance" : "nope \($0)" }.joined(separator: "\n") + "\n"
        let outcome = try runBinary(["match", "--stdin"], input: input)
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 500)
        #expect(try JSON(parsing: String(lines[0]))["match"]?["intent"] == "CheckBalanceIntent")
        #expect(try JSON(parsing: String(lines[1]))["match"] == .null)
    }

    /// A co-process writes one line and waits: the answer must come before the input ends.
    @Test func answersEachLineAtOnce() throws {
        let coProcess = try CoProcess(["match", "--stdin"])
        defer { coProcess.finish() }
        for (utterance, intent) in [
            ("check my balance", "CheckBalanceIntent"), ("open villagepay", "TalkToVillagerIntent"),
        ] {
            #expect(try JSON(parsing: coProcess.ask(utterance))["match"]?["intent"]?.stringValue == intent)
        }
    }

    @Test func printsHelpAndVersion() throws {
        #expect(try runBinary(["--help"]).output.contains("SUBCOMMANDS:"))
        #expect(try runBinary(["--version"]).status == 0)
    }
}
