import Foundation
import ShortcutKit

/// The fallback's HTTP/1.1 client on POSIX sockets: its deadline and its size limit are its own.
///
/// URLSession on Linux could not keep either against a backend streaming a fast chunked body: the
/// deadline fired on time, but cancelling the task waited on FoundationNetworking's queue while data kept
/// arriving, holding turns seconds past `--timeout` and growing the process by gigabytes before the
/// reply limit applied. Here each exchange runs on a thread of its own with every wait a `poll` bounded by
/// the request's deadline (and woken within `HTTPExchange.cancelSlice` by cancellation), reading into one
/// buffer and holding at most the reply limit. What it does:
/// - `http://` only (TLS is URLSession's; `ask` and `serve` use it for `https://`);
/// - one connection per exchange, `Connection: close`;
/// - redirects are not followed: a 3xx is returned as a status, which the client calls a failure;
/// - `TransportError.connectionRefused` or `.notSent` only when no byte of the request was written
///   (refused, no such host, a connect that timed out), `.timedOut`, `.replyTooLarge` or `.failed` after.
package struct HTTPClientTransport: AssistantTransport {
    package init() {}

    package func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let exchange = HTTPExchange(request)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread { continuation.resume(returning: exchange.run()) }
                thread.name = "http-client"
                thread.start()
            }
        } onCancel: {
            exchange.cancel()
        }
        return try result.get()
    }
}
