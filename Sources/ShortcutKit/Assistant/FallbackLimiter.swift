import Foundation

/// Bounds how many turns talk to the fallback backend at once, and how many may wait for a turn.
///
/// A backend that slows down or hangs must not take the whole server with it: without a bound, every
/// unmatched turn holds a connection until its deadline, and a burst of them can hold every connection
/// the server has, so that even local answers, which need no backend, are refused. With it, at most
/// `maximumConcurrent` turns are with the backend, at most `maximumQueued` more wait in order, and any
/// further turn fails at once (`AssistantError.overloaded`) without waiting for anything.
///
/// A class with a lock rather than an actor: releasing a slot must be synchronous, from a `defer`, and
/// `Mutex` needs iOS 18 where this library supports iOS 16, hence `NSLock` and `@unchecked Sendable`
/// (every stored property is guarded by `lock`).
public final class FallbackLimiter: @unchecked Sendable {
    /// Turns with the backend at once.
    package let maximumConcurrent: Int
    /// Turns that may wait for one of those slots; beyond that a turn is refused at once.
    package let maximumQueued: Int

    private let lock = NSLock()
    private var active = 0
    private var nextTicket = 0
    private var waiting: [(ticket: Int, continuation: CheckedContinuation<Admission, Never>)] = []

    /// - Parameters:
    ///   - maximumConcurrent: turns with the backend at once (at least 1).
    ///   - maximumQueued: turns that may wait for a slot; by default as many as `maximumConcurrent`.
    public init(maximumConcurrent: Int, maximumQueued: Int? = nil) {
        precondition(maximumConcurrent >= 1, "a limiter needs at least one slot")
        self.maximumConcurrent = maximumConcurrent
        self.maximumQueued = max(0, maximumQueued ?? maximumConcurrent)
    }

    /// What `acquire()` decided.
    enum Admission: Equatable {
        /// A slot is held; call `release()` once the exchange is over.
        case admitted
        /// The slots and the queue are full: fail the turn without waiting.
        case refused
        /// The task was cancelled (its deadline passed) while it waited; no slot is held.
        case cancelled
    }

    /// Takes a slot, waiting in line when all are taken and the queue has room.
    ///
    /// The decision and the enqueueing happen under one lock, so a slot released in between cannot be
    /// missed; a task cancelled while in line leaves the line and holds no slot.
    func acquire() async -> Admission {
        let ticket = lock.withLock {
            nextTicket += 1
            return nextTicket
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Admission, Never>) in
                let decided: Admission? = lock.withLock {
                    if active < maximumConcurrent {
                        active += 1
                        return .admitted
                    }
                    if Task.isCancelled { return .cancelled }
                    guard waiting.count < maximumQueued else { return .refused }
                    waiting.append((ticket, continuation))
                    return nil
                }
                if let decided { continuation.resume(returning: decided) }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> CheckedContinuation<Admission, Never>? in
                guard let index = waiting.firstIndex(where: { $0.ticket == ticket }) else { return nil }
                return waiting.remove(at: index).continuation
            }
            cancelled?.resume(returning: .cancelled)
        }
    }

    /// Gives a slot back: to the first turn in line, or to the pool.
    func release() {
        let next = lock.withLock { () -> CheckedContinuation<Admission, Never>? in
            guard !waiting.isEmpty else {
                active -= 1
                return nil
            }
            // The slot passes straight to the next turn, so `active` stays as it is.
            return waiting.removeFirst().continuation
        }
        next?.resume(returning: .admitted)
    }

    /// Turns with the backend now, and turns waiting for a slot: for tests and diagnostics.
    package var load: (active: Int, queued: Int) {
        lock.withLock { (active, waiting.count) }
    }
}
