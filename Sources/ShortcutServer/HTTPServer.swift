import Dispatch
import Foundation
import ShortcutKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on POSIX sockets: one thread accepts and reads request heads, one thread
/// serves each connection once its head has arrived.
///
/// The toolchain has no HTTP server, and this one only fronts a matcher that answers in microseconds, so
/// blocking sockets with a thread per connection are simple and enough, once the connection has sent a
/// head. Before that a connection costs no thread: the accept thread watches every new connection with
/// `poll` until its head is whole (the head phase), so clients that trickle heads from many addresses
/// (slowloris) hold descriptors, never threads or the connection slots local answers need. What makes it
/// safe to expose is that every wait is bounded, by deadlines rather than per read, so that a client
/// trickling a byte at a time gains nothing:
/// - a request head must arrive whole within `headTimeout` of its first byte, 2 s by default, where a
///   real head takes milliseconds (408); a new connection that sends nothing is closed `idleTimeout`
///   after it opened; when `maximumPendingHeads` connections are in the head phase, a new one pushes out
///   the oldest. The connection limits below apply when a head has arrived;
/// - a request must arrive whole, head and body, within `requestTimeout` of its first byte (408);
/// - a keep-alive connection with no request begun is closed `idleTimeout` after its last answer (or
///   after it opened), however many blank lines it trickles meanwhile;
/// - a client that stops reading is dropped after the send timeout;
/// - bodies and heads are limited; connections beyond `maximumConnections`, or beyond
///   `maximumConnectionsPerClient` from one address, get 503.
/// Bad input is answered with an error status and the connection closed (every status of 400 or more
/// closes it), never with a crash.
package final class HTTPServer: Sendable {
    /// Where to listen and how patient to be.
    package struct Configuration: Sendable {
        /// A numeric IPv4 address; 127.0.0.1 by default, so nothing is exposed by accident.
        package var host: String
        /// The port; 0 lets the system pick one (read it back from `start()`).
        package var port: Int
        /// Larger bodies get 413 before they are read.
        package var maximumBodyLength: Int
        /// How long a client may take to send a whole request once it has begun.
        package var requestTimeout: Duration
        /// How long a keep-alive connection may sit idle between requests.
        package var idleTimeout: Duration
        /// How long a client may take to send a whole request head: at most `requestTimeout`.
        package var headTimeout: Duration
        /// Connections whose head has not arrived whole, watched by the accept thread; beyond it the
        /// oldest is closed. Twice `maximumConnections` by default.
        package var maximumPendingHeads: Int
        /// Connections served at once; more are answered 503 and closed.
        package var maximumConnections: Int
        /// Connections served at once from one client address; more are answered 503 and closed, so one
        /// client cannot take every connection. Half of `maximumConnections` by default (256): an app's
        /// backend in front of `serve` is one address, and even with every turn the fallback limiter
        /// admits waiting on the backend (64 with it, 64 queued) it keeps 128 connections for local answers.
        package var maximumConnectionsPerClient: Int

        package init(
            host: String = "127.0.0.1", port: Int = 8080, maximumBodyLength: Int = 64 * 1024,
            requestTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(5), maximumConnections: Int = 512,
            maximumConnectionsPerClient: Int? = nil, headTimeout: Duration = .seconds(2),
            maximumPendingHeads: Int? = nil
        ) {
            self.host = host
            self.port = port
            self.maximumBodyLength = maximumBodyLength
            self.requestTimeout = requestTimeout
            self.idleTimeout = idleTimeout
            self.maximumConnections = maximumConnections
            self.maximumConnectionsPerClient = maximumConnectionsPerClient ?? max(1, maximumConnections / 2)
            self.headTimeout = min(headTimeout, requestTimeout)
            self.maximumPendingHeads = maximumPendingHeads ?? 2 * maximumConnections
        }
    }

    /// Answers one request; it is called concurrently from many connections.
    package typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse
    /// Answers a request at once on the connection's thread, or returns nil to hand it to the `Handler`.
    package typealias ImmediateHandler = @Sendable (HTTPRequest) -> HTTPResponse?

    private struct State {
        var wakeReader: Int32 = -1
        var wakeWriter: Int32 = -1
        var isStarted = false
        var isStopping = false
        var connections = 0
        /// Open connections by client IPv4 address.
        var connectionsByClient: [UInt32: Int] = [:]
    }

    package let configuration: Configuration
    private let handler: Handler
    private let immediateHandler: ImmediateHandler?
    private let log: @Sendable (String) -> Void
    private let state = Mutex(State())
    private let executor = DispatchTaskExecutor(label: "shortcuts.http-handlers")
    /// Entered by the accept thread and by each connection; `waitUntilStopped` waits for all of them.
    private let running = DispatchGroup()

    /// How long one blocking `recv` waits before the connection checks its deadlines and the stop flag.
    private static let pollSlice: Duration = .milliseconds(200)
    private static let sendTimeout: Duration = .seconds(10)
    /// How long a closing connection reads and discards what the client is still sending (an oversized
    /// body), so that the kernel does not reset the connection before the client has read our answer.
    private static let lingerLimit: Duration = .milliseconds(500)

    /// - Parameters:
    ///   - log: receives one line per request: method, path, status, source (`local`, `llm` or `-`), and
    ///     the time from the request's first byte to its answer, in microseconds.
    ///   - immediate: answers what it can without suspending, on the connection's thread, so the
    ///     common fast answers cost no hop to another thread; nil hands the request to `handler`.
    ///   - handler: answers the rest, on the server's own executor.
    package init(
        configuration: Configuration, log: @escaping @Sendable (String) -> Void = { _ in },
        immediate: ImmediateHandler? = nil, handler: @escaping Handler
    ) {
        self.configuration = configuration
        self.handler = handler
        self.immediateHandler = immediate
        self.log = log
    }

    /// Binds, listens and starts accepting on a background thread.
    ///
    /// - Returns: the port listened on (the chosen one when the configuration's port is 0).
    /// - Throws: `HTTPServerError` when the address is invalid or taken.
    @discardableResult
    package func start() throws(HTTPServerError) -> Int {
        let alreadyStarted = state.withLock { state in
            defer { state.isStarted = true }
            return state.isStarted
        }
        guard !alreadyStarted else { throw .alreadyStarted }
        signal(SIGPIPE, SIG_IGN)
        let (listener, port) = try Socket.listen(
            host: configuration.host, port: configuration.port,
            backlog: Int32(min(configuration.maximumConnections + configuration.maximumPendingHeads, 4096)))
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(listener)
            throw .socket(call: "pipe", reason: Socket.lastError)
        }
        state.withLock { state in
            state.wakeReader = pipeEnds[0]
            state.wakeWriter = pipeEnds[1]
        }
        let wakeReader = pipeEnds[0]
        running.enter()
        let thread = Thread { [self] in
            acceptLoop(listener: listener, wakeReader: wakeReader)
            running.leave()
        }
        thread.name = "http-accept"
        thread.start()
        return port
    }

    /// Stops accepting; connections finish the request they are serving and close. Safe to call from a
    /// signal handler's queue and more than once.
    package func stop() {
        // The byte is written under the lock: the accept loop takes the pipe's ends under the same lock
        // before closing them, so the write can never reach a closed (or reused) descriptor.
        state.withLock { state in
            guard !state.isStopping else { return }
            state.isStopping = true
            if state.wakeWriter >= 0 {
                var byte: UInt8 = 1
                _ = write(state.wakeWriter, &byte, 1)
            }
        }
    }

    /// Blocks until `stop()` was called and every connection has closed.
    ///
    /// For a main thread with nothing else to do; async code awaits `stopped()` instead, which occupies
    /// no thread of the concurrency pool that handlers run on.
    package func waitUntilStopped() {
        running.wait()
    }

    /// Blocks until the server has stopped or `timeout` has passed; true when it has stopped.
    package func waitUntilStopped(timeout: Duration) -> Bool {
        running.wait(timeout: .now() + .nanoseconds(Int(timeout.seconds * 1e9))) == .success
    }

    /// Returns once `stop()` was called and every connection has closed.
    package func stopped() async {
        await withCheckedContinuation { continuation in
            running.notify(queue: .global()) { continuation.resume() }
        }
    }

    private var isStopping: Bool { state.withLock { $0.isStopping } }

    /// A connection whose request head has not arrived whole: watched by the accept thread, not a thread.
    private struct PendingConnection {
        let fd: Int32
        let address: UInt32
        let opened: ContinuousClock.Instant
        var buffer: [UInt8] = []
        /// When the request began: its first byte that is not a blank line.
        var began: ContinuousClock.Instant?

        /// Until a request begins the connection is idle, and closes silently `idleTimeout` after it
        /// opened; once one has begun, its head must be whole `headTimeout` after its first byte.
        func deadline(_ configuration: Configuration) -> ContinuousClock.Instant {
            began.map { $0 + configuration.headTimeout } ?? opened + configuration.idleTimeout
        }
    }

    /// Accepts connections and reads their heads with `poll`, handing each on to a thread of its own once
    /// its head is whole; closes those whose head has not arrived within `headTimeout`.
    private func acceptLoop(listener: Int32, wakeReader: Int32) {
        let clock = ContinuousClock()
        let parser = HTTPRequestParser(maximumBodyLength: configuration.maximumBodyLength)
        Socket.setNonBlocking(listener)
        var pending: [PendingConnection] = []
        while !isStopping {
            var descriptors = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
            ]
            descriptors += pending.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            // Wake for the earliest deadline of a pending connection.
            let wait = pending.map { $0.deadline(configuration) }.min().map { deadline -> Int32 in
                let (seconds, attoseconds) = clock.now.duration(to: deadline).components
                return Int32(clamping: max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait ?? -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if descriptors[1].revents != 0 { break }
            // Read what pending connections sent; a whole head goes on to a thread.
            for index in pending.indices.reversed() where descriptors[index + 2].revents != 0 {
                switch Socket.receive(pending[index].fd, into: &pending[index].buffer, maximum: 16 * 1024) {
                case .bytes:
                    let buffer = pending[index].buffer
                    if pending[index].began == nil, buffer.contains(where: { $0 != 0x0D && $0 != 0x0A }) {
                        pending[index].began = clock.now
                    }
                    if parser.isHeadComplete(buffer) { handOff(pending.remove(at: index)) }
                case .wouldBlock:
                    break
                case .closed, .failed:
                    systemClose(pending.remove(at: index).fd)
                }
            }
            let now = clock.now
            pending.removeAll { connection in
                guard connection.deadline(configuration) <= now else { return false }
                dismiss(connection)
                return true
            }
            guard descriptors[0].revents & Int16(POLLIN) != 0 else { continue }
            // Accept what is waiting; a new connection beyond the bound pushes out the oldest pending one.
            for _ in 0..<64 {
                var peer = sockaddr_in()
                var peerLength = socklen_t(MemoryLayout<sockaddr_in>.size)
                let client = withUnsafeMutablePointer(to: &peer) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &peerLength) }
                }
                guard client >= 0 else {
                    // Out of descriptors: the listener stays readable, so pause rather than spin.
                    if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(10_000) }
                    break
                }
                Socket.setNonBlocking(client)
                if pending.count >= configuration.maximumPendingHeads { dismiss(pending.removeFirst()) }
                pending.append(PendingConnection(fd: client, address: peer.sin_addr.s_addr, opened: clock.now))
            }
        }
        for connection in pending { systemClose(connection.fd) }
        let (reader, writer) = state.withLock { state in
            defer {
                state.wakeReader = -1
                state.wakeWriter = -1
            }
            return (state.wakeReader, state.wakeWriter)
        }
        close(listener)
        close(reader)
        close(writer)
    }

    /// Closes a connection still in the head phase: silently when no request began, else with a 408
    /// sent without waiting for the client to read it.
    private func dismiss(_ connection: PendingConnection) {
        if let began = connection.began {
            let response = HTTPResponse.error(408, "the request head did not arrive in time")
            _ = Socket.sendAll(connection.fd, response.serialized(keepAlive: false))
            let (seconds, attoseconds) = began.duration(to: ContinuousClock().now).components
            log("- - 408 - \(seconds * 1_000_000 + attoseconds / 1_000_000_000_000)us")
        }
        systemClose(connection.fd)
    }

    /// Gives a connection whose head has arrived a thread of its own, within the connection limits.
    private func handOff(_ connection: PendingConnection) {
        let (client, address) = (connection.fd, connection.address)
        Socket.setBlocking(client)
        Socket.setTimeouts(client, receive: Self.pollSlice, send: Self.sendTimeout)
        let refusal = state.withLock { state -> String? in
            guard state.connections < configuration.maximumConnections else {
                return "too many connections; try again shortly"
            }
            guard state.connectionsByClient[address, default: 0] < configuration.maximumConnectionsPerClient else {
                return "too many connections from your address (limit \(configuration.maximumConnectionsPerClient))"
            }
            state.connections += 1
            state.connectionsByClient[address, default: 0] += 1
            return nil
        }
        if let refusal {
            let busy = HTTPResponse.error(503, refusal)
            _ = Socket.sendAll(client, busy.serialized(keepAlive: false))
            log("- - 503 - 0us")
            close(client)
            return
        }
        running.enter()
        let thread = Thread { [self] in
            serve(client, buffer: connection.buffer)
            Socket.closeGracefully(client, within: Self.lingerLimit)
            state.withLock { state in
                state.connections -= 1
                state.connectionsByClient[address]! -= 1
                if state.connectionsByClient[address] == 0 { state.connectionsByClient[address] = nil }
            }
            running.leave()
        }
        thread.name = "http-connection"
        thread.start()
    }

    /// Serves the requests of one connection until it closes, fails, idles out or the server stops.
    ///
    /// The deadlines are checked after every read, whatever it returned, so bytes trickled in just under
    /// the read timeout cannot extend them. A request begins with its first byte that is not a blank line
    /// (blank lines before a request are allowed, and discarded, so they do not count as a start).
    private func serve(_ fd: Int32, buffer received: [UInt8]) {
        let clock = ContinuousClock()
        var buffer = received
        let parser = HTTPRequestParser(maximumBodyLength: configuration.maximumBodyLength)
        var requestStart: ContinuousClock.Instant?
        var idleSince = clock.now
        var sentContinue = false
        while true {
            if requestStart == nil, let first = buffer.first, first != 0x0D, first != 0x0A { requestStart = clock.now }
            switch parser.parse(&buffer) {
            case .request(let request):
                let began = requestStart ?? clock.now
                var response = respond(to: request)
                if response.status >= 500, response.body.isEmpty {
                    response = .error(response.status, HTTPResponse.reasonPhrase(response.status).lowercased())
                }
                // An error closes the connection: what follows a request the server refused cannot be
                // trusted to be framed as the client meant it.
                let keepAlive = request.isKeepAlive && !isStopping && response.status < 400
                let sent = Socket.sendAll(fd, response.serialized(keepAlive: keepAlive))
                logLine(request.method, request.path, response, since: began, clock: clock)
                guard sent, keepAlive else { return }
                requestStart = nil
                sentContinue = false
                idleSince = clock.now
                continue
            case .failure(let status, let message, let method, let path):
                let response = HTTPResponse.error(status, message)
                _ = Socket.sendAll(fd, response.serialized(keepAlive: false))
                logLine(method, path, response, since: requestStart ?? clock.now, clock: clock)
                return
            case .incomplete(let expectsContinue):
                if !buffer.isEmpty, requestStart == nil { requestStart = clock.now }
                if expectsContinue, !sentContinue {
                    sentContinue = true
                    guard Socket.sendAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return }
                }
            }
            switch Socket.receive(fd, into: &buffer, maximum: 16 * 1024) {
            case .bytes, .wouldBlock:
                break
            case .closed, .failed:
                return
            }
            if let requestStart {
                let elapsed = requestStart.duration(to: clock.now)
                if elapsed > configuration.requestTimeout
                    || (elapsed > configuration.headTimeout && !parser.isHeadComplete(buffer))
                {
                    let response = HTTPResponse.error(408, "the request did not arrive in time")
                    _ = Socket.sendAll(fd, response.serialized(keepAlive: false))
                    logLine("-", "-", response, since: requestStart, clock: clock)
                    return
                }
            } else if isStopping || idleSince.duration(to: clock.now) > configuration.idleTimeout {
                return
            }
        }
    }

    /// Runs the async handler from this connection's thread (not one of the concurrency pool's), on the
    /// server's own executor, and waits for its response.
    private func respond(to request: HTTPRequest) -> HTTPResponse {
        if let immediate = immediateHandler?(request) { return immediate }
        let handler = self.handler
        return executor.wait { await handler(request) }
    }

    private func logLine(
        _ method: String, _ path: String, _ response: HTTPResponse, since start: ContinuousClock.Instant,
        clock: ContinuousClock
    ) {
        let (seconds, attoseconds) = start.duration(to: clock.now).components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        let safePath = String(path.prefix(200).map { $0.isASCII && !$0.isWhitespace ? $0 : "?" })
        let note = response.logNote.map { " (\($0))" } ?? ""
        log("\(method) \(safePath) \(response.status) \(response.source ?? "-") \(microseconds)us\(note)")
    }
}

#if canImport(Glibc)
    private func systemClose(_ fd: Int32) { _ = Glibc.close(fd) }
#else
    private func systemClose(_ fd: Int32) { _ = Darwin.close(fd) }
#endif
