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
        #expect(outcome.output.hasSuffix("shortcuts.json: 0 errors, 12 warnings, 3 notes\n"))
    }

    /// Values that share a spoken form are notes: the run passes, with --strict too, and `match` calls the
    /// utterance ambiguous, as the notes say.
    @Test func sharedSpokenFormsAreNotes() throws {
        let registry = LintCommandTests.fixture("shared-spoken-form")
        let outcome = try runBinary(["lint", "--registry", registry])
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
        #expect(
            outcome.output.replacing(registry, with: "shared-spoken-form.json") == """
                shared-spoken-form.json:13:9: note: [shared-spoken-form] "jonas" names Jonas Weber and Jonas Brown of Contact: the assistant asks "Which jonas: Jonas Weber or Jonas Brown?", and `match` reports the utterance as ambiguous; if one value is meant, give the others forms of their own
                shared-spoken-form.json:12:9: note: "jonas" also names this value
                shared-spoken-form.json:14:9: note: [shared-spoken-form] "jb" names Jonas Brown and Jay Bee of Contact: the assistant asks "Which jb: Jonas Brown or Jay Bee?", and `match` reports the utterance as ambiguous; if one value is meant, give the others forms of their own
                shared-spoken-form.json:13:9: note: "jb" also names this value
                shared-spoken-form.json: 0 errors, 0 warnings, 2 notes

                """)
        #expect(try runBinary(["lint", "--strict", "--registry", registry]).status == 0)
        let match = try runBinary(["match", "--json", "--registry", registry, "Send money to Jonas with VillagePay"])
        #expect(try JSON(parsing: match.output)["reason"] == "ambiguous", "\(match.output)")
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
