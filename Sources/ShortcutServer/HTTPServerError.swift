import Foundation

/// Why the server could not start listening.
package enum HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The host is not a numeric IPv4 address.
    case invalidHost(String)
    /// A socket call failed; `call` names it and `reason` is the system's message.
    case socket(call: String, reason: String)
    /// The address is taken by another process.
    case addressInUse(host: String, port: Int)
    /// `start()` was called twice.
    case alreadyStarted

    package var description: String {
        switch self {
        case .invalidHost(let host):
            return "invalid host '\(host)'; give a numeric IPv4 address such as 127.0.0.1"
        case .socket(let call, let reason):
            return "\(call) failed: \(reason)"
        case .addressInUse(let host, let port):
            return "\(host):\(port) is already in use; stop the other server or listen on another port"
        case .alreadyStarted:
            return "the server is already running"
        }
    }

    package var errorDescription: String? { description }
}
