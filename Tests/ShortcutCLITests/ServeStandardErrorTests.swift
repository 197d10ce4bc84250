import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// `shortcuts serve` against what its standard error meets in production: a reader that goes away, a
/// reader that stops reading, text from outside that would forge log lines. Through the built binary.
@Suite(needsBuiltBinary)
struct ServeStandardErrorTests {
    static func health(_ port: Int) async throws -> Int {
        try await ServeCommandTests.exchange(port, "GET /healthz HTTP/1.1\r\n\r\n").status
    }

    /// `serve 2>&1 | tee log` with tee restarted: every log write fails with EPIPE, and the server neither
    /// dies nor stops answering, and SIGTERM still stops it cleanly.
    @Test func aClosedStandardErrorNeitherKillsNorStopsTheServer() async throws {
        let server = try await onThread { try ServeProcess([], standardError: .closedOnceListening) }
        for _ in 0..<5 { #expect(try await Self.health(server.port) == 200) }
        #expect(try await onThread { server.stop() } == 0)
    }

    #if os(Linux)
        /// A standard error nobody reads, full to its last byte: requests are still answered, and SIGTERM
        /// still stops the server (the lines it cannot write are dropped, not waited for).
        @Test func aFullStandardErrorDoesNotStopSIGTERM() async throws {
            let server = try await onThread { try ServeProcess([], standardError: .unreadOnceListening) }
            server.fillStandardError()
            for _ in 0..<20 { #expect(try await Self.health(server.port) == 200) }
            #expect(try await onThread { server.stop() } == 0)
        }
    #endif

    /// A backend's error page goes into the log line, escaped: it cannot start a line of its own or drive
    /// the terminal of whoever reads the log.
    @Test func aBackendErrorBodyCannotForgeLogLines() async throws {
        let forged = "oops\nPOST /api/voice-assistant 200 local 1us\u{1B}[2J"
        let backend = try FakeBackend(.status(500, forged))
        defer { backend.stop() }
        let server = try await onThread { try ServeProcess(["--fallback", backend.url.absoluteString]) }
        let response = try await ServeCommandTests.turn(server.port, #"{"current_query": "sing"}"#)
        #expect(response.status == 502)
        #expect(try await onThread { server.stop() } == 0)
        let log = server.standardError
        #expect(!log.contains("\u{1B}"))
        #expect(!log.split(separator: "\n").contains { $0.hasPrefix("POST /api/voice-assistant 200 local") })
        #expect(log.contains(#"oops\nPOST /api/voice-assistant 200 local 1us\u{1B}[2J"#), "\(log)")
    }
}
