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
