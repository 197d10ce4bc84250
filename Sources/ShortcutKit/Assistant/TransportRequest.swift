import Foundation

/// An HTTP request for an `AssistantTransport`: the few parts the fallback client needs.
public struct TransportRequest: Sendable, Equatable {
    /// Where to send the request: the fallback backend's endpoint.
    public var url: URL
    /// The HTTP method; the fallback client always posts.
    public var method: String
    /// Header fields by name; names are compared without regard to case by HTTP, not by this type.
    public var headerFields: [String: String]
    /// The request body: the turn's JSON, as the contract writes it.
    public var body: Data
    /// How long the whole exchange may take.
    public var timeout: Duration
    /// The longest response body to read; a transport stops reading past it and throws
    /// `TransportError.replyTooLarge`, so a runaway backend cannot fill the caller's memory.
    public var maximumReplyLength: Int

    /// A request; the method defaults to `POST` and the reply limit to the client's default.
    package init(
        url: URL, method: String = "POST", headerFields: [String: String] = [:], body: Data, timeout: Duration,
        maximumReplyLength: Int = FallbackClient.defaultMaximumReplyLength
    ) {
        self.url = url
        self.method = method
        self.headerFields = headerFields
        self.body = body
        self.timeout = timeout
        self.maximumReplyLength = maximumReplyLength
    }
}
