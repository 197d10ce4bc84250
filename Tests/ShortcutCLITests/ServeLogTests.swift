import Foundation
import Testing

@testable import ShortcutCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The request log of `serve` on its own, against real pipes: full, drained, closed.
@Suite(.timeLimit(.minutes(1)))
struct ServeLogTests {
    @Test(arguments: [
        ("GET /healthz 200 - 12us", "GET /healthz 200 - 12us"),
        ("a\nforged line", #"a\nforged line"#),
        ("\r\t", #"\r\t"#),
        ("\u{1B}[2Jcleared", #"\u{1B}[2Jcleared"#),
        ("nul \u{0} del \u{7F} c1 \u{85}", #"nul \u{0} del \u{7F} c1 \u{85}"#),
        ("line\u{2028}separator\u{2029}", #"line\u{2028}separator\u{2029}"#),
        ("café 20 € \\n", "café 20 € \\n"),
    ])
    func controlCharactersAreEscaped(line: String, logged: String) {
        #expect(line.escapingControlCharacters == logged)
    }

    /// A pipe whose write end blocks when full, as standard error does; the read end is non-blocking.
    final class TestPipe {
        private(set) var reader: Int32
        let writer: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            (reader, writer) = (ends[0], ends[1])
            // No process another test starts inherits an end (see `Pipe.closedOnExec()`).
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
        }

        /// Fills the pipe until it takes no more.
        func fill() {
            _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
            let block = [UInt8](repeating: UInt8(ascii: "#"), count: 4096)
            while block.withUnsafeBytes({ write(writer, $0.baseAddress, $0.count) }) > 0 {}
            _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) & ~O_NONBLOCK)
        }

        /// Everything waiting in the pipe.
        func drain() -> String {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                bytes += chunk[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        func closeReader() {
            close(reader)
            reader = -1
        }

        deinit {
            if reader >= 0 { close(reader) }
            close(writer)
        }
    }

    @Test func linesReachTheStreamInOrderEscaped() throws {
        let pipe = try TestPipe()
        let log = ServeLog()
        log.append("first")
        log.append("second\nforged")
        log.write(to: pipe.writer, waitingUpTo: .zero, until: ContinuousClock().now)
        #expect(pipe.drain() == "first\nsecond\\nforged\n")
        #expect(!log.hasUnwritten)
    }

    /// A deadline already passed is a single look: against a full pipe the call returns at once, and the
    /// lines wait, whole, until the pipe is read.
    @Test func aFullStreamNeitherBlocksNorTearsLines() throws {
        let pipe = try TestPipe()
        pipe.fill()
        let log = ServeLog()
        for index in 0..<3 { log.append("line \(index) " + String(repeating: "x", count: 300)) }
        log.write(to: pipe.writer, waitingUpTo: .zero, until: ContinuousClock().now)
        #expect(log.hasUnwritten)
        #expect(!pipe.drain().contains("line"))
        while log.hasUnwritten { log.write(to: pipe.writer, waitingUpTo: .zero, until: ContinuousClock().now) }
        let lines = pipe.drain().split(separator: "\n")
        #expect(lines.map(String.init) == (0..<3).map { "line \($0) " + String(repeating: "x", count: 300) })
    }

    @Test func linesBeyondTheLimitAreDroppedAndCounted() throws {
        let pipe = try TestPipe()
        pipe.fill()
        let log = ServeLog()
        for index in 0..<(ServeLog.limit + 5) { log.append("\(index)") }
        _ = pipe.drain()
        var written = ""
        while log.hasUnwritten {
            log.write(to: pipe.writer, waitingUpTo: .zero, until: ContinuousClock().now)
            written += pipe.drain()
        }
        let lines = written.split(separator: "\n")
        #expect(lines.count == ServeLog.limit + 1)
        #expect(lines.first == "0")
        #expect(lines[ServeLog.limit - 1] == "\(ServeLog.limit - 1)")
        #expect(lines.last == "(5 log lines dropped: standard error is not keeping up)")
    }

    /// With SIGPIPE ignored, as the CLI ignores it, a reader that has gone ends the writing quietly.
    @Test func aClosedStreamEndsTheWritingQuietly() throws {
        signal(SIGPIPE, SIG_IGN)
        let pipe = try TestPipe()
        pipe.closeReader()
        let log = ServeLog()
        log.append("nobody reads this")
        log.write(to: pipe.writer, waitingUpTo: .zero, until: ContinuousClock().now)
        #expect(!log.hasUnwritten)
        log.append("nor this")
        #expect(!log.hasUnwritten)
        #expect(DescriptorWriter.write(Array("x".utf8), to: pipe.writer) == .closed)
    }
}
