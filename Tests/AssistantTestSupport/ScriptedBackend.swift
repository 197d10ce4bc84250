import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw TCP backend on loopback that answers every request with one scripted shape, for testing an HTTP
/// client against what real backends send: streams, trickles, resets, hangs, redirects.
///
/// It reads each request whole (head and `Content-Length` body) before it answers, counts them, and
/// stops every connection on `stop()`, so that no shape outlives its test.
public final class ScriptedBackend: Sendable {
    /// What the backend does once it has read a request.
    public enum Shape: Sendable {
        /// A whole response: status, extra header lines, and a body with its `Content-Length`.
        case reply(status: Int, headers: [String] = [], body: String)
        /// Exactly these bytes, then it closes.
        case raw([UInt8])
        /// A chunked body of 4 KiB chunks, as fast as the client takes them, without end.
        case fastChunked
        /// A chunked body of one small chunk every `interval`, without end: a token stream.
        case slowChunked(every: Duration)
        /// No length, no chunks: bytes as fast as the client takes them until it closes.
        case endless
        /// A `Content-Length` of a megabyte, then one byte every `interval`.
        case byteByByte(every: Duration)
        /// A `Content-Length` of 1000, 10 bytes of it, then a reset (RST) instead of the rest.
        case resetMidBody
        /// A whole head promising 100 bytes, then nothing until the client or the test gives up.
        case hangAfterHeaders
        /// A redirect of this status to another port on loopback.
        case redirect(Int)
    }

    /// What the backend's threads share with it.
    private final class State: Sendable {
        let stopped = Atomic(false)
        let requests = Atomic(0)
    }

    public let url: URL
    private let state = State()

    /// Starts listening on 127.0.0.1 at a port the system picks.
    public init(_ shape: Shape) throws {
        let (listener, port) = try Self.listen()
        url = URL(string: "http://127.0.0.1:\(port)/api/voice-assistant")!
        let state = state
        Thread {
            while !state.stopped.load(ordering: .relaxed) {
                var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 10) > 0 else { continue }
                let client = accept(listener, nil, nil)
                guard client >= 0 else { continue }
                Thread {
                    if Self.readRequest(client, state) {
                        state.requests.add(1, ordering: .relaxed)
                        Self.answer(client, shape, state)
                    }
                    close(client)
                }.start()
            }
            close(listener)
        }.start()
    }

    /// How many whole requests arrived.
    public var requestCount: Int { state.requests.load(ordering: .relaxed) }

    /// Stops accepting and ends every connection's shape within about 10 ms.
    public func stop() { state.stopped.store(true, ordering: .relaxed) }

    deinit { stop() }

    private static func listen() throws -> (Int32, Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && Glibc.listen(fd, 64) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard fd >= 0, bound else {
            close(fd)
            throw LoopbackError("ScriptedBackend could not listen: \(String(cString: strerror(errno)))")
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Reads a request's head and `Content-Length` body; false when the client left first.
    private static func readRequest(_ fd: Int32, _ state: State) -> Bool {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while !state.stopped.load(ordering: .relaxed) {
            let text = String(decoding: bytes, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let head = text[..<end.lowerBound].lowercased()
                let length =
                    head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if text.utf8.count - text.utf8.distance(from: text.startIndex, to: end.upperBound) >= length {
                    return true
                }
            }
            guard waitReadable(fd) else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            bytes += chunk[0..<count]
        }
        return false
    }

    private static func answer(_ fd: Int32, _ shape: Shape, _ state: State) {
        let send = { (text: String) in sendAll(fd, Array(text.utf8), state) }
        switch shape {
        case .reply(let status, let headers, let body):
            let fields = headers.map { $0 + "\r\n" }.joined()
            _ = send("HTTP/1.1 \(status) X\r\n\(fields)Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
        case .raw(let bytes):
            _ = sendAll(fd, bytes, state)
        case .fastChunked:
            guard send("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n") else { return }
            let chunk = "1000\r\n" + String(repeating: "x", count: 4096) + "\r\n"
            while send(chunk) {}
        case .slowChunked(let interval):
            guard send("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n") else { return }
            while send("5\r\ntoken\r\n") { pause(interval, fd, state) }
        case .endless:
            guard send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n") else { return }
            let block = String(repeating: "x", count: 16 * 1024)
            while send(block) {}
        case .byteByByte(let interval):
            guard send("HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n") else { return }
            while send("x") { pause(interval, fd, state) }
        case .resetMidBody:
            _ = send("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n0123456789")
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        case .hangAfterHeaders:
            guard send("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n") else { return }
            while !state.stopped.load(ordering: .relaxed), !peerClosed(fd) {}
        case .redirect(let status):
            _ = send("HTTP/1.1 \(status) Moved\r\nLocation: http://127.0.0.1:1/elsewhere\r\nContent-Length: 0\r\n\r\n")
        }
    }

    /// Waits up to 10 ms for bytes; the caller loops, looking at the stop flag between waits.
    private static func waitReadable(_ fd: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 10) > 0
    }

    /// Whether the client has closed (or reset) its end, after waiting up to 10 ms.
    private static func peerClosed(_ fd: Int32) -> Bool {
        guard waitReadable(fd) else { return false }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
    }

    /// The pace of a trickling shape; it returns early once the test stops the backend.
    private static func pause(_ interval: Duration, _ fd: Int32, _ state: State) {
        let deadline = ContinuousClock.now.advanced(by: interval)
        while !state.stopped.load(ordering: .relaxed), ContinuousClock.now < deadline, !peerClosed(fd) {}
    }

    /// Sends every byte, waiting for room in 10 ms slices; false once the client is gone or the test stopped.
    private static func sendAll(_ fd: Int32, _ bytes: [UInt8], _ state: State) -> Bool {
        var offset = 0
        while offset < bytes.count {
            guard !state.stopped.load(ordering: .relaxed) else { return false }
            var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            guard poll(&descriptor, 1, 10) > 0 else { continue }
            let count = bytes.withUnsafeBytes { raw in
                Glibc.send(fd, raw.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
            }
            if count > 0 {
                offset += count
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
