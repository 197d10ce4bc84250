import Foundation

/// Posts a matched intent's action to the app's backend (`serve --fulfillment URL`) and reads its reply.
///
/// Payments-grade rules, on the same deadline, retry and limits as the fallback client (`BackendExchange`):
/// - Every request carries `Idempotency-Key`, so the backend can run one turn's action once however often
///   the turn arrives.
/// - A request is retried only when its connection was refused, so no byte of it was sent; never once
///   any byte may have left.
/// - Each failure says what may have happened: `notPerformed` (refused twice, no slot, the deadline passed
///   before sending, a 4xx status other than 409), `outcomeUnknown` (sent and then a timeout, a lost
///   connection, a 5xx status, or 409: a request with the same key is still running), `invalidReply`.
public struct FulfillmentClient: Fulfiller {
    /// Where and how the client posts: the endpoint, the deadline, the transport, the clock, the reply
    /// limit and the limiter, shared in form with the other backend client so both obey one set of rules.
    package var exchange: BackendExchange

    /// 10 seconds: an action is a database write or a payment provider's call, not an LLM's answer.
    @usableFromInline package static let defaultTimeout: Duration = .seconds(10)

    /// - Parameters:
    ///   - url: the action endpoint.
    ///   - timeout: the deadline for an action; 10 seconds by default.
    ///   - transport: how to speak HTTP; a `URLSessionTransport` by default.
    ///   - clock: what the deadline is measured on.
    ///   - maximumReplyLength: the longest reply body accepted; 1 MiB by default.
    ///   - limiter: bounds the actions with the backend at once and waiting; 64 and 64 by default.
    public init(
        url: URL, timeout: Duration = Self.defaultTimeout, transport: (any AssistantTransport)? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        maximumReplyLength: Int = FallbackClient.defaultMaximumReplyLength,
        limiter: FallbackLimiter? = FallbackLimiter(maximumConcurrent: FallbackClient.defaultMaximumConcurrentTurns)
    ) {
        exchange = BackendExchange(
            url: url, timeout: timeout, transport: transport ?? BackendExchange.defaultTransport(for: limiter),
            clock: clock, maximumReplyLength: maximumReplyLength, limiter: limiter)
    }

    /// Posts the action once and reads the reply.
    ///
    /// - Throws: `FulfillmentError`, by what may have happened.
    public func fulfill(_ action: IntentAction) async throws(FulfillmentError) -> ActionReply {
        let body = Data(action.json.compactText.utf8)
        switch await exchange.post(body, headerFields: ["Idempotency-Key": action.idempotencyKey]) {
        case .success(let response): return try reply(response)
        case .failure(let failure): throw error(for: failure)
        }
    }

    private func error(for failure: BackendExchange.Failure) -> FulfillmentError {
        let seconds = exchange.timeout.seconds.exactInteger.map(String.init) ?? String(exchange.timeout.seconds)
        let reason: String
        switch failure {
        case .overloaded(let concurrent, let queued):
            reason = "\(concurrent) actions were with the backend and \(queued) waiting"
        case .refusedTwice(let detail):
            reason = "the connection to \(exchange.url.absoluteString) was refused twice (\(detail))"
        case .timedOut: reason = "no answer from \(exchange.url.absoluteString) within \(seconds) s"
        case .transport(let error): reason = "\(error.description) (\(exchange.url.absoluteString))"
        }
        return failure.requestMayHaveBeenSent ? .outcomeUnknown(reason) : .notPerformed(reason)
    }

    /// Sorts the reply by its status, then reads its body.
    private func reply(_ response: TransportResponse) throws(FulfillmentError) -> ActionReply {
        let text = String(decoding: response.body, as: UTF8.self)
        let status = "\(exchange.url.absoluteString) answered HTTP \(response.status)"
        let excerpt = BackendExchange.excerpt(of: text)
        let detail = excerpt.isEmpty ? status : "\(status): \(excerpt)"
        switch response.status {
        case 200..<300: break
        case 409, 500...: throw .outcomeUnknown(detail)
        default:
            // A refusal may come with its status (402 for a declined card) and still say why.
            if let json = try? JSON(parsing: text), case .refusal(let sentence)? = try? ActionReply(json: json) {
                return .refusal(sentence)
            }
            throw .notPerformed(detail)
        }
        let json: JSON
        do {
            json = try JSON(parsing: text)
        } catch {
            throw .invalidReply(
                "the body from \(exchange.url.absoluteString) is not JSON (\(error)): \(BackendExchange.excerpt(of: text, length: 60))"
            )
        }
        return try ActionReply(json: json)
    }
}
