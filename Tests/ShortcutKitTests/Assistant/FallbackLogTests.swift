import Foundation
import ShortcutKit
import Synchronization
import Testing

/// The fallback log: one bounded JSON line per turn sent to the backend, nothing for local answers.
@Suite struct FallbackLogTests {
    static let noon = Date(timeIntervalSince1970: 1_796_126_400)  // 2026-12-01T12:00:00Z

    /// Answers every turn with a fixed body, as a backend that names the intent it chose.
    struct ReplyingTransport: AssistantTransport {
        var body: String
        func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
            TransportResponse(status: 200, body: Data(body.utf8))
        }
    }

    struct RefusingTransport: AssistantTransport {
        func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
            throw .failed("down")
        }
    }

    /// Log lines collected in memory.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    /// An assistant over the shipped registry whose log lines are collected in memory.
    func assistant(_ transport: any AssistantTransport) -> (Assistant, Lines) {
        let lines = Lines()
        var assistant = Assistant(
            matcher: shippedMatcher,
            fallback: FallbackClient(url: URL(string: "http://127.0.0.1:9/llm")!, transport: transport))
        assistant.fallbackLog = FallbackLog(now: { Self.noon }, record: { entry in lines.append(entry.line) })
        return (assistant, lines)
    }

    @Test func logsTheTurnsSentToTheBackendWithReasonNearestIntentAndReply() async throws {
        let reply =
            #"{"sentenceSiriShouldSay":"You have $20.","continueConversation":false,"intent":"CheckBalanceIntent","model":"x"}"#
        let (assistant, lines) = assistant(ReplyingTransport(body: reply))
        var request = VoiceAssistantRequest(
            conversationHistory: [ConversationMessage(role: .user, content: "secret history")],
            currentQuery: "check my savings balanse")
        request.otherMembers["deviceId"] = "abc"
        _ = try await assistant.answer(request)
        _ = try await assistant.answer(VoiceAssistantRequest(currentQuery: "track my order"))
        let logged = lines.all
        try #require(logged.count == 1)
        let json = try JSON(parsing: logged[0])
        #expect(json["time"] == "2026-12-01T12:00:00.000Z")
        #expect(json["utterance"] == "check my savings balanse")
        #expect(json["reason"] == "noPhrase")
        #expect(json["nearest"]?["intent"] == "CheckBalanceIntent")
        #expect((json["nearest"]?["score"]?.doubleValue ?? 0) > 0)
        #expect(json["intent"] == "CheckBalanceIntent")
        #expect(json["reply"]?["sentenceSiriShouldSay"] == "You have $20.")
        #expect(json["reply"]?["model"] == "x")
        #expect(!logged[0].contains("secret history") && !logged[0].contains("deviceId"))
    }

    @Test func logsABackendFailureByItsKind() async throws {
        let (assistant, lines) = assistant(RefusingTransport())
        await #expect(throws: AssistantError.self) {
            try await assistant.answer(VoiceAssistantRequest(currentQuery: "tell me a joke"))
        }
        let json = try JSON(parsing: try #require(lines.all.first))
        #expect(json["error"] == "unreachable")
        #expect(json["reply"] == nil)
    }

    @Test func boundsALineByLeavingOutExtraReplyMembersThenCuttingStrings() throws {
        var reply = VoiceAssistantResponse(sentenceSiriShouldSay: "ok", continueConversation: false, source: .llm)
        reply.otherMembers["blob"] = .string(String(repeating: "x", count: 40_000))
        reply.otherMembers["intent"] = "PayBillIntent"
        let entry = FallbackLogEntry(
            time: Self.noon, utterance: String(repeating: "pay my bill ", count: 3000), reason: .noPhrase,
            nearestIntent: nil, nearestScore: nil, reply: reply)
        let line = entry.line
        #expect(line.utf8.count <= FallbackLogEntry.maximumLineLength)
        let json = try JSON(parsing: line)
        #expect(json["truncated"]?.boolValue == true)
        #expect(json["intent"] == "PayBillIntent")
        #expect(json["reply"]?["blob"] == nil)
    }

    @Test func appendsWholeLinesFromConcurrentWriters() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fallback-\(UUID().uuidString).jsonl")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let logs = try (0..<2).map { _ in try FallbackLog.appending(toFile: path, now: { Self.noon }) }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    logs[index % 2].record(
                        FallbackLogEntry(
                            time: Self.noon, utterance: "turn \(index) " + String(repeating: "w", count: index * 20),
                            reason: .noPhrase, nearestIntent: nil, nearestScore: nil, reply: nil))
                }
            }
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 200)
        for line in lines { #expect((try? JSON(parsing: String(line))) != nil) }
    }

    @Test func refusesAFileThatCannotBeOpened() {
        #expect(throws: FallbackLogError.self) { try FallbackLog.appending(toFile: "/nonexistent-folder/log.jsonl") }
    }
}
