import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// The fallback log and `shortcuts suggest` through the built binary: log, label, suggest, write, match.
@Suite(needsBuiltBinary)
struct SuggestEndToEndTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shortcuts-suggest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func askAppendsATurnSentToTheBackendToTheFallbackLog() async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("fallback.jsonl").path
        let url = backend.url.absoluteString
        let (remote, local) = try await onThread {
            (
                try runBinary(["ask", "--fallback", url, "--fallback-log", log, "who are you"]),
                try runBinary(["ask", "--fallback", url, "--fallback-log", log, "track my order"])
            )
        }
        #expect(remote.status == 0 && local.status == 0)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        try #require(lines.count == 1)
        let entry = try JSON(parsing: String(lines[0]))
        #expect(entry["utterance"] == "who are you")
        #expect(entry["reason"] == "noPhrase")
        #expect(entry["reply"]?["sentenceSiriShouldSay"] == "LLM heard: who are you")
        #expect(entry["time"]?.stringValue?.hasSuffix("Z") == true)
    }

    @Test func suggestsChecksAndWritesThroughTheBinary() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = folder.appendingPathComponent("shortcuts.json").path
        try FileManager.default.copyItem(atPath: shippedRegistry, toPath: registry)
        let labels = folder.appendingPathComponent("labels.jsonl").path
        try """
        {"utterance": "settle my water bill please", "intent": "PayBillIntent"}
        {"utterance": "settle my gas bill", "intent": "PayBillIntent"}
        {"utterance": "show my savings balance", "intent": "CheckBalanceIntent"}
        {"utterance": "show me the weather", "intent": null}
        {"utterance": "open the village gate", "intent": "TalkToVillagerIntent"}
        {"time": "2026-12-01T12:00:00.000Z", "utterance": "tell me a joke", "reason": "noPhrase"}
        """.write(toFile: labels, atomically: true, encoding: .utf8)
        let tests = folder.appendingPathComponent("shortcuts.tests.jsonl").path
        try #"{"utterance": "show my checking balance", "intent": null}"#.write(
            toFile: tests, atomically: true, encoding: .utf8)

        let text = try runBinary(["suggest", labels, "--registry", registry, "--must-not-match", tests])
        #expect(text.status == 0)
        #expect(text.error.isEmpty)
        #expect(text.output.contains(#"accepted PayBillIntent: "settle my ${biller} bill in ${applicationName}""#))
        #expect(
            text.output.contains(#"refused  CheckBalanceIntent: "show my ${account} balance in ${applicationName}""#))
        #expect(text.output.contains(#"it matches "show my checking balance", which must not match ("#))
        #expect(
            text.output.contains(
                #"refused: negative phrase "Open the village gate" blocks it on "open the village gate""#))

        let json = try runBinary(["suggest", labels, "--registry", registry, "--format", "json"])
        let suggestions = try #require(try JSON(parsing: json.output)["suggestions"]?.arrayValue)
        #expect(suggestions.count == 3)

        let csv = try runBinary(["suggest", labels, "--registry", registry, "--format", "csv"])
        #expect(csv.output.hasPrefix("intent,shortTitle,template,phrase,locale,primary,source"))
        #expect(csv.output.contains("PayBillIntent,Pay a Bill,settle my ${biller} bill in ${applicationName},"))
        #expect(csv.error.contains("refused: TalkToVillagerIntent"))

        let write = try runBinary(["suggest", labels, "--registry", registry, "--write", "--format", "json"])
        #expect(write.status == 0)
        #expect(write.error.contains("wrote 2 accepted phrase(s)"))
        let matched = try runBinary(["match", "--registry", registry, "settle my electric bill"])
        #expect(matched.output.hasPrefix("PayBillIntent\n"))
        let lint = try runBinary(["lint", "--registry", registry])
        #expect(lint.status == 0)
    }

    @Test func badUsageIsExitStatusTwo() throws {
        let missing = runInProcess(["suggest"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("missing labelled utterances file"))
        let format = runInProcess(["suggest", "x.jsonl", "--format", "xml"])
        #expect(format.status == 2)
        #expect(format.error.contains("invalid --format 'xml'"))
        let unreadable = runInProcess(["suggest", "/nonexistent/labels.jsonl"])
        #expect(unreadable.status == 2)
        let log = runInProcess(["ask", "--fallback-log", "/tmp/x.jsonl", "sing"])
        #expect(log.status == 2)
        #expect(log.error.contains("give --fallback URL too"))
    }
}
