import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw HTTP client on loopback, for tests that must send what no well-behaved client would:
/// malformed heads, oversized bodies, half requests, several requests on one connection.
///
/// `@unchecked Sendable` so a test can connect on one thread and read on another; it is used by one
/// thread at a time.
public final class LoopbackClient: @unchecked Sendable {
    /// A response as read off the wire.
    public struct Response: Sendable, Equatable {
        public var status: Int
        /// Header fields by lower-cased name.
        public var headerFields: [String: String]
        public var body: String
    }

    private let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1 at `port`; every read waits at most `timeout`.
    ///
    /// The socket is connected before the object exists: a throwing initializer of a class runs `deinit`,
    /// which would close the descriptor a second time, by then perhaps another test's socket.
    public init(port: Int, timeout: Duration = .seconds(5)) throws {
        fd = try Self.connect(port: port, timeout: timeout)
    }

    private static func connect(port: Int, timeout: Duration) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LoopbackError("socket failed: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw LoopbackError("connect to 127.0.0.1:\(port) failed: \(reason)")
        }
        let (seconds, attoseconds) = timeout.components
        var value = timeval(tv_sec: .init(seconds), tv_usec: .init(attoseconds / 1_000_000_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    deinit { close(fd) }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.send(fd, raw.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw LoopbackError("send failed: \(String(cString: strerror(errno)))") }
            offset += written
        }
    }

    /// Sends `bytes` one at a time, each after waiting up to `pace` for the server to answer or close, and
    /// stops as soon as it does: a slow client. Returns how many bytes were sent by then.
    ///
    /// The wait is on the socket's readiness (`poll`), so the server's answer ends it at once; the pace
    /// is the attack, not a way to synchronize.
    public func trickle(_ bytes: [UInt8], pace: Duration) -> Int {
        for (index, byte) in bytes.enumerated() {
            if isReadable(within: pace) { return index }
            guard (try? send([byte])) != nil else { return index }
        }
        return bytes.count
    }

    /// Whether the server sent something (or closed) within `limit`.
    public func isReadable(within limit: Duration) -> Bool {
        if !buffer.isEmpty { return true }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let (seconds, attoseconds) = limit.components
        let milliseconds = Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// Reads one response, framed by its Content-Length.
    public func readResponse() throws -> Response {
        while true {
            if let response = try takeResponse() { return response }
            guard try receive() else { throw LoopbackError("the connection closed before a whole response") }
        }
    }

    /// Whether the server closed the connection: true once a read returns end of file.
    public func isClosedByServer() -> Bool {
        (try? receive()) == false
    }

    /// A request with a JSON body, written as a client library would.
    public static func post(_ path: String, body: String, extraHeaders: String = "") -> String {
        "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\(extraHeaders)"
            + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// Appends what arrived; false at end of file.
    private func receive() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 65536, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return true
            }
            if count == 0 { return false }
            if errno == EINTR { continue }
            if errno == ECONNRESET { return false }
            throw LoopbackError("no response in time (\(String(cString: strerror(errno))))")
        }
    }

    private func takeResponse() throws -> Response? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = buffer.indices.first(where: { buffer[$0...].starts(with: separator) }) else { return nil }
        let head = String(decoding: buffer[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw LoopbackError("malformed status line '\(head[0])'")
        }
        var fields: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(fields["content-length"] ?? "0") ?? 0
        let bodyStart = end + 4
        guard buffer.count >= bodyStart + length else { return nil }
        let body = String(decoding: buffer[bodyStart..<(bodyStart + length)], as: UTF8.self)
        buffer.removeFirst(bodyStart + length)
        return Response(status: status, headerFields: fields, body: body)
    }
}

/// A failure of the test client itself, as opposed to a wrong answer from the server.
public struct LoopbackError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
