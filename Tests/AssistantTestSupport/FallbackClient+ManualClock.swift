import Foundation
import ShortcutKit

extension FallbackClient {
    /// A client whose deadline passes only when a test moves its clock: the deadline is on `clock` (by
    /// default one nobody moves), and URLSession's own timer is an hour past it.
    ///
    /// For tests whose outcome is an answer or a named failure, not a timeout: on a loaded machine a real
    /// deadline could turn the answer into a timeout, so no real-time timer may decide them.
    public static func onManualClock(
        url: URL, clock: ManualClock = ManualClock(), maximumReplyLength: Int = defaultMaximumReplyLength,
        limiter: FallbackLimiter? = FallbackLimiter(maximumConcurrent: defaultMaximumConcurrentTurns)
    ) -> FallbackClient {
        FallbackClient(
            url: url, timeout: .seconds(30),
            transport: URLSessionTransport(
                maximumConnectionsPerHost: limiter?.maximumConcurrent ?? defaultMaximumConcurrentTurns,
                backstop: .seconds(3600)),
            clock: clock, maximumReplyLength: maximumReplyLength, limiter: limiter)
    }
}
