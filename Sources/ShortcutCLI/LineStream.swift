import ShortcutKit

/// Answers standard input line by line, one output line per input line.
///
/// Input is read in chunks as it arrives. Each complete line is answered into one buffer, and the
/// buffer is written and flushed once per chunk: a co-process that writes a line and waits gets its
/// answer at once, while bulk input pays one write per chunk rather than per line.
///
/// A line is kept up to `maximumLineLength` bytes: the rest of a longer line is read and dropped as it
/// arrives, so a line without end costs neither memory nor a rescan per chunk.
enum LineStream {
    /// The longest line kept: the server's body limit, far above any utterance or turn.
    static let maximumLineLength = 64 * 1024

    /// - Parameters:
    ///   - respond: answers a line (without its end), appending the answer to the output.
    ///   - respondToCutLine: answers a line longer than `maximumLineLength`, given its length in bytes;
    ///     when `nil`, `respond` gets the line's first `maximumLineLength` bytes.
    ///   - respondToInvalidLine: answers a line that is not UTF-8 text or holds a NUL byte, given what is
    ///     wrong and where ("line 3: invalid UTF-8 at byte offset 5 (0xFF); …"). Such a line is never
    ///     repaired into other text: "load \xff twenty dollars" must not load twenty dollars.
    static func answer(
        console: Console, respondToCutLine: ((Int, inout [UInt8]) -> Void)? = nil,
        respondToInvalidLine: (String, inout [UInt8]) -> Void,
        respond: (String, inout [UInt8]) -> Void
    ) {
        var line: [UInt8] = []
        var lineLength = 0
        var lineNumber = 0
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        func finish(_ line: [UInt8], length: Int) {
            lineNumber += 1
            let bytes = line.last == 0x0D ? line.dropLast() : line[...]
            if length > maximumLineLength, let respondToCutLine {
                respondToCutLine(length, &output)
            } else if let problem = problem(in: bytes) {
                respondToInvalidLine("line \(lineNumber): \(problem)", &output)
            } else {
                respond(String(decoding: bytes, as: UTF8.self), &output)
            }
            output.append(0x0A)
        }
        while let chunk = console.readInput() {
            var start = chunk.startIndex
            while start < chunk.endIndex {
                let newline = chunk[start...].firstIndex(of: 0x0A)
                let piece = chunk[start..<(newline ?? chunk.endIndex)]
                line.append(contentsOf: piece.prefix(max(0, maximumLineLength - line.count)))
                lineLength += piece.count
                guard let newline else { break }
                finish(line, length: lineLength)
                line.removeAll(keepingCapacity: line.count <= 4096)
                lineLength = 0
                start = newline + 1
            }
            if !output.isEmpty {
                console.writeOutput(output)
                console.flush()
                output.removeAll(keepingCapacity: true)
            }
        }
        if lineLength > 0 {
            finish(line, length: lineLength)
            console.writeOutput(output)
            console.flush()
        }
    }

    /// Appends the answer line of a line that could not be answered: `{"error": {"kind", "message"}}`.
    static func appendError(kind: String, message: String, to output: inout [UInt8]) {
        let details = JSONObject([("kind", .string(kind)), ("message", .string(message))])
        JSON.object(JSONObject([("error", .object(details))])).appendCompact(to: &output)
    }

    /// What makes `bytes` no line of text, with its byte offset in the line, or nil when they are UTF-8
    /// without NUL.
    static func problem(in bytes: ArraySlice<UInt8>) -> String? {
        guard let problem = TextEncodingProblem.first(in: bytes) else { return nil }
        if case .nul = problem { return "\(problem); send text without NUL bytes" }
        return "\(problem); send UTF-8 text"
    }
}
