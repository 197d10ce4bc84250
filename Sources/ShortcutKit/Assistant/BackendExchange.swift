import Foundation
import Synchronization

/// One HTTP exchange with the app's backend under one deadline: what the fallback client and the
/// fulfillment client share, so that both wait, retry and give up by the same rules.
///
/// - **One deadline**, exactly `timeout` on `clock`, covering a place in the limiter's queue, connecting,
///   sending, receiving and the retry. The exchange enforces it itself, whatever the transport does.
/// - **One retry**, 50 ms later, when the connection is refused: nothing was sent, so nothing can happen twice.
/// - **Bounded concurrency** through `limiter`, and **bounded replies** through `maximumReplyLength`.
///
/// A failure says whether any byte of the request may have left (`Failure.requestMayHaveBeenSent`): a
/// turn for an LLM can simply fail, but an action that may have run must be reported as unknown.
package struct BackendExchange: Sendable {
    package var url: URL
    var timeout: Duration
    var transport: any AssistantTransport
    var clock: any Clock<Duration>
    var maximumReplyLength: Int
    var limiter: FallbackLimiter?

    /// Why an exchange got no response.
    enum Failure: Error, Equatable {
        /// The limiter's slots and queue were full: nothing was sent.
        case overloaded(concurrent: Int, queued: Int)
        /// The connection was refused twice: nothing was sent.
        case refusedTwice(String)
        /// The deadline passed; `mayHaveBeenSent` is false when the request was still waiting for a slot
        /// or for the retry, so that no byte of it had been handed to the transport.
        case timedOut(mayHaveBeenSent: Bool)
        /// The transport failed otherwise (`TransportError.notSent`, `.failed`, `.replyTooLarge`, …).
        case transport(TransportError)

        /// False only when no byte of the request can have reached the backend.
        var requestMayHaveBeenSent: Bool {
            switch self {
            case .overloaded, .refusedTwice: return false
            case .timedOut(let sent): return sent
            case .transport(let error): return error.requestMayHaveBeenSent
            }
        }
    }

    /// The pause before retrying a refused connection.
    static let retryPause: Duration = .milliseconds(50)
    /// How much of an error body a failure keeps: enough to recognise the error.
    static let bodyExcerptLength = 200

    /// The transport a client uses unless given one: as many connections as the limiter has slots.
    static func defaultTransport(for limiter: FallbackLimiter?) -> any AssistantTransport {
        URLSessionTransport(
            maximumConnectionsPerHost: limiter?.maximumConcurrent ?? FallbackClient.defaultMaximumConcurrentTurns)
    }

    /// The start of a reply body, for a failure's message: at most `length` characters, its control
    /// characters escaped, since the message goes into log lines and onto terminals.
    static func excerpt(of text: String, length: Int = bodyExcerptLength) -> String {
        let excerpt = text.count > length ? text.prefix(length) + "…" : text[...]
        return excerpt.trimmingCharacters(in: .whitespacesAndNewlines).escapingControlCharacters
    }

    /// Posts `body` with `headerFields` and returns the response, of any status.
    func post(_ body: Data, headerFields: [String: String]) async -> Result<TransportResponse, Failure> {
        let handedOver = HandOver()
        let clock = self.clock
        let expiry = Self.expiry(after: timeout, on: clock)
        let first = await withinDeadline(expiry, handedOver: handedOver) {
            await exchange(body, headerFields: headerFields, handedOver: handedOver)
        }
        guard case .success(let response) = first, response.body.count > maximumReplyLength else { return first }
        // A transport that ignores the limit has read the whole body already; it is still refused.
        return .failure(.transport(.replyTooLarge(limit: maximumReplyLength)))
    }

    /// Waits for a slot, then sends, retrying once when the connection is refused.
    private func exchange(_ body: Data, headerFields: [String: String], handedOver: HandOver) async
        -> Result<TransportResponse, Failure>
    {
        if let limiter {
            switch await limiter.acquire() {
            case .admitted: break
            case .refused:
                return .failure(.overloaded(concurrent: limiter.maximumConcurrent, queued: limiter.maximumQueued))
            case .cancelled: return .failure(.timedOut(mayHaveBeenSent: false))
            }
        }
        defer { limiter?.release() }
        var headers = ["Content-Type": "application/json", "Accept": "application/json"]
        headers.merge(headerFields) { _, given in given }
        let request = TransportRequest(
            url: url, headerFields: headers, body: body, timeout: timeout, maximumReplyLength: maximumReplyLength)
        var attempt = 0
        while true {
            attempt += 1
            do throws(TransportError) {
                guard handedOver.mark() else { return .failure(.timedOut(mayHaveBeenSent: false)) }
                let response = try await transport.send(request)
                return .success(response)
            } catch {
                switch error {
                case .connectionRefused where attempt == 1:
                    handedOver.unmark()
                    guard (try? await clock.sleep(for: Self.retryPause)) != nil else {
                        return .failure(.timedOut(mayHaveBeenSent: false))
                    }
                    continue
                case .connectionRefused(let detail):
                    return .failure(.refusedTwice(detail))
                case .timedOut:
                    return .failure(.timedOut(mayHaveBeenSent: true))
                default:
                    return .failure(.transport(error))
                }
            }
        }
    }

    /// Runs the exchange against one deadline, so a transport that ignores its timeout cannot hang a turn.
    ///
    /// The work runs in a task of its own rather than a task group's child: a group waits for all its
    /// children before it returns, so a transport that also ignored cancellation would still hang the
    /// turn. Here the first of the answer and the deadline wins, the other is cancelled, and the turn
    /// returns without waiting for it.
    private func withinDeadline(
        _ expiry: @escaping @Sendable () async -> Bool, handedOver: HandOver,
        _ work: @escaping @Sendable () async -> Result<TransportResponse, Failure>
    ) async -> Result<TransportResponse, Failure> {
        var finish: (@Sendable () -> Void)?
        let outcomes = AsyncStream<Result<TransportResponse, Failure>>(bufferingPolicy: .bufferingOldest(1)) {
            continuation in
            let exchange = Self.spawn { continuation.yield(await work()) }
            let expiry = Self.spawn {
                guard await expiry() else { return }
                continuation.yield(.failure(.timedOut(mayHaveBeenSent: handedOver.expire())))
            }
            continuation.onTermination = { _ in
                exchange.cancel()
                expiry.cancel()
            }
            finish = { continuation.finish() }
        }
        var iterator = outcomes.makeAsyncIterator()
        // nil only when the caller's task was cancelled.
        let first = await iterator.next() ?? .failure(.timedOut(mayHaveBeenSent: handedOver.expire()))
        finish?()
        return first
    }

    /// Starts a task for the deadline race on the exchanges' own executor where the platform has task
    /// executors. An unstructured task does not inherit its creator's executor preference: on the
    /// concurrency pool, anything else that blocks the pool's threads (a test run's CPU-heavy tests held
    /// them for seconds) would hold back the exchange and the deadline both, and an instant backend's
    /// answer would arrive after its deadline.
    private static func spawn(_ operation: sending @escaping @isolated(any) () async -> Void) -> Task<Void, Never> {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return Task(executorPreference: BackendExecutor.shared, operation: operation)
        }
        return Task(operation: operation)
    }

    /// Sleeps until `timeout` from now on `clock`; false when cancelled first. Generic so that the clock's
    /// instants can be computed with: the deadline is fixed once, when the exchange starts.
    private static func expiry<C: Clock<Duration>>(after timeout: Duration, on clock: C) -> @Sendable () async -> Bool {
        let deadline = clock.now.advanced(by: timeout)
        return { (try? await clock.sleep(until: deadline, tolerance: nil)) != nil }
    }
}

/// Whether the request has been handed to the transport, decided once against the deadline: the deadline
/// that finds it not handed over says "not sent", and from then on it is never handed over. Without that,
/// a request that waited for a slot could be admitted as its deadline fired, and be sent after the turn
/// had said it was not.
private final class HandOver: Sendable {
    private enum State {
        case waiting
        case handed
        case expired
    }

    private let state = Mutex(State.waiting)

    /// Hands the request over unless the deadline has passed; false when it has, and nothing may be sent.
    func mark() -> Bool {
        state.withLock { state in
            guard state != .expired else { return false }
            state = .handed
            return true
        }
    }

    /// Takes the request back after a refused connection, to be handed over again for the retry.
    func unmark() { state.withLock { if $0 == .handed { $0 = .waiting } } }

    /// The deadline: whether the request was handed over; when it was not, it never will be.
    func expire() -> Bool {
        state.withLock { state in
            if state == .waiting { state = .expired }
            return state == .handed
        }
    }

}

/// The executor of every backend exchange's deadline race: threads of its own, not the pool's.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private enum BackendExecutor {
    static let shared = DispatchTaskExecutor(label: "shortcuts.backend")
}
