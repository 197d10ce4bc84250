import ShortcutKit
import Testing

@testable import ShortcutCLI

/// `match --stdin` and `ask --stdin` read lines of any length in bounded memory: a line past
/// `LineStream.maximumLineLength` is answered (too long) without being kept, and the next line is
/// answered as usual, however the input is cut into chunks.
struct LineStreamTests {
    /// A 10 MB line, then a short one, in 64 KiB chunks as a pipe delivers them.
    static func chunks(_ longLine: String, then next: String) -> [[UInt8]] {
        let bytes = Array((longLine + "\n" + next + "\n").utf8)
        return stride(from: 0, to: bytes.count, by: 65_536).map { Array(bytes[$0..<min($0 + 65_536, bytes.count)]) }
    }

    static func run(_ arguments: [String], chunks: [[UInt8]]) throws -> [JSON] {
        let console = CapturedConsole(inputChunks: chunks)
        let status = CLI.run(arguments + ["--registry", shippedRegistry], console: console)
        #expect(status == .success)
        return try console.output.split(separator: "\n").map { try JSON(parsing: String($0)) }
    }

    /// Bytes that are no text are an error naming the line and the byte offset, never repaired into
    /// other text (`load \xff twenty dollars` must not load twenty dollars); the next line is answered.
    @Test(
        arguments: [
            (
                Array("load ".utf8) + [0xFF] + Array(" twenty dollars".utf8),
                "line 1: invalid UTF-8 at byte offset 5 (0xFF)"
            ),
            (Array("open".utf8) + [0x00] + Array(" VillagePay".utf8), "line 1: a NUL byte at byte offset 4"),
            ([0xE2, 0x82], "line 1: invalid UTF-8 at byte offset 0 (0xE2)"),
            (Array("caf".utf8) + [0xC3, 0xA9, 0xC3], "line 1: invalid UTF-8 at byte offset 5 (0xC3)"),
            (Array("café".utf8), nil),
        ] as [([UInt8], String?)])
    func aLineThatIsNotTextIsAnErrorNamingItsByte(line: [UInt8], problem: String?) throws {
        for (command, kind) in [("match", "invalidInput"), ("ask", "invalidRequest")] {
            let payload = command == "match" ? line : Array(#"{"current_query": ""#.utf8) + line + Array(#""}"#.utf8)
            let next = command == "match" ? "track my order" : #"{"current_query": "track my order"}"#
            let answers = try Self.run([command, "--stdin"], chunks: [payload + [0x0A] + Array((next + "\n").utf8)])
            try #require(answers.count == 2)
            if let problem {
                #expect(answers[0]["error"]?["kind"] == .string(kind))
                let message = try #require(answers[0]["error"]?["message"]?.stringValue)
                if command == "match" { #expect(message.hasPrefix(problem), "\(message)") }
                #expect(message.hasPrefix("line 1: "))
            } else {
                // Read as text: `match` matches it, `ask` answers it (with no phrase and no backend, an error
                // of that kind, not of the input's).
                #expect(answers[0]["error"]?["kind"] != .string(kind))
            }
            let answered = command == "match" ? answers[1]["match"]?["intent"] : answers[1]["intent"]
            #expect(answered == "TrackItemIntent")
        }
    }

    @Test func matchAnswersAnEndlessUtteranceAsTooLongAndGoesOn() throws {
        let long = String(repeating: "load 20 dollars into villagepay ", count: 330_000)
        let answers = try Self.run(["match", "--stdin"], chunks: Self.chunks(long, then: "check my balance"))
        try #require(answers.count == 2)
        #expect(answers[0]["reason"] == "tooLong")
        #expect(answers[0]["utterance"]?.stringValue?.utf8.count == LineStream.maximumLineLength)
        #expect(answers[1]["match"]?["intent"] == "CheckBalanceIntent")
    }

    @Test func askRefusesAPayloadLineOverTheLimitAndGoesOn() throws {
        let query = String(repeating: "x ", count: 5_000_000)
        let long = #"{"conversation_history": [], "current_query": "\#(query)"}"#
        let answers = try Self.run(
            ["ask", "--stdin"], chunks: Self.chunks(long, then: #"{"current_query": "track my order"}"#))
        try #require(answers.count == 2)
        #expect(answers[0]["error"]?["kind"] == "invalidRequest")
        #expect(answers[0]["error"]?["message"]?.stringValue?.contains("\(long.utf8.count) bytes") == true)
        #expect(answers[1]["intent"] == "TrackItemIntent")
    }

    @Test(arguments: [1, 7, 65_536])
    func aLineJustWithinTheLimitIsKeptWhole(chunkSize: Int) throws {
        let line = String(repeating: "a", count: LineStream.maximumLineLength)
        let bytes = Array((line + "\n").utf8)
        let chunks = stride(from: 0, to: bytes.count, by: chunkSize).map {
            Array(bytes[$0..<min($0 + chunkSize, bytes.count)])
        }
        let answers = try Self.run(["match", "--stdin"], chunks: chunks)
        #expect(answers.count == 1)
        #expect(answers.first?["utterance"]?.stringValue?.utf8.count == LineStream.maximumLineLength)
    }
}
