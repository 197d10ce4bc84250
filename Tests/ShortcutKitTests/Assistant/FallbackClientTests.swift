import AssistantTestSupport
import Foundation
import ShortcutKit
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The fallback client against a real backend on loopback: pass-through, and each documented failure.
@Suite struct FallbackClientTests {
    let turn = VoiceAssistantRequest(
        conversationHistory: [ConversationMessage(role: .user, content: "hello")], currentQuery: "tell me a joke")

    /// The client's answer to `turn`, as a result to check.
    func result(_ client: FallbackClient) async -> Result<VoiceAssistantResponse, AssistantError> {
        do throws(AssistantError) {
            return .success(try await client.answer(turn))
        } catch {
            return .failure(error)
        }
    }

    @Test func passesTheBackendAnswerThroughAndSendsThePayloadUnchanged() async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        var request = turn
        request.otherMembers["locale"] = "en-US"
        let response = try await FallbackClient.onManualClock(url: backend.url).answer(request)
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

    /// Runs a turn against a refusing backend on a clock the test moves: the deadline and the retry's pause
    /// are both on it, so the pause passes when the test says and the deadline never.
    func refusedTurn(_ client: FallbackClient, clock: ManualClock) async -> Result<
        VoiceAssistantResponse, AssistantError
    > {
        let turn = Task { await result(client) }
        // The deadline sleeps from the start; the retry's pause once the first attempt was refused.
        await clock.sleepers(2)
        clock.advance(by: .milliseconds(50))
        return await turn.value
    }

    @Test func aRefusedConnectionIsRetriedOnceThenReportedUnreachable() async throws {
        let url = FakeBackend.refusingURL()
        let counting = CountingTransport()
        let clock = ManualClock()
        let counted = await refusedTurn(
            FallbackClient(url: url, timeout: .seconds(5), transport: counting, clock: clock), clock: clock)
        #expect(throws: AssistantError.self) { try counted.get() }
        #expect(counting.count == 2)
        let refused = await refusedTurn(.onManualClock(url: url, clock: clock), clock: clock)
        do {
            _ = try refused.get()
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

    @Test func aBackendThatHoldsTheTurnTimesOutAtTheDeadline() async throws {
        let gate = Gate()
        let backend = try FakeBackend(.held(gate))
        defer { backend.stop() }
        let client = FallbackClient(url: backend.url, timeout: .milliseconds(300))
        let result = await result(client)
        #expect(throws: AssistantError.timedOut(url: backend.url.absoluteString, seconds: 0.3)) { try result.get() }
        // A timed-out turn is never retried: at most the one request reached the backend.
        #expect(gate.arrived <= 1)
    }

    @Test func theDeadlineIsExactlyTheTimeoutGivenFractionsIncluded() async throws {
        let clock = ManualClock()
        let url = URL(string: "http://127.0.0.1:9/never")!
        let client = FallbackClient(url: url, timeout: .milliseconds(1900), transport: SilentTransport(), clock: clock)
        let turn = Task { await result(client) }
        await clock.sleepers(1)
        clock.advance(by: .milliseconds(1899))
        // The deadline has not come: its sleeper is still waiting on the clock.
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        await #expect(throws: AssistantError.timedOut(url: url.absoluteString, seconds: 1.9)) {
            try await turn.value.get()
        }
    }

    @Test func oneDeadlineCoversTheRetryToo() async throws {
        let clock = ManualClock()
        let url = URL(string: "http://127.0.0.1:9/restarting")!
        let transport = RefusingOnceThenSilentTransport()
        let client = FallbackClient(url: url, timeout: .seconds(1), transport: transport, clock: clock)
        let turn = Task { await result(client) }
        // The turn's deadline and the pause before the retry.
        await clock.sleepers(2)
        clock.advance(by: .milliseconds(50))
        await transport.secondAttempt.arrivals(1)
        clock.advance(by: .milliseconds(949))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        await #expect(throws: AssistantError.timedOut(url: url.absoluteString, seconds: 1)) {
            try await turn.value.get()
        }
        #expect(transport.attempts == 2)
    }

