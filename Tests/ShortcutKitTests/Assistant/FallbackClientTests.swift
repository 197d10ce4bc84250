import AssistantTestSupport
import Foundation
import ShortcutKit
import ShortcutServer
import Synchronization
import Testing

/// The fallback client against a real backend on loopback: pass-through, and each documented failure.
@Suite struct FallbackClientTests {
    let turn = VoiceAssistantRequest(
        conversationHistory: [ConversationMessage(role: .user, content: "hello")], currentQuery: "tell me a joke")

    /// The client's answer to `turn` and how long it took, timed on an executor of its own as in `serve`:
    /// the concurrency pool may be busy with other tests, and what is measured is the client's deadline.
    func timed(_ client: FallbackClient) async -> (Result<VoiceAssistantResponse, AssistantError>, Duration) {
        let turn = self.turn
        return await withTaskExecutorPreference(DispatchTaskExecutor(label: "test")) {
            let clock = ContinuousClock()
            let start = clock.now
            let result: Result<VoiceAssistantResponse, AssistantError>
            do throws(AssistantError) {
                result = .success(try await client.answer(turn))
            } catch {
                result = .failure(error)
            }
            return (result, start.duration(to: clock.now))
        }
    }

    @Test func passesTheBackendAnswerThroughAndSendsThePayloadUnchanged() async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        var request = turn
        request.otherMembers["locale"] = "en-US"
        let response = try await FallbackClient(url: backend.url).answer(request)
        #expect(response.sentenceSiriShouldSay == "LLM heard: tell me a joke")
        #expect(response.continueConversation == false)
        #expect(response.source == .llm)
        #expect(response.otherMembers["model"] == "stub")
        #expect(backend.callCount == 1)
        #expect(backend.receivedBodies == [request.json])
        #expect(
            response.json.compactText
                == #"{"sentenceSiriShouldSay":"LLM heard: tell me a joke","continueConversation":false,"source":"llm","model":"stub","historyLength":1}"#
        )
    }

    @Test func aRefusedConnectionIsRetriedOnceThenReportedUnreachable() async throws {
        let url = FakeBackend.refusingURL()
        let counting = CountingTransport()
        await #expect(throws: AssistantError.self) {
            try await FallbackClient(url: url, timeout: .seconds(5), transport: counting).answer(turn)
        }
        #expect(counting.count == 2)
        do {
            _ = try await FallbackClient(url: url, timeout: .seconds(5)).answer(turn)
            Issue.record("expected an error")
        } catch {
            guard case .unreachable(let reported, let reason) = error else {
                Issue.record("expected unreachable, got \(error)")
                return
            }
            #expect(reported == url.absoluteString)
            #expect(reason.contains("refused"))
            #expect(error.isBackendFailure)
        }
    }

    @Test func aSlowBackendTimesOutWithinTheDeadline() async throws {
        let backend = try FakeBackend(.slow(.seconds(10)))
        defer { backend.stop() }
        let client = FallbackClient(url: backend.url, timeout: .milliseconds(300))
        let (result, elapsed) = await timed(client)
        #expect(throws: AssistantError.timedOut(url: backend.url.absoluteString, seconds: 0.3)) { try result.get() }
        #expect(elapsed < .seconds(5))
    }

    @Test func anErrorStatusCarriesTheStartOfTheBody() async throws {
        let body = "Internal failure: the model is overloaded. " + String(repeating: "x", count: 500)
        let backend = try FakeBackend(.status(500, body))
        defer { backend.stop() }
        do {
            _ = try await FallbackClient(url: backend.url).answer(turn)
            Issue.record("expected an error")
        } catch {
            guard case .httpStatus(_, let status, let excerpt) = error else {
                Issue.record("expected httpStatus, got \(error)")
                return
            }
            #expect(status == 500)
            #expect(excerpt.hasPrefix("Internal failure: the model is overloaded."))
            #expect(excerpt.count <= 201)
            #expect(error.description.contains("answered HTTP 500: Internal failure"))
        }
        #expect(backend.callCount == 1)
    }

    @Test(arguments: [
        ("<html>oops</html>", "the body is not JSON"),
        (#"{"answer": "hi"}"#, "'sentenceSiriShouldSay' is missing or not a string"),
        (
            #"{"sentenceSiriShouldSay": "hi", "continueConversation": "yes"}"#,
            "'continueConversation' is missing or not a boolean"
        ),
        ("[1, 2]", "expected a JSON object, found an array"),
    ])
    func aReplyThatIsNotTheContractIsNamed(body: String, reason: String) async throws {
        let backend = try FakeBackend(.garbage(body))
        defer { backend.stop() }
        do {
            _ = try await FallbackClient(url: backend.url).answer(turn)
            Issue.record("expected an error")
        } catch {
            guard case .invalidReply(_, let reported) = error else {
                Issue.record("expected invalidReply, got \(error)")
                return
            }
            #expect(reported.contains(reason))
        }
    }

    @Test func aTransportThatIgnoresCancellationCannotHangTheClient() async throws {
        let url = URL(string: "http://127.0.0.1:9/stubborn")!
        let client = FallbackClient(url: url, timeout: .milliseconds(200), transport: StubbornTransport())
        let (result, elapsed) = await timed(client)
        #expect(throws: AssistantError.timedOut(url: url.absoluteString, seconds: 0.2)) { try result.get() }
        #expect(elapsed < .seconds(5))
    }

    @Test func aTransportThatNeverAnswersCannotHangTheClient() async throws {
        let url = URL(string: "http://127.0.0.1:9/never")!
        await #expect(throws: AssistantError.timedOut(url: url.absoluteString, seconds: 0.2)) {
            try await FallbackClient(url: url, timeout: .milliseconds(200), transport: SilentTransport()).answer(turn)
        }
    }
}

/// Ignores its timeout and cancellation both, returning only after 10 s: a blocking client library.
///
/// The tests allow 5 s for a 0.2 s deadline: far above the deadline on a loaded machine, far below
/// what waiting for the transport would take.
private struct StubbornTransport: AssistantTransport {
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now() + 10) { continuation.resume() }
        }
        throw .failed("too late")
    }
}

/// Refuses every connection, counting attempts, as a restarting backend would.
private final class CountingTransport: AssistantTransport {
    private let attempts = Mutex(0)
    var count: Int { attempts.withLock { $0 } }
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        attempts.withLock { $0 += 1 }
        throw .connectionRefused("test")
    }
}

/// Ignores its timeout and never returns on its own, the worst a plugged-in transport could do.
private struct SilentTransport: AssistantTransport {
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        try? await Task.sleep(for: .seconds(3600))
        throw .timedOut
    }
}
