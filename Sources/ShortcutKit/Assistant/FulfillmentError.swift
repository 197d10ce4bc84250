import Foundation

/// Why an action gave no reply Siri can speak, sorted by what may have happened.
///
/// Each case leads to its own sentence (`AssistantSentences`), because a person about to pay a bill
/// again must know whether the first payment went through.
public enum FulfillmentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The action certainly did not run: the connection was refused, no slot was free, the deadline passed
    /// before the request was sent, or the backend refused the request with a client error status.
    case notPerformed(String)
    /// The action may have run: the request was sent and no usable answer came back (a timeout, a lost
    /// connection, a server error status, a request with the same key still in progress).
    case outcomeUnknown(String)
    /// The backend answered, but not with the action contract or without a result the dialog names.
    case invalidReply(String)

    /// The case's name, for machine-readable output.
    package var kind: String {
        switch self {
        case .notPerformed: return "notPerformed"
        case .outcomeUnknown: return "outcomeUnknown"
        case .invalidReply: return "invalidReply"
        }
    }

    /// The failure in one lower-case line, for logs and `stderr`.
    public var description: String {
        switch self {
        case .notPerformed(let reason): return "the action did not run: \(reason)"
        case .outcomeUnknown(let reason): return "the action may or may not have run: \(reason)"
        case .invalidReply(let reason): return "the action's reply is not the contract: \(reason)"
        }
    }
}