    @Test func aSubsecondTimeoutAgainstAnInstantBackendAnswers() async throws {
        // URLSession on Linux truncates its timeout to whole seconds: the 0.99 s left of a 1 s turn
        // became 0 and failed at once (8 turns in 10). The client's own deadline is on a clock that does
        // not move here, and URLSession's timer is an hour past it, so only a subsecond timeout reaching
        // URLSession as such (truncated to 0) could fail these turns, never a slow exchange.
        let backend = try FakeBackend()
        defer { backend.stop() }
        let client = FallbackClient(
            url: backend.url, timeout: .milliseconds(500),
            transport: URLSessionTransport(maximumConnectionsPerHost: 64, backstop: .seconds(3600)),
            clock: ManualClock())
        for _ in 0..<5 {
            #expect(try await client.answer(turn).sentenceSiriShouldSay == "LLM heard: tell me a joke")
        }
    }

    @Test(arguments: [0.5, 1.0, 1.9, 30.0])
    func theTransportTimeoutIsABackstopPastTheDeadline(seconds: Double) {
        let request = TransportRequest(
            url: URL(string: "http://127.0.0.1:9/")!, body: Data(), timeout: .milliseconds(Int64(seconds * 1000)))
        let interval = URLSessionTransport.urlRequest(for: request).timeoutInterval
        #expect(interval >= seconds + 1)
        #expect(interval == interval.rounded())
    }

