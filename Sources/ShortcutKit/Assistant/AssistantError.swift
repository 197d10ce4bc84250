import Foundation

/// Why a turn could not be answered: a payload that is not the contract, or a fallback backend that failed.
///
/// Each backend failure is its own case, because each asks for a different fix: a backend that is down,
/// one that is too slow, one that answers with an error status, one that answers something else. None
/// of them should reach the person talking to Siri; servers say `userFacingSentence` instead.
public enum AssistantError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The payload is not the contract's request.
    case invalidRequest(String)
    /// No phrase answered the turn locally, and no fallback backend is configured; `reason` is the
    /// matcher's (`noPhrase`, `ambiguous`, `negativePhrase`, …), written by its `code` in JSON.
    case noLocalAnswer(reason: MatchResult.NoMatchReason)
    /// The backend could not be reached (refused twice, no such host, network down).
    case unreachable(url: String, reason: String)
    /// The backend did not answer within the timeout.
    case timedOut(url: String, seconds: Double)
    /// The backend answered with an HTTP status of 400 or more; `body` holds the start of its body.
    case httpStatus(url: String, status: Int, body: String)
    /// The backend's reply is not the contract's response, or is larger than the client accepts.
    case invalidReply(url: String, reason: String)
    /// Too many turns were already with the backend or waiting for it: refused at once, without a call.
    case overloaded(concurrent: Int, queued: Int)
    /// The matched intent's action gave no reply Siri can speak; the fulfillment error says whether it ran,
    /// and `Assistant.sentence(for:)` what Siri says.
    case actionFailed(intent: String, FulfillmentError)
    /// The turn must run its intent's action, which `Assistant.localAnswer(to:)` never does: call
    /// `Assistant.answer(_:)`.
    case actionNeeded(intent: String)

    /// What Siri says when a turn could not be answered, whatever the reason.
    package static let userFacingSentence = "Voice Assistant Feature is not working at the moment."

    /// True for failures of the fallback backend, as opposed to a bad request or a missing backend.
    public var isBackendFailure: Bool {
        switch self {
        case .invalidRequest, .noLocalAnswer, .actionNeeded: return false
        case .unreachable, .timedOut, .httpStatus, .invalidReply, .overloaded, .actionFailed: return true
        }
    }

    /// The case's name, for machine-readable output (`{"error": {"kind": "timedOut", …}}`).
    package var kind: String {
        switch self {
        case .invalidRequest: return "invalidRequest"
        case .noLocalAnswer: return "noLocalAnswer"
        case .unreachable: return "unreachable"
        case .timedOut: return "timedOut"
        case .httpStatus: return "httpStatus"
        case .invalidReply: return "invalidReply"
        case .overloaded: return "overloaded"
        case .actionFailed: return "actionFailed"
        case .actionNeeded: return "actionNeeded"
        }
    }

    /// The failure in one lower-case line that names what failed and where, for logs and `stderr`.
    public var description: String {
        switch self {
        case .invalidRequest(let reason):
            return "invalid request: \(reason)"
        case .noLocalAnswer(let reason):
            return "no local answer (\(reason.code)) and no fallback backend is configured"
        case .unreachable(let url, let reason):
            return "fallback backend unreachable at \(url): \(reason)"
        case .timedOut(let url, let seconds):
            return "fallback backend at \(url) did not answer within \(Self.format(seconds)) s"
        case .httpStatus(let url, let status, let body):
            let excerpt = body.isEmpty ? "" : ": \(body)"
            return "fallback backend at \(url) answered HTTP \(status)\(excerpt)"
        case .invalidReply(let url, let reason):
            return "fallback backend at \(url) sent a reply that is not the contract: \(reason)"
        case .overloaded(let concurrent, let queued):
            return
                "too many turns for the fallback backend: \(concurrent) with it and \(queued) waiting; try again shortly"
        case .actionFailed(let intent, let error):
            return "\(intent): \(error.description)"
        case .actionNeeded(let intent):
            return "the turn runs \(intent)'s action, which only Assistant.answer(_:) does, with a fulfiller"
        }
    }

    /// What failed, without the backend's URL or anything it sent: for a server's answer to its client,
    /// which must not learn internal addresses or read a backend's error page. The log gets `description`.
    package var summary: String {
        switch self {
        case .invalidRequest, .noLocalAnswer, .overloaded, .actionNeeded: return description
        case .actionFailed(let intent, let error):
            switch error {
            case .notPerformed: return "\(intent): the action did not run"
            case .outcomeUnknown: return "\(intent): the action may or may not have run"
            case .invalidReply: return "\(intent): the action's reply is not the contract"
            }
        case .unreachable: return "the fallback backend could not be reached"
        case .timedOut(_, let seconds): return "the fallback backend did not answer within \(Self.format(seconds)) s"
        case .httpStatus(_, let status, _): return "the fallback backend answered HTTP \(status)"
        case .invalidReply: return "the fallback backend sent a reply that is not the contract"
        }
    }

    /// The same line as `description`, so that `localizedDescription` is readable on Linux too.
    public var errorDescription: String? { description }

    private static func format(_ seconds: Double) -> String {
        seconds.exactInteger.map(String.init) ?? String(seconds)
    }
}
