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
    /// Where and how the client posts: the endpoint, the deadline, the transport, the clock, the reply
    /// limit and the limiter, shared in form with the other backend client so both obey one set of rules.
    package var exchange: BackendExchange

    /// 1 MiB: a spoken answer is a sentence or two, and even with extra members a contract reply is a few
    /// kilobytes. Anything near a megabyte is a misrouted request (a file, an HTML page, a stream).
    @usableFromInline package static let defaultMaximumReplyLength = 1 << 20
    /// 64 turns with the backend at once: an LLM backend answers in seconds, so 64 at once is about what a
    /// single `serve` sees at tens of unmatched turns a second; tune it to what the backend can take.
    @usableFromInline package static let defaultMaximumConcurrentTurns = 64

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
        exchange = BackendExchange(
            url: url, timeout: timeout, transport: transport ?? BackendExchange.defaultTransport(for: limiter),
            clock: clock, maximumReplyLength: maximumReplyLength, limiter: limiter)
    }

    /// Asks the backend to answer a turn.
    ///
    /// - Returns: the backend's answer, marked `source: llm`, with any members it added.
    /// - Throws: `AssistantError.unreachable`, `.timedOut`, `.httpStatus`, `.invalidReply` or `.overloaded`.
    public func answer(_ request: VoiceAssistantRequest) async throws(AssistantError) -> VoiceAssistantResponse {
        switch await exchange.post(Data(request.json.compactText.utf8), headerFields: [:]) {
        case .success(let response): return try reply(response)
        case .failure(let failure): throw error(for: failure)
        }
    }

    /// The turn's error for an exchange that got no response.
    private func error(for failure: BackendExchange.Failure) -> AssistantError {
        let url = exchange.url.absoluteString
        switch failure {
        case .overloaded(let concurrent, let queued): return .overloaded(concurrent: concurrent, queued: queued)
        case .refusedTwice(let detail): return .unreachable(url: url, reason: "connection refused twice (\(detail))")
        case .timedOut, .transport(.timedOut): return .timedOut(url: url, seconds: exchange.timeout.seconds)
        case .transport(.replyTooLarge(let limit)):
            return .invalidReply(url: url, reason: "the reply is longer than \(limit) bytes")
        case .transport(let error): return .unreachable(url: url, reason: error.description)
        }
    }

    /// Checks the status and the body of the backend's reply against the contract.
    private func reply(_ response: TransportResponse) throws(AssistantError) -> VoiceAssistantResponse {
        // Anything but 2xx is a failure, a redirect included: the client never follows one, since a 307
        // would send the turn wherever the backend points.
        guard (200..<300).contains(response.status) else {
            let text = String(decoding: response.body, as: UTF8.self)
            throw .httpStatus(
                url: exchange.url.absoluteString, status: response.status, body: BackendExchange.excerpt(of: text))
        }
        guard let text = String(validating: response.body, as: UTF8.self) else {
            throw .invalidReply(url: exchange.url.absoluteString, reason: "the body is not UTF-8")
        }
        let json: JSON
        do {
            json = try JSON(parsing: text)
        } catch {
            let start = BackendExchange.excerpt(of: text, length: 60)
            throw .invalidReply(url: exchange.url.absoluteString, reason: "the body is not JSON (\(error)): \(start)")
        }
        return try VoiceAssistantResponse(backendReply: json, from: exchange.url.absoluteString)
    }
}
