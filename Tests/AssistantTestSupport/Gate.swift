import Synchronization

/// Holds async callers until a test opens it, and tells the test how many have arrived.
///
/// Tests synchronize on this instead of sleeping: a handler or backend that must be "in the middle of
/// something" passes the gate, and the test waits until the expected number have arrived.
public final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var arrived = 0
        var held: [CheckedContinuation<Void, Never>] = []
        var watchers: [(count: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// Counts the caller as arrived, then waits until the gate is open.
    public func pass() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let (proceed, ready) = state.withLock { state in
                state.arrived += 1
                let arrived = state.arrived
                let ready = state.watchers.filter { $0.count <= arrived }.map(\.continuation)
                state.watchers.removeAll { $0.count <= arrived }
                if !state.isOpen { state.held.append(continuation) }
                return (state.isOpen, ready)
            }
            for watcher in ready { watcher.resume(returning: true) }
            if proceed { continuation.resume() }
        }
    }

    /// How many callers have arrived so far.
    public var arrived: Int { state.withLock { $0.arrived } }

    /// Waits until `count` callers have arrived; false if `limit` passed first (a bound for a test that
    /// would otherwise hang on a bug, not a way to wait for time).
    public func arrivals(_ count: Int, limit: Duration = .seconds(60)) async -> Bool {
        let watcher = Task {
            guard (try? await Task.sleep(for: limit)) != nil else { return }
            let expired = state.withLock { state in
                let expired = state.watchers.filter { $0.count == count }.map(\.continuation)
                state.watchers.removeAll { $0.count == count }
                return expired
            }
            for continuation in expired { continuation.resume(returning: false) }
        }
        defer { watcher.cancel() }
        return await withCheckedContinuation { continuation in
            let reached = state.withLock { state in
                if state.arrived >= count { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if reached { continuation.resume(returning: true) }
        }
    }

    /// Lets every held caller, and every later one, through.
    public func open() {
        let held = state.withLock { state in
            state.isOpen = true
            defer { state.held = [] }
            return state.held
        }
        for continuation in held { continuation.resume() }
    }
}
