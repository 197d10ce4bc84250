import AssistantTestSupport
import Foundation
import ShortcutKit
import Synchronization
import Testing

/// The fulfillment client: the action request on the wire, and for each way an exchange can end, whether
/// the action is said to have run, not run, or maybe run, with an injected transport and clock.
@Suite struct FulfillmentClientTests {
    static let url = URL(string: "http://127.0.0.1:9/api/actions")!
    static let action = IntentAction(
        intent: "TransferMoneyIntent",
        parameters: JSONObject([("recipient", "contact-amara"), ("amount", ["amount": 20, "currency": "USD"])]),
        turn: VoiceAssistantRequest(currentQuery: "yes"), idempotencyKey: "key-1")

    static func outcome(_ client: FulfillmentClient) async -> Result<ActionReply, FulfillmentError> {
        do throws(FulfillmentError) {
            return .success(try await client.fulfill(action))
        } catch {
            return .failure(error)
        }
    }

    @Test func postsTheActionOnceWithItsIdempotencyKey() async throws {
        let transport = ScriptedTransport([
            .success(TransportResponse(status: 200, body: Data(#"{"result": {}}"#.utf8)))
        ])
        let client = FulfillmentClient(url: Self.url, transport: transport, clock: ManualClock())
        #expect(try await client.fulfill(Self.action) == .result(JSONObject()))
        let request = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(request.url == Self.url)
        #expect(request.method == "POST")
        #expect(request.headerFields["Idempotency-Key"] == "key-1")
        #expect(request.headerFields["Content-Type"] == "application/json")
        #expect(try JSON(parsing: String(decoding: request.body, as: UTF8.self)) == Self.action.json)
    }

    /// Statuses and bodies, and what they mean for the action.
    @Test(arguments: [
        (200, #"{"result": {"balance": 5}}"#, "result"),
        (200, #"{"error": {"sentenceSiriShouldSay": "Declined."}}"#, "refusal"),
        (402, #"{"error": {"sentenceSiriShouldSay": "Declined."}}"#, "refusal"),
        (200, "<html>", "invalidReply"),
        (200, #"{"hello": 1}"#, "invalidReply"),
        (400, "bad request", "notPerformed"),
        (404, "", "notPerformed"),
        (307, "", "notPerformed"),
        (409, "in progress", "outcomeUnknown"),
        (500, "boom", "outcomeUnknown"),
        (503, "", "outcomeUnknown"),
        (504, "gateway timeout", "outcomeUnknown"),
    ])
    func eachStatusSaysWhatMayHaveHappened(status: Int, body: String, kind: String) async throws {
        let transport = ScriptedTransport([.success(TransportResponse(status: status, body: Data(body.utf8)))])
        let outcome = await Self.outcome(FulfillmentClient(url: Self.url, transport: transport, clock: ManualClock()))
        switch outcome {
        case .success(.result): #expect(kind == "result")
        case .success(.refusal(let sentence)):
            #expect(kind == "refusal")
            #expect(sentence == "Declined.")
        case .success(.answer): #expect(Bool(false), "no contract answer was sent")
        case .failure(let error):
            #expect(error.kind == kind, "\(error)")
            if status >= 300 { #expect(error.description.contains("HTTP \(status)")) }
        }
        #expect(transport.requests.count == 1, "an answered request is never sent again")
    }

    /// Transport failures: retried only when nothing was sent, and then said to have not run.
    @Test(arguments: [
        ([TransportError.connectionRefused("x"), .connectionRefused("x")], "notPerformed", 2),
        ([.notSent("no such host")], "notPerformed", 1),
        ([.failed("connection reset by peer")], "outcomeUnknown", 1),
        ([.timedOut], "outcomeUnknown", 1),
        ([.replyTooLarge(limit: 10)], "outcomeUnknown", 1),
        ([.connectionRefused("x"), .failed("connection reset by peer")], "outcomeUnknown", 2),
    ])
    func aRequestThatMayHaveLeftIsNeverRetried(errors: [TransportError], kind: String, attempts: Int) async throws {
        let transport = ScriptedTransport(errors.map { .failure($0) })
        let clock = ManualClock()
        let client = FulfillmentClient(url: Self.url, transport: transport, clock: clock)
        let outcome = Task { await Self.outcome(client) }
        if errors.first == .connectionRefused("x") {
            // The deadline's sleeper and the pause before the retry.
            await clock.sleepers(2)
            clock.advance(by: .milliseconds(50))
        }
        let error = try #require(await outcome.value.failure)
        #expect(error.kind == kind, "\(error)")
        #expect(transport.requests.count == attempts)
    }

    @Test func aDeadlineAfterSendingIsAnUnknownOutcome() async throws {
        let clock = ManualClock()
        let transport = HangingTransport()
        let client = FulfillmentClient(url: Self.url, timeout: .seconds(2), transport: transport, clock: clock)
        let outcome = Task { await Self.outcome(client) }
        await transport.sent.arrivals(1)
        await clock.sleepers(1)
        clock.advance(by: .seconds(2))
        let error = try #require(await outcome.value.failure)
        #expect(error == .outcomeUnknown("no answer from \(Self.url.absoluteString) within 2 s"))
    }

    @Test func aDeadlineWhileWaitingForASlotIsNotPerformed() async throws {
        let clock = ManualClock()
        let transport = HangingTransport()
        let limiter = FallbackLimiter(maximumConcurrent: 1, maximumQueued: 1)
        let client = FulfillmentClient(
            url: Self.url, timeout: .seconds(2), transport: transport, clock: clock, limiter: limiter)
        let first = Task { await Self.outcome(client) }
        await transport.sent.arrivals(1)
        let second = Task { await Self.outcome(client) }
        await clock.sleepers(2)
        clock.advance(by: .seconds(2))
        #expect(try #require(await first.value.failure).kind == "outcomeUnknown")
        #expect(try #require(await second.value.failure).kind == "notPerformed")
        #expect(transport.sent.arrived == 1, "the queued action never reached the transport")
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Answers each request with the next scripted outcome, and records the requests.
private final class ScriptedTransport: AssistantTransport {
    private let state: Mutex<(script: [Result<TransportResponse, TransportError>], requests: [TransportRequest])>

    init(_ script: [Result<TransportResponse, TransportError>]) {
        state = Mutex((script, []))
    }

    var requests: [TransportRequest] { state.withLock { $0.requests } }

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let next = state.withLock { state in
            state.requests.append(request)
            return state.script.isEmpty ? .failure(.failed("no more scripted answers")) : state.script.removeFirst()
        }
        return try next.get()
    }
}

/// Takes the request and never answers until cancelled: a backend that hangs after the action ran.
private final class HangingTransport: AssistantTransport {
    let sent = Gate()

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        Task { await sent.pass() }
        try? await Task.sleep(for: .seconds(3600))
        throw .timedOut
    }
}
