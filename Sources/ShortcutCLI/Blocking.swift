import Dispatch
import Synchronization

/// Runs async work from a synchronous command and waits for its result.
///
/// Commands are synchronous (`run(arguments, console) -> ExitStatus`), and only the fallback backend's
/// call is async. The wait blocks the calling thread, which is the main thread in the `shortcuts`
/// executable; in-process tests call commands that may reach a backend from a thread of their own, so
/// that the wait never occupies a thread of the concurrency pool the work needs.
package func waitFor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        let value = await work()
        box.value.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return box.value.withLock { $0! }
}

private final class ResultBox<T: Sendable>: Sendable {
    let value = Mutex<T?>(nil)
}
