import Foundation
import ShortcutKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One request and its response over a socket of its own, every wait bounded by the request's deadline.
///
/// Blocking code for a thread of its own (`HTTPClientTransport` gives it one). Cancellation is a flag the
/// waits look at every `cancelSlice`, so a cancelled exchange ends that soon, however its peer behaves.
final class HTTPExchange: Sendable {
    /// How often a wait looks at the cancellation flag.
    static let cancelSlice: Duration = .milliseconds(10)
    /// The one receive buffer's size.
    static let receiveLength = 16 * 1024

    private let request: TransportRequest
    private let lookup: AddressLookup
    private let isCancelled = Atomic(false)
    private let clock = ContinuousClock()

    init(_ request: TransportRequest, lookup: AddressLookup = AddressLookup()) {
        self.request = request
        self.lookup = lookup
    }

    func cancel() { isCancelled.store(true, ordering: .relaxed) }

    /// Whether `cancel()` was called, for waits that run outside the exchange.
    private var cancelled: @Sendable () -> Bool { { [self] in isCancelled.load(ordering: .relaxed) } }

    /// Connects, sends and reads the response; the socket is closed when it returns.
    func run() -> Result<TransportResponse, TransportError> {
        let deadline = clock.now.advanced(by: request.timeout)
        let url = request.url
        guard url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty else {
            return .failure(.notSent("\(url.absoluteString) is not an http:// URL this client can reach"))
        }
        let port = url.port ?? 80
        let fd: Int32
        switch connect(host: host, port: port, deadline: deadline) {
        case .success(let connected): fd = connected
        case .failure(let error): return .failure(error)
        }
        defer { close(fd) }
        var written = 0
        let message = requestBytes(host: host, port: url.port)
        while written < message.count {
            switch wait(fd, for: Int16(POLLOUT), until: deadline) {
            case .ready: break
            case .timedOut:
                return .failure(written == 0 ? .notSent("sending to \(host):\(port) timed out") : .timedOut)
            }
            let count = message.withUnsafeBytes { raw in
                systemSend(fd, raw.baseAddress! + written, message.count - written)
            }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK {
                continue
            } else {
                let reason = "sending to \(host):\(port) failed: \(Socket.lastError)"
                return .failure(written == 0 ? .notSent(reason) : .failed(reason))
            }
        }
        return receive(fd, from: "\(host):\(port)", until: deadline)
    }

    /// Reads the response into one buffer, feeding the parser as bytes arrive.
    private func receive(
        _ fd: Int32, from place: String, until deadline: ContinuousClock.Instant
    ) -> Result<TransportResponse, TransportError> {
        var parser = HTTPResponseParser(maximumBodyLength: request.maximumReplyLength)
        var buffer = [UInt8](repeating: 0, count: Self.receiveLength)
        do throws(HTTPResponseParser.Failure) {
            while true {
                guard case .ready = wait(fd, for: Int16(POLLIN), until: deadline) else { return .failure(.timedOut) }
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                let progress: HTTPResponseParser.Progress
                if count > 0 {
                    progress = try parser.consume(buffer[0..<count])
                } else if count == 0 {
                    progress = try parser.finish()
                } else if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK {
                    continue
                } else {
                    return .failure(.failed("reading from \(place) failed: \(Socket.lastError)"))
                }
                if case .complete(let status, let body) = progress {
                    return .success(TransportResponse(status: status, body: Data(body)))
                }
            }
        } catch {
            switch error {
            case .tooLarge(let limit): return .failure(.replyTooLarge(limit: limit))
            case .malformed(let reason): return .failure(.failed("\(place) sent a reply that is not HTTP: \(reason)"))
            }
        }
    }

    /// The request's head and body: `Host`, the caller's fields, `Content-Length`, `Connection: close`.
    private func requestBytes(host: String, port: Int?) -> [UInt8] {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? ""
        var target = path.isEmpty ? "/" : path
        if let query = components?.percentEncodedQuery { target += "?" + query }
        let hostField = (host.contains(":") ? "[\(host)]" : host) + (port.map { ":\($0)" } ?? "")
        var head = "\(request.method) \(target) HTTP/1.1\r\nHost: \(hostField)\r\n"
        for (name, value) in request.headerFields.sorted(by: { $0.key < $1.key })
        where !["host", "content-length", "connection", "transfer-encoding"].contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(request.body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + request.body
    }

    private enum Readiness {
        case ready
        /// The deadline passed or the exchange was cancelled.
        case timedOut
    }

    /// Waits until `fd` is ready for `events`, the deadline passes or the exchange is cancelled.
    private func wait(_ fd: Int32, for events: Int16, until deadline: ContinuousClock.Instant) -> Readiness {
        while !isCancelled.load(ordering: .relaxed) {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { return .timedOut }
            let slice = min(remaining, Self.cancelSlice)
            let (seconds, attoseconds) = slice.components
            let milliseconds = Int32(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            var descriptor = pollfd(fd: fd, events: events, revents: 0)
            // POLLERR and POLLHUP count as ready: the call that follows reports what happened.
            if poll(&descriptor, 1, milliseconds) > 0 { return .ready }
        }
        return .timedOut
    }

    /// A connected non-blocking socket to the first of `host`'s addresses that accepts.
    private func connect(host: String, port: Int, deadline: ContinuousClock.Instant) -> Result<Int32, TransportError> {
        let addresses: [AddressLookup.Address]
        switch lookup.addresses(of: host, port: port, until: deadline, slice: Self.cancelSlice, isCancelled: cancelled)
        {
        case .success(let found): addresses = found
        case .failure(let error): return .failure(error)
        }
        var refused = false
        var lastReason = "no address"
        for address in addresses {
            let fd = socket(address.family, address.socketType, address.socketProtocol)
            guard fd >= 0 else {
                lastReason = "socket: \(Socket.lastError)"
                continue
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            var yes: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            var code: Int32 = 0
            let status = address.bytes.withUnsafeBytes { raw in
                systemConnect(fd, raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
            }
            if status != 0 {
                code = errno
                if code == EINPROGRESS {
                    guard case .ready = wait(fd, for: Int16(POLLOUT), until: deadline) else {
                        close(fd)
                        return .failure(.notSent("connecting to \(host):\(port) timed out"))
                    }
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length)
                }
            }
            if code == 0 { return .success(fd) }
            close(fd)
            if code == ECONNREFUSED { refused = true }
            lastReason = String(cString: strerror(code))
        }
        if refused { return .failure(.connectionRefused("\(host):\(port) refused the connection")) }
        return .failure(.notSent("cannot connect to \(host):\(port): \(lastReason)"))
    }
}

#if canImport(Glibc)
    private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    }
    private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
        Glibc.connect(fd, address, length)
    }
#else
    // SIGPIPE is ignored by the process (the CLI's console does it), so a peer gone is EPIPE here too.
    private func systemSend(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        Darwin.send(fd, bytes, count, 0)
    }
    private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
        Darwin.connect(fd, address, length)
    }
#endif
