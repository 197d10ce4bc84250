import AssistantTestSupport
import Dispatch
import Foundation
import ShortcutKit
import ShortcutServer
import Synchronization
import Testing

/// The server over real loopback sockets, with a handler that echoes, so these tests see only the server.
///
/// Blocking socket work runs through `onThread`, so it cannot starve the handlers of threads. Nothing
/// waits for time: a request to `/held` waits at a gate the test opens, and the test waits until the
/// requests it needs have arrived there.
@Suite struct HTTPServerTests {
    /// Starts a server whose handler answers `{"path", "body"}`; `/held` first passes `gate`, and
    /// `/missing` is answered 404.
    static func echoServer(
        _ configuration: HTTPServer.Configuration = .init(port: 0), gate: Gate = Gate(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> (HTTPServer, Int) {
        let server = HTTPServer(configuration: configuration, log: log) { request in
            if request.path == "/held" { await gate.pass() }
            if request.path == "/missing" { return .error(404, "no route for /missing") }
            return .json([
                "path": .string(request.path), "body": .string(String(decoding: request.body, as: UTF8.self)),
            ])
        }
        return (server, try server.start())
    }

    /// Sends `request` on a new connection; the response, and whether the server then closed.
    static func answerAndClosing(_ port: Int, _ request: String) async throws -> (LoopbackClient.Response, Bool) {
        try await onThread {
            let client = try LoopbackClient(port: port)
            try client.send(request)
            let response = try client.readResponse()
            return (response, client.isClosedByServer())
        }
    }

    @Test func servesSeveralRequestsOnOneKeepAliveConnectionIncludingPipelined() async throws {
        let (server, port) = try Self.echoServer()
        defer { server.stop() }
        let (responses, closed) = try await onThread {
            let client = try LoopbackClient(port: port)
            try client.send(LoopbackClient.post("/one", body: "1"))
            var responses = [try client.readResponse()]
            try client.send(LoopbackClient.post("/two", body: "2") + LoopbackClient.post("/three", body: "3"))
            responses += [try client.readResponse(), try client.readResponse()]
            try client.send("GET /four HTTP/1.1\r\nConnection: close\r\n\r\n")
            responses.append(try client.readResponse())
            return (responses, client.isClosedByServer())
        }
        #expect(
            responses.map(\.body) == [
                #"{"path":"/one","body":"1"}"#, #"{"path":"/two","body":"2"}"#, #"{"path":"/three","body":"3"}"#,
                #"{"path":"/four","body":""}"#,
            ])
        #expect(responses.map { $0.headerFields["connection"] } == ["keep-alive", "keep-alive", "keep-alive", "close"])
        #expect(closed)
    }

    @Test(arguments: [
        ("NONSENSE\r\n\r\n", 400), (LoopbackClient.post("/x", body: String(repeating: "a", count: 70_000)), 413),
        ("POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 501), ("GET / HTTP/3\r\n\r\n", 505),
        ("GET / HTTP/1.1\r\nX: \(String(repeating: "a", count: 20_000))\r\n\r\n", 431),
    ])
    func answersBadRequestsWithAJSONErrorAndCloses(request: String, status: Int) async throws {
        let (server, port) = try Self.echoServer()
        defer { server.stop() }
        let (response, closed, after) = try await onThread {
            let client = try LoopbackClient(port: port)
            try client.send(request)
            let response = try client.readResponse()
            let closed = client.isClosedByServer()
            let next = try LoopbackClient(port: port)
            try next.send(LoopbackClient.post("/after", body: "ok"))
            return (response, closed, try next.readResponse())
        }
        #expect(response.status == status)
        #expect(response.headerFields["content-type"] == "application/json")
        let json = try JSON(parsing: response.body)
        #expect(json["status"] == .integer(status))
        #expect(json["error"]?.stringValue?.isEmpty == false)
        #expect(closed)
        #expect(after.status == 200)
    }

    @Test func expectContinueIsAnsweredBeforeTheBody() async throws {
        let (server, port) = try Self.echoServer()
        defer { server.stop() }
        let (interim, final) = try await onThread {
            let client = try LoopbackClient(port: port)
            try client.send("POST /c HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n")
            let interim = try client.readResponse()
            try client.send("hi")
            return (interim, try client.readResponse())
        }
        #expect(interim.status == 100)
        #expect(final.body == #"{"path":"/c","body":"hi"}"#)
    }

    @Test func aClientThatStopsMidRequestGets408() async throws {
        let (server, port) = try Self.echoServer(.init(port: 0, requestTimeout: .milliseconds(400)))
        defer { server.stop() }
        let (response, closed) = try await Self.answerAndClosing(
            port, "POST /x HTTP/1.1\r\nContent-Length: 10\r\n\r\n{")
        #expect(response.status == 408)
        #expect(closed)
    }

    /// Slowloris: a byte every 50 ms arrives well within any per-read timeout, so only a deadline on the
    /// whole request from its first byte cuts it off. 400 bytes would take 20 s; the deadline is 300 ms.
    @Test(arguments: [
        "POST /x HTTP/1.1\r\nX-Slow: " + String(repeating: "a", count: 400),
        "POST /x HTTP/1.1\r\nContent-Length: 400\r\n\r\n" + String(repeating: "b", count: 400),
    ])
    func aClientTricklingARequestIsCutOffAtTheRequestDeadline(request: String) async throws {
        let (server, port) = try Self.echoServer(.init(port: 0, requestTimeout: .milliseconds(300)))
        defer { server.stop() }
        let bytes = Array(request.utf8)
        let (sent, response) = try await onThread {
            let client = try LoopbackClient(port: port, timeout: .seconds(30))
            let sent = client.trickle(bytes, pace: .milliseconds(50))
            return (sent, try client.readResponse())
        }
        #expect(response.status == 408)
        #expect(sent < bytes.count)
    }

    /// Blank lines before a request are allowed but begin no request: trickling them only keeps an idle
    /// connection idle, and it is closed at the idle deadline.
    @Test func anIdleConnectionTricklingBlankLinesIsClosed() async throws {
        let (server, port) = try Self.echoServer(.init(port: 0, idleTimeout: .milliseconds(300)))
        defer { server.stop() }
        let blankLines = Array(String(repeating: "\r\n", count: 200).utf8)
        let (sent, closed) = try await onThread {
            let client = try LoopbackClient(port: port, timeout: .seconds(30))
            try client.send(LoopbackClient.post("/first", body: "1"))
            _ = try client.readResponse()
            let sent = client.trickle(blankLines, pace: .milliseconds(50))
            return (sent, client.isClosedByServer())
        }
        #expect(closed)
        #expect(sent < blankLines.count)
    }

    @Test func anIdleConnectionIsClosed() async throws {
        let (server, port) = try Self.echoServer(.init(port: 0, idleTimeout: .milliseconds(300)))
        defer { server.stop() }
        #expect(try await onThread { try LoopbackClient(port: port).isClosedByServer() })
    }

    @Test func anErrorFromTheHandlerClosesTheConnection() async throws {
        let (server, port) = try Self.echoServer()
        defer { server.stop() }
        let (response, closed) = try await Self.answerAndClosing(port, "GET /missing HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(response.status == 404)
        #expect(response.headerFields["connection"] == "close")
        #expect(closed)
    }

    @Test func connectionsBeyondTheLimitGet503() async throws {
        let gate = Gate()
        defer { gate.open() }
        let (server, port) = try Self.echoServer(.init(port: 0, maximumConnections: 1), gate: gate)
        defer { server.stop() }
        let first = try await onThread {
            let client = try LoopbackClient(port: port)
            try client.send(LoopbackClient.post("/held", body: ""))
            return client
        }
        #expect(await gate.arrivals(1))
        // The limits apply once a head has arrived: a connection still sending one costs no slot.
        let second = try await onThread {
            let client = try LoopbackClient(port: port)
            try client.send(LoopbackClient.post("/second", body: ""))
            return try client.readResponse()
        }
        gate.open()
        #expect(second.status == 503)
        #expect(try await onThread { try first.readResponse() }.status == 200)
    }

    @Test func connectionsBeyondTheLimitOfOneAddressGet503() async throws {
        let (server, port) = try Self.echoServer(.init(port: 0, maximumConnectionsPerClient: 2))
        defer { server.stop() }
        let (answered, refused) = try await onThread {
            let clients = try (0..<2).map { _ in try LoopbackClient(port: port) }
            var answered: [Int] = []
            for client in clients {
                try client.send(LoopbackClient.post("/kept", body: ""))
                answered.append(try client.readResponse().status)
            }
            let third = try LoopbackClient(port: port)
            try third.send(LoopbackClient.post("/third", body: ""))
            return (answered, try third.readResponse())
        }
        #expect(answered == [200, 200])
        #expect(refused.status == 503)
        #expect(try JSON(parsing: refused.body)["error"] == "too many connections from your address (limit 2)")
    }

    @Test func servesConcurrentConnectionsConcurrently() async throws {
        let gate = Gate()
        defer { gate.open() }
        let (server, port) = try Self.echoServer(gate: gate)
        defer { server.stop() }
        // Twenty clients on threads of their own; every request is held until all twenty have arrived,
        // which they can only do if the server serves them at once.
        async let answered = onThread {
            let results = Mutex<[Result<String, any Error>]>([])
            let group = DispatchGroup()
            for index in 0..<20 {
                group.enter()
                Thread {
                    let result = Result {
                        let client = try LoopbackClient(port: port, timeout: .seconds(60))
                        try client.send(LoopbackClient.post("/held", body: "\(index)"))
                        return try client.readResponse().body
                    }
                    results.withLock { $0.append(result) }
                    group.leave()
                }.start()
            }
            group.wait()
            return try results.withLock { try Set($0.map { try $0.get() }) }
        }
        #expect(await gate.arrivals(20))
        gate.open()
        #expect(try await answered == Set((0..<20).map { #"{"path":"/held","body":"\#($0)"}"# }))
    }

    @Test func logsOneLinePerRequestAndStopsCleanly() async throws {
        let lines = LogLines()
        let (server, port) = try Self.echoServer(log: { lines.append($0) })
        try await onThread {
            let client = try LoopbackClient(port: port)
            try client.send(LoopbackClient.post("/logged", body: "x"))
            _ = try client.readResponse()
            try client.send("BROKEN\r\n\r\n")
            _ = try client.readResponse()
        }
        server.stop()
        await server.stopped()
        let logged = lines.all
        #expect(logged.count == 2)
        #expect(logged.first?.hasPrefix("POST /logged 200 - ") == true)
        #expect(logged.first?.hasSuffix("us") == true)
        #expect(logged.last?.hasPrefix("- - 400 - ") == true)
        #expect(throws: LoopbackError.self) { try LoopbackClient(port: port) }
    }

    @Test func stoppingAnswersTheRequestInFlightThenRefusesNewConnections() async throws {
        let gate = Gate()
        defer { gate.open() }
        let (server, port) = try Self.echoServer(gate: gate)
        let client = try await onThread {
            let client = try LoopbackClient(port: port)
            try client.send(LoopbackClient.post("/held", body: "last"))
            return client
        }
        #expect(await gate.arrivals(1))
        server.stop()
        gate.open()
        let (response, closed) = try await onThread { (try client.readResponse(), client.isClosedByServer()) }
        #expect(response.body == #"{"path":"/held","body":"last"}"#)
        #expect(response.headerFields["connection"] == "close")
        #expect(closed)
        await server.stopped()
        #expect(throws: LoopbackError.self) { try LoopbackClient(port: port) }
    }

    @Test func aTakenPortOrAHostNameIsANamedError() throws {
        let (server, port) = try Self.echoServer()
        defer { server.stop() }
        let second = HTTPServer(configuration: .init(port: port)) { _ in .json(nil) }
        #expect(throws: HTTPServerError.addressInUse(host: "127.0.0.1", port: port)) { try second.start() }
        let invalid = HTTPServer(configuration: .init(host: "localhost", port: 0)) { _ in .json(nil) }
        #expect(throws: HTTPServerError.invalidHost("localhost")) { try invalid.start() }
    }
}

/// Log lines collected from the server's connection threads.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
