import Foundation
import ShortcutKit
import Testing

@testable import ShortcutCLI

/// `match --flexible`, `--threshold`, `--margin` and `--explain`, in-process and through the binary.
@Suite struct FlexibleMatchCommandTests {
    @Test func matchesAMisheardUtteranceOnlyWhenFlexible() {
        let strict = runInProcess(["match", "--registry", shippedRegistry, "lode twenty dollars"])
        #expect(strict.status == 1)
        let flexible = runInProcess(["match", "--registry", shippedRegistry, "--flexible", "lode twenty dollars"])
        #expect(flexible.status == 0)
        #expect(
            flexible.output == """
                LoadFundsIntent
                  phrase: Load ${amount} (in|into) ${applicationName}
                  amount: 20 USD  (spoken "twenty dollars")
                  app name spoken: no
                  score: 0.85 (flexible)
                    tolerated "lode" sounds like "load"  (cost 0.3)

                """)
        #expect(flexible.error.isEmpty)
    }

    @Test func writesTheScoreAndTolerancesInJSON() throws {
        let outcome = runInProcess([
            "match", "--registry", shippedRegistry, "--flexible", "--json", "send money to jonah",
        ])
        #expect(outcome.status == 0)
        let match = try #require(try JSON(parsing: outcome.output)["match"])
        #expect(match["intent"] == "TransferMoneyIntent")
        #expect(match["score"] == .double(0.9125))
        #expect(
            match["tolerated"]
                == [
                    [
                        "kind": "spelledAlike", "spoken": "jonah", "expected": "jonas", "parameter": "recipient",
                        "cost": 0.35,
                    ]
                ])
    }

    /// Exit status and reason for threshold and margin settings.
    @Test(
        arguments: [
            (["--threshold", "0.8"], Int32(0), nil),
            (["--threshold=0.85"], 1, "belowThreshold"),
            (["--threshold", "0.85", "--margin", "0"], 1, "belowThreshold"),
            (["--threshold", "0"], 0, nil),
        ] as [([String], Int32, String?)])
    func honoursTheThreshold(_ settings: [String], _ status: Int32, _ reason: String?) throws {
        let outcome = runInProcess(
            ["match", "--registry", shippedRegistry, "--flexible", "--json"] + settings + ["chek my balanse"])
        #expect(outcome.status == status)
        #expect(try JSON(parsing: outcome.output)["reason"]?.stringValue == reason)
    }

    @Test(arguments: ["1.5", "-0.1", "high"])
    func rejectsABadThreshold(_ value: String) {
        let outcome = runInProcess(["match", "--registry", shippedRegistry, "--flexible", "--threshold", value, "x"])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.error.hasPrefix("error: invalid value '\(value)' for '--threshold'; give a number from 0 to 1\n"))
    }

    @Test func explainsANearMissInStrictMode() {
        let outcome = runInProcess(["match", "--registry", shippedRegistry, "--explain", "chek my balanse"])
        #expect(outcome.status == 1)
        #expect(
            outcome.output == """
                mode: strict (parses below score 1 would need --flexible)
                decision: no match: no phrase accepts "chek my balanse"
                best parses:
                  1. CheckBalanceIntent  score 0.8  "Check my balance (in|on) ${applicationName}"
                       "chek" sounds like "check"  (cost 0.3)
                       "balanse" sounds like "balance"  (cost 0.3)

                """)
    }

    @Test func explainsTheFlexibleDecision() {
        let outcome = runInProcess([
            "match", "--registry", shippedRegistry, "--explain", "--flexible", "open the villag gate",
        ])
        #expect(outcome.status == 1)
        #expect(
            outcome.output == """
                mode: flexible (threshold 0.8, margin 0.1)
                decision: no match: blocked by the negative phrase "Open the village gate"
                best parses:
                  none within the flexible budget
                negative phrase: "Open the village gate"  score 0.9125
                       "villag" is spelled like "village"  (cost 0.35)

                """)
    }

    @Test func explainsInJSON() throws {
        let outcome = runInProcess(["match", "--registry", shippedRegistry, "--explain", "--json", "check my balance"])
        #expect(outcome.status == 0)
        let json = try JSON(parsing: outcome.output)
        #expect(json["mode"] == "strict")
        #expect(json["match"]?["score"] == 1)
        #expect(json["parses"]?.arrayValue?.map { $0["intent"] } == ["CheckBalanceIntent"])
        #expect(json["negativeParse"] == .null)
    }
}

/// The built binary with the flexible options.
@Suite(needsBuiltBinary)
struct FlexibleEndToEndTests {
    @Test func matchesFlexiblyWithJSON() throws {
        let outcome = try runBinary(["match", "--flexible", "--json", "um check uh my balance"])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        let match = try #require(try JSON(parsing: outcome.output)["match"])
        #expect(match["intent"] == "CheckBalanceIntent")
        #expect(match["tolerated"]?.arrayValue?.map { $0["kind"] } == ["hesitation", "hesitation"])
    }

    @Test func explainsEachLineOfStandardInput() throws {
        let outcome = try runBinary(
            ["match", "--explain", "--flexible", "--stdin"], input: "lode twenty dollars\nplay jazz\n")
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(try JSON(parsing: lines[0])["parses"]?.arrayValue?.first?["intent"] == "LoadFundsIntent")
        #expect(try JSON(parsing: lines[1])["parses"] == [])
        #expect(try JSON(parsing: lines[1])["reason"] == "noPhrase")
    }

    @Test func reportsABadMarginOnStandardError() throws {
        let outcome = try runBinary(["match", "--flexible", "--margin", "2", "x"])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains("invalid value '2' for '--margin'"))
    }
}
