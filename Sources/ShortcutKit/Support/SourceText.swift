/// A file's bytes, from which a line or a position is worked out only when a message needs it.
///
/// Splitting a whole file into lines up front costs more than parsing it, and a valid file never
/// shows a line. Columns count Unicode scalars (see `SourceLocation`), so a column is found by
/// counting the bytes that start a scalar between the line's start and the place.
struct SourceText: Sendable {
    let bytes: [UInt8]

    /// The 1-based line `number`, without its line break (or a byte order mark), or `nil` past the end.
    func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var start = number == 1 ? Self.contentStart(bytes) : 0
        var current = 1
        while current < number {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            start = newline + 1
            current += 1
        }
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    /// The line and column of the byte at `offset` (the end of the text is a place too).
    func location(ofByte offset: Int) -> SourceLocation {
        bytes.withUnsafeBufferPointer { Self.location(ofByte: offset, in: $0) }
    }

    /// The line and column of the byte at `offset` of `bytes`, by one pass from the start: for an error,
    /// which is reported once.
    static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = contentStart(bytes)
        var index = lineStart
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: scalarCount(bytes, from: lineStart, to: end) + 1)
    }

    /// Where the text starts: after a UTF-8 byte order mark, which no editor counts as a column.
    static func contentStart<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Int where Bytes.Index == Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The Unicode scalars that start in `from..<to`: every byte but UTF-8's continuation bytes.
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var count = 0
        var index = from
        while index < to {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}

/// Finds many places in one text, each in time proportional to its line's length, for a source map
/// that resolves every value's place at once.
struct SourceLineIndex: Sendable {
    let text: SourceText
    /// The byte offset where each line starts, the first after any byte order mark.
    private let lineStarts: [Int]

    init(_ text: SourceText) {
        self.text = text
        var starts = [SourceText.contentStart(text.bytes)]
        for (index, byte) in text.bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        self.lineStarts = starts
    }

    func location(ofByte offset: Int) -> SourceLocation {
        let offset = min(max(offset, lineStarts[0]), text.bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = text.bytes.withUnsafeBufferPointer {
            SourceText.scalarCount($0, from: lineStarts[low], to: offset)
        }
        return SourceLocation(line: low + 1, column: column + 1)
    }
}
