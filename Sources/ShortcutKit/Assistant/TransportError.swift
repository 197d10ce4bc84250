import Foundation

/// Why a transport got no response at all.
///
/// A refused connection is its own case because it is the one failure worth retrying straight away: a backend
/// that is restarting refuses for a moment, while a timeout would only double the wait.
///
/// Whether any byte of the request left is the other line the cases draw, because an action (a payment)
/// may be retried, or said to have failed, only when it certainly never reached the backend:
/// `connectionRefused` and `notSent` mean it did not; `timedOut`, `replyTooLarge` and `failed` mean it may
/// have (see `requestMayHaveBeenSent`).
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing listens at the address (ECONNREFUSED): no byte of the request was sent.
    case connectionRefused(String)
    /// No connection was made for another reason (no such host, no network, a connect timeout): no byte of
    /// the request was sent.
    case notSent(String)
    /// The exchange did not finish in time.
    case timedOut
    /// The response's body is longer than `TransportRequest.maximumReplyLength`; the rest was not read.
    case replyTooLarge(limit: Int)
    /// Any other failure to get a response after a connection was made, such as a connection reset: the
    /// request may have been sent, in part or whole.
    case failed(String)

    /// False only when the failure is known to have happened before any byte of the request was sent.
    package var requestMayHaveBeenSent: Bool {
        switch self {
        case .connectionRefused, .notSent: return false
        case .timedOut, .replyTooLarge, .failed: return true
        }
    }

    /// The failure in one lower-case line that names what failed and where, for logs and `stderr`.
    public var description: String {
        switch self {
        case .connectionRefused(let detail): return "connection refused (\(detail))"
        case .notSent(let detail): return "not connected (\(detail))"
        case .timedOut: return "timed out"
        case .replyTooLarge(let limit): return "the reply is longer than \(limit) bytes"
        case .failed(let detail): return detail
        }
    }
}
