/// Answers standard input line by line, one output line per input line.
///
/// Input is read in chunks as it arrives. Each complete line is answered into one buffer, and the
/// buffer is written and flushed once per chunk: a co-process that writes a line and waits gets its
/// answer at once, while bulk input pays one write per chunk rather than per line.
enum LineStream {
    static func answer(console: Console, _ respond: (String, inout [UInt8]) -> Void) {
        var pending: [UInt8] = []
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        while let chunk = console.readInput() {
            pending.append(contentsOf: chunk)
            var lineStart = 0
            while let newline = pending[lineStart...].firstIndex(of: 0x0A) {
                respond(line(pending[lineStart..<newline]), &output)
                output.append(0x0A)
                lineStart = newline + 1
            }
            pending.removeFirst(lineStart)
            if !output.isEmpty {
                console.writeOutput(output)
                console.flush()
                output.removeAll(keepingCapacity: true)
            }
        }
        if !pending.isEmpty {
            respond(line(pending[...]), &output)
            output.append(0x0A)
            console.writeOutput(output)
            console.flush()
        }
    }

    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.last == 0x0D ? bytes.dropLast() : bytes, as: UTF8.self)
    }
}
