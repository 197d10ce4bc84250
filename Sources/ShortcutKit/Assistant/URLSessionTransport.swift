import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: Foundation's `URLSession` (FoundationNetworking on Linux).
///
/// Two of URLSession's defaults do not suit a backend behind a server, and both are set here:
/// - **Connections per host**: 6 by default, on Apple platforms and in swift-corelibs-foundation alike
///   (where it becomes libcurl's `CURLMOPT_MAX_HOST_CONNECTIONS`). Every turn goes to the same host, so
///   the 7th concurrent turn waited for one of the six: 48 turns to a backend answering in 1 s finished
///   in waves of six over 8 s. The session allows as many connections as the client lets turns run.
/// - **Timeouts**: swift-corelibs-foundation arms its timer with `Int(timeoutInterval) * 1000` ms, so
///   1.9 s became 1 s and 0.99 s became an immediate failure. The request's timeout is therefore only a
///   backstop, a second past the turn's; `FallbackClient` enforces the exact deadline itself.
///
/// The body is read as it arrives and the transfer cancelled once it passes the request's
/// `maximumReplyLength`, so an oversized reply never sits whole in memory.
package struct URLSessionTransport: AssistantTransport {
    private let session: URLSession
    private let transfers: Transfers
    /// How far past the request's timeout URLSession's own timer fires.
    private let backstop: Duration

    /// Creates a transport on an ephemeral session, so no cookies or cache leak between turns.
    ///
    /// - Parameter maximumConnectionsPerHost: connections to the backend at once; URLSession's default
    ///   of 6 would queue every turn beyond the sixth.
    package init(maximumConnectionsPerHost: Int = FallbackClient.defaultMaximumConcurrentTurns) {
        self.init(maximumConnectionsPerHost: maximumConnectionsPerHost, backstop: Self.defaultBackstop)
    }

    /// A second: URLSession's timer is only a backstop, and a second past the deadline it never races it.
    package static let defaultBackstop: Duration = .seconds(1)

    /// A transport whose URLSession timer fires `backstop` past each request's timeout: a test whose
    /// deadline runs on a clock it moves by hand sets it far out, so that no real-time timer decides it.
    package init(maximumConnectionsPerHost: Int, backstop: Duration) {
        self.backstop = backstop
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = max(1, maximumConnectionsPerHost)
        let transfers = Transfers()
        self.transfers = transfers
        self.session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    package func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let task = session.dataTask(with: Self.urlRequest(for: request, backstop: backstop))
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfers.begin(task, limit: request.maximumReplyLength, continuation: continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        return try result.get()
    }

    /// The URLRequest for a transport request; its timeout is a whole-second backstop past the deadline.
    package static func urlRequest(for request: TransportRequest, backstop: Duration = defaultBackstop) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = (request.timeout.seconds + backstop.seconds).rounded(.up)
        for (name, value) in request.headerFields { urlRequest.setValue(value, forHTTPHeaderField: name) }
        return urlRequest
    }

    /// Sorts URLSession's errors into the cases the client treats differently.
    static func transportError(_ error: URLError) -> TransportError {
        switch error.code {
        case .cannotConnectToHost: return .connectionRefused(error.localizedDescription)
        case .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet: return .notSent(error.localizedDescription)
        case .timedOut: return .timedOut
        case .cancelled: return .failed("cancelled")
        default: return .failed(error.localizedDescription)
        }
    }
}

/// The session's delegate: collects each task's body up to its limit and resumes its caller once.
///
/// `@unchecked Sendable` because it must be an `NSObject` subclass for URLSession, and `Mutex` needs iOS 18;
/// every stored property is guarded by `lock`.
private final class Transfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        var continuation: CheckedContinuation<Result<TransportResponse, TransportError>, Never>
        var limit: Int
        var body = Data()
        var isTooLarge = false
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    func begin(
        _ task: URLSessionTask, limit: Int,
        continuation: CheckedContinuation<Result<TransportResponse, TransportError>, Never>
    ) {
        lock.withLock { transfers[task.taskIdentifier] = Transfer(continuation: continuation, limit: limit) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let declared = response.expectedContentLength
        let tooLarge = lock.withLock { () -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], declared > Int64(transfer.limit) else {
                return false
            }
            transfer.isTooLarge = true
            transfers[dataTask.taskIdentifier] = transfer
            return true
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = lock.withLock { () -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], !transfer.isTooLarge else { return false }
            if transfer.body.count + data.count > transfer.limit {
                transfer.isTooLarge = true
                transfer.body = Data()
            } else {
                transfer.body.append(data)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.isTooLarge
        }
        if tooLarge { dataTask.cancel() }
    }

    /// Redirects are never followed: a 307 would send the turn wherever the backend points. The 3xx
    /// itself is the response, which the client reports as `httpStatus`.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        let result: Result<TransportResponse, TransportError>
        if transfer.isTooLarge {
            result = .failure(.replyTooLarge(limit: transfer.limit))
        } else if let error = error as? URLError {
            result = .failure(URLSessionTransport.transportError(error))
        } else if let error {
            result = .failure(.failed(error.localizedDescription))
        } else if let http = task.response as? HTTPURLResponse {
            result = .success(TransportResponse(status: http.statusCode, body: transfer.body))
        } else {
            result = .failure(.failed("the response is not HTTP"))
        }
        transfer.continuation.resume(returning: result)
    }
}
