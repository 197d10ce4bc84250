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
    static func answer(
        console: Console, respondToCutLine: ((Int, inout [UInt8]) -> Void)? = nil,
        respond: (String, inout [UInt8]) -> Void
    ) {
        var line: [UInt8] = []
        var lineLength = 0
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        func finish(_ line: [UInt8], length: Int) {
            if length > maximumLineLength, let respondToCutLine {
                respondToCutLine(length, &output)
            } else {
                respond(text(line[...]), &output)
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

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.last == 0x0D ? bytes.dropLast() : bytes, as: UTF8.self)
    }
}
