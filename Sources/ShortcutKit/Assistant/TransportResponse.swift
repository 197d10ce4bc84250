import Foundation

/// What came back from an `AssistantTransport`: a status and a body, of any status.
public struct TransportResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data

    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
