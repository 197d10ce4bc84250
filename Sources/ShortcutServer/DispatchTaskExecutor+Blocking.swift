import Dispatch
import ShortcutKit
import Synchronization

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension DispatchTaskExecutor {
    /// The executor of commands that wait for the fallback backend (`ask`, the benchmark).
    package static let commands = DispatchTaskExecutor(label: "shortcuts.blocking")

    /// Runs async work on this executor and blocks the calling thread until it returns its result: the one
    /// bridge from synchronous code (a CLI command, a server connection's thread) to the async backend.
    ///
    /// The work never needs the waiting thread, so it finishes even when that thread is one of the
    /// concurrency pool's (an in-process test) and the rest of the pool is busy. It lives with the server,
    /// not in the library: the matcher and linter are synchronous, and an app must not block.
    package func wait<T: Sendable>(for work: @escaping @Sendable () async -> T) -> T {
        let result = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: self) {
            let value = await work()
            result.value.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.value.withLock { $0! }
    }
}

/// Carries the work's result from its task back to the waiting thread.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class ResultBox<T: Sendable>: Sendable {
    let value = Mutex<T?>(nil)
}

/// Runs async work from a synchronous command on `DispatchTaskExecutor.commands` and waits for its result.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
package func waitFor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    DispatchTaskExecutor.commands.wait(for: work)
}
