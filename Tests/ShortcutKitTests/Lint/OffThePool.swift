import Foundation

/// Runs heavy synchronous test work on a thread of its own and awaits its result.
///
/// Swift Testing runs tests on the cooperative thread pool, which has one thread per core. Seconds of
/// synchronous work there starve other suites' async tests that time themselves (a 200 ms timeout must
/// fire within 2 s); on its own thread the work is scheduled by the OS like any other. Expectations are
/// evaluated by the caller on the result: the thread has no test context to record issues in.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
