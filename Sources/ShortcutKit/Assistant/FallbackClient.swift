import Foundation

/// Sends turns the registry cannot answer to the app's existing backend (an LLM behind the same contract).
///
/// The client posts the payload unchanged and passes the reply through. It must never hang a Siri request
/// and never crash on what comes back:
/// - **One deadline per turn**, exactly `timeout` (fractions of a second included), on `clock`. It covers
///   everything the turn waits for: a place in the limiter's queue, connecting, sending, receiving, the
///   retry. The client enforces it itself, whatever the transport does with its own timeout.
/// - **One retry**, 50 ms later, when the connection is refused (a backend restarting).
/// - **Bounded concurrency**: with a `limiter`, at most so many turns are with the backend and so many
///   wait; the next fails at once with `AssistantError.overloaded`.
/// - **Bounded replies**: a body longer than `maximumReplyLength` is `invalidReply`, and the transport
///   stops reading it.
/// - **Checked replies**: a status other than 2xx is `httpStatus` (a redirect is never followed); a 200
///   body must be UTF-8 JSON with the contract's two members (`VoiceAssistantResponse(backendReply:from:)`).
/// - Every failure is a named `AssistantError`.
public struct FallbackClient: Sendable {
    /// The backend's endpoint, such as `http://127.0.0.1:5000/api/voice-assistant`.
    public var url: URL
    /// How long one turn may take, queue and retry included.
    public var timeout: Duration
    /// What carries the HTTP exchange: `URLSessionTransport` in production, a fake in tests.
    public var transport: any AssistantTransport
    /// The clock the deadline runs on; tests pass one they advance by hand.
    public var clock: any Clock<Duration>
    /// The longest reply body accepted.
    public var maximumReplyLength: Int
    /// Bounds the turns with the backend at once; nil for no bound.
    public var limiter: FallbackLimiter?

    /// 1 MiB: a spoken answer is a sentence or two, and even with extra members a contract reply is a few
    /// kilobytes. Anything near a megabyte is a misrouted request (a file, an HTML page, a stream).
    public static let defaultMaximumReplyLength = 1 << 20
    /// 64 turns with the backend at once: an LLM backend answers in seconds, so 64 at once is about what a
    /// single `serve` sees at tens of unmatched turns a second; tune it to what the backend can take.
    public static let defaultMaximumConcurrentTurns = 64

    /// How much of an error body an `AssistantError.httpStatus` keeps: enough to recognise the error.
    static let bodyExcerptLength = 200
    /// The pause before retrying a refused connection.
    static let retryPause: Duration = .milliseconds(50)

    /// - Parameters:
    ///   - url: the backend's endpoint.
    ///   - timeout: the deadline for a turn; 30 seconds by default, the order of an LLM's worst answer.
    ///   - transport: how to speak HTTP; a `URLSessionTransport` allowing as many connections as the
    ///     limiter has slots by default.
    ///   - clock: what the deadline is measured on.
    ///   - maximumReplyLength: the longest reply body accepted; 1 MiB by default.
    ///   - limiter: bounds the turns with the backend at once and waiting; 64 and 64 by default.
    public init(
        url: URL, timeout: Duration = .seconds(30), transport: (any AssistantTransport)? = nil,
        clock: any Clock<Duration> = ContinuousClock(), maximumReplyLength: Int = Self.defaultMaximumReplyLength,
        limiter: FallbackLimiter? = FallbackLimiter(maximumConcurrent: Self.defaultMaximumConcurrentTurns)
    ) {
        self.url = url
        self.timeout = timeout
        self.transport =
            transport
            ?? URLSessionTransport(
                maximumConnectionsPerHost: limiter?.maximumConcurrent ?? Self.defaultMaximumConcurrentTurns)
        self.clock = clock
        self.maximumReplyLength = maximumReplyLength
        self.limiter = limiter
    }

    /// Asks the backend to answer a turn.
    ///
    /// - Returns: the backend's answer, marked `source: llm`, with any members it added.
    /// - Throws: `AssistantError.unreachable`, `.timedOut`, `.httpStatus`, `.invalidReply` or `.overloaded`.
    public func answer(_ request: VoiceAssistantRequest) async throws(AssistantError) -> VoiceAssistantResponse {
        let body = Data(request.json.compactText.utf8)
        let clock = self.clock
        let expiry = Self.expiry(after: timeout, on: clock)
        let response = try await withinDeadline(expiry) { await exchange(body) }.get()
        return try reply(response)
    }

