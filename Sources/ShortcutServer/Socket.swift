#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the server needs, each returning errno's meaning on failure.
///
/// They live apart from the server's logic so the platform differences (Glibc's `SOCK_STREAM` is an enum
/// there, a plain constant on Darwin) stay in one file.
enum Socket {
    static var lastError: String { String(cString: strerror(errno)) }

    /// A listening IPv4 TCP socket bound to `host:port`; port 0 lets the system choose.
    static func listen(host: String, port: Int, backlog: Int32) throws(HTTPServerError) -> (fd: Int32, port: Int) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw .invalidHost(host) }
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw .socket(call: "socket", reason: lastError) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            let reason = lastError
            close(fd)
            if code == EADDRINUSE { throw .addressInUse(host: host, port: port) }
            throw .socket(call: "bind", reason: reason)
        }
        guard systemListen(fd, backlog) == 0 else {
            let reason = lastError
            close(fd)
            throw .socket(call: "listen", reason: reason)
        }
        var boundAddress = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &boundAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: boundAddress.sin_port)))
    }

    /// Sets how long one `recv` or `send` may block, so that no client can hold a thread forever.
    static func setTimeouts(_ fd: Int32, receive: Duration, send: Duration) {
        for (option, duration) in [(SO_RCVTIMEO, receive), (SO_SNDTIMEO, send)] {
            let (seconds, attoseconds) = duration.components
            var value = timeval(tv_sec: .init(seconds), tv_usec: .init(attoseconds / 1_000_000_000_000))
            setsockopt(fd, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<timeval>.size))
        }
        var yes: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Makes calls on `fd` return at once instead of waiting (the head phase polls many sockets).
    static func setNonBlocking(_ fd: Int32) { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }

    /// Makes calls on `fd` wait again, up to its timeouts (a connection's own thread).
    static func setBlocking(_ fd: Int32) { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }

    /// What a `receive` call got.
    enum Received {
        case bytes(Int)
        case closed
        /// The receive timeout passed with nothing to read.
        case wouldBlock
        case failed
    }

    static func receive(_ fd: Int32, into buffer: inout [UInt8], maximum: Int) -> Received {
        var chunk = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, maximum, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return .bytes(count)
            }
            if count == 0 { return .closed }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return .wouldBlock }
            return .failed
        }
    }

    /// Writes every byte, or returns false when the peer is gone or stopped reading for a send timeout.
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                send(fd, raw.baseAddress! + offset, bytes.count - offset, Int32(noSignalFlag))
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Closes after the last response: stops writing, then discards input until the client closes or the
    /// limit passes. Closing with unread input makes the kernel send a reset, which can destroy the error
    /// response (413 for a body never read) before the client reads it.
    static func closeGracefully(_ fd: Int32, within limit: Duration) {
        shutdown(fd, Int32(SHUT_WR))
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var discarded: [UInt8] = []
        var total = 0
        drain: while clock.now < deadline, total < 1 << 20 {
            switch receive(fd, into: &discarded, maximum: 16 * 1024) {
            case .bytes(let count):
                total += count
                discarded.removeAll(keepingCapacity: true)
            case .wouldBlock:
                continue
            case .closed, .failed:
                break drain
            }
        }
        close(fd)
    }

    #if canImport(Glibc)
        private static let noSignalFlag = Int32(MSG_NOSIGNAL)
    #else
        private static let noSignalFlag = Int32(0)
    #endif
}

#if canImport(Glibc)
    private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 { Glibc.listen(fd, backlog) }
#else
    private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 { Darwin.listen(fd, backlog) }
#endif
