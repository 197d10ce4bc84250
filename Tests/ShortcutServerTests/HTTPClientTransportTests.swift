import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

@testable import ShortcutServer

/// The fallback's own HTTP client against real local backends of every shape: its deadline and its reply
/// limit hold whatever the backend sends, and a failure says whether the request may have left.
@Suite struct HTTPClientTransportTests {
    static let body = Data(#"{"current_query":"sing"}"#.utf8)

    static func request(_ url: URL, timeout: Duration, limit: Int = 64 * 1024) -> TransportRequest {
        TransportRequest(
            url: url, headerFields: ["Content-Type": "application/json"], body: body, timeout: timeout,
            maximumReplyLength: limit)
    }

    /// Sends one request; its result and how long it took.
    static func send(_ request: TransportRequest) async -> (Result<TransportResponse, TransportError>, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let result: Result<TransportResponse, TransportError>
        do throws(TransportError) {
            result = .success(try await HTTPClientTransport().send(request))
        } catch {
            result = .failure(error)
        }
        return (result, start.duration(to: clock.now))
    }

    @Test(arguments: [
        (ScriptedBackend.Shape.reply(status: 200, body: #"{"a":1}"#), 200, #"{"a":1}"#),
        (
            .raw(
                Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"a\r\n4\r\n\":1}\r\n0\r\n\r\n".utf8)),
            200, #"{"a":1}"#
        ),
        (.raw(Array("HTTP/1.0 200 OK\r\n\r\n{\"a\":1}".utf8)), 200, #"{"a":1}"#),
        (.reply(status: 500, body: "oops"), 500, "oops"),
        (.redirect(307), 307, ""),
    ])
    func readsWholeRepliesOfEveryFramingAndNeverFollowsARedirect(
        shape: ScriptedBackend.Shape, status: Int, body: String
    ) async throws {
        let backend = try ScriptedBackend(shape)
        defer { backend.stop() }
        // A deadline far out: only the reply decides these.
        let (result, _) = await Self.send(Self.request(backend.url, timeout: .seconds(3600)))
        let response = try result.get()
        #expect(response.status == status)
        #expect(String(decoding: response.body, as: UTF8.self) == body)
        #expect(backend.requestCount == 1)
    }

    /// Backends that never finish: the exchange ends at its deadline, never before it, and soon after.
    /// (How soon is measured through the binary in Docs/Server.md; here the bound only keeps a stuck
    /// exchange from passing, with room for a loaded machine.)
    @Test(arguments: [
        ScriptedBackend.Shape.slowChunked(every: .milliseconds(20)), .byteByByte(every: .milliseconds(5)),
        .hangAfterHeaders,
    ])
    func aBackendThatNeverFinishesEndsAtTheDeadline(shape: ScriptedBackend.Shape) async throws {
        let backend = try ScriptedBackend(shape)
        defer { backend.stop() }
        let timeout: Duration = .milliseconds(300)
        // Timed on the exchange's own thread: a test awaiting the transport resumes on the concurrency pool,
        // which a loaded test run can hold for seconds, and that wait is not the client's.
        let request = Self.request(backend.url, timeout: timeout, limit: 1 << 20)
        let (result, elapsed) = try await onThread {
            let clock = ContinuousClock()
            let start = clock.now
            let result = HTTPExchange(request).run()
            return (result, start.duration(to: clock.now))
        }
        #expect(throws: TransportError.timedOut) { try result.get() }
        #expect(elapsed >= timeout)
        #expect(elapsed < timeout + .seconds(2), "\(elapsed)")
    }

    /// Backends that send more than the limit, fast: refused once the limit passes, long before the
    /// deadline, having held no more than the limit.
    @Test(arguments: [ScriptedBackend.Shape.fastChunked, .endless])
    func aBackendStreamingPastTheLimitIsCutOffAtTheLimit(shape: ScriptedBackend.Shape) async throws {
        let backend = try ScriptedBackend(shape)
        defer { backend.stop() }
        let (result, _) = await Self.send(Self.request(backend.url, timeout: .seconds(3600), limit: 1 << 20))
        #expect(throws: TransportError.replyTooLarge(limit: 1 << 20)) { try result.get() }
    }

    @Test func aResetMidBodyIsAFailureAfterTheRequestWasSent() async throws {
        let backend = try ScriptedBackend(.resetMidBody)
        defer { backend.stop() }
        let (result, _) = await Self.send(Self.request(backend.url, timeout: .seconds(3600)))
        guard case .failure(let error) = result, case .failed = error else {
            Issue.record("expected failed, got \(result)")
            return
        }
        #expect(error.requestMayHaveBeenSent)
    }

    /// The contract the fulfillment code relies on: `connectionRefused` and `notSent` only when no byte
    /// of the request was written.
    @Test func aRefusedConnectionIsRefusedAndNothingWasSent() async throws {
        let (result, _) = await Self.send(Self.request(FakeBackend.refusingURL(), timeout: .seconds(3600)))
        guard case .failure(let error) = result, case .connectionRefused = error else {
            Issue.record("expected connectionRefused, got \(result)")
            return
        }
        #expect(!error.requestMayHaveBeenSent)
    }

    @Test(arguments: ["https://127.0.0.1:1/x", "ftp://127.0.0.1/x"])
    func aURLThisClientCannotReachIsNotSent(url: String) async throws {
        let (result, _) = await Self.send(Self.request(URL(string: url)!, timeout: .seconds(3600)))
        guard case .failure(let error) = result, case .notSent = error else {
            Issue.record("expected notSent, got \(result)")
            return
        }
    }

    /// Cancelling an exchange (the client's own deadline passed) ends it within a few of its slices,
    /// even while the backend keeps streaming.
    @Test func aCancelledExchangeEndsWhileTheBackendStillStreams() async throws {
        let backend = try ScriptedBackend(.slowChunked(every: .milliseconds(5)))
        defer { backend.stop() }
        let exchange = Task { await Self.send(Self.request(backend.url, timeout: .seconds(3600), limit: 1 << 30)) }
        while backend.requestCount == 0 { await Task.yield() }
        exchange.cancel()
        let (result, _) = await exchange.value
        #expect(throws: TransportError.timedOut) { try result.get() }
    }

    /// Through the fallback client: a redirect is an `httpStatus` failure, not a turn sent elsewhere.
    @Test func theFallbackClientCallsARedirectAFailure() async throws {
        let backend = try ScriptedBackend(.redirect(307))
        defer { backend.stop() }
        let client = FallbackClient(
            url: backend.url, timeout: .seconds(3600), transport: HTTPClientTransport(), clock: ManualClock())
        await #expect(throws: AssistantError.httpStatus(url: backend.url.absoluteString, status: 307, body: "")) {
            try await client.answer(VoiceAssistantRequest(currentQuery: "sing"))
        }
    }
}