    /// Waits for a slot, then sends the turn, retrying once when the connection is refused.
    private func exchange(_ body: Data) async -> Result<TransportResponse, AssistantError> {
        if let limiter {
            switch await limiter.acquire() {
            case .admitted: break
            case .refused:
                return .failure(.overloaded(concurrent: limiter.maximumConcurrent, queued: limiter.maximumQueued))
            case .cancelled: return .failure(timedOut)
            }
        }
        defer { limiter?.release() }
        let request = TransportRequest(
            url: url, headerFields: ["Content-Type": "application/json", "Accept": "application/json"], body: body,
            timeout: timeout, maximumReplyLength: maximumReplyLength)
        var attempt = 0
        while true {
            attempt += 1
            do throws(TransportError) {
                return .success(try await transport.send(request))
            } catch {
                switch error {
                case .connectionRefused where attempt == 1:
                    guard (try? await clock.sleep(for: Self.retryPause)) != nil else { return .failure(timedOut) }
                    continue
                case .connectionRefused(let detail):
                    return .failure(
                        .unreachable(url: url.absoluteString, reason: "connection refused twice (\(detail))"))
                case .timedOut:
                    return .failure(timedOut)
                case .replyTooLarge(let limit):
                    return .failure(
                        .invalidReply(url: url.absoluteString, reason: "the reply is longer than \(limit) bytes"))
                case .failed(let detail), .notSent(let detail):
                    return .failure(.unreachable(url: url.absoluteString, reason: detail))
                }
            }
        }
    }

    private var timedOut: AssistantError {
        .timedOut(url: url.absoluteString, seconds: timeout.seconds)
    }

    /// Runs the turn against one deadline, so a transport that ignores its timeout cannot hang a turn.
    ///
    /// The work runs in a task of its own rather than a task group's child: a group waits for all its
    /// children before it returns, so a transport that also ignored cancellation would still hang the
    /// turn. Here the first of the answer and the deadline wins, the other is cancelled, and the turn
    /// returns without waiting for it.
    private func withinDeadline(
        _ expiry: @escaping @Sendable () async -> Bool,
        _ work: @escaping @Sendable () async -> Result<TransportResponse, AssistantError>
    ) async -> Result<TransportResponse, AssistantError> {
        let timedOut = self.timedOut
        var finish: (@Sendable () -> Void)?
        let outcomes = AsyncStream<Result<TransportResponse, AssistantError>>(bufferingPolicy: .bufferingOldest(1)) {
            continuation in
            let exchange = Self.spawn { continuation.yield(await work()) }
            let expiry = Self.spawn {
                guard await expiry() else { return }
                continuation.yield(.failure(timedOut))
            }
            continuation.onTermination = { _ in
                exchange.cancel()
                expiry.cancel()
            }
            finish = { continuation.finish() }
        }
        var iterator = outcomes.makeAsyncIterator()
        // nil only when the caller's task was cancelled.
        let first = await iterator.next() ?? .failure(timedOut)
        finish?()
        return first
    }

    /// Starts a task for the deadline race on the client's own executor where the platform has task
    /// executors. An unstructured task does not inherit its creator's executor preference: on the
    /// concurrency pool, anything else that blocks the pool's threads (a test run's CPU-heavy tests held
    /// them for seconds) would hold back the exchange and the deadline both, and an instant backend's
    /// answer would arrive after its deadline.
    private static func spawn(_ operation: sending @escaping @isolated(any) () async -> Void) -> Task<Void, Never> {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return Task(executorPreference: FallbackExecutor.shared, operation: operation)
        }
        return Task(operation: operation)
    }

    /// Sleeps until `timeout` from now on `clock`; false when cancelled first. Generic so that the clock's
    /// instants can be computed with: the deadline is fixed once, when the turn starts.
    private static func expiry<C: Clock<Duration>>(after timeout: Duration, on clock: C) -> @Sendable () async -> Bool {
        let deadline = clock.now.advanced(by: timeout)
        return { (try? await clock.sleep(until: deadline, tolerance: nil)) != nil }
    }

    /// Checks the status and the body of the backend's reply against the contract.
    private func reply(_ response: TransportResponse) throws(AssistantError) -> VoiceAssistantResponse {
        // A transport that ignores the limit has read the whole body already; it is still refused.
        guard response.body.count <= maximumReplyLength else {
            throw .invalidReply(url: url.absoluteString, reason: "the reply is longer than \(maximumReplyLength) bytes")
        }
        // Anything but 2xx is a failure, a redirect included: the client never follows one, since a 307
        // would send the turn wherever the backend points.
        guard (200..<300).contains(response.status) else {
            let text = String(decoding: response.body, as: UTF8.self)
            let excerpt = text.count > Self.bodyExcerptLength ? text.prefix(Self.bodyExcerptLength) + "…" : text[...]
            throw .httpStatus(
                url: url.absoluteString, status: response.status,
                body: excerpt.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard let text = String(validating: response.body, as: UTF8.self) else {
            throw .invalidReply(url: url.absoluteString, reason: "the body is not UTF-8")
        }
        let json: JSON
        do {
            json = try JSON(parsing: text)
        } catch {
            let start = text.prefix(60)
            throw .invalidReply(url: url.absoluteString, reason: "the body is not JSON (\(error)): \(start)")
        }
        return try VoiceAssistantResponse(backendReply: json, from: url.absoluteString)
    }
}

/// The executor of every fallback client's deadline race: threads of its own, not the pool's.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private enum FallbackExecutor {
    static let shared = DispatchTaskExecutor(label: "shortcuts.fallback")
}
