extension JSON {
    /// The value as compact JSON text on one line: the form of `--json` and JSON Lines output.
    public var compactText: String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output, style: .compact)
        return String(decoding: output, as: UTF8.self)
    }

    /// The value as JSON text indented by two spaces, for files people read and diff.
    package var prettyText: String {
        var output: [UInt8] = []
        write(to: &output, style: .pretty)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value's compact UTF-8 text to a buffer, so that bulk output pays no per-line copy.
    package func appendCompact(to output: inout [UInt8]) {
        write(to: &output, style: .compact)
    }

    /// How a value is laid out: on one line, or one member per line indented, with what between a key
    /// and its value.
    struct Style {
        var indent: Int?
        var keySeparator: [UInt8]

        static let compact = Style(indent: nil, keySeparator: Array(":".utf8))
        static let pretty = Style(indent: 2, keySeparator: Array(": ".utf8))
        /// As Xcode writes string catalogs: `"key" : value`. Xcode rewrites a catalog in its own style
        /// whenever it touches it; writing the same bytes means a catalog regenerated in a build step and
        /// one saved by Xcode do not differ line by line.
        static let xcode = Style(indent: 2, keySeparator: Array(" : ".utf8))
    }

    /// A container being written: its children and the index of the next one.
    private enum OpenContainer {
        case array([JSON], next: Int)
        case object([(key: String, value: JSON)], next: Int)
    }

    /// Writes the value with an explicit stack of open containers instead of recursion, so that a value
    /// nested however deep (the parser stops at 256 levels, but code can build any depth) cannot
    /// exhaust the thread's stack.
    func write(to output: inout some JSONOutput, style: Style) {
        if writeScalar(to: &output) { return }
        var open: [OpenContainer] = []
        var pending: JSON? = self
        while true {
            if let value = pending {
                pending = nil
                switch value {
                case .array(let elements) where !elements.isEmpty:
                    output.append(UInt8(ascii: "["))
                    open.append(.array(elements, next: 0))
                case .object(let object) where !object.isEmpty:
                    output.append(UInt8(ascii: "{"))
                    open.append(.object(object.members, next: 0))
                default:
                    _ = value.writeScalar(to: &output)
                }
            }
            guard let top = open.popLast() else { return }
            // The children of the container on top stand one level deeper than it.
            let level = open.count + 1
            switch top {
            case .array(let elements, let next) where next < elements.count:
                if next > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent: style.indent, level: level)
                pending = elements[next]
                open.append(.array(elements, next: next + 1))
            case .object(let members, let next) where next < members.count:
                if next > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent: style.indent, level: level)
                Self.writeString(members[next].key, to: &output)
                style.keySeparator.withUnsafeBufferPointer { output.append(contentsOf: $0) }
                pending = members[next].value
                open.append(.object(members, next: next + 1))
            case .array:
                Self.newline(&output, indent: style.indent, level: level - 1)
                output.append(UInt8(ascii: "]"))
            case .object:
                Self.newline(&output, indent: style.indent, level: level - 1)
                output.append(UInt8(ascii: "}"))
            }
        }
    }

    /// Writes a value that is not a non-empty container; returns false, writing nothing, for one that is.
    func writeScalar(to output: inout some JSONOutput) -> Bool {
        switch self {
        case .null: output.append(ascii: "null")
        case .bool(let value): output.append(ascii: value ? "true" : "false")
        case .integer(let value): Self.writeInteger(value, to: &output)
        case .double(let value):
            if !value.isFinite {
                output.append(ascii: "null")
            } else if let integer = value.exactInteger {
                Self.writeInteger(integer, to: &output)
            } else {
                var text = String(value)
                text.withUTF8 { output.append(contentsOf: $0) }
            }
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            guard elements.isEmpty else { return false }
            output.append(ascii: "[]")
        case .object(let object):
            guard object.isEmpty else { return false }
            output.append(ascii: "{}")
        }
        return true
    }

    private static func newline(_ output: inout some JSONOutput, indent: Int?, level: Int) {
        guard let indent else { return }
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<indent * level { output.append(UInt8(ascii: " ")) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Writes an integer's decimal digits straight into the buffer: `String(value)` would allocate a
    /// string per number only to copy it.
    static func writeInteger(_ value: Int, to output: inout some JSONOutput) {
        if 0 <= value, value < 10 {
            output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        // 20 places: `Int.min` has 19 digits and a sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Writes a string literal, copying runs that need no escape in one piece.
    static func writeString(_ string: String, to output: inout some JSONOutput) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            while let index = firstByteToEscape(in: bytes, from: runStart) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                writeEscape(of: bytes[index], to: &output)
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The index of the first byte at or after `start` that a string literal must escape: a control
    /// byte, `"` or `\`.
    ///
    /// Looks at eight bytes at a time (a word's bytes are tested together with carry-free arithmetic),
    /// since strings are mostly clean and the byte-by-byte loop was a third of writing a match.
    private static func firstByteToEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let flags = escapeFlags(word)
                if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count {
            if needsEscape(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// A word with the high bit set in the lowest byte (of a little-endian load) that needs an escape,
    /// and zero when none does. Bytes above the lowest flagged one may be flagged falsely (a borrow runs
    /// upward from it), so only the lowest is read.
    ///
    /// `x - 0x01…01 & ~x & 0x80…80` flags a zero byte of `x`; with `0x20…20` it flags a byte below 0x20.
    /// `~x` clears the flag of every byte of 0x80 and above, so UTF-8 beyond ASCII is never flagged.
    static func escapeFlags(_ word: UInt64) -> UInt64 {
        let control = (word &- ones &* 0x20) & ~word
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let quotes = (quote &- ones) & ~quote
        let backslashes = (backslash &- ones) & ~backslash
        return (control | quotes | backslashes) & highBits
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    /// Writes the escape of a byte that `needsEscape`: the short form where JSON has one, else `\u00XX`.
    private static func writeEscape(of byte: UInt8, to output: inout some JSONOutput) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            output.append(ascii: "u00")
            output.append(hexDigits[Int(byte >> 4)])
            output.append(hexDigits[Int(byte & 0xF)])
        }
    }

    /// Parses JSON text, without locations (use `Registry` for files people write).
    package init(parsing text: String) throws(JSONSyntaxError) {
        self = try JSONParser.value(Array(text.utf8))
    }
}

/// Where JSON text is written: a byte array, or the stream writer's buffer.
protocol JSONOutput {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension JSONOutput {
    /// Appends text written in the code.
    mutating func append(ascii text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}

extension Array: JSONOutput where Element == UInt8 {}
