import AssistantTestSupport
import Foundation
import ShortcutKit
import ShortcutServer
import Testing

/// The one bridge from blocking code to async work, which `serve`'s connections and `ask` both use.
@Suite struct DispatchTaskExecutorTests {
    @Test func returnsTheResultOfWorkThatSuspends() async throws {
        let executor = DispatchTaskExecutor(label: "test.suspends")
        let value = try await onThread {
            executor.wait {
                await withCheckedContinuation { continuation in
                    Thread { continuation.resume(returning: 42) }.start()
                }
            }
        }
        #expect(value == 42)
    }

    /// Called from a thread of the concurrency pool (as an in-process test calls `ask`), the work runs on
    /// the executor's thread, not on the blocked caller's.
    @Test func runsTheWorkOffTheWaitingThread() {
        let caller = pthread_self()
        let worker = DispatchTaskExecutor(label: "test.thread").wait { pthread_self() }
        #expect(pthread_equal(caller, worker) == 0)
    }

    @Test func servesManyWaitersAtOnce() async throws {
        let executor = DispatchTaskExecutor(label: "test.many")
        let sums = try await withThrowingTaskGroup(of: Int.self) { group in
            for number in 1...8 {
                group.addTask { try await onThread { executor.wait { await Task.detached { number * 2 }.value } } }
            }
            return try await group.reduce(0, +)
        }
        #expect(sums == 72)
    }
}
