import Foundation

/// Sends turns the registry cannot answer to the app's existing backend (an LLM behind the same contract).
///
/// The client posts the payload unchanged and passes the reply through. It must never hang a Siri request
/// and never crash on what comes back: it enforces its own deadline whatever the transport does, retries
/// once, 50 ms later, when the connection is refused (a backend restarting), and sorts every failure into
/// a named `AssistantError`.
public struct FallbackClient: Sendable {
    /// The backend's endpoint, such as `http://127.0.0.1:5000/api/voice-assistant`.
    public var url: URL
    /// How long one turn may take, retry included.
    public var timeout: Duration
    public var transport: any AssistantTransport

    /// How much of an error body an `AssistantError.httpStatus` keeps: enough to recognise the error.
    static let bodyExcerptLength = 200

    /// - Parameters:
    ///   - url: the backend's endpoint.
    ///   - timeout: the deadline for a turn; 30 seconds by default, the order of an LLM's worst answer.
    ///   - transport: how to speak HTTP; `URLSessionTransport` by default.
    public init(url: URL, timeout: Duration = .seconds(30), transport: any AssistantTransport = URLSessionTransport()) {
        self.url = url
        self.timeout = timeout
        self.transport = transport
    }

    /// Asks the backend to answer a turn.
    ///
    /// - Returns: the backend's answer, marked `source: llm`, with any members it added.
    /// - Throws: `AssistantError.unreachable`, `.timedOut`, `.httpStatus` or `.invalidReply`.
    public func answer(_ request: VoiceAssistantRequest) async throws(AssistantError) -> VoiceAssistantResponse {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        let body = Data(request.json.compactText.utf8)
        var attempt = 0
        while true {
            attempt += 1
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { throw timedOut }
            let transportRequest = TransportRequest(
                url: url, headerFields: ["Content-Type": "application/json", "Accept": "application/json"],
                body: body, timeout: remaining)
            let response: TransportResponse
            do throws(TransportError) {
                response = try await send(transportRequest, within: remaining)
            } catch {
                switch error {
                case .connectionRefused where attempt == 1:
                    try? await Task.sleep(for: .milliseconds(50))
                    continue
                case .connectionRefused(let detail):
                    throw .unreachable(url: url.absoluteString, reason: "connection refused twice (\(detail))")
                case .timedOut:
                    throw timedOut
                case .failed(let detail):
                    throw .unreachable(url: url.absoluteString, reason: detail)
                }
            }
            return try reply(response)
        }
    }

    private var timedOut: AssistantError {
        .timedOut(url: url.absoluteString, seconds: timeout.seconds)
    }

    /// Runs the transport against a deadline, so a transport that ignores its timeout cannot hang a turn.
    ///
    /// The transport runs in a task of its own rather than a task group's child: a group waits for all
    /// its children before it returns, so a transport that also ignored cancellation would still hang
    /// the turn. Here the first of the answer and the deadline wins, the other is cancelled, and the
    /// turn returns without waiting for it.
    private func send(_ request: TransportRequest, within limit: Duration) async throws(TransportError)
        -> TransportResponse
    {
        typealias Outcome = Result<TransportResponse, TransportError>
        let transport = self.transport
        var finish: (@Sendable () -> Void)?
        let outcomes = AsyncStream<Outcome>(bufferingPolicy: .bufferingOldest(1)) { continuation in
            let exchange = Task {
                do throws(TransportError) {
                    continuation.yield(.success(try await transport.send(request)))
                } catch {
                    continuation.yield(.failure(error))
                }
            }
            let deadline = Task {
                guard (try? await Task.sleep(for: limit)) != nil else { return }
                continuation.yield(.failure(.timedOut))
            }
            continuation.onTermination = { _ in
                exchange.cancel()
                deadline.cancel()
            }
            finish = { continuation.finish() }
        }
        var iterator = outcomes.makeAsyncIterator()
        // nil only when the caller's task was cancelled.
        let first = await iterator.next() ?? .failure(.failed("cancelled"))
        finish?()
        return try first.get()
    }

    /// Checks the status and the body of the backend's reply against the contract.
    private func reply(_ response: TransportResponse) throws(AssistantError) -> VoiceAssistantResponse {
        let text = String(decoding: response.body, as: UTF8.self)
        guard response.status < 400 else {
            let excerpt = text.count > Self.bodyExcerptLength ? text.prefix(Self.bodyExcerptLength) + "…" : text[...]
            throw .httpStatus(
                url: url.absoluteString, status: response.status,
                body: excerpt.trimmingCharacters(in: .whitespacesAndNewlines))
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
