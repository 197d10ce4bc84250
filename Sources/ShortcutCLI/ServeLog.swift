import Dispatch
import Synchronization

/// The request log of `shortcuts serve`: lines from connection threads, written to standard error by the
/// command's thread without ever blocking it for long.
///
/// Standard error may be a pipe nobody reads (full) or whose reader has gone (closed). Neither may stop the
/// server or its shutdown: lines wait here, bounded, and are written with a deadline (`write(to:within:)`);
/// lines beyond the bound are counted and reported as dropped once standard error takes lines again, and
/// after the reader has gone nothing more is written.
final class ServeLog: Sendable {
    private struct Pending {
        var lines: [String] = []
        var dropped = 0
    }

    /// Lines waiting to be written; the oldest are kept and later ones dropped.
    static let limit = 10_000
    private let pending = Mutex(Pending())
    private let ready = DispatchSemaphore(value: 0)
    /// What the command's thread has taken but not yet written: the rest of a line cut by a deadline, so
    /// that lines are never torn or interleaved. Only the writing thread touches it.
    private let unwritten = Mutex<[UInt8]>([])
    private let isClosed = Atomic(false)

    /// How long the last lines may take once the server has stopped: a moment, not a wait, because a
    /// standard error nobody reads must not hold up the exit.
    static let finalGrace: Duration = .milliseconds(500)

    /// Whether lines wait to be written to a standard error that has not closed.
    var hasUnwritten: Bool {
        guard !isClosed.load(ordering: .relaxed) else { return false }
        return !unwritten.withLock { $0.isEmpty } || !pending.withLock { $0.lines.isEmpty && $0.dropped == 0 }
    }

    /// Adds a line, its control characters escaped; it never blocks on standard error.
    func append(_ line: String) {
        let line = line.escapingControlCharacters
        pending.withLock { pending in
            if pending.lines.count < Self.limit { pending.lines.append(line) } else { pending.dropped += 1 }
        }
        ready.signal()
    }

    /// Writes what is pending to `fd`, giving up at `deadline`; waits up to `wait` for a line first when
    /// nothing is pending.
    ///
    /// What a deadline cuts is written first by the next call, before more lines are taken, so that lines
    /// beyond `limit` are dropped rather than held. Once `fd` has closed, lines are discarded.
    func write(to fd: Int32, waitingUpTo wait: Duration, until deadline: ContinuousClock.Instant) {
        unwritten.withLock { unwritten in
            if unwritten.isEmpty {
                _ = ready.wait(timeout: .now() + .nanoseconds(Int(wait.seconds * 1e9)))
                let taken = pending.withLock { pending in
                    defer { pending = Pending() }
                    guard pending.dropped > 0 else { return pending.lines }
                    return pending.lines + ["(\(pending.dropped) log lines dropped: standard error is not keeping up)"]
                }
                for line in taken { unwritten += (line + "\n").utf8 }
            }
            guard !unwritten.isEmpty, !isClosed.load(ordering: .relaxed) else {
                unwritten = []
                return
            }
            switch DescriptorWriter.write(unwritten, to: fd, until: deadline) {
            case .written:
                unwritten.removeAll(keepingCapacity: true)
            case .closed:
                unwritten = []
                isClosed.store(true, ordering: .relaxed)
            case .timedOut(let written):
                unwritten.removeFirst(written)
            }
        }
    }
}
