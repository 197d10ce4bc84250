import Foundation

/// Why a transport got no response at all.
///
/// A refused connection is its own case because it is the one failure worth retrying straight away: a backend
/// that is restarting refuses for a moment, while a timeout would only double the wait.
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// Nothing listens at the address (ECONNREFUSED).
    case connectionRefused(String)
    /// The exchange did not finish in time.
    case timedOut
    /// The response's body is longer than `TransportRequest.maximumReplyLength`; the rest was not read.
    case replyTooLarge(limit: Int)
    /// Any other failure to get a response: DNS, network, a connection reset.
    case failed(String)

    /// The failure in one lower-case line that names what failed and where, for logs and `stderr`.
    public var description: String {
        switch self {
        case .connectionRefused(let detail): return "connection refused (\(detail))"
        case .timedOut: return "timed out"
        case .replyTooLarge(let limit): return "the reply is longer than \(limit) bytes"
        case .failed(let detail): return detail
        }
    }

    /// The same line as `description`, so that `localizedDescription` is readable on Linux too.
    public var errorDescription: String? { description }
}
