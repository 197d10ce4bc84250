import AssistantTestSupport
import Foundation
import ShortcutKit
import ShortcutServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The head phase: connections still sending their head cost no thread and no connection slot, so
/// clients trickling heads from several addresses cannot keep other requests out.
@Suite struct HTTPServerFloodTests {
    /// A connection from `source` (a loopback address) that has sent the start of a head and no more.
    static func slowConnection(from source: String, to port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, source, &local.sin_addr)
        var remote = sockaddr_in()
        remote.sin_family = sa_family_t(AF_INET)
        remote.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr)
        let connected = withUnsafePointer(to: &local) { localPointer in
            withUnsafePointer(to: &remote) { remotePointer in
                localPointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { from in
                    remotePointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { to in
                        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
                        return bind(fd, from, size) == 0 && connect(fd, to, size) == 0
                    }
                }
            }
        }
        let start = Array("GET /slow HTTP/1.1\r\nX-Slow: a".utf8)
        guard connected, send(fd, start, start.count, Int32(MSG_NOSIGNAL)) == start.count else {
            close(fd)
            throw SlowConnectionFailure(description: "from \(source): \(String(cString: strerror(errno)))")
        }
        return fd
    }

    /// 60 connections trickling heads from 127.0.0.2, .3 and .4, against a server of 8 connection slots
    /// (4 an address) and 16 pending heads: a request from 127.0.0.1 is still answered. The head deadline
    /// is far out, so that only the head phase's design, not a timer, decides the test.
    @Test func slowHeadsFromThreeAddressesDoNotKeepARequestOut() async throws {
        let (server, port) = try HTTPServerTests.echoServer(
            .init(port: 0, maximumConnections: 8, headTimeout: .seconds(3600), maximumPendingHeads: 16))
        defer { server.stop() }
        var slow: [Int32] = []
        defer { for fd in slow { close(fd) } }
        for source in ["127.0.0.2", "127.0.0.3", "127.0.0.4"] {
            for _ in 0..<20 { slow.append(try Self.slowConnection(from: source, to: port)) }
        }
        for _ in 0..<3 {
            let response = try await onThread {
                let client = try LoopbackClient(port: port, timeout: .seconds(60))
                try client.send(LoopbackClient.post("/probe", body: "hi"))
                return try client.readResponse()
            }
            #expect(response.status == 200)
        }
    }

    /// A head that does not arrive whole within the head deadline is 408, well before the request's.
    @Test func aHeadNotWholeByTheHeadDeadlineIs408() async throws {
        let (server, port) = try HTTPServerTests.echoServer(
            .init(port: 0, requestTimeout: .seconds(3600), headTimeout: .milliseconds(200)))
        defer { server.stop() }
        let response = try await onThread {
            let client = try LoopbackClient(port: port, timeout: .seconds(60))
            try client.send("GET /slow HTTP/1.1\r\nX-Slow: a")
            return try client.readResponse()
        }
        #expect(response.status == 408)
        #expect(try JSON(parsing: response.body)["error"] == "the request head did not arrive in time")
    }
}

struct SlowConnectionFailure: Error, CustomStringConvertible {
    var description: String
}
