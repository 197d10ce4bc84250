import Dispatch
import ShortcutKit
import ShortcutServer
import Synchronization

/// Runs async work from a synchronous command and waits for its result.
///
/// Commands are synchronous (`run(arguments, console) -> ExitStatus`), and only the fallback backend's
/// call is async. The wait blocks the calling thread, which is the main thread in the `shortcuts`
/// executable. The work runs on an executor of its own, so it finishes even when the calling thread is
/// one of the concurrency pool's (an in-process test) and the rest of the pool is busy.
package func waitFor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task(executorPreference: blockingExecutor) {
        let value = await work()
        box.value.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return box.value.withLock { $0! }
}

private let blockingExecutor = DispatchTaskExecutor(label: "shortcuts.blocking")

private final class ResultBox<T: Sendable>: Sendable {
    let value = Mutex<T?>(nil)
}