    @Test func turnsRunConcurrentlyUpToTheLimitNotInWavesOfSix() async throws {
        let gate = Gate()
        let backend = try FakeBackend(.held(gate))
        defer { backend.stop() }
        let client = FallbackClient.onManualClock(url: backend.url)
        let turns = (0..<48).map { _ in Task { await result(client) } }
        // All 48 reach the backend before any is answered; with six connections only six would.
        #expect(await gate.arrivals(48))
        gate.open()
        for turn in turns { await #expect(throws: Never.self) { try await turn.value.get() } }
    }

    @Test func beyondTheLimitAndTheQueueATurnFailsAtOnce() async throws {
        let gate = Gate()
        let backend = try FakeBackend(.held(gate))
        defer { backend.stop() }
        let limiter = FallbackLimiter(maximumConcurrent: 2, maximumQueued: 1)
        let client = FallbackClient.onManualClock(url: backend.url, limiter: limiter)
        let first = (0..<2).map { _ in Task { await result(client) } }
        #expect(await gate.arrivals(2))
        // Two more turns for one place in the queue: one waits, the other is refused without waiting.
        let (finished, sink) = AsyncStream.makeStream(of: Result<VoiceAssistantResponse, AssistantError>.self)
        let more = (0..<2).map { _ in
            Task {
                let result = await result(client)
                sink.yield(result)
                return result
            }
        }
        var iterator = finished.makeAsyncIterator()
        let refused = await iterator.next()
        #expect(throws: AssistantError.overloaded(concurrent: 2, queued: 1)) { try refused?.get() }
        #expect(limiter.load == (2, 1))
        gate.open()
        for turn in first + more {
            let result = await turn.value
            if case .failure(let error) = result { #expect(error == .overloaded(concurrent: 2, queued: 1)) }
        }
        #expect(backend.callCount == 3)
        #expect(limiter.load == (0, 0))
    }

    @Test func aReplyLongerThanTheLimitIsInvalid() async throws {
        let backend = try FakeBackend(.large(2 << 20))
        defer { backend.stop() }
        let result = await result(.onManualClock(url: backend.url))
        #expect(
            throws: AssistantError.invalidReply(
                url: backend.url.absoluteString, reason: "the reply is longer than 1048576 bytes")
        ) { try result.get() }
        let small = try FakeBackend(.large(200))
        defer { small.stop() }
        let limited = await self.result(.onManualClock(url: small.url, maximumReplyLength: 100))
        #expect(throws: AssistantError.self) { try limited.get() }
        #expect(try await FallbackClient.onManualClock(url: small.url).answer(turn).otherMembers["padding"] != nil)
    }

    @Test func anErrorStatusCarriesTheStartOfTheBody() async throws {
        let body = "Internal failure: the model is overloaded. " + String(repeating: "x", count: 500)
        let backend = try FakeBackend(.status(500, body))
        defer { backend.stop() }
        do {
            _ = try await FallbackClient.onManualClock(url: backend.url).answer(turn)
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
            _ = try await FallbackClient.onManualClock(url: backend.url).answer(turn)
            Issue.record("expected an error")
        } catch {
            guard case .invalidReply(_, let reported) = error else {
                Issue.record("expected invalidReply, got \(error)")
                return
            }
            #expect(reported.contains(reason))
        }
    }

    /// Members only the server sets are dropped from a backend's reply: a client must not read the
    /// backend's `intent` as a local match's, nor its `source` or `error` as the server's.
    @Test func membersOnlyTheServerSetsAreDroppedFromABackendReply() async throws {
        let reply = #"""
            {"sentenceSiriShouldSay": "Paid.", "continueConversation": false, "source": "local",
             "error": "forged", "intent": "PayBillIntent", "parameters": {"amount": 1}, "model": "m"}
            """#
        let backend = try FakeBackend(.garbage(reply))
        defer { backend.stop() }
        let response = try await FallbackClient.onManualClock(url: backend.url).answer(turn)
        #expect(
            response.json.compactText
                == #"{"sentenceSiriShouldSay":"Paid.","continueConversation":false,"source":"llm","model":"m"}"#)
        #expect(response.backendIntent == "PayBillIntent")
    }

    /// A reply that is not UTF-8 is not the contract, rather than text repaired into something else.
    @Test func aReplyThatIsNotUTF8IsInvalid() async throws {
        let body =
            Array(#"{"sentenceSiriShouldSay": ""#.utf8) + [0xC3, 0x28]
            + Array(#"", "continueConversation": false}"#.utf8)
        let backend = try ScriptedBackend(
            .raw(Array("HTTP/1.1 200 OK\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body))
        defer { backend.stop() }
        let result = await result(.onManualClock(url: backend.url))
        #expect(throws: AssistantError.invalidReply(url: backend.url.absoluteString, reason: "the body is not UTF-8")) {
            try result.get()
        }
    }

    /// A transport that ignores its timeout, and one that also ignores cancellation, cannot hang a turn.
    @Test(arguments: [false, true])
    func aTransportThatNeverAnswersCannotHangTheClient(ignoresCancellation: Bool) async throws {
        let clock = ManualClock()
        let url = URL(string: "http://127.0.0.1:9/never")!
        let release = Gate()
        defer { release.open() }
        let transport: any AssistantTransport =
            ignoresCancellation ? StubbornTransport(release: release) : SilentTransport()
        let client = FallbackClient(url: url, timeout: .milliseconds(200), transport: transport, clock: clock)
        let turn = Task { await result(client) }
        await clock.sleepers(1)
        clock.advance(by: .milliseconds(200))
        await #expect(throws: AssistantError.timedOut(url: url.absoluteString, seconds: 0.2)) {
            try await turn.value.get()
        }
    }
}

/// Ignores its timeout and cancellation both, returning only when the test releases it: a blocking
/// client library.
private struct StubbornTransport: AssistantTransport {
    let release: Gate
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        await release.pass()
        throw .failed("too late")
    }
}

/// Refuses the first connection, then never answers: a backend that restarts and hangs.
private final class RefusingOnceThenSilentTransport: AssistantTransport {
    private let count = Mutex(0)
    let secondAttempt = Gate()
    var attempts: Int { count.withLock { $0 } }
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let attempt = count.withLock {
            $0 += 1
            return $0
        }
        guard attempt > 1 else { throw .connectionRefused("test") }
        Task { await secondAttempt.pass() }
        return try await SilentTransport().send(request)
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
