extension JSON {
    /// The value as compact JSON text on one line: the form of `--json` and JSON Lines output.
    public var compactText: String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output, style: .compact)
        return String(decoding: output, as: UTF8.self)
    }

    /// The value as JSON text indented by two spaces, for files people read and diff.
    public var prettyText: String {
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
    func write(to output: inout [UInt8], style: Style) {
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
                output.append(contentsOf: style.keySeparator)
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
    private func writeScalar(to output: inout [UInt8]) -> Bool {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): output.append(contentsOf: String(value).utf8)
        case .double(let value):
            if value.isFinite {
                output.append(
                    contentsOf: (value.exactInteger.map(String.init) ?? String(value))
                        .utf8)
            } else {
                output.append(contentsOf: "null".utf8)
            }
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            guard elements.isEmpty else { return false }
            output.append(contentsOf: "[]".utf8)
        case .object(let object):
            guard object.isEmpty else { return false }
            output.append(contentsOf: "{}".utf8)
        }
        return true
    }

    private static func newline(_ output: inout [UInt8], indent: Int?, level: Int) {
        guard let indent else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Writes a string literal, copying runs that need no escape in one piece.
    static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                case 0x09: output.append(UInt8(ascii: "t"))
                default:
                    output.append(contentsOf: "u00".utf8)
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0xF)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Parses JSON text, without locations (use `Registry` for files people write).
    public init(parsing text: String) throws(JSONSyntaxError) {
        self = try JSONParser.value(Array(text.utf8))
    }
}
