import Foundation

/// What came back from an `AssistantTransport`: a status and a body, of any status.
public struct TransportResponse: Sendable, Equatable {
    /// The HTTP status, whatever it is: the fallback client, not the transport, decides what is a failure.
    public var status: Int
    /// The response body, at most the request's `maximumReplyLength` bytes.
    public var body: Data

    /// A response, as a transport (or a test's fake one) returns it.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
