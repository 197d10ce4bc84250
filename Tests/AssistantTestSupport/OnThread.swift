import Foundation

/// Runs blocking work (socket reads, waiting for a process) on a thread of its own and awaits its result.
///
/// Swift Testing runs tests on the concurrency pool, which has as many threads as cores; a test that
/// blocks one of them can starve the server's handlers, which run there too. Return what the work found
/// and check it in the test, where `#expect` knows which test it belongs to.
public func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try work() })
        }
        thread.start()
    }
}
