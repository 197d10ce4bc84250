/// Something that carries one HTTP exchange to the fallback backend.
///
/// The fallback client speaks to the backend through this protocol rather than through URLSession
/// directly (as swift-openapi-runtime's `ClientTransport` does), so a server can plug in the HTTP client
/// it already runs, and so tests can count calls or fail on purpose. `URLSessionTransport` is the default.
public protocol AssistantTransport: Sendable {
    /// Sends a request and returns the response, whatever its status.
    ///
    /// A transport reports only failures to get a response; an HTTP error status is a response. It may
    /// return late or ignore `request.timeout`: the client enforces the deadline itself.
    ///
    /// - Throws: `TransportError`, so the client can tell a refused connection (worth one retry) from
    ///   other failures.
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse
}
