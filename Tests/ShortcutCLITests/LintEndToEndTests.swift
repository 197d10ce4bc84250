import Foundation
import ShortcutKit
import Testing

/// `shortcuts lint` and `shortcuts test` through the built binary, and every lint witness checked by
/// `shortcuts match --json`: the matcher must list both intents among its candidates.
@Suite(needsBuiltBinary)
struct LintEndToEndTests {
    @Test(arguments: ["collision", "collision-parameters", "negative-blocks-phrase", "translation"])
    func everyWitnessReallyMatchesBothPhrases(_ name: String) throws {
        let registry = LintCommandTests.fixture(name)
        let lint = try runBinary(["lint", "--format", "json", "--registry", registry])
        #expect(lint.status == 1)
        #expect(lint.error.isEmpty)
        let findings = try #require(try JSON(parsing: lint.output)["findings"]?.arrayValue)
        let witnessed = findings.filter { $0["witness"] != .null }
        #expect(!witnessed.isEmpty)
        for finding in witnessed {
            let utterance = try #require(finding["witness"]?["utterance"]?.stringValue)
            let locale = finding["locale"]?.stringValue.map { ["--locale", $0] } ?? []
            let match = try runBinary(["match", "--json", "--registry", registry] + locale + [utterance])
            let result = try JSON(parsing: match.output)
            let candidates = result["candidates"]?.arrayValue?.compactMap { $0["intent"]?.stringValue } ?? []
            for reading in finding["witness"]?["readings"]?.arrayValue ?? [] {
                if let intent = reading["intent"]?.stringValue {
                    #expect(candidates.contains(intent), "\(utterance): \(candidates)")
                } else {
                    #expect(result["reason"] == "negativePhrase")
                    #expect(result["negativePhrase"] == reading["phrase"])
                }
            }
        }
    }

    @Test func lintsTheShippedRegistryCleanByDefault() throws {
        let outcome = try runBinary(["lint"])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        #expect(outcome.output.hasSuffix("shortcuts.json: 0 errors, 7 warnings, 2 notes\n"))
    }

    @Test func exitStatusesThroughTheBinary() throws {
        #expect(try runBinary(["lint", "--registry", LintCommandTests.fixture("collision")]).status == 1)
        #expect(try runBinary(["lint", "--strict"]).status == 1)
        let unreadable = try runBinary(["lint", "--registry", "/nonexistent.json"])
        #expect(unreadable.status == 2)
        #expect(unreadable.output.isEmpty)
        #expect(unreadable.error.hasPrefix("error: "))
    }

    /// The shipped phrase suite passes: what `.ci/run` runs.
    @Test func shippedSuitePasses() throws {
        let outcome = try runBinary(["test", "shortcuts.tests.jsonl"])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        let last = outcome.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasSuffix(" passed, 0 failed"))
        #expect((Int(last.prefix { $0.isNumber }) ?? 0) >= 60)
    }
}
