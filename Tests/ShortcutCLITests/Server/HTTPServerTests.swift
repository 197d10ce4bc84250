import AssistantTestSupport
import Foundation
import ShortcutKit
import ShortcutServer
import Synchronization
import Testing

/// The server over real loopback sockets, with a handler that echoes, so these tests see only the server.
///
/// Blocking socket work runs through `onThread`, so it cannot starve the handlers of threads.
@Suite struct HTTPServerTests {
    /// Starts a server whose handler answers `{"path", "body"}`, and after a pause for `/slow`.
    static func echoServer(
        _ configuration: HTTPServer.Configuration = .init(port: 0), log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> (HTTPServer, Int) {
        let server = HTTPServer(configuration: configuration, log: log) { request in
            if request.path == "/slow" { try? await Task.sleep(for: .milliseconds(300)) }
            return .json([
                "path": .string(request.path), "body": .string(String(decoding: request.body, as: UTF8.self)),
            ])
        }
        return (server, try server.start())
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
        // Timed on the client's thread, so a busy concurrency pool cannot add to it.
        let (response, closed, elapsed) = try await onThread {
            let clock = ContinuousClock()
            let start = clock.now
            let client = try LoopbackClient(port: port)
            try client.send("POST /x HTTP/1.1\r\nContent-Length: 10\r\n\r\n{")
            let response = try client.readResponse()
            return (response, client.isClosedByServer(), start.duration(to: clock.now))
        }
        #expect(response.status == 408)
        #expect(closed)
        #expect(elapsed < .seconds(3))
    }

    @Test func aClientSendingOneByteAtATimeCannotHoldTheConnection() async throws {
        let (server, port) = try Self.echoServer(.init(port: 0, requestTimeout: .milliseconds(500)))
        defer { server.stop() }
        let status = try await onThread { () -> Int in
            let client = try LoopbackClient(port: port)
            for byte in "POST /x HTTP/1.1\r\nContent-Length: 10\r\n".utf8 {
                guard (try? client.send([byte])) != nil else { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return try client.readResponse().status
        }
        #expect(status == 408)
    }

    @Test func anIdleConnectionIsClosed() async throws {
        let (server, port) = try Self.echoServer(.init(port: 0, idleTimeout: .milliseconds(300)))
        defer { server.stop() }
        #expect(try await onThread { try LoopbackClient(port: port).isClosedByServer() })
    }

    @Test func connectionsBeyondTheLimitGet503() async throws {
        let (server, port) = try Self.echoServer(.init(port: 0, maximumConnections: 1))
        defer { server.stop() }
        let (second, first) = try await onThread {
            let first = try LoopbackClient(port: port)
            try first.send(LoopbackClient.post("/slow", body: ""))
            Thread.sleep(forTimeInterval: 0.1)
            let second = try LoopbackClient(port: port).readResponse()
            return (second, try first.readResponse())
        }
        #expect(second.status == 503)
        #expect(first.status == 200)
    }

    @Test func servesConcurrentConnectionsConcurrently() async throws {
        let (server, port) = try Self.echoServer()
        defer { server.stop() }
        // Twenty clients on threads of their own, timed from the first start to the last answer.
        let (bodies, elapsed) = try await onThread {
            let clock = ContinuousClock()
            let start = clock.now
            let results = Mutex<[Result<String, any Error>]>([])
            let group = DispatchGroup()
            for index in 0..<20 {
                group.enter()
                Thread {
                    let result = Result {
                        let client = try LoopbackClient(port: port)
                        try client.send(LoopbackClient.post("/slow", body: "\(index)"))
                        return try client.readResponse().body
                    }
                    results.withLock { $0.append(result) }
                    group.leave()
                }.start()
            }
            group.wait()
            return (try results.withLock { try Set($0.map { try $0.get() }) }, start.duration(to: clock.now))
        }
        #expect(bodies == Set((0..<20).map { #"{"path":"/slow","body":"\#($0)"}"# }))
        // Twenty requests of 300 ms each, served one after another, would take 6 s.
        #expect(elapsed < .seconds(3))
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
        let (server, port) = try Self.echoServer()
        let (response, closed) = try await onThread {
            let client = try LoopbackClient(port: port)
            try client.send(LoopbackClient.post("/slow", body: "last"))
            Thread.sleep(forTimeInterval: 0.1)
            server.stop()
            return (try client.readResponse(), client.isClosedByServer())
        }
        #expect(response.body == #"{"path":"/slow","body":"last"}"#)
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
