import Dispatch

/// Runs tasks on Dispatch threads of its own instead of the concurrency pool.
///
/// The pool has one thread per core. Anything else in the process that blocks those threads (a
/// synchronous wait in other code, a test harness running blocking tests) would otherwise hold every
/// response back until it lets go, even local answers that take microseconds. With this executor as
/// their preference, handlers and their child tasks (the fallback client's deadline race, URLSession
/// resumptions) run on the server's queue. The CLI uses it the same way for the one async call of a
/// synchronous command, and `FallbackClient` for the tasks of its deadline race: unstructured tasks do
/// not inherit their creator's executor preference, so without it they would wait for the pool.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
package final class DispatchTaskExecutor: TaskExecutor {
    private let queue: DispatchQueue

    package init(label: String) {
        queue = DispatchQueue(label: label, attributes: .concurrent)
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
