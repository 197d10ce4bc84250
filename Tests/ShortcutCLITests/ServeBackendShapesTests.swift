import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// `shortcuts serve` against fallback backends of every shape, through the built binary: each turn ends
/// as the documented failure, soon after `--timeout` at the latest, and the server's memory stays small
/// even when the backend streams without end.
@Suite(needsBuiltBinary)
struct ServeBackendShapesTests {
    @Test(arguments: [
        (
            ScriptedBackend.Shape.fastChunked, 502,
            "sent a reply that is not the contract: the reply is longer than 1048576 bytes"
        ),
        (.endless, 502, "the reply is longer than 1048576 bytes"),
        (.slowChunked(every: .milliseconds(20)), 502, "did not answer within 0.5 s"),
        (.byteByByte(every: .milliseconds(5)), 502, "did not answer within 0.5 s"),
        (.hangAfterHeaders, 502, "did not answer within 0.5 s"),
        (.resetMidBody, 502, "fallback backend unreachable at"),
        (.redirect(307), 502, "answered HTTP 307"),
        (
            .raw(
                Array("HTTP/1.1 200 OK\r\nContent-Length: 58\r\n\r\n{\"sentenceSiriShouldSay\":\"".utf8) + [0xFF]
                    + Array("\",\"continueConversation\":false}".utf8)),
            502, "the body is not UTF-8"
        ),
    ])
    func everyBackendShapeEndsTheTurnAsDocumented(shape: ScriptedBackend.Shape, status: Int, logged: String)
        async throws
    {
        let backend = try ScriptedBackend(shape)
        defer { backend.stop() }
        let server = try await onThread {
            try ServeProcess(["--fallback", backend.url.absoluteString, "--timeout", "0.5"])
        }
        // Timed on the client's own thread, not across the test's resumption on a (possibly busy) pool.
        let (response, elapsed) = try await onThread {
            let clock = ContinuousClock()
            let start = clock.now
            let client = try LoopbackClient(port: server.port, timeout: .seconds(20))
            try client.send(LoopbackClient.post("/api/voice-assistant", body: #"{"current_query": "sing"}"#))
            return (try client.readResponse(), start.duration(to: clock.now))
        }
        #expect(response.status == status)
        // Generous for a loaded machine; URLSession held such turns 2 to 31 s past the deadline.
        #expect(elapsed < .milliseconds(500) + .seconds(2), "\(elapsed)")
        if let peak = server.peakResidentBytes { #expect(peak < 256 << 20, "serve held \(peak >> 20) MiB") }
        #expect(try await onThread { server.stop() } == 0)
        if !logged.isEmpty {
            let line = server.standardError.split(separator: "\n").first { $0.hasPrefix("POST /api/voice-assistant") }
            #expect(line?.contains(logged) == true, "\(line ?? "")")
        }
    }
}
