import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: Foundation's `URLSession` (FoundationNetworking on Linux).
public struct URLSessionTransport: AssistantTransport {
    private let session: URLSession

    /// Creates a transport on an ephemeral session, so no cookies or cache leak between turns.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        self.session = URLSession(configuration: configuration)
    }

    public init(session: URLSession) {
        self.session = session
    }

    public func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = max(0.001, request.timeout.seconds)
        for (name, value) in request.headerFields { urlRequest.setValue(value, forHTTPHeaderField: name) }
        do {
            let (data, response) = try await session.data(for: urlRequest)
            guard let http = response as? HTTPURLResponse else {
                throw TransportError.failed("the response is not HTTP")
            }
            return TransportResponse(status: http.statusCode, body: data)
        } catch let error as TransportError {
            throw error
        } catch let error as URLError {
            throw Self.transportError(error)
        } catch {
            throw .failed(error.localizedDescription)
        }
    }

    /// Sorts URLSession's errors into the three cases the client treats differently.
    static func transportError(_ error: URLError) -> TransportError {
        switch error.code {
        case .cannotConnectToHost: return .connectionRefused(error.localizedDescription)
        case .timedOut: return .timedOut
        case .cancelled: return .failed("cancelled")
        default: return .failed(error.localizedDescription)
        }
    }
}
